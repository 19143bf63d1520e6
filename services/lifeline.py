"""``python -m services.lifeline PARENT_PID MODULE [ARGS...]``: runs ``python -m MODULE ARGS`` in this process after
asking Linux to send it SIGTERM when PARENT_PID dies, however it dies (kill -9 included): a supervisor's parts never
outlive it.

A launcher rather than a ``preexec_fn``: the supervisor has threads (gRPC's, asyncio's executor), and Python code
between fork and exec in a threaded process can deadlock. Here the call runs in a fresh single-threaded process.
"""

from __future__ import annotations

import ctypes
import os
import runpy
import signal
import sys

_PR_SET_PDEATHSIG = 1  # linux/prctl.h
EXIT_PARENT_GONE = 70


def die_with(parent: int) -> None:
    """SIGTERM to this process when ``parent`` ends; exits at once if it already has (or the call is refused)."""
    if sys.platform.startswith("linux"):
        prctl = ctypes.CDLL(None, use_errno=True).prctl
        if prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) != 0:
            sys.exit(f"lifeline: prctl(PR_SET_PDEATHSIG) failed: errno {ctypes.get_errno()}")
    # The parent may have died before prctl: then this process was already re-parented.
    if os.getppid() != parent:
        sys.exit(EXIT_PARENT_GONE)


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit("usage: python -m services.lifeline PARENT_PID MODULE [ARGS...]")
    parent, module, args = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    die_with(parent)
    sys.argv = [module, *args]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
