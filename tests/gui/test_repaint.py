"""The grids repaint only the cells an edit moved, and never show a stale figure: after every kind of edit,
each cell either reads the same as before or was announced to the view (and its cached answers dropped)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QColor, QPalette, QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.gui.conftest import edit_current_cell, workloads_sheet

from cicsplan.core.plan.plan import Record
from cicsplan.gui import style
from cicsplan.gui.document import PlanDocument

PAINTED_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole,
                 Qt.ItemDataRole.FontRole, Qt.ItemDataRole.TextAlignmentRole)


class Announced:
    """The top-level rows and cells a model told its views about (None: all of them, after a reset)."""

    def __init__(self, model):
        self.rows: set[int] | None = set()
        self.cells: set[tuple[int, int]] | None = set()
        model.dataChanged.connect(self._changed)
        model.modelReset.connect(self._reset)

    def _changed(self, top_left, bottom_right, _roles=()) -> None:
        if self.rows is not None and not top_left.parent().isValid():
            self.rows.update(range(top_left.row(), bottom_right.row() + 1))
            self.cells.update((row, column) for row in range(top_left.row(), bottom_right.row() + 1)
                              for column in range(top_left.column(), bottom_right.column() + 1))

    def _reset(self) -> None:
        self.rows = self.cells = None

    def clear(self) -> None:
        self.rows, self.cells = set(), set()


def shown(model, parent=QModelIndex()) -> list[tuple]:  # noqa: B008 - read-only default
    """What each top-level row shows (and, for a tree, its children): the answers the painter reads."""
    rows = []
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        cells = tuple(model.data(model.index(row, c, parent), role)
                      for c in range(model.columnCount(parent)) for role in PAINTED_ROLES)
        rows.append((cells, tuple(shown(model, index)) if model.rowCount(index) else ()))
    return rows


def all_indexes(model, parent=QModelIndex()):  # noqa: B008 - read-only default
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            yield model.index(row, column, parent)
        if model.rowCount(model.index(row, 0, parent)):
            yield from all_indexes(model, model.index(row, 0, parent))


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
                width = len(PAINTED_ROLES)
                moved = {(row, k // width) for row, (a, b) in enumerate(zip(old, new, strict=True))
                         for k, (x, y) in enumerate(zip(a[0], b[0], strict=True)) if x != y}
                unannounced = sorted(moved - log.cells)
                assert not unannounced, f"{type(model).__name__}: cells {unannounced} changed unannounced"
                moved_anything |= bool(moved)
        before = [shown(model) for model in grids]
        # the cached answers are the answers: a fresh read of every cell agrees with what the grid shows
        for model in grids:
            for index in all_indexes(model):
                for role in PAINTED_ROLES:
                    assert model.data(index, role) == model._data(index, role), (index.row(), index.column(), role)
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


def figures(model, columns) -> list[tuple]:
    return [tuple(model.data(model.index(row, k)) for k in columns) for row in range(model.rowCount())]


def test_an_edit_moving_every_row_repaints_their_figures_and_not_their_inputs(qtbot, window):
    """The LPAR's CPs typed on the Hardware sheet: every workload's computed figures move and are repainted
    (on the Workloads sheet when it is shown, and on the Results sheet shown after it); the inputs beside
    them (names, methods, rates) did not move and are not repainted."""
    workloads = window.workloads.model
    computed = [k for k, c in enumerate(workloads.columns) if c.computed]
    inputs = [k for k, c in enumerate(workloads.columns) if not c.computed]
    results = window.results.model
    before, results_before = figures(workloads, computed), figures(results, range(1, results.columnCount()))
    log = Announced(workloads)
    window.tabs.setCurrentWidget(window.hardware)
    field = window.hardware.editors["cps"]
    QTest.mouseClick(field, Qt.MouseButton.LeftButton)
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, "5")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert window.doc.scenario.hardware.get("cps") == 5

    rows = range(workloads.rowCount())
    assert {(row, k) for row in rows for k in computed if before[row][computed.index(k)]
            != workloads._data(workloads.index(row, k), Qt.ItemDataRole.DisplayRole)} <= log.cells
    assert not {(row, k) for row in rows for k in inputs} & log.cells  # no input cell repainted
    window.tabs.setCurrentWidget(window.workloads)
    after = figures(workloads, computed)
    result = window.doc.result
    for row in rows:
        assert after[row] != before[row]  # more CPs: every workload's CPU figures move
        for k in computed:
            value = result.value(workloads.columns[k].quantity, row)
            assert after[row][computed.index(k)] == style.fmt_number(value, workloads.columns[k].unit)
    window.tabs.setCurrentWidget(window.results)
    results_after = figures(results, range(1, results.columnCount()))
    assert all(a != b for a, b in zip(results_after, results_before, strict=True))
    for row in range(results.rowCount()):
        for k in range(1, results.columnCount()):
            index = results.index(row, k)
            assert results.data(index) == results._data(index, Qt.ItemDataRole.DisplayRole)


class Painted(QObject):
    """The regions painted on some widgets while it listens."""

    def __init__(self, *widgets):
        super().__init__()
        self.regions = {widget: QRegion() for widget in widgets}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and watched in self.regions:
            self.regions[watched] = self.regions[watched].united(event.region())
        return False


def every_row_edit_on_a_long_plan(window, catalog, workloads: int = 120):
    """The getting-started sample grown to ``workloads`` rows (copies of its own), then an edit that moves every
    row's figures (the LPAR's CPs) made while the sheet on screen is as it was: what was painted."""
    plan = window.doc.plan.copy()
    scenario = plan.scenarios[0]
    sample = list(scenario.workloads)
    scenario.workloads[:] = [Record({**sample[i % len(sample)].values, "name": f"copy {i}"})
                             for i in range(workloads)]
    window.set_document(PlanDocument(catalog, plan))
    return lambda: window.doc.set_cell(window.doc.cell_ref("hardware", 0, "cps"),
                                       window.doc.scenario.hardware.get("cps") + 1)


def settled() -> None:
    for _ in range(5):
        QApplication.processEvents()


def test_an_edit_moving_every_row_repaints_neither_the_frozen_names_nor_the_inputs(window, catalog):
    """Qt repaints a grid's whole viewport for a change of more than 200 cells, and with it the Name column laid
    over it: a frame's worth of painting at 200 rows for cells that did not move. The grid repaints the computed
    cells in view only."""
    edit = every_row_edit_on_a_long_plan(window, catalog)
    sheet = workloads_sheet(window)
    table = sheet.table
    settled()
    computed = [k for k, c in enumerate(sheet.model.columns) if c.computed]
    left = min(table.columnViewportPosition(k) for k in computed)
    assert 0 < left < table.viewport().width()  # computed columns in view, right of the inputs
    painted = Painted(table.viewport(), table.frozen.viewport())
    edit()
    settled()
    grid = painted.regions[table.viewport()].boundingRect()
    assert not grid.isEmpty()  # the figures that moved were repainted
    assert grid.left() >= left  # not the inputs left of them
    assert painted.regions[table.frozen.viewport()].isEmpty()  # nor the names


def test_an_edit_moving_every_row_repaints_the_results_figures_in_view_only(window, catalog):
    edit = every_row_edit_on_a_long_plan(window, catalog)
    window.resize(1280, 800)
    window.tabs.setCurrentWidget(window.results)
    tree = window.results.tree
    tree.setColumnWidth(0, 120)
    for k in range(1, tree.model().columnCount()):
        tree.setColumnWidth(k, 60)
    settled()
    left = tree.header().sectionViewportPosition(2)  # CPU ms/tran: the rates (column 1) do not move
    assert 0 < left < tree.viewport().width()
    painted = Painted(tree.viewport())
    edit()
    settled()
    area = painted.regions[tree.viewport()].boundingRect()
    assert not area.isEmpty() and area.left() >= left


def test_an_edit_moving_every_row_repaints_the_columns_whose_text_moved_only(window, catalog):
    """A figure that moves less than its last decimal shows the same text and is not repainted, and the grid
    repaints the columns that moved to the pixel (Qt's rectangle reached into the next column, which it then
    repainted whole: a third more painting)."""
    edit = every_row_edit_on_a_long_plan(window, catalog)
    table = workloads_sheet(window).table
    settled()
    model = table.model()
    rows = range(table.rowAt(0), table.rowAt(table.viewport().height() - 1) + 1)
    columns = [c for c in range(model.columnCount()) if table.columnViewportPosition(c) < table.viewport().width()]

    def texts() -> dict:
        return {(r, c): model.data(model.index(r, c)) for r in rows for c in columns}

    before = texts()
    painted = Painted(table.viewport())
    edit()
    settled()
    after = texts()
    moved = {c for (r, c), text in after.items() if before[r, c] != text}
    region = painted.regions[table.viewport()]
    repainted = {c for rect in region for c in range(table.columnAt(rect.left()), table.columnAt(rect.right()) + 1)}
    assert moved and repainted == moved


def test_the_workloads_totals_are_redone_when_shown_not_on_every_edit_elsewhere(window):
    """An edit made on another sheet does not repaint or measure the Workloads sheet's totals row (a
    millisecond of every edit); showing the sheet does, with the new totals, and widens a column its new
    total does not fit."""
    sheet = window.workloads
    totals, grid = sheet.totals_model, sheet.table
    engines = [c.key for c in totals.columns].index("wl_gcp_ms")
    window.tabs.setCurrentWidget(window.results)
    settled()
    grid.setColumnWidth(engines, 20)
    narrow = grid.columnWidth(engines)  # as narrow as the header lets it be
    log = Announced(totals)
    window.doc.set_cell(window.doc.cell_ref("hardware", 0, "cps"), window.doc.scenario.hardware.get("cps") + 1)
    settled()
    assert not log.cells and grid.columnWidth(engines) == narrow
    window.tabs.setCurrentWidget(window.workloads)
    settled()
    assert log.cells and grid.columnWidth(engines) > narrow
    text = totals.data(totals.index(0, engines))
    assert text == f"{float(window.doc.result.env['gcp_engines']):.3f} CPs"


def test_a_rate_typed_in_the_grid_shows_its_rows_new_figures_and_the_new_totals(qtbot, window):
    """A one-row edit typed as a user types it: its row shows the figures the engine now gives, painted with the
    colours of a computed cell, every other row shows its own, and the totals row the plan's new total rate."""
    sheet = workloads_sheet(window)
    model, table, totals = sheet.model, sheet.table, sheet.totals_model
    computed = [k for k, c in enumerate(model.columns) if c.computed]
    rate = [c.key for c in model.columns].index("tps")
    before = figures(model, computed)
    table.setCurrentIndex(table.model().index(1, rate))
    painted = Painted(table.viewport())
    edit_current_cell(qtbot, table, "1500")
    settled()
    assert window.doc.scenario.workloads[1].get("tps") == 1500
    result = window.doc.result
    after = figures(model, computed)
    for row in range(model.rowCount()):
        for k in computed:
            column = model.columns[k]
            assert after[row][computed.index(k)] == style.fmt_number(result.value(column.quantity, row), column.unit)
            index = model.index(row, k)
            assert model.data(index, Qt.ItemDataRole.BackgroundRole) == style.computed_background()
    assert after[1] != before[1]
    assert table.visualRect(table.model().index(1, computed[0])).intersects(
        painted.regions[table.viewport()].boundingRect())  # its row was repainted
    assert totals.data(totals.index(0, rate)) == f"{float(result.env['total_tps']):,.0f}"
