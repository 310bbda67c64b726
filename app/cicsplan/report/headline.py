"""Page one's answer: what the plan needs, what binds first and at what rate, the headroom, the regions
needed and the warnings that matter most, in sentences a planner reads before any table.

Qt-free and read-only: every figure comes from the computed result; MSU only where IBM rates the model.
"""

from __future__ import annotations

import math
from dataclasses import field
from typing import TYPE_CHECKING

import numpy as np

from cicsplan.core.common import figures
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import count_text, counted
from cicsplan.core.model import calc
from cicsplan.core.model.busy_of import busy_of
from cicsplan.core.model.limit_assumptions import rests_on_sentence
from cicsplan.core.model.lpar_view import hosting_lines
from cicsplan.core.model.msu import hosted_elsewhere, msu_figures, plan_work_text, rating_text
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.plan.issues import ERROR, WARNING, by_importance

if TYPE_CHECKING:
    from cicsplan.core.analysis.ranges import Ranges

WARNINGS_SHOWN = 3  # page one names the few warnings that matter; the Warnings section lists them all


@dataclass(frozen=True)
class Headline:
    """The answer as (label, sentence) rows, then the most important issues (errors first)."""

    rows: list[tuple[str, str]]
    issues: list[str] = field(default_factory=list)
    more_issues: int = 0  # issues not named on page one


def headline(result: ScenarioResult, ranges: Ranges | None = None) -> Headline:
    """Page one's rows; with ``ranges`` (the draws of the assumptions) the answer says how sure it is."""
    env = result.env
    hw = result.resolved.hardware
    rows: list[tuple[str, str]] = [("Answer", verdict(result, ranges)), ("Planned", _planned(result))]
    target = float(hw["target_cp_busy_pct"])
    busy = busy_of(result)
    busy_words = f"{busy.text()} busy" if busy.shared else f"{_pct(env['gcp_busy_pct'])}% busy"
    rows.append(("General CPs", f"{busy_words} at the planned rates (target {target:g}%): "
                                f"the new work needs {_engines(env['gcp_lpar_engines'])} CPs' worth of the "
                                f"LPAR's {counted(hw['cps'], 'CP')} ({_engines(env['gcp_engines'])} of measured "
                                f"address-space time, the Workloads total, ÷ address-space coverage "
                                f"{result.coverage_text()})"))
    if float(env["ziip_demand_engines"]) <= 0:
        if float(hw["ziips"]) > 0:
            rows.append(("zIIPs", f"none of the work is zIIP-eligible (the LPAR has {counted(hw['ziips'], 'zIIP')})"))
    elif float(hw["ziips"]) <= 0:
        rows.append(("zIIPs", "the LPAR has none: the zIIP-eligible work runs on the general CPs"
))
    else:
        rows.append(("zIIPs", f"{_pct(env['ziip_busy_pct'])}% busy: {_engines(env['ziip_engines'])} zIIPs' worth "
                              f"of the LPAR's {counted(hw['ziips'], 'zIIP')}; {result.spill_text()}"
))
    # each other LPAR hosting the plan's region groups: the plan's work there and that LPAR's busy
    rows += [(label.split(" (", 1)[0], text) for label, text in hosting_lines(result)]
    msu = msu_figures(result)
    if msu is not None:
        offload = (f"; zIIP offload keeps {msu.ziip_offload_msu:,.1f} MSU off the general CPs"
                   if msu.ziip_offload_msu > 0 else "")
        whole = f"the plan's work in all its LPARs {plan_work_text(msu)}; " if hosted_elsewhere(msu) else ""
        own = "in the plan's LPAR " if whole else ""
        rows.append(("MSU", f"{whole}{own}the new work {msu.new_work_msu:,.1f} MSU; the LPAR {msu.lpar_msu:,.1f} MSU "
                            f"at the planned busy ({msu.msu_per_cp:,.1f} MSU per CP, {rating_text(msu)}){offload}"))
    rows += _limits(result)
    if ranges is not None and ranges.max_tps is not None:
        rows.append(("Range", range_text(ranges)))
    rows += _regions(result)
    return Headline(rows, *_issues(result))


def verdict(result: ScenarioResult, ranges: Ranges | None = None) -> str:
    """'Fits: every limit is within its target at the planned rates (in 97% of the draws of the assumptions)', or
    'Does not fit at the planned rates: general-CP busy at the target at 112.0% (target 90%) and 1 more limit'."""
    summary = result.limits()
    over = [lim for lim in summary.limits if lim.value > lim.threshold]
    share = "" if ranges is None or ranges.fit_share is None else (
        f" (it fits in {ranges.fit_share * 100:.0f}% of {ranges.samples:,} draws of the assumptions)")
    if not over:
        return "Fits: every limit is within its target at the planned rates" + share
    first = over[0]
    more = f" and {counted(len(over) - 1, 'more limit')}" if len(over) > 1 else ""
    return (f"Does not fit at the planned rates: {first.label} at {first.value:,.1f}{_unit(first.unit)} (target "
            f"{first.threshold:g}{_unit(first.unit)}){more}" + share)


def range_text(ranges: Ranges) -> str:
    """How sure the binding rate is: the 5th to 95th percentile of the draws, where the estimate sits in them and how
    often each limit binds first."""
    spread = ranges.max_tps
    place = ""
    if ranges.point_percentile is not None and ranges.headline_point is not None:
        place = (f"; the estimate above, {_tps(ranges.headline_point)} tps, sits at about the "
                 f"{_ordinal(ranges.point_percentile)} percentile")
    shares = ", ".join(f"{label} {share * 100:.0f}%" for label, share in
                       sorted(ranges.binding_share.items(), key=lambda item: -item[1]))
    return (f"the binding rate is {_tps(spread.low)} to {_tps(spread.high)} tps across the assumptions' ranges "
            f"(5th to 95th percentile of {ranges.samples:,} draws, median {_tps(spread.median)} tps; not a confidence "
            f"interval){place}. Binds first in the draws: {shares}")


def _ordinal(pct: float) -> str:
    n = round(pct)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _unit(unit: str) -> str:
    return unit if unit == "%" else f" {unit}"


def _planned(result: ScenarioResult) -> str:
    r = result.resolved
    machine = r.machine.text if r.machine else str(r.hardware["machine"])
    return (f"{_tps(result.env['total_tps'])} tps over {counted(r.n, 'workload')} on {machine}, "
            f"an LPAR of {counted(r.hardware['cps'], 'CP')} and {counted(r.hardware['ziips'], 'zIIP')}")


def _limits(result: ScenarioResult) -> list[tuple[str, str]]:
    summary = result.limits()
    if summary is None or summary.binding is None:
        notes = "; ".join(summary.notes.values()) if summary is not None else ""
        return [("Binds first", notes or "no limit is reached by this mix")]
    b = summary.binding
    total = float(result.env["total_tps"])
    rests = rests_on_sentence(result, b)
    rows = [("Binds first", f"{b.label}, at {_tps(b.max_tps)} tps for this mix ({b.value:.1f}{_unit(b.unit)} now, "
                            f"limit {b.threshold:g}{_unit(b.unit)})" + (f"; {rests}" if rests else ""))]
    if b.headroom_pct is not None and b.headroom_pct < 0:
        rows.append(("Headroom", f"none: the planned {_tps(total)} tps is more than this limit allows; the rates "
                                 f"must come down by {-b.headroom_pct:.1f}% to {_tps(b.max_tps)} tps"))
    else:
        rows.append(("Headroom", f"{b.headroom_pct:+.1f}%: the rates can grow from {_tps(total)} to "
                                 f"{_tps(b.max_tps)} tps before this limit is reached"))
    after = sorted((lim for lim in summary.limits if lim is not b and lim.max_tps is not None),
                   key=lambda lim: lim.max_tps)[:2]
    if after:
        rows.append(("Then", "; ".join(f"{lim.label} at {_tps(lim.max_tps)} tps" for lim in after)))
    return rows


def _regions(result: ScenarioResult) -> list[tuple[str, str]]:
    """Regions per group against every per-region ceiling (QR TCB, SO TCB, S8 TCBs), with the one that decides."""
    env = result.env
    parts = []
    for g, (name, regions) in enumerate(result.resolved.groups):
        needed = float(env["group_regions_needed"][g])
        if float(env["group_tps"][g]) <= 0 or not math.isfinite(needed):
            continue
        verdict = "enough" if needed <= regions else "too few"
        carry = float(env["group_qr_limit_tps"][g])
        qr = f"; the group's QR TCBs carry {_tps(carry)} tps" if math.isfinite(carry) else ""
        parts.append(f"{name}: {needed:.0f} needed for the {calc.regions_needed_by(env, g)}, "
                     f"{count_text(regions)} planned ({verdict}{qr})")
    return [("Regions", "; ".join(parts))] if parts else []


def _issues(result: ScenarioResult) -> tuple[list[str], int]:
    ranked = by_importance([i for i in result.issues if i.severity in (ERROR, WARNING)])
    shown = [i.text() for i in ranked[:WARNINGS_SHOWN]]
    return shown, len(ranked) - len(shown)


def _pct(value) -> str:
    return figures.figure(float(np.asarray(value)), "%")


def _engines(value) -> str:
    return figures.figure(float(np.asarray(value)), "engines")


def _tps(value) -> str:
    return figures.figure(float(np.asarray(value)), "tps")
