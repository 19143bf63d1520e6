"""The SDK's own MCP client over stdio against the running stack: both MCP servers list and call their tools."""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from services.settings import PROJECT_ROOT
from services.stack import StackPorts, local_stack
from tests.support import Database, create_database, drop_database

pytestmark = pytest.mark.slow

AGENT_KEY = "mcp-agent-key-7c1d"
REVIEW_DATE = "2026-11-01"
EMAIL_LISTING: dict[str, Any] = {
    "listing_id": "mcp-camera-001",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "ELECTRONICS",
    "title": "Used mirrorless camera body",
    "description": "Fully working, tested with two lenses. Email me at seller.camera@example.com before you buy.",
    "condition": "USED",
    "price": 425.0,
    "attributes": {"brand": "ExampleCam"},
    "review_date": REVIEW_DATE,
}


@pytest.fixture(scope="module")
def mcp_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "mcp")
    yield db
    drop_database(database_server, db.name)


def server(module: str, env: dict[str, str]) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", module], env=env, cwd=str(PROJECT_ROOT))


def text_of(result: Any) -> str:
    return " ".join(getattr(block, "text", "") for block in result.content)


async def test_the_mcp_servers_list_and_call_every_tool_against_the_stack(
    mcp_database: Database, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tree = tmp_path / "sources" / "demo_lib"
    tree.mkdir(parents=True)
    (tree / "adapters.py").write_text(
        "async def register_adapter_async(connection):\n"
        '    """Registers the demo adapter on an async connection."""\n'
        "    await connection.adapters.register('demo')\n"
    )
    (tree / "linked.py").symlink_to(tree / "adapters.py")  # reported, never followed
    vcs = tmp_path / "sources" / "checkout" / ".git"
    vcs.mkdir(parents=True)
    (vcs / "config.py").write_text("x = 1\n")
    monkeypatch.setenv("POLICY_REVIEW_DATABASE_URL", mcp_database.admin_dsn)
    overrides = {
        "POLICY_REVIEW_READER_DATABASE_URL": mcp_database.reader_dsn,
        "POLICY_REVIEW_WRITER_DATABASE_URL": mcp_database.writer_dsn,
        "POLICY_REVIEW_MEMORY_DATABASE_URL": mcp_database.memory_dsn,
        "POLICY_REVIEW_GATEWAY_API_KEY_SHA256": hashlib.sha256(AGENT_KEY.encode()).hexdigest(),
    }
    async with local_stack(overrides, ports=StackPorts.ephemeral()) as stack:
        ingest_env = {
            "POLICY_REVIEW_WRITER_DATABASE_URL": mcp_database.writer_dsn,
            "POLICY_REVIEW_MCP_SOURCE_ROOTS": str(tmp_path / "sources"),
        }
        async with Client(server("ingestion.mcp_server", ingest_env)) as ingest:
            tools = {tool.name for tool in (await ingest.list_tools()).tools}
            assert tools == {"index_sources", "list_corpora", "delete_corpus"}
            indexed = await ingest.call_tool("index_sources", {"root": str(tree), "corpus": "demo-lib"})
            assert not indexed.is_error, text_of(indexed)
            assert indexed.structured_content is not None
            assert indexed.structured_content["indexed"] == ["adapters.py"]
            assert indexed.structured_content["skipped"] == [{"path": "linked.py", "reason": "symlink"}]
            assert indexed.structured_content["filesSeen"] == 2
            refused = await ingest.call_tool("index_sources", {"root": str(vcs), "corpus": "git-state"})
            assert refused.is_error
            assert "INVALID_REQUEST: refused root" in text_of(refused)
            corpora = await ingest.call_tool("list_corpora", {})
            assert not corpora.is_error, text_of(corpora)
            assert corpora.structured_content is not None
            [demo] = corpora.structured_content["corpora"]  # the refused root made no corpus
            assert (demo["corpus"], demo["files"], demo["chunks"]) == ("demo-lib", 1, 1)
            assert demo["lastRun"]["status"] == "COMPLETED"
            outside = await ingest.call_tool("index_sources", {"root": str(PROJECT_ROOT), "corpus": "demo-lib"})
            assert outside.is_error
            assert "INVALID_REQUEST:" in text_of(outside)

        gateway_env = {"POLICY_REVIEW_MCP_GATEWAY_URL": stack.http_url, "POLICY_REVIEW_MCP_API_KEY": AGENT_KEY}
        async with Client(server("gateway.inbound.mcp_server", gateway_env)) as agent:
            names = {tool.name for tool in (await agent.list_tools()).tools}
            assert names == {
                "search_policies",
                "ask_policy_question",
                "review_listing",
                "list_policy_releases",
                "delete_conversation",
            }

            listed = await agent.call_tool(
                "list_policy_releases",
                {"marketplace": "EBAY", "locale": "en-US", "category": "ELECTRONICS", "date": REVIEW_DATE},
            )
            assert not listed.is_error, text_of(listed)
            assert listed.structured_content is not None
            assert listed.structured_content["date"] == REVIEW_DATE
            releases = listed.structured_content["releases"]
            policies = [r["policyId"] for r in releases]
            assert len(policies) == len(set(policies))  # one release per policy: the one in force
            assert {"ebay-contact-information", "ebay-electronics-listing"} <= set(policies)
            assert {(r["marketplace"], r["locale"]) for r in releases} == {("EBAY", "en-US")}
            assert all(r["releaseId"] and r["policyVersion"] and r["sourceUrl"] for r in releases)
            uk = await agent.call_tool(
                "list_policy_releases", {"marketplace": "EBAY", "locale": "en-GB", "date": REVIEW_DATE}
            )
            assert not uk.is_error, text_of(uk)
            assert uk.structured_content is not None
            uk_policies = {r["policyId"] for r in uk.structured_content["releases"]}
            assert "ebay-contact-information" in uk_policies
            assert "ebay-electronics-listing" not in uk_policies  # scope isolation: no en-GB edition
            assert {r["locale"] for r in uk.structured_content["releases"]} == {"en-GB"}
            bad_date = await agent.call_tool(
                "list_policy_releases", {"marketplace": "EBAY", "locale": "en-US", "date": "soon"}
            )
            assert bad_date.is_error
            assert "INVALID_REQUEST:" in text_of(bad_date)
            assert "date" in text_of(bad_date)

            found = await agent.call_tool(
                "search_policies",
                {"query": "phone number in the listing", "marketplace": "EBAY", "locale": "en-US"},
            )
            assert not found.is_error, text_of(found)
            assert found.structured_content is not None
            results = found.structured_content["results"]
            assert results
            assert all(r["citation"]["sourceUrl"] for r in results)

            asked = await agent.call_tool(
                "ask_policy_question",
                {"question": "How do I register the adapter asynchronously?", "corpus": "demo-lib"},
            )
            assert not asked.is_error, text_of(asked)
            answer = asked.structured_content
            assert answer is not None
            assert answer["status"] == "ANSWER_STATUS_ANSWERED"
            assert [(c["path"], c["lineStart"]) for c in answer["citations"]] == [("adapters.py", 1)]
            follow_up = await agent.call_tool(
                "ask_policy_question",
                {"question": "And what does it register?", "conversation_id": answer["conversationId"]},
            )
            assert not follow_up.is_error, text_of(follow_up)  # no corpus sent: the conversation's is used
            assert follow_up.structured_content is not None
            assert follow_up.structured_content["conversationId"] == answer["conversationId"]
            forgotten = await agent.call_tool("delete_conversation", {"conversation_id": answer["conversationId"]})
            assert not forgotten.is_error, text_of(forgotten)
            assert forgotten.structured_content == {"deleted": True}
            again = await agent.call_tool("delete_conversation", {"conversation_id": answer["conversationId"]})
            assert again.structured_content == {"deleted": False}
            not_an_id = await agent.call_tool("delete_conversation", {"conversation_id": "../../api/reviews"})
            assert not_an_id.is_error
            assert "INVALID_REQUEST:" in text_of(not_an_id)

            reviewed = await agent.call_tool("review_listing", EMAIL_LISTING)
            assert not reviewed.is_error, text_of(reviewed)
            assert reviewed.structured_content is not None
            assert reviewed.structured_content["status"] == "POLICY_FINDINGS_AVAILABLE"

            invalid = await agent.call_tool("ask_policy_question", {"question": "", "corpus": "demo-lib"})
            assert invalid.is_error
            assert "INVALID_REQUEST:" in text_of(invalid)
            assert "question" in text_of(invalid)

        async with Client(server("ingestion.mcp_server", ingest_env)) as ingest:
            deleted = await ingest.call_tool("delete_corpus", {"corpus": "demo-lib"})
            assert not deleted.is_error, text_of(deleted)
            assert deleted.structured_content is not None
            assert (deleted.structured_content["deleted"], deleted.structured_content["chunks"]) == (True, 1)
            none_left = await ingest.call_tool("list_corpora", {})
            assert none_left.structured_content == {"corpora": []}
        async with Client(server("gateway.inbound.mcp_server", gateway_env)) as agent:
            gone = await agent.call_tool(
                "ask_policy_question", {"question": "How do I register the adapter?", "corpus": "demo-lib"}
            )
            assert gone.structured_content is not None
            assert gone.structured_content["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_UNKNOWN_CORPUS"

        wrong_key = {**gateway_env, "POLICY_REVIEW_MCP_API_KEY": "not-the-key"}
        async with Client(server("gateway.inbound.mcp_server", wrong_key)) as stranger:
            refused = await stranger.call_tool("search_policies", {"query": "phone", "corpus": "demo-lib"})
            assert refused.is_error
            assert "UNAUTHENTICATED:" in text_of(refused)
            refused = await stranger.call_tool("list_policy_releases", {"marketplace": "EBAY", "locale": "en-US"})
            assert refused.is_error
            assert "UNAUTHENTICATED:" in text_of(refused)
