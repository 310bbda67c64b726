"""The Results sheet's block of the LPARs hosting the plan's region groups (issue 28): each LPAR's logical CPs, stated
busy and what PR/SM gives it, the plan's work there, its busy and its busy of what it can get, as live formulas over
the rates where the engine's arithmetic is a sum of rates times work per transaction (``linear.lpar_weights``
checks it on the plan), so that a rate typed in the workbook moves each LPAR's demand and its entitlement limit.

What PR/SM gives another LPAR (``lpar_available_cps``) and its engines' capacity against the plan's are cicsplan's
figures at the planned rates. cicsplan's entitlement limits share the machine again at each rate; a limit row is
live only where that gives the same rate as the line through these cells (workbook_limits checks it), else it holds
cicsplan's figures and says why.
"""

from __future__ import annotations

from typing import Protocol

from openpyxl.cell.cell import Cell
from openpyxl.worksheet.worksheet import Worksheet

from cicsplan.core.model import calc
from cicsplan.core.model.lpar_work import hosting_lpars
from cicsplan.core.model.result import ScenarioResult
from cicsplan.report.linear import MAX_WEIGHT_ROWS, LparWeights
from cicsplan.report.workbook_layout import Layout, Placement, coordinate
from cicsplan.report.workbook_style import BLOCK_FONT, NOTE_FONT, note, style_header

TITLE = "Per LPAR hosting region groups: the plan's work there"
PARTS_TITLE = "Each workload's work in each LPAR (its rate x its work there per transaction per second)"
KEYS = ("lpar_logical_cps", "lpar_stated_busy_pct", "lpar_available_cps", "lpar_cp_ratio", "lpar_gcp_engines",
        "lpar_ziip_engines", "lpar_busy_pct", "lpar_available_busy_pct")
COLUMN = {key: 2 + k for k, key in enumerate(KEYS)}
# the plan's own LPAR's row reads its figures where the workbook has them already (Inputs and the Results' totals)
OWN = {"lpar_logical_cps": "cps", "lpar_stated_busy_pct": "existing_cp_busy_pct",
       "lpar_available_cps": "cp_available_engines", "lpar_gcp_engines": "gcp_lpar_engines",
       "lpar_ziip_engines": "ziip_engines", "lpar_busy_pct": "gcp_busy_pct",
       "lpar_available_busy_pct": "gcp_available_busy_pct"}
STATIC = ("Computed by cicsplan at the planned rates ({why}): it does not follow edits made in the workbook; "
          "recompute the plan in cicsplan (or export again) when it changes.")
PER_TPS = ("Computed by cicsplan: the workload's general CPs' worth (or zIIPs') in this LPAR per transaction per "
           "second, in the LPAR's engines: its share by routing of the application and the link's AOR side, or all "
           "its work when its region group runs there, at the zIIP spill of the planned rates.")

OWN_PER_TPS = ("Computed by cicsplan: the workload's general CPs' worth of the plan's LPAR's busy per transaction per "
               "second (its work there over the coverage, less what it routes to other LPARs).")


class Builder(Protocol):
    """What the block needs of the workbook's builder (report.workbook)."""

    result: ScenarioResult
    layout: Layout
    n: int

    def put(self, ws: Worksheet, row: int, col: int, value, unit: str = "", kind: str = "plain") -> Cell: ...

    def put_formula(self, ws: Worksheet, row: int, col: int, formula: str, cached: float | None,
                    unit: str = "") -> Cell: ...

    def header(self, ws: Worksheet, row: int, col: int, key: str, text: str | None = None,
               comment: str = "") -> None: ...

    def value_of(self, key: str, i: int | None = None, a: int | None = None, g: int | None = None) -> float | None: ...


class LparBlock:
    """Where the block sits on the Results sheet from row ``top``: the LPARs' rows (the plan's first) and, when the
    demand is a sum over the rates, each workload's parts."""

    def __init__(self, result: ScenarioResult, weights: LparWeights | None, top: int, sheet: str):
        self.result, self.weights, self.top, self.sheet = result, weights, top, sheet
        self.names = [p.name for p in hosting_lpars(result.resolved)]
        self.own_row = top + 3
        self.rows = {slot: top + 4 + slot for slot in range(len(self.names))}
        self.note_row = top + 4 + len(self.names)
        self.parts_top = self.note_row + 2
        n = result.resolved.n if weights is not None else 0
        self.part_rows = {i: self.parts_top + 2 + i for i in range(n)}
        self.end = (max(self.part_rows.values()) if self.part_rows else self.note_row) + 3

    def place(self, layout: Layout) -> None:
        for key in KEYS:
            layout.place(key, Placement(self.sheet, COLUMN[key], "lpar", dict(self.rows)))

    def part_column(self, slot: int, kind: int) -> int:
        """The parts table's column of other LPAR ``slot``: kind 0 CPs per tps, 1 zIIPs per tps, 2 CPs' worth, 3
        zIIPs' worth; after the plan's LPAR's two (CPs per tps, CPs' worth) when its part follows the rates."""
        return 3 + (2 if self.own_parts else 0) + 4 * slot + kind

    @property
    def own_parts(self) -> bool:
        return bool(self.part_rows) and self.weights.own_engines_per_tps is not None

    def formula_of(self, key: str) -> str | None:
        """The plan's LPAR's busy from its work (``gcp_lpar_engines``) as the sum of its parts and its address spaces'
        fixed CPU without a rate, when it follows the rates so; else None."""
        if key != "gcp_lpar_engines" or not self.own_parts:
            return None
        rows = list(self.part_rows.values())
        base = self.weights.own_base_engines
        return (f"=SUM({coordinate(4, min(rows), True)}:{coordinate(4, max(rows), True)})"
                + (f"+{base!r}" if base else ""))

    def write(self, builder: Builder, ws: Worksheet) -> None:
        ws.cell(row=self.top, column=1, value=TITLE).font = BLOCK_FONT
        style_header(ws.cell(row=self.top + 1, column=1, value="LPAR"))
        for key in KEYS:
            builder.header(ws, self.top + 1, COLUMN[key], key)
        self._write_own(builder, ws)
        if self.part_rows:
            self._write_parts(builder, ws)
        for slot, name in enumerate(self.names):
            self._write_lpar(builder, ws, slot, name)
        ws.cell(row=self.note_row, column=1, value=(
            "The plan's work in each LPAR: its region groups' workloads less what they route to other LPARs, plus the "
            "routes into its groups (share x the application and the link's AOR side). Busy = stated busy + the "
            "plan's CPs' worth / logical CPs x 100; busy of what it can get = busy x logical CPs / the CPs PR/SM "
            "gives it. The entitlement limits of the limits table read these cells.")).font = NOTE_FONT

    def _write_own(self, builder: Builder, ws: Worksheet) -> None:
        row = self.own_row
        own = self.result.resolved.sharing
        name = own.name if own is not None else (self.result.resolved.hardware.get("lpar_name") or "")
        ws.cell(row=row, column=1, value=(f"{name} (this plan)" if name else "the plan's LPAR"))
        for key, source in OWN.items():
            if source not in builder.layout.places:
                continue
            cell = builder.put_formula(ws, row, COLUMN[key], "=" + builder.layout.ref(source, self.sheet),
                                       builder.value_of(source), calc.QUANTITIES[key].unit)
            cell.comment = note(f"The plan's LPAR: {source}, as the Inputs sheet and the totals below give it.")
        builder.put(ws, row, COLUMN["lpar_cp_ratio"], 1.0, "x")

    def _write_lpar(self, builder: Builder, ws: Worksheet, slot: int, name: str) -> None:
        row = self.rows[slot]
        env = self.result.env
        ws.cell(row=row, column=1, value=name)

        def value(key: str) -> float:
            return float(env[key].ravel()[slot])

        builder.put(ws, row, COLUMN["lpar_logical_cps"], value("lpar_logical_cps"), "CPs", "input")
        builder.put(ws, row, COLUMN["lpar_stated_busy_pct"], value("lpar_stated_busy_pct"), "%", "input")
        builder.put(ws, row, COLUMN["lpar_available_cps"], value("lpar_available_cps"), "CPs", "computed").comment = \
            note(STATIC.format(why="PR/SM's share of its machine with every LPAR at its load, the plan's work in "
                                   "it included; on another machine the available CPs the plan gives"))
        builder.put(ws, row, COLUMN["lpar_cp_ratio"], value("lpar_cp_ratio"), "x", "computed").comment = note(
            STATIC.format(why="IBM's capacity ratings of the two machines' engines"))
        for key, kind in (("lpar_gcp_engines", 2), ("lpar_ziip_engines", 3)):
            if self.part_rows:
                rows = list(self.part_rows.values())
                column = self.part_column(slot, kind)
                builder.put_formula(ws, row, COLUMN[key], f"=SUM({coordinate(column, min(rows), True)}:"
                                                          f"{coordinate(column, max(rows), True)})", value(key),
                                    "engines")
            else:
                builder.put(ws, row, COLUMN[key], value(key), "engines", "computed").comment = note(STATIC.format(
                    why="the plan's work there is not written as a sum of its rates for this plan: fixed costs shared "
                        "by the workloads, a zIIP spill that grows faster than the rates, or more than "
                        f"{MAX_WEIGHT_ROWS:,} workloads"))
        logical, stated, available, engines, busy = (coordinate(COLUMN[k], row) for k in (
            "lpar_logical_cps", "lpar_stated_busy_pct", "lpar_available_cps", "lpar_gcp_engines", "lpar_busy_pct"))
        builder.put_formula(ws, row, COLUMN["lpar_busy_pct"], f"=IF({logical}>0,{stated}+{engines}/{logical}*100,"
                                                              f"IF({engines}>0,\"no CPs\",{stated}))",
                            value("lpar_busy_pct"), "%")
        builder.put_formula(ws, row, COLUMN["lpar_available_busy_pct"], f"=IF({available}>0,{busy}*{logical}/"
                                                                        f"{available},\"no CPs\")",
                            value("lpar_available_busy_pct"), "%")

    def _write_parts(self, builder: Builder, ws: Worksheet) -> None:
        weights = self.weights
        head = self.parts_top + 1
        ws.cell(row=self.parts_top, column=1, value=PARTS_TITLE).font = BLOCK_FONT
        style_header(ws.cell(row=head, column=1, value="workload"))
        style_header(ws.cell(row=head, column=2, value="rate (tps)"))
        labels = ("CPs per tps", "zIIPs per tps", "CPs' worth (engines)", "zIIPs' worth (engines)")
        for slot, name in enumerate(self.names):
            for kind, label in enumerate(labels):
                style_header(ws.cell(row=head, column=self.part_column(slot, kind), value=f"{name}: {label}"))
        if self.own_parts:
            own = self.result.resolved.sharing
            name = own.name if own is not None else "the plan's LPAR"
            for col, label in ((3, "CPs per tps"), (4, "CPs' worth (engines)")):
                style_header(ws.cell(row=head, column=col, value=f"{name} (this plan): {label}"))
        r = self.result.resolved
        for i, row in self.part_rows.items():
            ws.cell(row=row, column=1, value=r.names[i])
            rate = builder.put_formula(ws, row, 2, "=" + builder.layout.ref("tps", self.sheet, i),
                                       builder.value_of("tps", i), "tps")
            if self.own_parts:
                weight = float(weights.own_engines_per_tps[i])
                cell = builder.put(ws, row, 3, weight, "engines", "computed")
                cell.comment = note(OWN_PER_TPS)
                builder.put_formula(ws, row, 4, f"={rate.coordinate}*{cell.coordinate}",
                                    weight * (builder.value_of("tps", i) or 0.0), "engines")
            for slot in range(len(self.names)):
                for kind, per_tps in ((0, weights.gcp_engines_per_tps), (1, weights.ziip_engines_per_tps)):
                    weight = float(per_tps[i, slot])
                    cell = builder.put(ws, row, self.part_column(slot, kind), weight, "engines", "computed")
                    cell.comment = note(PER_TPS)
                    builder.put_formula(ws, row, self.part_column(slot, kind + 2),
                                        f"={rate.coordinate}*{cell.coordinate}",
                                        weight * (builder.value_of("tps", i) or 0.0), "engines")
