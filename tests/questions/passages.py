"""The two passages the pure answer tests verify against: a policy section and a source-code chunk."""

from __future__ import annotations

from services.records import NumberedPassage, Passage

# The line break inside the text is where a quote must match across whitespace.
POLICY = NumberedPassage(
    "SOURCE_1",
    Passage(
        chunk_id="c1",
        text="Sellers must not include phone numbers or email addresses\nin the listing description.",
        heading="Contact details",
        policy_id="amazon-product-detail-page",
        policy_version="2026-09-15",
        section_id="prohibited-content",
        source_url="https://sellercentral.amazon.com/help/hub/reference/external/G200390640",
    ),
)
# The chunk id starts with the corpus name: a reference to it in that form is one retrieval supplied.
CODE = NumberedPassage(
    "SOURCE_2",
    Passage(
        chunk_id="pgvector/pgvector/psycopg/register.py#chunk-0",
        text="async def register_vector_async(conn):\n    info = await TypeInfo.fetch(conn, 'vector')\n",
        corpus="pgvector",
        path="pgvector/psycopg/register.py",
        line_start=1,
        line_end=2,
    ),
)
PASSAGES = [POLICY, CODE]
