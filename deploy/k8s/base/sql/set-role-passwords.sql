-- Sets the login passwords of the least-privilege roles that migrations create without one:
-- policy_reader and policy_writer (0002), policy_memory (0006, the gateway's conversation memory),
-- policy_desk (0010, the gateway's review records and cases).
-- Run with the admin DSN after migrations; passwords come from the environment (secrets), never
-- from arguments, so they stay out of process listings and shell history. Idempotent: re-running
-- it rotates the passwords to whatever the secrets hold now.
\set ON_ERROR_STOP on
\set VERBOSITY terse
\set QUIET on

\getenv reader_password POLICY_READER_PASSWORD
\getenv writer_password POLICY_WRITER_PASSWORD
\getenv memory_password POLICY_MEMORY_PASSWORD
\getenv desk_password POLICY_DESK_PASSWORD
\if :{?reader_password}
\else
  \set reader_password ''
\endif
\if :{?writer_password}
\else
  \set writer_password ''
\endif
\if :{?memory_password}
\else
  \set memory_password ''
\endif
\if :{?desk_password}
\else
  \set desk_password ''
\endif

-- Handed to the DO block through session settings: psql does not interpolate inside $$ bodies.
SELECT set_config('policy_review.reader_password', :'reader_password', false) IS NOT NULL AS reader_set,
       set_config('policy_review.writer_password', :'writer_password', false) IS NOT NULL AS writer_set,
       set_config('policy_review.memory_password', :'memory_password', false) IS NOT NULL AS memory_set,
       set_config('policy_review.desk_password', :'desk_password', false) IS NOT NULL AS desk_set
\gset

DO $$
DECLARE
    reader text := current_setting('policy_review.reader_password');
    writer text := current_setting('policy_review.writer_password');
    memory text := current_setting('policy_review.memory_password');
    desk text := current_setting('policy_review.desk_password');
BEGIN
    -- The message names the variables, never their values.
    IF length(reader) < 16 OR length(writer) < 16 OR length(memory) < 16 OR length(desk) < 16 THEN
        RAISE EXCEPTION 'POLICY_READER_PASSWORD, POLICY_WRITER_PASSWORD, POLICY_MEMORY_PASSWORD and POLICY_DESK_PASSWORD must each be set, at least 16 characters';
    END IF;
    EXECUTE format('ALTER ROLE policy_reader WITH LOGIN PASSWORD %L', reader);
    EXECUTE format('ALTER ROLE policy_writer WITH LOGIN PASSWORD %L', writer);
    EXECUTE format('ALTER ROLE policy_memory WITH LOGIN PASSWORD %L', memory);
    EXECUTE format('ALTER ROLE policy_desk WITH LOGIN PASSWORD %L', desk);
END
$$;

RESET policy_review.reader_password;
RESET policy_review.writer_password;
RESET policy_review.memory_password;
RESET policy_review.desk_password;
\echo 'role passwords set: policy_reader, policy_writer, policy_memory, policy_desk'
