"""What every call and every review pays around the reviewer (`python -m benchmarks call_overhead`), in process.

Three readings, each CPU microseconds per call, best of PASSES passes, in each tree's own process (this one and the
baseline's ``git archive`` export, as ``rules_pass`` does), two bursts alternated, the load printed:
- ``interceptors``: a back part's server interceptors (caller check, error sanitizer, field rules) around a
  registered handler, as grpc.aio runs them on every call (four server calls a review);
- ``stage_span``: one stage span with no tracer provider installed, as the stack runs without an exporter (three a
  review in retrieval and generation);
- ``desk_record``: the gateway's record of one answer, built and split into its row (``build_record`` and the
  store's ``_batch_row``: the copies the twenty-third round asked about), on ``benchmarks.desk_record``'s answer.
A tree lacking one of these parts reports it as not measurable. Twenty-fifth round (docs/performance.md).
"""

from __future__ import annotations

from pathlib import Path

from benchmarks._machine import load_line
from benchmarks._stacks import baseline_commit, exported_tree, worker_reading
from services.settings import PROJECT_ROOT

PASSES = 5
BURSTS = 2
READINGS = ("interceptors", "stage_span", "desk_record")

# Run in the measured tree (its own imports), printing CPU us per call of each reading, as JSON.
_WORKER = """
import asyncio, json, sys, time
from pathlib import Path
import services.server
if not Path(services.server.__file__).resolve().is_relative_to(Path(sys.argv[2]).resolve()):
    sys.exit("the services imported are not this tree's")
PASSES, CALLS = int(sys.argv[1]), 20000

def best(run):
    for _ in range(CALLS // 10):
        run()
    found = None
    for _ in range(PASSES):
        started = time.process_time()
        for _ in range(CALLS):
            run()
        spent = (time.process_time() - started) / CALLS * 1e6
        found = spent if found is None else min(found, spent)
    return found

def interceptors():
    import grpc
    from services.credentials import CallerCheck
    from services.field_interceptor import FieldRulesInterceptor
    from services.server import ErrorSanitizer

    async def servicer(request, context):
        return request

    registered = grpc.unary_unary_rpc_method_handler(servicer)
    chain = [CallerCheck("retrieval", frozenset({"gateway"})), ErrorSanitizer(), FieldRulesInterceptor()]

    class Details:
        method = "/policyreview.v1.RetrievalService/Retrieve"
        invocation_metadata = ()

    async def handler(index, details):
        if index == len(chain):
            return registered
        return await chain[index].intercept_service(lambda d: handler(index + 1, d), details)

    details = Details()

    def call():
        coroutine = handler(0, details)
        try:
            coroutine.send(None)
        except StopIteration:
            pass

    return best(call)

def stage_span():
    from opentelemetry import trace
    from services.telemetry import stage_span as span

    tracer = trace.get_tracer("policy_review.bench")

    def call():
        with span(tracer, "retrieval.search", {"policy_review.marketplace": "EBAY"}) as opened:
            opened.set_attribute("policy_review.evidence", 8)

    return best(call)

def desk_record():
    import uuid
    from benchmarks.desk_record import _answer
    from gateway.desk.records import build_record
    from gateway.desk.store import _batch_row

    request, response, trail = _answer()
    review_id, case_id = str(uuid.uuid4()), str(uuid.uuid4())

    def call():
        record = build_record(
            review_id=review_id, caller_key_id="bench", request=request, response=response, trail=trail
        )
        record.case_id = case_id
        _batch_row(record)

    return best(call)

found = {}
for name, reading in (("interceptors", interceptors), ("stage_span", stage_span), ("desk_record", desk_record)):
    try:
        found[name] = reading()
    except Exception:
        found[name] = None
print(json.dumps(found))
"""


def measure(tree: Path, passes: int = PASSES) -> dict[str, float | None]:
    """CPU us per call of each reading in that tree, best of the passes; None where the tree cannot run it."""
    found = worker_reading(_WORKER, tree, str(passes))
    return dict.fromkeys(READINGS) if found is None else found


def _shown(values: list[float | None]) -> str:
    return " / ".join("not measurable" if v is None else f"{v:.2f}" for v in values)


def main() -> None:
    commit = baseline_commit()
    print(f"call overhead (CPU us per call, in process, best of {PASSES} passes; {load_line()})")
    if commit is None:
        print(f"after: {measure(PROJECT_ROOT)} (no baseline commit: BENCH_BASELINE, or where this branch left main)")
        return
    with exported_tree(commit) as baseline:
        readings: dict[str, list[dict[str, float | None]]] = {"before": [], "after": []}
        for _ in range(BURSTS):
            readings["before"].append(measure(baseline))
            readings["after"].append(measure(PROJECT_ROOT))
    for reading in READINGS:
        before = [burst[reading] for burst in readings["before"]]
        after = [burst[reading] for burst in readings["after"]]
        line = f"{reading}: {commit[:7]} {_shown(before)}, this tree {_shown(after)} us"
        known_before = [v for v in before if v is not None]
        known_after = [v for v in after if v is not None]
        if known_before and known_after:
            line += f"; best against best {min(known_after) / min(known_before):.2f}x"
        print(line)
    print(f"({load_line()})")


if __name__ == "__main__":
    main()
