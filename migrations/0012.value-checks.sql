-- The scope values' grammars (services/values.py) behind every writer: a release whose locale or
-- categories the API would refuse could be ACTIVE and never served. The patterns are the ones
-- services/values.py declares (tests/test_values.py checks that this file carries them verbatim).
-- depends: 0009.conversation-owner

-- Releases published before the loader refused other spellings: a locale in another case (en-us) is
-- the same tag, so it is written canonically (en-US) and becomes reachable; the audit history keeps
-- what was written at the time.
UPDATE policy_release
SET locale = (
    SELECT string_agg(
        CASE WHEN n = 1 THEN lower(part) WHEN length(part) = 4 THEN initcap(part) ELSE upper(part) END,
        '-' ORDER BY n
    )
    FROM unnest(string_to_array(locale, '-')) WITH ORDINALITY AS subtag(part, n)
)
WHERE locale !~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$'
  AND locale ~* '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$';

CREATE FUNCTION policy_categories_valid(categories text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path = pg_catalog
    RETURN (
        SELECT coalesce(bool_and(category IS NOT NULL AND length(category) <= 100
            AND category ~ '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'), true)
        FROM unnest(categories) AS category
    );

-- Anything left cannot be mended by a rule (TOYS_ might mean TOYS): name the releases so an operator
-- retires or republishes them, rather than failing on an anonymous constraint violation.
DO $$
DECLARE
    offending text;
BEGIN
    SELECT string_agg(DISTINCT r.release_id::text, ', ') INTO offending
    FROM policy_release AS r
    LEFT JOIN policy_chunk AS c ON c.release_id = r.release_id
    WHERE r.locale !~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$'
       OR NOT policy_categories_valid(r.categories)
       OR NOT policy_categories_valid(c.applies_to_categories);
    IF offending IS NOT NULL THEN
        RAISE EXCEPTION 'releases with a locale or category the API cannot serve: %', offending
            USING HINT = 'retire them (or delete their rows) and republish with a canonical locale and UPPER_SNAKE categories';
    END IF;
END
$$;

ALTER TABLE policy_release
    ADD CONSTRAINT policy_release_locale_canonical
        CHECK (locale ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$'),
    ADD CONSTRAINT policy_release_categories_upper_snake CHECK (policy_categories_valid(categories));

ALTER TABLE policy_chunk
    ADD CONSTRAINT policy_chunk_applies_to_categories_upper_snake CHECK (policy_categories_valid(applies_to_categories));
