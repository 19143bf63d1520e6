"""Issue 19, forty-seventh round (the fresh development set's violating listings): classes read from blind-dev-v59's
false all-clears, each written as a shape rather than one listing's words:

- a title's span that opens at zero ("0-600A", "0-3000 l/h", "0-300W") gives what the item is rated to reach, so its
  top is the rating read against the rating's specific ("Max Current: 400 A"), as a plain "600A" already was. A span
  that agrees, one written only in the description, one that does not open at zero ("2-10A"), a weight's or a
  pressure's span from zero (a scale's "0-10kg", a gauge's "0-160 psi") and a speed's run-up ("0-60 mph") keep their
  answer;
- a working word after what the seller expects, assumes, imagines or presumes of the item ("I'd expect it works",
  "we'd assume that it works") is a guess, as "it works I think" already was: no working state said. A working state
  tested and then compared with what one would expect, a sentence before it that expects something else, the
  imperative "Expect light scuffs" and a past expectation the test overturned keep their answer;
- a specific whose value denies a resistance ("Not Water Resistant", "Non-fireproof") under a title that claims it or
  the proof that holds it ("Waterproof" claims water resistance): one claim of one kind, whatever the key is called. A
  title that claims nothing or denies it too, a specific that rates it ("50 m") and another kind denied keep their
  answer;
- a boxed title over a description where the box is gone with something else, one subject of two ("the box and manual
  are missing", "box & papers have been lost"), as the box alone already read. The box and its fellow there, something
  else missing beside a box that is here, and a title that promises no box keep their answer.

Positives in fresh wording, in other product domains than the listings read (clamp meters, pond pumps, LED dimmers,
routers, work lights; cordless drills, espresso machines; sports watches, phone cases, document safes;
games consoles, building sets, dress watches): they fail on the round's starting code (257936a9) and pass after."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_STATUS = FindingCode.FUNCTIONAL_STATUS_MISSING
_NEW = ListingCondition.NEW
_USED = ListingCondition.USED


# --- a title's span from zero: its top is the rating ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "specifics", "category"),
    [
        (
            "Digital Clamp Meter 0-600A AC True RMS",
            "Handheld clamp meter with backlit display and data hold.",
            {"Max Current": "400 A"},
            "ELECTRONICS",
        ),
        (
            "Submersible Pond Pump 0-3000 l/h Adjustable",
            "Quiet pump for ponds and water features, flow adjustable by the dial.",
            {"Max Flow Rate": "1500 l/h"},
            "GARDEN",
        ),
        (
            "Wall LED Dimmer Switch 0-300W Trailing Edge",
            "Rotary dimmer for LED and halogen lamps, white plate.",
            {"Max Load": "150 W"},
            "HOME",
        ),
        (
            "Variable Speed Router 0-1800W Plunge",
            "Plunge router with two collets and a fence.",
            {"Power": "1200 W"},
            "TOOLS",
        ),
        (
            "Adjustable Work Light 0-4000 Lumens Rechargeable",
            "Folding work light with a magnetic base.",
            {"Brightness": "2000 lm"},
            "TOOLS",
        ),
    ],
)
def test_a_title_span_from_zero_is_read_as_its_rating(
    title: str, description: str, specifics: dict[str, str], category: str
) -> None:
    item = titled_listing(
        title, description, category=category, condition=_NEW, attributes={"Brand": "Kestrel", **specifics}
    )
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "specifics", "category"),
    [
        # The span's top agrees with the specific.
        ("Digital Clamp Meter 0-400A AC True RMS", "Handheld clamp meter.", {"Max Current": "400 A"}, "ELECTRONICS"),
        # The span is written in the description only.
        (
            "Digital Clamp Meter AC True RMS",
            "Handheld clamp meter, measures 0-600A.",
            {"Max Current": "400 A"},
            "ELECTRONICS",
        ),
        # A span that does not open at zero.
        ("Smart Battery Charger 2-10A Automatic", "Charger for car batteries.", {"Max Current": "5 A"}, "ELECTRONICS"),
        # A weighing instrument's span, a gauge's and a run-up are no rating.
        ("Kitchen Scale 0-10kg Digital", "Digital scale with a tare button.", {"Capacity": "5 kg"}, "HOME"),
        ("Pressure Gauge 0-160 psi Brass", "Brass gauge, quarter inch thread.", {"Max Pressure": "100 psi"}, "TOOLS"),
        ("RC Sports Car 0-60 mph in 3 Seconds", "Remote control car, two batteries.", {"Top Speed": "25 mph"}, "TOYS"),
    ],
)
def test_spans_that_are_no_rating_from_zero_keep_their_answer(
    title: str, description: str, specifics: dict[str, str], category: str
) -> None:
    item = titled_listing(
        title, description, category=category, condition=_NEW, attributes={"Brand": "Kestrel", **specifics}
    )
    assert _MISMATCH not in detected(item)


# --- a working word after what the seller expects of it ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Cordless Combi Drill 18V Body",
            "Came with a batch of tools from a garage sale. I assume it still works, the chuck turns by hand. "
            "Scuffs on the grip, one battery included.",
            "TOOLS",
        ),
        (
            "Bean to Cup Espresso Machine Silver",
            "Found in my late aunt's kitchen. We'd assume that it works as it was kept clean. Light marks on the drip "
            "tray, steam wand present.",
            "HOME",
        ),
    ],
)
def test_a_working_word_after_an_expectation_says_no_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes={"Brand": "Kestrel"})
    assert _STATUS in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Tested on a full charge: it works fine, both speeds and reverse. Just what you'd expect. Scuffs on the grip.",
        "Quicker to charge than I'd expect. It works fine, both speeds and reverse tested. Scuffs on the grip.",
        "Expect light scuffs on the grip. Tested: it works fine, both speeds and reverse.",
        "I expected it to be tired but it works perfectly, both speeds and reverse tested. Scuffs on the grip.",
    ],
)
def test_a_tested_working_state_beside_an_expectation_keeps_its_answer(description: str) -> None:
    item = titled_listing(
        "Cordless Combi Drill 18V Body", description, category="TOOLS", condition=_USED, attributes={"Brand": "Kestrel"}
    )
    assert _STATUS not in detected(item)


# --- a resistance a specific denies, claimed by the title -------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "specifics", "category"),
    [
        # The proof claims the resistance the specific denies.
        ("Sports Watch Waterproof 50m Black", {"Water Resistance": "Not Water Resistant"}, "FASHION"),
        ("Rugged Phone Case Shockproof Clear", {"Protection": "Not shock resistant"}, "ELECTRONICS"),
        # The resistance itself, against a denied proof.
        ("Document Safe Box Fire Resistant A4", {"Fire Rating": "Non-fireproof"}, "HOME"),
    ],
)
def test_a_title_claiming_a_resistance_a_specific_denies_is_a_mismatch(
    title: str, specifics: dict[str, str], category: str
) -> None:
    item = titled_listing(
        title, "Sold as pictured.", category=category, condition=_NEW, attributes={"Brand": "Kestrel", **specifics}
    )
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "specifics"),
    [
        # The title claims nothing, or denies it too.
        ("Sports Watch Black Digital", {"Water Resistance": "Not Water Resistant"}),
        ("Sports Watch Not Waterproof Black", {"Water Resistance": "Not Water Resistant"}),
        # The specific gives a rating, not a denial.
        ("Sports Watch Waterproof 50m Black", {"Water Resistance": "50 m"}),
        # Another kind of resistance is denied.
        ("Sports Watch Water Resistant Black", {"Shockproof": "Not shockproof"}),
    ],
)
def test_a_resistance_the_title_does_not_claim_keeps_its_answer(title: str, specifics: dict[str, str]) -> None:
    item = titled_listing(
        title, "Sold as pictured.", category="FASHION", condition=_NEW, attributes={"Brand": "Kestrel", **specifics}
    )
    assert _MISMATCH not in detected(item)


# --- the box gone with something else, under a boxed title -----------------------------------------------------------

_CONFLICT = FindingCode.CONDITION_CONFLICT


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Handheld Games Console Boxed Teal",
            "Console works, screen clear. The box and manual are missing, sorry, so it ships in bubble wrap. Light "
            "scratches on the back.",
            "ELECTRONICS",
        ),
        (
            "Technic Crane Building Set Complete Boxed",
            "All pieces checked against the inventory. Box and instructions were lost in a move, so the bricks come "
            "bagged. Some stickers applied.",
            "TOYS",
        ),
        (
            "Automatic Dress Watch with Original Box",
            "Runs well, keeps good time. The original box & papers have been lost. Light marks on the clasp.",
            "FASHION",
        ),
    ],
)
def test_a_box_gone_with_something_else_under_a_boxed_title_is_a_conflict(
    title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes={"Brand": "Kestrel"})
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The box and its fellow are there.
        ("Technic Crane Building Set Complete Boxed", "All pieces checked. Box and instructions are in great shape."),
        # Something else is missing, the box is not.
        ("Technic Crane Building Set Complete Boxed", "The manual and poster are missing but the box is here."),
        # No box is promised.
        ("Technic Crane Building Set Complete", "All pieces checked. Box and instructions went missing long ago."),
    ],
)
def test_a_box_that_is_there_or_never_promised_keeps_its_answer(title: str, description: str) -> None:
    item = titled_listing(title, description, category="TOYS", condition=_USED, attributes={"Brand": "Kestrel"})
    assert _CONFLICT not in detected(item)
