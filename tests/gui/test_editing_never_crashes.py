"""Editing never crashes: on every shipped sample, the editor of every editable cell of the Workloads, Hardware
and Assumptions sheets is opened, given a value and left with each way a user leaves a cell (Tab, Shift+Tab,
Enter, Return, Escape, Ctrl+Enter, a click on another cell), through real key and mouse events on the focused
widget. faulthandler is on (pytest's default): a crash prints the Python stack that caused it.

Each test is one sample, one sheet's column and one way of leaving, over every row of that column; a failure
names the row. Every session checks what a user sees: the editor closed, the cell holds what was typed (as
text in a text column: a name '2024' stays a name), Escape changes nothing, and the next cell's editor that
Tab opened and Tab left again keeps its cell as it was. The values typed are the awkward ones: text that reads
as a number, an ingress id that reads as a number (the crash of issue 13), sizes with units, formulas,
formulas that fail, values out of range. Each way of leaving types its own value, so the tests of a sample
follow each other on one window without being undone (every commit is a change the plan recomputes).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPoint, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyleOptionViewItem,
    QWidget,
)
from tests.gui.conftest import discard_and_close, popups_give_the_focus_back

from cicsplan.core.model.applicability import tls_choices
from cicsplan.core.plan.fields import BOOL, HARDWARE_FIELDS
from cicsplan.gui.main_window import start_window
from cicsplan.gui.sheets.workloads import COLUMNS as WORKLOAD_COLUMNS
from conftest import SAMPLES

pytestmark = [pytest.mark.gui, pytest.mark.slow]  # about 7,700 editor sessions: minutes, not seconds

SAMPLE_FILES = sorted(SAMPLES.glob("*.cicsplan.json"))
K = Qt.Key
M = Qt.KeyboardModifier
# how a user leaves a cell; Shift+Tab arrives as Backtab, keypad Enter with the keypad modifier
LEAVE = {"Tab": (K.Key_Tab, M.NoModifier), "Shift+Tab": (K.Key_Backtab, M.ShiftModifier),
         "Enter": (K.Key_Enter, M.KeypadModifier), "Return": (K.Key_Return, M.NoModifier),
         "Escape": (K.Key_Escape, M.NoModifier), "Ctrl+Enter": (K.Key_Return, M.ControlModifier), "click": None}
WAYS = list(LEAVE)


@dataclass(frozen=True)
class Typed:
    """What the test types into a cell and what the plan must hold once it is committed."""

    text: str
    stored: object


def seven(*values: Typed) -> list[Typed]:
    assert len(values) == len(WAYS)
    return list(values)


T = Typed
# Workloads: every editable column typed into, one value per way of leaving (in the order of LEAVE)
WORKLOAD_TYPED = {
    "name": seven(T("2024", "2024"), T("Orders", "Orders"), T("3270", "3270"), T("1e3", "1e3"),
                  T("never stored", None), T("  Ünïcode ✓  ", "Ünïcode ✓"), T("=not a formula", "=not a formula")),
    "ingress": seven(T("3270", "3270"), T("ctg-exci", "ctg-exci"), T("mq-trigger-every", "mq-trigger-every"),
                     T("ctg-ip", "ctg-ipic"), T("ws-soap", None), T("cws-https-pooled", "cws-https-pooled"),
                     T("3270", "3270")),
    "region": seven(T("0042", "0042"), T("TOR", "TOR"), T("1", "1"), T("AOR", "AOR"), T("X", None),
                    T("CICS", "CICS"), T("2.5", "2.5")),
    "tps": seven(T("1,250.5", 1250.5), T("=peak_tps*0.5", "=peak_tps*0.5"), T("100", 100), T("-5", -5),
                 T("7", None), T("=1/0", "=1/0"), T("1e3", 1000.0)),
    "payload_in_bytes": seven(T("32 KB", 32768), T("4096", 4096), T("=2*1024", "=2*1024"), T("1 MB", 1048576),
                              T("9", None), T("x", "x"), T("100 bytes", 100)),
    "payload_out_bytes": seven(T("=2*1024", "=2*1024"), T("0", 0), T("64k", 65536), T("1.5", 1.5), T("9", None),
                               T("=1/0", "=1/0"), T("2 KiB", 2048)),
    "xml_elements_in": seven(T("1000", 1000), T("1", 1), T("=10*10", "=10*10"), T("-1", -1), T("9", None),
                             T("5", 5), T("abc", "abc")),
    "xml_elements_out": seven(T("=1/0", "=1/0"), T("1000", 1000), T("2", 2), T("0", 0), T("9", None), T("3", 3),
                              T("4", 4)),
    "xml_tag_bytes": seven(T("12", 12), T("15.5", 15.5), T("99", 99), T("=3*4", "=3*4"), T("9", None), T("1", 1),
                           T("2", 2)),
    "app_gcp_ms": seven(T("0.125", 0.125), T("1", 1), T("=0.1*2", "=0.1*2"), T("0", 0), T("9", None),
                        T("2.5", 2.5), T("1e-05", 1e-05)),
    "app_ziip_ms": seven(T("0.2", 0.2), T("1", 1), T("=0.1*3", "=0.1*3"), T("0", 0), T("9", None), T("2.5", 2.5),
                         T("x", "x")),
    "app_machine": seven(T("3931-705", "3931-705"), T("z16 705", "z16 705"), T("3906-M04", "3906-M04"),
                         T("9999-1", "9999-1"), T("x", None), T("2964", "2964"), T("2817-779", "2817-779")),
    "app_lpar_cps": seven(T("5", 5), T("1", 1), T("2.5", 2.5), T("=1+1", "=1+1"), T("9", None), T("300", 300),
                          T("0", 0)),
    "app_cpu_source": seven(T("RMF 7 May, class MOBILE", "RMF 7 May, class MOBILE"), T("2024", "2024"),
                            T("=not a formula", "=not a formula"), T("  padded  ", "padded"), T("z", None),
                            T("0", "0"), T("Ünïcode ✓", "Ünïcode ✓")),
    "app_qr_ms": seven(T("0.05", 0.05), T("0.5", 0.5), T("nan", "nan"), T("0", 0), T("9", None), T("1", 1),
                       T("2", 2)),
    "app_qr_share": seven(T("0.5", 0.5), T("1", 1), T("1.5", 1.5), T("=0.25*2", "=0.25*2"), T("9", None),
                          T("0", 0), T("-1", -1)),
    "other_latency_ms": seven(T("4", 4), T("0", 0), T("=2*3", "=2*3"), T("-1", -1), T("9", None), T("1.5", 1.5),
                              T("x", "x")),
    "response_target_ms": seven(T("20", 20), T("0.5", 0.5), T("=10*2", "=10*2"), T("0", 0), T("9", None),
                                T("1e6", 1000000.0), T("fast", "fast")),
    "response_target_factor": seven(T("2", 2), T("1.5", 1.5), T("0.5", 0.5), T("=1+1", "=1+1"), T("9", None),
                                    T("3", 3), T("10", 10)),
    "servers": seven(T("2", 2), T("1", 1), T("2.5", 2.5), T("=1+1", "=1+1"), T("9", None), T("3", 3), T("4", 4)),
    "notes": seven(T("1e3", "1e3"), T("a note", "a note"), T("32 KB", "32 KB"), T("=x", "=x"), T("y", None),
                   T("0", "0"), T("yes", "yes")),
}
# drop-downs: opened with F2; Down (or Up at the end of the list) picks the neighbouring entry
WORKLOAD_CHOICES = {"tls": ["", "full", "partial", "pooled"], "channel": [False, True],
                    "uss_process_overhead": [False, True],
                    "app_reference": ["", "rtw-v5.5", "rtw-v5.4", "dsw-v5.5", "dsw-v5.4", "rtw-3270-v3.1",
                                      "rtw-ws-v3.1"]}
# cells edited in a dialog of their own, driven with real keys by their own tests
DIALOG_COLUMNS = {"routing": "the routing editor: tests/gui/test_routing_cell.py"}
EDITABLE_WORKLOAD_COLUMNS = [c.key for c in WORKLOAD_COLUMNS if not c.computed and c.key not in DIALOG_COLUMNS]
assert {c.key for c in WORKLOAD_COLUMNS if not c.computed} == (set(WORKLOAD_TYPED) | set(WORKLOAD_CHOICES)
                                                              | set(DIALOG_COLUMNS)), "a new column needs values"

GROUP_TYPED = {"name": seven(T("1", "1"), T("TOR", "TOR"), T("0042", "0042"), T("AOR", "AOR"), T("X", None),
                             T("G2", "G2"), T("3", "3")),
               "regions": seven(T("3", 3), T("1", 1), T("=2*2", "=2*2"), T("0", 0), T("9", None), T("2", 2),
                                T("5", 5))}
HARDWARE_TYPED = {
    # a machine type without its model is text: the engine says what is missing
    "machine": seven(T("2964", "2964"), T("3931-703", "3931-703"), T("2817-779", "2817-779"), T("9999-1", "9999-1"),
                     T("2964-701", None), T("3906-M04", "3906-M04"), T("2964-701", "2964-701")),
    "cps": seven(T("4", 4), T("8", 8), T("=2*3", "=2*3"), T("0", 0), T("9", None), T("3", 3), T("2", 2)),
    "ziips": seven(T("2", 2), T("0", 0), T("1", 1), T("=1/0", "=1/0"), T("9", None), T("3", 3), T("4", 4)),
    "existing_cp_busy_pct": seven(T("12.5", 12.5), T("0", 0), T("50", 50), T("120", 120), T("9", None),
                                  T("=10*2", "=10*2"), T("5", 5)),
    "existing_ziip_busy_pct": seven(T("=5*2", "=5*2"), T("0", 0), T("30", 30), T("x", "x"), T("9", None),
                                    T("1", 1), T("2", 2)),
    "target_cp_busy_pct": seven(T("85", 85), T("90", 90), T("70.5", 70.5), T("0", 0), T("9", None), T("100", 100),
                                T("95", 95)),
    "crypto_coprocessors": seven(T("2", 2), T("1", 1), T("0", 0), T("3", 3), T("9", None), T("4", 4), T("5", 5)),
    "existing_card_busy_pct": seven(T("10", 10), T("0", 0), T("20", 20), T("30", 30), T("9", None), T("40", 40),
                                    T("50", 50)),
    "client_stacks": seven(T("3", 3), T("1", 1), T("2", 2), T("4", 4), T("9", None), T("5", 5), T("6", 6)),
    "weight": seven(T("52", 52), T("300", 300), T("1", 1), T("0", 0), T("9", None), T("999", 999), T("25", 25)),
    "lpar_name": seven(T("PROD1", "PROD1"), T("0042", "0042"), T("SYSA", "SYSA"), T("X", "X"), T("9", None),
                       T("P2", "P2"), T("Z", "Z")),
    "ziip_weight": seven(T("52", 52), T("300", 300), T("1", 1), T("0", 0), T("9", None), T("999", 999),
                         T("25", 25)),
    "absolute_cap_cps": seven(T("2.5", 2.5), T("1", 1), T("=1+1", "=1+1"), T("0", 0), T("9", None), T("300", 300),
                              T("3", 3)),
    "defined_capacity_msu": seven(T("300", 300), T("0", 0), T("=100*2", "=100*2"), T("-1", -1), T("9", None),
                                  T("1,250", 1250), T("50", 50)),
    "machine_cps": seven(T("10", 10), T("5", 5), T("=2*4", "=2*4"), T("0", 0), T("9", None), T("300", 300),
                         T("7", 7)),
    "machine_ziips": seven(T("4", 4), T("0", 0), T("=1+1", "=1+1"), T("x", "x"), T("9", None), T("2", 2),
                           T("1", 1)),
}
# the other LPARs' table (Hardware sheet): every column, typed into as a user does
PARTITION_TYPED = {
    "name": seven(T("1", "1"), T("PROD2", "PROD2"), T("0042", "0042"), T("TEST", "TEST"), T("X", None),
                  T("P3", "P3"), T("3", "3")),
    "logical_cps": seven(T("4", 4), T("2", 2), T("=2*2", "=2*2"), T("0", 0), T("9", None), T("300", 300), T("1", 1)),
    "weight": seven(T("300", 300), T("1", 1), T("=100*2", "=100*2"), T("0", 0), T("9", None), T("1500", 1500),
                    T("25", 25)),
    "busy_pct": seven(T("50", 50), T("0", 0), T("12.5", 12.5), T("120", 120), T("9", None), T("x", "x"),
                      T("100", 100)),
    "logical_ziips": seven(T("2", 2), T("0", 0), T("1", 1), T("-1", -1), T("9", None), T("3", 3), T("4", 4)),
    "ziip_weight": seven(T("200", 200), T("1", 1), T("999", 999), T("0", 0), T("9", None), T("50", 50),
                         T("25", 25)),
    "ziip_busy_pct": seven(T("30", 30), T("0", 0), T("99.5", 99.5), T("101", 101), T("9", None), T("5", 5),
                           T("1", 1)),
    "dedicated": seven(T("yes", True), T("no", False), T("maybe", "maybe"), T("y", True), T("9", None),
                       T("n", False), T("no", False)),
    "caps.initial": seven(T("yes", True), T("no", False), T("true", True), T("x", "x"), T("9", None),
                          T("off", False), T("no", False)),
    "caps.absolute_cps": seven(T("2.5", 2.5), T("1", 1), T("0", 0), T("=1/0", "=1/0"), T("9", None), T("3", 3),
                               T("4", 4)),
    "caps.defined_msu": seven(T("300", 300), T("0", 0), T("-3", -3), T("1,250", 1250), T("9", None), T("50", 50),
                              T("10", 10)),
}
HARDWARE_TEXT_FIELDS = [f.key for f in HARDWARE_FIELDS if f.kind != BOOL]
HARDWARE_BOOLS = [f.key for f in HARDWARE_FIELDS if f.kind == BOOL]
assert set(HARDWARE_TEXT_FIELDS) == set(HARDWARE_TYPED), "a new hardware field needs values here"

CASES = ([("Workloads", key) for key in EDITABLE_WORKLOAD_COLUMNS]
         + [("Hardware", key) for key in HARDWARE_TEXT_FIELDS + HARDWARE_BOOLS]
         + [("Hardware", f"region group {key}") for key in GROUP_TYPED]
         + [("Hardware", f"other LPAR {key}") for key in PARTITION_TYPED]
         + [("Assumptions", name) for name in ("variable name", "variable value", "assumption value",
                                               "cost method")])


# ------------------------------------------------------------------------------------------------
# the window: one per sample, shared by that sample's tests


def _no_dialog(*args, **_kwargs):
    raise AssertionError(f"unexpected dialog: {args[1:3]}")


@pytest.fixture(scope="module", params=SAMPLE_FILES, ids=[p.name.removesuffix(".cicsplan.json")
                                                          for p in SAMPLE_FILES])
def sample_window(request, qapp, catalog, tmp_path_factory):
    folder = tmp_path_factory.mktemp("edit")
    (folder / "recovery").mkdir()
    with pytest.MonkeyPatch.context() as patch:
        for kind in ("question", "warning", "critical", "information"):
            patch.setattr(QMessageBox, kind, _no_dialog)
        window = start_window(catalog, QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat),
                              request.param, folder / "recovery")
        window.show()
        window.activateWindow()
        QTest.qWaitForWindowActive(window)
        with popups_give_the_focus_back(window):
            yield window
        discard_and_close(window)


@pytest.fixture
def window(sample_window, qtbot):
    sample_window.activateWindow()
    return sample_window


# ------------------------------------------------------------------------------------------------
# driving


def focused() -> QWidget:
    """Where a key goes: an open pop-up (a completer's list), else the focused widget."""
    return QApplication.activePopupWidget() or QApplication.focusWidget()


def settle() -> None:
    """Qt commits an item editor's data on the next turn of the event loop."""
    QCoreApplication.processEvents()


def press(name: str) -> None:
    key, modifier = LEAVE[name]
    widget = focused()
    assert widget is not None, "nothing has the keyboard focus"
    QTest.keyClick(widget, key, modifier)
    settle()


def type_text(text: str) -> None:
    for ch in text:  # one at a time: a completer's list may open after the first
        key_in(focused(), ch)


def key_in(widget: QWidget, ch: str) -> None:
    """One typed character; beyond ASCII (which QTest cannot map to a key) as a keyboard delivers it."""
    assert widget is not None, "nothing has the keyboard focus"
    if ch.isascii():
        QTest.keyClicks(widget, ch)
        return
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, 0, M.NoModifier, ch))


def click(widget: QWidget, pos: QPoint | None = None) -> None:
    """A click; while a list (of matches) is open, Qt gives a click anywhere else to that list, which closes."""
    pos = pos if pos is not None else widget.rect().center()
    popup = QApplication.activePopupWidget()
    if popup is not None and popup is not widget and not popup.isAncestorOf(widget):
        widget, pos = popup, popup.mapFromGlobal(widget.mapToGlobal(pos))
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    settle()


def editing(view: QAbstractItemView) -> bool:
    return view.state() == QAbstractItemView.State.EditingState


def leave_cell(view: QAbstractItemView, how: str, other: QModelIndex) -> QModelIndex | None:
    """Leave the open editor; when Tab or Shift+Tab opened the next cell's editor, leave that one the same
    way (it must keep its cell as it was); the index of that neighbour, if any."""
    for _attempt in range(2):  # a list of matches open under the editor takes the first click or Escape
        list_open = QApplication.activePopupWidget() is not None
        if how == "click":
            view.scrollTo(other)
            click(view.viewport(), view.visualRect(other).center())
        else:
            press(how)
        if not (list_open and how in ("click", "Escape") and editing(view)):
            break
    if how not in ("Tab", "Shift+Tab") or not editing(view):
        return None  # any other way of leaving must have closed the editor: the caller checks
    neighbour = view.currentIndex()
    press(how)
    if editing(view):  # a third editor: not part of this session
        press("Escape")
    return neighbour


def check_stored(where: str, holds: object, wanted: object) -> None:
    assert holds == wanted and type(holds) is type(wanted), f"{where}: holds {holds!r}, wanted {wanted!r}"


def session(qtbot, where: str, run) -> None:
    """One editor session; an exception anywhere in Qt's calls to the workbook fails it by name."""
    with qtbot.captureExceptions() as exceptions:
        run()
    assert not exceptions, f"{where}: " + "\n".join(str(e[1]) for e in exceptions)


# ------------------------------------------------------------------------------------------------
# the grids


def edit_table_cell(qtbot, view, get_raw, row: int, column: int, typed: Typed | None, how: str,
                    other_column: int, where: str) -> None:
    """One session on a grid cell: ``typed`` is typed (the first key opens the editor, as users do), or, for
    a drop-down (typed None), F2 opens it and Down or Up picks the neighbouring entry."""
    model = view.model()
    index = model.index(row, column)
    before = get_raw(row, column)
    around: dict[tuple[int, int], object] = {}
    picked: list = []
    if not model.flags(index) & Qt.ItemFlag.ItemIsEditable:
        check_not_offered(qtbot, view, index, typed, where)
        check_stored(f"{where}, a field that does not apply", get_raw(row, column), before)
        return

    def run() -> None:
        view.scrollTo(index)
        view.setCurrentIndex(index)
        view.setFocus()
        if typed is None:
            QTest.keyClick(view, K.Key_F2)
            assert editing(view), f"{where}: no editor opened"
            box = focused()
            step = K.Key_Down if box.currentIndex() < box.count() - 1 else K.Key_Up
            QTest.keyClick(box, step)
            picked.append(box.currentData())
        else:
            key_in(view, typed.text[0])
            assert editing(view), f"{where}: no editor opened"
            type_text(typed.text[1:])
        if how in ("Tab", "Shift+Tab"):
            around.update({(r, c): get_raw(r, c) for r in range(model.rowCount())
                           for c in range(model.columnCount())})
        other = model.index(row if other_column != column else (row + 1) % model.rowCount(), other_column)
        neighbour = leave_cell(view, how, other)
        assert not editing(view), f"{where}: the editor is still open after {how}"
        if neighbour is not None and (neighbour.row(), neighbour.column()) != (row, column):
            key = (neighbour.row(), neighbour.column())
            check_stored(f"{where}: the next cell {key}, opened and left with {how}", get_raw(*key), around[key])

    session(qtbot, where, run)
    if how == "Escape":
        check_stored(f"{where} after Escape", get_raw(row, column), before)
    elif typed is None:
        check_stored(where, edit_value(get_raw(row, column)), picked[0])
    else:
        check_stored(where, get_raw(row, column), typed.stored)


def check_not_offered(qtbot, view, index: QModelIndex, typed: Typed | None, where: str) -> None:
    """A field that does not apply to the row's method (a TLS add-on on a CTG row): no key opens an editor."""

    def run() -> None:
        view.scrollTo(index)
        view.setCurrentIndex(index)
        view.setFocus()
        for key in (K.Key_F2, K.Key_Return):
            QTest.keyClick(view, key)
            assert not editing(view), f"{where}: {key.name} opened an editor where the field does not apply"
        if typed is not None:
            view.setCurrentIndex(index)
            key_in(view, typed.text[0])
            assert not editing(view), f"{where}: typing opened an editor where the field does not apply"

    session(qtbot, where, run)


def edit_value(raw: object) -> str:
    """A drop-down's entry for what a cell holds."""
    return "" if raw is None else ("yes" if raw else "no") if isinstance(raw, bool) else str(raw)


@pytest.mark.parametrize("how", WAYS)
@pytest.mark.parametrize(("sheet", "column"), CASES, ids=[f"{s}-{c}" for s, c in CASES])
def test_every_editor_opens_and_leaves_without_a_crash(qtbot, window, sheet, column, how):
    doc = window.doc
    if sheet == "Workloads":
        window.tabs.setCurrentWidget(window.workloads)
        view, model = window.workloads.table, window.workloads.model
        keys = [c.key for c in model.columns]
        computed = next(i for i, c in enumerate(model.columns) if c.computed)
        typed = WORKLOAD_TYPED[column][WAYS.index(how)] if column in WORKLOAD_TYPED else None

        def get_raw(r, c):
            return doc.scenario.workloads[r].get(keys[c])

        for row in range(model.rowCount()):
            edit_table_cell(qtbot, view, get_raw, row, keys.index(column), typed, how, computed,
                            f"Workloads row {row + 1} {column}, left with {how}")
    elif sheet == "Hardware" and column.startswith("region group"):
        window.tabs.setCurrentWidget(window.hardware)
        view, model = window.hardware.groups_table, window.hardware.groups_model
        if model.rowCount() < 2:  # the samples have no region group: add them as a user does
            view.setFocus()
            QTest.keyClick(view, K.Key_I, M.ControlModifier)  # Insert Row Below
            settle()
        key = column.removeprefix("region group ")
        keys = [c.key for c in model.columns]

        def get_raw(r, c):
            return doc.scenario.region_groups[r].get(keys[c])

        for row in range(model.rowCount()):
            edit_table_cell(qtbot, view, get_raw, row, keys.index(key), GROUP_TYPED[key][WAYS.index(how)], how,
                            1 - keys.index(key), f"Hardware region group row {row + 1} {key}, left with {how}")
    elif sheet == "Hardware" and column.startswith("other LPAR"):
        window.tabs.setCurrentWidget(window.hardware)
        view, model = window.hardware.partitions_table, window.hardware.partitions_model
        window.hardware.right_scroll.ensureWidgetVisible(view)  # as a planner scrolls to it
        if model.rowCount() < 2:  # the samples have no other LPARs: add them as a user does
            view.setFocus()
            QTest.keyClick(view, K.Key_I, M.ControlModifier)  # Insert Row Below
            settle()
        key = column.removeprefix("other LPAR ")
        keys = [c.key for c in model.columns]

        def get_raw(r, c):
            return doc.scenario.partitions[r].get(keys[c])

        other_column = 1 if keys.index(key) != 1 else 2
        for row in range(model.rowCount()):
            edit_table_cell(qtbot, view, get_raw, row, keys.index(key), PARTITION_TYPED[key][WAYS.index(how)], how,
                            other_column, f"Hardware other LPAR row {row + 1} {key}, left with {how}")
    elif sheet == "Hardware":
        window.tabs.setCurrentWidget(window.hardware)
        edit_hardware_field(qtbot, window, column, how)
    else:
        window.tabs.setCurrentWidget(window.assumptions)
        edit_assumptions(qtbot, window, column, how)


# ------------------------------------------------------------------------------------------------
# the Hardware fields and the Assumptions tables


def edit_hardware_field(qtbot, window, key: str, how: str) -> None:
    doc = window.doc
    editors = window.hardware.editors
    field = editors[key]
    other = editors["cps" if key != "cps" else "ziips"]
    window.hardware.left_scroll.ensureWidgetVisible(field)  # as a planner scrolls to the field
    before = doc.scenario.hardware.get(key)
    where = f"Hardware {key}, left with {how}"
    typed = HARDWARE_TYPED[key][WAYS.index(how)] if key in HARDWARE_TYPED else None

    def run() -> None:
        if typed is None:  # a check box: Space toggles it, one undoable edit
            field.setFocus(Qt.FocusReason.TabFocusReason)
            QTest.keyClick(field, K.Key_Space)
        else:
            click(field)
            assert QApplication.focusWidget() is field, f"{where}: the field did not take the focus"
            QTest.keyClick(field, K.Key_A, M.ControlModifier)
            type_text(typed.text)
        for _attempt in range(2):  # a list of matches (machines) takes the first click or Escape
            list_open = QApplication.activePopupWidget() is not None
            if how == "click":
                window.hardware.left_scroll.ensureWidgetVisible(other)
                click(other)
            else:
                press(how)
            if not (list_open and how in ("click", "Escape")):
                break
        if typed is not None and how != "Escape" and QApplication.focusWidget() is field:
            window.hardware.left_scroll.ensureWidgetVisible(other)
            click(other)  # Enter commits and stays: leave the field as a user then does

    session(qtbot, where, run)
    if typed is None:
        default = next(f.default for f in HARDWARE_FIELDS if f.key == key)
        check_stored(where, doc.scenario.hardware.get(key), not (default if before is None else before))
    elif how == "Escape":
        check_stored(f"{where} after Escape", doc.scenario.hardware.get(key), before)
        assert field.text() == ("" if before is None else str(before)), f"{where}: Escape left {field.text()!r}"
    else:
        check_stored(where, doc.scenario.hardware.get(key), typed.stored)


def assumption_typed(assumption, way: int) -> Typed:
    """A value in the allowed range (or an allowed choice), a different one for each way of leaving."""
    if assumption.choices:
        choice = assumption.choices[way % len(assumption.choices)]
        return Typed(choice, choice)
    value = assumption.min + (assumption.max - assumption.min) * (way + 1) / (len(WAYS) + 1)
    value = round(value) if isinstance(assumption.default, int) else round(value, 4)
    value = int(value) if float(value).is_integer() else value
    # the default typed back removes the override: the plan then holds the default, as the catalog gives it
    return Typed(str(value), assumption.default if value == assumption.default else value)


def edit_assumptions(qtbot, window, what: str, how: str) -> None:
    doc, sheet = window.doc, window.assumptions
    if what == "cost method":
        box = sheet.method
        wanted = []

        def run() -> None:
            box.setFocus(Qt.FocusReason.TabFocusReason)
            QTest.keyClick(box, K.Key_Down if box.currentIndex() < box.count() - 1 else K.Key_Up)
            wanted.append(box.currentData())  # a closed drop-down steps through its entries
            if how == "click":
                click(sheet.variables.viewport(), QPoint(5, 5))
            else:
                press(how)

        session(qtbot, f"Assumptions cost method, left with {how}", run)
        check_stored(f"Assumptions cost method, left with {how}", doc.plan.cost_method, wanted[0])
        return

    way = WAYS.index(how)
    if what.startswith("variable"):
        view = sheet.variables
        column, other_column = (0, 2) if what == "variable name" else (1, 2)
        if not view.rowCount():  # no plan variable in this sample: add one as a user does
            click(next(b for b in sheet.findChildren(QPushButton) if b.text() == "Add variable"))

        def get_raw(r, c):
            name = list(doc.plan.variables)[r]
            return name if c == 0 else doc.plan.variables[name]
    else:
        view = sheet.assumptions
        column, other_column = 1, 0
        keys = list(doc.catalog.assumptions)

        def get_raw(r, c):
            return doc.plan.assumptions.get(keys[r], doc.catalog.assumptions[keys[r]].default)

    for row in range(view.rowCount()):
        if what == "variable name":
            typed = Typed(f"v{row}_{way}", f"v{row}_{way}")
        elif what == "variable value":
            typed = seven(T("1,500", 1500), T("=2*3", "=2*3"), T("0.5", 0.5), T("-1", -1), T("9", None),
                          T("=1/0", "=1/0"), T("7", 7))[way]
        else:
            typed = assumption_typed(doc.catalog.assumptions[keys[row]], way)
        edit_table_cell(qtbot, view, get_raw, row, column, typed, how, other_column,
                        f"Assumptions {what} row {row + 1}, left with {how}")


def test_the_grids_have_the_editors_the_harness_drives(window):
    """Drop-downs are driven with F2 and arrow keys, every other cell by typing into a line edit."""
    view = window.workloads.table
    model = window.workloads.model
    keys = [c.key for c in model.columns]
    for key in EDITABLE_WORKLOAD_COLUMNS:
        delegate = view.itemDelegateForColumn(keys.index(key)) or view.itemDelegate()
        index = view.model().index(0, keys.index(key))
        editor = delegate.createEditor(view.viewport(), QStyleOptionViewItem(), index)
        if key in WORKLOAD_CHOICES:
            assert isinstance(editor, QComboBox) and not editor.isEditable(), key
            delegate.setEditorData(editor, index)
            wanted = [edit_value(v) for v in WORKLOAD_CHOICES[key]]
            if key == "tls":  # the add-ons the row's method allows (all of them for a method not known)
                allowed = tls_choices(window.doc.catalog, window.doc.scenario.workloads[0].get("ingress"))
                wanted = [w for w in wanted if allowed is None or w == "" or w in allowed]
            assert [editor.itemData(i) for i in range(editor.count()) if not editor.itemText(i).endswith(
                "(not one of the allowed values)")] == wanted, key
        else:
            assert isinstance(editor, QLineEdit | QComboBox), key
        editor.deleteLater()
    assert isinstance(window.hardware.editors["machine"], QLineEdit)
