"""The Gemini and Ollama adapters, through the real google-genai and ollama clients, against local fakes."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from generation.adapters.gemini import GeminiChatModel
from generation.adapters.ollama import OllamaChatModel
from generation.domain.llm import LlmReviewer
from generation.domain.model import ChatModel, FailureKind, ProviderUnavailable, ResponseInvalid
from generation.domain.prompt import render_prompt, repeat_note
from generation.domain.proposal import proposal_json_schema
from services.vocabulary import FindingCode
from tests.generation.data import full_ledger, listing
from tests.generation.fakes import Answer, Failure, Hang, ProviderFake, answer, finding_json, unused_port_url

GEMINI_KEY = "test-gemini-key"
# Answers must arrive within this even on a loaded machine: no test here races the clock.
ANSWER_TIMEOUT = 30.0
# Only for a provider that never answers: the timeout fires whatever the machine's speed.
HANG_TIMEOUT = 0.3


def chat_model(kind: str, base_url: str, timeout: float = 5.0) -> ChatModel:
    if kind == "gemini":
        return GeminiChatModel(api_key=GEMINI_KEY, model="gemini-3.8-flash", timeout_seconds=timeout, base_url=base_url)
    return OllamaChatModel(host=base_url, model="gemma3:4b", timeout_seconds=timeout)


@dataclass
class Provider:
    fake: ProviderFake
    reviewer: LlmReviewer


@pytest.fixture(params=["gemini", "ollama"])
async def provider(request: pytest.FixtureRequest) -> AsyncIterator[Provider]:
    fake = ProviderFake(request.param)
    await fake.start()
    reviewer = LlmReviewer(chat_model(request.param, fake.base_url, timeout=ANSWER_TIMEOUT), max_repeat_attempts=2)
    yield Provider(fake, reviewer)
    await reviewer.close()
    await fake.stop()


def user_text(provider: Provider, call: int) -> str:
    body = provider.fake.seen[call].body
    if provider.fake.kind == "gemini":
        return str(body["contents"][0]["parts"][0]["text"])
    return str(body["messages"][1]["content"])


async def test_a_valid_answer_becomes_typed_findings(provider: Provider) -> None:
    provider.fake.reply(answer(finding_json("KEYWORD_SPAM", "POLICY_10", ("TITLE",)), {"code": "nonsense"}))
    review = await provider.reviewer.review(listing(), full_ledger())
    assert len(provider.fake.seen) == 1
    assert review.attempts == 1
    assert review.malformed_finding_count == 1
    assert review.reviewer == provider.fake.kind
    assert review.model_id == ("gemini-3.8-flash" if provider.fake.kind == "gemini" else "gemma3:4b")
    assert review.prompt_version == "policy-review-v3"
    (finding,) = review.findings
    assert (finding.code, finding.evidence_ids, finding.reviewer) == (
        FindingCode.KEYWORD_SPAM,
        ("POLICY_10",),
        provider.fake.kind,
    )


async def test_an_unparseable_answer_is_repeated_with_a_fixed_note(provider: Provider) -> None:
    provider.fake.reply(Answer("Sure! Here are the findings: none."), answer())
    review = await provider.reviewer.review(listing(), full_ledger())
    assert review.attempts == 2
    assert review.findings == ()
    assert len(provider.fake.seen) == 2
    first, second = user_text(provider, 0), user_text(provider, 1)
    assert repeat_note() not in first
    assert second == f"{first}\n\n{repeat_note()}"
    assert "Sure!" not in second


async def test_garbage_every_time_is_response_invalid_after_three_calls(provider: Provider) -> None:
    provider.fake.reply(Answer("not json"), Answer('{"findings": "none"}'), Answer("[]"))
    with pytest.raises(ResponseInvalid) as failure:
        await provider.reviewer.review(listing(), full_ledger())
    assert failure.value.attempts == 3
    assert len(provider.fake.seen) == 3


@pytest.mark.parametrize(
    ("status", "kind"),
    [(429, FailureKind.RATE_LIMITED), (503, FailureKind.SERVER_ERROR), (400, FailureKind.REJECTED)],
)
async def test_http_failures_are_provider_unavailable_without_retries(
    provider: Provider, status: int, kind: FailureKind
) -> None:
    provider.fake.reply(Failure(status))
    with pytest.raises(ProviderUnavailable) as failure:
        await provider.reviewer.review(listing(), full_ledger())
    assert failure.value.kind is kind
    assert len(provider.fake.seen) == 1


async def test_a_failure_on_the_repeat_reports_the_attempts_made(provider: Provider) -> None:
    provider.fake.reply(Answer("garbage"), Failure(503))
    with pytest.raises(ProviderUnavailable) as failure:
        await provider.reviewer.review(listing(), full_ledger())
    assert (failure.value.kind, failure.value.attempts) == (FailureKind.SERVER_ERROR, 2)


@pytest.mark.parametrize("kind", ["gemini", "ollama"])
async def test_a_hanging_provider_times_out(kind: str) -> None:
    fake = ProviderFake(kind)  # type: ignore[arg-type]
    await fake.start()
    fake.reply(Hang(), Hang())
    reviewer = LlmReviewer(chat_model(kind, fake.base_url, timeout=HANG_TIMEOUT), max_repeat_attempts=2)
    try:
        with pytest.raises(ProviderUnavailable) as failure:
            await reviewer.review(listing(), full_ledger())
    finally:
        await reviewer.close()
        await fake.stop()
    assert failure.value.kind is FailureKind.TIMEOUT
    # Not repeated: on a loaded machine the timeout may fire before the fake has read the request.
    assert failure.value.attempts == 1
    assert len(fake.seen) <= 1


@pytest.mark.parametrize("kind", ["gemini", "ollama"])
async def test_an_unreachable_provider_is_unavailable(kind: str) -> None:
    model = chat_model(kind, unused_port_url())
    try:
        with pytest.raises(ProviderUnavailable) as failure:
            await model.complete(render_prompt(listing(), full_ledger()), proposal_json_schema())
        assert failure.value.kind is FailureKind.UNREACHABLE
    finally:
        await model.close()


async def test_gemini_request_carries_the_seed_generation_config(gemini_fake: ProviderFake) -> None:
    gemini_fake.reply(answer())
    model = chat_model("gemini", gemini_fake.base_url)
    prompt = render_prompt(listing(), full_ledger())
    try:
        assert await model.complete(prompt, proposal_json_schema()) == '{"findings": []}'
    finally:
        await model.close()
    (seen,) = gemini_fake.seen
    assert seen.path == "/v1/models/gemini-3.8-flash:generateContent"
    assert seen.headers["x-goog-api-key"] == GEMINI_KEY
    config = seen.body["generationConfig"]
    assert config["maxOutputTokens"] == 2048
    assert config["responseMimeType"] == "application/json"
    assert config["responseJsonSchema"] == proposal_json_schema()
    thinking = config["thinkingConfig"]
    assert thinking.get("thinkingLevel", thinking.get("thinking_level")) == "LOW"
    assert not {"temperature", "topP", "topK", "top_p", "top_k"} & set(config)
    assert seen.body["systemInstruction"]["parts"][0]["text"] == prompt.system
    assert seen.body["contents"][0]["parts"][0]["text"] == prompt.user


async def test_ollama_request_asks_for_the_schema_without_sampling_overrides(ollama_fake: ProviderFake) -> None:
    ollama_fake.reply(answer())
    model = chat_model("ollama", ollama_fake.base_url)
    prompt = render_prompt(listing(), full_ledger())
    try:
        await model.complete(prompt, proposal_json_schema())
    finally:
        await model.close()
    (seen,) = ollama_fake.seen
    assert seen.path == "/api/chat"
    assert seen.body["model"] == "gemma3:4b"
    assert seen.body["stream"] is False
    assert seen.body["format"] == proposal_json_schema()
    assert seen.body["messages"] == [
        {"role": "system", "content": prompt.system},
        {"role": "user", "content": prompt.user},
    ]
    assert "temperature" not in json.dumps(seen.body.get("options") or {})
