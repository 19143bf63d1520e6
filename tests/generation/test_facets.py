"""Facets are read only from statements about the item on sale, and copied verbatim."""

from __future__ import annotations

import pytest

from services import facets


@pytest.mark.parametrize(
    ("text", "value", "quote"),
    [
        ("Crystal Glasses, Set of 6", "6", "Set of 6"),
        ("Tube socks 4-pack", "4", "4-pack"),
        ("Pack of six tea towels", "6", "Pack of six tea towels"),
        ("Drill bits 12 pcs", "12", "12 pcs"),
        ("Enamel mug x2", "2", "x2"),
        ("Box of a dozen candles", "12", "Box of a dozen candles"),
    ],
)
def test_counts(text: str, value: str, quote: str) -> None:
    (facet,) = facets.counts(text)[:1]
    assert (facet.value, facet.quote) == (value, quote)
    assert quote in text


@pytest.mark.parametrize(
    "text",
    [
        "Fits sets of 4 to 6 chairs",
        "Each pack of 6 sold separately",
        "Serves 4, one shown",
        "A 2-4 piece puzzle",
        "Makes 6 pieces of toast",
    ],
)
def test_counts_of_other_things_are_not_read(text: str) -> None:
    assert facets.counts(text) == []


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("256GB storage", "storage", "256"),
        ("16GB RAM", "memory", "16"),
        ("1TB drive", "storage", "1000"),
        ("5000mAh battery", "charge", "5000"),
        ("1.7L kettle", "volume", "1700"),
        ("64 oz jug", "ounces", "64"),
    ],
)
def test_capacities(text: str, kind: str, value: str) -> None:
    (facet,) = facets.capacities(text)
    assert (facet.kind, facet.value) == (kind, value)


@pytest.mark.parametrize(
    "text",
    [
        "compatible with 64GB cards",
        "up to 1TB expandable",
        "available in 32-128GB",
        "with a 32GB microSD card",
        "also sold in a 512GB version",
    ],
)
def test_capacities_of_other_things_are_not_read(text: str) -> None:
    assert facets.capacities(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("It is a size 10.", "10"),
        ("Labelled UK 8, fits true.", "8"),
        ("Size: M", "M"),
        ("These are a size 9.", "9"),
        ("Great coat. Size: large", "L"),
    ],
)
def test_item_sizes(text: str, value: str) -> None:
    (facet,) = facets.item_sizes(text)
    assert facet.value == value
    assert facet.quote in text


@pytest.mark.parametrize(
    "text",
    [
        "Fits sizes 8-10.",
        "I am usually a size 12.",
        "Model wears size 8.",
        "Would suit a size 10 to 12.",
        "True to size.",
    ],
)
def test_sizes_of_people_are_not_read(text: str) -> None:
    assert facets.item_sizes(text) == []


@pytest.mark.parametrize(
    ("title", "quotes"),
    [
        ("Nike Air Force 1, White", ["White"]),
        ("Dutch Oven 5.5 Qt, Cerise Red", ["Cerise", "Red"]),
        ("Hoodie (Navy)", ["Navy"]),
        ("Scarf in Mustard", []),
        ("Tote Bag Black/Red", ["Black", "Red"]),
    ],
)
def test_title_colours_in_the_colour_slot(title: str, quotes: list[str]) -> None:
    found = [facet.quote for facet in facets.title_colours(title)]
    # "in Mustard" ends the title: read.
    assert found == (quotes or ["Mustard"])


@pytest.mark.parametrize(
    "title",
    ["Blue Willow Dinner Plate", "Black & Decker Drill", "Green Day Tour T-Shirt", "Red Wing Iron Ranger Boots"],
)
def test_colour_words_inside_names_are_not_read(title: str) -> None:
    assert facets.title_colours(title) == []


def test_shades_of_one_family_do_not_conflict() -> None:
    (navy,) = facets.title_colours("Blazer, Navy")
    assert not facets.colours_conflict(navy, facets.attribute_colour("Blue"))
    assert facets.colours_conflict(navy, facets.attribute_colour("Black"))
    assert facets.attribute_colour("Multicolour") == frozenset()


def test_written_specifics() -> None:
    found = list(facets.written_specifics("Lovely pair.\nBrand: Clarks\nSize: 7 | Colour: tan"))
    assert [(key, value) for key, value, _ in found] == [("brand", "Clarks"), ("size", "7"), ("colour", "tan")]
