"""Issue 19, forty-sixth round (the just-retired blind-holdout-v38's false all-clears): classes read from the violating
listings it answered all-clear, rules alone and with the model, each written as a shape rather than one listing's words:

- a model specific of a name and a kept word ("Ridge V3", "Storm Kettle") whose kept word the title writes right after
  the brand with another name before it ("Summit V3", "Breeze Kettle"), while the description writes the specific's
  name and never the title's: the title sells a sibling model of the line. The specific's name in the title, a kind
  word the other specifics give ("Running Jacket" beside "Type: Jacket"), a common noun in the specific ("Promo ice
  chest") and a name the description also writes keep their answer;
- a part of a New unit said not included with everything else said there in the same sentence ("charger not included,
  everything else still in the sealed case"): the part is the kit's, so the New unit is short of it (the net's
  new-with-signs-of-use wording, as "not in the box, everything else sealed" already read). Batteries, and a part left
  out with nothing said of the rest, keep their answer;
- a metal finish the title names before another word ("Antique Brass Shaker Cup Pull"), which the slot reading leaves
  as a part's, against a finish specific and a description whose finishes all look nothing like it: the two outvote
  the title. A description that names the title's finish too (a black tap "with a polished chrome lever") keeps it;
- a lamp's cap in the title ("E14", "B22", "GU10") against a cap specific or a description that gives another cap
  ("Bulb Base: E12 Candelabra", "fits a small bayonet B15 bulb"), a variant axis like a console's drive. E26 against
  E27 (one screw of two standards), a shade for two caps, an adapter between two, a cap denied and a laptop's "E14"
  keep their answer;
- (a clean listing's mend, from its flagged clean listings) a maker whose name is a flaw word ("Scuffs" slippers,
  "Worn Path" socks), written as the brand specific writes it: the name, not a flaw, on a New item. A flaw said beside
  the name, a brand specific in lower case and another maker's item keep their conflict.

Positives in fresh wording, in other product domains than the listings read (strollers, baby monitors, door levers,
candle bulbs): trekking poles, kettles, headphones; drills, stand mixers, tents; cabinet pulls, shower heads; a salt
lamp, a pendant kit, a spotlight bar. They fail on the round's starting code (c99a8018) and pass after."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import bare_listing, caught, detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_CONFLICT = FindingCode.CONDITION_CONFLICT
_NEW = ListingCondition.NEW


# --- a sibling model named before the specific's kept word ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Kestrel Summit V3 Trekking Poles Pair",
            "Ridge V3 poles, carbide tips, some scuffs on the lower sections. Flick locks hold fine.",
            {"Brand": "Kestrel", "Model": "Ridge V3"},
            "SPORTS",
        ),
        (
            "Orlin Breeze Kettle 1.7L Cream",
            "The Orlin Storm Kettle in cream, boils fine, limescale cleaned out.",
            {"Brand": "Orlin", "Model": "Storm Kettle", "Colour": "Cream"},
            "HOME_AND_KITCHEN",
        ),
        (
            "Harlow Pulse Buds 2 Wireless Earbuds",
            "Harlow Echo Buds 2, both buds pair and charge, case has light marks.",
            {"Brand": "Harlow", "Model": "Echo Buds 2"},
            "ELECTRONICS",
        ),
    ],
)
def test_a_sibling_name_before_the_specifics_kept_word_disagrees(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = titled_listing(title, description, category=category, attributes=attributes)
    assert structure.model_name_swapped(item) is not None
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The title writes the specific's name.
        ("Kestrel Ridge V3 Trekking Poles", "Ridge V3 poles, carbide tips.", {"Brand": "Kestrel", "Model": "Ridge V3"}),
        # The kept word is a kind the specifics give: the word before it describes the kind.
        (
            "Orlin Running Jacket Womens 12",
            "Orlin Core Jacket, worn a few times.",
            {"Brand": "Orlin", "Model": "Core Jacket", "Type": "Jacket"},
        ),
        # A common noun in the specific.
        (
            "Orlin Branded Ice Chest 1990s",
            "Old Orlin promo ice chest, lid hinge works.",
            {"Brand": "Orlin", "Model": "Promo ice chest"},
        ),
        # The description writes the title's name too.
        (
            "Orlin Breeze Kettle 1.7L",
            "Orlin Storm Kettle, sold as the Breeze in Europe.",
            {"Brand": "Orlin", "Model": "Storm Kettle"},
        ),
        # The brand is not right before the other name.
        (
            "Cream Breeze Kettle by Orlin",
            "Orlin Storm Kettle in cream.",
            {"Brand": "Orlin", "Model": "Storm Kettle"},
        ),
    ],
)
def test_the_specifics_name_kinds_and_names_both_written_keep_their_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="GENERAL", attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- a New unit's part not included, everything else there -----------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "marketplace"),
    [
        (
            "Kestrel Cordless Drill 18V",
            "Charger not included, everything else still in the sealed case.",
            "TOOLS",
            Marketplace.EBAY,
        ),
        (
            "Kestrel Stand Mixer 5 qt",
            "The whisk is not supplied, but the rest is sealed in its box.",
            "HOME_AND_KITCHEN",
            Marketplace.AMAZON,
        ),
        ("Kestrel Dome Tent 4 Person", "Footprint not included, all else factory packed.", "SPORTS", Marketplace.EBAY),
    ],
)
def test_a_new_units_part_left_out_beside_everything_else_conflicts(
    title: str, description: str, category: str, marketplace: Marketplace
) -> None:
    item = bare_listing(
        title=title,
        description=description,
        category=category,
        condition=_NEW,
        attributes={"Brand": "Kestrel"},
        marketplace=marketplace,
    )
    assert _CONFLICT in caught(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Batteries the maker never ships.
        ("Kestrel Remote Control Car", "Batteries not included, everything else you need is in the box."),
        ("Kestrel Remote Control Car", "Requires 4 AA batteries (not included). Everything else in the box."),
        # A part left out with nothing said of the rest.
        ("Kestrel USB Hub 7 Port", "Power adapter not included, runs from the laptop's port."),
        ("Kestrel Smart Bulb E27", "Hub not included, works with any Zigbee bridge."),
    ],
)
def test_batteries_and_parts_left_out_alone_keep_a_new_item_new(title: str, description: str) -> None:
    item = titled_listing(title, description, category="ELECTRONICS", condition=_NEW, attributes={"Brand": "Kestrel"})
    assert _CONFLICT not in caught(item)


# --- a title's finish before another word, outvoted by the description and a specific ---------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Kestrel Antique Brass Shaker Cup Pull 3 inch",
            "Shaker cup pull in a polished chrome finish, 76 mm centres, screws included.",
            {"Brand": "Kestrel", "Finish": "Polished Chrome"},
        ),
        (
            "Kestrel Brushed Nickel Rainfall Shower Head 8 inch",
            "Rainfall head with an oil rubbed bronze finish, anti-clog nozzles.",
            {"Brand": "Kestrel", "Finish": "Oil Rubbed Bronze"},
        ),
    ],
)
def test_a_title_finish_before_another_word_outvoted_disagrees(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The description names the title's finish too: a part's.
        (
            "Kestrel Matt Black Basin Tap Polished Chrome Lever",
            "Matt black body with a polished chrome lever, ceramic cartridge.",
            {"Brand": "Kestrel", "Finish": "Matt Black"},
        ),
        # No finish in the description: the title's, before another word, stays unread.
        (
            "Kestrel Polished Chrome Handle Kitchen Bin 30L",
            "Soft close lid, removable inner bucket.",
            {"Brand": "Kestrel", "Colour": "Matt Black"},
        ),
        # The description agrees with the title.
        (
            "Kestrel Antique Brass Shaker Cup Pull",
            "Cup pull in antique brass, 76 mm centres.",
            {"Brand": "Kestrel", "Finish": "Antique Brass"},
        ),
    ],
)
def test_a_part_finish_and_an_agreeing_description_keep_their_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- a lamp's cap in the title against the cap a specific or the description gives ------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Kestrel Himalayan Salt Lamp 2kg with E14 Dimmer Cable",
            "Hand carved salt lamp on a wooden base, 15W bulb included.",
            {"Brand": "Kestrel", "Bulb Base": "E12 Candelabra"},
        ),
        (
            "Kestrel Rattan Pendant Light Kit B22 Ceiling Rose",
            "Woven rattan shade with a 1 m flex and ceiling rose, fits a small bayonet B15 bulb.",
            {"Brand": "Kestrel"},
        ),
        (
            "Kestrel 3 Way Track Spotlight Bar GU10 Matt White",
            "Three adjustable heads on a 60 cm bar, mains voltage.",
            {"Brand": "Kestrel", "Lamp Cap": "MR16 12V"},
        ),
    ],
)
def test_a_lamp_cap_against_another_cap_disagrees(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # One screw of two standards, a shade for both caps, an adapter between two, a cap denied.
        ("Kestrel Amber Filament Bulb E27 4W", "Amber glass, warm glow.", {"Brand": "Kestrel", "Base": "E26 Medium"}),
        (
            "Kestrel Linen Drum Shade 30cm E27/B22",
            "Fits either lamp holder.",
            {"Brand": "Kestrel", "Fitting": "E27/B22"},
        ),
        (
            "Kestrel E27 to B22 Lamp Holder Adapter",
            "Converts a bayonet fitting.",
            {"Brand": "Kestrel", "Fitting": "B22"},
        ),
        ("Kestrel Amber Filament Bulb E27 4W", "Not for B22 sockets.", {"Brand": "Kestrel"}),
        # A laptop's model, not a cap.
        ("Kestrel ThinkBook E14 Gen 5 Laptop", "14 inch screen, 16 GB RAM, boxed.", {"Brand": "Kestrel"}),
    ],
)
def test_one_cap_two_caps_and_a_model_keep_their_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- (a clean listing's mend) a maker named by a flaw word ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "brand", "category"),
    [
        ("Dented Can Co Enamel Camping Mug 350ml", "Sealed in the Dented Can Co sleeve.", "Dented Can Co", "SPORTS"),
        ("Scuffs Kids Slippers Size 10 Navy", "Brand new Scuffs slippers in the box.", "Scuffs", "CLOTHING"),
        ("Worn Path Trekking Socks 3 Pack", "New, Worn Path merino blend.", "Worn Path", "CLOTHING"),
    ],
)
def test_a_maker_named_by_a_flaw_word_keeps_a_new_item_new(
    title: str, description: str, brand: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": brand})
    assert _CONFLICT not in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        # The flaw said beside the maker's name.
        ("Scuffs Kids Slippers Size 10 Navy", "Brand new, two scuffs on the toe from the shop.", "Scuffs"),
        # A brand specific in lower case is not read as a name.
        ("Worn Path Trekking Socks 3 Pack", "Worn once on a short walk.", "worn path"),
        # Another maker: the flaw word is a flaw.
        ("Kestrel Enamel Camping Mug 350ml", "Dented near the handle from the shop shelf.", "Kestrel"),
    ],
)
def test_a_flaw_beside_a_makers_name_still_conflicts(title: str, description: str, brand: str) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW, attributes={"Brand": brand})
    assert _CONFLICT in detected(item)
