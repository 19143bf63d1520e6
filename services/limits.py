"""How large a valid message to each part can be: the gRPC receive limit of every server, derived from the limits
that already bound what the message carries, so no part reads (or holds in memory) more than a valid caller sends.

grpc core checks a message's length prefix against the server's limit before the message is parsed and before any
servicer code (authentication included) runs; the caller gets RESOURCE_EXHAUSTED. Pure arithmetic, no I/O.
"""

from __future__ import annotations

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from gateway.domain.questions import QUESTION_MAX
from gateway.domain.requests import max_request_body_bytes
from gateway.settings import GatewaySettings
from generation.settings import GenerationSettings
from retrieval.settings import RetrievalSettings

# A property of UTF-8, which proto strings are: no code point takes more bytes.
UTF8_BYTES_PER_CHARACTER = 4
# Ids, heading, source URL, dates, categories, codes and scores of one evidence entry or passage, beside its
# text. What ingestion writes is a few hundred bytes (tests/gateway/test_message_limits.py measures the corpus).
EVIDENCE_METADATA_BYTES = 4 * 1024
# No tokenizer a reviewer uses spells a token in more characters than this; it turns an output-token ceiling
# into a character bound for what a model can have proposed.
CHARACTERS_PER_TOKEN = 8


def upper_bound(settings: type[BaseModel], name: str) -> int:
    """The largest value a numeric setting accepts (its ``le``), so a limit holds whatever is configured."""
    info: FieldInfo = settings.model_fields[name]
    for constraint in info.metadata:
        bound = getattr(constraint, "le", None)
        if bound is not None:
            return int(bound)
    raise ValueError(f"{settings.__name__}.{name} declares no upper bound")


def evidence_bytes(*, entries: int, characters: int) -> int:
    """A ledger (or a list of passages): ``entries`` items whose texts hold ``characters`` together."""
    return characters * UTF8_BYTES_PER_CHARACTER + entries * EVIDENCE_METADATA_BYTES


def model_output_bytes(output_tokens: int) -> int:
    """What a model can have written in ``output_tokens``, re-encoded as proposed findings or an answer."""
    return output_tokens * CHARACTERS_PER_TOKEN * UTF8_BYTES_PER_CHARACTER


def listing_bytes() -> int:
    """The largest valid listing. The REST bound spells every character in its longest JSON form (12 bytes),
    so it also holds the same listing in protobuf, where a character takes at most 4."""
    return max_request_body_bytes()


def gateway_receive_bytes() -> int:
    """A review request is the largest of the public requests (a question is QUESTION_MAX characters)."""
    return max(listing_bytes(), evidence_bytes(entries=1, characters=QUESTION_MAX))


def retrieval_receive_bytes() -> int:
    """Retrieve carries the listing the gateway validated and a date; the other RPCs carry less."""
    return listing_bytes()


def _evidence_bound() -> int:
    return evidence_bytes(
        entries=upper_bound(RetrievalSettings, "top_k"),
        characters=upper_bound(RetrievalSettings, "max_context_characters"),
    )


def generation_receive_bytes() -> int:
    """ProposeFindings: the listing and a ledger retrieval bounded; AnswerQuestion: a question, passages under
    the same bound and the conversation history the gateway keeps."""
    history = upper_bound(GatewaySettings, "conversation_max_characters") * UTF8_BYTES_PER_CHARACTER
    return listing_bytes() + _evidence_bound() + history


def validation_receive_bytes() -> int:
    """ValidateFindings and VerifyAnswer: what generation received, plus what a model wrote back."""
    return generation_receive_bytes() + model_output_bytes(upper_bound(GenerationSettings, "gemini_max_output_tokens"))
