-- Conversation memory of grounded questions: the corrected replies callers received, bounded
-- by the gateway (turns, age, size), under a role that can touch nothing else.
-- depends: 0005.retrieval-calibration

CREATE TABLE conversation_turn (
    conversation_id uuid        NOT NULL,
    turn            integer     NOT NULL CHECK (turn >= 1),
    question        text        NOT NULL CHECK (length(question) BETWEEN 1 AND 1000),
    answer          text        NOT NULL,
    citations       jsonb       NOT NULL DEFAULT '[]'::jsonb,
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (conversation_id, turn)
);

-- Expiry deletes by age.
CREATE INDEX conversation_turn_created ON conversation_turn (created_at);

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'policy_memory') THEN
        CREATE ROLE policy_memory LOGIN;
    END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO policy_memory;
GRANT SELECT, INSERT, DELETE ON conversation_turn TO policy_memory;
