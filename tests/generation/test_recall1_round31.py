"""Issue 19, thirty-first round (recall on product details): classes read from the development sets' false all-clears
whose expected codes include a product detail mismatch or missing required details (the just-retired
blind-holdout-v24 first, then the rest of development), each written as a shape rather than one listing's words:

- a rating the item is sold by in a unit the measure table did not know (a top speed, a power, a current, a light
  output) given by a specific and contradicted by the title;
- the maker said in prose ("made by <Name>", "<Name>, stamped on the handle") under a brand specific that says there
  is none;
- the title's one numbered size against the sizes the description writes plainly ("UK 8" over "UK 8.5").

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(43c848d); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import caught, detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_MISSING = FindingCode.REQUIRED_DETAILS_MISSING


# --- a rating the item is sold by, in a unit the measure table did not know -----------------------------------------


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        ("Folding treadmill 12 km/h, LCD console", "SPORTS", {"Maximum Speed": "8 mph"}),
        ("Stand mixer 1000W, 5 L bowl", "HOME_AND_GARDEN", {"Motor Power": "800 Watts"}),
        ("Bench power supply 30V 10A, digital display", "ELECTRONICS", {"Max Output": "5 A"}),
        ("Bike front light 1500 lumens, USB-C", "SPORTS", {"Light Output": "600 lm"}),
    ],
)
def test_a_rating_the_title_gives_against_the_specific_is_a_mismatch(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(
        title, "Tested and working, light marks on the case.", category=category, attributes=attributes
    )
    assert _MISMATCH in caught(listing)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same rating in another unit.
        ("Folding treadmill 12 km/h, LCD console", {"Maximum Speed": "7.5 mph"}),
        ("Convector heater 2kW with timer", {"Power": "2000 Watts"}),
        # A lamp's brightness said as an older bulb's power.
        ("Filament bulb 40W equivalent, E27", {"Wattage": "4 W"}),
        # A cup size, and a current not written as a capital on its number.
        ("Lace bralette 36A, ivory", {"Max Output": "12 A"}),
        ("Garden kneeler, 2 a side handles", {"Current": "5 A"}),
    ],
)
def test_the_same_rating_an_equivalence_or_a_cup_size_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    # No finding: the net's facet reading may still send a bulb's equivalence to a person, as it did before.
    listing = titled_listing(title, "Works as it should.", category="HOME_AND_GARDEN", attributes=attributes)
    assert _MISMATCH not in detected(listing)


# --- the maker said in prose under a brand specific that says there is none ----------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        ("Leather dog lead, 1.2 m", "Made by Brackenridge Saddlery, used for a month.", "Unbranded"),
        ("Cast iron skillet, 10 inch", "Produced by Wrexley Ironworks, seasoned and ready.", "Does not apply"),
        ("Wooden rolling pin", "Thistlecombe, stamped on the handle. Light knife marks.", "Unbranded"),
        ("Brass padlock", "Manufactured by Ostlund Locks, two keys.", "Unbranded"),
    ],
)
def test_a_maker_said_in_prose_under_a_no_maker_brand_is_missing_details(
    title: str, description: str, brand: str
) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", attributes={"Brand": brand})
    assert _MISSING in caught(listing)


@pytest.mark.parametrize(
    ("description", "brand"),
    [
        # Who made it, not a maker.
        ("Made by Amish craftsmen, solid cherry.", "Unbranded"),
        # The seller's own making under a brand that says so.
        ("Made by Siobhan in her garden shed.", "Handmade"),
        # A maker denied, and words too common to be a name.
        ("Not made by Thistlecombe, a plain copy.", "Unbranded"),
        ("Made by Hand, oiled twice.", "Unbranded"),
        ("Gold leaf stamped on the spine.", "Unbranded"),
    ],
)
def test_a_people_the_sellers_own_making_or_a_denied_maker_is_no_missing_detail(description: str, brand: str) -> None:
    listing = titled_listing(
        "Wooden chopping board", description, category="HOME_AND_GARDEN", attributes={"Brand": brand}
    )
    assert _MISSING not in caught(listing)


# --- the title's one numbered size against the sizes the description writes plainly ----------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Climbing shoes, velcro, UK 6", "Resoled last spring. UK 6.5, fit is snug."),
        ("Equestrian long boots Size 5", "Worn for one season. Size 4 UK, zips work."),
        ("Ski touring boots EU 42", "Liners mouldable, buckles fine. EU 44, black and orange."),
    ],
)
def test_a_plainly_written_other_size_in_the_description_is_a_mismatch(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="SPORTS")
    assert _MISMATCH in caught(listing)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The same size, a conversion into other regions, a size said of the wearer or of how it fits.
        ("Climbing shoes, velcro, UK 6", "Resoled last spring. UK 6 / EU 39.5, fit is snug."),
        ("Equestrian long boots Size 5", "Worn for one season. UK 4.5, EU 38, zips work."),
        ("Ski touring boots EU 42", "I'm normally a EU 43 and these were snug. Buckles fine."),
        ("Dance shoes UK 5", "Would suit a UK 4 with thick socks. Suede soles."),
        # A range or a list of sizes.
        ("Wetsuit socks UK 8", "Fits size 7-9, neoprene, no holes."),
    ],
)
def test_the_same_size_a_conversion_or_a_wearers_size_is_no_mismatch(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="SPORTS")
    assert _MISMATCH not in caught(listing)
