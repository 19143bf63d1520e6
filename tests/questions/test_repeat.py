"""A question answer that could not be read is asked for again in the answer schema's words, not the review's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from generation.domain.answering import LlmAnswerer, answer_json_schema
from generation.domain.model import ChatModel, Prompt, ResponseInvalid
from services.records import NumberedPassage, Passage

PASSAGES = [NumberedPassage("SOURCE_1", Passage(chunk_id="c1", text="Sellers must not include phone numbers."))]


class ScriptedModel(ChatModel):
    """A ChatModel port fake: answers from a script and keeps every prompt it was sent."""

    provider = "scripted"
    model_id = "scripted-1"

    def __init__(self, *answers: str) -> None:
        self._answers = list(answers)
        self.prompts: list[Prompt] = []

    async def complete(self, prompt: Prompt, response_schema: Mapping[str, Any]) -> str | None:
        self.prompts.append(prompt)
        return self._answers.pop(0)

    async def close(self) -> None:
        return None


async def test_the_repeat_note_names_the_answer_schema_and_never_findings() -> None:
    model = ScriptedModel('{"findings": []}', '{"answer": "No [SOURCE_1].", "quotes": [], "sources": []}')
    answer = await LlmAnswerer(model, max_repeat_attempts=1).answer("May I?", PASSAGES, [])
    assert answer.attempts == 2
    first, second = model.prompts
    note = second.user.removeprefix(first.user).strip()
    assert "findings" not in note
    assert all(f'"{name}"' in note for name in answer_json_schema()["properties"])  # answer, quotes, sources
    assert "evidence_id" in note


async def test_an_answer_never_readable_ends_as_response_invalid() -> None:
    model = ScriptedModel("not json", "still not json")
    with pytest.raises(ResponseInvalid):
        await LlmAnswerer(model, max_repeat_attempts=1).answer("May I?", PASSAGES, [])
    assert len(model.prompts) == 2
