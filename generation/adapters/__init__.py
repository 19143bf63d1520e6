"""Provider adapters implementing the domain's ChatModel port (google-genai, ollama)."""
