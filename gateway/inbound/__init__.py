"""The gateway's inbound adapters: gRPC servicers, REST transcoding and its HTTP server, the console, MCP."""
