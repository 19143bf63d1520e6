"""LLM reviewers: ask a ChatModel for the proposal schema, repeat on unparseable output, merge with rules."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence

from generation.domain.model import ChatModel, ProposedFinding, ProviderUnavailable, ResponseInvalid, Review, Reviewer
from generation.domain.prompt import render_prompt, repeat_note
from generation.domain.proposal import UnparseableProposal, parse_proposal, proposal_json_schema
from generation.domain.rules import RulesReviewer
from services.detectors import Detection
from services.duplicates import keep_preferred
from services.records import LedgerEntry, Listing

log = logging.getLogger(__name__)


class LlmReviewer(Reviewer):
    """One provider's model. Up to ``max_repeat_attempts`` extra calls when the answer is unparseable;
    provider failures are not repeated here (the caller owns retries and the deadline)."""

    def __init__(self, model: ChatModel, max_repeat_attempts: int) -> None:
        self._model = model
        self._max_attempts = 1 + max_repeat_attempts
        self.name = model.provider
        self.model_id = model.model_id

    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        prompt = render_prompt(listing, ledger)
        schema = proposal_json_schema()
        for attempt in range(1, self._max_attempts + 1):
            try:
                text = await self._model.complete(prompt if attempt == 1 else prompt.with_note(repeat_note()), schema)
            except ProviderUnavailable as failure:
                raise ProviderUnavailable(failure.kind, attempts=attempt) from None
            try:
                parsed = parse_proposal(text, reviewer=self.name)
            except UnparseableProposal:
                log.info("%s answer %s of %s was unparseable", self.name, attempt, self._max_attempts)
                continue
            return Review(
                findings=parsed.findings,
                reviewer=self.name,
                model_id=self.model_id,
                prompt_version=prompt.version,
                malformed_finding_count=parsed.malformed_finding_count,
                attempts=attempt,
            )
        raise ResponseInvalid(attempts=self._max_attempts)

    async def close(self) -> None:
        await self._model.close()


def merge_findings(*groups: Iterable[ProposedFinding]) -> tuple[ProposedFinding, ...]:
    """One proposal per duplicate, by the rule validation applies too (services/duplicates.py)."""
    return tuple(keep_preferred(finding for group in groups for finding in group))


class MergedReviewer(Reviewer):
    """Rules first, then the LLM. An LLM failure fails the review: a rules-only answer presented as
    the configured review would hide the outage."""

    def __init__(self, rules: RulesReviewer, llm: LlmReviewer) -> None:
        self._rules = rules
        self._llm = llm
        self.name = f"{rules.name}+{llm.name}"
        self.model_id = llm.model_id

    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        return await self._merged(await self._rules.review(listing, ledger), listing, ledger)

    async def review_detected(
        self, listing: Listing, ledger: Sequence[LedgerEntry], detections: Sequence[Detection]
    ) -> Review:
        return await self._merged(await self._rules.review_detected(listing, ledger, detections), listing, ledger)

    async def _merged(self, rules: Review, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        llm = await self._llm.review(listing, ledger)
        return Review(
            findings=merge_findings(rules.findings, llm.findings),
            reviewer=self.name,
            model_id=llm.model_id,
            prompt_version=llm.prompt_version,
            malformed_finding_count=llm.malformed_finding_count,
            attempts=llm.attempts,
        )

    async def close(self) -> None:
        await self._llm.close()
