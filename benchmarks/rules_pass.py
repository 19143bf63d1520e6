"""CPU of the rules pass alone (`python -m benchmarks rules_pass`): `services.detectors.detect()` under the shipped
rule pack edition, as retrieval calls it for the rules reviewer, over policy-review-v2's listings, in process.

The bench's P2 reads CPU per review across the whole stack, where retrieval's share holds the rules pass among much
else; a change to the detectors is read here first. Each tree runs in its own process (this one, and with a baseline
commit its `git archive` export: BENCH_BASELINE, else where this branch left main), best of five passes per burst,
each pass over fresh copies of the listings (the server reads a new listing object per request, and the
structure-first checks' memo is kept per object), bursts alternated twice so the machine's load falls on both alike.
Every tree must have the shipped-edition API (`services.rulepack.using_edition`, issue 19's third round on); an older
baseline is reported as not measurable.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks._machine import load_line
from benchmarks._stacks import baseline_commit, exported_tree, worker_reading
from services.settings import PROJECT_ROOT

BURSTS = 2
PASSES = 5

# Run in the measured tree (its own imports), printing CPU ms per listing, best of PASSES passes, as JSON.
_WORKER = """
import dataclasses, json, sys, time
from pathlib import Path
import services.detectors
from evaluation.offline import DATASETS_DIR, listing_from_request, load_cases
from services.detectors import detect
from services.rulepack import shipped_edition, using_edition
# The virtualenv's editable install also puts a checkout on the path: the code timed must be the tree's own.
if not Path(services.detectors.__file__).resolve().is_relative_to(Path(sys.argv[2]).resolve()):
    sys.exit("the detectors imported are not this tree's")
cases = load_cases(DATASETS_DIR / "policy-review-v2")
listings = [listing_from_request(c.request.model_dump(by_alias=True)) for c in cases]
with using_edition(shipped_edition()):
    for listing in listings:
        list(detect(listing))
    best = None
    for _ in range(int(sys.argv[1])):
        # A fresh object per listing and pass, as the retrieval server builds one per request: the structure-first
        # checks' memo is kept per listing object, so a pass over the same objects would read only memo hits.
        copies = [dataclasses.replace(listing) for listing in listings]
        started = time.process_time()
        for listing in copies:
            list(detect(listing))
        spent = (time.process_time() - started) / len(listings) * 1000
        best = spent if best is None else min(best, spent)
print(json.dumps({"ms_per_listing": best, "listings": len(listings)}))
"""


def measure(tree: Path, passes: int = PASSES) -> float | None:
    """CPU ms per listing of detect() in that tree, best of the passes; None when the tree cannot run the worker."""
    found = worker_reading(_WORKER, tree, str(passes))
    return None if found is None else float(found["ms_per_listing"])


def main() -> None:
    commit = baseline_commit()
    print(f"rules pass (detect() per listing, policy-review-v2, best of {PASSES} passes; {load_line()})")
    if commit is None:
        print(f"after: {measure(PROJECT_ROOT)} ms (no baseline commit: BENCH_BASELINE, or where this branch left main)")
        return
    with exported_tree(commit) as baseline:
        readings: dict[str, list[float | None]] = {"before": [], "after": []}
        for _ in range(BURSTS):
            readings["before"].append(measure(baseline))
            readings["after"].append(measure(PROJECT_ROOT))
    for name, values in readings.items():
        shown = " / ".join("not measurable" if v is None else f"{v:.2f}" for v in values)
        print(f"{name} ({commit[:7] if name == 'before' else 'this tree'}): {shown} ms per listing")
    before = [v for v in readings["before"] if v is not None]
    after = [v for v in readings["after"] if v is not None]
    if before and after:
        print(f"ratio, best against best: {min(after) / min(before):.2f}x ({load_line()})")
