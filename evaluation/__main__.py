"""Command line: ``python -m evaluation evaluate|compare|corpus-version`` (exit 0 pass, 1 gates failed, 2 refused)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from evaluation.client import Gateway, GrpcGateway, RestGateway
from evaluation.compare import NotComparable, comparison_table
from evaluation.corpus import CorpusError, load_corpus
from evaluation.dataset import DatasetError
from evaluation.identity import IdentityMismatch, RunIdentity
from evaluation.metrics import LABELS, format_value
from evaluation.reports import REPORTS_DIR, ReportExists, load_report
from evaluation.runner import DEFAULT_K, POLICIES_DIR, EvaluateOptions, EvaluationResult, evaluate
from evaluation.targets import targets_table

EXIT_PASSED = 0
EXIT_GATES_FAILED = 1
EXIT_REFUSED = 2
API_KEY_VARIABLE = "POLICY_REVIEW_EVALUATION_API_KEY"


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="python -m evaluation", description=__doc__)
    commands = root.add_subparsers(dest="command", required=True)

    run = commands.add_parser("evaluate", help="run a dataset against a live gateway and write a report")
    run.add_argument("--dataset", required=True, help="dataset name (under evaluation/datasets/) or folder")
    target = run.add_mutually_exclusive_group(required=True)
    target.add_argument("--base-url", help="gateway REST base URL, e.g. http://127.0.0.1:8080")
    target.add_argument("--grpc-address", help="gateway gRPC address, e.g. 127.0.0.1:50051")
    identity = run.add_argument_group("run identity (all required; checked against the gateway's diagnostics)")
    identity.add_argument("--reviewer", required=True, help="reviewer configuration, e.g. rules, gemini, ollama")
    identity.add_argument("--model", required=True, help="exact model id the reviewer reports")
    identity.add_argument("--prompt-version", required=True, help="prompt template version; none for rules")
    identity.add_argument("--corpus-version", required=True, help="see: python -m evaluation corpus-version")
    identity.add_argument("--retrieval-mode", required=True, help="vector or hybrid")
    run.add_argument("--repetitions", type=_positive, required=True, help="executions per case")
    run.add_argument("--k", type=_positive, default=DEFAULT_K, help=f"K of Recall@K and MRR (default {DEFAULT_K})")
    run.add_argument("--reports-dir", type=Path, default=REPORTS_DIR)
    run.add_argument("--policies", type=Path, default=POLICIES_DIR, help="the corpus the declared version names")
    run.add_argument("--timeout", type=float, default=60.0, help="seconds per review call")
    run.add_argument("--api-key", default=None, help=f"caller API key (default: ${API_KEY_VARIABLE})")

    compare = commands.add_parser("compare", help="compare two reports side by side")
    compare.add_argument("a", type=Path, help="report directory or report.json")
    compare.add_argument("b", type=Path, help="report directory or report.json")

    corpus = commands.add_parser("corpus-version", help="print the corpus version of a policies folder")
    corpus.add_argument("--policies", type=Path, default=POLICIES_DIR)
    return root


def summary(result: EvaluationResult) -> str:
    report = result.report
    gates = report["gates"]
    lines = [f"report: {result.path}", f"safety gates: {'PASS' if gates['passed'] else 'FAIL'}"]
    lines += [f"  {v['caseId']} #{v['repetition']} {v['gate']}: {v['detail']}" for v in gates["violations"]]
    for name, metric in report["metrics"].items():
        lines.append(f"  {LABELS[name].format(k=report['run']['k'])}: {format_value(name, metric['value'])}")
    lines.append(targets_table(report))
    return "\n".join(lines)


async def _evaluate(args: argparse.Namespace) -> int:
    options = EvaluateOptions(
        dataset=args.dataset,
        identity=RunIdentity(
            reviewer=args.reviewer,
            model=args.model,
            prompt_version=args.prompt_version,
            corpus_version=args.corpus_version,
            retrieval_mode=args.retrieval_mode,
        ),
        repetitions=args.repetitions,
        k=args.k,
        reports_dir=args.reports_dir,
        policies_dir=args.policies,
    )
    api_key = args.api_key or os.environ.get(API_KEY_VARIABLE) or None
    gateway: Gateway
    if args.base_url:
        gateway = RestGateway(args.base_url, timeout=args.timeout, api_key=api_key)
    else:
        gateway = GrpcGateway(args.grpc_address, timeout=args.timeout, api_key=api_key)
    async with gateway:
        result = await evaluate(gateway, options)
    print(summary(result))
    return EXIT_PASSED if result.passed else EXIT_GATES_FAILED


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "corpus-version":
            print(load_corpus(args.policies).fingerprint())
            return EXIT_PASSED
        if args.command == "compare":
            table = comparison_table(load_report(args.a), load_report(args.b))
            print(f"A: {args.a}\nB: {args.b}\n\n{table}")
            return EXIT_PASSED
        return asyncio.run(_evaluate(args))
    except IdentityMismatch as error:
        print("refused: the gateway is not the declared configuration:", file=sys.stderr)
        for problem in error.problems:
            print(f"  - {problem}", file=sys.stderr)
        return EXIT_REFUSED
    except NotComparable as error:
        print("refused: the reports are not comparable:", file=sys.stderr)
        for problem in error.problems:
            print(f"  - {problem}", file=sys.stderr)
        return EXIT_REFUSED
    except (DatasetError, CorpusError, ReportExists, FileNotFoundError, ValueError) as error:
        print(f"refused: {error}", file=sys.stderr)
        return EXIT_REFUSED


if __name__ == "__main__":
    sys.exit(main())
