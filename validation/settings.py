"""Settings of the validation service (POLICY_REVIEW_ prefix)."""

from __future__ import annotations

from pydantic import Field

from services.settings import CommonSettings


class ValidationSettings(CommonSettings):
    """Validation reaches nothing, so it only needs a port."""

    validation_port: int = Field(50054, ge=0, le=65535, description="gRPC port of the validation service.")
