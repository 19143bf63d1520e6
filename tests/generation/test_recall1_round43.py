"""Issue 19, forty-third round (recall on product details): the title's maker read in the frame where the description
writes the brand specific's maker (structure.maker_disagreement, form "in-the-brands-frame"), and the maker a brand
specific withholds named right before the model specific's value (structure.maker_withheld).

The outvoted form reads the title's opening name as another maker only where English rarely writes it (under Zipf 3.0),
so a maker named by everyday words ("<Surname> <Trade>", "<Place> <Word>") under a brand specific that the description
writes went to an all-clear. The new form reads the frame instead of the rarity: the description writes the brand
specific's maker followed by the words the title writes after its own opening name, and the opening name is written
nowhere else in the listing. Like every maker form it is a net signal (title-maker-disagrees): a person sees the
listing.

The brand specific says there is no maker ("Unbranded", "Generic", "Does not apply") while the description writes a
name right before the model specific's whole value ("the <Name> <Model>"): a model is its maker's, and the name in front
of it is that maker, so the required brand is withheld (a finding, as the pack's maker-withheld signal gives). The name
is read as the marks in the seller's words are: one word of it rare in English, none very common.

Positives in fresh wording, in other product domains than the listings read (a skillet, hedge shears, bookshelf
speakers, a bicycle saddle; a camping stove, a dog harness, a sewing machine), fail on the round's starting code
(560c707); near misses keep their answer."""

from __future__ import annotations

import pytest

from services import structure
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, ListingField
from tests.generation.data import caught, detected, signal_holds, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_SIGNAL = "title-maker-disagrees"


def _item(title: str, description: str, attributes: dict[str, str], category: str = "HOME_AND_GARDEN") -> Listing:
    return titled_listing(title, description, category=category, condition=ListingCondition.USED, attributes=attributes)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category", "name"),
    [
        # Two everyday words as the title's maker, the brand's maker before the same item words in the description.
        (
            "Morgan Hill Cast Iron Skillet 26cm",
            "Brookfield cast iron skillet, seasoned twice and never left wet. Light marks on the base.",
            {"Brand": "Brookfield", "Size": "26 cm"},
            "HOME_AND_GARDEN",
            "Morgan Hill",
        ),
        (
            "Fox Hollow Hedge Shears Carbon Blades",
            "Selling my Thornwick hedge shears, sharpened last spring, handles taped.",
            {"Brand": "Thornwick", "Blade Material": "Carbon Steel"},
            "HOME_AND_GARDEN",
            "Fox Hollow",
        ),
        # One name English writes often enough that the outvoted form refuses it; the frame crosses a comma.
        (
            "Windsor Bookshelf Speakers Pair, Walnut",
            "The badge on the back reads Kestrel, bookshelf speakers from around 2010, both drivers play cleanly.",
            {"Brand": "Kestrel", "Type": "Passive Speakers"},
            "ELECTRONICS",
            "Windsor",
        ),
        (
            "Baker Street Road Bike Saddle Narrow",
            "Velden road bike saddle, rails straight, small scuff on the nose.",
            {"Brand": "Velden", "Width": "135 mm"},
            "SPORTING_GOODS",
            "Baker Street",
        ),
    ],
)
def test_the_titles_maker_in_the_frame_the_description_gives_the_brand(
    title: str, description: str, attributes: dict[str, str], category: str, name: str
) -> None:
    item = _item(title, description, attributes, category)
    found = structure.maker_disagreement(item)
    assert found is not None
    assert found.form == "in-the-brands-frame"
    assert not found.certain
    assert found.quote == (ListingField.TITLE, name)
    assert signal_holds(_SIGNAL, item)
    assert _MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The description writes the title's name too: a line the brand sells, or the seller's own words for it.
        (
            "Morgan Hill Cast Iron Skillet 26cm",
            "Brookfield cast iron skillet from their Morgan Hill range, seasoned twice.",
            {"Brand": "Brookfield"},
            "HOME_AND_GARDEN",
        ),
        # A material or a colour opening the title is what the item is made of or looks like.
        (
            "Walnut Bookshelf Speakers Pair",
            "Kestrel bookshelf speakers, both drivers play cleanly.",
            {"Brand": "Kestrel"},
            "ELECTRONICS",
        ),
        # Words English writes on every page ("Grand", "Union") and an advert's capitals are no maker's name.
        (
            "Grand Union Bookshelf Speakers Pair",
            "Kestrel bookshelf speakers, both drivers play cleanly.",
            {"Brand": "Kestrel"},
            "ELECTRONICS",
        ),
        (
            "TOP PICK Road Bike Saddle Narrow",
            "Velden road bike saddle, rails straight.",
            {"Brand": "Velden"},
            "SPORTING_GOODS",
        ),
        # A look a kind of goods is named for (the pack's look words).
        (
            "Chesterfield Two Seater Sofa, Oxblood",
            "Hartwell two seater sofa, deep buttoned, one scuff on the left arm.",
            {"Brand": "Hartwell"},
            "HOME_AND_GARDEN",
        ),
        # A describing word ("Folding", "Padded") opens the title.
        (
            "Padded Road Bike Saddle Narrow",
            "Velden road bike saddle, rails straight.",
            {"Brand": "Velden"},
            "SPORTING_GOODS",
        ),
        # What the item fits: the maker's name is the machine's, not the item's.
        (
            "Fox Hollow Replacement Hedge Shear Blades",
            "Thornwick hedge shear blades, sharp, pair.",
            {"Brand": "Thornwick"},
            "HOME_AND_GARDEN",
        ),
        # Goods named by a franchise: the toy's film opens the title, the maker of the toy is the brand.
        (
            "Moon Rangers Rescue Rocket Playset",
            "Brightplay rescue rocket playset, all figures present.",
            {"Brand": "Brightplay"},
            "TOYS",
        ),
        # The brand in the title; the brand in the description before other words than the title's.
        (
            "Brookfield Morgan Hill Cast Iron Skillet",
            "Brookfield cast iron skillet, seasoned twice.",
            {"Brand": "Brookfield"},
            "HOME_AND_GARDEN",
        ),
        (
            "Morgan Hill Cast Iron Skillet 26cm",
            "Made by Brookfield in the nineties, seasoned twice.",
            {"Brand": "Brookfield"},
            "HOME_AND_GARDEN",
        ),
        # Another specific writes the title's name (the range the brand sells it as).
        (
            "Fox Hollow Hedge Shears Carbon Blades",
            "Thornwick hedge shears, sharpened last spring.",
            {"Brand": "Thornwick", "Range": "Fox Hollow"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_near_misses_keep_their_answer(title: str, description: str, attributes: dict[str, str], category: str) -> None:
    item = _item(title, description, attributes, category)
    assert structure.maker_disagreement(item, ("in-the-brands-frame",)) is None
    assert _MISMATCH not in caught(item)


# --- the maker a brand specific withholds, named before the model specific's value ------------------------------------

_REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Trail Two Burner Camping Stove, Piezo",
            "The Quelmont Trail Two lights first time on both burners, small dent in the lid.",
            {"Brand": "Unbranded", "Model": "Trail Two", "Fuel": "Butane"},
            "SPORTING_GOODS",
        ),
        (
            "Dog Harness Medium, Reflective, Red",
            "Barrowcroft Ridgeline harness, used for one season, buckles all click shut, light fraying on one strap.",
            {"Brand": "Generic", "Model": "Ridgeline", "Size": "M"},
            "PET_SUPPLIES",
        ),
        (
            "Sewing Machine Stitchcraft 40 with Foot Pedal",
            "Threaded and tested: the Harlow & Penn Stitchcraft 40 sews straight and zigzag cleanly. Case scuffed.",
            {"Brand": "Does not apply", "Model": "Stitchcraft 40"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_name_before_the_model_specifics_value_is_the_withheld_maker(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = _item(title, description, attributes, category)
    assert structure.maker_withheld(item) is not None
    assert _REQUIRED in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # A look or a period before the model ("Victorian"), a common word ("Lovely", "Our"), the seller's own making.
        (
            "Carved Oak Hall Stand Ashby",
            "Victorian Ashby hall stand, solid oak, one hook replaced.",
            {"Brand": "Unbranded", "Model": "Ashby"},
            "HOME_AND_GARDEN",
        ),
        (
            "Dog Harness Medium, Reflective, Red",
            "Lovely Ridgeline harness, used for one season, buckles all click shut, light fraying on one strap.",
            {"Brand": "Generic", "Model": "Ridgeline", "Size": "M"},
            "PET_SUPPLIES",
        ),
        (
            "Hand Stitched Leather Wallet Drover",
            "Our Drover wallet, cut and stitched in our workshop, two card slots, light marks from use.",
            {"Brand": "Handmade", "Model": "Drover"},
            "CLOTHING",
        ),
        # The model written in lower case after a name, or with no name before it; a brand the specific gives.
        (
            "Trail Two Burner Camping Stove, Piezo",
            "Trail two burner stove, lights first time on both burners, small dent in the lid.",
            {"Brand": "Unbranded", "Model": "Trail Two"},
            "SPORTING_GOODS",
        ),
        (
            "Trail Two Burner Camping Stove, Piezo",
            "The Quelmont Trail Two lights first time on both burners, small dent in the lid.",
            {"Brand": "Quelmont", "Model": "Trail Two"},
            "SPORTING_GOODS",
        ),
    ],
)
def test_near_misses_of_the_withheld_maker_keep_their_answer(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = _item(title, description, attributes, category)
    assert structure.maker_withheld(item) is None
    assert _REQUIRED not in detected(item)
