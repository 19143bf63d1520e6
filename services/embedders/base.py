"""The Embedder port and the facts every adapter shares (document form, embedding spaces)."""

from __future__ import annotations

import abc
from collections.abc import Sequence

from services.errors import ErrorReason, ServiceError

# Embedding dimensions -> the policy_chunk column (and HNSW index) of that space.
# Scope resolution also matches the model id, so two models never share results.
EMBEDDING_SPACES: dict[int, str] = {256: "embedding_256", 768: "embedding_768"}

Vector = list[float]


class EmbeddingUnavailable(ServiceError):
    """The embedding model could not embed (down, timed out, wrong output)."""

    def __init__(self, message: str = "") -> None:
        super().__init__(ErrorReason.EMBEDDING_UNAVAILABLE, message)


def embedding_column(dimensions: int) -> str:
    try:
        return EMBEDDING_SPACES[dimensions]
    except KeyError:
        raise ValueError(f"no embedding space for {dimensions} dimensions; known: {sorted(EMBEDDING_SPACES)}") from None


def document_text(policy_title: str, section_heading: str, content: str) -> str:
    """The exact text embedded for a chunk (embeddinggemma's document form).

    Its SHA-256 is the chunk's content hash and the embedding cache key, so changing a
    heading re-embeds that section and nothing else.
    """
    return f"title: {policy_title} / {section_heading} | text: {content}"


def utf8_token_bound(text: str) -> int:
    """An upper bound on the tokens of any SentencePiece or byte-level BPE tokenizer with byte fallback.

    Every token covers at least one UTF-8 byte, plus a start and an end token. Loose for prose (about
    four characters per token) but never low, even for digits, which Gemma splits one per token.
    """
    return len(text.encode("utf-8")) + 2


class Embedder(abc.ABC):
    """Turns policy chunks and listing queries into vectors of one embedding space."""

    model_id: str
    dimensions: int
    # The most tokens the model reads of one input; beyond it the model truncates and the rest of the
    # chunk would never be searchable. None: the model reads every token (nothing is ever cut).
    max_input_tokens: int | None = None

    def count_tokens(self, text: str) -> int:
        """Tokens the model sees for ``text``: exact where the adapter has the tokenizer, else an upper bound."""
        return utf8_token_bound(text)

    @abc.abstractmethod
    async def embed_documents(self, texts: Sequence[str]) -> list[Vector]:
        """Embeds document texts (already in document_text form), in order.

        Raises EmbeddingUnavailable on any failure; never returns a partial list.
        """

    @abc.abstractmethod
    async def embed_query(self, text: str) -> Vector:
        """Embeds a listing query. Raises EmbeddingUnavailable."""

    async def close(self) -> None:  # noqa: B027 - optional hook, most adapters hold nothing
        """Releases clients; default: nothing to release."""

    def _check(self, vectors: Sequence[Sequence[float]], expected: int) -> list[Vector]:
        if len(vectors) != expected or any(len(v) != self.dimensions for v in vectors):
            raise EmbeddingUnavailable("The embedding model returned vectors of the wrong shape.")
        return [list(map(float, v)) for v in vectors]
