"""Repaint only what moved: a grid snapshots what its rows show and, after a recalculation, tells the view
about the rows that differ. Qt then repaints those rows only; a repaint of the whole grid costs more than a
60 Hz frame at a few hundred rows, and most edits move a handful of rows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class RowSnapshot:
    numbers: np.ndarray  # one row per grid row: the figures it shows (NaN where none)
    others: Sequence[object]  # one comparable value per row: its texts, its issues


def changed_rows(old: RowSnapshot | None, new: RowSnapshot) -> list[int] | None:
    """The rows whose figures or texts differ, or None when the grids cannot be compared (rows came or
    went, no earlier snapshot): then everything is to be repainted."""
    rows = len(new.others)
    if old is None or len(old.others) != rows or old.numbers.shape != new.numbers.shape:
        return None
    if new.numbers.size:
        same = (old.numbers == new.numbers) | (np.isnan(old.numbers) & np.isnan(new.numbers))
        moved = ~same.reshape(rows, -1).all(axis=1)
    else:
        moved = np.zeros(rows, dtype=bool)
    return [i for i in range(rows) if moved[i] or old.others[i] != new.others[i]]


def spans(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as (first, last) runs of consecutive rows: one dataChanged per run."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and row == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs
