"""The gateway: the public review API (gRPC and REST/JSON), request validation, access control and orchestration."""
