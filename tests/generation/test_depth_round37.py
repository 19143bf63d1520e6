"""Issue 19, thirty-seventh round (depth): mends that write a reading once where it had been written several times,
each pinned by what it matches and what it must not.

- A model's name the title numbers ("<name> 3", "<name> (2nd gen)" against the title's "<name> 4") is put in a
  pattern from the listing's own words: it now goes through ``clauses.built`` (one cache, one place) like every other
  pattern built from a listing's values, and the words become a pattern through one helper, ``clauses.spaced``, that
  five places had written out again.
- A stain as the product a listing sells or the buyer applies (a finish named among the others, by what it is for or
  made of, by the coats put on, as the buyer's verb) is one reading in ``services/shapes.py`` (``_FINISH_STAIN``),
  blanked before the condition wording reads a listing declared new, in place of the fifteen look-behinds and five
  look-aheads the pack's damage wording had grown, one per kind of clean listing. Kinds the look-behinds missed
  ("lacquer or stain", "decking stain", "sealer and stain", "coats of timber stain") are read now; a stain named by
  what made it ("an oil stain", "a coffee stain") or said where it sits stays a mark.

Positives of the stain reading, in fresh wording and in other product domains than the listings read, fail on the
round's starting code (acaa70a); near misses keep their answer."""

from __future__ import annotations

import re

import pytest

from services.clauses import built, spaced
from services.structure import generation_number_mismatch, numbered_model_mismatch
from services.vocabulary import ListingCondition
from tests.generation.data import bare_listing, signal_holds, titled_listing

_NEW_USED = "new-with-signs-of-use"


# --- a listing's own words in a pattern: one helper, one cache -----------------------------------------------------


def test_spaced_words_match_any_white_space_between_them_and_only_as_written() -> None:
    pattern = re.compile(spaced("Trail  Lite 2.0"), re.IGNORECASE)
    assert pattern.fullmatch("trail\tLITE 2.0") is not None
    assert pattern.fullmatch("TrailLite 2.0") is None
    assert pattern.fullmatch("Trail Lite 2x0") is None


def test_a_numbered_model_name_is_compiled_once_for_every_review_that_names_it() -> None:
    item = bare_listing(title="Brackenfold Ember 4 Camp Stove", attributes={"Model": "Brackenfold Ember 3"})
    assert numbered_model_mismatch(item) is not None
    before = built.cache_info().hits
    assert numbered_model_mismatch(item) is not None
    assert built.cache_info().hits > before


@pytest.mark.parametrize(
    ("title", "model", "differs"),
    [
        ("Glimmer Arc 5 Desk Lamp", "Glimmer Arc 4", True),
        ("Glimmer Arc5 Desk Lamp", "Glimmer Arc 4", True),
        # The same number, a count after the name, the name written apart.
        ("Glimmer Arc 4 Desk Lamp", "Glimmer Arc 04", False),
        ("Glimmer Arc 2 Pack Desk Lamps", "Glimmer Arc 4", False),
        ("Glimmer Arcade 5 Desk Lamp", "Glimmer Arc 4", False),
    ],
)
def test_the_numbered_model_reading_keeps_its_answers(title: str, model: str, differs: bool) -> None:
    item = bare_listing(title=title, attributes={"Model": model})
    assert (numbered_model_mismatch(item) is not None) is differs


@pytest.mark.parametrize(
    ("title", "model", "differs"),
    [
        ("Loomwise Stitch 3 Sewing Machine", "Loomwise Stitch (2nd gen)", True),
        ("Loomwise Stitch 2 Sewing Machine", "Loomwise Stitch (second generation)", False),
        ("Loomwise Stitch 3mm presser foot", "Loomwise Stitch (2nd gen)", False),
    ],
)
def test_the_generation_reading_keeps_its_answers(title: str, model: str, differs: bool) -> None:
    item = bare_listing(title=title, attributes={"Model": model})
    assert (generation_number_mismatch(item) is not None) is differs


# --- a stain as the product sold or applied ------------------------------------------------------------------------


def _new(title: str, description: str) -> bool:
    return signal_holds(_NEW_USED, titled_listing(title, description, condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Toy chest kit, pine", "Sand it smooth, then finish with lacquer or stain."),
        ("Decking boards, 2.4 m", "Treat with two coats of decking stain before laying."),
        ("Bird table, larch", "Sold bare: finish it with sealer and stain, or leave it to silver."),
        ("Cladding boards, pack of 10", "Two coats of timber stain are advised outdoors."),
    ],
)
def test_a_stain_named_as_the_product_a_buyer_applies_is_no_mark(title: str, description: str) -> None:
    assert not _new(title, description)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The kinds the pack's look-behinds read before keep their answer.
        ("Porch swing kit, cedar", "Bare cedar; paint or stain it to suit your porch."),
        ("Fence paint sprayer", "Boxed; made for fence stain and thin paints."),
        ("Trinket box, walnut", "Walnut-effect stain, hinged lid, still wrapped."),
        ("Plant stand, bamboo", "Takes a gel-based stain well if you want it darker."),
    ],
)
def test_the_kinds_read_before_stay_clean(title: str, description: str) -> None:
    assert not _new(title, description)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A stain named by what made it, a finish's own word among them, or said where it sits stays a mark.
        ("Decking oil, 5 L", "New tin, though an oil stain runs down one side."),
        ("Roller and tray set", "Unused, but a paint stain marks the tray."),
        ("Wood stain, oak, 750 ml", "Sealed tin; there is a coffee stain on the label."),
        ("Garden bench kit", "Ready for a coat of stain, though one slat has a stain near the end."),
        ("Linen tablecloth", "Never laid; a small stain and a pulled thread on one hem."),
    ],
)
def test_a_stain_on_the_item_beside_a_product_stays_a_mark(title: str, description: str) -> None:
    assert _new(title, description)
