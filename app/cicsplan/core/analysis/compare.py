"""Scenarios side by side: the same figures for each scenario, and their change against the first.

Workloads are matched by name across scenarios, so "today: 3270" and "after migration: web services"
compare like with like when the planner names the business workload the same in both.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.figures import points_change, relative_change, signed
from cicsplan.core.common.wording import counted
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.model.msu import msu_figures, why_no_msu
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


def _sharing_rows(out: Comparison, results: list[ScenarioResult]) -> None:
    """What PR/SM gives each scenario's LPAR: a scenario may change its weight, its caps, the other LPARs' load or
    the machine; one without other LPARs owns its logical CPs."""
    def own(r: ScenarioResult):
        return None if r.errors or r.resolved.sharing is None else r.resolved.sharing.cp.own

    def figure(r: ScenarioResult, key: str) -> float | None:
        share = own(r)
        if r.errors:
            return None
        if share is None:  # alone on its machine: its share is all of it, its CPs its own
            return 1.0 if key == "share" else float(r.resolved.hardware["cps"])
        value = {"share": share.share_of_pool, "entitled": share.entitled, "available": share.available}[key]
        return None if value is None else float(value)

    out.rows.append(Row("Totals", "LPAR weight's share of the CPs", "share",
                        tuple(figure(r, "share") for r in results), "higher"))
    out.rows.append(Row("Totals", "CPs the LPAR is entitled to", "engines",
                        tuple(figure(r, "entitled") for r in results), "higher"))
    out.rows.append(Row("Totals", "CPs the LPAR can get, the other LPARs at their load", "engines",
                        tuple(figure(r, "available") for r in results), "higher"))
    out.rows.append(Row("Totals", "LPAR general-CP busy of the CPs it can get", "%",
                        tuple(None if r.errors else _num(r.env["gcp_available_busy_pct"]) for r in results)))


def compare(results: list[ScenarioResult]) -> Comparison:
    """Side-by-side figures of already computed scenarios (the first is the base of the deltas)."""
    out = Comparison([r.scenario_name for r in results])
    for r in results:
        if r.errors:
            out.notes.append(f"scenario '{r.scenario_name}' has {counted(len(r.errors), 'error')}: its figures "
                             "are blank")

    def totals(key: str, label: str, unit: str, better: str = "lower") -> None:
        out.rows.append(Row("Totals", label, unit, tuple(None if r.errors else _num(r.env[key]) for r in results),
                            better))

    totals("total_tps", "total rate", "tps", "")
    totals("gcp_busy_pct", "LPAR general-CP busy", "%")
    totals("ziip_busy_pct", "LPAR zIIP busy", "%")
    totals("gcp_engines", "general CPs' worth of address-space time", "engines")
    totals("gcp_lpar_engines", "general CPs' worth of LPAR busy (new work)", "engines")
    totals("ziip_engines", "zIIPs' worth of busy", "engines")
    totals("itr", "ITR of the new work", "tps per 100% LPAR", "higher")
    msu = [msu_figures(r) for r in results]
    out.rows.append(Row("Totals", "MSU of the new work", "MSU", tuple(None if m is None else m.new_work_msu
                                                                     for m in msu)))
    out.rows.append(Row("Totals", "LPAR MSU at the planned busy", "MSU", tuple(None if m is None else m.lpar_msu
                                                                              for m in msu)))
    out.notes += [f"scenario '{r.scenario_name}': {why_no_msu(r)}" for r, m in zip(results, msu, strict=True)
                  if m is None and not r.errors]
    summaries = [None if r.errors else r.limits() for r in results]
    out.rows.append(Row("Totals", "maximum rate of the mix at the binding limit", "tps",
                        tuple(None if s is None else _num(s.max_tps_at_target) for s in summaries), "higher"))
    out.rows.append(Row("Totals", "binding constraint", "",
                        tuple(None if s is None or s.binding is None else s.binding.label for s in summaries), ""))
    out.rows.append(Row("Totals", "machine", "",
                        tuple(r.resolved.machine.text if r.resolved.machine else r.resolved.hardware["machine"]
                              for r in results), ""))
    if any(r.resolved.sharing is not None for r in results):  # the machine shared with other LPARs (PR/SM)
        _sharing_rows(out, results)

    # a workload is matched across scenarios by its name; a name a scenario repeats (an error, but a plan with
    # errors is still compared) by its place among the workloads of that name: each has its own section
    places = [{key: i for i, key in enumerate(_name_keys(r))} for r in results]  # (name, place) -> row
    keys = list(dict.fromkeys(key for lookup in places for key in lookup))
    for name, place in keys:
        section = f"Workload {name}" if place == 1 else f"Workload {name} (#{place} of that name)"
        rows = [Row(section, label, unit, tuple(_workload_value(r, lookup.get((name, place)), key)
                                                for r, lookup in zip(results, places, strict=True)))
                for key, label, unit in (("wl_total_ms", "CPU per transaction", "ms/tran"),
                                         ("wl_gcp_ms", "on general CPs", "ms/tran"),
                                         ("wl_ziip_ms", "on zIIPs", "ms/tran"),
                                         ("app_ms", "application CPU (CICS)", "ms/tran"),
                                         ("wl_cpu_pct", "CPU at the planned rate", "% of one engine"))]
        # the total, then where it is spent, then its split by engine pool
        out.rows += rows[:1] + _space_rows(results, places, section, name, place) + rows[1:]
        out.rows.append(Row(section, "ingress method", "", tuple(
            None if (i := lookup.get((name, place))) is None else r.resolved.ingress[i]
            for r, lookup in zip(results, places, strict=True)), ""))
        out.rows.append(Row(section, "rate", "tps", tuple(_workload_value(r, lookup.get((name, place)), "tps")
                                                         for r, lookup in zip(results, places, strict=True)), ""))

    spaces = results[0].spaces if results else []
    for a in range(len(spaces)):
        values = tuple(None if r.errors else _num(r.env["space_gcp_pct"][a] + r.env["space_ziip_pct"][a])
                       for r in results)
        if any(v for v in values):
            out.rows.append(Row(f"Address space {results[0].space_names[a]}", "busy (general CPs + zIIPs)",
                                "% of one engine", values))
    for r in results:
        counts = Counter(r.resolved.names)
        repeated = sorted(n for n, count in counts.items() if count > 1)
        if repeated:
            rows = "; ".join(f"'{n}' in rows {', '.join(str(i + 1) for i, m in enumerate(r.resolved.names) if m == n)}"
                             for n in repeated)
            out.notes.append(f"scenario '{r.scenario_name}' repeats workload names ({rows}): each is compared with "
                             "the workload of the same name and place among those of that name (#2, #3...)")
    return out


def _space_rows(results: list[ScenarioResult], places: list[dict[tuple[str, int], int]], section: str, name: str,
                place: int) -> list[Row]:
    """CPU per transaction of one workload in each address space its method uses in any scenario, matched by
    the address space's name: where the cost moves (3270's VTAM time against web services' TCP/IP and XML)."""
    per_scenario: list[dict[str, float] | None] = []
    for r, lookup in zip(results, places, strict=True):
        i = lookup.get((name, place))
        if i is None or r.errors or not r.resolved.valid[i]:
            per_scenario.append(None)
            continue
        total_ms = np.asarray(r.env["total_ms"], dtype=float)[i]
        uses = np.asarray(r.ctx.uses, dtype=bool)[i]
        per_scenario.append({space: float(total_ms[a]) for a, space in enumerate(r.space_names)
                             if uses[a] or (np.isfinite(total_ms[a]) and total_ms[a] != 0)})
    spaces = list(dict.fromkeys(space for found in per_scenario if found for space in found))
    return [Row(section, f"CPU per transaction in {space}", "ms/tran",
                tuple(None if found is None else found.get(space, 0.0) for found in per_scenario))
            for space in spaces]


def _name_keys(r: ScenarioResult) -> list[tuple[str, int]]:
    """(name, its place among the workloads of that name) for each workload, in order."""
    seen: dict[str, int] = {}
    keys = []
    for name in r.resolved.names:
        seen[name] = seen.get(name, 0) + 1
        keys.append((name, seen[name]))
    return keys


def _workload_value(r: ScenarioResult, i: int | None, key: str) -> float | None:
    if i is None or not r.resolved.valid[i]:
        return None
    if key == "tps":
        return float(r.resolved.tps[i])
    if key == "app_ms":
        return float(np.asarray(r.env["app_ms"])[i].sum())
    return r.value(key, i)


def compare_plan(plan: Plan, catalog: Catalog, names: list[str] | None = None) -> Comparison:
    """Compute and compare the named scenarios of a plan (all of them by default)."""
    chosen = names or [s.name for s in plan.scenarios]
    return compare([compute(plan, catalog, name) for name in chosen])
