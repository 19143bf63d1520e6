"""The one wiring place of the generation service: settings -> reviewer -> servicer -> GrpcServer."""

from __future__ import annotations

import grpc

from generation.adapters.gemini import GeminiChatModel
from generation.adapters.ollama import OllamaChatModel
from generation.domain.answering import Answerer, ExtractiveAnswerer, LlmAnswerer
from generation.domain.llm import LlmReviewer, MergedReviewer
from generation.domain.model import ChatModel, Reviewer
from generation.domain.rules import RulesReviewer
from generation.servicer import GenerationServicer, service_names
from generation.settings import GenerationSettings
from generation.telemetry import GenerationTelemetry
from policyreview.v1 import generation_service_pb2_grpc
from services.limits import generation_receive_bytes
from services.logs import setup_logging
from services.server import GrpcServer
from services.telemetry import setup_telemetry
from services.warmup import warm_up_rules

SERVICE_NAME = "policy-review-generation"


def build_chat_model(settings: GenerationSettings) -> ChatModel:
    if settings.reviewer == "gemini":
        # GenerationSettings refuses reviewer=gemini without a key, so it is set here.
        assert settings.gemini_api_key is not None
        return GeminiChatModel(
            api_key=settings.gemini_api_key.get_secret_value(),
            model=settings.gemini_model,
            timeout_seconds=settings.provider_timeout_seconds,
            thinking_level=settings.gemini_thinking_level,
            max_output_tokens=settings.gemini_max_output_tokens,
            base_url=settings.gemini_base_url,
        )
    return OllamaChatModel(
        host=settings.ollama_host, model=settings.ollama_chat_model, timeout_seconds=settings.provider_timeout_seconds
    )


def build_reviewer(settings: GenerationSettings) -> Reviewer:
    if settings.reviewer == "rules":
        return RulesReviewer()
    return MergedReviewer(RulesReviewer(), LlmReviewer(build_chat_model(settings), settings.max_repeat_attempts))


def build_answerer(settings: GenerationSettings) -> Answerer:
    """The offline extractive answerer with the rules reviewer; the configured model otherwise."""
    if settings.reviewer == "rules":
        return ExtractiveAnswerer()
    return LlmAnswerer(build_chat_model(settings), settings.max_repeat_attempts)


async def build_server(
    settings: GenerationSettings | None = None,
    *,
    port: int | None = None,
    reviewer: Reviewer | None = None,
    telemetry: GenerationTelemetry | None = None,
    answerer: Answerer | None = None,
) -> GrpcServer:
    """Tests pass port=0, a Reviewer fake, or their own telemetry providers."""
    settings = settings or GenerationSettings()
    # Every rule pack edition file, loaded and validated before serving (a bad file stops start-up), and the
    # offline reviewer's caches filled, so the first review does not stall the part's health checks.
    warm_up_rules()
    chosen = reviewer or build_reviewer(settings)
    chosen_answerer = answerer or build_answerer(settings)
    servicer = GenerationServicer(chosen, telemetry or GenerationTelemetry(), chosen_answerer)

    def register(server: grpc.aio.Server) -> list[str]:
        generation_service_pb2_grpc.add_GenerationServiceServicer_to_server(servicer, server)
        return list(service_names())

    return GrpcServer(
        service_name=SERVICE_NAME,
        settings=settings,
        port=settings.generation_port if port is None else port,
        register=register,
        on_stop=[chosen.close, chosen_answerer.close],
        max_receive_message_bytes=generation_receive_bytes(),
    )


async def build_server_from_env() -> GrpcServer:
    settings = GenerationSettings()
    setup_logging(SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(SERVICE_NAME)
    return await build_server(settings)
