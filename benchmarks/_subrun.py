"""Runs one data phase (P3 or P4) in the tree this process imports from, and writes its figures as JSON.

performance.py starts it once per tree (this one, and the baseline's export) so each tree's own
migrations, search and publisher are measured: ``python -m benchmarks._subrun P3|P4 <out.json> <args...>``.
"""

from __future__ import annotations

import json
import logging
import resource
import sys
from pathlib import Path


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    phase, out, *args = sys.argv[1:]
    if phase == "P3":
        from benchmarks._retrieval import run_measure as retrieval

        chunks, releases, queries, passes = (int(a) for a in args[:4])
        peer = Path(args[5]) if len(args) > 5 and args[5] else None
        result = retrieval(f"policy_review_bench_p3_{args[4]}", chunks, releases, queries, passes, peer)
    elif phase == "P4":
        from benchmarks._ingestion import run_measure as ingestion

        files, passes = int(args[0]), int(args[1])
        result = ingestion(f"policy_review_bench_p4_{args[2]}", files, passes)
    else:
        raise SystemExit(f"unknown phase {phase}")
    # Peak memory of this process (the search or publishing client), in MiB.
    result["peak_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    Path(out).write_text(json.dumps(result), encoding="utf-8")


if __name__ == "__main__":
    main()
