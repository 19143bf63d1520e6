-- Least-privilege roles: retrieval reads, ingestion writes. Passwords are set by deployment
-- (ALTER ROLE ... PASSWORD from a secret), never here.
-- depends: 0001.policy-store

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'policy_reader') THEN
        CREATE ROLE policy_reader LOGIN;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'policy_writer') THEN
        CREATE ROLE policy_writer LOGIN;
    END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO policy_reader, policy_writer;

GRANT SELECT ON policy_release, policy_chunk TO policy_reader;

GRANT SELECT, INSERT, UPDATE, DELETE ON policy_release, policy_chunk TO policy_writer;
GRANT SELECT, INSERT, UPDATE ON embedding_cache TO policy_writer;
