-- Source-tree corpora: files of a directory indexed as a named corpus, one row per chunk with a
-- deterministic id (corpus/path#chunk-N), a manifest row per file (checksum and chunk count,
-- written with the chunks) and one row per indexing run, so a run that died is seen by the next.
-- depends: 0006.conversation-memory

CREATE TABLE source_chunk (
    chunk_id        text    PRIMARY KEY,
    corpus          text    NOT NULL CHECK (corpus ~ '^[a-z0-9][a-z0-9._-]{0,63}$'),
    path            text    NOT NULL CHECK (length(path) BETWEEN 1 AND 1024),
    ordinal         integer NOT NULL CHECK (ordinal >= 0),
    line_start      integer NOT NULL CHECK (line_start >= 1),
    line_end        integer NOT NULL CHECK (line_end >= line_start),
    heading         text    NOT NULL DEFAULT '',
    content         text    NOT NULL,
    checksum        text    NOT NULL,
    embedding_model text    NOT NULL,
    embedding_256   vector(256),
    embedding_768   vector(768),
    search_text     tsvector GENERATED ALWAYS AS (
        -- The path's parts as words (asyncpg/register.py -> asyncpg register py): questions name modules.
        setweight(to_tsvector('simple', translate(path, '/._-', '    ')), 'A') || to_tsvector('english', content)
    ) STORED,
    CONSTRAINT source_chunk_position_unique UNIQUE (corpus, path, ordinal),
    CONSTRAINT source_chunk_one_space CHECK (num_nonnulls(embedding_256, embedding_768) = 1)
);

CREATE INDEX source_chunk_corpus ON source_chunk (corpus, embedding_model);
CREATE INDEX source_chunk_search_text ON source_chunk USING gin (search_text);

-- The per-file manifest: the index holds the whole file at this checksum, in this many chunks.
CREATE TABLE source_file (
    corpus          text        NOT NULL,
    path            text        NOT NULL,
    checksum        text        NOT NULL,
    chunk_count     integer     NOT NULL CHECK (chunk_count >= 0),
    embedding_model text        NOT NULL,
    indexed_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (corpus, path)
);

-- The per-run manifest: a RUNNING row the next run finds means the previous run died.
CREATE TABLE source_index_run (
    run_id        uuid        PRIMARY KEY,
    corpus        text        NOT NULL,
    status        text        NOT NULL CHECK (status IN ('RUNNING', 'COMPLETED', 'FAILED', 'INTERRUPTED')),
    files_seen    integer     NOT NULL DEFAULT 0,
    files_indexed integer     NOT NULL DEFAULT 0,
    files_skipped integer     NOT NULL DEFAULT 0,
    started_at    timestamptz NOT NULL DEFAULT now(),
    finished_at   timestamptz
);

CREATE INDEX source_index_run_corpus ON source_index_run (corpus, status);

GRANT SELECT ON source_chunk TO policy_reader;
GRANT SELECT, INSERT, UPDATE, DELETE ON source_chunk, source_file, source_index_run TO policy_writer;
