"""Entry point: ``python -m generation`` serves GenerationService until SIGTERM."""

from generation.bootstrap import build_server_from_env
from services.server import run

if __name__ == "__main__":
    run(build_server_from_env)
