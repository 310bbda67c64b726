"""Scenarios side by side: the same figures for each scenario, and their change against the first.

Workloads are matched by name across scenarios, so "today: 3270" and "after migration: web services"
compare like with like when the planner names the business workload the same in both.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import field

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.figures import points_change, relative_change, signed
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.model.lpar_view import lpars_json
from cicsplan.core.model.msu import NEW_WORK_LABEL, PLAN_WORK_LABEL, msu_figures, why_no_msu
from cicsplan.core.plan.plan import Plan

POINTS = "pts"  # percentage points, the unit of the change of a quantity that is a percentage
CHANGE_EXPLAINED = ("percentage points (pts) for quantities that are themselves percentages (busy %, % of one "
                    "engine), ms and relative change (%) for CPU per transaction, relative change (%) for the rest")


@dataclass(frozen=True)
class Row:
    section: str  # "Totals", "Workload <name>", "Address space <name>"
    label: str
    unit: str
    values: tuple[float | str | None, ...]  # one per scenario; None where not defined
    better: str = "lower"  # which direction is an improvement, for colouring: "lower", "higher" or ""

    def delta(self, k: int) -> float | None:
        """Change of scenario k against the first scenario (absolute)."""
        a, b = self.values[0], self.values[k]
        if not isinstance(a, int | float) or not isinstance(b, int | float):
            return None
        return float(b) - float(a)

    def delta_pct(self, k: int) -> float | None:
        """Relative change of scenario k against the first, in % of the first's value."""
        a, b = self.values[0], self.values[k]
        if not isinstance(a, int | float) or not isinstance(b, int | float) or a == 0:
            return None
        return (float(b) / float(a) - 1.0) * 100.0

    @property
    def in_points(self) -> bool:
        """A quantity that is itself a percentage (busy %, % of one engine): its change is told in
        percentage points (55.66% -> 60.48% is +4.8 points), not relative to itself (+8.7%)."""
        return self.unit.startswith("%")

    def change(self, k: int) -> float | None:
        """The change planners read: percentage points for a percentage, else relative change in %."""
        return self.delta(k) if self.in_points else self.delta_pct(k)

    def change_text(self, k: int) -> str:
        """The change as shown: "+4.8 pts" for a percentage, "+14.8%" (or "×30.9" past +1000%) for the rest, ""
        when undefined (core.common.figures)."""
        value = self.change(k)
        return points_change(value) if self.in_points else relative_change(value)

    def deltas(self) -> tuple[list[float | None], list[float | None]]:
        """``delta`` and ``delta_pct`` of every scenario after the first, in one pass (``compare --json`` of
        thousands of workloads writes millions of them)."""
        base = self.values[0]
        if not isinstance(base, int | float):
            none = [None] * (len(self.values) - 1)
            return none, list(none)
        base = float(base)
        absolute: list[float | None] = []
        relative: list[float | None] = []
        for value in self.values[1:]:
            if not isinstance(value, int | float):
                absolute.append(None)
                relative.append(None)
                continue
            absolute.append(float(value) - base)
            relative.append(None if base == 0 else (float(value) / base - 1.0) * 100.0)
        return absolute, relative

    def changes_in_units_texts(self) -> list[str]:
        """``change_in_units_text`` of every scenario after the first, in one pass (a comparison of thousands of
        workloads prints millions of them); a value the row repeats (a workload no scenario changes) is written
        once."""
        base = self.values[0]
        if not isinstance(base, int | float):
            return [""] * (len(self.values) - 1)
        base = float(base)
        written: dict = {}
        out = []
        for value in self.values[1:]:
            if value == 0:  # 0.0 and -0.0 are one key but not one change ("+0.0 pts", "-0.0 pts")
                out.append(self._change_from(base, value))
                continue
            text = written.get(value)
            if text is None:
                text = written[value] = self._change_from(base, value)
            out.append(text)
        return out

    def _change_from(self, base: float, value: float | str | None) -> str:
        if not isinstance(value, int | float):
            return ""
        delta = float(value) - base
        if self.in_points:
            return points_change(delta)
        relative = relative_change((float(value) / base - 1.0) * 100.0) if base != 0 else ""
        if self.unit != "ms/tran" or (delta == 0 and not relative):
            return relative
        amount = f"{signed(delta, 'ms')} ms"
        return f"{amount} ({relative})" if relative else amount

    def change_in_units_text(self, k: int) -> str:
        """The change with its amount where a relative change alone hides it: CPU per transaction moves by
        "+1.3000 ms (+14.8%)"; the rest as ``change_text``."""
        delta, relative = self.delta(k), self.change_text(k)
        if self.unit != "ms/tran" or delta is None or (delta == 0 and not relative):
            return relative  # nothing on either side: no change to tell
        amount = f"{signed(delta, 'ms')} ms"
        return f"{amount} ({relative})" if relative else amount


@dataclass
class Comparison:
    scenarios: list[str]
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    not_in_base: list[Unmatched] = field(default_factory=list)  # later scenarios' workloads the base lacks

    def find(self, section: str, label: str) -> Row:
        for row in self.rows:
            if row.section == section and row.label == label:
                return row
        raise KeyError(f"{section}: {label}")


def _num(value) -> float | None:
    if value is None:
        return None
    value = float(value)
    return value if math.isfinite(value) else None


@dataclass(frozen=True)
class Unmatched:
    """A workload of a later scenario that the base scenario does not have: its figures, with nothing to change
    against (listed per scenario, so the work stays linear in scenarios x workloads whatever the names)."""

    scenario: str
    name: str
    ingress: str
    tps: float | None
    cpu_ms_per_tran: float | None
    cpu_pct: float | None


@dataclass
class _Figures:
    """What a comparison needs of one computed scenario, taken out so its result (arrays of workloads x address
    spaces) can go before the next scenario is computed."""

    name: str
    errors: int
    totals: dict[str, float | None]
    msu: tuple[float, float, float] | None  # the plan's work in all its LPARs, the new work in its LPAR, the LPAR
    why_no_msu: str
    max_tps: float | None
    binding: str | None
    machine: str
    names: list[str]
    ingress: list[str]
    valid: list[bool]
    per_workload: dict[str, list[float | None]]  # key -> one value per workload (None: not computed)
    per_space: list[dict[str, float] | None]  # CPU per transaction by address space, per workload
    space_names: list[str]
    space_busy: list[float | None]
    shared: bool  # the machine shared with other LPARs (PR/SM)
    sharing: dict[str, float | None]  # what PR/SM gives the LPAR: share, entitled, available, busy of them
    lpars: dict[str, dict[str, float | None]] = field(default_factory=dict)  # other LPARs hosting groups, by name
    partitions: tuple[str, ...] = ()  # the names of the scenario's other LPARs (upper case)
    link_cpu_pct: float | None = None  # the links between regions' CPU at the planned rates, % of one engine


_TOTALS = ("total_tps", "gcp_busy_pct", "ziip_busy_pct", "gcp_engines", "gcp_lpar_engines", "ziip_engines", "itr")
# response_ms is None where a queue it waits in is saturated, as compute --json's workloads[].response_ms.total
_WORKLOAD_KEYS = ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_cpu_pct", "response_ms")


def _finite_list(array, valid: np.ndarray) -> list[float | None]:
    values = np.asarray(array, dtype=float).ravel()
    ok = np.isfinite(values) & valid
    return [float(v) if good else None for v, good in zip(values.tolist(), ok.tolist(), strict=True)]


def _figures(r: ScenarioResult) -> _Figures:
    valid = np.asarray(r.resolved.valid, dtype=bool)
    per_workload = {key: _finite_list(r.env[key], valid) for key in _WORKLOAD_KEYS}
    app = np.asarray(r.env["app_ms"], dtype=float)
    per_workload["app_ms"] = _finite_list(app.reshape(len(valid), -1).sum(axis=1) if app.size else app, valid)
    per_workload["tps"] = [float(t) if ok else None for t, ok in zip(np.asarray(r.resolved.tps, dtype=float).tolist(),
                                                                     valid.tolist(), strict=True)]
    per_space: list[dict[str, float] | None] = [None] * len(valid)
    if not r.errors and len(valid):
        total_ms = np.asarray(r.env["total_ms"], dtype=float)
        shown = np.asarray(r.ctx.uses, dtype=bool) | (np.isfinite(total_ms) & (total_ms != 0))
        for i in np.flatnonzero(valid).tolist():
            per_space[i] = {}
        spaces = list(r.space_names)
        for i, a in zip(*(x.tolist() for x in np.nonzero(shown & valid[:, None])), strict=True):
            per_space[i][spaces[a]] = float(total_ms[i, a])
    m = msu_figures(r)
    summary = None if r.errors else r.limits()
    busy = np.asarray(r.env["space_gcp_pct"], dtype=float) + np.asarray(r.env["space_ziip_pct"], dtype=float)
    return _Figures(
        r.scenario_name, len(r.errors), {key: None if r.errors else _num(r.env[key]) for key in _TOTALS},
        None if m is None else (_num(m.plan_work_msu), m.new_work_msu, m.lpar_msu),
        why_no_msu(r) if m is None and not r.errors else "",
        None if summary is None else _num(summary.max_tps_at_target),
        None if summary is None or summary.binding is None else summary.binding.label,
        r.resolved.machine.text if r.resolved.machine else r.resolved.hardware["machine"],
        list(r.resolved.names), list(r.resolved.ingress), valid.tolist(), per_workload, per_space,
        list(r.space_names), [None if r.errors else _num(v) for v in busy.tolist()],
        r.resolved.sharing is not None, _sharing_figures(r), *_lpar_figures(r))


def _lpar_figures(r: ScenarioResult) -> tuple[dict[str, dict[str, float | None]], tuple[str, ...], float | None]:
    """The other LPARs hosting region groups (their rows of ``totals.lpars``), the scenario's other LPARs' names, and
    the links' CPU (None when nothing is routed)."""
    rows = {row["name"]: row for row in lpars_json(r)[1:]}
    names = tuple(p.name.upper() for p in r.resolved.partitions)
    link = None
    if r.resolved.routes and not r.errors:
        tps = np.asarray(r.env["tps"], dtype=float).reshape(-1)
        per_tran = np.asarray(r.env["link_ms"], dtype=float).sum(axis=1) + np.asarray(
            r.env["link_eligible_ms"], dtype=float).sum(axis=1)
        link = _num(float(np.sum(tps * per_tran)) / 10.0)
    return rows, names, link


def _sharing_figures(r: ScenarioResult) -> dict[str, float | None]:
    """What PR/SM gives the scenario's LPAR: share of the CP pool (in %, as every share is written),
    entitled and available CPs, its busy of those.
    One without other LPARs owns its logical CPs: all of the share, its CPs its own."""
    if r.errors:
        return dict.fromkeys(("share", "entitled", "available", "busy"))
    busy = _num(r.env["gcp_available_busy_pct"])
    if r.resolved.sharing is None:
        cps = float(r.resolved.hardware["cps"])
        return {"share": 100.0, "entitled": cps, "available": cps, "busy": busy}
    own = r.resolved.sharing.cp.own
    share = own.share_of_pool
    return {"share": None if share is None else _num(share * 100.0), "entitled": _num(own.entitled),
            "available": _num(own.available), "busy": busy}


def _sharing_rows(out: Comparison, figs: list[_Figures]) -> None:
    """What PR/SM gives each scenario's LPAR: a scenario may change its weight, its caps, the other LPARs' load or
    the machine; one without other LPARs owns its logical CPs."""
    for key, label, unit, better in (("share", "LPAR weight's share of the CPs", "%", "higher"),
                                     ("entitled", "CPs the LPAR is entitled to", "engines", "higher"),
                                     ("available", "CPs the LPAR can get, the other LPARs at their load", "engines",
                                      "higher")):
        out.rows.append(Row("Totals", label, unit, tuple(f.sharing[key] for f in figs), better))


# the LPAR's general-CP busy: the table's first busy row and the chart's bars, under the same label. On a machine
# shared with other LPARs the busy of the CPs PR/SM gives it leads (100 % there is saturated whatever its logical
# CPs), the busy of its logical CPs follows; an LPAR that owns its CPs has the one figure.
CP_BUSY_LABEL = "LPAR general-CP busy"
CP_BUSY_GIVEN_LABEL = "LPAR general-CP busy of the CPs PR/SM gives it"
CP_BUSY_LOGICAL_LABEL = "LPAR general-CP busy of its logical CPs"


def cp_busy_rows(comparison: Comparison) -> tuple[Row, Row | None]:
    """The row the LPAR's general-CP busy leads with, and the busy of its logical CPs when that is another row."""
    labels = {row.label: row for row in comparison.rows if row.section == "Totals"}
    if CP_BUSY_GIVEN_LABEL in labels:
        return labels[CP_BUSY_GIVEN_LABEL], labels[CP_BUSY_LOGICAL_LABEL]
    return labels[CP_BUSY_LABEL], None


NOT_IN_SCENARIO = "not in this scenario"
NO_GROUPS_THERE = "hosts none of the plan's groups"


def _lpar_rows(out: Comparison, figs: list[_Figures]) -> None:
    """A section per other LPAR hosting region groups in any scenario, keyed by its name: a scenario that moves a
    group there shows the plan's work arriving and the LPAR's busy rising (the plan's own LPAR is the Totals')."""
    names = list(dict.fromkeys(name for f in figs for name in f.lpars))
    for name in names:
        for key, label, unit, better in (("plan_cps", "the plan's work there", "engines", "lower"),
                                         ("busy_pct", "CP busy of its logical CPs", "%", "lower"),
                                         ("available_cps", "CPs it can get, the plan's LPAR using all it can get",
                                          "engines", "higher"),
                                         ("busy_of_available_pct", "CP busy of the CPs it can get", "%", "lower")):
            values = tuple(None if f.errors else f.lpars[name][key] if name in f.lpars
                           else NO_GROUPS_THERE if name.upper() in f.partitions else NOT_IN_SCENARIO for f in figs)
            out.rows.append(Row(f"LPAR {name}", label, unit, values, better))


def compare(results: list[ScenarioResult]) -> Comparison:
    """Side-by-side figures of already computed scenarios (the first is the base of the deltas)."""
    return _compare([_figures(r) for r in results])


def _compare(figs: list[_Figures]) -> Comparison:
    out = Comparison([f.name for f in figs])
    for f in figs:
        if f.errors:
            out.notes.append(f"scenario '{f.name}' has {counted(f.errors, 'error')}: its figures are blank")
        saturated = [n for n, ok, ms in zip(f.names, f.valid, f.per_workload["response_ms"], strict=True)
                     if ok and ms is None]
        if saturated and not f.errors:
            out.notes.append(f"scenario '{f.name}': the response time of {', '.join(map(repr, saturated))} is blank: "
                             "a queue it waits in is full (no steady state)")

    def totals(key: str, label: str, unit: str, better: str = "lower") -> None:
        out.rows.append(Row("Totals", label, unit, tuple(f.totals[key] for f in figs), better))

    totals("total_tps", "total rate", "tps", "")
    if any(f.shared for f in figs):  # PR/SM's share leads, as on the chart: response times queue on what it gets
        out.rows.append(Row("Totals", CP_BUSY_GIVEN_LABEL, "%", tuple(f.sharing["busy"] for f in figs), "lower"))
        totals("gcp_busy_pct", CP_BUSY_LOGICAL_LABEL, "%")
    else:
        totals("gcp_busy_pct", CP_BUSY_LABEL, "%")
    totals("ziip_busy_pct", "LPAR zIIP busy", "%")
    totals("gcp_engines", "general CPs' worth of address-space time", "engines")
    totals("gcp_lpar_engines", "general CPs' worth of LPAR busy (new work)", "engines")
    totals("ziip_engines", "zIIPs' worth of busy", "engines")
    totals("itr", "ITR of the new work", "tps per 100% LPAR", "higher")
    # the plan's whole MSU first: moving a region group between LPARs moves its MSU, the LPAR's part alone does not
    # say whether the plan costs more
    for index, label in enumerate((PLAN_WORK_LABEL, NEW_WORK_LABEL, "LPAR MSU at the planned busy")):
        out.rows.append(Row("Totals", label, "MSU", tuple(None if f.msu is None else f.msu[index] for f in figs)))
    out.notes += [f"scenario '{f.name}': {f.why_no_msu}" for f in figs if f.why_no_msu]
    out.rows.append(Row("Totals", "maximum rate of the mix at the binding limit", "tps",
                        tuple(f.max_tps for f in figs), "higher"))
    out.rows.append(Row("Totals", "binding constraint", "", tuple(f.binding for f in figs), ""))
    out.rows.append(Row("Totals", "machine", "", tuple(f.machine for f in figs), ""))
    if any(f.shared for f in figs):  # the machine shared with other LPARs (PR/SM)
        _sharing_rows(out, figs)
    if any(f.link_cpu_pct is not None for f in figs):
        out.rows.append(Row("Totals", "CPU of the links between regions", "% of one engine",
                            tuple(f.link_cpu_pct if f.link_cpu_pct is not None or f.errors else 0.0 for f in figs)))
    _lpar_rows(out, figs)

    # a workload is matched across scenarios by its name; a name a scenario repeats (an error, but a plan with
    # errors is still compared) by its place among the workloads of that name: each has its own section. The
    # sections are the base scenario's workloads; the others' workloads it does not have are listed apart
    places = [{key: i for i, key in enumerate(_name_keys(f.names))} for f in figs]
    for (name, place), _ in (places[0].items() if places else ()):
        section = f"Workload {name}" if place == 1 else f"Workload {name} (#{place} of that name)"
        at = [lookup.get((name, place)) for lookup in places]

        def values(key: str, at=at) -> tuple[float | None, ...]:
            return tuple(None if i is None else f.per_workload[key][i] for f, i in zip(figs, at, strict=True))

        rows = [Row(section, label, unit, values(key))
                for key, label, unit in (("wl_total_ms", "CPU per transaction", "ms/tran"),
                                         ("wl_gcp_ms", "on general CPs", "ms/tran"),
                                         ("wl_ziip_ms", "on zIIPs", "ms/tran"),
                                         ("app_ms", "application CPU (CICS)", "ms/tran"),
                                         ("wl_cpu_pct", "CPU at the planned rate", "% of one engine"),
                                         ("response_ms", "response time", "ms"))]
        # the total, then where it is spent, then its split by engine pool
        out.rows += rows[:1] + _space_rows(figs, at, section) + rows[1:]
        out.rows.append(Row(section, "ingress method", "", tuple(None if i is None else f.ingress[i]
                                                                 for f, i in zip(figs, at, strict=True)), ""))
        out.rows.append(Row(section, "rate", "tps", values("tps"), ""))
    for f, lookup in zip(figs[1:], places[1:], strict=True):
        for key, i in lookup.items():
            if key not in places[0]:
                out.not_in_base.append(Unmatched(f.name, key[0] if key[1] == 1 else f"{key[0]} (#{key[1]})",
                                                 f.ingress[i], f.per_workload["tps"][i],
                                                 f.per_workload["wl_total_ms"][i], f.per_workload["wl_cpu_pct"][i]))
    if out.not_in_base:
        out.notes.append(f"{counted(len(out.not_in_base), 'workload')} of the other scenarios "
                         f"{noun_for(len(out.not_in_base), 'is', 'are')} not in the base scenario '{figs[0].name}' "
                         "(matched by name): listed by scenario, with no change to measure")

    spaces = figs[0].space_names if figs else []
    for a in range(len(spaces)):
        busy = tuple(f.space_busy[a] if a < len(f.space_busy) else None for f in figs)
        if any(v for v in busy):
            out.rows.append(Row(f"Address space {spaces[a]}", "busy (general CPs + zIIPs)", "% of one engine", busy))
    for f in figs:
        counts = Counter(f.names)
        repeated = sorted(n for n, count in counts.items() if count > 1)
        if repeated:
            rows = "; ".join(f"'{n}' in rows {', '.join(str(i + 1) for i, m in enumerate(f.names) if m == n)}"
                             for n in repeated)
            out.notes.append(f"scenario '{f.name}' repeats workload names ({rows}): each is compared with "
                             "the workload of the same name and place among those of that name (#2, #3...)")
    return out


def _space_rows(figs: list[_Figures], at: list[int | None], section: str) -> list[Row]:
    """CPU per transaction of one workload in each address space its method uses in any scenario, matched by
    the address space's name: where the cost moves (3270's VTAM time against web services' TCP/IP and XML)."""
    found = [None if i is None else f.per_space[i] for f, i in zip(figs, at, strict=True)]
    spaces = list(dict.fromkeys(space for by_space in found if by_space for space in by_space))
    return [Row(section, f"CPU per transaction in {space}", "ms/tran",
                tuple(None if by_space is None else by_space.get(space, 0.0) for by_space in found))
            for space in spaces]


def _name_keys(names: list[str]) -> list[tuple[str, int]]:
    """(name, its place among the workloads of that name) for each workload, in order."""
    seen: dict[str, int] = {}
    keys = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        keys.append((name, seen[name]))
    return keys


def comparison_to_json(comparison: Comparison) -> dict:
    """The comparison as ``cicsplan compare --json`` prints it: an undefined figure or change is null."""
    rows = []
    for r in comparison.rows:
        delta, delta_pct = r.deltas()
        rows.append({"section": r.section, "label": r.label, "unit": r.unit, "values": list(r.values),
                     "delta_pct": delta_pct, "delta": delta})
    return {"scenarios": comparison.scenarios, "notes": comparison.notes, "rows": rows,
            "not_in_base": [{"scenario": u.scenario, "workload": u.name, "ingress": u.ingress, "tps": u.tps,
                             "cpu_ms_per_tran": u.cpu_ms_per_tran, "cpu_pct": u.cpu_pct}
                            for u in comparison.not_in_base]}


def compare_plan(plan: Plan, catalog: Catalog, names: list[str] | None = None) -> Comparison:
    """Compute and compare the named scenarios of a plan (all of them by default)."""
    chosen = names or [s.name for s in plan.scenarios]
    # one scenario's result at a time: its figures are kept, its arrays let go before the next is computed
    return _compare([_figures(compute(plan, catalog, name)) for name in chosen])
