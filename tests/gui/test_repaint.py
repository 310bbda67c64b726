"""The grids repaint only the rows an edit moved, and never show a stale figure: after every kind of edit,
each row either reads the same as before or was announced to the view (and its cached answers dropped)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

PAINTED_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole,
                 Qt.ItemDataRole.FontRole, Qt.ItemDataRole.TextAlignmentRole)


class Announced:
    """The top-level rows a model told its views about (None: all of them, after a reset)."""

    def __init__(self, model):
        self.rows: set[int] | None = set()
        model.dataChanged.connect(self._changed)
        model.modelReset.connect(self._reset)

    def _changed(self, top_left, bottom_right, _roles=()) -> None:
        if self.rows is not None and not top_left.parent().isValid():
            self.rows.update(range(top_left.row(), bottom_right.row() + 1))

    def _reset(self) -> None:
        self.rows = None

    def clear(self) -> None:
        self.rows = set()


def shown(model, parent=QModelIndex()) -> list[tuple]:  # noqa: B008 - read-only default
    """What each top-level row shows (and, for a tree, its children): the answers the painter reads."""
    rows = []
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        cells = tuple(model.data(model.index(row, c, parent), role)
                      for c in range(model.columnCount(parent)) for role in PAINTED_ROLES)
        rows.append((cells, tuple(shown(model, index)) if model.rowCount(index) else ()))
    return rows


def edits(doc):
    """One edit of each kind a planner makes, then every one undone."""
    yield lambda: doc.set_cell(doc.cell_ref("workloads", 1, "tps"), 1500)
    yield lambda: doc.set_mapping("variables", "peak_tps", 5000, "Edit peak_tps")
    yield lambda: doc.set_cell(doc.cell_ref("hardware", 0, "cps"), 5)
    yield lambda: doc.set_cell(doc.cell_ref("workloads", 0, "tps"), -50)
    yield lambda: doc.set_cell(doc.cell_ref("workloads", 2, "ingress"), "cws-https-full")
    yield lambda: doc.set_cell(doc.cell_ref("workloads", 3, "name"), "MQ renamed")
    yield lambda: doc.set_plan_attribute("cost_method", "fitted", "Cost method")
    for _ in range(7):
        yield doc.undo_stack.undo


def test_no_grid_row_is_left_stale_by_any_edit(window):
    window.tabs.setCurrentWidget(window.results)
    window.results.tree.expandAll()
    grids = [window.workloads.model, window.results.model]
    announced = [Announced(model) for model in grids]
    before = [shown(model) for model in grids]
    moved_anything = False
    for edit in edits(window.doc):
        for log in announced:
            log.clear()
        edit()
        for model, log, old in zip(grids, announced, before, strict=True):
            new = shown(model)
            if log.rows is not None:
                moved = {row for row, (a, b) in enumerate(zip(old, new, strict=True)) if a != b}
                assert moved <= log.rows, f"{type(model).__name__}: rows {sorted(moved - log.rows)} changed unannounced"
                moved_anything |= bool(moved)
        before = [shown(model) for model in grids]
        # the cached answers are the answers: a fresh read of every cell agrees with what the grid shows
        workloads = window.workloads.model
        for row in range(workloads.rowCount()):
            for column in range(workloads.columnCount()):
                index = workloads.index(row, column)
                for role in PAINTED_ROLES:
                    assert workloads.data(index, role) == workloads._data(index, role), (row, column, role)
    assert moved_anything


def test_a_rate_edit_repaints_the_rows_whose_figures_moved_only(window):
    """Its own row, and the rows whose response time its rate moves (they queue for the same engines); no other."""
    model = window.workloads.model
    computed = [k for k, c in enumerate(model.columns) if c.computed]

    def shown() -> list[tuple]:
        return [tuple(model.data(model.index(r, k)) for k in computed) for r in range(model.rowCount())]

    before = shown()
    log = Announced(model)
    window.doc.set_cell(window.doc.cell_ref("workloads", 1, "tps"), 1500)
    after = shown()
    moved = {r for r in range(model.rowCount()) if before[r] != after[r]}
    assert 1 in moved and log.rows == moved


def test_a_hardware_edit_repaints_every_row_it_moves(window):
    model = window.workloads.model
    log = Announced(model)
    window.doc.set_cell(window.doc.cell_ref("hardware", 0, "machine"), "3931-710")
    assert log.rows == set(range(model.rowCount()))


def test_cell_colours_follow_a_switch_to_a_dark_palette(window):
    model = window.workloads.model
    index = model.index(0, [c.key for c in model.columns].index("wl_total_ms"))
    light = model.data(index, Qt.ItemDataRole.BackgroundRole)
    app = QApplication.instance()
    original = app.palette()
    dark = QPalette(original)
    dark.setColor(QPalette.ColorRole.Base, QColor("#1e1e1e"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e0e0e0"))
    try:
        app.setPalette(dark)
        QApplication.processEvents()
        assert model.data(index, Qt.ItemDataRole.BackgroundRole) != light
    finally:
        app.setPalette(original)
        QApplication.processEvents()
    assert model.data(index, Qt.ItemDataRole.BackgroundRole) == light
