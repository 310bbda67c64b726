"""The Day sheet: the scenario's hourly profile (24 multipliers of the planned rates, shared or per workload),
example presets, and each hour's figures with the peak hour and the peak four-hour rolling average MSU.

Every change (a typed multiplier, a preset, a workload's own profile added or removed) is one undoable edit of
the plan. Multipliers are kept as typed, like any cell: one the engine refuses is an error naming its field."""

from __future__ import annotations

import copy
import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.model.daily import assumption_lines, daily_figures, daily_lines, hour_label
from cicsplan.core.plan import edits
from cicsplan.core.plan.profile import FIELD, HOURS, PRESETS
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.grid_keys import KeyedTable
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheets.charts import SERIES, Chart
from cicsplan.gui.sheets.day_chart import draw_day
from cicsplan.gui.sheets.shown import RefreshWhenShown

SHARED = "All workloads (shared profile)"
COLUMNS = ("Multiplier", "Rate (tps)", "CP busy %", "LPAR MSU", "4-hour avg MSU")


class DaySheet(RefreshWhenShown, QWidget):  # the day is computed when the sheet is looked at
    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.which = QComboBox(self)
        self.which.setToolTip("Whose profile to edit: the one all workloads share, or a workload's own "
                              "(which replaces the shared one for that workload)")
        self.which.currentIndexChanged.connect(self.refresh)
        self.presets = QComboBox(self)
        self.presets.addItems(list(PRESETS))
        # the long preset names are read in the open list; closed, the box keeps a small window's row in view
        self.presets.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.presets.setMinimumContentsLength(30)
        self.presets.view().setMinimumWidth(self.presets.view().sizeHintForColumn(0) + 24)
        self.presets.setToolTip("Example shapes, not measurements: start from one, then type the multipliers of "
                                "your own day (SMF 110 or RMF by hour)")
        self.apply_preset = QPushButton("Apply preset", self)
        self.apply_preset.clicked.connect(self._apply_preset)
        self.use_shared = QPushButton("Use the shared profile", self)
        self.use_shared.setToolTip("Remove this workload's own profile: it follows the shared one again")
        self.use_shared.clicked.connect(self._use_shared)
        top = QHBoxLayout()
        for widget in (QLabel("Profile of:", self), self.which, QLabel("Preset:", self), self.presets,
                       self.apply_preset, self.use_shared):
            top.addWidget(widget)
        top.addStretch(1)
        self.table = KeyedTable(HOURS, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.setVerticalHeaderLabels([f"{hour_label(h)}-{hour_label((h + 1) % HOURS)}" for h in range(HOURS)])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.itemChanged.connect(self._typed)
        # as wide as its columns: the chart beside it takes the rest, never the table's figures
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(QLabel("Multipliers of the planned rates, hour by hour (1 = the planned rate; hour 0 = "
                                "00:00-01:00). Each hour is computed by the engine at its rates.", self))
        # the chart beside the table: an edit shows at once in the shape of the day
        self.chart = Chart("LPAR MSU by hour of the day", self)  # short: the table beside it keeps its figures
        middle = QHBoxLayout()
        middle.addWidget(self.table)
        middle.addWidget(self.chart, 1)
        layout.addLayout(middle, 1)
        layout.addWidget(self.summary)
        doc.recomputed.connect(self.refresh_if_shown)
        doc.scenario_switched.connect(self.refresh_if_shown)

    # -- the profile being edited ---------------------------------------------------------------

    def _workload(self) -> str | None:
        """The workload whose own profile is edited, or None for the shared one."""
        return None if self.which.currentIndex() <= 0 else self.which.currentText()

    def _profile(self) -> dict:
        return copy.deepcopy(self.doc.scenario.hourly_profile or {})

    def _shown_list(self, profile: dict) -> list:
        shared = profile.get("all", [1.0] * HOURS)
        name = self._workload()
        if name is None:
            return list(shared) if isinstance(shared, list) else [1.0] * HOURS
        own = (profile.get("workloads") or {}).get(name)
        return list(own if isinstance(own, list) else shared if isinstance(shared, list) else [1.0] * HOURS)

    def _store(self, values: list, label: str) -> None:
        profile = self._profile()
        name = self._workload()
        if name is None:
            profile["all"] = values
        else:
            profile.setdefault("workloads", {})[name] = values
        self.doc.set_hourly_profile(profile, label)

    def _typed(self, item: QTableWidgetItem) -> None:
        if item.column() != 0:
            return
        values = self._shown_list(self._profile())
        if len(values) != HOURS:  # a list of the wrong length from a file: edited as 24 hours from now on
            values = (values + [1.0] * HOURS)[:HOURS]
        hour = item.row()
        typed = edits.normalise(item.text())
        if typed is None:  # a cleared cell: an hour has no "nothing", so the plan keeps its value
            self.refresh()
            return
        values[hour] = typed
        whose = "shared profile" if self._workload() is None else f"profile of {self._workload()}"
        self._store(values, f"Set {hour_label(hour)} in the {whose}")
        self.refresh()  # a refused or unchanged edit shows the plan's value again

    def _apply_preset(self) -> None:
        name = self.presets.currentText()
        self._store(list(PRESETS[name]), f"Apply the hourly preset '{name.split(' (')[0]}'")

    def _use_shared(self) -> None:
        name = self._workload()
        profile = self._profile()
        own = profile.get("workloads") or {}
        if name is None or name not in own:
            return
        del own[name]
        if not own:
            profile.pop("workloads", None)
        self.doc.set_hourly_profile(profile or None, f"Use the shared profile for {name}")

    # -- display -----------------------------------------------------------------------------------

    @qt_override
    def refresh(self, *_args) -> None:
        self._stale = False
        names = [str(w.get("name")) for w in self.doc.scenario.workloads if w.get("name")]
        wanted = self._workload()
        self.which.blockSignals(True)
        self.which.clear()
        self.which.addItems([SHARED, *names])
        self.which.setCurrentIndex(names.index(wanted) + 1 if wanted in names else 0)
        self.which.blockSignals(False)
        profile = self._profile()
        own = profile.get("workloads") or {}
        self.use_shared.setEnabled(self._workload() in own)
        values = self._shown_list(profile)
        day = daily_figures(self.doc.result)
        dim = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        window = set(day.peak_window_hours) if day is not None else set()
        self.table.blockSignals(True)
        for hour in range(HOURS):
            value = values[hour] if hour < len(values) else ""
            texts = [f"{value:g}" if isinstance(value, float | int) and not isinstance(value, bool) else str(value)]
            if day is not None:
                texts += [f"{day.tps[hour]:,.0f}", f"{day.gcp_busy_pct[hour]:,.1f}", f"{day.lpar_msu[hour]:,.1f}",
                          f"{day.rolling_msu[hour]:,.1f}" + (" ◀ peak window" if hour in window else "")]
            else:
                texts += ["n/a"] * (len(COLUMNS) - 1)
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    item.setForeground(dim)
                else:
                    item.setToolTip(f"Multiplier of the planned rate from {hour_label(hour)}: a number from 0 to "
                                    "1,000 (1 = the planned rate)")
                self.table.setItem(hour, column, item)
        self.table.blockSignals(False)
        self.summary.setText(self._summary(day is not None))
        draw_day(self.chart, self.doc.result, [SERIES[0], SERIES[5]])

    def _summary(self, computed: bool) -> str:
        problems = [e.text() for e in self.doc.result.errors if (e.field or "").startswith(FIELD)]
        if problems:
            return "<b>The profile has errors:</b><br>" + "<br>".join(html.escape(p) for p in problems)
        if not computed:
            return ("The day is not computed: the plan has errors, or the machine's model has no MSU rating "
                    "(see Results).")
        lines = [f"{html.escape(label)}: <b>{html.escape(text)}</b>" for label, text in daily_lines(self.doc.result)]
        notes = [f"<i>{html.escape(a[0].upper() + a[1:])}.</i>" for a in assumption_lines(self.doc.result)]
        return "<br>".join(lines + notes)
