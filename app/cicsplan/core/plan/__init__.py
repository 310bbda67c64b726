"""The plan: its structure (scenarios, workloads, hardware, variables), its fields, edits, the formula
language, the plan file with its migrations and schema, the limits of what a plan holds, and the issues that
point at a plan's cells. May use core.common only."""
