"""Adapter details that need no database: the DSN options the pool connects with."""

from __future__ import annotations

from psycopg import conninfo

from retrieval.adapters.postgres import timeouts_dsn


def test_statement_timeout_is_added_to_the_dsn() -> None:
    parts = conninfo.conninfo_to_dict(timeouts_dsn("host=/tmp dbname=policy_review user=policy_reader", 2.5))
    # Retrieval sessions are read-only whatever the role could do.
    assert parts["options"] == (
        "-c statement_timeout=2500 -c default_transaction_read_only=on -c plan_cache_mode=force_generic_plan"
    )
    assert (parts["dbname"], parts["user"]) == ("policy_review", "policy_reader")


def test_single_statement_pools_skip_transactions() -> None:
    from services.database import make_pool

    single, default = make_pool("dbname=x", autocommit=True).kwargs, make_pool("dbname=x").kwargs
    assert isinstance(single, dict)
    assert isinstance(default, dict)
    assert single["autocommit"] is True
    assert default["autocommit"] is False


def test_existing_options_are_kept() -> None:
    dsn = "postgresql://reader@db.example:5432/policy_review?options=-c%20search_path%3Dpublic&sslmode=require"
    parts = conninfo.conninfo_to_dict(timeouts_dsn(dsn, 0.0001))
    assert parts["options"] == (
        "-c search_path=public -c statement_timeout=1 -c default_transaction_read_only=on "
        "-c plan_cache_mode=force_generic_plan"
    )
    assert parts["sslmode"] == "require"
