"""How the calculation's inputs follow the LPAR's CPs, so that CPs typed in the workbook move them as cicsplan would.

A cost measured on one machine is moved to the plan's LPAR by the ratio of per-engine capacities, and the plan
LPAR's per-engine capacity is that of the n-way model of its CPs: more CPs, slower engines. Nothing is assumed from
names: the plan is computed again at other CP counts, and an input is written as a formula of the capacity per
engine only when it moves exactly so, element by element,

* ``fixed + moved x capacity at export / capacity now`` (general CPs or zIIPs: a speed ratio, application CPU moved
  from the machine it was measured on, with any part typed on the plan's own machine fixed), or
* ``value x (zIIP capacity / CP capacity now) / (the same at export)`` (the zIIP speed over the CP speed).

Inputs that move otherwise are listed (``unmoved``): a CP count typed in the workbook does not move them.
"""

from __future__ import annotations

import copy
from dataclasses import field

import numpy as np

from cicsplan.core.common.records import dataclass
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model import calc
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.report.workbook_style import sheet_heading, style_header

MAX_NWAY = 256
RTOL = 1e-9


@dataclass(frozen=True)
class SpeedForm:
    kind: str  # "cp", "ziip" (fixed + moved x capacity at export / now) or "ratio" (value x zIIP/CP ratio change)
    fixed: np.ndarray
    moved: np.ndarray


@dataclass
class Speeds:
    """The plan machine's per-engine capacity by CPs, and each input's form in it."""

    cps: int  # the LPAR's CPs at export
    category: str
    machine: str
    capacity: list[tuple[int, float, float]] = field(default_factory=list)  # (CPs, CP and zIIP per-engine)
    forms: dict[str, SpeedForm] = field(default_factory=dict)
    unmoved: list[str] = field(default_factory=list)  # inputs that move with the CPs in no such way

    def at_export(self, kind: str) -> float:
        return next(cp if kind == "cp" else ziip for n, cp, ziip in self.capacity if n == self.cps)


def engine_speeds(result: ScenarioResult) -> Speeds | None:
    """The inputs' forms in the LPAR's CPs; None when the CPs cannot change here (no machine, a fractional or
    out-of-table CP count, a plan that does not compute at other CPs)."""
    r = result.resolved
    cps = float(r.hardware["cps"])
    if r.machine is None or result.catalog is None or not cps.is_integer():
        return None
    category = r.assumptions["lspr_category"]
    speeds = Speeds(int(cps), category, r.machine.text)
    for n in range(1, MAX_NWAY + 1):
        try:
            speeds.capacity.append((n, r.machine.cp_capacity(category, n), r.machine.ziip_capacity(category, n)))
        except MachineError:
            if n > cps:
                break
    rated = {n for n, _, _ in speeds.capacity}
    probes = [c for c in (speeds.cps + 1, speeds.cps - 1, speeds.cps + 2, speeds.cps - 2) if c in rated][:2]
    if speeds.cps not in rated or len(probes) < 2:
        return None
    envs = [_env_at(result, c) for c in probes]
    if any(env is None for env in envs):
        return None
    for key in calc.LEAVES:
        if key == "cps" or key not in result.env:
            continue
        values = [np.asarray(result.env[key], dtype=float)] + [np.asarray(e[key], dtype=float) for e in envs]
        if any(v.shape != values[0].shape for v in values) or all(_same(v, values[0]) for v in values[1:]):
            continue
        form = _fit(speeds, [speeds.cps, *probes], values)
        if form is None:
            speeds.unmoved.append(key)
        else:
            speeds.forms[key] = form
    return speeds


def _env_at(result: ScenarioResult, cps: int) -> dict[str, np.ndarray] | None:
    plan = copy.deepcopy(result.plan)
    scenario = next(s for s in plan.scenarios if s.name == result.scenario_name)
    scenario.hardware.set("cps", cps)
    other = compute(plan, result.catalog, result.scenario_name)
    return None if other.errors else other.env


def _fit(speeds: Speeds, cps: list[int], values: list[np.ndarray]) -> SpeedForm | None:
    capacity = {n: (cp, ziip) for n, cp, ziip in speeds.capacity}
    v0 = values[0]
    for kind in ("cp", "ziip"):
        k = 0 if kind == "cp" else 1
        rho = [capacity[cps[0]][k] / capacity[c][k] for c in cps]
        if abs(rho[1] - 1.0) < 1e-12:
            continue
        moved = (values[1] - v0) / (rho[1] - 1.0)
        fixed = v0 - moved
        if all(_same(fixed + moved * rho[j], values[j]) for j in range(len(cps))):
            fixed = _tidy(fixed, v0)
            return SpeedForm(kind, fixed, np.where(fixed == 0, v0, moved))  # a fully moved figure: exactly its value
    ratio = [(capacity[c][1] / capacity[c][0]) / (capacity[cps[0]][1] / capacity[cps[0]][0]) for c in cps]
    if all(_same(v0 * ratio[j], values[j]) for j in range(len(cps))):
        return SpeedForm("ratio", np.zeros_like(v0), v0)
    return None


def _tidy(fixed: np.ndarray, value: np.ndarray) -> np.ndarray:
    """A fixed part that is float noise of the value (a fully moved cost) is none."""
    return np.where(np.abs(fixed) <= 1e-12 * np.maximum(1.0, np.abs(value)), 0.0, fixed)


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    both = np.isfinite(a) & np.isfinite(b)
    return bool(np.array_equal(np.isfinite(a), np.isfinite(b))
                and np.allclose(a[both], b[both], rtol=RTOL, atol=1e-12))


# -- the Speeds sheet -------------------------------------------------------------------------------------------------

SHEET = "Speeds"
CPS_ROW, CP_ROW, ZIIP_ROW = 5, 6, 7
FIRST_ROW = 10  # the capacity table's first row
NOW_CP, NOW_ZIIP, THEN_CP, THEN_ZIIP = f"$B${CP_ROW}", f"$B${ZIIP_ROW}", f"$C${CP_ROW}", f"$C${ZIIP_ROW}"


def speed_formula(speeds: Speeds, key: str, index: tuple) -> str | None:
    """The Excel formula of an input that follows the LPAR's CPs (``index`` picks its element), or None."""
    form = speeds.forms.get(key)
    if form is None:
        return None
    fixed = float(np.broadcast_to(form.fixed, np.shape(form.moved))[index]) if np.ndim(form.moved) else float(
        form.fixed)
    moved = float(form.moved[index]) if np.ndim(form.moved) else float(form.moved)
    if not (np.isfinite(fixed) and np.isfinite(moved)):
        return None
    sheet = f"'{SHEET}'!"
    if form.kind == "ratio":
        change = f"({sheet}{NOW_ZIIP}/{sheet}{NOW_CP})/({sheet}{THEN_ZIIP}/{sheet}{THEN_CP})"
    else:
        now, then = (NOW_CP, THEN_CP) if form.kind == "cp" else (NOW_ZIIP, THEN_ZIIP)
        change = f"{sheet}{then}/{sheet}{now}"
    moved_text = f"{moved!r}*{change}"
    return "=" + (moved_text if fixed == 0 else f"{fixed!r}+{moved_text}")


def write_speeds(ws, speeds: Speeds, cps_ref: str, put, put_formula) -> None:
    """The plan machine's capacity per engine by the LPAR's CPs, and the capacity at the CPs the Inputs sheet holds:
    the speed ratios and the application CPU moved from its machine follow a CP count typed there."""
    sheet_heading(ws, f"Engine speeds of the {speeds.machine} by the LPAR's CPs (LSPR {speeds.category})", (
        "More CPs make each engine slower (the n-way model of the LPAR's CPs): the speed ratios on the Inputs "
        "sheet and application CPU moved from the machine it was measured on follow the CPs through this "
        "table, so a CP count typed on the Inputs sheet moves them as cicsplan would."
    ))
    for col, text in enumerate(("", "now", "at export"), start=1):
        style_header(ws.cell(row=CPS_ROW - 1, column=col, value=text))
    last = FIRST_ROW + len(speeds.capacity) - 1
    ws.cell(row=CPS_ROW, column=1, value="LPAR CPs")
    put_formula(ws, CPS_ROW, 2, f"={cps_ref}", float(speeds.cps))
    put(ws, CPS_ROW, 3, speeds.cps)
    for row, kind, column in ((CP_ROW, "cp", "B"), (ZIIP_ROW, "ziip", "C")):
        ws.cell(row=row, column=1, value=f"PCI per {'CP' if kind == 'cp' else 'zIIP'}")
        lookup = (f"=INDEX(${column}${FIRST_ROW}:${column}${last},"
                  f"MATCH($B${CPS_ROW},$A${FIRST_ROW}:$A${last},0))")
        put_formula(ws, row, 2, lookup, speeds.at_export(kind))
        put(ws, row, 3, speeds.at_export(kind))
    for col, text in enumerate(("LPAR CPs", "PCI per CP", "PCI per zIIP"), start=1):
        style_header(ws.cell(row=FIRST_ROW - 1, column=col, value=text))
    for k, (n, cp, ziip) in enumerate(speeds.capacity):
        put(ws, FIRST_ROW + k, 1, n)
        put(ws, FIRST_ROW + k, 2, cp)
        put(ws, FIRST_ROW + k, 3, ziip)
    for column, width in (("A", 18), ("B", 16), ("C", 16)):
        ws.column_dimensions[column].width = width
