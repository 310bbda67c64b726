"""Sizes as planners type them, read the same in the grid's size cells and the Routing words."""

from __future__ import annotations

import pytest

from cicsplan.core.plan.sizes import parse_bytes


@pytest.mark.parametrize(("text", "size"), [("32 KB", 32768), ("1 MB", 1048576), ("4,000 bytes", 4000),
                                            ("4000", 4000), ("0.5 kb", 512), ("2 KiB", 2048)])
def test_a_size_with_or_without_a_unit_is_bytes(text, size):
    assert parse_bytes(text) == size


@pytest.mark.parametrize("text", ["big", "2 GB", "=payload*2", "9" * 400 + " KB"])
def test_what_is_not_a_size_is_left_for_the_engine_to_name(text):
    """Hundreds of digits with a unit raised OverflowError in the grid, where the engine's sentence belongs."""
    assert parse_bytes(text) == text
