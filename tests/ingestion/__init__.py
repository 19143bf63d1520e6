"""Acceptance tests of the ingestion job."""
