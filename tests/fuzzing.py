"""One budget for every fuzz and property test: CI runs a fixed, small number of examples; a longer run is
one command (``bash scripts/fuzz.sh`` sets CICSPLAN_FUZZ_SCALE, for instance to 50)."""

from __future__ import annotations

import os

SCALE = float(os.environ.get("CICSPLAN_FUZZ_SCALE", "1") or "1")


def budget(examples: int) -> int:
    """The number of examples a test runs: its CI budget times the scale of this run."""
    return max(1, round(examples * SCALE))
