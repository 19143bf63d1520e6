-- A conversation turn keeps the whole reply the caller received (answer, quotes, citations, warnings,
-- status, exactly as sent) and what the turn was asked about (a policy scope or a source corpus), so
-- a later turn may omit its scope and continue where the conversation was. Turns stored before this
-- have neither and are read as before (a follow-up to one must name its scope again).
-- depends: 0009.conversation-owner

ALTER TABLE conversation_turn
    ADD COLUMN reply  jsonb CHECK (reply IS NULL OR jsonb_typeof(reply) = 'object'),
    ADD COLUMN target jsonb CHECK (target IS NULL OR jsonb_typeof(target) = 'object');
