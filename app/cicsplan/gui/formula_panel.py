"""The formula bar: what the selected number is, its formula with the actual values, and the
source of every input. It renders the core's explanation; it computes nothing."""

from __future__ import annotations

import html
import math
from collections.abc import Callable

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QTextBrowser, QWidget

from cicsplan.core.model import calc
from cicsplan.core.model.explain import Explanation, explain
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.style import SATURATED

KIND_LABEL = {"measured": "measured", "input": "typed in", "formula": "formula", "default": "default",
              "assumption": "assumption", "override": "override", "variable": "variable", "computed": "computed"}


# what the pane shows: ("quantity", key, workload, space) or ("text", title, body); None for nothing
Target = tuple


class FormulaPanel(QTextBrowser):
    """Shows what a source describes, asked again after every recalculation: a cell's content is read from the
    plan as it is now, never kept from when the cell was selected (an edit, an undo or a deleted row would
    leave it describing a cell that changed or went)."""

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._drill)
        self._target: tuple[str, int | None, int | None] | None = None  # the quantity shown, for drilling
        self._source: Callable[[], Target | None] | None = None
        doc.recomputed.connect(self.refresh)
        self.setPlaceholderText("Select a computed cell to see its formula and sources; an input cell to see "
                                "what it holds.")

    def follow(self, source: Callable[[], Target | None]) -> None:
        """Show what ``source`` describes now and after each recalculation."""
        self._source = source
        self.refresh()

    def show_quantity(self, key: str, workload: int | None, space: int | None) -> None:
        self.follow(lambda: ("quantity", key, workload, space))

    def show_text(self, title: str, body: str) -> None:
        self.follow(lambda: ("text", title, body))

    def clear_target(self) -> None:
        self._source = None
        self._target = None
        self.clear()

    def refresh(self) -> None:
        target = self._source() if self._source is not None else None
        if target is None:
            self._target = None
            self.clear()
            return
        if target[0] == "text":
            self._target = None
            _, title, body = target
            self.setHtml(f"<b>{html.escape(title)}</b><br>{html.escape(body).replace(chr(10), '<br>')}")
            return
        _, key, workload, space = target
        self._target = (key, workload, space)
        result = self.doc.result
        if workload is not None and workload >= result.resolved.n:
            self._target = None
            self.clear()
            return
        if workload is not None and not result.resolved.valid[workload]:
            problems = [i.text() for i in result.workload_issues(workload) if i.severity == "error"]
            self.setHtml("<b>Not computed</b><br>" + "<br>".join(html.escape(p) for p in problems))
            return
        self.setHtml(render(explain(result, key, workload, space)))

    def _drill(self, url: QUrl) -> None:
        """Follow a link to an input's own formula: 'q:total_ms' or 'q:total_ms[CICS]'."""
        name = url.toString().removeprefix("q:")
        if not self._target:
            return
        _, workload, space = self._target
        if name.endswith("]") and "[" in name:
            name, space_name = name[:-1].split("[", 1)
            spaces = self.doc.result.spaces
            if space_name not in spaces:
                return
            space = spaces.index(space_name)
        if name in calc.QUANTITIES:
            self.show_quantity(name, workload, space)


def render(e: Explanation) -> str:
    unit = f" {html.escape(e.unit)}" if e.unit else ""
    value = "n/a" if e.value is None else _figure(e.value)
    parts = [f"<b>{html.escape(e.label)}</b> — {html.escape(e.where)}: <b>{value}</b>{unit}",
             f"<br><code>{html.escape(e.formula)}</code>"]
    if e.with_values:
        parts.append(f"<br><code>= {html.escape(e.with_values)} = {value}</code>")
    if e.note:
        parts.append(f"<br><i>{html.escape(e.note)}</i>")
    if e.inputs:
        rows = []
        for item in e.inputs:
            name = html.escape(item.key)
            base = item.key.split("[")[0]
            if calc.producer(base) is not None:
                name = f'<a href="q:{html.escape(item.key)}">{name}</a>'
            shown = "n/a" if item.value is None else _figure(item.value)
            rows.append(f"<tr><td>{name}</td><td align='right'>{shown}</td><td>{html.escape(item.unit)}</td>"
                        f"<td>[{KIND_LABEL.get(item.provenance.kind, item.provenance.kind)}] "
                        f"{html.escape(item.provenance.text)}</td></tr>")
        parts.append("<table cellspacing='4'>" + "".join(rows) + "</table>")
    return "".join(parts)


def _figure(value: float) -> str:
    """Six significant digits as the engine holds them (no thousands separators: the formula's own text); an
    empty input is "empty", an infinite figure "saturated", never Python's nan or inf."""
    if math.isnan(value):
        return "empty"
    return f"{value:.6g}" if math.isfinite(value) else SATURATED
