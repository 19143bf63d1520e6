"""The one wiring place of the validation service."""

from __future__ import annotations

from collections.abc import Awaitable

import grpc

from policyreview.v1 import validation_service_pb2, validation_service_pb2_grpc
from services.limits import validation_receive_bytes
from services.logs import setup_logging
from services.server import GrpcServer
from services.telemetry import setup_telemetry
from services.warmup import warm_up_rules
from validation.servicer import ValidationServicer
from validation.settings import ValidationSettings

SERVICE_NAME = "policy-review-validation"


async def build_server(settings: ValidationSettings | None = None, *, port: int | None = None) -> GrpcServer:
    """Validation is pure, so it is always ready: no readiness probe."""
    settings = settings or ValidationSettings()
    # Every rule pack edition file, loaded and validated before serving (a bad file stops start-up), and the
    # offline reviewer's caches filled, so the first review does not stall the part's health checks.
    warm_up_rules()

    def register(server: grpc.aio.Server) -> list[str]:
        validation_service_pb2_grpc.add_ValidationServiceServicer_to_server(
            ValidationServicer(risk_tier=settings.risk_tier), server
        )
        return [validation_service_pb2.DESCRIPTOR.services_by_name["ValidationService"].full_name]

    return GrpcServer(
        service_name=SERVICE_NAME,
        settings=settings,
        port=settings.validation_port if port is None else port,
        register=register,
        max_receive_message_bytes=validation_receive_bytes(),
    )


def build_server_from_env() -> Awaitable[GrpcServer]:
    settings = ValidationSettings()
    setup_logging(SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(SERVICE_NAME)
    return build_server(settings)
