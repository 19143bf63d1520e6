"""Runs the gateway (gRPC and REST on one event loop): ``python -m gateway``."""

from gateway.bootstrap import build_server_from_env
from services.server import run

if __name__ == "__main__":
    run(build_server_from_env)
