"""Guards against a Qt binding that corrupts Python's reference counts.

PySide6 6.12.0 on Python 3.11 releases a reference to None every time a Python override returns
None (a model's data() for an unused role, any void virtual). None's count reaches zero after a few
thousand calls and the interpreter aborts ("none_dealloc"). pyproject.toml pins below 6.12; this
test fails if a pin change brings such a binding back.
"""

import sys

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt


class _Model(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):  # noqa: B008
        return 1

    def columnCount(self, parent=QModelIndex()):  # noqa: B008
        return 1

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return None


def test_returning_none_from_an_override_keeps_nones_reference_count(qapp):
    model = _Model()
    index = model.index(0, 0)
    before = sys.getrefcount(None)
    for _ in range(2000):
        index.data(Qt.ItemDataRole.BackgroundRole)
    assert abs(sys.getrefcount(None) - before) < 50
