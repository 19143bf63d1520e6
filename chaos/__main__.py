"""``python -m chaos``: the fault suite against a throwaway local stack, then the process faults (chaos/process.py)."""

import sys

from chaos.process import main as process_main
from chaos.suite import main

sys.exit(max(main(), process_main()))
