-- The review desk: an immutable record of every answered review, a case for every answer that needs a
-- human, and each case's append-only history. Written by the gateway under policy_desk, a role that can
-- touch these tables and nothing else (no policy table, no conversation memory).
-- depends: 0009.conversation-owner

CREATE TABLE review_record (
    review_id           uuid        PRIMARY KEY,
    recorded_at         timestamptz NOT NULL DEFAULT now(),
    caller_key_id       text        NOT NULL CHECK (caller_key_id ~ '^(anonymous|[0-9a-f]{16})$'),
    listing_id          text        NOT NULL,
    -- PolicyReviewRecord (protobuf) without the seller's text: title, description, attributes and the
    -- findings' listing quotes live in seller_text alone, so redaction never rewrites the record.
    record              bytea       NOT NULL,
    -- The seller's text (a PolicyReviewRecord holding only the listing and the findings' listing quotes);
    -- NULL once the retention window redacted it.
    seller_text         bytea,
    seller_text_redacted_at timestamptz,
    CHECK ((seller_text IS NULL) = (seller_text_redacted_at IS NOT NULL))
);

-- Redaction finds expired text by age.
CREATE INDEX review_record_unredacted ON review_record (recorded_at) WHERE seller_text IS NOT NULL;

-- Immutability beyond the grants: the only change a record admits is its seller text going away.
CREATE FUNCTION review_record_only_redacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.review_id IS DISTINCT FROM OLD.review_id
        OR NEW.recorded_at IS DISTINCT FROM OLD.recorded_at
        OR NEW.caller_key_id IS DISTINCT FROM OLD.caller_key_id
        OR NEW.listing_id IS DISTINCT FROM OLD.listing_id
        OR NEW.record IS DISTINCT FROM OLD.record
        OR (NEW.seller_text IS NOT NULL AND NEW.seller_text IS DISTINCT FROM OLD.seller_text) THEN
        RAISE EXCEPTION 'review records are immutable; only their seller text may be redacted';
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER review_record_immutable BEFORE UPDATE ON review_record
    FOR EACH ROW EXECUTE FUNCTION review_record_only_redacts();

CREATE TABLE review_case (
    case_id          uuid        PRIMARY KEY,
    review_id        uuid        NOT NULL UNIQUE REFERENCES review_record (review_id),
    listing_id       text        NOT NULL,
    marketplace      text        NOT NULL,
    locale           text        NOT NULL,
    category         text        NOT NULL,
    status           text        NOT NULL,
    finding_codes    text[]      NOT NULL DEFAULT '{}',
    warning_codes    text[]      NOT NULL DEFAULT '{}',
    -- OPEN, CLAIMED (a lease; a lapsed lease reads as OPEN) or DECIDED.
    state            text        NOT NULL CHECK (state IN ('OPEN', 'CLAIMED', 'DECIDED')),
    queued_at        timestamptz NOT NULL DEFAULT now(),
    holder           text,
    lease_expires_at timestamptz,
    version          bigint      NOT NULL DEFAULT 1 CHECK (version >= 1),
    outcome          text        CHECK (outcome IN ('VIOLATION', 'NO_VIOLATION')),
    decided_at       timestamptz,
    appeals          integer     NOT NULL DEFAULT 0,
    CHECK ((state = 'CLAIMED') = (holder IS NOT NULL AND lease_expires_at IS NOT NULL))
);

-- The queue: cases not decided, oldest first.
CREATE INDEX review_case_queue ON review_case (queued_at, case_id) WHERE state <> 'DECIDED';
CREATE INDEX review_case_listed ON review_case (queued_at, case_id);

CREATE TABLE review_case_event (
    case_id   uuid        NOT NULL REFERENCES review_case (case_id),
    sequence  integer     NOT NULL CHECK (sequence >= 1),
    kind      text        NOT NULL CHECK (kind IN ('CASE_OPENED', 'CASE_CLAIMED', 'CASE_DECIDED', 'CASE_REOPENED')),
    actor     text        NOT NULL,
    at        timestamptz NOT NULL DEFAULT now(),
    -- CASE_DECIDED: the decision (protobuf CaseDecision); CASE_REOPENED: the appeal's reason.
    decision  bytea,
    reason    text,
    PRIMARY KEY (case_id, sequence)
);

-- Queue depth over time and decision figures read the history by time.
CREATE INDEX review_case_event_at ON review_case_event (at);

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'policy_desk') THEN
        CREATE ROLE policy_desk LOGIN;
    END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO policy_desk;
-- Records: written once; only the seller text columns may change (redaction, enforced by the trigger too).
GRANT SELECT, INSERT ON review_record TO policy_desk;
GRANT UPDATE (seller_text, seller_text_redacted_at) ON review_record TO policy_desk;
-- Cases change state; their history is append-only (no UPDATE, no DELETE).
GRANT SELECT, INSERT, UPDATE ON review_case TO policy_desk;
GRANT SELECT, INSERT ON review_case_event TO policy_desk;
