"""Runs the validation service: ``python -m validation``."""

from services.server import run
from validation.bootstrap import build_server_from_env

if __name__ == "__main__":
    run(build_server_from_env)
