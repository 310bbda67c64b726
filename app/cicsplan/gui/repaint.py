"""Repaint only what moved: a grid snapshots what its cells show and, after a recalculation, tells the view
about the cells that differ. Qt then repaints those cells only; a repaint of the whole grid costs more than a
60 Hz frame at a few hundred rows. Most edits move a handful of rows; an edit that moves every row (the
LPAR's CPs, a variable) moves their computed figures only, so the inputs beside them are not repainted."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import numpy as np

from cicsplan.core.common.records import dataclass


@dataclass(frozen=True)
class RowSnapshot:
    numbers: np.ndarray  # one row per grid row: the figures it shows (NaN where none)
    others: Sequence[object]  # one comparable value per row: its texts, its issues
    # the grid column showing each column of ``numbers``; None: a figure's change repaints its whole row
    columns: np.ndarray | None = None
    # the decimals each column of ``numbers`` is shown with (style.fixed_decimals), None where it is not a
    # fixed number of decimals: a figure that moved less than its last decimal shows the same text
    decimals: Sequence[int | None] | None = None


@dataclass(frozen=True)
class CellChanges:
    moved: np.ndarray  # rows x grid columns: cells whose answers moved (their cached answers are stale)
    shown: np.ndarray  # the part of ``moved`` whose text or colours are another: the cells to repaint


def changed_cells(old: RowSnapshot | None, new: RowSnapshot, n_columns: int) -> CellChanges | None:
    """Which cells (rows x ``n_columns`` grid columns) moved, and which of them show something else; None
    when the grids cannot be compared (rows came or went, no earlier snapshot): then everything is to be
    repainted. A row whose texts or issues moved is changed whole (its colours and words may all move); a
    figure that moved changes its own cell when the snapshot says which column shows it, else its row, and
    is repainted unless it shows the same text (0.14381 and 0.14383 both read 0.1438)."""
    rows = len(new.others)
    if old is None or len(old.others) != rows or old.numbers.shape != new.numbers.shape:
        return None
    mask = np.zeros((rows, n_columns), dtype=bool)
    shown = np.zeros((rows, n_columns), dtype=bool)
    if new.numbers.size:
        numbers_old, numbers_new = old.numbers.reshape(rows, -1), new.numbers.reshape(rows, -1)
        moved = ~((numbers_old == numbers_new) | (np.isnan(numbers_old) & np.isnan(numbers_new)))
        if new.columns is None:
            mask[moved.any(axis=1)] = True
            shown[:] = mask
        else:
            for k in np.flatnonzero(moved.any(axis=0)).tolist():  # a handful of figure columns: loop over them
                mask[:, new.columns[k]] |= moved[:, k]
                decimals = new.decimals[k] if new.decimals is not None else None
                shown[:, new.columns[k]] |= moved[:, k] if decimals is None else \
                    _text_moved(numbers_old[:, k], numbers_new[:, k], moved[:, k], decimals)
    for i in range(rows):
        if old.others[i] != new.others[i]:
            mask[i] = shown[i] = True
    return CellChanges(mask, shown)


def _text_moved(old: np.ndarray, new: np.ndarray, moved: np.ndarray, decimals: int) -> np.ndarray:
    """Of the figures that moved, those whose text at ``decimals`` decimals is another: a move of one and a
    half units of the last decimal or more always is; a smaller one is written out both ways and compared."""
    text_moved = moved.copy()
    close = moved & np.isfinite(old) & np.isfinite(new) & (np.abs(new - old) < 1.5 * 10.0 ** -decimals)
    for row in np.flatnonzero(close).tolist():
        if f"{old[row]:.{decimals}f}" == f"{new[row]:.{decimals}f}":
            text_moved[row] = False
    return text_moved


def spans(rows: Sequence[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as (first, last) runs of consecutive rows: one dataChanged per run."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and row == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


# Qt's views repaint the part of the viewport a dataChanged covers only while it spans at most this many cells;
# beyond that they repaint the whole viewport (measured with Qt 6.11: 200 cells repaint their rectangle, 201
# the viewport), and with it the frozen Name column laid over the grid
PARTIAL_REPAINT_CELLS = 200


def cell_blocks(mask: np.ndarray) -> list[tuple[int, int, int, int]]:
    """The changed cells as (first row, last row, first column, last column) rectangles: for each run of
    consecutive changed rows, one rectangle per run of adjacent columns that changed in any of its rows. A
    few rectangles (a view's work per dataChanged outweighs repainting the few unchanged cells inside one,
    whose answers stay cached); an edit that moves every row's figures repaints the computed columns only.
    A rectangle of more than PARTIAL_REPAINT_CELLS cells is cut into bands of rows that are not, so that a
    view repaints the changed cells it shows and nothing else."""
    blocks: list[tuple[int, int, int, int]] = []
    for first, last in spans(np.flatnonzero(mask.any(axis=1)).tolist()):
        for first_column, last_column in spans(np.flatnonzero(mask[first:last + 1].any(axis=0)).tolist()):
            band = max(1, PARTIAL_REPAINT_CELLS // (last_column - first_column + 1))
            for top in range(first, last + 1, band):
                blocks.append((top, min(top + band - 1, last), first_column, last_column))
    return blocks


def cached_answer(cache: dict, row_key: Hashable, index, role: int, answer: Callable[[object, int], object]):
    """A cell's answer for a role from a grid's cache (row key -> (column, role) -> answer), asked of
    ``answer(index, role)`` the first time: Qt asks every painted cell for several roles on every repaint."""
    row = cache.get(row_key)
    if row is None:
        row = cache[row_key] = {}
    key = (index.column(), role)
    try:
        return row[key]
    except KeyError:
        value = row[key] = answer(index, role)
        return value
