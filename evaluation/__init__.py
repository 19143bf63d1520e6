"""The evaluation harness: a reviewed dataset, safety gates, quality metrics and reports against a live gateway."""
