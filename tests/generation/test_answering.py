"""The LLM answerer through the real google-genai and ollama clients against local HTTP fakes."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest

from generation.adapters.gemini import GeminiChatModel
from generation.adapters.ollama import OllamaChatModel
from generation.domain.answering import LlmAnswerer, Turn
from generation.domain.model import ChatModel, ResponseInvalid
from services.records import NumberedPassage, Passage
from tests.generation.fakes import Answer, ProviderFake

PASSAGES = [
    NumberedPassage(
        "SOURCE_1",
        Passage(
            chunk_id="pgvector/psycopg/register.py#chunk-0",
            text="async def register_vector_async(context):\n    info = await TypeInfo.fetch(context, 'vector')",
            heading="async def register_vector_async(context):",
            corpus="pgvector",
            path="psycopg/register.py",
            line_start=26,
            line_end=27,
        ),
    ),
    NumberedPassage(
        "SOURCE_2",
        Passage(
            chunk_id="c2",
            text="Sellers must not include phone numbers.",
            heading="Contact details",
            policy_id="amazon-product-detail-page",
            source_url="https://sellercentral.amazon.com/help/hub/reference/external/G200390640",
        ),
    ),
]


def chat_model(kind: str, base_url: str) -> ChatModel:
    if kind == "gemini":
        return GeminiChatModel(api_key="k", model="gemini-3.8-flash", timeout_seconds=10, base_url=base_url)
    return OllamaChatModel(host=base_url, model="gemma3:4b", timeout_seconds=10)


@pytest.fixture(params=["gemini", "ollama"])
async def provider(request: pytest.FixtureRequest) -> AsyncIterator[tuple[ProviderFake, LlmAnswerer]]:
    fake = ProviderFake(request.param)
    await fake.start()
    answerer = LlmAnswerer(chat_model(request.param, fake.base_url), max_repeat_attempts=1)
    yield fake, answerer
    await answerer.close()
    await fake.stop()


def prompt_text(fake: ProviderFake, call: int) -> str:
    return json.dumps(fake.seen[call].body)


async def test_the_model_answer_is_parsed_and_its_own_sources_kept_apart(
    provider: tuple[ProviderFake, LlmAnswerer],
) -> None:
    fake, answerer = provider
    fake.reply(
        Answer(
            json.dumps(
                {
                    "answer": "Call register_vector_async [SOURCE_1].",
                    "quotes": [{"evidence_id": "SOURCE_1", "text": "await TypeInfo.fetch(context, 'vector')"}],
                    "sources": ["/usr/lib/invented/register.py"],
                    "confidence": "high",
                }
            )
        )
    )
    history = [Turn("Earlier question?", "Earlier corrected answer.")]
    answer = await answerer.answer("How do I register the type asynchronously?", PASSAGES, history)
    assert answer.answerer == fake.kind
    assert answer.extractive is False
    assert answer.attempts == 1
    assert [(q.evidence_id, q.text) for q in answer.quotes] == [("SOURCE_1", "await TypeInfo.fetch(context, 'vector')")]
    assert answer.claimed_sources == ("/usr/lib/invented/register.py",)
    sent = prompt_text(fake, 0)
    assert "Earlier corrected answer." in sent
    assert "psycopg/register.py" not in sent  # the model never sees paths...
    assert "sellercentral.amazon.com" not in sent  # ...or URLs


async def test_unparseable_answers_are_repeated_then_reported(provider: tuple[ProviderFake, LlmAnswerer]) -> None:
    fake, answerer = provider
    fake.reply(Answer("not json"), Answer('{"quotes": []}'))
    with pytest.raises(ResponseInvalid):
        await answerer.answer("Question?", PASSAGES, [])
    assert len(fake.seen) == 2
