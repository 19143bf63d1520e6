-- Policy store: immutable releases, their chunks, and the embedding cache.
-- depends:

CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE policy_release (
    release_id              uuid PRIMARY KEY,
    policy_id               text        NOT NULL CHECK (policy_id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
    version                 text        NOT NULL CHECK (length(version) BETWEEN 1 AND 64),
    marketplace             text        NOT NULL CHECK (marketplace IN ('EBAY', 'AMAZON')),
    locale                  text        NOT NULL CHECK (length(locale) BETWEEN 2 AND 35),
    categories              text[]      NOT NULL CHECK (cardinality(categories) > 0),
    effective_from          date        NOT NULL,
    title                   text        NOT NULL DEFAULT '',
    source_url              text        NOT NULL,
    retrieved_at            timestamptz NOT NULL,
    supported_finding_codes text[]      NOT NULL,
    checksum                text        NOT NULL,
    embedding_model         text        NOT NULL,
    embedding_dimensions    integer     NOT NULL CHECK (embedding_dimensions > 0),
    status                  text        NOT NULL CHECK (status IN ('INDEXING', 'ACTIVE', 'RETIRED', 'FAILED')),
    expected_chunk_count    integer     NOT NULL CHECK (expected_chunk_count >= 0),
    failure_reason          text,
    created_at              timestamptz NOT NULL DEFAULT now(),
    activated_at            timestamptz,
    retired_at              timestamptz,
    failed_at               timestamptz,
    -- A version is immutable: one release per version of a policy scope.
    CONSTRAINT policy_release_version_unique UNIQUE (policy_id, marketplace, locale, version)
);

-- The database, not the ingestion code, guarantees one ACTIVE release per policy scope.
CREATE UNIQUE INDEX policy_release_one_active_scope
    ON policy_release (policy_id, marketplace, locale)
    WHERE status = 'ACTIVE';

-- Scope resolution reads only ACTIVE rows of a marketplace and locale.
CREATE INDEX policy_release_active_scope
    ON policy_release (marketplace, locale)
    WHERE status = 'ACTIVE';

CREATE TABLE policy_chunk (
    chunk_id                uuid    PRIMARY KEY,
    release_id              uuid    NOT NULL REFERENCES policy_release (release_id) ON DELETE CASCADE,
    section_id              text    NOT NULL,
    section_heading         text    NOT NULL,
    ordinal                 integer NOT NULL CHECK (ordinal >= 0),
    content                 text    NOT NULL,
    content_hash            text    NOT NULL,
    supported_finding_codes text[]  NOT NULL CHECK (cardinality(supported_finding_codes) > 0),
    metadata                jsonb   NOT NULL DEFAULT '{}'::jsonb,
    embedding_model         text    NOT NULL,
    -- One column per embedding space, each with its own index, so vectors of different
    -- models are never compared. Exactly one is set per row.
    embedding_256           vector(256),
    embedding_768           vector(768),
    search_text             tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', section_heading), 'A') || to_tsvector('english', content)
    ) STORED,
    CONSTRAINT policy_chunk_position_unique UNIQUE (release_id, section_id, ordinal),
    CONSTRAINT policy_chunk_one_space CHECK (num_nonnulls(embedding_256, embedding_768) = 1)
);

-- Exact in-scope search walks this btree (see shared notes: cheap and perfect at review scope sizes).
CREATE INDEX policy_chunk_release ON policy_chunk (release_id);

-- Default offline space: WordLlama l2_supercat, 256 dimensions.
CREATE INDEX policy_chunk_embedding_256_hnsw
    ON policy_chunk USING hnsw (embedding_256 vector_cosine_ops)
    WHERE embedding_256 IS NOT NULL;

-- Production space: embeddinggemma:300m, 768 dimensions.
CREATE INDEX policy_chunk_embedding_768_hnsw
    ON policy_chunk USING hnsw (embedding_768 vector_cosine_ops)
    WHERE embedding_768 IS NOT NULL;

CREATE INDEX policy_chunk_search_text ON policy_chunk USING gin (search_text);

-- Embeddings reused across releases: re-publishing with one edited section embeds only that section.
CREATE TABLE embedding_cache (
    content_hash    text        NOT NULL,
    embedding_model text        NOT NULL,
    dimensions      integer     NOT NULL CHECK (dimensions > 0),
    embedding       vector      NOT NULL CHECK (vector_dims(embedding) = dimensions),
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (content_hash, embedding_model)
);
