"""Fills the offline reviewer's lazy state before a part serves.

Each edition compiles its patterns on first use, wordfreq loads its word list on the first lookup, the Public
Suffix List snapshot and the net's model are read on first use: together a few hundred milliseconds of CPU that
the first review would otherwise spend on the event loop. On a busy machine that stalled a part's health checks
past their deadline, and the gateway then refused every call as "not serving". Paid here, at start-up, before a
part listens, no review and no probe waits for it.
"""

from __future__ import annotations

import wordfreq

from services.detectors import detect
from services.net_model import net_model
from services.records import Listing
from services.risk_signals import risk_signals
from services.rulepack import editions, using_edition
from services.vocabulary import ListingCondition, Marketplace

# Written to reach the detectors' main paths (a host, an address, a number, a brand, measures, a condition
# note), not to be a realistic listing; nothing about it is asserted except that it runs.
_SAMPLE = Listing(
    listing_id="warm-up",
    marketplace=Marketplace.EBAY,
    locale="en-US",
    category="ELECTRONICS",
    title="Acme Model X2 Wireless Speaker 20W Black - Used, Tested",
    description=(
        "Used for a year, light scratches on the base, fully working and tested. Comes with cable and box. "
        "Also fits Zentro, Orbix and Pellam docks. Ask through eBay messages; see example.com or write to "
        "seller@example.com, or call 555-0100. Size 10 x 20 cm, 1.2 kg, 2 pack."
    ),
    condition=ListingCondition.USED,
    price=20.0,
    attributes={"Brand": "Acme", "Model": "X2", "Colour": "Black", "MPN": "Does not apply"},
)


def warm_up_rules() -> None:
    """Loads every edition (a bad edition file stops start-up here) and runs the detectors and the net once under
    each, so their caches are full before the first review."""
    wordfreq.zipf_frequency("listing", "en")
    net_model()
    for chosen in editions().values():
        with using_edition(chosen):
            detect(_SAMPLE)
            # The widest tier, so every signal's patterns compile.
            risk_signals(_SAMPLE, tier=max((signal.tier for signal in chosen.pack.signals), default=1))
