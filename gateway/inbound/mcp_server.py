"""The gateway's MCP server (``make mcp``): search_policies, ask_policy_question, review_listing and
list_policy_releases and delete_conversation as MCP tools, each a call to the gateway's REST API with the caller's key.

Stdio by default (stdout carries only the protocol; logs go to stderr). It holds no database or
provider credential: only the gateway URL and the key of the agent it serves. Indexing is not
here: ``index_sources`` lives in the ingestion job's own MCP server (``make mcp-ingest``).
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any
from urllib.parse import quote

import aiohttp
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field, SecretStr

from services.settings import CommonSettings

log = logging.getLogger(__name__)

SERVER_NAME = "policy-review"


class McpSettings(CommonSettings):
    """Where the gateway is and whose key the tools call it with."""

    mcp_gateway_url: str = Field("http://127.0.0.1:8080", description="Base URL of the gateway's REST API (MCP).")
    mcp_api_key: SecretStr | None = Field(
        None, description="The calling agent's gateway API key, sent as a bearer token by the MCP tools."
    )
    mcp_timeout_seconds: float = Field(60.0, gt=0, le=600, description="Bound on one MCP tool's gateway call.")


class GatewayClient:
    """Calls the gateway's REST API; a Problem Details answer becomes a ToolError naming its code."""

    def __init__(self, settings: McpSettings) -> None:
        self._base = settings.mcp_gateway_url.rstrip("/")
        self._key = settings.mcp_api_key
        self._timeout = aiohttp.ClientTimeout(total=settings.mcp_timeout_seconds)

    async def call(
        self, method: str, path: str, body: dict[str, Any] | None = None, params: dict[str, str] | None = None
    ) -> dict[str, Any]:
        headers = {"X-API-Version": "1"}
        if self._key is not None:
            headers["Authorization"] = f"Bearer {self._key.get_secret_value()}"
        try:
            async with (
                aiohttp.ClientSession(timeout=self._timeout) as session,
                session.request(method, self._base + path, json=body, params=params, headers=headers) as response,
            ):
                document = await response.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            log.warning("gateway call failed: %s", type(error).__name__)
            raise ToolError("DEPENDENCY_UNAVAILABLE: the policy review gateway could not be reached") from None
        if not isinstance(document, dict):
            raise ToolError("DEPENDENCY_UNAVAILABLE: the gateway answered something that is not JSON")
        if response.status >= 400:
            raise ToolError(problem_text(document))
        return document


def problem_text(problem: dict[str, Any]) -> str:
    """Our error reason first (agents branch on it), then the fixed title and field violations."""
    text = f"{problem.get('code', 'INTERNAL')}: {problem.get('title', 'error')}"
    errors = problem.get("errors")
    if isinstance(errors, list) and errors:
        text += " (" + "; ".join(f"{e.get('field')}: {e.get('description')}" for e in errors) + ")"
    return text


def _target(
    marketplace: str | None, locale: str | None, category: str | None, review_date: str | None, corpus: str | None
) -> dict[str, Any]:
    if corpus:
        return {"corpus": corpus}
    scope: dict[str, Any] = {"marketplace": marketplace or "", "locale": locale or ""}
    if category:
        scope["category"] = category
    if review_date:
        scope["reviewDate"] = review_date
    return {"scope": scope}


def build_server(settings: McpSettings | None = None) -> MCPServer:
    gateway = GatewayClient(settings or McpSettings())
    server = MCPServer(
        SERVER_NAME,
        instructions=(
            "Grounded marketplace listing policy answers. Citations come from the indexed policies and source "
            "corpora, never from a model; an answer the sources cannot support says so."
        ),
    )

    @server.tool()
    async def search_policies(
        query: str,
        marketplace: str | None = None,
        locale: str | None = None,
        category: str | None = None,
        review_date: str | None = None,
        corpus: str | None = None,
    ) -> dict[str, Any]:
        """Ranked policy passages (or source-corpus passages) with citations, without a model call.

        Give marketplace (EBAY or AMAZON) and locale (e.g. en-US), optionally category and review_date
        (ISO date); or instead the name of an indexed source corpus.
        """
        body = {"query": query, **_target(marketplace, locale, category, review_date, corpus)}
        return await gateway.call("POST", "/api/policy-searches", body)

    @server.tool()
    async def ask_policy_question(
        question: str,
        marketplace: str | None = None,
        locale: str | None = None,
        category: str | None = None,
        review_date: str | None = None,
        corpus: str | None = None,
        conversation_id: str | None = None,
    ) -> dict[str, Any]:
        """A grounded answer with verified quotes and citations built from the retrieved sources.

        Scope as for search_policies. Pass the conversationId of an earlier answer to continue that
        conversation: then the scope may be left out (the conversation remembers it) or given to change it,
        and a follow-up ("and what about links?") is understood. status ANSWER_STATUS_CANNOT_ANSWER says
        why in cannotAnswerReason: nothing relevant, an unknown corpus, or no policies in the scope.
        """
        remembered = conversation_id and not (corpus or marketplace or locale or category or review_date)
        target = {} if remembered else _target(marketplace, locale, category, review_date, corpus)
        body = {"question": question, **target}
        if conversation_id:
            body["conversationId"] = conversation_id
        return await gateway.call("POST", "/api/policy-questions", body)

    @server.tool()
    async def delete_conversation(conversation_id: str) -> dict[str, Any]:
        """Forgets a conversation of this server's key (every turn of it). deleted is false alike for an id
        never used and for another key's conversation: the answer never says whether an id exists."""
        return await gateway.call("DELETE", f"/api/policy-questions/conversations/{quote(conversation_id, safe='')}")

    @server.tool()
    async def review_listing(
        listing_id: str,
        marketplace: str,
        locale: str,
        category: str,
        title: str,
        description: str,
        condition: str,
        price: float,
        attributes: dict[str, str] | None = None,
        review_date: str | None = None,
    ) -> dict[str, Any]:
        """Reviews one listing against the policies that apply to it: findings with cited evidence.

        condition is NEW, USED, REFURBISHED or FOR_PARTS; category is upper snake, e.g. ELECTRONICS.
        """
        body: dict[str, Any] = {
            "listingId": listing_id,
            "marketplace": marketplace,
            "locale": locale,
            "category": category,
            "title": title,
            "description": description,
            "condition": condition,
            "price": price,
            "attributes": attributes or {},
        }
        if review_date:
            body["reviewDate"] = review_date
        return await gateway.call("POST", "/api/policy-reviews", body)

    @server.tool()
    async def list_policy_releases(
        marketplace: str, locale: str, category: str | None = None, date: str | None = None
    ) -> dict[str, Any]:
        """The policy releases in force for a marketplace (EBAY or AMAZON) and locale (e.g. en-US) on a date.

        Each release carries its releaseId, policyId, policyVersion, effectiveFrom, validUntil, sourceUrl (the
        marketplace's own page), sourceStale and supported finding codes. category (upper snake, e.g.
        ELECTRONICS) narrows to releases that cover it; date is ISO (e.g. 2026-09-01), default today (UTC).
        """
        params = {"marketplace": marketplace, "locale": locale}
        if category:
            params["category"] = category
        if date:
            params["date"] = date
        return await gateway.call("GET", "/api/policy-releases", params=params)

    return server


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--transport", choices=["stdio", "streamable-http"], default="stdio")
    parser.add_argument("--port", type=int, default=8090, help="streamable-http only (loopback)")
    args = parser.parse_args(argv)
    # stdout is the protocol channel: every log line goes to stderr.
    settings = McpSettings()
    logging.basicConfig(level=settings.log_level, stream=sys.stderr, format="%(levelname)s %(name)s %(message)s")
    server = build_server(settings)
    if args.transport == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host="127.0.0.1", port=args.port)


if __name__ == "__main__":
    main()
