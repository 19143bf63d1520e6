"""An author's blind listings checked against the policies in force, and authors' files assembled into a set.

The protocol (docs/evaluation.md, "The protocol"): authors who read only the policy texts write JSON Lines
(evaluation/blind-author-brief.md); the integrator checks every label against the corpus and prints only ids,
counts and problems, never a listing's text (a held-out set's words must not reach whoever changes rules), then
assembles the files into a dataset folder with its manifest. ``python -m evaluation.blind_set check FILE --prefix
ID`` and ``python -m evaluation.blind_set assemble NAME --part held-out --description TEXT FILE...``. Before authors
start, ``python -m evaluation.blind_set named TRADE...`` names the sets whose manifests already name a trade (only the
manifests' descriptions are read, held-out ones included, never a case), so a new held-out set's trades are new.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from pydantic import ValidationError

from evaluation.corpus import Corpus
from evaluation.dataset import DATASETS_DIR, MANIFEST_FILE, Case, Manifest
from evaluation.offline import DEVELOPMENT, HELD_OUT, load_policies
from services.vocabulary import ReviewStatus

# Every blind set is reviewed on one date (tests/evaluation/test_offline.py): an author's "any day in November"
# changes nothing in scope today, and one date keeps it so when a policy gains an edition mid-month.
REVIEW_DATE = "2026-11-15"
CASES_FILE = "cases.jsonl"


@dataclass
class Checked:
    """What a check of one author's file found: counts and problems, by id only."""

    violating: int = 0
    clean: int = 0
    per_code: Counter[str] = field(default_factory=Counter)
    per_scope: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)


def check_cases(lines: Sequence[str], prefix: str, policies: Corpus) -> Checked:
    """Every line a case of the dataset's shape with an id of the prefix, once; a violation's codes each cited to a
    section of a policy in force for the listing (marketplace, locale, category) that lists the code and applies to
    its condition; a clean listing expecting nothing."""
    checked = Checked()
    seen: set[str] = set()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            case = Case.model_validate_json(line)
        except ValidationError as error:
            checked.problems.append(f"line {number}: not a case ({error.error_count()} errors)")
            continue
        request, expected = case.request, case.expected
        if not case.id.startswith(f"{prefix}-"):
            checked.problems.append(f"{case.id}: id outside the prefix {prefix}")
        if case.id in seen:
            checked.problems.append(f"{case.id}: id repeated")
        seen.add(case.id)
        if request.listing_id != case.id:
            checked.problems.append(f"{case.id}: listingId differs from the id")
        checked.per_scope[f"{request.marketplace.value} {request.locale}"] += 1
        if not expected.findings:
            checked.clean += 1
            if expected.status is not ReviewStatus.NO_POLICY_FINDINGS or expected.requires_human_review:
                checked.problems.append(f"{case.id}: a clean listing must expect NO_POLICY_FINDINGS without review")
            continue
        checked.violating += 1
        if expected.status is not ReviewStatus.POLICY_FINDINGS_AVAILABLE:
            checked.problems.append(f"{case.id}: a violation must expect POLICY_FINDINGS_AVAILABLE")
        releases = {
            r.policy_id: r
            for r in policies.in_scope(request.marketplace.value, request.locale, request.category, REVIEW_DATE)
        }
        codes = [finding.code.value for finding in expected.findings]
        if len(set(codes)) != len(codes):
            checked.problems.append(f"{case.id}: a code named twice")
        for finding in expected.findings:
            checked.per_code[finding.code.value] += 1
            for ref in finding.sections:
                release = releases.get(ref.policy_id)
                if release is None or ref.section_id not in release.sections:
                    checked.problems.append(f"{case.id}: {ref.policy_id}/{ref.section_id} is not a section in scope")
                elif finding.code.value not in release.sections[ref.section_id]:
                    checked.problems.append(f"{case.id}: {ref.policy_id}/{ref.section_id} does not list {finding.code}")
                elif not release.applies(ref.section_id, request.condition.value, request.category):
                    checked.problems.append(f"{case.id}: {ref.policy_id}/{ref.section_id} does not apply to it")
    return checked


def assemble(name: str, part: str, description: str, files: Sequence[Path], directory: Path = DATASETS_DIR) -> Manifest:
    """Writes the authors' cases, in file order, as a new dataset folder with its manifest; never over an old one."""
    if part not in (DEVELOPMENT, HELD_OUT):
        raise ValueError(f"part must be {DEVELOPMENT!r} or {HELD_OUT!r}")
    folder = directory / name
    if folder.exists():
        raise FileExistsError(f"{folder} exists: a dataset is never rewritten (retire it by its manifest's part)")
    lines = []
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                case["request"]["reviewDate"] = REVIEW_DATE
                lines.append(json.dumps(case, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    manifest = Manifest(
        name=name,
        version="1.0.0",
        case_count=len(lines),
        created=date.today().isoformat(),
        description=description,
        cases_file=CASES_FILE,
        sha256=hashlib.sha256(data).hexdigest(),
        part=part,
    )
    folder.mkdir(parents=True)
    (folder / CASES_FILE).write_bytes(data)
    (folder / MANIFEST_FILE).write_text(
        json.dumps(manifest.model_dump(by_alias=True), indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return manifest


_PLURAL_ENDINGS = (("ies", "y"), ("ves", "f"), ("fe", "f"), ("es", ""), ("s", ""))


def _singular(word: str) -> str:
    # A rough English singular, enough that "swim goggles" finds "swim-goggle sellers" (the forty-fifth round's check
    # missed exactly that) and "knives" finds "knife"; both sides go through it, so a wrong stem still matches itself.
    if len(word) > 3 and not word.endswith("ss"):
        for plural, singular in _PLURAL_ENDINGS:
            if word.endswith(plural):
                word = word[: -len(plural)] + singular
                break
    return word.removesuffix("e")


def _folded(text: str) -> str:
    # "Pool-cue", "pool cues" and "Pool  Cue" name one trade: hyphens, runs of spaces, case and plurals aside.
    words = re.sub(r"[^\w\s]", " ", text.lower().replace("-", " ")).split()
    return " " + " ".join(_singular(word) for word in words) + " "


def sets_naming(trades: Sequence[str], directory: Path = DATASETS_DIR) -> dict[str, list[str]]:
    """Per trade, the sets whose manifest's description names it (hyphens, spaces, case and plurals aside), by
    name; whole words only, so "cat" does not find "catalogue"."""
    descriptions = {
        path.parent.name: _folded(json.loads(path.read_text(encoding="utf-8")).get("description", ""))
        for path in sorted(directory.glob(f"*/{MANIFEST_FILE}"))
    }
    return {trade: [name for name, text in descriptions.items() if _folded(trade) in text] for trade in trades}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.blind_set", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="check one author's file against the policies in force")
    check.add_argument("file", type=Path)
    check.add_argument("--prefix", required=True, help="the author's id prefix")
    build = commands.add_parser("assemble", help="write authors' files as a new dataset folder")
    build.add_argument("name")
    build.add_argument("files", nargs="+", type=Path)
    build.add_argument("--part", required=True, choices=(DEVELOPMENT, HELD_OUT))
    build.add_argument("--description", required=True)
    named = commands.add_parser("named", help="the sets whose manifests already name a trade")
    named.add_argument("trades", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "named":
        found = sets_naming(args.trades)
        for trade, names in found.items():
            print(f"{trade}: {', '.join(names) if names else 'new'}")
        return 1 if any(found.values()) else 0
    if args.command == "check":
        checked = check_cases(args.file.read_text(encoding="utf-8").splitlines(), args.prefix, load_policies())
        counts = {
            "violating": checked.violating,
            "clean": checked.clean,
            "perCode": dict(sorted(checked.per_code.items())),
            "perScope": dict(sorted(checked.per_scope.items())),
        }
        print(json.dumps(counts, indent=2))
        for problem in checked.problems:
            print(problem)
        print(f"{len(checked.problems)} problems")
        return 1 if checked.problems else 0
    try:
        manifest = assemble(args.name, args.part, args.description, args.files)
    except FileExistsError as error:
        print(f"refused: {error}", file=sys.stderr)
        return 2
    print(f"{manifest.name}: {manifest.case_count} cases, {manifest.part}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
