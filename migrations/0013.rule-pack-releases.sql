-- Rule pack editions on a timeline, like policy releases: an edition of the offline reviewer's rules
-- (policies/rules/*.yaml) is published, approved by someone other than its publisher, in force from its
-- effective date until the next edition of its scope's, and every step is appended to an audit history.
-- The row records which edition is in force (its content hash); the file supplies the content, which the
-- services load and key by that hash (docs/ingestion.md, "Rule pack editions").
-- depends: 0012.value-checks

-- An edition's scope as one text (marketplaces/locales/categories, empty = all), the timeline's key.
CREATE FUNCTION rule_pack_scope(marketplaces text[], locales text[], categories text[]) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path = pg_catalog
    RETURN array_to_string(marketplaces, ',') || '/' || array_to_string(locales, ',') || '/'
        || array_to_string(categories, ',');

CREATE FUNCTION rule_pack_locales_valid(locales text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path = pg_catalog
    RETURN (
        SELECT coalesce(bool_and(locale IS NOT NULL
            AND locale ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$'), true)
        FROM unnest(locales) AS locale
    );

CREATE TABLE rule_pack_release (
    release_id       uuid        PRIMARY KEY,
    version          text        NOT NULL CHECK (length(version) BETWEEN 1 AND 64),
    -- Empty: every marketplace / locale / category.
    marketplaces     text[]      NOT NULL CHECK (marketplaces <@ ARRAY['EBAY', 'AMAZON']::text[]),
    locales          text[]      NOT NULL CHECK (rule_pack_locales_valid(locales)),
    categories       text[]      NOT NULL CHECK (policy_categories_valid(categories)),
    effective_from   date        NOT NULL,
    -- The file the edition was published from, for the command line; the content is identified by its hash.
    source           text        NOT NULL CHECK (length(source) BETWEEN 1 AND 500),
    content_hash     text        NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
    status           text        NOT NULL CHECK (status IN (
                         'INDEXING', 'AWAITING_APPROVAL', 'ACTIVE', 'REJECTED', 'RETIRED', 'FAILED')),
    validity         daterange,
    -- As policy_release.scope_key (migration 0004): the embedded PostgreSQL has no btree_gist.
    scope_key        bigint      GENERATED ALWAYS AS (
                         hashtextextended(rule_pack_scope(marketplaces, locales, categories), 0)) STORED,
    published_by     text        NOT NULL CHECK (length(published_by) BETWEEN 1 AND 200),
    approved_by      text        CHECK (length(approved_by) BETWEEN 1 AND 200),
    approved_at      timestamptz,
    rejected_by      text        CHECK (length(rejected_by) BETWEEN 1 AND 200),
    rejected_at      timestamptz,
    rejection_reason text        CHECK (length(rejection_reason) BETWEEN 1 AND 500),
    failure_reason   text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    activated_at     timestamptz,
    retired_at       timestamptz,
    failed_at        timestamptz,
    -- An edition is immutable: one row per version of a scope.
    CONSTRAINT rule_pack_release_version_unique UNIQUE (marketplaces, locales, categories, version),
    CONSTRAINT rule_pack_release_validity_only_on_timeline
        CHECK (validity IS NULL OR status IN ('ACTIVE', 'RETIRED')),
    CONSTRAINT rule_pack_release_active_has_validity
        CHECK (status <> 'ACTIVE' OR (validity IS NOT NULL AND NOT isempty(validity))),
    CONSTRAINT rule_pack_release_validity_starts_when_effective
        CHECK (validity IS NULL OR isempty(validity) OR lower(validity) = effective_from),
    CONSTRAINT rule_pack_release_approver_is_not_publisher
        CHECK (approved_by IS NULL OR approved_by <> published_by),
    -- One edition in force per scope and day, whatever the order or concurrency of publishers.
    CONSTRAINT rule_pack_release_no_overlapping_validity
        EXCLUDE USING gist (numrange(scope_key, scope_key, '[]') WITH &&, validity WITH &&)
        WHERE (validity IS NOT NULL)
);

-- Retrieval reads the editions on a timeline.
CREATE INDEX rule_pack_release_on_timeline ON rule_pack_release (effective_from) WHERE status = 'ACTIVE';

CREATE TABLE rule_pack_release_event (
    event_id     bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    occurred_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    event        text        NOT NULL CHECK (event IN (
                     'PUBLISHED', 'APPROVED', 'REJECTED', 'SCHEDULED', 'ACTIVATED', 'SUPERSEDED',
                     'FAILED', 'CLEANED_UP')),
    release_id   uuid        NOT NULL,
    scope        text        NOT NULL,
    version      text        NOT NULL,
    actor        text        NOT NULL CHECK (length(actor) BETWEEN 1 AND 200),
    content_hash text        NOT NULL,
    detail       text        NOT NULL DEFAULT '' CHECK (length(detail) <= 500)
);

CREATE FUNCTION rule_pack_release_event_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'rule_pack_release_event is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER rule_pack_release_event_append_only
    BEFORE UPDATE OR DELETE ON rule_pack_release_event
    FOR EACH ROW EXECUTE FUNCTION rule_pack_release_event_append_only();

REVOKE ALL ON rule_pack_release, rule_pack_release_event FROM PUBLIC;
-- Retrieval reads which edition is in force, and nothing of who published or approved it.
GRANT SELECT (release_id, version, marketplaces, locales, categories, effective_from, content_hash, status, validity)
    ON rule_pack_release TO policy_reader;
GRANT SELECT, INSERT, UPDATE, DELETE ON rule_pack_release TO policy_writer;
GRANT SELECT, INSERT ON rule_pack_release_event TO policy_writer;
