-- Policy releases on a timeline per scope, with approval and an append-only audit history.
-- A release on the timeline (ACTIVE) is in force from lower(validity) until upper(validity)
-- (NULL: no successor yet); the database refuses overlapping validity within a scope.
-- depends: 0003.section-applicability

ALTER TABLE policy_release DROP CONSTRAINT policy_release_status_check;
ALTER TABLE policy_release ADD CONSTRAINT policy_release_status_check
    CHECK (status IN ('INDEXING', 'AWAITING_APPROVAL', 'ACTIVE', 'REJECTED', 'RETIRED', 'FAILED'));

ALTER TABLE policy_release
    ADD COLUMN validity         daterange,
    -- The embedded PostgreSQL ships no btree_gist, so text equality cannot join a GiST
    -- exclusion constraint; a point range over a 64-bit hash of the scope can. A hash
    -- collision could only refuse a valid release, never admit an overlapping one.
    ADD COLUMN scope_key        bigint GENERATED ALWAYS AS (
        hashtextextended(policy_id || '/' || marketplace || '/' || locale, 0)
    ) STORED,
    -- Section ids, headings, finding codes and text, kept after the chunks are removed so
    -- diffs, the catalog and the history can still show what a release said.
    ADD COLUMN sections         jsonb       NOT NULL DEFAULT '[]'::jsonb,
    ADD COLUMN published_by     text        NOT NULL DEFAULT 'unknown' CHECK (length(published_by) BETWEEN 1 AND 200),
    ADD COLUMN approved_by      text        CHECK (length(approved_by) BETWEEN 1 AND 200),
    ADD COLUMN approved_at      timestamptz,
    ADD COLUMN rejected_by      text        CHECK (length(rejected_by) BETWEEN 1 AND 200),
    ADD COLUMN rejected_at      timestamptz,
    ADD COLUMN rejection_reason text        CHECK (length(rejection_reason) BETWEEN 1 AND 500);

-- Today's data carried over: each ACTIVE release is in force from its effective date with no
-- successor yet. RETIRED releases have no chunks left, so they stay off the timeline.
UPDATE policy_release SET validity = daterange(effective_from, NULL, '[)') WHERE status = 'ACTIVE';

UPDATE policy_release AS r
   SET sections = s.sections
  FROM (
        SELECT release_id,
               jsonb_agg(jsonb_build_object(
                   'sectionId', section_id, 'heading', section_heading,
                   'findingCodes', codes, 'text', body) ORDER BY first_chunk) AS sections
          FROM (
                SELECT release_id, section_id, min(section_heading) AS section_heading,
                       -- Chunks were COPYed in document order and never updated: their
                       -- physical order is the best record of the section order there is.
                       min(ctid) AS first_chunk,
                       (array_agg(to_jsonb(supported_finding_codes) ORDER BY ordinal))[1] AS codes,
                       string_agg(content, E'\n\n' ORDER BY ordinal) AS body
                  FROM policy_chunk
                 GROUP BY release_id, section_id
               ) AS per_section
         GROUP BY release_id
       ) AS s
 WHERE r.release_id = s.release_id;

-- A row made ACTIVE without a validity (by hand, or by a tool written before the timeline)
-- joins its timeline open-ended from its effective date; the exclusion constraint below
-- still refuses it where that overlaps another release of its scope.
CREATE FUNCTION policy_release_default_validity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.status = 'ACTIVE' AND NEW.validity IS NULL THEN
        NEW.validity := daterange(NEW.effective_from, NULL, '[)');
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER policy_release_default_validity
    BEFORE INSERT OR UPDATE ON policy_release
    FOR EACH ROW EXECUTE FUNCTION policy_release_default_validity();

ALTER TABLE policy_release
    ADD CONSTRAINT policy_release_validity_only_on_timeline
        CHECK (validity IS NULL OR status IN ('ACTIVE', 'RETIRED')),
    ADD CONSTRAINT policy_release_active_has_validity
        CHECK (status <> 'ACTIVE' OR (validity IS NOT NULL AND NOT isempty(validity))),
    ADD CONSTRAINT policy_release_validity_starts_when_effective
        CHECK (validity IS NULL OR isempty(validity) OR lower(validity) = effective_from),
    ADD CONSTRAINT policy_release_approver_is_not_publisher
        CHECK (approved_by IS NULL OR approved_by <> published_by),
    -- The guarantee "one release in force per scope and day", whatever the order or
    -- concurrency of publishers: GiST checks it against uncommitted rows too, so a
    -- concurrent overlapping writer waits, then fails.
    ADD CONSTRAINT policy_release_no_overlapping_validity
        EXCLUDE USING gist (numrange(scope_key, scope_key, '[]') WITH &&, validity WITH &&)
        WHERE (validity IS NOT NULL);

-- Several releases of a scope are ACTIVE now (scheduled, in force, superseded within retention).
DROP INDEX policy_release_one_active_scope;

-- Every publish, approval, rejection, scheduling, supersession, failure and cleanup.
-- Releases can be deleted (a FAILED row replaced by its retry), so the history names the
-- release instead of referencing it.
CREATE TABLE policy_release_event (
    event_id     bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    occurred_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    event        text        NOT NULL CHECK (event IN (
                     'PUBLISHED', 'APPROVED', 'REJECTED', 'SCHEDULED', 'ACTIVATED', 'SUPERSEDED',
                     'FAILED', 'CLEANED_UP')),
    release_id   uuid        NOT NULL,
    policy_id    text        NOT NULL,
    marketplace  text        NOT NULL,
    locale       text        NOT NULL,
    version      text        NOT NULL,
    actor        text        NOT NULL CHECK (length(actor) BETWEEN 1 AND 200),
    checksum     text        NOT NULL,
    chunk_count  integer     NOT NULL CHECK (chunk_count >= 0),
    detail       text        NOT NULL DEFAULT '' CHECK (length(detail) <= 500)
);

CREATE INDEX policy_release_event_policy ON policy_release_event (policy_id, event_id);

-- Append-only even for roles that were granted more by mistake (TRUNCATE is left to the
-- owner, which tests use to start from an empty store).
CREATE FUNCTION policy_release_event_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'policy_release_event is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER policy_release_event_append_only
    BEFORE UPDATE OR DELETE ON policy_release_event
    FOR EACH ROW EXECUTE FUNCTION policy_release_event_append_only();

INSERT INTO policy_release_event (event, release_id, policy_id, marketplace, locale, version, actor, checksum,
                                  chunk_count, detail)
SELECT CASE WHEN effective_from > current_date THEN 'SCHEDULED' ELSE 'ACTIVATED' END,
       release_id, policy_id, marketplace, locale, version, 'migration 0004', checksum, expected_chunk_count,
       'carried over onto the timeline'
  FROM policy_release
 WHERE status = 'ACTIVE';

REVOKE ALL ON policy_release_event FROM PUBLIC;
GRANT SELECT, INSERT ON policy_release_event TO policy_writer;
