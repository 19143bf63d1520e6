-- Retrieval calibration as data: the similarity gate measured for one embedder (model + dimensions)
-- and retrieval mode on a labelled dataset, with the figures it achieved. Append-only: a new
-- calibration is a new row, the newest row of an (embedder, mode) is the one retrieval loads, and
-- earlier rows stay as the history of what served when.
-- depends: 0004.policy-timeline

CREATE TABLE retrieval_calibration (
    calibration_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    embedding_model       text             NOT NULL CHECK (length(embedding_model) BETWEEN 1 AND 200),
    embedding_dimensions  integer          NOT NULL CHECK (embedding_dimensions > 0),
    retrieval_mode        text             NOT NULL CHECK (retrieval_mode IN ('vector', 'hybrid')),
    similarity_threshold  double precision NOT NULL CHECK (similarity_threshold BETWEEN -1 AND 1),
    -- The full-text gate the figures were measured with (hybrid only).
    lexical_threshold     double precision CHECK (lexical_threshold >= 0 AND lexical_threshold < 1),
    method                text             NOT NULL,
    dataset               text             NOT NULL,
    -- SHA-256 over the ACTIVE releases of this embedder (release id + checksum) when measured.
    corpus_version        text             NOT NULL,
    listings              integer          NOT NULL CHECK (listings >= 0),
    relevant_sections     integer          NOT NULL CHECK (relevant_sections >= 0),
    section_recall        double precision NOT NULL CHECK (section_recall BETWEEN 0 AND 1),
    section_precision     double precision NOT NULL CHECK (section_precision BETWEEN 0 AND 1),
    calibrated_at         timestamptz      NOT NULL DEFAULT now(),
    CHECK ((retrieval_mode = 'hybrid') = (lexical_threshold IS NOT NULL))
);

-- Retrieval reads the newest row of its embedder and mode.
CREATE INDEX retrieval_calibration_latest
    ON retrieval_calibration (embedding_model, embedding_dimensions, retrieval_mode, calibrated_at DESC, calibration_id DESC);

GRANT SELECT ON retrieval_calibration TO policy_reader;
GRANT SELECT, INSERT ON retrieval_calibration TO policy_writer;
