"""``python -m chaos``: the fault suite against a throwaway local stack."""

import sys

from chaos.suite import main

sys.exit(main())
