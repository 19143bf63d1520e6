"""Adapters of the ingestion ports (PostgreSQL)."""
