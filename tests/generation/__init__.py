"""Tests of the generation service: prompt, proposal schema, rules detectors, provider adapters, gRPC service."""
