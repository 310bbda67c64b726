"""The workbook's LPARs sheet: how PR/SM shares the machine's CPs (and its zIIPs, when they are given) among its
LPARs, as formulas, so that a CP count, a weight or another LPAR's busy typed in the workbook moves the CPs the
plan's LPAR can get as cicsplan would (core.hardware.prsm, core.model.lpar).

Each LPAR sharing the pool claims what it asks for within its ceiling (the plan's LPAR all it can get; the others
their stated busy of their logical processors). PR/SM's weighted max-min sharing ("water filling") gives each
min(claim, level x weight), the level the one at which the shared processors are spent. That level is

    level = max over k of (shared - sum of the claims below k's) / (sum of the weights from k's up),

k running over the LPARs ordered by claim per weight (the sum of min(claim, level x weight) is the smallest of
such partial sums, so the level that spends the pool is the largest of these candidates): one SUMPRODUCT per LPAR,
any number of LPARs, no iteration. When the claims fit in the pool, every LPAR gets its claim.
"""

from __future__ import annotations

from collections.abc import Callable

from openpyxl.worksheet.worksheet import Worksheet

from cicsplan.core.common.records import dataclass
from cicsplan.core.model.lpar import PoolFigures, ResolvedPartition
from cicsplan.core.model.result import ScenarioResult
from cicsplan.report.workbook_layout import coordinate, quoted
from cicsplan.report.workbook_style import (
    BLOCK_FONT,
    NOTE_FONT,
    note,
    sheet_heading,
    style_computed,
    style_header,
)

SHEET = "LPARs"
HEADS = ("LPAR", "weight", "logical processors", "busy it asks for (% of its logical)", "initial capping (processors)",
         "absolute capping (processors)", "defined capacity (processors)", "ceiling (processors)",
         "asks for (processors)", "claim (processors)", "claim per weight", "level if the LPARs below claim in full")
(NAME, WEIGHT, LOGICAL, BUSY, INITIAL, ABSOLUTE, DEFINED, CEILING, ASKS, CLAIM, PER_WEIGHT,
 CANDIDATE) = range(1, 13)
STATIC = ("Computed by cicsplan from the plan ({why}): it does not follow edits made in the workbook; recompute the "
          "plan in cicsplan (or export again) when it changes.")


@dataclass(frozen=True)
class Claimant:
    """One LPAR sharing the pool, as the sheet writes it: ``logical`` a number or a formula (the plan's LPAR's
    processors on the Inputs sheet); ``busy_pct`` None for the plan's LPAR, which asks for all it can get."""

    name: str
    weight: float
    logical: float | str
    busy_pct: float | None
    initial_capping: bool = False
    absolute: float | None = None
    defined: float | None = None
    work: tuple[str, float] | None = None  # the plan's work in it (engines): its cell's reference and value


WorkRef = Callable[[str], "tuple[str, float] | None"]  # an LPAR's name: the plan's work in it, if it hosts groups


class Builder:
    """What the sheet needs of the workbook's builder (report.workbook)."""

    def put(self, ws: Worksheet, row: int, col: int, value, unit: str = "", kind: str = "plain"): ...

    def put_formula(self, ws: Worksheet, row: int, col: int, formula: str, cached: float | None,
                    unit: str = ""): ...


def cp_claimants(result: ScenarioResult, cps_ref: str, work: WorkRef | None = None) -> list[Claimant]:
    """The LPARs sharing the machine's CPs, the plan's first (``cps_ref`` its CPs on the Inputs sheet); an LPAR
    hosting the plan's region groups asks for the plan's work there too (``work``)."""
    r = result.resolved
    hw, sharing = r.hardware, r.sharing
    per_cp = sharing.msu_per_cp if sharing is not None else None
    own = Claimant(sharing.name, float(hw.get("weight") or 1.0), cps_ref, None, bool(hw.get("initial_capping")),
                   _number(hw.get("absolute_cap_cps")))
    return [own] + [Claimant(p.name, float(p.weight or 0.0), float(p.logical_cps), p.busy_pct, p.initial_capping,
                             p.absolute_cps, p.defined_msu / per_cp if p.defined_msu and per_cp else None,
                             work(p.name) if work is not None else None)
                    for p in _sharing(r.partitions, "cp")]


def ziip_claimants(result: ScenarioResult, ziips_ref: str) -> list[Claimant]:
    """The LPARs sharing the machine's zIIPs (their zIIP weight, or their weight), the plan's first; no caps."""
    r = result.resolved
    hw = r.hardware
    own = Claimant(r.sharing.name, float(hw.get("ziip_weight") or hw.get("weight") or 1.0), ziips_ref, None)
    return [own] + [Claimant(p.name, float(p.ziip_weight or p.weight or 0.0), float(p.logical_ziips), p.ziip_busy_pct)
                    for p in _sharing(r.partitions, "ziip")]


def _sharing(partitions: list[ResolvedPartition], kind: str) -> list[ResolvedPartition]:
    return [p for p in partitions if not p.dedicated and (p.logical_cps if kind == "cp" else p.logical_ziips) > 0]


def _number(value) -> float | None:
    return None if value is None else float(value)


def write_pool(builder: Builder, ws: Worksheet, top: int, kind: str, pool: PoolFigures,
               claimants: list[Claimant], logical_value: float) -> tuple[int, str]:
    """One pool's block from row ``top``: its physical, dedicated and shared processors, each sharing LPAR's claim
    and the processors the plan's LPAR can get. Returns the next free row and the sheet-qualified absolute reference
    of the cell holding what the plan's LPAR can get."""
    ws.cell(row=top, column=1, value=f"The machine's {kind}s").font = BLOCK_FONT
    physical, dedicated, shared = top + 1, top + 2, top + 3
    rows = [("physical " + kind + "s of the machine", pool.pool.physical,
             STATIC.format(why="the machine's model")),
             (f"{kind}s dedicated to LPARs", pool.pool.physical - pool.pool.shared,
              STATIC.format(why="the LPARs with dedicated processors"))]
    for row, (label, value, text) in zip((physical, dedicated), rows, strict=True):
        ws.cell(row=row, column=1, value=label)
        builder.put(ws, row, 2, float(value), "engines", "computed").comment = note(text)
    ws.cell(row=shared, column=1, value=f"shared {kind}s")
    builder.put_formula(ws, shared, 2, f"={coordinate(2, physical)}-{coordinate(2, dedicated)}", pool.pool.shared,
                        "engines")
    head = top + 5
    for col, text in enumerate(HEADS, start=1):
        style_header(ws.cell(row=head, column=col, value=text))
    first, last = head + 1, head + len(claimants)
    shared_ref = coordinate(2, shared, True)

    def span(col: int) -> str:
        return f"{coordinate(col, first, True)}:{coordinate(col, last, True)}"

    shares = {s.name: s for s in pool.pool.lpars}
    for k, c in enumerate(claimants):
        row = first + k
        given = shares.get(c.name)
        ws.cell(row=row, column=NAME, value=c.name + (" (this plan)" if k == 0 else ""))
        builder.put(ws, row, WEIGHT, c.weight, "", "input").number_format = "0"
        if isinstance(c.logical, str):
            cell = builder.put_formula(ws, row, LOGICAL, f"={c.logical}", logical_value, "engines")
            style_computed(cell)
            cell.comment = note("The plan's LPAR's logical processors, from the Inputs sheet.")
        else:
            builder.put(ws, row, LOGICAL, c.logical, "", "input").number_format = "0"
        if c.busy_pct is None:
            ws.cell(row=row, column=BUSY, value="all it can get")
        else:
            builder.put(ws, row, BUSY, c.busy_pct, "%", "input")
        if c.initial_capping:
            builder.put_formula(ws, row, INITIAL, f"={coordinate(WEIGHT, row)}/SUM({span(WEIGHT)})*{shared_ref}",
                                None, "engines")
        if c.absolute is not None:
            builder.put(ws, row, ABSOLUTE, c.absolute, "engines", "input")
        if c.defined is not None:
            builder.put(ws, row, DEFINED, c.defined, "engines", "computed").comment = note(STATIC.format(
                why="its defined capacity in MSU over the machine's MSU per CP"))
        ceiling = f"=MIN({coordinate(LOGICAL, row)},{coordinate(INITIAL, row)}:{coordinate(DEFINED, row)})"
        builder.put_formula(ws, row, CEILING, ceiling, given.ceiling if given else None, "engines")
        busy, logical = coordinate(BUSY, row), coordinate(LOGICAL, row)
        if c.busy_pct is None:
            asks = f"={coordinate(CEILING, row)}"
        elif c.work is None:
            asks = f"={busy}/100*{logical}"
        else:  # its own busy and the plan's work in its region groups, within its logical CPs (as cicsplan asks)
            asks = f"=MIN(100,{busy}+{c.work[0]}/{logical}*100)/100*{logical}"
        wants = None if given is None else given.ceiling if c.busy_pct is None else min(
            100.0, c.busy_pct + (c.work[1] / c.logical * 100 if c.work else 0.0)) / 100 * c.logical
        claim = None if wants is None else max(0.0, min(wants, given.ceiling))
        builder.put_formula(ws, row, ASKS, asks, wants, "engines")
        builder.put_formula(ws, row, CLAIM, f"=MAX(0,MIN({coordinate(ASKS, row)},{coordinate(CEILING, row)}))",
                            claim, "engines")
        builder.put_formula(ws, row, PER_WEIGHT, f"=IF({coordinate(WEIGHT, row)}>0,{coordinate(CLAIM, row)}/"
                                                 f"{coordinate(WEIGHT, row)},0)",
                            None if claim is None or not c.weight else claim / c.weight, "share")
        me = coordinate(PER_WEIGHT, row)
        builder.put_formula(ws, row, CANDIDATE,
                            f"=({shared_ref}-SUMPRODUCT(({span(PER_WEIGHT)}<{me})*{span(CLAIM)}))/"
                            f"SUMPRODUCT(({span(PER_WEIGHT)}>={me})*{span(WEIGHT)})", None, "share")
    own_claim, own_weight = coordinate(CLAIM, first), coordinate(WEIGHT, first)
    result_row = last + 2
    ws.cell(row=result_row, column=1, value=f"{kind}s the plan's LPAR can get").font = BLOCK_FONT
    formula = (f"=IF(SUM({span(CLAIM)})<={shared_ref}+1E-9,{own_claim},"
               f"MIN({own_claim},MAX({span(CANDIDATE)})*{own_weight}))")
    builder.put_formula(ws, result_row, 2, formula, pool.own.available, "engines").comment = note(
        "Live: PR/SM's weighted sharing of the shared processors (IBM PR/SM Planning Guide, processing weights): "
        "each LPAR gets the smaller of its claim and the level times its weight; what one leaves goes to the "
        "others by weight.")
    ws.cell(row=result_row + 1, column=1, value=(
        "The claims: the plan's LPAR asks for all it can get, within its ceiling; every other LPAR for its busy of "
        "its logical processors (an LPAR hosting the plan's region groups with the plan's work there, from the "
        "Results sheet), within its ceiling. The level is the largest candidate of the last column "
        "(weighted max-min sharing).")).font = NOTE_FONT
    return result_row + 3, f"{quoted(SHEET)}!{coordinate(2, result_row, True)}"


def write_lpars(builder: Builder, ws: Worksheet, result: ScenarioResult, ref: Callable[[str], str],
                work: WorkRef | None = None) -> dict[str, str]:
    """The LPARs sheet of a plan whose LPAR shares its machine (``ref`` gives an input's reference from this sheet,
    ``work`` the plan's work in an LPAR hosting its region groups); the reference of what the LPAR can get, by the
    calculation input it feeds."""
    sharing = result.resolved.sharing
    sheet_heading(ws, "LPARs: how PR/SM shares the machine's processors", (
        "Yellow cells are inputs: a CP count typed on the Inputs sheet, a weight or another LPAR's busy typed "
        "here moves the processors the plan's LPAR can get, and with them its busy of what it gets and the "
        "entitlement limit on the Results sheet."
    ))
    hw = result.resolved.hardware
    out: dict[str, str] = {}
    row, out["cp_available_engines"] = write_pool(builder, ws, 4, "CP", sharing.cp,
                                                  cp_claimants(result, ref("cps"), work), float(hw["cps"]))
    if sharing.ziip is not None and int(hw["ziips"]) > 0:
        _, out["ziip_available_engines"] = write_pool(builder, ws, row, "zIIP", sharing.ziip,
                                                      ziip_claimants(result, ref("ziip_servers")), float(hw["ziips"]))
    ws.column_dimensions["A"].width = 34
    for col in range(2, CANDIDATE + 1):
        ws.column_dimensions[coordinate(col, 1)[:-1]].width = 16
    return out
