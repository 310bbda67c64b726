"""The Catalog sheet describes the model it starts on when it is first shown (issue 29: describing it runs the engine
over the model's measured runs, a sixth of the workbook's start, for a sheet a start never shows); what it shows
then is what choosing the model shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def details(sheet) -> str:
    return sheet.details.toPlainText()


def test_the_first_model_is_described_when_the_sheet_is_first_shown(qtbot, window):
    sheet = window.catalog_sheet
    first = sheet.tree.currentItem().data(0, Qt.ItemDataRole.UserRole)
    assert sheet.model.id == first and details(sheet) == ""  # chosen at the start, nothing run for it yet
    index = window.tabs.indexOf(sheet)
    QTest.keyClick(QApplication.focusWidget() or window, getattr(Qt.Key, f"Key_{index + 1}"),
                   Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: details(sheet) != "")
    shown = details(sheet), sheet.rows.rowCount(), [sheet.space.itemText(i) for i in range(sheet.space.count())]
    assert sheet.model.name in shown[0] and shown[1] == len(sheet.model.measurements.rows) and len(shown[2]) > 1
    other = sheet.tree.topLevelItem(1).child(0).data(0, Qt.ItemDataRole.UserRole)
    sheet.show_model(other)
    assert details(sheet) != shown[0]
    sheet.show_model(first)  # chosen again: the same words, rows and address spaces as shown first
    assert (details(sheet), sheet.rows.rowCount(),
            [sheet.space.itemText(i) for i in range(sheet.space.count())]) == shown


def test_showing_the_starting_model_by_name_describes_it(window):
    """Show Model on the model the sheet starts on (from another sheet, before the Catalog is shown): described."""
    sheet = window.catalog_sheet
    sheet.show_model(sheet.model.id)
    assert sheet.model.name in details(sheet)
