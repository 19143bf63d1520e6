"""Settings come from POLICY_REVIEW_ variables; reviewer=gemini without a key fails at start-up."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from generation.bootstrap import build_reviewer, build_server_from_env
from generation.domain.llm import MergedReviewer
from generation.domain.rules import RulesReviewer
from generation.settings import GenerationSettings


def test_defaults_match_the_contract(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("REVIEWER", "GENERATION_PORT", "GEMINI_MODEL", "OLLAMA_CHAT_MODEL", "MAX_REPEAT_ATTEMPTS"):
        monkeypatch.delenv(f"POLICY_REVIEW_{name}", raising=False)
    settings = GenerationSettings()
    assert (settings.generation_port, settings.reviewer) == (50053, "rules")
    assert (settings.gemini_model, settings.gemini_thinking_level, settings.gemini_max_output_tokens) == (
        "gemini-3.8-flash",
        "LOW",
        2048,
    )
    assert (settings.ollama_chat_model, settings.max_repeat_attempts) == ("gemma3:4b", 2)
    assert isinstance(build_reviewer(settings), RulesReviewer)


def test_environment_selects_the_reviewer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLICY_REVIEW_REVIEWER", "ollama")
    monkeypatch.setenv("POLICY_REVIEW_OLLAMA_CHAT_MODEL", "gemma3:12b")
    monkeypatch.setenv("POLICY_REVIEW_GENERATION_PORT", "60053")
    settings = GenerationSettings()
    reviewer = build_reviewer(settings)
    assert isinstance(reviewer, MergedReviewer)
    assert (reviewer.name, reviewer.model_id, settings.generation_port) == ("rules+ollama", "gemma3:12b", 60053)


async def test_gemini_without_a_key_fails_fast_with_a_clear_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLICY_REVIEW_REVIEWER", "gemini")
    monkeypatch.delenv("POLICY_REVIEW_GEMINI_API_KEY", raising=False)
    with pytest.raises(ValidationError, match="POLICY_REVIEW_GEMINI_API_KEY must be set"):
        await build_server_from_env()
    monkeypatch.setenv("POLICY_REVIEW_GEMINI_API_KEY", "   ")
    with pytest.raises(ValidationError, match="POLICY_REVIEW_GEMINI_API_KEY must be set"):
        GenerationSettings()


def test_the_key_is_never_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLICY_REVIEW_REVIEWER", "gemini")
    monkeypatch.setenv("POLICY_REVIEW_GEMINI_API_KEY", "secret-key-value")
    settings = GenerationSettings()
    assert "secret-key-value" not in repr(settings)
    assert "secret-key-value" not in str(settings.model_dump())
    reviewer = build_reviewer(settings)
    assert (reviewer.name, reviewer.model_id) == ("rules+gemini", "gemini-3.8-flash")
