"""Pure retrieval logic: scope rule, query rendering, score fusion and bounding, and the ports they use."""
