"""The ingestion job: load, validate, chunk, embed, publish and activate policy releases."""
