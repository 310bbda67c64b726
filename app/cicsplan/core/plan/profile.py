"""The hourly profile a scenario may carry: its shape and the example presets the workbook offers.

The multipliers are checked and used by the engine (core.model.daily); the plan keeps them as typed.
"""

from __future__ import annotations

HOURS = 24
MAX_MULTIPLIER = 1000.0  # 1000 x the planned rate in an hour: beyond it a typing slip is likelier than a plan
FIELD = "hourly_profile"

# Example shapes, not measurements: a starting point the planner edits to the day they measured (SMF type 110
# or RMF by hour). Multipliers of the planned (peak-hour) rate, hour 0 = 00:00-01:00.
PRESETS: dict[str, tuple[float, ...]] = {
    "Flat (the planned rate every hour)": (1.0,) * HOURS,
    "Office day, example (peak 10:00-12:00 and 14:00-16:00, quiet night)": (
        0.1, 0.1, 0.1, 0.1, 0.1, 0.15, 0.25, 0.5, 0.8, 0.95, 1.0, 1.0,
        0.85, 0.9, 1.0, 1.0, 0.9, 0.7, 0.45, 0.3, 0.25, 0.2, 0.15, 0.1),
    "Office day with overnight batch window, example (online quiet 01:00-05:00)": (
        0.3, 0.05, 0.05, 0.05, 0.05, 0.15, 0.25, 0.5, 0.8, 0.95, 1.0, 1.0,
        0.85, 0.9, 1.0, 1.0, 0.9, 0.7, 0.45, 0.3, 0.25, 0.2, 0.3, 0.3),
}
