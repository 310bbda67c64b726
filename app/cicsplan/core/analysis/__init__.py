"""Analyses over the model: ranges from assumptions, scenario comparison, the Universal Scalability Law,
calibration from a planner's measurements. May use core.model and everything below it."""
