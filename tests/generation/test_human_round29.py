"""Issue 19, twenty-ninth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Twenty-ninth round").

1. A run of names that is a spec's alternatives joined by slashes ("LiPo/LiHV/LiFe"), a bullet line of fitments, or
   a phrase printed on the item and quoted, is no bare run of bait names (stuffed-or-repeated's check).
2. Holes the item is made with ("3-Hole Punch", "Number of Holes: 3") are no damage, and a "Mint" the colour
   specific names is the item's colour, not a top grade (grade-over-damage's check).
3. A kit's fingerprint powder, brush or cards take prints rather than show them, and a "stain-release" finish is a
   property the maker claims, not a stain (the pack's new-with-signs-of-use; services/shapes.py's property claims).
4. "Clean" said of a part's state ("screen clean", "a clean lens") is how it looks, not the only work a refurbished
   item had (the pack's refurbished-not-restored).
5. A "missing link" is a chain's joining link or the idiom ("the missing link between ..."), not a part gone (the
   pack's new-with-signs-of-use).

Every positive here held the signal at the round's base (ecb09d9); every near miss keeps it.
"""

from __future__ import annotations

import pytest

from services.vocabulary import ListingCondition
from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. a run of names punctuated as a spec, a fitment line or a printed label ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Alternatives joined by slashes.
        (
            "Hollowmere Dual Fuel Camping Lantern",
            "Boxed and unused.\nSupports Propane/Butane/Isobutane/MAPP Cartridges Via Adapter.\nMantles included.",
        ),
        # A bullet line of fitments.
        (
            "Hollowmere Wiper Blade Pair 22in",
            "Fits these, from the maker's list:\n- Vauxhall Astra Mark Seven Estate Hatch Tourer Sports\n"
            "- Other cars by request. New in the sleeve.",
        ),
        # A phrase printed on the item, quoted.
        (
            "Hollowmere Enamel Garden Sign",
            "Blue enamel, two screw holes, light rust on one.\nStencilled 'GROW YOUR OWN TOMATOES PLEASE'.",
        ),
    ],
)
def test_a_punctuated_or_quoted_run_of_names_is_no_bait(title: str, description: str) -> None:
    assert holds("stuffed-or-repeated", goods(title=title, description=description)) is False


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A bare run of other makers' names with nothing said of them stays bait.
        ("Hollowmere Canvas Tote", "Great bag. Zara Mango Topshop Gucci Prada Chanel Dior Hermes Celine style."),
        # Quoted or not, the seller's own bare run stays bait when it is outside the quotes.
        (
            "Hollowmere Canvas Tote",
            "Says 'tote' on the tag. Zara Mango Topshop Gucci Prada Chanel Dior Hermes style.",
        ),
    ],
)
def test_a_bare_run_of_names_stays_bait(title: str, description: str) -> None:
    assert holds("stuffed-or-repeated", goods(title=title, description=description)) is True


# --- 2. holes the item is made with; a colour called mint ---


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        (
            "Hollowmere 2-Hole Pencil Sharpener, Like New",
            {"Brand": "Hollowmere"},
            "Like new, shavings tray empty, blades sharp.",
        ),
        (
            "Hollowmere Leather Belt Punch",
            {"Brand": "Hollowmere", "Number of Holes": "6", "Condition": "Used - Like New"},
            "Punched two belts, as sharp as it came.",
        ),
        (
            "Hollowmere Ceramic Vase, Mint",
            {"Brand": "Hollowmere", "Colour": "Mint Green"},
            "A mint glaze with a white rim. Cracked base, sold as seen.",
        ),
    ],
)
def test_made_holes_and_a_mint_colour_are_no_grade_over_damage(
    title: str, attributes: dict[str, str], description: str
) -> None:
    item = goods(title=title, attributes=attributes, description=description)
    assert holds("grade-over-damage", item) is False


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        # Holes in the item, counted or not, stay damage under a top grade.
        ("Hollowmere Wool Jumper", {"Brand": "Hollowmere"}, "Like new, though two holes in the left cuff."),
        ("Hollowmere Wool Jumper", {"Brand": "Hollowmere"}, "Mint condition, small moth holes on the back."),
        # A mint grade where the colour is another stays a grade.
        (
            "Hollowmere Ceramic Vase",
            {"Brand": "Hollowmere", "Colour": "Navy"},
            "Mint condition apart from a cracked base.",
        ),
    ],
)
def test_holes_in_the_item_and_a_mint_grade_stay_over_damage(
    title: str, attributes: dict[str, str], description: str
) -> None:
    item = goods(title=title, attributes=attributes, description=description)
    assert holds("grade-over-damage", item) is True


# --- 3. a kit that takes prints; a finish that lets stains go ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Crime Lab Party Pack",
            "Sealed: fingerprint dusting powder, a fingerprint brush and lifting tape.",
        ),
        ("Hollowmere Young Sleuth Box", "New in box with fingerprint cards and fingerprint ink for ten suspects."),
        ("Hollowmere Tablecloth 140 x 240 cm", "Cotton with a stain-release finish. New, still folded in its sleeve."),
        ("Hollowmere Sofa Throw", "Soil and stain release coating, sealed in the bag."),
    ],
)
def test_a_print_kit_and_a_stain_release_finish_are_no_use(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW)
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Crime Lab Party Pack", "Powder sealed, though there are fingerprints on the lid from the shop."),
        ("Hollowmere Tablecloth 140 x 240 cm", "Stain-release cotton, but a small stain near one corner."),
    ],
)
def test_a_print_or_a_stain_on_the_item_stays_use(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW)
    assert holds("new-with-signs-of-use", item) is True


# --- 4. a clean part is no clean given ---


@pytest.mark.parametrize(
    "description",
    [
        "Renewed. Tested every key and both speakers. Scuff on the lid, screen clean.",
        "Renewed. Display clean and bright, scratches on the back; ports and camera tested.",
        "Renewed e-reader with a clean screen; light marks on the back cover.",
    ],
)
def test_a_part_s_clean_state_is_no_clean_given(description: str) -> None:
    item = goods(
        title="Hollowmere Tablet 10in (Renewed)", description=description, condition=ListingCondition.REFURBISHED
    )
    assert holds("refurbished-not-restored", item) is False


@pytest.mark.parametrize(
    "description",
    [
        "Renewed: cleaned and factory reset.",
        "Renewed: gave it a good clean, screen clean; tested on my TV.",
        "Renewed. We clean and reset every unit; scuff on the lid.",
        "Renewed. Given a deep clean inside the case.",
    ],
)
def test_a_clean_given_stays_the_only_work(description: str) -> None:
    item = goods(
        title="Hollowmere Tablet 10in (Renewed)", description=description, condition=ListingCondition.REFURBISHED
    )
    assert holds("refurbished-not-restored", item) is True


# --- 5. a missing link is a joining link or the idiom ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Fossil Puzzle Box", "Missing Link is the hardest of the six puzzles, sealed in its tin."),
        ("Hollowmere Chain Joiners, 12-speed", "Missing links in silver, six pairs, new on the card."),
    ],
)
def test_a_missing_link_is_no_part_gone(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW)
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Curb Bracelet", "Boxed, but missing one link at the clasp end."),
        ("Hollowmere Curb Bracelet", "Missing the clasp, otherwise as it came."),
    ],
)
def test_a_part_gone_stays_use(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW)
    assert holds("new-with-signs-of-use", item) is True
