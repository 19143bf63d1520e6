-- The ledger's section texts stored once, not in every review record. A record kept the full text of every
-- section its reviewer was given (about 11 KB of a 12.5 KB record, the same few texts in record after record),
-- which PostgreSQL compressed and stored out of line on every review. Now each text is a row of its own,
-- keyed by its SHA-256 (a section unchanged between releases is stored once too), and a record names the
-- texts of its ledger by digest, entry by entry, in ledger_texts. Records made before this migration keep their texts
-- inline (ledger_texts NULL) and read as before: history is untouched.
-- depends: 0013.rule-pack-releases

CREATE TABLE review_section_text (
    digest bytea PRIMARY KEY CHECK (octet_length(digest) = 32),
    text   text  NOT NULL
);

-- The digests of the record's ledger texts, entry by entry, end to end (32 bytes each); NULL: the texts are
-- inline in the record, as every record made before this migration has them.
ALTER TABLE review_record ADD COLUMN ledger_texts bytea CHECK (octet_length(ledger_texts) % 32 = 0);

-- Immutability as before, the new column included.
CREATE OR REPLACE FUNCTION review_record_only_redacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.review_id IS DISTINCT FROM OLD.review_id
        OR NEW.recorded_at IS DISTINCT FROM OLD.recorded_at
        OR NEW.caller_key_id IS DISTINCT FROM OLD.caller_key_id
        OR NEW.listing_id IS DISTINCT FROM OLD.listing_id
        OR NEW.record IS DISTINCT FROM OLD.record
        OR NEW.ledger_texts IS DISTINCT FROM OLD.ledger_texts
        OR (NEW.seller_text IS NOT NULL AND NEW.seller_text IS DISTINCT FROM OLD.seller_text) THEN
        RAISE EXCEPTION 'review records are immutable; only their seller text may be redacted';
    END IF;
    RETURN NEW;
END
$$;

-- Texts are written once and never change or go (a record may cite one for good): no UPDATE, no DELETE.
GRANT SELECT, INSERT ON review_section_text TO policy_desk;
