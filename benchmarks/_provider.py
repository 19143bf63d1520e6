"""A Gemini stand-in that answers every generateContent after a fixed delay, counting calls in flight.

The generation service reaches it through the real google-genai client (POLICY_REVIEW_GEMINI_BASE_URL),
as tests/generation/fakes.py does, so the SDK's connection handling is part of what P5 measures.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field

from aiohttp import web

ANSWER = {
    "candidates": [
        {"content": {"role": "model", "parts": [{"text": json.dumps({"findings": []})}]}, "finishReason": "STOP"}
    ],
    "modelVersion": "gemini-3.8-flash-001",
}


@dataclass
class SlowGemini:
    delay_seconds: float = 1.0
    in_flight: int = 0
    most_in_flight: int = 0
    calls: int = 0
    base_url: str = ""
    _runner: web.AppRunner | None = field(default=None, repr=False)

    async def start(self) -> str:
        app = web.Application()
        app.router.add_post("/{version}/models/{model_and_method}", self._generate)
        # The default backlog (128) would drop part of a 1,000-call burst before it reaches us.
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0, backlog=4096)
        await site.start()
        self.base_url = f"http://127.0.0.1:{self._runner.addresses[0][1]}"
        return self.base_url

    def reset(self) -> None:
        self.most_in_flight = 0
        self.calls = 0

    async def _generate(self, request: web.Request) -> web.Response:
        await request.read()
        self.calls += 1
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            await asyncio.sleep(self.delay_seconds)
        finally:
            self.in_flight -= 1
        return web.json_response(ANSWER)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
