"""Gemini through google-genai: structured JSON output, LOW thinking, no sampling parameters."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import Any

import aiohttp
import httpx
from google import genai
from google.genai import errors, types

from generation.domain.model import ChatModel, FailureKind, Prompt, ProviderUnavailable

log = logging.getLogger(__name__)


class GeminiChatModel(ChatModel):
    """``generate_content`` with the proposal schema as ``response_json_schema``.

    Temperature, top_p and top_k are never sent (the Gemini 3 guidance is to leave them at their
    defaults). The SDK's own retries are switched off: repeats on unparseable output are the
    domain's, and a provider outage is reported at once instead of being retried into the deadline.
    """

    provider = "gemini"

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        timeout_seconds: float,
        thinking_level: str = "LOW",
        max_output_tokens: int = 2048,
        base_url: str | None = None,
    ) -> None:
        self.model_id = model
        self._timeout_seconds = timeout_seconds
        self._thinking_level = types.ThinkingLevel(thinking_level)
        self._max_output_tokens = max_output_tokens
        self._client = genai.Client(
            api_key=api_key,
            http_options=types.HttpOptions(
                base_url=base_url,
                timeout=max(1, round(timeout_seconds * 1000)),
                retry_options=types.HttpRetryOptions(attempts=1),
            ),
        )

    def _config(self, prompt: Prompt, response_schema: Mapping[str, Any]) -> types.GenerateContentConfig:
        return types.GenerateContentConfig(
            system_instruction=prompt.system,
            response_mime_type="application/json",
            response_json_schema=dict(response_schema),
            max_output_tokens=self._max_output_tokens,
            thinking_config=types.ThinkingConfig(thinking_level=self._thinking_level),
        )

    async def complete(self, prompt: Prompt, response_schema: Mapping[str, Any]) -> str | None:
        try:
            # The SDK timeout bounds the HTTP exchange; this one also bounds anything around it.
            async with asyncio.timeout(self._timeout_seconds):
                response = await self._client.aio.models.generate_content(
                    model=self.model_id, contents=prompt.user, config=self._config(prompt, response_schema)
                )
        except errors.APIError as error:
            kind = FailureKind.for_http_status(error.code) if error.code else FailureKind.PROTOCOL
            raise self._failed(kind, error) from None
        except (TimeoutError, httpx.TimeoutException) as error:
            raise self._failed(FailureKind.TIMEOUT, error) from None
        except (aiohttp.ClientError, httpx.HTTPError, OSError) as error:
            raise self._failed(FailureKind.UNREACHABLE, error) from None
        except ValueError as error:  # undecodable or unexpected response bodies (pydantic, json)
            raise self._failed(FailureKind.PROTOCOL, error) from None
        # None when the answer was blocked or had no text part; the domain treats it as unparseable.
        return response.text

    def _failed(self, kind: FailureKind, error: BaseException) -> ProviderUnavailable:
        # The type only: SDK messages carry the provider's response body.
        log.warning("gemini call failed: %s (%s)", kind.value, type(error).__name__)
        return ProviderUnavailable(kind)

    async def close(self) -> None:
        await self._client.aio.aclose()
