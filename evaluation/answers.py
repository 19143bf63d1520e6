"""Every development listing's answer, one JSON line each, and what changed between two such dumps.

A rules change is judged on the whole development part, listing by listing: which violating listings
became all-clears, which clean ones became flagged or were sent to a person (docs/generation.md's round
sections, docs/performance.md's answer-equality checks). ``python -m evaluation.answers dump OUT`` writes
the answers of every development set and the reviewed set, in process (evaluation/offline.py's
``review``); ``python -m evaluation.answers diff BEFORE AFTER`` counts the changes by kind and names the
listings. Run it from the tree being judged (``python -m`` imports the working directory's modules first).

A held-out set is refused by name: its answers per listing would tell the reader where to tune (docs/
evaluation.md, "The protocol"). The lines carry ids, codes and statuses, never seller text.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import (
    DEVELOPMENT,
    HELD_OUT,
    REVIEWED_DATASET,
    blind_parts,
    listing_from_request,
    load_cases,
    load_policies,
    load_rules,
    review,
)
from services.net_model import model_in_place
from services.rulepack import TIERS
from services.vocabulary import ReviewStatus
from validation.domain.caution import DEFAULT_TIER


class HeldOutRefused(ValueError):
    """A held-out set was named: its per-listing answers are never written."""


def development_part(directory: Path = DATASETS_DIR) -> tuple[str, ...]:
    """The reviewed set and every blind set whose manifest says development."""
    return (REVIEWED_DATASET, *(name for name, part in blind_parts(directory).items() if part == DEVELOPMENT))


def answer_rows(
    names: Sequence[str], directory: Path = DATASETS_DIR, risk_tier: int = DEFAULT_TIER
) -> Iterator[dict[str, Any]]:
    """One row per listing of the named sets; a held-out set is refused before anything is scored."""
    folders = [Path(name) if Path(name).is_dir() else directory / name for name in names]
    # A folder's part is what its own manifest says, wherever the folder lies; each parent's manifests are read once.
    parts = {parent: blind_parts(parent) for parent in {f.parent for f in folders}}
    held_out = [str(f) for f in folders if parts[f.parent].get(f.name) == HELD_OUT]
    if held_out:
        raise HeldOutRefused(f"held-out sets are scored by their headline only: {', '.join(held_out)}")
    policies, rules = load_policies(), load_rules()
    for folder in folders:
        for case in load_cases(folder):
            answer = review(
                listing_from_request(case.request.model_dump(by_alias=True)),
                case.request.review_date,
                policies,
                risk_tier,
                rules=rules,
            )
            yield {
                "set": folder.name,
                "id": case.id,
                "expected": sorted(f.code.value for f in case.expected.findings),
                "status": answer.status.value,
                "requiresHumanReview": answer.requires_human_review,
                "codes": sorted(code.value for code in answer.codes),
                "warned": sorted(code.value for code in answer.warned_codes),
            }


@dataclass(frozen=True)
class Change:
    """One listing whose answer differs between two dumps, named by the kind of difference."""

    kind: str
    listing_id: str
    before: str
    after: str


def _outcome(row: dict[str, Any]) -> str:
    """all-clear, findings (with codes) or a person: the three answers a caller acts on."""
    if row["status"] == ReviewStatus.NO_POLICY_FINDINGS.value and not row["requiresHumanReview"]:
        return "all-clear"
    if row["status"] == ReviewStatus.POLICY_FINDINGS_AVAILABLE.value:
        return "findings " + ",".join(row["codes"])
    return "person"


def changes(before: Iterable[dict[str, Any]], after: Iterable[dict[str, Any]]) -> list[Change]:
    """What changed, listing by listing, for listings in both dumps; worst kinds first."""
    old = {(row["set"], row["id"]): row for row in before}
    found: list[Change] = []
    for row in after:
        prior = old.get((row["set"], row["id"]))
        if prior is None:
            continue
        was, now = _outcome(prior), _outcome(row)
        if was == now:
            continue
        violating = bool(row["expected"])
        if violating and now == "all-clear":
            kind = "violating, newly all-clear"
        elif violating and was == "all-clear":
            kind = "violating, no longer all-clear"
        elif violating:
            kind = "violating, other change"
        elif now.startswith("findings"):
            kind = "clean, newly flagged"
        elif now == "all-clear":
            kind = "clean, newly answered cleanly"
        else:
            kind = "clean, other change"
        found.append(Change(kind, row["id"], was, now))
    return sorted(found, key=lambda change: (_KINDS.index(change.kind), change.listing_id))


_KINDS = (
    "violating, newly all-clear",
    "clean, newly flagged",
    "violating, other change",
    "clean, other change",
    "violating, no longer all-clear",
    "clean, newly answered cleanly",
)


def _read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.answers", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    dump = commands.add_parser("dump", help="write every listing's answer as JSON Lines")
    dump.add_argument("out", type=Path)
    dump.add_argument("datasets", nargs="*", help="dataset names or folders (default: the development part)")
    dump.add_argument("--no-model", action="store_true", help="the rules alone: no text model in the net")
    dump.add_argument("--risk-tier", type=int, choices=TIERS, default=DEFAULT_TIER, help="the net's width")
    diff = commands.add_parser("diff", help="what changed between two dumps")
    diff.add_argument("before", type=Path)
    diff.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "diff":
        found = changes(_read(args.before), _read(args.after))
        for kind in _KINDS:
            named = [change for change in found if change.kind == kind]
            print(f"{kind}: {len(named)}")
            for change in named:
                print(f"  {change.listing_id}: {change.before} -> {change.after}")
        return 0
    try:
        with model_in_place(None) if args.no_model else nullcontext(), args.out.open("w", encoding="utf-8") as out:
            for row in answer_rows(args.datasets or development_part(), risk_tier=args.risk_tier):
                out.write(json.dumps(row) + "\n")
    except HeldOutRefused as refused:
        args.out.unlink(missing_ok=True)
        print(f"refused: {refused}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
