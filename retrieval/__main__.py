"""``python -m retrieval``: runs the retrieval gRPC service until SIGTERM or SIGINT."""

from retrieval.bootstrap import build_server_from_env
from services.server import run

if __name__ == "__main__":
    run(build_server_from_env)
