"""Machines and their capacity: IBM's published ratings per model, designations as planners type them,
LSPR per-engine capacity and its imports (zPCR pages, CSV). May use core.common only."""
