"""Pure ingestion logic: the policy file format, versions, checksums, chunking and the publish decisions."""
