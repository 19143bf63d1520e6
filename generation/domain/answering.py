"""Answerers of grounded questions: the offline extractive one and the LLM one behind a ChatModel.

Both only propose: validation keeps the quotes that occur in the passages, removes references no
passage carries, and builds the citations. The LLM never sees a path or URL, so it has none to copy.
"""

from __future__ import annotations

import json
import logging
import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from string import Template
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from generation.domain.model import ChatModel, Prompt, ProviderUnavailable, ResponseInvalid
from generation.domain.prompt import data_json, prompt_template
from services.records import NumberedPassage

log = logging.getLogger(__name__)

QUESTION_PROMPT_VERSION = "policy-question-v1"
EXTRACTIVE_MODEL_ID = "extractive-v1"
EXTRACTIVE_PREFIX = "Extractive answer (no model wrote this): the best-matching passages of the indexed sources say:"
MAX_EXTRACTIVE_PASSAGES = 3
# Lines of code kept around the best-matching line, so a quote shows a call with its context.
CODE_WINDOW_LINES = 3
# A question with fewer content words than this, after an earlier turn, is read together with that turn's question.
FOLLOW_UP_WORDS = 4
# Words that point back rather than name a subject; they do not make a question stand alone.
_POINTERS = frozenset(
    {"that", "this", "these", "those", "too", "also", "same", "apply", "applies", "it", "they", "there"}
)

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_STOPWORDS_TEXT = (
    "a an and are as at be by can do does for from how i in is it may my of on or the this to what when "
    "where which who why with you your should must not no"
)
_STOPWORDS = frozenset(_STOPWORDS_TEXT.split(" "))


@dataclass(frozen=True)
class Quote:
    evidence_id: str
    text: str


@dataclass(frozen=True)
class Turn:
    """An earlier turn as the asker received it."""

    question: str
    answer: str


@dataclass(frozen=True)
class Answer:
    """An answerer's proposal; untrusted until validation verified it."""

    answer: str
    quotes: tuple[Quote, ...]
    claimed_sources: tuple[str, ...]
    answerer: str
    model_id: str
    extractive: bool
    attempts: int = 0
    prompt_version: str = ""


class Answerer(ABC):
    name: str
    model_id: str

    @abstractmethod
    async def answer(self, question: str, passages: Sequence[NumberedPassage], history: Sequence[Turn]) -> Answer: ...

    async def close(self) -> None:
        return None


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def content_words(text: str) -> set[str]:
    """Lower-case words without stopwords; identifiers also count by their parts
    (register_vector_async -> register, vector, async; AsyncConnection -> async, connection)."""
    words: set[str] = set()
    for token in re.findall(r"[A-Za-z0-9_]+", text):
        parts = [token, *_CAMEL.sub("_", token).split("_")]
        words.update(part.lower() for part in parts if part)
    return {word for word in words if len(word) > 1 and word not in _STOPWORDS}


def _best_snippet(question_words: set[str], passage: NumberedPassage) -> str:
    """The passage's span sharing most words with the question (first on ties), verbatim."""
    text = passage.passage.text
    if passage.passage.path:
        lines = text.splitlines()
        scores = [len(question_words & content_words(line)) for line in lines]
        best = max(range(len(lines)), key=lambda i: (scores[i], -i)) if lines else 0
        window = [line for line in lines[best : best + CODE_WINDOW_LINES]]
        return "\n".join(window).strip()
    sentences = [s.strip() for s in _SENTENCE.split(text) if s.strip() and not s.strip().startswith("#")]
    if not sentences:
        return text.strip()
    return max(sentences, key=lambda s: (len(question_words & content_words(s)), -sentences.index(s)))


class ExtractiveAnswerer(Answerer):
    """Offline and deterministic: the answer is the best-matching span of the top passages, quoted.

    Every sentence of the answer is a verbatim quote, so it makes no claim the sources do not.
    """

    name = "extractive"
    model_id = EXTRACTIVE_MODEL_ID

    async def answer(self, question: str, passages: Sequence[NumberedPassage], history: Sequence[Turn]) -> Answer:
        words = content_words(question)
        context = content_words(history[-1].question) - words if history else set()
        if context and len(words - _POINTERS) < FOLLOW_UP_WORDS:
            # A short follow-up ("Does that apply in the UK too?") is about the previous question's subject.
            words, context = words | context, set()
        snippets = [(passage, _best_snippet(words, passage)) for passage in passages]

        def relevance(item: tuple[NumberedPassage, str]) -> tuple[int, int, int]:
            # A module or section the question names (asyncpg, "condition categories") outweighs
            # shared words in the text; the conversation's subject, then retrieval order, break ties.
            passage, snippet = item
            named = words & content_words(f"{passage.passage.path} {passage.passage.heading}")
            about = context & content_words(f"{passage.passage.heading} {snippet}")
            return (2 * len(named) + len(words & content_words(snippet)), len(about), -passages.index(passage))

        chosen = sorted((item for item in snippets if item[1]), key=relevance, reverse=True)
        quotes = [Quote(passage.evidence_id, snippet) for passage, snippet in chosen[:MAX_EXTRACTIVE_PASSAGES]]
        lines = [EXTRACTIVE_PREFIX, *(f"[{q.evidence_id}] {q.text}" for q in quotes)]
        return Answer("\n".join(lines), tuple(quotes), (), self.name, self.model_id, extractive=True)


QuoteText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]


class QuoteProposal(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    evidence_id: str = Field(max_length=64, description="The id of the quoted passage, e.g. SOURCE_1.")
    text: QuoteText = Field(description="A short verbatim snippet of that passage.")


class AnswerEnvelope(BaseModel):
    """The answer as the model must write it."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    answer: str = Field(min_length=1, max_length=8000, description="The answer, citing passages by id.")
    quotes: list[QuoteProposal] = Field(default_factory=list, max_length=20)
    sources: list[str] = Field(
        default_factory=list, max_length=50, description="Leave empty: citations are filled from retrieval."
    )


def answer_json_schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(json.dumps(AnswerEnvelope.model_json_schema()))
    quote = schema.pop("$defs", {}).get("QuoteProposal", {})
    schema["properties"]["quotes"]["items"] = quote
    return schema


def passage_data(passages: Sequence[NumberedPassage]) -> list[dict[str, str]]:
    # Paths, URLs and ids stay out: the model cites passage ids, citations come from metadata.
    return [{"id": p.evidence_id, "heading": p.passage.heading, "text": p.passage.text} for p in passages]


def render_question_prompt(question: str, passages: Sequence[NumberedPassage], history: Sequence[Turn]) -> Prompt:
    user = Template(prompt_template("question_user.txt")).substitute(
        history_json=data_json([{"question": t.question, "answer": t.answer} for t in history]),
        passages_json=data_json(passage_data(passages)),
        question_json=data_json(question),
        response_schema=json.dumps(answer_json_schema(), sort_keys=True),
    )
    return Prompt(prompt_template("question_system.txt").strip(), user.strip(), QUESTION_PROMPT_VERSION)


def question_repeat_note() -> str:
    """The fixed reminder appended when an answer was unparseable: the answer schema's words, not the review's."""
    return prompt_template("question_repeat.txt").strip()


class LlmAnswerer(Answerer):
    """The configured provider's model, asked for the answer schema; repeats on unparseable output."""

    def __init__(self, model: ChatModel, max_repeat_attempts: int) -> None:
        self._model = model
        self._max_attempts = 1 + max_repeat_attempts
        self.name = model.provider
        self.model_id = model.model_id

    async def answer(self, question: str, passages: Sequence[NumberedPassage], history: Sequence[Turn]) -> Answer:
        prompt = render_question_prompt(question, passages, history)
        schema = answer_json_schema()
        for attempt in range(1, self._max_attempts + 1):
            try:
                text = await self._model.complete(
                    prompt if attempt == 1 else prompt.with_note(question_repeat_note()), schema
                )
            except ProviderUnavailable as failure:
                raise ProviderUnavailable(failure.kind, attempts=attempt) from None
            if not text:
                continue
            try:
                envelope = AnswerEnvelope.model_validate_json(text)
            except ValidationError:
                log.info("%s answer %s of %s was unparseable", self.name, attempt, self._max_attempts)
                continue
            return Answer(
                answer=envelope.answer,
                quotes=tuple(Quote(q.evidence_id, q.text) for q in envelope.quotes),
                claimed_sources=tuple(envelope.sources),
                answerer=self.name,
                model_id=self.model_id,
                extractive=False,
                attempts=attempt,
                prompt_version=prompt.version,
            )
        raise ResponseInvalid(attempts=self._max_attempts)

    async def close(self) -> None:
        await self._model.close()
