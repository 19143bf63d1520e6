"""Shared plumbing for every Policy Review part: server runtime, settings, errors, telemetry, database, embedders."""
