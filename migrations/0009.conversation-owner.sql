-- Binds every conversation to the caller that holds it: the owner digest the gateway derives from the
-- caller's API key digest (never the key), or 'anonymous' when authentication is off. Turns stored
-- before this could belong to anyone, so they are forgotten (memory is bounded to a day anyway).
-- The owner leads the key: the same conversation id under another owner is another conversation.
-- depends: 0008.inline-vectors

DELETE FROM conversation_turn;

ALTER TABLE conversation_turn
    ADD COLUMN owner_digest text NOT NULL CHECK (owner_digest ~ '^(anonymous|[0-9a-f]{64})$');

ALTER TABLE conversation_turn DROP CONSTRAINT conversation_turn_pkey;
ALTER TABLE conversation_turn ADD CONSTRAINT conversation_turn_pkey PRIMARY KEY (owner_digest, conversation_id, turn);
