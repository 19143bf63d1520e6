"""Settings of the generation service (POLICY_REVIEW_ prefix), read once at start-up."""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, SecretStr, model_validator

from services.settings import CommonSettings

ReviewerName = Literal["rules", "gemini", "ollama"]
ThinkingLevelName = Literal["MINIMAL", "LOW", "MEDIUM", "HIGH"]


class GenerationSettings(CommonSettings):
    """Which reviewer proposes findings, and how the LLM providers are reached."""

    generation_port: int = Field(50053, ge=0, le=65535, description="gRPC port of the generation service.")
    reviewer: ReviewerName = Field(
        "rules", description="rules (offline), or gemini / ollama merged with the rules reviewer."
    )
    gemini_api_key: SecretStr | None = Field(None, description="Gemini API key; required when reviewer=gemini.")
    gemini_model: str = Field("gemini-3.8-flash", min_length=1, description="Gemini model id.")
    gemini_base_url: str | None = Field(None, description="Overrides the Gemini endpoint (proxies, tests).")
    gemini_thinking_level: ThinkingLevelName = Field("LOW", description="Gemini thinking level.")
    gemini_max_output_tokens: int = Field(2048, ge=256, le=65536, description="Gemini output token ceiling.")
    ollama_host: str = Field("http://127.0.0.1:11434", description="Ollama server for the ollama reviewer.")
    ollama_chat_model: str = Field("gemma3:4b", min_length=1, description="Ollama chat model of the ollama reviewer.")
    provider_timeout_seconds: float = Field(30.0, gt=0, le=600, description="Bound on one provider call.")
    max_repeat_attempts: int = Field(2, ge=0, le=5, description="Extra calls when the model output is unparseable.")

    @model_validator(mode="after")
    def _gemini_needs_a_key(self) -> Self:
        # Fail at start-up, not on the first review: a missing key is a deployment error.
        if self.reviewer == "gemini" and (
            self.gemini_api_key is None or not self.gemini_api_key.get_secret_value().strip()
        ):
            raise ValueError("POLICY_REVIEW_GEMINI_API_KEY must be set when POLICY_REVIEW_REVIEWER=gemini")
        return self
