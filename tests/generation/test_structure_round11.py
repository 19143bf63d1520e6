"""Issue 19, eleventh round: classes that still escaped the rules on the development sets. A like-new grade over a
part or an accessory stated absent; an item declared New whose text states a use of it in other shapes (a code
redeemed, a use at a number of occasions, a demonstration piece, a spell of use); other makers' names after a
comparison; a closing line of bare names and search words; a messenger handle with a dot and an underscore. Every
listing is written for the test; none comes from a dataset."""

from __future__ import annotations

import time
from typing import Any

import pytest

from services import structure
from services.detectors import detect
from services.vocabulary import FindingCode, ListingCondition, ListingField
from tests.generation.data import bare_listing as _item
from validation.domain.text import listing_quote_verifies


def _codes(item: Any) -> set[FindingCode]:
    return {d.code for d in detect(item)}


# --- a like-new grade over a part or an accessory stated absent ---------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "quote"),
    [
        (
            "Tablet 10 inch, 64GB",
            "Condition: Used - Like New. Stylus not included, screen spotless.",
            {},
            "Stylus not included",
        ),
        (
            "Stand mixer 4.5 qt",
            "Used - Like New. No dough hook or whisk in the box.",
            {},
            "No dough hook or whisk in the box",
        ),
        (
            "Handheld vacuum",
            "Runs strongly.",
            {"Condition Grade": "Used - Like New", "Condition Note": "Crevice nozzle and wall bracket not supplied."},
            "nozzle and wall bracket not supplied",
        ),
        (
            "Fashion doll, Mint Condition",
            "Hair still in its set, missing both shoes and the handbag.",
            {},
            "missing both shoes",
        ),
        (
            "Racing set, like new",
            "Track is clean. The only things missing are two lap counters and the left controller.",
            {},
            "things missing are two lap counters and the left controller",
        ),
    ],
)
def test_a_like_new_grade_over_a_missing_part(
    title: str, description: str, attributes: dict[str, str], quote: str
) -> None:
    item = _item(title=title, description=description, attributes=attributes, condition=ListingCondition.USED)
    found = structure.written_grade_conflict(item)
    assert found is not None
    assert found[1] == quote
    assert FindingCode.CONDITION_CONFLICT in _codes(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Nothing missing, a hedge, the packaging or the paperwork, batteries, what the maker never ships, a title
        # that sells the item without its kit, and a grade that is not like new.
        ("Tablet 10 inch", "Used - Like New. Nothing is missing; stylus and charger included.", {}),
        ("Stand mixer", "Used - Like New. If any attachment is missing, message us through eBay.", {}),
        ("Stand mixer", "Used - Like New. No original box or manual included, all attachments present.", {}),
        ("Remote control car", "Used - Like New. Batteries not included.", {}),
        ("Phone 128GB", "Used - Like New. No charger in the box, as the maker no longer ships one.", {}),
        ("Impact driver 18V Body Only", "Used - Like New. Battery and charger not included.", {}),
        ("Handheld vacuum", "The wall bracket is missing.", {"Condition Grade": "Used - Good"}),
        ("Tablet 10 inch", "Stylus sold separately.", {"Condition Grade": "Used - Like New"}),
    ],
)
def test_no_missing_part_finding_where_nothing_of_the_item_is_absent(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = _item(title=title, description=description, attributes=attributes, condition=ListingCondition.USED)
    assert structure.written_grade_conflict(item) is None


# --- declared New, with a use of the item stated ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "quote"),
    [
        (
            "The download code inside the sleeve has already been redeemed.",
            "code inside the sleeve has already been redeemed",
        ),
        ("Used it at three gigs, then bought a bigger amp.", "Used it at three gigs"),
        ("Only used them for a few muddy training runs.", "used them for a few muddy training runs"),
        ("We had it out on the balcony for one summer.", "had it out on the balcony for one summer"),
        ("It mixed dough for a whole term at the cookery club.", "mixed dough for a whole term"),
        ("I cut a dozen skirting boards with it.", "I cut a dozen skirting boards with it"),
        ("This was the club's loaner machine.", "loaner machine"),
        ("Opened and sprayed once to test the nozzle.", "Opened and sprayed once"),
        ("The cover has been washed, otherwise as bought.", "has been washed"),
        ("Tried them on and washed them before deciding.", "Tried them on and washed"),
    ],
)
def test_new_with_a_use_of_the_item_stated(description: str, quote: str) -> None:
    item = _item(title="Practice amp 20W", description=description, condition=ListingCondition.NEW)
    assert structure.grade_conflict(item) == (ListingField.DESCRIPTION, quote)


@pytest.mark.parametrize(
    "description",
    [
        "New, never used.",
        "New, the download code has not been redeemed.",
        "Each unit is used by the factory for testing before it is boxed.",
        "It has been used by the factory for a burn-in test.",
        "We had it in the loft for one winter, still sealed.",
        "Rated for three seasons; stored for a season in its bag.",
        "You can cut skirting boards with it.",
        "I never used it at any of the gigs.",
        "Designed for a whole season of hard use.",
        "Demo videos online show every setting.",
    ],
)
def test_no_use_finding_where_no_use_of_this_item_is_stated(description: str) -> None:
    item = _item(title="Practice amp 20W", description=description, condition=ListingCondition.NEW)
    assert structure.grade_conflict(item) is None


def test_the_use_and_absence_findings_quote_the_seller() -> None:
    for item in (
        _item(title="Tablet", description="Used - Like New. Stylus not included.", condition=ListingCondition.USED),
        _item(title="Amp", description="Used it at three gigs.", condition=ListingCondition.NEW),
    ):
        found = [d for d in detect(item) if d.code is FindingCode.CONDITION_CONFLICT]
        assert found, item.description
        assert listing_quote_verifies(found[0].listing_quote, item, found[0].listing_fields), found[0].listing_quote


@pytest.mark.parametrize("unit", ["no a ", "a b are not ", "missing the a ", "things missing are a ", "had it on a "])
def test_the_eleventh_round_condition_statements_stay_linear_on_hostile_input(unit: str) -> None:
    # Four times the text may cost about four times as much, never sixteen.
    def cost(length: int) -> float:
        text = (unit * (length // len(unit) + 1))[:length]
        used = _item(title="Like New", description=text, condition=ListingCondition.USED)
        new = _item(title="Item", description=text, condition=ListingCondition.NEW)
        best = float("inf")
        for _ in range(5):
            started = time.thread_time()
            structure.written_grade_conflict(used)
            structure.grade_conflict(new)
            best = min(best, time.thread_time() - started)
        return best

    assert cost(5000) < 10 * max(cost(1250), 1e-6)


# --- other makers' names after a comparison -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "quote"),
    [
        (
            "Stainless pour-over kettle.\n- Pours better than Fellow, Hario, Bonavita and Bodum kettles",
            "better than Fellow, Hario, Bonavita and Bodum",
        ),
        (
            "Grips every bit as well as a Petzl, Black Diamond or Edelrid harness, at half the cost.",
            "Grips every bit as well as a Petzl, Black Diamond or Edelrid",
        ),
        ("Rivals Garmin, Polar, Coros and Suunto watches on battery life.", "Rivals Garmin, Polar, Coros and Suunto"),
    ],
)
def test_a_comparison_followed_by_other_names(description: str, quote: str) -> None:
    item = _item(title="Pour-over kettle 1 L", description=description, attributes={"Brand": "Kettlewick"})
    assert structure.compared_maker_list(item) == (ListingField.DESCRIPTION, quote)
    assert FindingCode.KEYWORD_SPAM in _codes(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A fit list of an accessory, one or two names, "as well as" joining things, capitals, the listing's own.
        ("Strap for Garmin, Polar and Suunto watches", "Compatible with Garmin, Polar, Coros and Suunto 22mm lugs."),
        ("Pour-over kettle", "Pours better than my old Hario and Bodum kettles."),
        ("Kettle bundle", "Comes with filters as well as Hario, Kalita and Melitta paper cones."),
        ("Pour-over kettle", "POURS BETTER THAN KETTLES TWICE THE PRICE, STEADIER, FASTER AND QUIETER."),
        ("Fellow Stagg, Hario and Bodum spare lids", "Fits better than Fellow Stagg, Hario and Bodum originals."),
    ],
)
def test_no_compared_names_finding_without_a_borrowed_list(title: str, description: str) -> None:
    assert structure.compared_maker_list(_item(title=title, description=description)) is None


# --- a closing line of bare names and search words ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "quote"),
    [
        (
            "Plays cleanly, sleeve has ring wear.\n\nBowie Roxy Music Eno Ferry glam art rock seventies vinyl",
            "Bowie Roxy Music Eno Ferry glam art rock seventies vinyl",
        ),
        (
            "Warm and light, zip works.\nAutumn edit - Barbour Joules Hunter Schoffel quilted gilet country wear",
            "Barbour Joules Hunter Schoffel quilted gilet country wear",
        ),
    ],
)
def test_a_closing_line_of_bare_names(description: str, quote: str) -> None:
    item = _item(title="Quilted gilet, size M", description=description)
    assert structure.closing_name_line(item) == (ListingField.DESCRIPTION, quote)
    found = [d for d in detect(item) if d.code is FindingCode.KEYWORD_SPAM]
    assert found
    assert listing_quote_verifies(found[0].listing_quote, item, found[0].listing_fields), found[0].listing_quote


@pytest.mark.parametrize(
    "description",
    [
        # One line only, a sentence, a labelled line, capitals, the title's own words, commas, a short line.
        "Bowie Roxy Music Eno Ferry glam art rock seventies vinyl",
        "Plays cleanly.\nPosted in a sturdy mailer with card stiffeners on both sides of the record",
        "Plays cleanly.\nArtists on the sampler: Bowie Roxy Music Eno Ferry Sparks Mott Slade",
        "Plays cleanly.\nPLEASE CHECK MY OTHER LISTINGS FOR MORE GLAM ROCK VINYL",
        "Plays cleanly.\nQuilted Gilet Size M Olive Green Diamond Quilt Zip Front",
        "Plays cleanly.\nAlso by them: Roxy Music, Siren, Avalon, Manifesto, Flesh and Blood",
        "Plays cleanly.\nBowie glam vinyl",
    ],
)
def test_no_closing_line_finding_on_sentences_lists_or_own_words(description: str) -> None:
    item = _item(title="Quilted Gilet Size M Olive Green", description=description)
    assert structure.closing_name_line(item) is None


@pytest.mark.parametrize("unit", ["better than Aa, ", "as good as A or ", "Aa Bb ", "- Aa "])
def test_the_eleventh_round_spam_checks_stay_linear_on_hostile_input(unit: str) -> None:
    def cost(length: int) -> float:
        text = (unit * (length // len(unit) + 1))[:length]
        item = _item(title="Item", description=f"Intro.\n{text}")
        best = float("inf")
        for _ in range(5):
            started = time.thread_time()
            structure.compared_maker_list(item)
            structure.closing_name_line(item)
            best = min(best, time.thread_time() - started)
        return best

    assert cost(5000) < 10 * max(cost(1250), 1e-6)


# --- a messenger handle with a dot and an underscore --------------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "handle"),
    [
        ("More photos? discord is kit.t_47, I answer there.", "kit.t_47"),
        ("telegram me for a bundle price: moss.y_22", "moss.y_22"),
        ("snap me for close-ups -> lena.j.k", "lena.j.k"),
    ],
)
def test_a_messenger_handle_with_dots_and_underscores(description: str, handle: str) -> None:
    item = _item(title="Vintage camera", description=description)
    found = [d for d in detect(item) if d.code is FindingCode.CONTACT_INFO_IN_LISTING]
    assert found
    assert handle in (found[0].listing_quote or "")


@pytest.mark.parametrize(
    "description",
    [
        "Works with WhatsApp, Telegram and Discord; firmware v2.1_b installed.",
        "Discord Nitro code not included. Model no. ab.c_1 on the base plate.",
    ],
)
def test_no_handle_finding_on_an_item_that_names_a_messenger(description: str) -> None:
    item = _item(title="Streaming microphone", description=description)
    assert FindingCode.CONTACT_INFO_IN_LISTING not in _codes(item)


# --- for parts, with a reason for the category that is no fault -----------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Works perfectly, a scuff on the lid. Listing it as spares so I don't have to accept returns.",
        "Fully working; the case is cracked. Only selling for parts because I haven't got the charger.",
    ],
)
def test_for_parts_with_a_reason_that_is_no_fault(description: str) -> None:
    item = _item(title="Handheld console", description=description, condition=ListingCondition.FOR_PARTS)
    assert structure.for_parts_but_working(item) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Does not power on. Selling for parts, no returns.",
        "Worked perfectly until it was dropped; the screen is cracked. Listing as spares so I don't need to test it.",
        "Not fully working: the left button sticks. Selling for parts because I don't have time to fix it.",
    ],
)
def test_no_for_parts_finding_where_a_fault_stands(description: str) -> None:
    item = _item(title="Handheld console", description=description, condition=ListingCondition.FOR_PARTS)
    assert structure.for_parts_but_working(item) is None


# --- a used item whose title sells it as never used -----------------------------------------------------------------


@pytest.mark.parametrize("title", ["Travel cot, grey, Never Used", "Ski boots 27.5 never worn"])
def test_a_used_listing_titled_never_used(title: str) -> None:
    item = _item(title=title, description="Collection only.", condition=ListingCondition.USED)
    assert FindingCode.CONDITION_CONFLICT in _codes(item)


@pytest.mark.parametrize("title", ["Travel cot, grey, used a few times", "Ski boots 27.5 with never-worn spare liners"])
def test_no_never_used_finding_on_an_honest_used_title(title: str) -> None:
    item = _item(title=title, description="Light scuffs on the toes.", condition=ListingCondition.USED)
    assert FindingCode.CONDITION_CONFLICT not in _codes(item)
