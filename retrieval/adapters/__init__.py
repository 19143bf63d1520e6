"""Adapters of the retrieval ports: the PostgreSQL + pgvector policy store."""
