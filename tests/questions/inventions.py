"""Hypothesis strategies for answers that cite what retrieval never supplied, in every form a model writes."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

# "zq" never occurs in the passages the tests retrieve, so an invented name cannot collide with one.
NAME = st.from_regex(r"zq[a-z0-9]{2,8}", fullmatch=True)
EXTENSION = st.sampled_from(["py", "md", "yaml", "toml", "ini", "json", "txt", "sql", "ts", "cfg"])
TLD = st.sampled_from(["com", "net", "org", "io", "co.uk", "shop", "de", "app"])


def _join(parts: list[str], sep: str) -> str:
    return sep.join(parts)


domain = st.builds(lambda name, tld: f"{name}.{tld}", NAME, TLD)
segments = st.lists(NAME, min_size=1, max_size=3)
file_name = st.builds(lambda name, ext: f"{name}.{ext}", NAME, EXTENSION)

FORMS: dict[str, st.SearchStrategy[str]] = {
    "url": st.builds(
        lambda scheme, host, path: f"{scheme}://{host}/{'/'.join(path)}",
        st.sampled_from(["http", "https", "ftp", "file"]),
        domain,
        segments,
    ),
    "bare domain": domain,
    "www": st.builds(lambda d: f"www.{d}", domain),
    "www without a public suffix": st.builds(lambda n: f"www.{n}", NAME),
    "domain with a path": st.builds(lambda d, p: f"{d}/{'/'.join(p)}", domain, segments),
    "e-mail": st.builds(lambda n, d: f"{n}@{d}", NAME, domain),
    "absolute path": st.builds(lambda p, f: "/" + "/".join([*p, f]), segments, file_name),
    "absolute folder": st.builds(lambda p: "/" + "/".join(p), segments),
    "api route": st.builds(lambda p: "/api/" + "/".join(p), segments),
    "home path": st.builds(lambda p, f: "~/" + "/".join([*p, f]), segments, file_name),
    "windows path": st.builds(
        lambda drive, p, f: f"{drive}:\\" + "\\".join([*p, f]), st.sampled_from("CDE"), segments, file_name
    ),
    "unc path": st.builds(lambda p, f: "\\\\" + "\\".join([*p, f]), segments, file_name),
    "relative path": st.builds(lambda p, f: "/".join([*p, f]), segments, file_name),
    "dot path": st.builds(lambda p, f: "./" + "/".join([*p, f]), segments, file_name),
    "parent path": st.builds(lambda p, f: "../" + "/".join([*p, f]), segments, file_name),
    "file name": file_name,
    "evidence id": st.integers(min_value=3, max_value=999).map(lambda n: f"SOURCE_{n}"),
    "version": st.builds(
        lambda y, m, d: f"version {y}-{m:02d}-{d:02d}",
        st.integers(1990, 2025),
        st.integers(1, 12),
        st.integers(1, 28),
    ),
    "semantic version": st.builds(lambda a, b: f"v{a}.{b}", st.integers(10, 99), st.integers(0, 99)),
    "section": st.builds(lambda a, b: f"section {a}.{b}", st.integers(10, 99), st.integers(1, 9)),
}

PROSE = st.sampled_from(
    ["No", "sellers must not", "see", "and/or", "24/7", "as described in", "e.g.", "the policy says", "[SOURCE_1]"]
)
BEFORE = st.sampled_from([" ", "\n", " (", " `", ' "', " [", " <"])
AFTER = st.sampled_from(["", ".", ",", ";", ")", "`", '"', ":", "!", "]", ">"])


@dataclass(frozen=True)
class Invented:
    """One invented reference: its form, the text a checker must never let through, and how it was written."""

    form: str
    value: str
    written: str

    @property
    def needle(self) -> str:
        # For "version 1999-01-01" the word is prose; the value is what must not survive.
        return self.value.split(" ", 1)[1] if self.form in ("version", "section") else self.value


@st.composite
def invented(draw: st.DrawFn) -> Invented:
    form = draw(st.sampled_from(sorted(FORMS)))
    value = draw(FORMS[form])
    return Invented(form, value, draw(BEFORE) + value + draw(AFTER) + draw(st.sampled_from([" ", "\n"])))


@dataclass(frozen=True)
class InventingAnswer:
    """An answerer's output that mixes prose with invented references in the text, quotes and sources."""

    text: str
    inventions: tuple[Invented, ...]
    quote_ids: tuple[str, ...]
    sources: tuple[str, ...]


@st.composite
def inventing_answers(draw: st.DrawFn) -> InventingAnswer:
    items = draw(st.lists(invented(), min_size=1, max_size=6))
    pieces: list[str] = []
    for item in items:
        pieces.append(draw(PROSE))
        pieces.append(item.written)
    pieces.append(draw(PROSE))
    quote_ids = tuple(draw(st.lists(st.sampled_from([i.value for i in items]), max_size=2)))
    sources = tuple(draw(st.lists(st.sampled_from([i.value for i in items]), max_size=2)))
    return InventingAnswer("".join(pieces).strip() or "No.", tuple(items), quote_ids, sources)
