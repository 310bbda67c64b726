"""The Excel workbook: Inputs, Coefficients and Results sheets whose linear layer is live formulas.

The formulas are generated from the engine's own description, ``calc.STEPS``: each expression step
becomes one formula per cell, translated from its expression tree; each aggregate output is a SUM
or its stated formula when ``linear.recognise`` shows the engine computes it that way for this plan,
and otherwise a value with a note quoting the step. Every formula cell also carries the engine's
value as its cached result (``workbook_cache``), so the file reads correctly before any recalculation.
"""

from __future__ import annotations

import datetime as _dt
import io
import math
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.utils.exceptions import IllegalCharacterError
from openpyxl.worksheet.worksheet import Worksheet

from cicsplan import __version__
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.model import calc
from cicsplan.core.model.daily import daily_lines
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.model.explain import leaf_provenance
from cicsplan.core.model.msu import msu_lines
from cicsplan.core.plan import expr
from cicsplan.core.plan.fields import HARDWARE, INTEGER, NUMBER, WORKLOAD, FieldSpec
from cicsplan.core.plan.plan import plan_from_json, plan_to_json
from cicsplan.core.plan.routing import ROUTING, routing_of
from cicsplan.core.plan.routing_text import routing_text
from cicsplan.report import facts
from cicsplan.report.atomic import write_bytes_atomically
from cicsplan.report.compare_rows import in_comparison_order, per_transaction
from cicsplan.report.excel_formula import UntranslatableFormula, number_text, to_excel
from cicsplan.report.linear import ExprForm, RateSumForm, SumForm, active_cells, level, lpar_weights, recognise
from cicsplan.report.workbook_cache import add_cached_values
from cicsplan.report.workbook_charts import add_charts
from cicsplan.report.workbook_fields import COLUMN_FIELDS, SAME_AS_FIELD
from cicsplan.report.workbook_layout import Layout, Placement, coordinate, quoted
from cicsplan.report.workbook_limits import (
    BINDING,
    MAY_BIND,
    OTHER_STATIC,
    STATIC_BINDING,
    LimitsTable,
    about_formulas,
    binding_row,
    live_binding_row,
    write_limits,
    written_limits,
)
from cicsplan.report.workbook_lpar_demand import LparBlock
from cicsplan.report.workbook_lpars import SHEET as LPARS
from cicsplan.report.workbook_lpars import write_lpars
from cicsplan.report.workbook_speeds import SHEET as SPEEDS
from cicsplan.report.workbook_speeds import engine_speeds, speed_formula, write_speeds
from cicsplan.report.workbook_style import (
    BLOCK_FONT,
    HEADER_FONT,
    NOTE_FONT,
    WRAP,
    note,
    number_format,
    sheet_heading,
    style_computed,
    style_header,
    style_input,
)
from cicsplan.report.workbook_text import seal_text

INPUTS, COEFFICIENTS, RESULTS = "Inputs", "Coefficients", "Results"
HEADER_ROW = 4  # label (unit); the key row follows; the long tables' data start two rows below
FIRST_ROW = HEADER_ROW + 2
NONLINEAR_NOTE = ("Computed by cicsplan, not a linear formula: {formula}. Changing inputs does not move this value; "
                  "recompute the plan in cicsplan (or re-export) when inputs change.")


def write_workbook(path: str | Path, results: Sequence[ScenarioResult], when: _dt.datetime | None = None,
                   base: str | None = None) -> None:
    """Write the workbook for ``results[0]`` in full (others as a comparison sheet, changes against ``base``,
    default the plan's first scenario), atomically."""
    data = workbook_bytes(results, when, base)
    write_bytes_atomically(path, data)


def workbook_bytes(results: Sequence[ScenarioResult], when: _dt.datetime | None = None,
                   base: str | None = None) -> bytes:
    for result in results:
        facts.require_computed(result)
    try:
        return _workbook_bytes(results, when, base)
    except IllegalCharacterError:
        # Excel cannot hold control characters (a pasted NUL or bell in a name): export the plan without them
        return _workbook_bytes([_without_control_characters(r) for r in results], when,
                               None if base is None else ILLEGAL_CHARACTERS_RE.sub("", base))


def _without_control_characters(result: ScenarioResult) -> ScenarioResult:
    def clean(value):
        if isinstance(value, str):
            return ILLEGAL_CHARACTERS_RE.sub("", value)
        if isinstance(value, dict):
            return {clean(k): clean(v) for k, v in value.items()}
        if isinstance(value, list):
            return [clean(v) for v in value]
        return value

    plan = plan_from_json(clean(plan_to_json(result.plan)))
    return compute(plan, result.catalog, clean(result.scenario_name))


def _workbook_bytes(results: Sequence[ScenarioResult], when: _dt.datetime | None, base: str | None) -> bytes:
    builder = WorkbookBuilder(results[0], list(results[1:]), when or facts.report_time(), base)
    wb = builder.build()
    buffer = io.BytesIO()
    wb.save(buffer)
    return add_cached_values(buffer.getvalue(), builder.cache, builder.exact)


MS_SHOWN, PCT_SHOWN = 0.0000005, 0.0005  # half the last decimal the change columns show (ms/tran, a fraction as %)


def _nil_below(expression: str, half: float) -> str:
    """``expression``, or 0 when it would show as zero: a change that rounds to nothing has no sign."""
    return f"IF(ABS({expression})<{half:.10f}".rstrip("0") + f",0,{expression})"


def _nil(value: float, half: float) -> float:
    return 0.0 if abs(value) < half else value

class WorkbookBuilder:
    def __init__(self, result: ScenarioResult, others: list[ScenarioResult], when: _dt.datetime,
                 base: str | None = None):
        self.result = result
        self.others = others
        self.base = base  # the scenario the Scenarios sheet's changes are measured against
        self.when = when
        self.env = result.env
        self.r = result.resolved
        self.n = self.r.n
        self.uses = active_cells(result)
        self.pairs = [(i, a) for i in range(self.n) for a in range(len(result.spaces)) if self.uses[i, a]]
        self.used_spaces = [a for a in range(len(result.spaces)) if self.uses[:, a].any()]
        self.groups = [name for name, _ in self.r.groups]
        self.forms = recognise(result)
        self.layout = Layout(group_of=[int(g) for g in self.r.group_index])
        self.cache: dict[tuple[str, str], float | str] = {}
        self.exact: dict[tuple[str, str], float] = {}  # numbers openpyxl would not write in full
        self.formulas: set[tuple[str, str]] = set()  # (sheet, coordinate) of every generated formula
        self.variable_cells: dict[str, str] = {}
        self.wb = Workbook()
        self.speeds = engine_speeds(result)  # how the inputs follow a CP count typed in the workbook
        self.static_outputs: dict[str, str] = {}  # Results quantities written as cicsplan's values: key -> label
        self.limits_table = LimitsTable()
        self.available: dict[str, str] = {}  # the processors the LPAR can get: input key -> formula
        self.lpar_block: LparBlock | None = None  # the LPARs hosting region groups (Results sheet)

    # -- helpers ---------------------------------------------------------------------------

    def value_of(self, key: str, i: int | None = None, a: int | None = None, g: int | None = None) -> float | None:
        value = float(np.asarray(self.env[key], dtype=float)[self.index_of(key, i, a, g)])
        return value if math.isfinite(value) else None

    def index_of(self, key: str, i: int | None = None, a: int | None = None, g: int | None = None) -> tuple:
        """Where the element of ``key`` for a workload, address space or group sits in its array (as the env holds
        it: cells (n, A) or broadcast, workloads (n, 1) or (n,), groups and spaces (k,), totals ())."""
        shape = np.shape(self.env[key])
        lvl = level(key)
        if lvl == "cell":
            return tuple(0 if size == 1 else k for size, k in zip(shape, (i, a), strict=False))
        if lvl == "workload":
            return (i,) + (0,) * (len(shape) - 1)
        if lvl == "space":
            return (a,)
        if lvl == "group":
            return (self.layout.group_of[i] if g is None else g,)
        return (0,) * len(shape)

    def put_input(self, ws: Worksheet, row: int, col: int, key: str, i: int | None = None, a: int | None = None,
                  kind: str = "input"):
        """An input of the calculation: its value, or the formula by which it follows the LPAR's CPs."""
        formula = None if self.speeds is None else speed_formula(self.speeds, key, self.index_of(key, i, a))
        unit = calc.QUANTITIES[key].unit
        if formula is None:
            return self.put(ws, row, col, self.value_of(key, i, a), unit, kind)
        cell = self.put_formula(ws, row, col, formula, self.value_of(key, i, a), unit)
        style_computed(cell)
        cell.comment = note("Follows the LPAR's CPs (the Speeds sheet): a CP count typed on this sheet moves it as "
                            "cicsplan would.")
        return cell

    def put(self, ws: Worksheet, row: int, col: int, value, unit: str = "", kind: str = "plain"):
        cell = ws.cell(row=row, column=col)
        if isinstance(value, float | np.floating) and not math.isfinite(float(value)):
            value = None
        cell.value = float(value) if isinstance(value, np.floating) else value
        if isinstance(value, int | float) and not isinstance(value, bool):
            cell.number_format = number_format(unit)
            if isinstance(cell.value, float) and float(f"{cell.value:.16g}") != cell.value:
                self.exact[(ws.title, cell.coordinate)] = cell.value  # openpyxl would write 16 digits only
        if kind == "input":
            style_input(cell)
        elif kind == "computed":
            style_computed(cell)
        return cell

    def put_formula(self, ws: Worksheet, row: int, col: int, formula: str, cached: float | None, unit: str = ""):
        cell = ws.cell(row=row, column=col, value=formula)
        self.formulas.add((ws.title, cell.coordinate))
        cell.number_format = number_format(unit)
        if cached is not None and math.isfinite(cached):
            self.cache[(ws.title, cell.coordinate)] = float(cached)
        return cell

    def header(self, ws: Worksheet, row: int, col: int, key: str, text: str | None = None, comment: str = "") -> None:
        q = calc.QUANTITIES.get(key)
        label = text or (f"{q.label} ({q.unit})" if q and q.unit else (q.label if q else key))
        style_header(ws.cell(row=row, column=col, value=label))
        key_cell = ws.cell(row=row + 1, column=col, value=key if q else "")
        key_cell.font = NOTE_FONT
        description = comment or (f"{key}: {q.description}" if q else "")
        if description:
            ws.cell(row=row, column=col).comment = note(description)

    def block_title(self, ws: Worksheet, row: int, text: str) -> None:
        ws.cell(row=row, column=1, value=text).font = BLOCK_FONT

    # -- build -----------------------------------------------------------------------------

    def build(self) -> Workbook:
        about = self.wb.active
        about.title = "About"
        inputs = self.wb.create_sheet(INPUTS)
        coefficients = self.wb.create_sheet(COEFFICIENTS)
        results = self.wb.create_sheet(RESULTS)
        self._place_leaves()
        self._place_outputs()
        self._write_available()
        self._write_inputs(inputs)
        self._write_coefficients(coefficients)
        self._write_results(results)
        self._write_about(about)
        charts = self.wb.create_sheet("Charts")
        add_charts(charts, self)
        self._write_sources(self.wb.create_sheet("Sources"))
        if self.speeds is not None:
            write_speeds(self.wb.create_sheet(SPEEDS), self.speeds, self.layout.ref("cps", SPEEDS), self.put,
                         self.put_formula)
        if self.others:
            self._write_scenarios(self.wb.create_sheet("Scenarios"))
        if LPARS in self.wb.sheetnames:  # written before the Inputs that read it; shown after the Speeds
            sheet = self.wb[LPARS]
            self.wb.move_sheet(sheet, len(self.wb.sheetnames) - 1 - self.wb.sheetnames.index(LPARS))
        self.wb.calculation.fullCalcOnLoad = True
        seal_text(self.wb, self.formulas)  # last: whatever wrote a cell above, only generated formulas compute
        return self.wb

    def _write_available(self) -> None:
        """The CPs (and zIIPs) the LPAR can get as formulas: its own when it owns them or has them dedicated, else
        PR/SM's share computed on the LPARs sheet, so a CP count typed on the Inputs sheet moves them."""
        own = {"cp_available_engines": "cps", "ziip_available_engines": "ziip_servers"}
        sharing = self.r.sharing
        if sharing is not None and not sharing.cp.own.dedicated:
            ws = self.wb.create_sheet(LPARS)
            self.available = {key: "=" + ref for key, ref in write_lpars(
                self, ws, self.result, lambda key: self.layout.ref(key, LPARS), self._lpar_work).items()}
        for key, logical in own.items():
            if key in self.layout.places and logical in self.layout.places:
                self.available.setdefault(key, "=" + self.layout.ref(logical, INPUTS))
        if self.speeds is not None:
            self.speeds.unmoved = [k for k in self.speeds.unmoved if k not in self.available]

    def _lpar_work(self, name: str) -> tuple[str, float] | None:
        """The plan's work in the LPAR ``name`` (its cell on the Results sheet and value), if it hosts region groups."""
        block = self.lpar_block
        if block is None or name not in block.names:
            return None
        slot = block.names.index(name)
        return (self.layout.ref("lpar_gcp_engines", LPARS, lpar=slot),
                float(np.ravel(self.env["lpar_gcp_engines"])[slot]))

    # -- placement -------------------------------------------------------------------------

    def leaves(self, lvl: str) -> list[str]:
        return [k for k in calc.LEAVES if level(k) == lvl and k in self.env]

    def workload_columns(self) -> list[tuple[str, bool]]:
        """(key, is a plan field) of each workloads column: every plan workload field as the plan holds it and its
        routing in the Routing cell's words (what File > Import Workloads reads back), then the calculation's
        per-workload inputs that are not those fields as computed by cicsplan (a key can be both: app_qr_ms typed,
        and app_qr_ms moved to the plan's machine)."""
        fields = [(k, True) for k in WORKLOAD if k != "notes"]
        extra = [(k, False) for k in self.leaves("workload") if k not in SAME_AS_FIELD]
        return [*fields, (ROUTING, True), ("notes", True), *extra]

    def _place_leaves(self) -> None:
        # Inputs: variables, then plan-wide leaves, then region groups, then workloads
        raw_vars = self.result.plan.variables_for(self.r.scenario)
        row = HEADER_ROW + 1
        self._var_rows = {}
        for name in raw_vars:
            self._var_rows[name] = row
            self.variable_cells[name] = coordinate(2, row, absolute=True)
            row += 1
        row += 2
        self._totals_header = row
        row += 1
        for key in self.leaves("total"):
            self.layout.place(key, Placement(INPUTS, 3, "total", {None: row}))
            row += 1
        row += 2
        self._groups_header = row
        for k, key in enumerate(self.leaves("group")):
            self.layout.place(key, Placement(INPUTS, 2 + k, "group",
                                             {g: row + 2 + g for g in range(len(self.groups))}))
        row += 2 + len(self.groups)
        row += 2
        self._workloads_header = row
        columns = self.workload_columns()
        self._workload_col = {column: 2 + k for k, column in enumerate(columns)}
        self._field_col = {key: col for (key, field), col in self._workload_col.items() if field}
        rows = {i: row + 2 + i for i in range(self.n)}
        self._workload_rows = rows
        for key in self.leaves("workload"):
            column = self._workload_col[(key, key in SAME_AS_FIELD)]
            self.layout.place(key, Placement(INPUTS, column, "workload", dict(rows)))
        # Coefficients: one row per (workload, address space) the workload's method measured
        self._pair_rows = {pair: FIRST_ROW + k for k, pair in enumerate(self.pairs)}
        for k, key in enumerate(self.leaves("cell")):
            self.layout.place(key, Placement(COEFFICIENTS, 4 + k, "cell", dict(self._pair_rows)))

    def outputs(self, lvl: str) -> list[str]:
        return [o for step in calc.STEPS for o in step.outputs if level(o) == lvl and o in self.env]

    def _block_rows(self, lvl: str) -> list:
        return {"cell": self.pairs, "workload": list(range(self.n)), "space": self.used_spaces,
                "group": list(range(len(self.groups)))}[lvl]

    def _place_outputs(self) -> None:
        """Results: one block per level, in the order cell, workload, space, group, then the totals."""
        self._blocks: list[tuple[str, int]] = []  # (level, title row)
        row = HEADER_ROW - 1
        for lvl in ("cell", "workload", "space", "group"):
            keys = self.outputs(lvl)
            items = self._block_rows(lvl)
            if not keys or not items:
                continue
            rows = dict(self._pair_rows) if lvl == "cell" else {item: row + 3 + k for k, item in enumerate(items)}
            first_col = {"cell": 3, "workload": 4}.get(lvl, 2)  # a workload's rate and region group come first
            if lvl == "workload":
                self._group_cells = {i: (3, r_) for i, r_ in rows.items()}
            for k, key in enumerate(keys):
                self.layout.place(key, Placement(RESULTS, first_col + k, lvl, dict(rows)))
            self._blocks.append((lvl, row))
            row = max(rows.values()) + 3
        if np.ravel(self.env.get("lpar_logical_cps", np.zeros(0))).size:  # region groups in other LPARs
            self.lpar_block = LparBlock(self.result, lpar_weights(self.result), row, RESULTS)
            self.lpar_block.place(self.layout)
            row = self.lpar_block.end
        self._totals_block = row
        for k, key in enumerate(self.outputs("total")):
            self.layout.place(key, Placement(RESULTS, 3, "total", {None: row + 2 + k}))
        self._limits_block = row + 2 + len(self.outputs("total")) + 2

    # -- Inputs ----------------------------------------------------------------------------

    def _translate_input(self, raw: object) -> str | None:
        """A plan cell's formula over plan variables, as Excel over the variables' cells."""
        if not (isinstance(raw, str) and raw.strip().startswith("=")):
            return None
        try:
            node = expr.parse(raw)
            return to_excel(node, lambda name: f"{quoted(INPUTS)}!{self.variable_cells[name]}")
        except (expr.FormulaError, UntranslatableFormula, KeyError):
            return None

    def _write_inputs(self, ws: Worksheet) -> None:
        sheet_heading(ws, f"Inputs: {self.result.plan.name}, scenario '{self.result.scenario_name}'", (
            "Cells with a yellow fill and bold blue text are inputs: change one and the Results sheet "
            "recalculates its linear layer. Grey italic cells were computed by cicsplan (their note says how)."
        ))
        raw_vars = self.result.plan.variables_for(self.r.scenario)
        if raw_vars:
            self.block_title(ws, HEADER_ROW - 1, "Plan variables")
            for col, text in enumerate(("variable", "value", "as written in the plan"), start=1):
                style_header(ws.cell(row=HEADER_ROW, column=col, value=text))
        for name, raw in raw_vars.items():
            row = self._var_rows[name]
            ws.cell(row=row, column=1, value=name)
            value = self.r.variables.get(name)
            formula = self._translate_input(raw)
            if formula is not None:
                style_input(self.put_formula(ws, row, 2, formula, value))
            else:
                self.put(ws, row, 2, value, kind="input")
            ws.cell(row=row, column=3, value=str(raw))

        row = self._totals_header
        self.block_title(ws, row - 1, "Hardware and plan-wide inputs of the calculation")
        for col, text in enumerate(("key", "quantity", "value", "unit", "source"), start=1):
            style_header(ws.cell(row=row, column=col, value=text))
        for key in self.leaves("total"):
            p = self.layout.places[key]
            row = p.rows[None]
            q = calc.QUANTITIES[key]
            ws.cell(row=row, column=1, value=key)
            ws.cell(row=row, column=2, value=q.label)
            raw = self.r.scenario.hardware.get(key) if key in HARDWARE else None
            formula = self._translate_input(raw)
            if formula is not None:
                style_input(self.put_formula(ws, row, 3, formula, self.value_of(key), q.unit))
            elif key in self.available:
                cell = self.put_formula(ws, row, 3, self.available[key], self.value_of(key), q.unit)
                style_computed(cell)
                cell.comment = note("Live: follows the LPAR's processors" + (
                    " and PR/SM's share of the machine (the LPARs sheet)" if LPARS in self.wb.sheetnames else "")
                    + ", as cicsplan computes it.")
            else:
                self.put_input(ws, row, 3, key)
            ws.cell(row=row, column=4, value=q.unit)
            prov = leaf_provenance(self.result, key, None, None)
            ws.cell(row=row, column=5, value=f"[{prov.kind}] {prov.text}").alignment = WRAP

        row = self._groups_header
        self.block_title(ws, row - 1, "Region groups")
        style_header(ws.cell(row=row, column=1, value="region group"))
        group_leaves = self.leaves("group")
        for key in group_leaves:
            self.header(ws, row, self.layout.places[key].column, key)
        if not group_leaves:
            style_header(ws.cell(row=row, column=2, value="regions"))
        for g, (name, regions) in enumerate(self.r.groups):
            ws.cell(row=row + 2 + g, column=1, value=name)
            for key in group_leaves:
                self.put(ws, row + 2 + g, self.layout.places[key].column, self.value_of(key, g=g),
                         calc.QUANTITIES[key].unit, "input")
            if not group_leaves:
                self.put(ws, row + 2 + g, 2, float(regions), "regions", "computed").comment = note(
                    "The regions of a group drive the fixed-cost allocation, which cicsplan computes.")

        row = self._workloads_header
        self.block_title(ws, row - 1, "Workloads")
        style_header(ws.cell(row=row, column=1, value="#"))
        for (key, field), col in self._workload_col.items():
            if field:
                self.header(ws, row, col, key, text=key, comment=COLUMN_FIELDS[key].tooltip())
            else:
                self.header(ws, row, col, key)
        source_col = max(self._workload_col.values()) + 1
        style_header(ws.cell(row=row, column=source_col, value="source of the speed ratios"))
        for i in range(self.n):
            r_ = self._workload_rows[i]
            ws.cell(row=r_, column=1, value=i + 1)
            record = self.r.scenario.workloads[i]
            for (key, field), col in self._workload_col.items():
                if key == ROUTING:  # not a field of the record: its routes in words, as the Workloads sheet shows
                    self._write_field(ws, r_, col, COLUMN_FIELDS[key], routing_text(routing_of(record)))
                elif field:
                    self._write_field(ws, r_, col, WORKLOAD[key], record.get(key))
                else:
                    self._write_workload_leaf(ws, r_, col, key, i)
            model_id = self.r.ingress[i]
            ws.cell(row=r_, column=source_col, value=self.result.speed_notes.get(model_id, ""))
        ws.freeze_panes = None
        widths = {1: 26, 2: 30, 3: 18, 4: 16, 5: 60}
        for col, width in widths.items():
            ws.column_dimensions[coordinate(col, 1)[:-1]].width = width
        for col in range(6, source_col + 1):
            ws.column_dimensions[coordinate(col, 1)[:-1]].width = 16
        ws.column_dimensions[coordinate(source_col, 1)[:-1]].width = 80

    def _write_field(self, ws: Worksheet, row: int, col: int, spec: FieldSpec, raw: object) -> None:
        """A workload field as the plan holds it: a formula over plan variables as an Excel formula over their
        cells, a number as a number, a blank left blank (the engine's default applies, and an import keeps it so)."""
        if raw is None or raw == "":
            return
        numeric = spec.kind in (NUMBER, INTEGER)
        if numeric and isinstance(raw, str):
            formula = self._translate_input(raw)
            if formula is not None:
                style_input(self.put_formula(ws, row, col, formula, self._variable_value(raw), spec.unit))
                return
            if not raw.strip().startswith("="):  # a number held as text ("1500"): the number
                raw = self._variable_value(raw) if self._variable_value(raw) is not None else raw
        if isinstance(raw, str | bool | int | float):
            self.put(ws, row, col, raw, spec.unit if numeric else "", "input")

    def _variable_value(self, raw: str) -> float | None:
        try:
            return _finite(expr.evaluate(expr.parse(raw), self.r.variables))
        except (expr.FormulaError, TypeError, ValueError, ArithmeticError):
            return None

    def _write_workload_leaf(self, ws: Worksheet, row: int, col: int, key: str, i: int) -> None:
        """A per-workload input of the calculation that cicsplan computed (grey, its source in a note)."""
        cell = self.put_input(ws, row, col, key, i, kind="computed")
        prov = leaf_provenance(self.result, key, i, None)
        cell.comment = note(f"[{prov.kind}] {prov.text}" + (" " + cell.comment.text if cell.comment else ""))

    # -- Coefficients ----------------------------------------------------------------------

    def _write_coefficients(self, ws: Worksheet) -> None:
        sheet_heading(ws, "Coefficients: measured CPU per transaction, per workload and address space", (
            "From the ingress catalog (the published tables) by the plan's cost method, or a coefficient "
            "override. Inputs: change one and the Results sheet follows. The source column cites the "
            "document, table and rows."
        ))
        for col, text in enumerate(("workload", "ingress", "address space"), start=1):
            style_header(ws.cell(row=HEADER_ROW, column=col, value=text))
        leaves = self.leaves("cell")
        for k, key in enumerate(leaves):
            self.header(ws, HEADER_ROW, 4 + k, key)
        source_col = 4 + len(leaves)
        style_header(ws.cell(row=HEADER_ROW, column=source_col, value="source"))
        for (i, a), row in self._pair_rows.items():
            ws.cell(row=row, column=1, value=self.r.names[i])
            ws.cell(row=row, column=2, value=self.r.ingress[i])
            ws.cell(row=row, column=3, value=self.result.space_names[a])
            texts: list[str] = []
            for k, key in enumerate(leaves):
                self.put_input(ws, row, 4 + k, key, i, a)
                prov = leaf_provenance(self.result, key, i, a)
                text = f"[{prov.kind}] {prov.text}"
                if text not in texts:
                    texts.append(text)
            ws.cell(row=row, column=source_col, value=" | ".join(texts))
        ws.freeze_panes = ws.cell(row=FIRST_ROW, column=4)
        for col, width in ((1, 28), (2, 18), (3, 14)):
            ws.column_dimensions[coordinate(col, 1)[:-1]].width = width
        for k in range(len(leaves)):
            ws.column_dimensions[coordinate(4 + k, 1)[:-1]].width = 16
        ws.column_dimensions[coordinate(source_col, 1)[:-1]].width = 120

    # -- Results ---------------------------------------------------------------------------

    def _write_results(self, ws: Worksheet) -> None:
        sheet_heading(ws, f"Results: {self.result.plan.name}, scenario '{self.result.scenario_name}'", (
            "Plain cells are live formulas generated from cicsplan's calculation steps; grey italic cells "
            "are computed by cicsplan (non-linear steps: fixed-cost allocation, zIIP spill, limits) and "
            "their note says where they come from."
        ))
        titles = {"cell": "Per workload and address space", "workload": "Per workload (sums over its address spaces)",
                  "space": "Per address space (whole scenario)", "group": "Per region group"}
        for lvl, row in self._blocks:
            self._write_block(ws, lvl, row, titles[lvl])
        if self.lpar_block is not None:
            self.lpar_block.write(self, ws)

        row = self._totals_block
        self.block_title(ws, row, "Totals")
        for col, text in enumerate(("key", "quantity", "value", "unit", "how"), start=1):
            style_header(ws.cell(row=row + 1, column=col, value=text))
        for key in self.outputs("total"):
            r_ = self.layout.places[key].rows[None]
            q = calc.QUANTITIES[key]
            ws.cell(row=r_, column=1, value=key)
            ws.cell(row=r_, column=2, value=q.label)
            self._write_output(ws, key, r_, 3, None, None, None)
            ws.cell(row=r_, column=4, value=q.unit)
            ws.cell(row=r_, column=5, value=self._how(key))
        self._write_limits(ws, self._limits_block)
        ws.freeze_panes = ws.cell(row=FIRST_ROW, column=3)
        ws.column_dimensions["A"].width = 30
        ws.column_dimensions["B"].width = 30
        for col in range(3, 3 + max(len(self.outputs("cell")), 5)):
            ws.column_dimensions[coordinate(col, 1)[:-1]].width = 16
        ws.column_dimensions["E"].width = 40

    def _write_block(self, ws: Worksheet, lvl: str, row: int, title: str) -> None:
        self.block_title(ws, row, title)
        head = row + 1
        labels = {"cell": ("workload", "address space"), "workload": ("workload", "rate (tps)", "region group"),
                  "space": ("address space",), "group": ("region group",)}[lvl]
        for col, text in enumerate(labels, start=1):
            style_header(ws.cell(row=head, column=col, value=text))
        keys = self.outputs(lvl)
        for key in keys:
            self.header(ws, head, self.layout.places[key].column, key, comment=self._how(key))
        rows = self.layout.places[keys[0]].rows
        for item, r_ in rows.items():
            i = a = g = None
            if lvl == "cell":
                i, a = item
                ws.cell(row=r_, column=1, value=self.r.names[i])
                ws.cell(row=r_, column=2, value=self.result.space_names[a])
            elif lvl == "workload":
                i = item
                ws.cell(row=r_, column=1, value=self.r.names[i])
                if "tps" in self.layout.places:
                    self.put_formula(ws, r_, 2, "=" + self.layout.ref("tps", RESULTS, i), self.value_of("tps", i),
                                     "tps")
                self._write_group_of(ws, r_, i)
            elif lvl == "space":
                a = item
                ws.cell(row=r_, column=1, value=self.result.space_names[a])
            else:
                g = item
                ws.cell(row=r_, column=1, value=self.groups[g])
            for key in keys:
                self._write_output(ws, key, r_, self.layout.places[key].column, i, a, g)

    def _write_group_of(self, ws: Worksheet, row: int, i: int) -> None:
        """The workload's region group, as the engine reads its Region group field (blank: the default group)."""
        region = f"{quoted(INPUTS)}!{coordinate(self._field_col['region'], self._workload_rows[i], absolute=True)}"
        default = WORKLOAD["region"].default
        cell = self.put_formula(ws, row, 3, f'=IF(TRIM({region})="","{default}",TRIM({region}))', None)
        self.cache[(ws.title, cell.coordinate)] = self.r.region_names[i]
        cell.comment = note("The workload's region group (its Region group field on the Inputs sheet, or the default "
                            f"group {default}): the region groups' sums below add the workloads of each group.")

    def _rate_sum_formula(self, key: str, form: RateSumForm, g: int | None) -> str | None:
        """SUMPRODUCT of the rates and a per-workload quantity, over a region group's workloads or over the plan."""
        target = level(key)
        rows = sorted(self._workload_rows.values())
        if not rows:
            return None
        rates = self.layout.column_range("tps", RESULTS, rows)
        terms = [rates]
        if form.weight is not None:
            place = self.layout.places[form.weight]
            terms.append(self.layout.column_range(form.weight, RESULTS, sorted(place.rows.values())))
        if target == "group":
            first, last = (self._group_cells[i][1] for i in (0, self.n - 1))
            label = coordinate(1, self.layout.places[key].rows[g])  # the group's name, in its row
            body = f"SUMPRODUCT(({coordinate(3, first, True)}:{coordinate(3, last, True)}={label})*" + "*".join(
                terms) + ")"
        else:
            body = f"SUMPRODUCT({','.join(terms)})"
        scale = [] if form.factor == 1 else [number_text(form.factor)]
        if form.total is not None:
            scale.append(self.layout.ref(form.total, RESULTS))
        text = "*".join([body, *scale])
        if target == "group" and form.per_region:
            text += f"/{self.layout.ref('group_regions', RESULTS, group=g)}"
        return "=" + text

    def _how(self, key: str) -> str:
        step = calc.producer(key)
        if step is None:
            return ""
        q = calc.QUANTITIES[key]
        if isinstance(step, calc.ExprStep):
            return f"{key} = {expr.render(step.node)}  ({q.description}). Live formula."
        form = self.forms.get(key)
        if isinstance(form, SumForm):
            factor = "" if form.factor == 1 else f" x {expr.format_number(form.factor)}"
            return f"{key} = sum of {form.source}{factor} ({q.description}). Live formula."
        if isinstance(form, ExprForm):
            return f"{form.text}. Live formula."
        if isinstance(form, RateSumForm):
            weight = f"tps x {form.weight}" if form.weight else "tps"
            over = "over the group's workloads" if level(key) == "group" else "over the workloads"
            scale = "" if form.factor == 1 else f" x {expr.format_number(form.factor)}"
            scale += f" x {form.total}" if form.total else ""
            scale += " / group_regions" if form.per_region else ""
            return f"{key} = sum of {weight} {over}{scale} ({q.description}). Live formula."
        if self.lpar_block is not None and self.lpar_block.formula_of(key):
            return (f"{key} = sum of each workload's rate x its CPs' worth per tps in the plan's LPAR (the block of "
                    f"the LPARs hosting region groups) ({q.description}). Live formula.")
        return NONLINEAR_NOTE.format(formula=step.formula_of(key))

    def _write_output(self, ws: Worksheet, key: str, row: int, col: int, i: int | None, a: int | None,
                      g: int | None = None) -> None:
        step = calc.producer(key)
        q = calc.QUANTITIES[key]
        value = self.value_of(key, i, a, g)
        formula = None
        try:
            if isinstance(step, calc.ExprStep):
                formula = to_excel(step.node, lambda name: self.layout.ref(name, RESULTS, i, a, g))
            else:
                form = self.forms.get(key)
                if isinstance(form, ExprForm):
                    formula = to_excel(form.node, lambda name: self.layout.ref(name, RESULTS, i, a, g))
                elif isinstance(form, SumForm):
                    formula = self._sum_formula(key, form, i, a)
                elif isinstance(form, RateSumForm):
                    formula = self._rate_sum_formula(key, form, g)
                elif self.lpar_block is not None:
                    formula = self.lpar_block.formula_of(key)
        except (UntranslatableFormula, KeyError):
            formula = None
        if formula is not None:
            self.put_formula(ws, row, col, formula, value, q.unit)
            return
        if key == "group_regions_needed_by":  # a code in the engine; the ceiling's name for the planner
            value = calc.regions_needed_by(self.env, self.layout.group_of[i] if g is None else g) or None
        cell = self.put(ws, row, col, value, q.unit, "computed")
        cell.comment = note(NONLINEAR_NOTE.format(formula=step.formula_of(key) if step else q.description))
        self.static_outputs.setdefault(key, q.label)

    def _sum_formula(self, key: str, form: SumForm, i: int | None, a: int | None) -> str | None:
        target = level(key)
        source = form.source
        src = self.layout.places[source]
        if target == "workload" and src.level == "cell":
            rows = [self._pair_rows[(i, b)] for b in range(self.uses.shape[1]) if self.uses[i, b]]
            if not rows:
                return None
            body = f"SUM({self.layout.column_range(source, RESULTS, rows)})"
        elif target == "space" and src.level == "cell":
            rows = list(self._pair_rows.values())
            if not rows:
                return None
            names = f"{coordinate(2, min(rows), True)}:{coordinate(2, max(rows), True)}"
            body = (f"SUMIF({names},{coordinate(1, self.layout.places[key].rows[a])},"
                    f"{self.layout.column_range(source, RESULTS, rows)})")
        elif target == "total":
            rows = sorted(set(src.rows.values()))
            if not rows:
                return None
            body = f"SUM({self.layout.column_range(source, RESULTS, rows)})"
        else:
            return None
        if form.factor == 1:
            return "=" + body
        inverse = 1.0 / form.factor
        if float(inverse).is_integer():
            return f"={body}/{int(inverse)}"
        return f"={body}*{form.factor!r}"

    def _write_limits(self, ws: Worksheet, row: int) -> None:
        self.limits_table = write_limits(self, ws, row, RESULTS)

    # -- About, Sources, Scenarios ---------------------------------------------------------

    def _write_about(self, ws: Worksheet) -> None:
        result = self.result
        lines: list[tuple[str, str]] = [
            ("Plan", result.plan.name),
            ("Scenario", result.scenario_name),
            ("Date", self.when.strftime("%Y-%m-%d %H:%M")),
            ("cicsplan version", __version__),
        ]
        lines += facts.hardware_lines(result)
        lines += msu_lines(result) + daily_lines(result)
        sheet_heading(ws, "cicsplan sizing workbook")
        row = 3
        for label, text in lines:
            ws.cell(row=row, column=1, value=label).font = HEADER_FONT
            ws.cell(row=row, column=2, value=text).alignment = WRAP
            row += 1
        row = self._write_binding_lines(ws, row)
        row += 1
        sections = [
            ("How to read this workbook", [
                "Inputs: plan variables, hardware and plan-wide inputs, the workloads (the same columns as a plan's "
                "workloads; File > Import Workloads in cicsplan reads them back).",
                "Coefficients: the measured CPU per transaction of each workload's method, per address space, with "
                "the document and table it comes from.",
                "Results: live formulas over Inputs and Coefficients, generated from cicsplan's own calculation "
                "steps (the Sources sheet lists them). Grey italic values are non-linear steps computed by cicsplan "
                "(fixed-cost allocation, zIIP spill, some limits); each has a note saying where it comes from.",
                "Change a rate, a CP count, a region count or a coefficient and the live layer (rate x ms per "
                "address space, sums, busy %, the region groups' TCBs, the closed-form limits and the binding "
                "constraint) moves at once. The static values stay as exported: recompute in cicsplan for those.",
            ]),
            ("What follows edits made here, and what does not", self._live_lines()),
            ("Scope", facts.scope_lines(result)),
            ("Warnings", [w.text() for w in result.warnings] or ["none"]),
        ]
        if result.resolved.scenario.notes:
            sections.insert(0, (f"Notes of scenario '{result.scenario_name}'", [result.resolved.scenario.notes]))
        if result.plan.notes:
            sections.insert(0, ("Plan notes", [result.plan.notes]))
        for title, texts in sections:
            ws.cell(row=row, column=1, value=title).font = BLOCK_FONT
            row += 1
            for text in texts:
                ws.cell(row=row, column=1, value=text).alignment = WRAP
                ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=2)
                ws.row_dimensions[row].height = 15 * max(1, math.ceil(len(text) / 120))
                row += 1
            row += 1
        ws.column_dimensions["A"].width = 26
        ws.column_dimensions["B"].width = 110

    def _write_binding_lines(self, ws: Worksheet, row: int) -> int:
        """The binding constraint over every limit (saying when its figure is static), the plan total at it and the
        headroom, the lowest live limit and the other static limits that may bind: live cells over the limits
        table, cached as they read before any edit."""
        table = self.limits_table
        if table.last < table.first:
            return row
        limits = dict(zip(range(table.first, table.last + 1), written_limits(self.result)[0], strict=True))
        binding = binding_row(table)
        lim = limits.get(binding)
        static = binding in table.static_rows
        mark = " (static)" if static else ""
        low = limits.get(live_binding_row(table))
        flags = {r_: self.cache.get((RESULTS, coordinate(BINDING, r_))) for r_ in range(table.first, table.last + 1)}
        others = [f"{table.cached[r_][1]} ({table.cached[r_][0]:,.0f} tps when exported)" for r_ in table.static_rows
                  if flags[r_] == MAY_BIND]
        cached = {"Binding constraint": table.binding_label + (STATIC_BINDING if static else "") if lim
                  else "none of the limits is reached",
                  "Plan total at the binding limit": f"{lim.max_tps:,.0f} tps{mark}" if lim else "never reached",
                  "Headroom to it": f"{lim.headroom_pct:,.1f}%{mark}" if lim else "n/a",
                  "Lowest live limit": "the binding constraint above" if not static else
                  f"{table.cached[live_binding_row(table)][1]}, at {low.max_tps:,.0f} tps, headroom "
                  f"{low.headroom_pct:,.1f}%: it follows edits made here" if low else
                  "none of the live limits is reached",
                  OTHER_STATIC: "; ".join(others) + (
                      ": computed by cicsplan when exported, they do not follow edits; recompute the plan in cicsplan"
                      if others else "none")}
        notes = {"Lowest live limit": "Live: the limit of the live rows reached first; it is the binding constraint "
                                      "unless a static limit's figure is under it.",
                 OTHER_STATIC: "The limits whose figures are cicsplan's (static), other than the binding one, at or "
                               "under every live limit's: one of them may bind after edits."}
        for label, formula in about_formulas(table, RESULTS).items():
            ws.cell(row=row, column=1, value=label).font = HEADER_FONT
            cell = self.put_formula(ws, row, 2, formula, None)
            cell.alignment = WRAP
            self.cache[(ws.title, cell.coordinate)] = cached[label]
            cell.comment = note(notes.get(label, (
                "Live: the limit of the Results sheet's limits table reached at the lowest plan total, live or "
                "static. Rates, CPs, regions and ceilings typed in this workbook move the live limits; a static "
                "figure is cicsplan's at the exported rates and does not follow edits.")))
            row += 1
        return row

    def _live_lines(self) -> list[str]:
        lines = [
            "Live formulas: the CPU per transaction of every workload and address space, the busy of each address "
            "space, the LPAR's general-CP and zIIP busy, the plan's work in each LPAR hosting its region groups and "
            "that LPAR's busy, each region group's QR TCB, SO TCB and S8 TCB figures, the "
            "Crypto Express and client-port busy, and every limit whose figures column says 'live formulas' (its plan "
            "total at the limit, headroom and binding flag), with the binding constraint above. They follow rates, "
            "region counts, coefficients and ceilings typed in this workbook"
            + (", and CP counts (the Speeds sheet moves the engine speeds with them)." if self.speeds else
               "; a CP count typed here divides the busy but does not move the engine speeds (recompute in "
               "cicsplan)."),
        ]
        static = [*self.limits_table.static]
        if self.static_outputs:
            static.append("Results values computed by cicsplan (grey italic, each with a note): "
                          + ", ".join(self.static_outputs.values()) + ".")
        if self.speeds is not None and self.speeds.unmoved:
            static.append("Inputs that change with the CPs in a way the Speeds sheet does not give: "
                          + ", ".join(calc.QUANTITIES[k].label for k in self.speeds.unmoved) + ".")
        static.append("The ranges, the hourly profile, MSU and response times: cicsplan's figures, not in these "
                      "formulas.")
        return lines + ["Static figures (recompute the plan in cicsplan, or export again, when inputs change):"] + [
            f"• {text}" for text in static]

    def _write_sources(self, ws: Worksheet) -> None:
        sheet_heading(ws, "Sources, assumptions and the method")
        row = 3
        self.block_title(ws, row, "Documents and tables")
        for col, text in enumerate(("document", "where", "used for"), start=1):
            style_header(ws.cell(row=row + 1, column=col, value=text))
        row += 2
        for source in facts.sources(self.result):
            ws.cell(row=row, column=1, value=source.document).alignment = WRAP
            ws.cell(row=row, column=2, value=source.where).alignment = WRAP
            ws.cell(row=row, column=3, value=source.used_for).alignment = WRAP
            row += 1
        row += 1
        self.block_title(ws, row, "Assumptions")
        for col, text in enumerate(("assumption", "value", "default", "where set", "why"), start=1):
            style_header(ws.cell(row=row + 1, column=col, value=text))
        row += 2
        for values in facts.assumption_rows(self.result):
            for col, text in enumerate(values, start=1):
                ws.cell(row=row, column=col, value=text).alignment = WRAP
            row += 1
        left_out = len(facts.assumptions_not_used(self.result))
        if left_out:
            ws.cell(row=row, column=1, value=f"{counted(left_out, 'assumption')} about what this plan does not use "
                    "(other ingress methods' QR shares; TLS, XML or address spaces no workload has) "
                    f"{noun_for(left_out, 'is', 'are')} left out; cicsplan's Assumptions sheet lists every one.")
            row += 1
        row += 1
        self.block_title(ws, row, "Overrides and plan variables")
        row += 1
        for text in facts.override_lines(self.result) or ["none"]:
            ws.cell(row=row, column=1, value=text)
            row += 1
        row += 1
        self.block_title(ws, row, "Method: the calculation steps, in the order cicsplan runs them")
        row += 1
        for text in facts.method_lines():
            ws.cell(row=row, column=1, value=text)
            row += 1
        for col, width in ((1, 40), (2, 30), (3, 100), (4, 14), (5, 100)):
            ws.column_dimensions[coordinate(col, 1)[:-1]].width = width

    def _write_scenarios(self, ws: Worksheet) -> None:
        sheet_heading(ws, "Scenarios compared (values computed by cicsplan)", (
            f"This workbook's formulas cover scenario '{self.result.scenario_name}'. Export with "
            "--scenario NAME (or switch scenario in cicsplan) for another one in full."
        ))
        results = in_comparison_order([self.result, *self.others], self.base)
        style_header(ws.cell(row=4, column=1, value="quantity"))
        for k, res in enumerate(results):
            style_header(ws.cell(row=4, column=2 + k, value=res.scenario_name))
        rows = facts.scenario_rows(results)
        for j, (label, unit, values) in enumerate(rows):
            ws.cell(row=5 + j, column=1, value=label)
            for k, value in enumerate(values):
                self.put(ws, 5 + j, 2 + k, value, unit, "computed")
        self._write_per_transaction(ws, 5 + len(rows) + 2, results)
        ws.column_dimensions["A"].width = 50
        for k in range(3 * len(results)):
            ws.column_dimensions[coordinate(2 + k, 1)[:-1]].width = 22

    def _write_per_transaction(self, ws: Worksheet, top: int, results: list[ScenarioResult]) -> None:
        """CPU per transaction per workload and address space, scenario by scenario, and the change against the
        first scenario as formulas over those cells (what a planner typing a figure here sees move)."""
        rows = per_transaction(results)
        if not rows:
            return
        self.block_title(ws, top, "CPU per transaction, scenario by scenario (ms per transaction)")
        names = [r.scenario_name for r in results]
        heads = (["workload / address space"] + names + [f"change {n} (ms)" for n in names[1:]]
                 + [f"change {n} (%)" for n in names[1:]])
        for k, text in enumerate(heads):
            style_header(ws.cell(row=top + 1, column=1 + k, value=text))
        for j, item in enumerate(rows):
            row = top + 2 + j
            ws.cell(row=row, column=1, value=item.workload if item.is_total else f"    in {item.where}")
            if item.is_total:
                ws.cell(row=row, column=1).font = BLOCK_FONT
            for k, value in enumerate(item.row.values):
                self.put(ws, row, 2 + k, value, "ms/tran", "computed")
            base = coordinate(2, row)
            for k in range(1, len(names)):
                other = coordinate(2 + k, row)
                delta, pct = item.row.delta(k), item.row.delta_pct(k)
                if delta is None:
                    continue
                # a change under half the last shown decimal is 0, so that it reads "0.0%", never "-0.0%"
                cell = self.put_formula(ws, row, 1 + len(names) + k, "=" + _nil_below(f"{other}-{base}", MS_SHOWN),
                                        _nil(delta, MS_SHOWN))
                cell.number_format = "+0.000000;-0.000000;0.000000"
                if pct is not None:
                    cell = self.put_formula(ws, row, 1 + 2 * len(names) - 1 + k,
                                            f'=IF({base}=0,"",{_nil_below(f"{other}/{base}-1", PCT_SHOWN)})',
                                            _nil(pct / 100.0, PCT_SHOWN))
                    cell.number_format = "+0.0%;-0.0%;0.0%"


def _finite(value) -> float | None:
    value = float(value)
    return value if math.isfinite(value) else None
