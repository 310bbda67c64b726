"""The result of computing one scenario: the resolved inputs, the coefficients, every quantity of the
calculation, its issues, and (on first use) its limits. Views, explanations and reports read it; nothing in it
computes again except the limits."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import field

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import OneRegionThroughput, one_region_throughput
from cicsplan.core.common.records import dataclass
from cicsplan.core.model import calc
from cicsplan.core.model.coefficients import CoefficientTable, saturation_rule
from cicsplan.core.model.inputs import ResolvedScenario
from cicsplan.core.model.shape import ShapeTable
from cicsplan.core.plan.issues import ERROR, WARNING, Issue
from cicsplan.core.plan.plan import Plan


@dataclass
class ScenarioResult:
    plan: Plan
    resolved: ResolvedScenario
    table: CoefficientTable
    env: dict[str, np.ndarray]
    ctx: calc.Context
    issues: list[Issue] = field(default_factory=list)
    space_names: tuple[str, ...] = ()
    catalog: Catalog | None = None
    speed_notes: dict[str, str] = field(default_factory=dict)
    shape: ShapeTable | None = None
    internal_error: str | None = None  # the traceback when cicsplan failed to compute (a bug): for the report
    _issue_index: tuple[int, dict[int, list[Issue]]] | None = field(default=None, repr=False)
    # the limits step (model.limits.evaluate_limits), run on first use: it re-runs the calculation a few times
    limits_of: Callable[[ScenarioResult, Catalog | None], object] | None = field(default=None, repr=False)
    _limits: object | None = field(default=None, repr=False)
    # held while the limits are computed: a second thread asking for them (the Results sheet's and the Charts
    # sheet's workers, the GUI thread) waits for that answer instead of computing them again
    _limits_lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)
    _daily: tuple[object] | None = field(default=None, repr=False)  # model.daily's figures, kept once computed
    _one_region: dict[str, OneRegionThroughput] = field(default_factory=dict, repr=False)
    # the calculation's inputs at the planned rates (catalog, env, context), gathered once for the reruns at other
    # rates (model.sweep.scaled_inputs)
    _inputs: tuple | None = field(default=None, repr=False)
    _curve: tuple | None = field(default=None, repr=False)  # (catalog, points, curve): model.response_curve's

    @property
    def scenario_name(self) -> str:
        return self.resolved.scenario.name

    @property
    def spaces(self) -> list[str]:
        return self.table.spaces

    @property
    def catalog_names(self) -> list[str]:
        """Display names of the address spaces, in the same order as ``spaces``."""
        return list(self.space_names)

    @property
    def errors(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == ERROR]

    @property
    def warnings(self) -> list[Issue]:
        return [i for i in self.issues if i.severity == WARNING]

    def limits(self):
        """What runs out first (computed on first use: it re-runs the calculation a few times)."""
        if self._limits is None and self.limits_of is not None:
            with self._limits_lock:
                if self._limits is None:  # not computed meanwhile by the thread that held the lock
                    self._limits = self.limits_of(self, self.catalog)
        return self._limits

    def one_region_throughput(self, index: int) -> OneRegionThroughput | None:
        """What one region of the workload's ingress method was seen to sustain in its table (by the plan's
        saturation rule); None for 'none' or an unknown method."""
        r = self.resolved
        if self.catalog is None or r.model_index[index] < 0 or r.ingress[index] not in self.catalog.models:
            return None
        model_id = r.ingress[index]
        if model_id not in self._one_region:  # once per method, not per workload
            self._one_region[model_id] = one_region_throughput(self.catalog.get(model_id),
                                                               saturation_rule(r.assumptions))
        return self._one_region[model_id]

    def workload_issues(self, index: int) -> list[Issue]:
        return self.issues_by_workload().get(index, [])

    def replace_issues(self, issues: list[Issue]) -> None:
        """Set the result's issues anew (the index by workload is rebuilt on next use)."""
        self.issues[:] = issues
        self._issue_index = None

    def issues_by_workload(self) -> dict[int, list[Issue]]:
        """Each workload row's issues, for the rows that have any (kept until the issues change: by count, or by
        replace_issues)."""
        if self._issue_index is None or self._issue_index[0] != len(self.issues):
            by_row: dict[int, list[Issue]] = {}
            for issue in self.issues:
                if issue.scope == "workload" and issue.index is not None:
                    by_row.setdefault(issue.index, []).append(issue)
            self._issue_index = (len(self.issues), by_row)
        return self._issue_index[1]

    def value(self, key: str, workload: int | None = None, space: int | None = None) -> float | None:
        """One computed number, or None when the workload has errors (it was not computed)."""
        level = calc.QUANTITIES[key].level
        array = self.env[key]
        if level in ("cell", "workload") and workload is not None and not self.resolved.valid[workload]:
            return None
        if level == "cell":
            return float(np.broadcast_to(array, self.env["total_ms"].shape)[workload, space])
        if level == "workload":
            value = float(np.ravel(array)[workload])
            return None if not np.isfinite(value) else value
        if level in ("space", "group"):  # the second index is the address space or the region group
            value = float(array[space])
            return None if not np.isfinite(value) else value
        value = float(array)
        return None if not np.isfinite(value) else value

    def spill_text(self) -> str:
        """The zIIP spill in words, as every view says it: "eligible work on CPs 12.3%", or that there is none
        (a spill share of no eligible work would read as 0% spilled, which says something else)."""
        if float(self.env["ziip_demand_engines"]) <= 0:
            return "no zIIP-eligible work"
        return f"eligible work on CPs {float(self.env['spill_share']) * 100:.1f}%"

    def coverage_text(self) -> str:
        """The address-space coverage the new work's CP time was divided by, as every view says it: the assumption
        ("0.84"), or, where a method's own busiest run proves more, the effective share over the plan's work."""
        env = self.env
        assumed, lpar = float(env["as_coverage"]), float(env["gcp_lpar_engines"])
        effective = float(env["gcp_engines"]) / lpar if lpar > 0 else assumed
        if abs(effective - assumed) <= 5e-4:
            return f"{assumed:g}"
        return (f"{effective:.3f} over the plan's work: {assumed:g} assumed, more for a method whose own busiest run "
                "proves more")

    def workload_values(self, key: str) -> np.ndarray:
        """A workload- or cell-level quantity for every workload at once (n, or n x address spaces), NaN
        where ``value`` gives None; views compare these between results to repaint only what moved."""
        level = calc.QUANTITIES[key].level
        array = np.asarray(self.env[key], dtype=float)
        if level == "workload":
            values = np.array(np.broadcast_to(np.ravel(array), (self.resolved.n,)))
            values[~np.isfinite(values)] = np.nan
        elif level == "cell":
            values = np.array(np.broadcast_to(array, np.shape(self.env["total_ms"])))
        else:
            raise ValueError(f"{key} is a {level}-level quantity, not one per workload")
        values[~self.resolved.valid[:self.resolved.n]] = np.nan
        return values
