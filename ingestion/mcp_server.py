"""The ingestion job's MCP server (``make mcp-ingest``): ``index_sources``, ``list_corpora`` and ``delete_corpus``.

It runs inside the ingestion trust boundary (the writer role's DSN, the embedder) and is the only
MCP server that can write; the gateway's MCP server never exposes indexing. Roots are limited to
the folders in POLICY_REVIEW_MCP_SOURCE_ROOTS, so an agent cannot index arbitrary files, and roots
inside a version-control folder or the project's data folder are refused.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from ingestion.bootstrap import Ingestion
from ingestion.domain.ports import CorpusBusy
from ingestion.domain.sources import is_corpus_name
from ingestion.settings import IngestionSettings
from ingestion.sources import delete_corpus
from services.errors import ServiceError

log = logging.getLogger(__name__)


def resolve_root(root: str, roots: list[Path]) -> Path | None:
    """The folder, if it exists below an allowed root (after resolving symlinks and ..)."""
    folder = Path(root).expanduser().resolve()
    allowed = any(folder == base or base in folder.parents for base in roots)
    return folder if allowed and folder.is_dir() else None


def build_server(settings: IngestionSettings | None = None) -> MCPServer:
    settings = settings or IngestionSettings()
    job = Ingestion(settings)
    server = MCPServer("policy-review-ingestion")

    @server.tool(name="index_sources")
    async def index_sources_tool(root: str, corpus: str) -> dict[str, Any]:
        """Indexes a source folder (e.g. an installed library) as a named corpus for policy questions.

        Idempotent: unchanged files are not re-embedded; removed files lose their chunks; skipped
        files are reported with the reason.
        """
        if not is_corpus_name(corpus):
            raise ToolError("INVALID_REQUEST: corpus must be 1-64 characters [a-z0-9._-]")
        folder = await asyncio.to_thread(resolve_root, root, settings.source_roots())
        if folder is None:
            raise ToolError("INVALID_REQUEST: root must be an existing folder below POLICY_REVIEW_MCP_SOURCE_ROOTS")
        try:
            report = await job.index_sources(folder, corpus)
        except CorpusBusy:
            raise ToolError("INDEX_BUSY: another run is indexing this corpus") from None
        except ValueError as error:
            raise ToolError(f"INVALID_REQUEST: {error}") from None
        except ServiceError as error:
            raise ToolError(f"{error.reason.value}: {error.message}") from None
        return {
            "corpus": report.corpus,
            "runId": report.run_id,
            "filesSeen": report.files_seen,
            "indexed": report.indexed,
            "unchanged": len(report.unchanged),
            "removed": report.removed,
            "skipped": [{"path": s.path, "reason": s.reason.value} for s in report.skipped],
            "chunksEmbedded": report.chunks_embedded,
            "embeddingCalls": report.embedding_calls,
            "repairedInterruptedRuns": report.interrupted_runs,
            "cutLines": [{"path": c.path, "line": c.line, "pieces": c.pieces} for c in report.cut_lines],
        }

    @server.tool(name="list_corpora")
    async def list_corpora_tool() -> dict[str, Any]:
        """The indexed source corpora: files, chunks, embedding models and the last indexing run of each."""
        try:
            corpora = await job.sources.corpora()
        except ServiceError as error:
            raise ToolError(f"{error.reason.value}: {error.message}") from None
        return {"corpora": [c.as_dict() for c in corpora]}

    @server.tool(name="delete_corpus")
    async def delete_corpus_tool(corpus: str) -> dict[str, Any]:
        """Deletes a source corpus (its chunks, file manifest and run history); questions then answer that it
        is unknown. ``deleted`` is false when no corpus had that name."""
        if not is_corpus_name(corpus):
            raise ToolError("INVALID_REQUEST: corpus must be 1-64 characters [a-z0-9._-]")
        try:
            deletion = await delete_corpus(job.sources, corpus)
        except CorpusBusy:
            raise ToolError("INDEX_BUSY: a run is indexing this corpus") from None
        except ServiceError as error:
            raise ToolError(f"{error.reason.value}: {error.message}") from None
        return {
            "corpus": corpus,
            "deleted": deletion.deleted,
            "chunks": deletion.chunks,
            "files": deletion.files,
            "runs": deletion.runs,
        }

    return server


def main() -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s %(message)s")
    build_server().run("stdio")


if __name__ == "__main__":
    main()
