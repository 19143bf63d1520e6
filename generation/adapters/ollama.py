"""A local or self-hosted chat model through the ollama client, asked for the proposal JSON schema."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from typing import Any

import httpx
import ollama

from generation.domain.model import ChatModel, FailureKind, Prompt, ProviderUnavailable

log = logging.getLogger(__name__)


class OllamaChatModel(ChatModel):
    """``/api/chat`` with ``format`` set to the schema. Ollama may not enforce it for every model,
    so the domain's parser stays the judge."""

    provider = "ollama"

    def __init__(self, *, host: str, model: str, timeout_seconds: float) -> None:
        self.model_id = model
        self._timeout_seconds = timeout_seconds
        self._client = ollama.AsyncClient(host=host, timeout=timeout_seconds)

    async def complete(self, prompt: Prompt, response_schema: Mapping[str, Any]) -> str | None:
        messages = [{"role": "system", "content": prompt.system}, {"role": "user", "content": prompt.user}]
        try:
            async with asyncio.timeout(self._timeout_seconds):
                response = await self._client.chat(
                    model=self.model_id, messages=messages, format=dict(response_schema), stream=False
                )
        except ollama.ResponseError as error:
            kind = FailureKind.for_http_status(error.status_code) if error.status_code > 0 else FailureKind.PROTOCOL
            raise self._failed(kind, error) from None
        except (TimeoutError, httpx.TimeoutException) as error:
            raise self._failed(FailureKind.TIMEOUT, error) from None
        except (httpx.HTTPError, ConnectionError, OSError) as error:
            raise self._failed(FailureKind.UNREACHABLE, error) from None
        except ValueError as error:  # a body that is not a chat response
            raise self._failed(FailureKind.PROTOCOL, error) from None
        return response.message.content

    def _failed(self, kind: FailureKind, error: BaseException) -> ProviderUnavailable:
        log.warning("ollama call failed: %s (%s)", kind.value, type(error).__name__)
        return ProviderUnavailable(kind)

    async def close(self) -> None:
        await self._client.close()  # type: ignore[no-untyped-call]
