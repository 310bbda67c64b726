"""The Results sheet: per workload and address space, totals, and every error and warning."""

from __future__ import annotations

import html

import numpy as np
from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cicsplan.core.common.wording import counted
from cicsplan.core.model import calc
from cicsplan.core.model.busy_of import busy_of
from cicsplan.core.model.daily import daily_lines
from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.lpar_view import hosting_lines, lpar_lines
from cicsplan.core.model.msu import msu_lines
from cicsplan.core.model.routing_view import routing_lines
from cicsplan.core.plan.issues import Issue
from cicsplan.gui import rich_text_patch, style
from cicsplan.gui.document import PlanDocument
from cicsplan.gui.qt_guard import qt_override, report_exception
from cicsplan.gui.results_model import ResultsModel
from cicsplan.gui.results_tree import ResultsTree
from cicsplan.gui.sheets.limits_ahead import LimitsAhead
from cicsplan.gui.sheets.shown import RefreshWhenShown

RANGES_IDLE_MS = 800
PROBLEMS_TITLE = "Errors and warnings (double-click to go to the cell)"
ISSUE_WHERE_WIDTH = 170  # px: "hardware, Machine zIIPs" on one line, a workload's location on two
# share of the side column's height for the totals and for the issue list, by (has errors, has issues):
# with errors the totals are one sentence and the list is what matters
SIDE_MIN_PX = 560  # the side column's width in a small window: the limits table, one line per limit
SIDE_SHARES = {(True, True): (1, 3), (False, True): (3, 2), (False, False): (5, 1)}


class _RichTextPane(QTextBrowser):
    """Read-only rich text that scrolls by itself. A word-wrapped QLabel in a scroll area re-lays out
    its HTML whenever anything in the window asks for a layout (each edit): 150 ms for a large plan's
    totals. A text browser lays its document out once per text, and a new text that differs from the shown one
    in lines and table cells changes only those (see rich_text_patch): setting the whole of a large plan's
    totals took half their refresh."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QTextBrowser.Shape.NoFrame)
        self.setOpenLinks(False)
        self.viewport().setAutoFillBackground(False)  # the group box's colour, as a label had
        self.document().setDocumentMargin(2)  # the group box has its own margin
        self.document().setUndoRedoEnabled(False)  # patched on every edit: an undo history would only grow
        self._html = ""

    @qt_override
    def setText(self, html: str) -> None:  # QLabel's name, kept for the callers
        if html == self._html:  # a refresh that changed nothing here (a Monte Carlo of the same figures)
            return
        # none until the document shows the new text: a patch that failed half-way leaves the next text a full set
        shown, self._html = self._html, ""
        if shown and rich_text_patch.patch(self.document(), shown, html):
            self._html = html
            return
        bar = self.verticalScrollBar()
        scrolled_px = bar.value()
        # setHtml clears the document first: a shown scroll bar went away and came back, and the whole text was laid
        # out at both widths (half the time of a large plan's refresh). Held on while the text is replaced.
        held = bar.isVisible()
        if held:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setHtml(html)
        rich_text_patch.separate_lines(self.document())
        self._html = html
        if held:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if scrolled_px:  # an edit leaves the pane where the user scrolled it (it went back to the top)
            self.document().size()  # laid out down to there: the scroll range is the whole text's
            bar.setValue(scrolled_px)

    def text(self) -> str:
        return self._html


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text at the column's current width (a tree view's own size hint
    ignores word wrap, so a long message was cut to its first line)."""

    def __init__(self, view: QTreeWidget):
        super().__init__(view)
        self.view = view

    @qt_override(fallback=QSize())
    def sizeHint(self, option, index) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        header = self.view.header()
        fitted = header.sectionResizeMode(index.column()) == QHeaderView.ResizeMode.ResizeToContents
        width = 1 << 20 if fitted else header.sectionSize(index.column())  # a fitted column sets its width
        opt.rect = QRect(0, 0, width, 1 << 20)
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        size = self.view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, opt, QSize(), self.view)
        return QSize(min(size.width(), width), size.height())


class ResultsSheet(RefreshWhenShown, QWidget):
    navigate = Signal(object)  # an Issue: the main window shows its row and field
    quantity_selected = Signal(str, object, object)  # key, workload, space

    def __init__(self, doc: PlanDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        self.model = ResultsModel(doc)
        self.tree = ResultsTree(self)
        self.tree.setModel(self.model)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(0, 260)
        for column in range(1, self.model.columnCount()):
            self.tree.setColumnWidth(column, 96)
        self.tree.selectionModel().currentChanged.connect(self._selected)

        totals = QGroupBox("Totals", self)
        self.totals_label = _RichTextPane(totals)
        totals_layout = QVBoxLayout(totals)
        totals_layout.setContentsMargins(4, 2, 2, 2)  # the style's margins took a limit row of a small window
        totals_layout.addWidget(self.totals_label)

        problems = QGroupBox(PROBLEMS_TITLE, self)
        self.issues = QTreeWidget(problems)
        self.issues.setHeaderLabels(["", "Where", "Message"])
        self.issues.setRootIsDecorated(False)
        self.issues.setAlternatingRowColors(True)  # wrapped rows: where one issue ends and the next begins
        # the message is what a planner reads: it takes the room the list has and wraps; the location wraps
        # within a modest column and the severity is a word; tooltips hold the full texts
        self.issues.setWordWrap(True)
        self.issues.setItemDelegate(_WrappingDelegate(self.issues))
        self.issues.setUniformRowHeights(False)
        self.issues.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.issues.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.issues.header()
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(40)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.issues.setColumnWidth(1, ISSUE_WHERE_WIDTH)
        # a tree view sizes wrapped rows when it lays them out, not when a column narrows or widens:
        # lay the rows out again (once per burst of resizes) so a wrapped message is never cut
        self._rewrap = QTimer(self)
        self._rewrap.setSingleShot(True)
        self._rewrap.setInterval(0)
        self._rewrap.timeout.connect(self.issues.doItemsLayout)
        header.sectionResized.connect(lambda *_: self._rewrap.start())
        self.issues.itemActivated.connect(self._activate)
        self._issues_shown: list[Issue] | None = None  # what the list holds, to rebuild it only when that changes
        QVBoxLayout(problems).addWidget(self.issues)
        self.problems = problems

        # totals above the issue list, the split moved to whichever has something to say (see _balance_side)
        self.side = QSplitter(Qt.Orientation.Vertical, self)
        self.side.setChildrenCollapsible(False)
        self.side.addWidget(totals)
        self.side.addWidget(problems)
        self._side_shape: tuple[bool, bool] | None = None
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([550, 450])  # shares of the width at the first layout: the side's tables and messages fit
        self.splitter = splitter
        self._side_width_chosen = False  # the user dragged the split: their width stays
        splitter.splitterMoved.connect(self._split_dragged)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        self.limits_timer = QTimer(self)
        self.limits_timer.setSingleShot(True)
        self.limits_timer.setInterval(120)  # limits rerun the engine: after the grid has updated
        self.limits_timer.timeout.connect(self._fill_panes)
        self.limits_ahead = LimitsAhead(self)  # the limits in a worker meanwhile: ready when the debounce runs out
        # the Monte Carlo waits for a pause in the typing: a burst of edits does not start one per keystroke
        self.ranges_timer = QTimer(self)
        self.ranges_timer.setSingleShot(True)
        self.ranges_timer.setInterval(RANGES_IDLE_MS)
        self.ranges_timer.timeout.connect(self.doc.request_ranges)
        doc.recomputed.connect(self.refresh_if_shown)
        doc.ranges_ready.connect(self._ranges_arrived)

    @qt_override
    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.model.repaint_all()  # its cached cell colours follow a light/dark switch

    def refresh(self) -> None:
        """The grid at once; the totals and the issue list just after (rich text and a list rebuilt on
        every keystroke would hold the grid's repaint back). The first fill is immediate."""
        self._stale = False
        # a workload's address spaces are repainted when they are in view: expanded, under a workload row in
        # view (ResultsTree.workload_rows_in_view: the one above the first row shown included)
        first, last = self.tree.workload_rows_in_view()
        self.model.refresh(lambda row: first <= row <= last and self.tree.isExpanded(self.model.index(row, 0)))
        if not self.totals_label.text():
            self._fill_totals(with_limits=False)
            self._fill_issues()
        self.limits_ahead.request(self.doc.result)
        self.limits_timer.start()

    def _fill_panes(self) -> None:
        self._fill_totals()
        self._fill_issues()

    def _fill_totals(self, with_limits: bool = True) -> None:
        r = self.doc.result
        env = r.env
        hw = r.resolved.hardware
        if r.errors:
            self.totals_label.setText(f"<b>Not computed:</b> the plan has {counted(len(r.errors), 'error')}; "
                                      "totals over part "
                                      "of a plan would mislead. See the list below.")
            return
        cp_busy, ziip_busy = float(env["gcp_busy_pct"]), float(env["ziip_busy_pct"])
        ziips = busy_of(r, "zIIP")  # on a shared zIIP pool: of what PR/SM gives it too
        ziip_line = (f"zIIP busy: <b>{ziips.text()}</b>" if ziips.shared
                     else f"zIIP busy: <b>{ziip_busy:.1f}%</b> of {counted(hw['ziips'], 'zIIP')}")
        lines = [
            (f"LPAR general-CP busy: <b>{cp_busy:.1f}%</b> of {counted(hw['cps'], 'CP')} " if r.resolved.sharing is None
             else f"LPAR general-CP busy: <b>{busy_of(r).text()}</b> ")
            + f"(target {hw['target_cp_busy_pct']:g}%)",
            (ziip_line + (" with SMT-2" if hw["smt2_ziip"] else "") if float(hw["ziips"]) > 0
             else "zIIPs: none in the LPAR")
            + f"; {r.spill_text()}",
            f"New work: {float(env['gcp_engines']):.3f} CPs' worth of address-space time, "
            f"{float(env['gcp_lpar_engines']):.3f} of LPAR busy (÷ address-space coverage "
            f"{r.coverage_text()}: the LPAR's time outside the measured address spaces); "
            f"{float(env['ziip_engines']):.3f} zIIPs' worth",
            f"ITR (new work): {float(env['itr']):,.0f} tps per 100% LPAR busy" if np.isfinite(float(env["itr"]))
            else "ITR: no new work on the CPs",
        ]
        summary = None
        if with_limits:
            try:
                self.limits_ahead.take_back(r)  # not started: computed here; started: limits() waits for it
                summary = r.limits()  # reruns the engine unless that worker's answer is there
            except Exception as exc:  # told once, and no limits of an earlier plan stay on screen
                report_exception(exc)
                lines.append("<i>limits: not computed (cicsplan ran into a problem and reported it)</i>")
        if summary is not None:
            rows = []
            for lim in summary.limits:
                binding = lim is summary.binding
                head = "never reached" if lim.headroom_pct is None else f"{lim.headroom_pct:+.1f}%"
                max_tps = "" if lim.max_tps is None else f"{lim.max_tps:,.0f}"
                style_open, style_close = ("<b>", "</b>") if binding else ("", "")
                mark = " †" if lim.assumptions else ""
                rows.append(f"<tr><td>{style_open}{html.escape(lim.label)}{' (binding)' if binding else ''}{mark}"
                            f"{style_close}</td><td align='right'>{_limit_value(lim.value)} / "
                            f"{style.fmt_general(lim.threshold)}"
                            f"{lim.unit if lim.unit == '%' else ' ' + lim.unit}</td>"
                            f"<td align='right'>{max_tps}</td><td align='right'>{style_open}{head}{style_close}</td>"
                            "</tr>")
            if rows:
                lines.append("<table cellspacing='2'><tr><th align='left'>limit</th><th>now / limit</th>"
                             "<th>max plan tps</th><th>headroom</th></tr>" + "".join(rows) + "</table>")
                lines.append("<i>Max plan tps: the whole plan's rate, every workload scaled together, at which the "
                             "limit is reached (a region group's own rate is in the region-group table).</i>")
            for lim in (lim for lim in summary.limits if lim.assumptions):
                lines.append(f"<i>† {html.escape(lim.label)}: {html.escape(rests_on_sentence(r, lim))}.</i>")
            for note in summary.notes.values():
                lines.append(f"<i>{html.escape(note)}</i>")
            lines.append(self._ranges_line())
        elif not with_limits:
            lines.append("<i>limits: computing…</i>")
        lines.extend(region_group_lines(r))
        for label, text in [*lpar_lines(r), *hosting_lines(r), *routing_lines(r), *msu_lines(r), *daily_lines(r)]:
            lines.append(f"{html.escape(label)}: <b>{html.escape(text.split(' (', 1)[0])}</b>"
                         + (f" ({html.escape(text.split(' (', 1)[1])}" if " (" in text else ""))
        if float(env["handshakes_per_s"]) > 0:
            lines.append(f"Crypto Express: {float(env['handshakes_per_s']):,.0f} full handshakes/s, card "
                         f"{float(env['crypto_busy_pct']):.1f}% busy")
        if float(env["connections_per_s"]) > 0:
            lines.append(f"Client ephemeral ports: {float(env['connections_per_s']):,.0f} new connections/s, "
                         f"{float(env['port_busy_pct']):.1f}% of what the client stacks hold")
        rows = "".join(f"<tr><td>{r.space_names[a]}</td><td align='right'>{env['space_gcp_pct'][a]:.2f}</td>"
                       f"<td align='right'>{env['space_ziip_pct'][a]:.2f}</td></tr>"
                       for a in range(len(r.spaces)) if env["space_gcp_pct"][a] or env["space_ziip_pct"][a])
        if rows:
            lines.append("<table cellspacing='5'><tr><th align='left'>address space</th><th>on CPs %</th>"
                         f"<th>on zIIPs %</th></tr>{rows}</table>")
        machine = r.resolved.machine
        lines.append(f"<i>Cost method: {r.table.method}; LSPR {r.resolved.assumptions['lspr_category']} on "
                     f"{machine.text if machine else '?'}.</i>")
        self.totals_label.setText("<br>".join(lines))

    def _ranges_arrived(self) -> None:
        if not self.isVisible():
            self._stale = True  # they often finish while another sheet is shown: its refresh on show fills them in
        elif not self.limits_timer.isActive() and not self._stale:
            self._fill_totals()

    def _ranges_line(self) -> str:
        ranges = self.doc.cached_ranges()
        if ranges is None:  # computed in a worker once the edits pause; ranges_ready refills the totals
            self.ranges_timer.start()
            return "<i>Range from assumptions: computing…</i>"
        parts = []
        busy = ranges.totals.get("gcp_busy_pct")
        if busy is not None:
            parts.append(f"general-CP busy {busy.low:.1f} to {busy.high:.1f}%")
        if ranges.max_tps is not None:
            parts.append(f"maximum rate {ranges.max_tps.low:,.0f} to {ranges.max_tps.high:,.0f} tps")
        if not parts:
            return ""
        return (f"<b>Range from assumptions</b> (5th to 95th percentile, not a confidence interval): "
                f"{'; '.join(parts)}. The Ranges sheet shows what drives it.")

    def _fill_issues(self) -> None:
        r = self.doc.result
        # most edits change figures, not issues: the list then keeps its selection and scroll position (and a large
        # plan's refresh is spared rebuilding a hundred wrapped rows)
        if r.issues != self._issues_shown:
            self._issues_shown = list(r.issues)
            self._rebuild_issue_list(r.issues)
        errors = sum(issue.severity == "error" for issue in r.issues)
        warnings = len(r.issues) - errors
        counts = f"{counted(errors, 'error')}, {counted(warnings, 'warning')}" if r.issues else "none"
        self.problems.setTitle(f"{PROBLEMS_TITLE}: {counts}")
        self._balance_side((bool(r.errors), bool(r.issues)))

    def _rebuild_issue_list(self, issues: list[Issue]) -> None:
        self.issues.clear()
        for issue in issues:
            item = QTreeWidgetItem([issue.severity, issue.location, issue.message])
            item.setData(0, Qt.ItemDataRole.UserRole, issue)
            colour = style.error_background() if issue.severity == "error" else style.warning_background()
            item.setBackground(0, colour)
            for column in range(3):  # a wrapped message reads from its first line, beside its location
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
                item.setToolTip(column, f"{issue.severity}: {issue.location}\n\n{issue.message}")
            self.issues.addTopLevelItem(item)

    @qt_override
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self._side_width_chosen:
            self._fit_side_width()

    def _split_dragged(self, *_args) -> None:
        self._side_width_chosen = True

    def _fit_side_width(self) -> None:
        """The side column wide enough for the limits table's four columns on one line each in a small window,
        as long as the grid keeps its names and rates in view (a wide window keeps its shares):
        at 1000 px the side's 45% wrapped every limit's name and figures over two and three lines, and the pane
        showed two limits."""
        width = self.splitter.width()
        if width <= 0:
            return
        grid_px = sum(self.tree.columnWidth(c) for c in range(2)) + 2 * self.tree.frameWidth()
        side = int(max(width * 0.45, min(SIDE_MIN_PX, width - grid_px)))
        self.splitter.blockSignals(True)  # the rule's own move is not the user's choice
        self.splitter.setSizes([width - side, side])
        self.splitter.blockSignals(False)

    def _balance_side(self, shape: tuple[bool, bool]) -> None:
        """Share the side column between totals and issues when what they hold changes in kind (errors
        appear or go); a split the user dragged stays while it does not."""
        if shape == self._side_shape:
            return
        self._side_shape = shape
        total = sum(self.side.sizes()) or max(self.side.height(), 400)
        totals_share, issues_share = SIDE_SHARES[shape]
        issues_px = int(total * issues_share / (totals_share + issues_share))
        self.side.setSizes([total - issues_px, issues_px])
        self.side.setStretchFactor(0, totals_share)
        self.side.setStretchFactor(1, issues_share)

    def _activate(self, item: QTreeWidgetItem) -> None:
        issue: Issue = item.data(0, Qt.ItemDataRole.UserRole)
        self.navigate.emit(issue)

    def show_current_formula(self) -> None:
        """Tell the formula pane the figure selected here (on coming back to this sheet), if one is."""
        self._selected(self.tree.currentIndex(), None)

    def _selected(self, current, _previous) -> None:
        if not current.isValid():
            return
        key = self.model.quantity(current)
        if key:
            workload, space = self.model.locate(current)
            self.quantity_selected.emit(key, workload, space)


def _tps(value: float) -> str:
    return "n/a" if not np.isfinite(value) else f"{value:,.0f}"


def region_group_lines(r) -> list[str]:
    """The region-group table: QR busy, the planning ceiling and the saturation point in tps, the regions
    needed; the SO TCB and the S8 TCBs of groups with TLS work; where each group's QR time comes from."""
    env = r.env
    maxssl = float(r.resolved.assumptions["maxssltcbs"])
    rows, tls_rows, bases = [], [], []
    methods_by_group = _ingress_methods_by_group(r)
    for g, (name, regions) in enumerate(r.resolved.groups):
        needed = env["group_regions_needed"][g]
        by = html.escape(calc.regions_needed_by(env, g).split(" under ")[0])
        rows.append(
            f"<tr><td>{html.escape(name)}</td><td align='right'>{regions:g}</td>"
            f"<td align='right'>{'n/a' if not np.isfinite(needed) else f'{needed:.0f}'}</td><td>{by}</td>"
            f"<td align='right'>{env['group_qr_cpu_busy_pct'][g]:.1f}</td>"
            f"<td align='right'>{env['group_qr_dispatch_busy_pct'][g]:.1f}</td>"
            f"<td align='right'>{env['group_tps'][g]:,.0f}</td>"
            f"<td align='right'>{_tps(env['group_qr_limit_tps'][g])}</td>"
            f"<td align='right'>{_tps(env['group_saturation_tps'][g])}</td></tr>")
        s8 = float(env["group_s8_tcbs_needed"][g])
        if s8 > 0:
            tls_rows.append(f"<tr><td>{html.escape(name)}</td><td align='right'>{env['group_so_busy_pct'][g]:.1f}</td>"
                            f"<td align='right'>{s8:.0f}</td><td align='right'>{maxssl:g}</td></tr>")
        basis = _group_basis(r, methods_by_group.get(g, {}))
        if basis:
            bases.append(f"{html.escape(name)}: {html.escape(basis)}")
    if not rows:
        return []
    # two header rows: the spanning ones say whose rate the tps columns are, so each column's own header stays one
    # short word that fits the pane at the window's smallest size
    out = ["<table cellspacing='5'><tr><th></th><th colspan='3'>regions</th><th colspan='2'>QR busy %</th>"
           "<th colspan='3'>group's own tps</th></tr>"
           "<tr><th align='left'>group</th><th>planned</th><th>needed</th><th>by</th><th>CPU</th><th>disp.</th>"
           "<th>now</th><th>ceiling</th><th>satur.</th></tr>" + "".join(rows) + "</table>",
           "<i>Group's own tps: the region group's rate, not the plan's (the limits' max plan tps). Ceiling: the "
           "group's rate with QR CPU and dispatch at their ceilings per region (assumptions); saturation: either at "
           "100%, where the regions can do no more; needed: regions that keep every per-region ceiling (QR TCB CPU "
           "and dispatch, SO TCB, S8 TCBs under MAXSSLTCBS) within it, by: the one that needs the most.</i>"]
    if tls_rows:
        out.append("<table cellspacing='5'><tr><th align='left'>TLS, per region</th><th>SO TCB %</th>"
                   "<th>S8 TCBs needed</th><th>MAXSSLTCBS</th></tr>" + "".join(tls_rows) + "</table>")
        out.append("<i>SO: a single TCB per region. S8 TCBs by Little's law (assumption 'S8 TCB held per TLS "
                   "transaction'); MAXSSLTCBS is an assumption (set it to your regions' value).</i>")
    out.extend(f"<i>QR time of {text}</i>" for text in bases)
    unknown = "n/a: no QR time known for the group's workloads (give App QR ms or App QR share). " if not np.all(
        np.isfinite(env["group_qr_limit_tps"][env["group_tps"] > 0])) else ""
    out.append(f"<i>{unknown}{ROUTING_NOTE}</i>")
    return out


# what the groups' figures count of the work between regions (the trial's B1: it said routing was not modelled, above
# the routing lines)
ROUTING_NOTE = ("Routing: a workload's Routing runs its application in AOR groups by share (the TOR keeps the "
                "ingress), adding the link's CPU per request on both sides (measured as DPL) and its round trip to "
                "the response time; a workload without Routing runs wholly in its own group. Function shipping "
                "(files, queues or temporary storage owned by another region) is not modelled.")


def _ingress_methods_by_group(r) -> dict[int, dict[str, None]]:
    """Each region group's ingress methods, in the order its workloads first show them (one pass over the workloads,
    not one per group)."""
    res = r.resolved
    out: dict[int, dict[str, None]] = {}
    for i, (g, m) in enumerate(zip(np.asarray(res.group_index).tolist(), np.asarray(res.model_index).tolist(),
                                   strict=True)):
        if m >= 0:
            out.setdefault(int(g), {})[res.ingress[i]] = None
    return out


def _group_basis(r, methods: dict[str, None]) -> str:
    """'cws-http: not measured; assumption ...' for each ingress method of the group."""
    shape = r.shape
    if shape is None:
        return ""
    return "; ".join(f"'{m}' {shape.qr_basis.get(m, 'no QR share known')}" for m in methods)


def _limit_value(value: float) -> str:
    """A limit's figure to a tenth; a response time whose queue has no steady state is "saturated"."""
    return f"{value:,.1f}" if np.isfinite(value) else style.SATURATED
