"""Issue 19, thirty-second round (clean listings sent to a person): classes read from the development sets' clean
listings that the net sent to a person (the just-retired blind-holdout-v25 first, then the rest of development), each
a near miss of the condition-conflict signal that sent them:

- a flaw word naming the job a tool does to other things ("a crease tool", "for scoring and creasing card", "a
  scratch awl", "for applying stain"), and a fabric made not to crease, read with the maker's property claims
  (services/shapes.py) for new-with-signs-of-use;
- swatches that are the listing's pictures ("swatches on three skin tones are shown in the photos") or the product's
  sample cards ("swatch cards"), for new-with-signs-of-use (pack data);
- a shelf life ("best used within a year of opening"), for new-with-signs-of-use (pack data), as "best used before"
  already was;
- the new vessel a decant or a sample is filled into ("a brand new 5 ml glass atomiser", "a brand new vial") beside a
  used item, for not-new-claims-new (pack data), as a new battery or strap fitted already was.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(7d5a994); the marks, the swatches and the brand-new claims said of this one item keep their signal."""

from __future__ import annotations

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, caught

_CONFLICT = FindingCode.CONDITION_CONFLICT


def _item(title: str, description: str, condition: ListingCondition = ListingCondition.NEW) -> Listing:
    return bare_listing(title=title, description=description, condition=condition, category="HOME_AND_GARDEN")


# --- a flaw word naming a tool's job ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Leather edge creaser, brass tip", "Heated tip for creasing decorative lines along belts and straps."),
        ("Scoring board for card makers", "Grooved board for scoring, folding and creasing card stock."),
        ("Paper crease tool, teflon", "Smooth folder that leaves no shine, one pointed end."),
        ("Woodworking scratch awl, beech handle", "Hardened point for scribing cut lines before sawing."),
        ("Foam pads, pack of 6", "Lint-free pads for applying stain evenly to doors and fences."),
        ("Trainer crease protectors, 2 pairs", "Shields that sit in the toe box."),
        ("Travel trousers, navy", "Crease-resistant stretch weave, tags on."),
    ],
)
def test_a_flaw_word_naming_a_tools_job_is_no_mark(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_item(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Paper crease tool, teflon", "Boxed, but the tip has a scratch from the shop."),
        ("Travel trousers, navy", "Tags on, a crease across the back from the shop folding."),
        ("Woodworking scratch awl", "New, though the handle is stained from the display stand."),
        ("Card stock, 50 sheets", "Checked for creasing: two sheets creased at the corner."),
    ],
)
def test_a_flaw_on_the_tool_itself_stays_a_mark(title: str, description: str) -> None:
    assert _CONFLICT in caught(_item(title, description))


# --- swatches that are the listing's pictures or the product's sample cards ------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Emulsion paint, 2.5 L, sage", "Swatches on three wall colours are shown in the photos."),
        ("Embroidery thread, 40 colours", "Boxed, with swatch cards for every colour."),
        ("Hair dye kit, copper", "Swatches on three hair colours are pictured in the gallery."),
    ],
)
def test_swatches_that_are_pictures_or_sample_cards_are_no_use(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_item(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Nail varnish, coral", "Sealed box, one swatch on my nail to check the shade."),
        ("Eyeshadow palette", "Swatched twice, shown in the last photo."),
    ],
)
def test_a_swatch_the_seller_made_stays_use(title: str, description: str) -> None:
    assert _CONFLICT in caught(_item(title, description))


# --- a shelf life -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Wood glue, 1 L", "Sealed tub. Best used within a year of opening."),
        ("Vegetable seed collection", "Twelve sealed packets, best used within two seasons of the packing date."),
    ],
)
def test_a_shelf_life_is_no_use(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_item(title, description))


def test_a_use_said_within_a_time_stays_use() -> None:
    assert _CONFLICT in caught(_item("Wood glue, 1 L", "Best used it within a week on two shelves, lid back on."))


# --- the new vessel a decant or a sample is filled into --------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cologne sample, 5 ml", "Decanted from my bottle, about half left, into a brand new 5 ml glass atomiser."),
        ("Fountain pen ink sample, 4 ml", "Drawn from an opened bottle into a brand new plastic vial."),
        ("Beard oil sample", "Poured from my own jar into a brand new 10 ml amber glass atomizer."),
    ],
)
def test_a_decants_new_vessel_is_no_claim_that_the_item_is_new(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_item(title, description, ListingCondition.USED))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Eau de parfum, 50 ml", "Brand new 50 ml bottle, still in its cellophane."),
        ("Travel atomiser", "Brand new atomiser, never used."),
    ],
)
def test_the_item_itself_brand_new_stays_a_claim(title: str, description: str) -> None:
    assert _CONFLICT in caught(_item(title, description, ListingCondition.USED))
