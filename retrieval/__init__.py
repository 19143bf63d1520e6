"""Retrieval service: resolves which active policy releases apply, then searches only inside them."""
