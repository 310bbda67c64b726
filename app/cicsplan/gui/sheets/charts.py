"""The Charts sheet (pyqtgraph): CPU per transaction by address space, utilisation as rates grow,
and general CP vs zIIP. Charts follow edits on a short debounce; hovering shows values."""

from __future__ import annotations

import html
from pathlib import Path

import numpy as np
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.common.userfiles import FileWriteError, write_with
from cicsplan.core.model.limits import ENTITLEMENT_KEY
from cicsplan.core.model.response_curve import above_text
from cicsplan.core.model.result import ScenarioResult
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override
from cicsplan.gui.sheets.lazy_plot import PlotSlot, pg
from cicsplan.gui.sheets.pending_notice import PendingNotice
from cicsplan.gui.sheets.rate_data import RateData, RateDataWorker
from cicsplan.gui.sheets.shown import RefreshWhenShown
from cicsplan.gui.svg_export import svg_of_widget
from cicsplan.report import chart_layout, chart_style

# Okabe-Ito: distinguishable for colour-blind readers; patterns and line styles (chart_style) tell the series
# apart in greys when printed
SERIES = chart_style.PALETTE
NUMBER_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000)  # every how many bars a row number shows
LIMITS_NAMED = 4  # the busy chart's key names this many limits; hovering a line names any
FITTED_KEPT = 20_000  # fitted labels (names x widths) and label sizes a chart remembers; more and it starts again
LEGEND_UNBROKEN_CHARS = 60  # a key entry up to this long is kept on one line


def fit_label(text: str, metrics: QFontMetrics, width: int, lines: int = 2) -> str:
    """``text`` in at most ``lines`` lines of at most ``width`` pixels, broken between words; what does
    not fit is elided on the last line. Tick labels of named categories (workloads, scenarios, sources of
    doubt) use it, so labels never run into each other nor past the plot, where pyqtgraph drops them."""
    width = max(width, metrics.horizontalAdvance("W…"))
    words = text.split()
    out: list[str] = []
    while words and len(out) < lines - 1:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line += " " + words.pop(0)
        if metrics.horizontalAdvance(line) > width:  # one word wider than the room: elide it, the rest follows
            words.insert(0, line)
            break
        out.append(line)
    if words:
        out.append(metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width))
    return "\n".join(out)


def _palette_colours() -> tuple[QColor, QColor]:
    palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)


def _entry_text(name: str) -> str:
    """A key entry as rich text: a workload's name shown as typed (never read as markup), and a short entry kept on
    one line, so that the key wraps between entries ("target CP busy (90%)" never leaves "(90%)" alone on the next
    line); a long one (the numbered limits) wraps where it must."""
    text = html.escape(name)
    return text.replace(" ", "&nbsp;") if len(name) <= LEGEND_UNBROKEN_CHARS else text


def _legend_colour(colour: str, kind: str) -> str:
    """A hatch glyph's strokes are thin: a light colour (yellow) is darkened so they still show."""
    return QColor(colour).darker(130).name() if kind.startswith("pattern:") else colour


def _same(a: object, b: object) -> bool:
    """Whether two items' states (numbers, texts, pens, arrays and tuples of them) are equal, arrays element by
    element (nan equal to nan)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape
                and a.dtype == b.dtype and bool(np.array_equal(a, b, equal_nan=a.dtype.kind in "fc")))
    if isinstance(a, (tuple, list)):
        return type(a) is type(b) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and bool(a == b)


def _rect(r) -> tuple[float, float, float, float]:
    return (r.left(), r.top(), r.right(), r.bottom())


def _to_scene(vb: pg.ViewBox, xs, ys) -> np.ndarray:
    """Points of the plot's data in scene pixels (points x 2), all at once (the view's mapping is affine)."""
    vb.updateMatrix()  # a range set since the last paint is applied first, as mapViewToScene does
    t = vb.childGroup.sceneTransform()
    x, y = np.asarray(xs, dtype=float), np.asarray(ys, dtype=float)
    return np.stack([t.m11() * x + t.m21() * y + t.dx(), t.m12() * x + t.m22() * y + t.dy()], axis=-1)


class Chart(QWidget):
    """A titled plot with hover read-out and PNG/SVG export."""

    plot_resized = Signal()  # the plot's view box changed size (the plot is made when the chart is first shown)

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        background, foreground = _palette_colours()
        self._title, self._background = title, background
        self.slot = PlotSlot(self._make_plot, self)  # the plot itself is made when the chart is first shown
        self.legend = QLabel(self)  # outside the plot, so it never hides a bar
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        self.readout = QLabel(" ", self)
        # a long read-out must not widen the chart past a small window: it is cut, the tooltip has it all
        self.readout.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        export = QPushButton("Export…", self)
        export.setToolTip("Save this chart as PNG or SVG")
        export.clicked.connect(self.export)
        top = QHBoxLayout()
        top.addWidget(self.readout, 1)
        top.addWidget(export)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(top)
        layout.addWidget(self.slot, 1)
        layout.addWidget(self.legend)
        self.hover_points: list[tuple[float, float, str]] = []  # (x, y, text)
        self.foreground = foreground
        self._categories: tuple | None = None
        self._ticks_shown: list | None = None
        self.resize_hooks: list = []  # placements that depend on the plot's size in pixels; cleared with it
        self._minimum_timer = QTimer(self)
        self._minimum_timer.setSingleShot(True)
        self._minimum_timer.setInterval(0)
        self._minimum_timer.timeout.connect(self._follow_plot_minimum)
        self._fitted_labels: dict[tuple[str, str, int, int], str] = {}
        self._items: dict[tuple, object] = {}  # the plot's items of the last draw by key (begin, keep, finish)
        self._previous: dict[tuple, object] = {}
        self._states: dict[tuple, object] = {}  # what each item was given to show
        self._hover_made: dict[tuple, list] = {}  # hover points made this draw and the last, by what they are made of
        self._hover_before: dict[tuple, list] = {}
        self._previous_states: dict[tuple, object] = {}
        self._drawing = False  # between begin and finish
        self._text_sizes: dict[tuple[str, str], tuple[float, float]] = {}  # placed labels' boxes by text and font
        self.placed: object = None  # what the labels were last placed among (ChartsSheet's busy chart)
        self._drawn_from: object = None  # what the last draw was made of, and the view it left (unchanged())

    @property
    def plot(self):
        """The chart's pyqtgraph PlotWidget (made at the first use)."""
        return self.slot.plot()

    def _make_plot(self, parent: QWidget):
        plot = pg.PlotWidget(parent, background=self._background)
        plot.setTitle(self._title, color=self.foreground.name(), size="11pt")
        for axis in ("left", "bottom"):
            plot.getAxis(axis).setPen(self.foreground)
            plot.getAxis(axis).setTextPen(self.foreground)
            plot.getAxis(axis).enableAutoSIPrefix(False)
        plot.showGrid(x=False, y=True, alpha=0.25)
        plot.scene().sigMouseMoved.connect(self._hover)
        self._minimum_timer.start()
        # a view narrower than the plot's minimum leaves the plot clamped at it and its box unresized:
        # the view's own resizes are watched too
        plot.installEventFilter(self)
        # category labels are fitted to the room the plot has now: fitted again when that changes
        plot.getPlotItem().vb.sigResized.connect(self._resized)
        return plot

    def clear(self) -> None:
        self.plot.clear()
        self._items, self._previous, self._states, self._previous_states = {}, {}, {}, {}
        self._hover_made, self._hover_before = {}, {}
        self._ticks_shown = None
        self.placed = None
        self._drawn_from = None
        self.legend.clear()
        self._forget()

    def _forget(self) -> None:
        self.hover_points = []
        self.legend_entries: list[tuple[str, str, str]] = []
        self._categories = None
        self.resize_hooks = []

    # -- a redraw that keeps its items: begin(), keep() each item, finish() -----------------------------
    # Making and adding pyqtgraph items (each connected to the view, the scene and its signals) took most of a
    # redraw: a redraw updates the items of the last one in place (setData, setOpts) and makes only new ones.

    def unchanged(self, made_of: object) -> bool:
        """Whether the last draw (``drew``) was made of ``made_of`` and the view is as that draw left it (not zoomed nor
        panned since): drawing it again would change nothing."""
        return self._drawn_from is not None and _same(self._drawn_from, (made_of, self._view()))

    def drew(self, made_of: object) -> None:
        """This draw was made of ``made_of`` (called once it is fitted, with the view it leaves)."""
        self._drawn_from = (made_of, self._view())

    def _view(self) -> tuple:
        (x0, x1), (y0, y1) = self.plot.getPlotItem().vb.viewRange()
        return (float(x0), float(x1), float(y0), float(y1))

    def begin(self) -> None:
        """Start a draw: the items of the last one wait to be kept; the key, hover texts and labels start empty.
        The key (legend) is shown at ``finish``: a key written entry by entry is laid out again at each."""
        self._previous, self._items = self._items, {}
        self._previous_states, self._states = self._states, {}
        self._hover_before, self._hover_made = self._hover_made, {}
        self._forget()
        self._drawing = True

    def keep(self, key: tuple, make, update=None, state: object = None):
        """The item drawn under ``key``: last draw's, passed to ``update(item)`` unless ``state`` (what the item shows:
        its data, pens, texts) is the same as last draw's, else ``make()`` added to the plot. An item whose state
        did not change is not touched, so a chart none of whose items changed is not painted again. Items stack in
        the order of this draw, as if each were new."""
        while key in self._items:  # two items under one key in a draw: each its own
            key = (*key, "again")
        item = self._previous.pop(key, None)
        if item is None:
            item = make()
            self.plot.addItem(item)
            self.placed = None  # a new item: labels are placed anew
        elif update is not None and (state is None or not _same(state, self._previous_states.get(key))):
            update(item)
        item.setZValue(len(self._items))  # Qt ignores an unchanged z
        self._items[key] = item
        self._states[key] = state
        return item

    def kept_hover(self, key: tuple, make) -> list[tuple[float, float, str]]:
        """``make()``'s hover points (x, y, text), the last draw's when it made them under the same ``key`` (what they
        are made of)."""
        points = self._hover_before.get(key)
        if points is None:
            points = make()
        self._hover_made[key] = points
        return points

    def items(self) -> list:
        """The items of this draw so far (the last draw's that it has not kept yet are on their way out)."""
        return list(self._items.values())

    def finish(self) -> None:
        """End a draw: the items of the last one this draw did not keep leave the plot; the key is shown."""
        for item in self._previous.values():
            self.plot.removeItem(item)
        self._previous, self._previous_states = {}, {}
        self._drawing = False
        self._show_legend()

    def curve(self, key: tuple, x, y, pen) -> None:
        def update(item) -> None:
            item.setData(x, y)
            if item.opts["pen"] != pen:  # pyqtgraph sets the curve's data again with the pen
                item.setPen(pen)

        self.keep(("curve", *key), lambda: pg.PlotDataItem(x, y, pen=pen), update, (x, y, pen))

    def bars(self, key: tuple, **opts) -> None:
        self.keep(("bars", *key), lambda: pg.BarGraphItem(**opts), lambda item: item.setOpts(**opts),
                  tuple(sorted(opts.items())))

    def scatter(self, key: tuple, x: list[float], y: list[float], **opts) -> None:
        self.keep(("scatter", *key), lambda: pg.ScatterPlotItem(x, y, **opts), lambda item: item.setData(x, y, **opts),
                  (x, y, tuple(sorted(opts.items()))))

    def line(self, key: tuple, pos: float, angle: float, pen, label: str | None = None,
             label_opts: dict | None = None) -> None:
        """A level (angle 0) or upright (90) line across the plot; its label's text and options are part of
        its key (pyqtgraph sets them up only when the line is made)."""
        def make():
            return pg.InfiniteLine(pos=pos, angle=angle, pen=pen, label=label, labelOpts=label_opts)

        def update(item) -> None:
            item.setPos(pos)
            item.setPen(pen)

        self.keep(("line", *key, angle, label, repr(sorted((label_opts or {}).items()))), make, update, (pos, pen))

    def text(self, key: tuple, text: str, colour: str, anchor: tuple[float, float]):
        def update(item) -> None:
            item.setText(text)
            item.setColor(colour)
            item.setAnchor(anchor)

        return self.keep(("text", *key), lambda: pg.TextItem(text, color=colour, anchor=anchor), update,
                         (text, colour, anchor))

    def _resized(self, *_args) -> None:
        self._fit_categories()
        for hook in self.resize_hooks:
            hook()
        self._minimum_timer.start()
        self.plot_resized.emit()

    @qt_override(fallback=False)
    def eventFilter(self, watched, event) -> bool:
        if watched is self.slot.built and event.type() == QEvent.Type.Resize:
            self._minimum_timer.start()
        return False

    def _follow_plot_minimum(self) -> None:
        """The plot's own minimum (title, axis labels) is the widget's: a splitter or a small window then
        narrows what is beside the chart instead of cutting off its right-hand side. Set after the resize
        that changed it, not inside it: a view resized within its own resize keeps its old viewport."""
        minimum = int(self.plot.getPlotItem().effectiveSizeHint(Qt.SizeHint.MinimumSize).width()) + 2
        if minimum != self.plot.minimumWidth():
            self.plot.setMinimumWidth(minimum)

    def fit_axis_title(self, axis: str, titles: tuple[str, ...]) -> None:
        """The first of ``titles`` (longest first) that fits along the axis, fitted again on resize."""
        def fit() -> None:
            item = self.plot.getAxis(axis)
            room = self.plot.getPlotItem().vb.width()
            metrics = QFontMetrics(item.label.font())
            chosen = next((t for t in titles if metrics.horizontalAdvance(t) + 8 <= room), titles[-1])
            if item.labelText != chosen:
                self.plot.setLabel(axis, chosen)

        fit()
        self.resize_hooks.append(fit)

    def set_categories(self, axis: str, positions: list[float], names: list[str],
                       short: list[str] | None = None, share: float = 0.4) -> None:
        """Tick labels that name categories (one per bar): on the bottom axis each fits the space between
        bars, on the left axis ``share`` of the chart's width, in up to two lines and elided beyond; fitted
        again whenever the plot is resized. Where the bottom axis has room for too little of the names,
        the ``short`` labels (row numbers) stand in. The hover read-out gives the full names."""
        self._categories = (axis, list(positions), list(names), short, share)
        self._fit_categories()  # the same ticks as shown (a redraw after a rate edit): the axis is not redrawn

    def _fit_categories(self, *_args) -> None:
        if self._categories is None:
            return
        axis_name, positions, names, short, share = self._categories
        axis = self.plot.getAxis(axis_name)
        font = axis.style["tickFont"] or self.plot.font()
        metrics = QFontMetrics(font)
        vb = self.plot.getPlotItem().vb
        (x0, x1), (y0, y1) = vb.viewRange()
        lines = 2
        if axis_name == "bottom":
            per_category = vb.width() / max(x1 - x0, 1e-9)
            width = int(per_category * 0.92) - metrics.averageCharWidth()  # a gap between neighbours
        else:
            width = int(self.width() * share)
            per_category = vb.height() / max(y1 - y0, 1e-9)
            if per_category < 2.4 * metrics.lineSpacing():  # rows too close for two lines
                lines = 1
        labels = self._fitted(names, metrics, font.key(), width, lines)
        # too little of a name to recognise it: the row numbers instead
        numbered = (short is not None and width < metrics.averageCharWidth() * 7
                    and any("…" in label for label in labels))
        if numbered:
            labels = list(short)
            # two hundred row numbers overprint each other: every 2nd, 5th, 10th... bar's, as many as have room
            need = max(metrics.horizontalAdvance(label) for label in labels) + metrics.averageCharWidth()
            step = next(s for s in NUMBER_STEPS if s * per_category >= need or s == NUMBER_STEPS[-1])
            labels = [label if k % step == 0 else "" for k, label in enumerate(labels)]
        ticks = list(zip(positions, labels, strict=True))
        if ticks == self._ticks_shown:
            return
        self._ticks_shown = ticks
        axis.setTicks([ticks])
        if axis_name == "bottom":
            lines = max((label.count("\n") + 1 for label in labels), default=1)
            axis.setHeight(lines * metrics.lineSpacing() + axis.style["tickTextOffset"][1] + 4
                           + (metrics.lineSpacing() + 4 if numbered else 0))
            axis.setLabel("workload row (hover a bar for its name)" if numbered else None)
            axis.showLabel(numbered)

    def set_label(self, axis: str, text: str) -> None:
        """The axis's title; an axis given the title it shows is not laid out and painted again."""
        item = self.plot.getAxis(axis)
        if item.labelText != text or not item.label.isVisible():
            self.plot.setLabel(axis, text)

    def set_ticks(self, axis: str, levels: list) -> None:
        """The axis's ticks, as pyqtgraph's setTicks; the ticks it shows already are not set (nor painted) again."""
        item = self.plot.getAxis(axis)
        if getattr(item, "_tickLevels", None) != levels:
            item.setTicks(levels)

    def _fitted(self, names: list[str], metrics: QFontMetrics, font: str, width: int, lines: int) -> list[str]:
        """``fit_label`` of each name, remembered: a redraw or a resize to the same room measures no name again."""
        if len(self._fitted_labels) > FITTED_KEPT:
            self._fitted_labels.clear()
        out = []
        for name in names:
            key = (name, font, width, lines)
            label = self._fitted_labels.get(key)
            if label is None:
                label = self._fitted_labels[key] = fit_label(name, metrics, width, lines)
            out.append(label)
        return out

    def add_legend(self, name: str, colour: str, kind: str = "box") -> None:
        self.legend_entries.append((name, colour, kind))
        if not self._drawing:
            self._show_legend()

    def _show_legend(self) -> None:
        # a mark per kind of line, a hatch glyph per pattern ("pattern:K"): the key reads without colour too
        marks = {"box": "&#9632;", "line": "&#9473;&#9473;", "dash": "&#9476;&#9476;",
                 "dashdot": "&#9473;&#183;&#9473;", "dashdotdot": "&#9473;&#183;&#183;&#9473;",
                 "dot": "&#183;&#183;&#183;"}
        marks |= {f"pattern:{k}": glyph for k, glyph in enumerate(chart_style.PATTERN_GLYPHS)}
        text = "&nbsp;&nbsp; ".join(
            f"<span style='color:{_legend_colour(c, k)}; font-size:14pt'>{marks[k]}</span>&nbsp;{_entry_text(n)}"
            for n, c, k in self.legend_entries)
        if text != self.legend.text():
            self.legend.setText(text)

    def _hover(self, pos) -> None:
        if not self.hover_points or not self.plot.sceneBoundingRect().contains(pos):
            return
        point = self.plot.getPlotItem().vb.mapSceneToView(pos)
        view = self.plot.getPlotItem().vb.viewRange()
        sx = (view[0][1] - view[0][0]) or 1.0
        sy = (view[1][1] - view[1][0]) or 1.0
        best = min(self.hover_points, key=lambda p: ((p[0] - point.x()) / sx) ** 2 + ((p[1] - point.y()) / sy) ** 2)
        self.readout.setText(best[2])

    def export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export chart", "chart.png", "PNG image (*.png);;SVG (*.svg)")
        if path:
            self.export_to(path)

    def export_to(self, path: str) -> None:
        from pyqtgraph import exporters

        if path.lower().endswith(".svg"):
            # pyqtgraph's SVG exporter fails on the paths Qt 6 writes ("not enough values to unpack"): Qt's own SVG
            # generator draws the chart as shown, in vectors
            def write(tmp: Path) -> None:
                svg_of_widget(self.plot, tmp, "cicsplan chart")
        else:
            exporter = exporters.ImageExporter(self.plot.getPlotItem())

            def write(tmp: Path) -> None:
                exporter.export(str(tmp))
        try:  # atomically, never over a read-only file or one another program has open
            write_with(path, write, refuse_if_open_elsewhere=True)
        except FileWriteError as exc:
            QMessageBox.warning(self, "Export chart", f"{str(exc)[:1].upper()}{str(exc)[1:]}")
        except Exception:  # pyqtgraph raises plain exceptions, whose text is no sentence for a planner
            QMessageBox.warning(self, "Export chart", f"Could not export the chart to {path}: the chart could not be "
                                                      "drawn into the file. Try the other format (PNG or SVG).")


class ChartsSheet(RefreshWhenShown, QWidget):
    drawn = Signal()  # the charts were drawn for the document's result (drawn_result)

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.by_space = Chart("CPU per transaction by address space (ms)", self)
        self.utilisation = Chart("LPAR busy as the planned rates grow", self)
        self.split = Chart("General CPs vs zIIPs per transaction (ms)", self)
        self.response = Chart("Response time as the planned rates grow (ms)", self)
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.addWidget(self.by_space, 0, 0)
        grid.addWidget(self.response, 0, 1)
        grid.addWidget(self.utilisation, 1, 0)
        grid.addWidget(self.split, 1, 1)
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)
        # the engine's work behind the rate charts (response curve, limits, busy sweep) runs in a worker thread: an edit
        # does not wait for it, the charts are drawn when it arrives (those drawn so far stay until then); a redraw of
        # the same plan (a resize, a theme change, showing the sheet again) reruns no engine
        self.rates = RateDataWorker(self)
        self.rates.ready.connect(self._rate_data_arrived)
        self.drawn_result: object = None  # the result the charts show (None: not drawn yet)
        self._awaiting = False  # a redraw waits for the rate charts' engine work
        self._showing = False  # in showEvent
        self.debounce_refresh()
        doc.recomputed.connect(self.schedule_if_shown)
        # the charts drawn so far stay until the worker's answer: a late one is announced over them
        self.pending = PendingNotice(self, "Updating the charts for the last change…",
                                     lambda: self.drawn_result is self.doc.result)
        doc.recomputed.connect(self.pending.changed)

    def refresh(self) -> None:
        self._stale = False
        self.redraw(wait=self._showing)

    @qt_override
    def showEvent(self, event) -> None:
        self._showing = True
        try:
            super().showEvent(event)
        finally:
            self._showing = False

    def redraw(self, wait: bool = False) -> None:
        """Draw the charts of the document's result of now, at once when the rate charts' engine work for it is done,
        else when it arrives (``drawn`` follows each draw). ``wait``: do that work now if it is not done (the sheet
        being shown: it shows the plan as it is, as it did before the work moved to a worker thread)."""
        r, catalog = self.doc.result, self.doc.catalog
        data = self.rates.get(r, catalog, compute=wait)
        if data is None:
            self._awaiting = True
            self.rates.request(r, catalog)
            return
        self._awaiting = False
        if data.failure is not None:
            raise data.failure
        # what a bar chart is made of: a rate edit most often leaves its bars as they were, and it is not drawn again
        bars = {self.by_space: self._by_space_parts(r), self.split: self._split_parts(r)}
        made_of = {chart: (chart.foreground.name(), tuple(r.resolved.names), r.resolved.valid.tobytes(), parts)
                   for chart, parts in bars.items()}
        drawn = []
        for chart, draw in ((self.by_space, None), (self.utilisation, self._draw_utilisation), (self.split, None),
                            (self.response, self._draw_response)):
            if draw is None and chart.unchanged(made_of[chart]):
                continue
            drawn.append(chart)
            chart.begin()
            try:
                if draw is None:
                    self._stacked_bars(chart, r, bars[chart])
                else:
                    draw(data)
            finally:
                chart.finish()
        for chart in drawn:
            # pyqtgraph fits an automatic range as it starts painting, and what that moves asked for a second paint
            # of the chart: fitted now, the same state is painted once
            chart.plot.scene().prepareForPaint()
            if chart in made_of:
                chart.drew(made_of[chart])
        self.drawn_result = r
        self.pending.settled()
        self.drawn.emit()

    def _rate_data_arrived(self) -> None:
        if self._awaiting:  # a redraw waits for it; only an answer for the document's result of now is drawn
            self._awaiting = False
            self.redraw()

    def _draw_response(self, data: RateData) -> None:
        """The slowest workloads' response times from no load to where a queue saturates, each knee marked (the
        response at twice its unloaded time) and the planned rate drawn."""
        chart = self.response
        curve = data.curve
        if curve is None:
            chart.readout.setText("Not drawn: the plan has errors or no workload with a rate.")
            return
        styles = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DashDotLine, Qt.PenStyle.DotLine,
                  Qt.PenStyle.DashDotDotLine)
        kinds = ("line", "dash", "dashdot", "dot", "dot")
        shown, axis = data.shown, data.axis  # the report's axis too: a far target is a mark, not a stretch
        ceiling, targets = axis.top_ms, axis.drawn
        for n, i in enumerate(shown):
            colour = SERIES[n % len(SERIES)]
            y = np.minimum(curve.response_ms[:, i], ceiling * 1.5)  # a saturated queue leaves through the top
            chart.curve((n,), curve.total_tps, y, pg.mkPen(colour, width=2, style=styles[n % len(styles)]))
            chart.add_legend(curve.names[i], colour, kinds[n % len(kinds)])
            knee = curve.knee_tps[i]
            if np.isfinite(knee):
                at = float(np.interp(knee, curve.total_tps, np.nan_to_num(curve.response_ms[:, i], posinf=ceiling)))
                chart.scatter(("knee", n), [knee], [at], size=10, brush=colour, symbol="o")
                chart.hover_points.append((float(knee), at, f"{curve.names[i]}: knee at {knee:,.0f} tps "
                                                            f"({at:.3g} ms, twice its unloaded time)"))
            chart.hover_points += [(float(a), float(b), f"{curve.names[i]}: {b:.3g} ms at {a:,.0f} tps")
                                   for a, b in zip(curve.total_tps, curve.response_ms[:, i], strict=True)
                                   if np.isfinite(b)]
        for i, ms in targets:  # each response-time target, dash-dot in its workload's colour, named under it
            colour = QColor(SERIES[shown.index(i) % len(SERIES)]).darker(130).name()
            chart.line(("target",), ms, 0, pg.mkPen(colour, width=1.5, style=Qt.PenStyle.DashDotLine),
                       f"target {ms:g} ms", {"color": colour, "position": 0.02, "anchors": [(0, 0), (0, 0)]})
            chart.add_legend(f"target {ms:g} ms, {curve.names[i]}", colour, "dashdot")
            chart.hover_points.append((0.0, ms, f"{curve.names[i]}: response-time target {ms:g} ms"))
        # named at the top edge, one under the other: at the left, or right of the planned rate's label there
        x_top = float(curve.total_tps[-1])
        mark_x = x_top * 0.01 + (curve.planned_tps if curve.planned_tps < x_top / 2 else 0.0)
        for k, (i, ms) in enumerate(axis.above):
            colour = QColor(SERIES[shown.index(i) % len(SERIES)]).darker(130).name()
            chart.text(("above", k), above_text(ms), colour, (0, -k)).setPos(mark_x, ceiling)
            chart.add_legend(f"target {ms:g} ms, {curve.names[i]}, above the chart", colour, "dashdot")
            chart.hover_points.append((0.0, ceiling, f"{curve.names[i]}: response-time target {ms:g} ms, above "
                                                     f"the chart's top of {ceiling:.3g} ms"))
        planned_at = 0.92 - 0.14 * len(axis.above)  # the planned rate's name under the marks of far targets
        chart.line(("planned",), curve.planned_tps, 90, pg.mkPen(chart.foreground, width=1, style=Qt.PenStyle.DotLine),
                   "planned", {"color": chart.foreground.name(), "position": planned_at})
        chart.set_label("bottom", "total rate of the plan's mix (tps)")
        chart.set_label("left", "response time (ms)")
        chart.plot.setYRange(0, ceiling, padding=0)
        chart.plot.setXRange(0, float(curve.total_tps[-1]), padding=0)
        chart.readout.setText("Knee (●): the response time at twice its unloaded time. Hover for values.")

    # -- charts ------------------------------------------------------------------------------

    def _stacked_bars(self, chart: Chart, r: ScenarioResult, parts: list[tuple[str, np.ndarray, int]]) -> None:
        """One bar per valid workload, stacked from ``parts`` (label, ms per transaction of each bar, series
        number: its colour and its hatch).

        Shared by the two ms-per-transaction charts so their bars, hover texts and axes stay alike;
        a part that is zero everywhere is left out of the bars and the legend."""
        names = r.resolved.names
        valid = np.flatnonzero(r.resolved.valid)
        shown = (tuple(names), valid.tobytes())  # whose bars
        bottom = np.zeros(len(valid))
        for label, heights, series in parts:
            if not np.any(heights > 0):
                continue
            colour = SERIES[series % len(SERIES)]
            pattern = chart_style.PATTERNS[series % len(chart_style.PATTERNS)]
            solid = pattern == Qt.BrushStyle.SolidPattern
            chart.bars((series,), x=np.arange(len(valid)), height=heights, y0=bottom, width=0.6,
                       brush=colour if solid else chart_style.tint(series), pen=pg.mkPen(chart.foreground, width=0.5))
            if not solid:  # the hatch over the colour: the segments part in a grey printout too
                chart.bars(("hatch", series), x=np.arange(len(valid)), height=heights, y0=bottom, width=0.6,
                           brush=QBrush(chart.foreground, pattern), pen=pg.mkPen(None))
            chart.add_legend(label, colour, f"pattern:{series % len(chart_style.PATTERNS)}")

            def hover(label=label, heights=heights, bottom=bottom) -> list[tuple[float, float, str]]:
                return [(float(k), float(bottom[k] + heights[k] / 2), f"{names[i]} — {label}: {heights[k]:.4f} ms/tran")
                        for k, i in enumerate(valid) if heights[k] > 0]

            # a rate edit moves few bars, if any: the texts of the bars as they were are not written again
            chart.hover_points += chart.kept_hover((label, shown, heights.tobytes(), bottom.tobytes()), hover)
            bottom = bottom + heights
        chart.set_label("left", "ms per transaction")
        chart.plot.setXRange(-0.6, max(len(valid), 1) - 0.4, padding=0)
        chart.set_categories("bottom", [float(k) for k in range(len(valid))], [names[i] for i in valid],
                             short=[str(i + 1) for i in valid])  # the Workloads sheet's row numbers
        chart.plot.setYRange(0, float(bottom.max()) * 1.08 if len(bottom) and bottom.max() > 0 else 1, padding=0)

    @staticmethod
    def _by_space_parts(r: ScenarioResult) -> list[tuple[str, np.ndarray, int]]:
        """The by-address-space chart's stacked parts: each space's ms per transaction of each valid workload."""
        valid = np.flatnonzero(r.resolved.valid)
        return [(space, r.env["total_ms"][valid, a] if len(valid) else np.zeros(0), a)
                for a, space in enumerate(r.space_names)]

    def _draw_utilisation(self, data: RateData) -> None:
        from cicsplan.gui.sheets.limit_lines import LimitLines, LimitMark  # pyqtgraph's: imported with the plots

        chart = self.utilisation
        r, summary, points = data.result, data.summary, data.points
        if summary is None or points is None:  # rate_data.busy_drawn does not hold
            chart.readout.setText("Not drawn: the plan has errors or no workload with a rate.")
            return
        hw = r.resolved.hardware
        target = float(hw["target_cp_busy_pct"])
        planned = float(r.env["total_tps"])
        x = points["total_tps"]
        # solid CPs, dashed zIIPs, dash-dot target, dotted 100%: apart without colour; each curve named at its end
        chart.curve(("cps",), x, points["gcp_busy_pct"], pg.mkPen(SERIES[0], width=2))
        shared = r.resolved.sharing is not None
        # on a shared machine the busy of its logical CPs is not what its response time and the entitlement limit
        # are of: the busy of the CPs PR/SM gives it is drawn beside it
        chart.add_legend(f"general CPs busy % of its {hw['cps']:g} logical CPs" if shared else "general CPs busy %",
                         SERIES[0], "line")
        ends = [self._end_label(chart, x, points["gcp_busy_pct"], "CPs", SERIES[0])]
        gets = points["gcp_available_busy_pct"]
        if shared:
            chart.curve(("gets",), x, np.minimum(gets, 150), pg.mkPen(SERIES[1], width=2,
                                                                    style=Qt.PenStyle.DashDotDotLine))
            chart.add_legend("general CPs busy % of the CPs PR/SM gives it", SERIES[1], "dashdotdot")
            ends.append(self._end_label(chart, x, gets, "CPs it gets", SERIES[1]))
        if hw["ziips"] > 0:
            ziip = np.minimum(points["ziip_busy_pct"], 150)
            chart.curve(("ziips",), x, ziip, pg.mkPen(SERIES[2], width=2, style=Qt.PenStyle.DashLine))
            chart.add_legend("zIIPs busy %", SERIES[2], "dash")
            ends.append(self._end_label(chart, x, ziip, "zIIPs", SERIES[2]))
        # the target's label sits under its line at the left, where the curves are still low: never above
        # the plot's top nor on the 100% line 10 points higher, which the axis's own 100 labels
        chart.line(("target",), target, 0, pg.mkPen(SERIES[5], width=1.5, style=Qt.PenStyle.DashDotLine),
                   f"target {target:g}%", {"color": SERIES[5], "position": 0.02, "anchors": [(0, 0), (0, 0)]})
        if target < 100:
            chart.line(("100%",), 100.0, 0, pg.mkPen(chart.foreground, width=1.5, style=Qt.PenStyle.DotLine))
        chart.add_legend(f"target CP busy ({target:g}%)", SERIES[5], "dashdot")
        chart.line(("planned",), planned, 90, pg.mkPen(chart.foreground, width=1, style=Qt.PenStyle.DotLine))
        ends.append((("planned", chart.foreground.name()), ("planned",), (planned, 104.0)))
        # limits measured in other units (QR TCB, crypto card, ports, servers): where each is reached
        others = sorted((lim for lim in summary.limits if lim.key not in ("cp_busy",) and lim.max_tps is not None
                         and lim.max_tps <= float(x[-1])), key=lambda lim: lim.max_tps)
        marks = []
        for number, lim in enumerate(others, start=1):
            colour = QColor(SERIES[3]) if lim is summary.binding else chart.foreground
            # numbered, not named: several limits often sit close together and names would overlap
            marks.append(LimitMark(float(lim.max_tps), str(number), colour))
            text = f"{number}: {lim.label} reached at {lim.max_tps:,.0f} tps ({lim.threshold:g}{lim.unit})"
            chart.hover_points.append((float(lim.max_tps), 50.0, text))
        if marks:  # the binding one's number first: it is drawn whatever else crowds it
            marks.sort(key=lambda mark: mark.colour == chart.foreground)
            font, ground = chart.plot.font(), _palette_colours()[0]
            chart.keep(("limits",), lambda: LimitLines(marks, font, ground),
                       lambda item: item.set_marks(marks, font, ground), (marks, font, ground))
        if others:
            named = [f"{k} {lim.label} at {lim.max_tps:,.0f} tps" for k, lim in enumerate(others, start=1)]
            if len(named) > LIMITS_NAMED:  # a key of eighty limits would crowd out the chart: hovering names them
                named = [*named[:LIMITS_NAMED - 1], f"{len(others) - LIMITS_NAMED + 1} more, from "
                                                    f"{others[LIMITS_NAMED - 1].max_tps:,.0f} tps (hover a line)"]
            chart.add_legend("; ".join(named), chart.foreground.name(), "dash")
        curves = [(x, points["gcp_busy_pct"])] + ([(x, np.minimum(points["ziip_busy_pct"], 150))]
                                                  if hw["ziips"] > 0 else [])
        if shared:
            curves.append((x, np.minimum(gets, 150)))
        straight = [((float(x[0]), target), (float(x[-1]), target)), ((float(x[0]), 100.0), (float(x[-1]), 100.0)),
                    ((planned, 0.0), (planned, 110.0))] + [((lim.max_tps, 0.0), (lim.max_tps, 110.0))
                                                           for lim in others]
        labels = [end for end in ends if end is not None]
        if summary.binding is not None and summary.binding.max_tps is not None:
            limit = summary.binding
            # where the binding limit is reached, on this chart's own curve (the limit may not be CP busy)
            y = float(np.interp(limit.max_tps, x, gets if limit.key == ENTITLEMENT_KEY else points["gcp_busy_pct"]))
            chart.scatter(("binding",), [limit.max_tps], [y], size=12, brush=SERIES[5], symbol="x")
            texts = (f"runs out at {limit.max_tps:,.0f} tps", f"{limit.max_tps:,.0f} tps")
            labels.append(((texts[0], SERIES[5]), texts, (float(limit.max_tps), y)))
            chart.readout.setText(f"Binding: {limit.label}, {limit.max_tps:,.0f} tps")

        labels = [(chart.text(("label", k), text, colour, (0, 0)), texts, mark)
                  for k, ((text, colour), texts, mark) in enumerate(labels)]

        def place(labels=labels, curves=curves, straight=straight) -> None:
            # each label clear of every curve and line (the target's runs through the mark when CP busy binds) and
            # of the labels placed before it: next to its point, shortened there, else the nearest free place
            vb = chart.plot.getPlotItem().vb
            if vb.width() <= 0 or vb.height() <= 0:
                return
            # in the plot's pixels of now, once for every label
            lines = [_to_scene(vb, xs, ys) for xs, ys in curves]
            ends = np.array(straight, dtype=float).reshape(-1, 2, 2)  # every straight line's two ends at once
            lines += list(_to_scene(vb, ends[:, :, 0], ends[:, :, 1]))
            numbers = [box for item in chart.items() if isinstance(item, LimitLines) for _, box in item.number_boxes()]
            # the same lines, numbers and labels in the same plot as the last placement: the labels stay where they are
            placing = (lines, numbers, [(id(item), texts, mark) for item, texts, mark in labels],
                       _rect(vb.sceneBoundingRect()), [_rect(item.label.sceneBoundingRect()) for item in chart.items()
                                                       if getattr(item, "label", None) is not None
                                                       and isinstance(item, pg.InfiniteLine)])
            if _same(placing, chart.placed):
                return
            chart.placed = placing
            segments = chart_layout.Segments(lines)  # once for every label
            # each clear of those placed before it (the later ones are placed anew: where they are now is no matter)
            for k, (item, texts, mark) in enumerate(labels):
                self._place_clear(chart, item, texts, mark, segments, numbers, {id(i) for i, _, _ in labels[k + 1:]})

        place()
        chart.resize_hooks.append(place)
        logical = f" of its {hw['cps']:g} logical CPs" if shared else ""
        chart.hover_points += [(float(a), float(b), f"{a:,.0f} tps: CPs {b:.1f}% busy{logical}") for a, b in
                               zip(x, points["gcp_busy_pct"], strict=True)]
        if shared:
            chart.hover_points += [(float(a), float(b), f"{a:,.0f} tps: {b:.1f}% busy of the CPs PR/SM gives it")
                                   for a, b in zip(x, gets, strict=True)]
        chart.hover_points += [(float(a), float(b), f"{a:,.0f} tps: zIIPs {b:.1f}% busy") for a, b in
                               zip(x, points["ziip_busy_pct"], strict=True)]
        chart.set_label("bottom", "total rate of the plan's mix (tps)")
        chart.set_label("left", "LPAR busy %")
        # 100 always labelled (the dotted line's meaning); the 25s only where the plot is tall enough
        chart.set_ticks("left", [[(v, f"{v:g}") for v in (0.0, 50.0, 100.0)], [(v, f"{v:g}") for v in (25.0, 75.0)]])
        chart.plot.setYRange(0, 110, padding=0)

    @staticmethod
    def _place_clear(chart: Chart, label: pg.TextItem, texts: tuple[str, ...], mark: tuple[float, float],
                     lines: chart_layout.Segments, numbers: list, unplaced: set[int]) -> None:
        """``label`` near ``mark`` (data coordinates) where it crosses none of the curves and lines (``lines``, in
        the plot's pixels of now) nor another label but the ``unplaced`` ones (by id), the limits' ``numbers`` among
        them (chart_layout, as the PDF places its own). A label left where it was is not touched (nor painted)."""
        vb = chart.plot.getPlotItem().vb

        def scene(px: float, py: float) -> tuple[float, float]:
            p = vb.mapViewToScene(pg.Point(px, py))
            return (p.x(), p.y())

        taken = [_rect(item.sceneBoundingRect()) for item in chart.items()
                 if isinstance(item, pg.TextItem) and item is not label and item.isVisible()
                 and id(item) not in unplaced]
        taken += [_rect(item.label.sceneBoundingRect()) for item in chart.items()
                  if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None) is not None]
        taken += numbers
        sized = []
        font = label.textItem.font().key()
        for t in texts:  # the label's own box in pixels, margins and all, measured once per text
            size = chart._text_sizes.get((t, font))
            if size is None:
                if len(chart._text_sizes) > FITTED_KEPT:  # a long session's rates: measured again from here
                    chart._text_sizes.clear()
                label.setText(t)
                box = label.textItem.boundingRect()
                size = chart._text_sizes[(t, font)] = (float(box.width()), float(box.height()))
            sized.append((t, size[0]))
        height, gap = size[1], 10.0
        bounds = _rect(vb.sceneBoundingRect())
        tries = [(t, chart_layout.around(scene(*mark), w, height, gap)) for t, w in sized]
        tries += [(t, chart_layout.scan(scene(*mark), w, height, bounds)) for t, w in sized]  # far: say what it is
        text, box, _free = chart_layout.first_free(tries, bounds, lines, taken)
        if label.toPlainText() != text:
            label.setText(text)
        label.setAnchor((0, 0))
        label.setPos(vb.mapSceneToView(pg.Point(box[0], box[1])))

    @staticmethod
    def _end_label(chart: Chart, x: np.ndarray, y: np.ndarray, text: str,
                   colour: str) -> tuple[tuple[str, str], tuple[str, ...], tuple[float, float]] | None:
        """A label naming the curve, and the point it belongs near: the curve's last point inside the plot (0 to
        110%); placed with the others, clear of every line and label (``_place_clear``)."""
        inside = np.flatnonzero((y >= 0) & (y <= 108))
        if not len(inside):
            return None
        k = int(inside[-1])
        return (text, colour), (text,), (float(x[k]), float(y[k]))

    @staticmethod
    def _split_parts(r: ScenarioResult) -> list[tuple[str, np.ndarray, int]]:
        """The general CP vs zIIP chart's stacked parts of each valid workload."""
        valid = np.flatnonzero(r.resolved.valid)
        env = r.env
        return [("general CPs (not eligible)", env["wl_gcp_ms"][valid] - env["wl_spill_ms"][valid], 0),
                ("eligible, ran on CPs", env["wl_spill_ms"][valid], 1),
                ("zIIPs", env["wl_ziip_ms"][valid], 2)]
