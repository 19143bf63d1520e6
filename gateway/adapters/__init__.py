"""Adapters of the gateway: gRPC clients of the retrieval, generation and validation services."""
