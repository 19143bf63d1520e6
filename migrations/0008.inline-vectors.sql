-- Vectors stored inline, and no index the search does not use (issue 11, docs/performance.md).
--
-- A 256-d vector is 1 KB. Beside the chunk's content and its generated search_text the row passes
-- PostgreSQL's 2 KB TOAST threshold, and the incompressible vector was the column moved out of
-- line: the exact in-scope search then read every in-scope vector through the TOAST table (about
-- 9x the buffers of a narrow table). PLAIN keeps vectors in the heap row; content and search_text
-- are compressed or moved out instead, and only the few rows returned are read for them.
-- Rows written before this migration keep their layout until rewritten (VACUUM FULL policy_chunk,
-- or a re-publish of new versions).
--
-- The HNSW indexes were never used by the search (an exact scan inside the scope, MATERIALIZED so
-- the planner cannot choose them) and cost about 7 s of database CPU per 5,000 chunks published.
-- depends: 0006a.source-corpora

ALTER TABLE policy_chunk
    ALTER COLUMN embedding_256 SET STORAGE PLAIN,
    ALTER COLUMN embedding_768 SET STORAGE PLAIN;

DROP INDEX IF EXISTS policy_chunk_embedding_256_hnsw;
DROP INDEX IF EXISTS policy_chunk_embedding_768_hnsw;
