"""Settings of the validation service (POLICY_REVIEW_ prefix)."""

from __future__ import annotations

from pydantic import Field

from services.settings import CommonSettings
from validation.domain.caution import DEFAULT_TIER


class ValidationSettings(CommonSettings):
    """Validation reaches nothing, so it only needs a port and the width of its net."""

    validation_port: int = Field(50054, ge=0, le=65535, description="gRPC port of the validation service.")
    risk_tier: int = Field(
        DEFAULT_TIER,
        ge=1,
        le=3,
        description=(
            "How wide the net under the reviewers is: an all-clear is refused while the listing shows a risk "
            "signal of this tier or below (1 rare vocabulary, 2 broader wording and structural checks, 3 absence; "
            "docs/evaluation.md measures each)."
        ),
    )
