"""The listing's query texts; the rendering lives in services.query_text, shared with ingestion's calibration."""

from services.query_text import CONDITION_WORDS, category_words, render_lexical_text, render_query

__all__ = ["CONDITION_WORDS", "category_words", "render_lexical_text", "render_query"]
