"""Risk wording: vocabulary that makes an all-clear unsafe when no finding accounts for it.

The reviewers' detectors and models look for violations phrased in ways someone anticipated. Sellers
keep finding new phrasings ("PayPal me as friends and family", "Signal or Telegram on my number",
"jane dot doe at gmail"). Validation does not trust any reviewer to have seen them all: when the
listing uses the vocabulary of contact details, links or off-platform payment, and no accepted finding
of that code covers it, the answer goes to a human (RISK_WORDING_UNRESOLVED) instead of
NO_POLICY_FINDINGS. The cost is a human look at some clean listings; the measured share is in
docs/validation.md.

The words are deliberately broader than any detector and deliberately few: only names and phrases that
are rare in an honest listing. A sentence that routes the sale through the marketplace ("PayPal
accepted at checkout", "ask through eBay messages") does not count.
"""

from __future__ import annotations

import re

from services.detectors import OTHER_MARKETPLACES
from services.records import Listing
from services.vocabulary import FindingCode

_I = re.IGNORECASE

_RISK_WORDING: dict[FindingCode, re.Pattern[str]] = {
    FindingCode.CONTACT_INFO_IN_LISTING: re.compile(
        r"\w@\w|(?<![\w@])@[a-z_][\w.]{2,}"
        r"|\b(?:e-?mail\s*(?:me|us|is|address|:)|my\s+e-?mail)"
        r"|\b(?:gmail|googlemail|hotmail|yahoo|icloud|aol|proton(?:mail)?|gmx)\b"
        r"|\b(?:whats\s?app|telegram|snapchat|kik|wechat|viber|discord|skype|instagram|insta|facebook)\b"
        r"|\b(?:pm|dm|inbox)\s+(?:me\b|for\b)|\bhmu\b|\bhit\s+me\s+up\b|\bdrop\s+me\s+a\s+(?:line|message|text)\b|\bthe\s+gram\b"
        r"|\b(?:my|our|mobile|cell|phone)\s+(?:number|no\.|mobile|cell)\b"
        r"|\b(?:call|text|txt|ring|phone)\s+(?:me|us)\b",
        _I,
    ),
    FindingCode.EXTERNAL_LINK: re.compile(
        r"\bhttps?:|\bwww\b|\bdot\s+(?:com|net|org|co|shop|store|io|biz|info)\b"
        r"|[a-z0-9]\s*\.\s*(?:com|net|org|co\s*\.\s*uk|shop|store|io)\b"
        r"|[\(\[\{]\s*(?:\.|dot)\s*[\)\]\}]"
        r"|\b(?:shopify|big\s?cartel|linktr\.?ee|linktree|wix|squarespace)\b"
        r"|\b(?:website|web\s+site|web\s?shop|url|link\s+in\s+(?:my\s+|our\s+)?bio|bit\s?\.?\s?ly)\b",
        _I,
    ),
    FindingCode.OFF_PLATFORM_TRANSACTION: re.compile(
        r"\b(?:pay\s?pal|venmo|zelle|cash\s?app|revolut|skrill|payoneer|western\s+union|moneygram|e-?transfer"
        r"|interac)\b"
        r"|\b(?:apple\s+cash|google\s+wallet|alipay|paytm|bizum|swish|mobilepay|iban"
        r"|sort\s+code|bank\s+(?:details|transfer|account))\b"
        r"|\b(?:off|outside(?:\s+of)?|skip|avoid|bypass|around)\s+(?:ebay|amazon|the\s+(?:site|platform|app|marketplace))\b"
        rf"|\b{OTHER_MARKETPLACES}"
        # "message me on Marketplace": Facebook's, named alone ("on the marketplace" is eBay's own).
        r"|\bon\s+marketplace\b",
        _I,
    ),
}
# A sentence that sends the buyer through the marketplace itself.
_ON_PLATFORM = re.compile(
    r"\b(?:checkout|through\s+(?:ebay|amazon)|via\s+(?:ebay|amazon)|(?:ebay|amazon)\s+messag\w*)\b", _I
)
_ADDRESS = re.compile(r"[\w.+-]+\s?@\s?[\w-]+(?:\s?\.\s?[\w-]+)+")
# Sentence ends: a full stop before a capital letter, or any line break, "!" or "?". A spaced-out
# domain ("shop . co . uk") stays in one piece.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])|[\n!?]+")


def _sentences(listing: Listing) -> list[str]:
    texts = (listing.title, listing.description, *listing.attributes.values())
    return [sentence for text in texts for sentence in _SENTENCE_END.split(text) if sentence.strip()]


def risk_wording(listing: Listing) -> frozenset[FindingCode]:
    """The codes whose risk vocabulary the listing uses outside sentences that stay on the marketplace."""
    found: set[FindingCode] = set()
    for sentence in _sentences(listing):
        if _ON_PLATFORM.search(sentence):
            continue
        for code, pattern in _RISK_WORDING.items():
            # An address's domain is contact wording, not a link.
            text = _ADDRESS.sub(" ", sentence) if code is FindingCode.EXTERNAL_LINK else sentence
            if pattern.search(text):
                found.add(code)
    return frozenset(found)
