"""Reads one policy file's text into a PolicyDocument, or reports every problem with its file and line."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

import yaml

from ingestion.domain.model import PolicyDocument, PolicySection, RulesDocument, checksum, normalize_text
from ingestion.domain.versions import parse_version
from services.rulepack import RulePackError, parse_edition
from services.values import (
    CATEGORY_EXAMPLE,
    LOCALE_EXAMPLE,
    MARKETPLACE_RULE,
    NotCanonicalError,
    is_category,
    parse_date,
    parse_locale,
    parse_marketplace,
)
from services.vocabulary import ALL_CATEGORIES, FindingCode, ListingCondition, Marketplace

FIELDS = (
    "policyId",
    "version",
    "marketplace",
    "locale",
    "categories",
    "effectiveFrom",
    "sourceUrl",
    "retrievedAt",
    "title",
    "supportedFindingCodes",
)

_DELIMITER = "---"
_POLICY_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,99}$")
_SECTION_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_URL = re.compile(r"^https?://\S+$")
_HEADING = re.compile(r"^(#{1,6})(?:\s+(.*))?$")
_SECTION_ID_LINE = re.compile(r"^Section id:\s*(.*)$")
_CODES_LINE = re.compile(r"^Finding codes:\s*(.*)$")
_CONDITIONS_LINE = re.compile(r"^Applies to conditions:\s*(.*)$")
_CATEGORIES_LINE = re.compile(r"^Applies to categories:\s*(.*)$")
# The metadata lines a section may open with, by the label its error messages use.
_HEADER_LINES = (
    ("Section id", _SECTION_ID_LINE),
    ("Finding codes", _CODES_LINE),
    ("Applies to conditions", _CONDITIONS_LINE),
    ("Applies to categories", _CATEGORIES_LINE),
)
_KNOWN_CONDITIONS = ", ".join(condition.value for condition in ListingCondition)
_KNOWN_CODES = ", ".join(code.value for code in FindingCode)


@dataclass(frozen=True)
class PolicyIssue:
    """One problem in a policy file, located by 1-based line."""

    source: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.message}"


class PolicyFormatError(ValueError):
    """A policy file that must not be published; ``issues`` lists every problem found."""

    def __init__(self, issues: Sequence[PolicyIssue]) -> None:
        self.issues = tuple(issues)
        super().__init__("\n".join(str(issue) for issue in self.issues))


@dataclass
class _Section:
    heading: str
    line: int
    body: list[tuple[int, str]]


class _Reader:
    """Collects issues while reading so one run reports everything wrong with a file at once."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.issues: list[PolicyIssue] = []

    def issue(self, line: int, message: str) -> None:
        self.issues.append(PolicyIssue(self.source, line, message))

    def fail(self, line: int, message: str) -> PolicyFormatError:
        self.issue(line, message)
        return PolicyFormatError(self.issues)


def parse_policy(text: str, source: str) -> PolicyDocument:
    """Parses and validates a policy file. Raises PolicyFormatError naming the file and line of each problem."""
    reader = _Reader(source)
    lines = normalize_text(text).split("\n")
    if lines[0] != _DELIMITER:
        raise reader.fail(1, "the file must start with front matter between two '---' lines")
    close = next((index for index in range(1, len(lines)) if lines[index] == _DELIMITER), None)
    if close is None:
        raise reader.fail(1, "the front matter opened here is never closed by a '---' line")
    front = _front_matter(reader, "\n".join(lines[1:close]))
    fields = _fields(reader, front, close + 1)
    sections = _sections(reader, lines, close + 1)
    if fields is not None and sections:
        # A section dropped for its own error would make its codes look unused: report that only when all is well.
        _check_codes(reader, fields.supported, fields.supported_line, sections, report_unused=not reader.issues)
        _check_section_categories(reader, fields.categories, sections)
    if reader.issues or fields is None:
        raise PolicyFormatError(reader.issues)
    return PolicyDocument(
        source=source,
        policy_id=fields.policy_id,
        version=fields.version,
        marketplace=fields.marketplace,
        locale=fields.locale,
        categories=fields.categories,
        effective_from=fields.effective_from,
        source_url=fields.source_url,
        retrieved_at=fields.retrieved_at,
        title=fields.title,
        supported_finding_codes=fields.supported,
        sections=tuple(sections),
        checksum=checksum(text),
    )


@dataclass
class _FrontMatter:
    values: dict[str, Any]
    # Field name -> line of its key; (field name, item index) -> line of that list item.
    key_lines: dict[str, int]
    item_lines: dict[tuple[str, int], int]


def _front_matter(reader: _Reader, text: str) -> _FrontMatter:
    # Line 1 is the opening '---', so YAML's 0-based line n is file line n + 2.
    try:
        node, values = _compose(text, _FAST_LOADER)
    except yaml.YAMLError:
        # Errors are rare: the pure-Python loader reads the text again for its wording and lines.
        try:
            node, values = _compose(text, yaml.SafeLoader)
        except yaml.MarkedYAMLError as error:
            raise reader.fail(*_yaml_problem(error)) from None
        except yaml.YAMLError:
            raise reader.fail(2, "malformed front matter") from None
    if not isinstance(node, yaml.MappingNode) or not isinstance(values, dict):
        raise reader.fail(2, "the front matter must be a mapping of fields such as 'policyId: my-policy'")
    key_lines: dict[str, int] = {}
    item_lines: dict[tuple[str, int], int] = {}
    for key_node, value_node in node.value:
        key = str(key_node.value)
        line = key_node.start_mark.line + 2
        if key in key_lines:
            reader.issue(line, f"front matter field '{key}' is given twice (first on line {key_lines[key]})")
        key_lines.setdefault(key, line)
        if isinstance(value_node, yaml.SequenceNode):
            for index, item in enumerate(value_node.value):
                item_lines[(key, index)] = item.start_mark.line + 2
    return _FrontMatter(values, key_lines, item_lines)


# libyaml's parser (when PyYAML was built with it) is about ten times faster; construction is the same Python code.
_Loader = type[yaml.SafeLoader] | type[yaml.CSafeLoader]
_FAST_LOADER: _Loader = yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader


def _compose(text: str, loader_class: _Loader) -> tuple[yaml.Node | None, Any]:
    """The node tree (for line numbers) and the values built from that same tree: one parse, not two."""
    loader = loader_class(text)
    try:
        node = loader.get_single_node()
        return node, (loader.construct_document(node) if node is not None else None)
    finally:
        loader.dispose()


def _yaml_problem(error: yaml.MarkedYAMLError) -> tuple[int, str]:
    """The file line and wording of a YAML error.

    YAML often notices a mistake only on the line after it (an unclosed '[', a key without ':')
    or at the very end (an unclosed quote), so then the line where that construct began is the one to fix.
    """
    problem, context = error.problem_mark, error.context_mark
    message = f"malformed front matter: {error.problem or error.context or 'invalid YAML'}"
    if context is not None and error.context:
        message += f" ({error.context} started on line {context.line + 2})"
    if problem is None:
        return (context.line + 2 if context is not None else 2), message
    reached_end = "end of stream" in (error.problem or "")
    if context is not None and (reached_end or 0 <= problem.line - context.line <= 1):
        return context.line + 2, message
    return problem.line + 2, message


@dataclass
class _Fields:
    policy_id: str
    version: str
    marketplace: Marketplace
    locale: str
    categories: tuple[str, ...]
    effective_from: date
    source_url: str
    retrieved_at: datetime
    title: str
    supported: tuple[FindingCode, ...]
    supported_line: int


def _fields(reader: _Reader, front: _FrontMatter, close_line: int) -> _Fields | None:
    values = front.values
    issues_before = len(reader.issues)
    for key in values:
        if str(key) not in FIELDS:
            reader.issue(front.key_lines.get(str(key), 2), f"unknown front matter field '{key}'; known: {FIELDS}")
    missing = [name for name in FIELDS if values.get(name) in (None, "", [])]
    for name in missing:
        reader.issue(front.key_lines.get(name, close_line), f"front matter field '{name}' is missing or empty")

    def field(name: str, convert: Callable[[Any], Any]) -> Any:
        if name in missing:
            return None
        try:
            return convert(values[name])
        except ValueError as error:
            reader.issue(front.key_lines[name], f"front matter field '{name}': {error}")
            return None

    policy_id = field("policyId", _policy_id)
    version = field("version", _version)
    marketplace = field("marketplace", _marketplace)
    locale = field("locale", _locale)
    categories = _list_field(reader, front, "categories", missing, _category)
    effective_from = field("effectiveFrom", _date)
    source_url = field("sourceUrl", lambda v: _matching(v, _URL, "an http(s) URL", 1, 2048))
    retrieved_at = field("retrievedAt", _timestamp)
    title = field("title", lambda v: _matching(v, re.compile(r"^\S.*$"), "one line of text", 1, 300))
    supported = _list_field(reader, front, "supportedFindingCodes", missing, _finding_code)
    if version is not None and effective_from is not None and effective_from < parse_version(version).released:
        reader.issue(front.key_lines["effectiveFrom"], "effectiveFrom must be the version's date or later")
    if len(reader.issues) > issues_before:
        return None
    return _Fields(
        policy_id,
        version,
        marketplace,
        locale,
        tuple(categories),
        effective_from,
        source_url,
        retrieved_at,
        title,
        tuple(supported),
        front.key_lines["supportedFindingCodes"],
    )


def _list_field(
    reader: _Reader, front: _FrontMatter, name: str, missing: list[str], convert: Callable[[Any], Any]
) -> list[Any]:
    if name in missing:
        return []
    raw = front.values[name]
    if not isinstance(raw, list):
        reader.issue(front.key_lines[name], f"front matter field '{name}' must be a list ('- ITEM' lines)")
        return []
    items: list[Any] = []
    for index, value in enumerate(raw):
        line = front.item_lines.get((name, index), front.key_lines[name])
        try:
            item = convert(value)
        except ValueError as error:
            reader.issue(line, f"front matter field '{name}': {error}")
            continue
        if item in items:
            reader.issue(line, f"front matter field '{name}' lists {item} twice")
            continue
        items.append(item)
    return items


def _matching(value: Any, pattern: re.Pattern[str], what: str, shortest: int, longest: int) -> str:
    if not isinstance(value, str) or not shortest <= len(value) <= longest or pattern.match(value) is None:
        raise ValueError(f"must be {what}")
    return value


def _policy_id(value: Any) -> str:
    return _matching(value, _POLICY_ID, "lower-kebab-case, such as ebay-item-description", 1, 100)


def _version(value: Any) -> str:
    if isinstance(value, date):
        raise ValueError('must be a quoted string such as "2026-09-15", so YAML keeps it text')
    if not isinstance(value, str):
        raise ValueError('must be a quoted string such as "2026-09-15"')
    parse_version(value)
    return value


def _marketplace(value: Any) -> Marketplace:
    if not isinstance(value, str):
        raise ValueError(MARKETPLACE_RULE)
    return parse_marketplace(value)


def _locale(value: Any) -> str:
    # The grammar and the canonical spelling the API accepts (services/values.py): a release stored as
    # en-us would be ACTIVE and never served, so publishing refuses it and names the spelling to write.
    if not isinstance(value, str):
        raise ValueError(f"must be a BCP 47 tag such as {LOCALE_EXAMPLE}")
    try:
        return parse_locale(value)
    except NotCanonicalError as error:
        raise ValueError(f"must be written {error.canonical}, the canonical case the API accepts") from None
    except ValueError:
        raise ValueError(f"must be a BCP 47 tag such as {LOCALE_EXAMPLE}") from None


def _upper_snake(value: Any, what: str) -> str:
    # The API's category grammar (services/values.py): TOYS_ or HOME__GARDEN could never be requested.
    if not isinstance(value, str) or not is_category(value):
        raise ValueError(f"must be {what} such as {CATEGORY_EXAMPLE}")
    return value


def _category(value: Any) -> str:
    return _upper_snake(value, "ALL or an UPPER_SNAKE category (words joined by single underscores)")


def _finding_code(value: Any) -> FindingCode:
    try:
        return FindingCode(value)
    except ValueError:
        raise ValueError(f"unknown finding code {value!r}; known: {_KNOWN_CODES}") from None


def _date(value: Any) -> date:
    if isinstance(value, datetime):
        raise ValueError("must be a date (YYYY-MM-DD), not a timestamp")
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        try:
            return parse_date(value)
        except ValueError:
            pass
    raise ValueError("must be a date (YYYY-MM-DD)")


def _timestamp(value: Any) -> datetime:
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError("must be an ISO-8601 timestamp such as 2026-09-15T00:00:00Z") from None
    if not isinstance(value, datetime):
        raise ValueError("must be an ISO-8601 timestamp such as 2026-09-15T00:00:00Z")
    if value.tzinfo is None:
        raise ValueError("must carry a time zone, such as 2026-09-15T00:00:00Z")
    return value


def _sections(reader: _Reader, lines: list[str], first_body_index: int) -> list[PolicySection]:
    raw: list[_Section] = []
    for index in range(first_body_index, len(lines)):
        line_number = index + 1
        text = lines[index]
        heading = _HEADING.match(text)
        if heading is None:
            if raw:
                raw[-1].body.append((line_number, text))
            continue
        if heading.group(1) != "##":
            reader.issue(line_number, "only '## ' section headings are allowed in a policy file")
            continue
        title = (heading.group(2) or "").strip()
        if not title:
            reader.issue(line_number, "a '## ' heading needs a title")
        raw.append(_Section(title, line_number, []))
    if not raw:
        reader.issue(min(first_body_index + 1, len(lines)), "the policy has no '## ' sections")
        return []
    sections: list[PolicySection] = []
    first_line_of: dict[str, int] = {}
    for section in raw:
        parsed = _section(reader, section)
        if parsed is None:
            continue
        section_id, id_line = parsed[0], parsed[1]
        if section_id in first_line_of:
            first = first_line_of[section_id]
            reader.issue(id_line, f"duplicate section id '{section_id}' (first used on line {first})")
            continue
        first_line_of[section_id] = id_line
        sections.append(parsed[2])
    return sections


def _section(reader: _Reader, section: _Section) -> tuple[str, int, PolicySection] | None:
    header: dict[str, tuple[str, int]] = {}
    text_lines: list[str] = []
    for line_number, text in section.body:
        label = next((name for name, pattern in _HEADER_LINES if pattern.match(text)), None)
        if label is not None and any(line.strip() for line in text_lines):
            reader.issue(
                line_number,
                "'Section id:', 'Finding codes:' and 'Applies to ...:' lines must come directly after the heading",
            )
        elif label is not None and label in header:
            reader.issue(line_number, f"section '{section.heading}' repeats its '{label}:' line")
        elif label is not None:
            header[label] = (text.split(":", 1)[1].strip(), line_number)
        else:
            text_lines.append(text)
    section_id, codes = header.get("Section id"), header.get("Finding codes")
    ok = True
    if section_id is None:
        reader.issue(section.line, f"section '{section.heading}' has no 'Section id:' line after its heading")
        ok = False
    elif _SECTION_ID.match(section_id[0]) is None:
        reader.issue(section_id[1], f"section id {section_id[0]!r} must be lower-kebab-case, such as contact-details")
        ok = False
    if codes is None:
        reader.issue(section.line, f"section '{section.heading}' has no 'Finding codes:' line after its heading")
        ok = False
    finding_codes = _section_codes(reader, codes) if codes is not None else None
    conditions = _applicability(reader, header.get("Applies to conditions"), "Applies to conditions", _condition)
    categories = _applicability(reader, header.get("Applies to categories"), "Applies to categories", _section_category)
    body = "\n".join(text_lines).strip("\n")
    if not body.strip():
        reader.issue(section.line, f"section '{section.heading}' has no text")
        ok = False
    if not ok or finding_codes is None or section_id is None or codes is None:
        return None
    if conditions is None or categories is None:
        return None
    return (
        section_id[0],
        section_id[1],
        PolicySection(
            section_id[0],
            section.heading,
            finding_codes,
            body,
            section.line,
            codes[1],
            applies_to_conditions=conditions,
            applies_to_categories=categories,
        ),
    )


def _condition(value: str) -> ListingCondition:
    try:
        return ListingCondition(value)
    except ValueError:
        raise ValueError(f"unknown listing condition {value!r}; known: {_KNOWN_CONDITIONS}") from None


def _section_category(value: str) -> str:
    if value == ALL_CATEGORIES:
        # "Applies to all" is said by leaving the line out; ALL beside others would be ambiguous.
        raise ValueError("leave the 'Applies to categories:' line out for a section that applies to all categories")
    return _upper_snake(value, "an UPPER_SNAKE category (words joined by single underscores)")


def _applicability(
    reader: _Reader, line: tuple[str, int] | None, label: str, convert: Callable[[str], Any]
) -> tuple[Any, ...] | None:
    """The values of an 'Applies to ...:' line; () when the line is absent (the section applies to all).

    None when the line is wrong: an unknown value must stop the publish, not widen or narrow a section silently.
    """
    if line is None:
        return ()
    text, line_number = line
    names = [name.strip() for name in text.split(",")]
    if not text or any(not name for name in names):
        reader.issue(line_number, f"'{label}:' needs one or more values separated by commas")
        return None
    values: list[Any] = []
    for name in names:
        try:
            value = convert(name)
        except ValueError as error:
            reader.issue(line_number, f"'{label}:' {error}")
            return None
        if value in values:
            reader.issue(line_number, f"'{label}:' lists {name} twice")
            return None
        values.append(value)
    return tuple(values)


def _section_codes(reader: _Reader, codes: tuple[str, int]) -> tuple[FindingCode, ...] | None:
    text, line = codes
    names = [name.strip() for name in text.split(",")]
    if not text or any(not name for name in names):
        reader.issue(line, "'Finding codes:' needs one or more codes separated by commas")
        return None
    parsed: list[FindingCode] = []
    for name in names:
        try:
            code = _finding_code(name)
        except ValueError as error:
            reader.issue(line, str(error))
            return None
        if code not in parsed:
            parsed.append(code)
    return tuple(parsed)


def _check_codes(
    reader: _Reader,
    supported: tuple[FindingCode, ...],
    supported_line: int,
    sections: list[PolicySection],
    *,
    report_unused: bool,
) -> None:
    """Front matter and sections must agree: retrieval trusts the release's codes, validation the section's."""
    used: set[FindingCode] = set()
    for section in sections:
        used.update(section.finding_codes)
        outside = [code.value for code in section.finding_codes if code not in supported]
        if outside:
            reader.issue(
                section.codes_line,
                f"section '{section.section_id}' declares {', '.join(outside)}, "
                "which supportedFindingCodes in the front matter does not list",
            )
    unused = [code.value for code in supported if code not in used]
    if unused and report_unused:
        reader.issue(supported_line, f"supportedFindingCodes lists {', '.join(unused)}, which no section declares")


def _check_section_categories(reader: _Reader, categories: tuple[str, ...], sections: list[PolicySection]) -> None:
    """A section cannot apply to a category its release does not cover: it would never be served."""
    if ALL_CATEGORIES in categories:
        return
    for section in sections:
        outside = [category for category in section.applies_to_categories if category not in categories]
        if outside:
            reader.issue(
                section.line,
                f"section '{section.section_id}' applies to {', '.join(outside)}, "
                "which the front matter's categories do not cover",
            )


def parse_rules_edition(text: str, source: str) -> RulesDocument:
    """Reads a rule pack edition file (policies/rules/*.yaml) as publishing needs it.

    The whole pack is validated the way the services load it (services/rulepack.py), so an edition they could
    not load is refused here; the version follows the policies' grammar, since editions of a scope are ordered
    by it. The content hash is of the text exactly as the services read it.
    """
    try:
        edition = parse_edition(text, source)
        parse_version(edition.version)
    except (RulePackError, ValueError) as error:
        raise PolicyFormatError([PolicyIssue(source, 1, f"rule pack edition: {error}")]) from None
    return RulesDocument(
        source=source,
        version=edition.version,
        effective_from=edition.effective_from,
        scope=edition.scope,
        checksum=edition.content_hash,
    )
