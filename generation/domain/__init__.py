"""Pure generation logic: prompt rendering, the proposal schema, rules detectors and the reviewer ports."""
