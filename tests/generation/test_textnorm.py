"""The matching skeleton of a text and its map back to the seller's own characters."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.textnorm import fold_lookalike_digits, normalise

# Text that exercises every branch: ASCII, combining marks, full-width forms, other scripts' look-alikes
# and digits, invisible format characters and characters NFKC expands into several.
_ALPHABET = st.one_of(
    st.characters(codec="ascii"),
    st.sampled_from(
        ["о", "ο", "О", "Ι", "ｍ", "．", "＠", "\u200b", "\u202e", "\ufeff", "\u0301", "ﬁ", "٧", "。", "é", "中"]
    ),
    st.characters(),
)


@settings(deadline=None)  # a shared CI machine's load is not the property under test
@given(st.text(_ALPHABET, max_size=60), st.data())
def test_every_span_maps_back_to_a_substring_of_the_original(text: str, data: st.DataObject) -> None:
    normalised = normalise(text)
    start = data.draw(st.integers(0, len(normalised.text)))
    end = data.draw(st.integers(start, len(normalised.text)))
    orig_start, orig_end = normalised.original_span(start, end)
    assert 0 <= orig_start <= orig_end <= len(text)
    assert normalised.quote(start, end) == text[orig_start:orig_end]
    assert normalised.quote(start, end) in text


@settings(deadline=None)
@given(st.text(_ALPHABET, max_size=60))
def test_the_whole_normalised_text_maps_back_to_the_original_up_to_invisible_edges(text: str) -> None:
    normalised = normalise(text)
    orig_start, orig_end = normalised.original_span(0, len(normalised.text))
    # Only characters the skeleton drops may lie outside the span.
    assert normalise(text[:orig_start] + text[orig_end:]).text == ""


@settings(deadline=None)
@given(st.text(st.characters(codec="ascii")))
def test_ascii_text_maps_to_itself(text: str) -> None:
    normalised = normalise(text)
    assert normalised.text == text
    assert normalised.original_span(0, len(text)) == (0, len(text))
    assert normalised.quote(0, len(text)) == text


@settings(deadline=None)
@given(st.text(_ALPHABET, max_size=60))
def test_folding_digits_keeps_the_length_and_the_map(text: str) -> None:
    normalised = normalise(text)
    folded = normalised.with_text(fold_lookalike_digits(normalised.text))
    assert len(folded.text) == len(normalised.text)
    assert folded.quote(0, len(folded.text)) == normalised.quote(0, len(normalised.text))


@pytest.mark.parametrize(
    ("text", "skeleton"),
    [
        ("myshоp.com", "myshop.com"),  # Cyrillic о
        ("myshορ.com", "myshop.com"),  # Greek ο and ρ
        ("ｍｙｓｈｏｐ．ｃｏｍ", "myshop.com"),  # full-width forms
        ("sel\u200bler@exa\u2060mple.com", "seller@example.com"),  # zero-width characters
        ("call \u202e555-123-4567", "call 555-123-4567"),  # a bidi override
        ("myshop。com", "myshop.com"),  # an ideographic full stop
        ("٠٧٧٠٠ ٩٠٠١٢٣", "07700 900123"),  # Arabic-Indic digits
        ("ΙNSTAGRAM", "INSTAGRAM"),  # a capital Greek iota reads as I, not as the l of the prototype
        ("whatsa\u0301pp", "whatsapp"),  # a combining accent
        ("ﬁve", "five"),  # a ligature
        ("Ich wohne in Köln", "Ich wohne in Koln"),
    ],
)
def test_look_alikes_match_as_their_ascii_skeleton(text: str, skeleton: str) -> None:
    normalised = normalise(text)
    assert normalised.text == skeleton
    assert normalised.quote(0, len(skeleton)) == text.strip("\u200b\u202e")


def test_a_span_of_the_skeleton_quotes_the_original_characters() -> None:
    text = "Visit ｍｙｓｈｏｐ．ｃｏｍ today"
    normalised = normalise(text)
    start = normalised.text.index("myshop.com")
    assert normalised.quote(start, start + len("myshop.com")) == "ｍｙｓｈｏｐ．ｃｏｍ"


def test_text_other_scripts_write_stays_as_written() -> None:
    assert normalise("中文 ショップ").text == "中文 ショップ"


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Call O77OO 9OO123", "Call 07700 900123"),
        ("ring 0l6l 496 OOOO", "ring 0161 496 OOOO"),  # a group with no real digit is left alone
        ("+44 77OO 9OOl23", "+44 7700 900123"),
    ],
)
def test_letters_standing_in_for_digits_inside_a_digit_run(text: str, folded: str) -> None:
    assert fold_lookalike_digits(text) == folded


@pytest.mark.parametrize(
    "text",
    ["Oil 10W-40", "10l water butt", "1.5l kettle", "WH-1000XM4", "I 07700 900123", "Polo 1O", "Ol' Blue Eyes", "lol"],
)
def test_words_and_units_are_not_digits(text: str) -> None:
    assert fold_lookalike_digits(text) == text
