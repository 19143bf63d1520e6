-- Section applicability: the listing conditions and categories a section applies to.
-- An empty array means the section applies to every condition / every category its release covers.
-- depends: 0002.roles

ALTER TABLE policy_chunk
    ADD COLUMN applies_to_conditions text[] NOT NULL DEFAULT '{}'
        CHECK (applies_to_conditions <@ ARRAY['NEW', 'USED', 'REFURBISHED', 'FOR_PARTS']::text[]),
    ADD COLUMN applies_to_categories text[] NOT NULL DEFAULT '{}'
        CHECK (array_position(applies_to_categories, 'ALL') IS NULL);
