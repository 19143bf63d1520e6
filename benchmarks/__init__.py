"""Benchmarks: `make bench` runs every module here and prints ratios measured side by side."""
