"""Records, ports and failures of the generation domain: what a reviewer returns and what can go wrong."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from services.records import LedgerEntry, Listing
from services.vocabulary import FindingCode, ListingField, Severity

if TYPE_CHECKING:
    from services.detectors import Detection


@dataclass(frozen=True)
class ProposedFinding:
    """A finding as a reviewer proposes it; untrusted until validation accepts it."""

    code: FindingCode
    severity: Severity
    message: str
    listing_fields: tuple[ListingField, ...]
    evidence_ids: tuple[str, ...]
    recommended_action: str
    reviewer: str
    # Exact listing text the finding is about (present things), and optionally exact policy text.
    listing_quote: str = ""
    evidence_quote: str = ""


@dataclass(frozen=True)
class Review:
    """What one reviewer call produced, with the identity of the run."""

    findings: tuple[ProposedFinding, ...]
    reviewer: str
    model_id: str
    prompt_version: str = ""
    malformed_finding_count: int = 0
    attempts: int = 0


@dataclass(frozen=True)
class Prompt:
    """A rendered prompt: fixed instructions and a user turn carrying the delimited data blocks."""

    system: str
    user: str
    version: str

    def with_note(self, note: str) -> Prompt:
        return replace(self, user=f"{self.user}\n\n{note}")


class FailureKind(StrEnum):
    """Why a provider call failed; a bounded metric label."""

    UNREACHABLE = "unreachable"
    TIMEOUT = "timeout"
    RATE_LIMITED = "rate_limited"
    SERVER_ERROR = "server_error"
    REJECTED = "rejected"
    PROTOCOL = "protocol"

    @classmethod
    def for_http_status(cls, status: int) -> FailureKind:
        if status == 429:
            return cls.RATE_LIMITED
        if status >= 500:
            return cls.SERVER_ERROR
        return cls.REJECTED


class ProviderUnavailable(Exception):
    """The provider could not be reached or refused the call. Carries no provider text on purpose."""

    def __init__(self, kind: FailureKind, attempts: int = 1) -> None:
        super().__init__(f"AI provider call failed: {kind.value}")
        self.kind = kind
        self.attempts = attempts


class ResponseInvalid(Exception):
    """Every attempt returned output that was not a proposal envelope."""

    def __init__(self, attempts: int) -> None:
        super().__init__("AI provider returned no valid structure")
        self.attempts = attempts


class Reviewer(ABC):
    """The port the servicer calls. ``name`` and ``model_id`` are fixed per instance (bounded labels)."""

    name: str
    model_id: str

    @abstractmethod
    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review: ...

    async def review_detected(
        self, listing: Listing, ledger: Sequence[LedgerEntry], detections: Sequence[Detection]
    ) -> Review:
        """The review when the offline detectors' findings on this listing are already known (retrieval made
        them with this build's rules); reviewers that do not run the detectors ignore them."""
        return await self.review(listing, ledger)

    async def close(self) -> None:
        """Releases provider connections; reviewers without any keep the default."""
        return None


class ChatModel(ABC):
    """An LLM behind a provider API. Adapters map every transport failure to ProviderUnavailable."""

    provider: str
    model_id: str

    @abstractmethod
    async def complete(self, prompt: Prompt, response_schema: Mapping[str, Any]) -> str | None:
        """The model's text answer, or None when the provider returned no text at all."""

    async def close(self) -> None:
        return None
