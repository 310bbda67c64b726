"""The day: the plan's hourly profile, each hour computed by the engine, the peak hour and the peak four-hour
rolling average MSU (what IBM's sub-capacity software pricing bills).

A scenario's ``hourly_profile`` holds 24 multipliers of the planned rates (hour 0 is 00:00-01:00), one list
shared by every workload (``all``) and optionally a list per workload by name (``workloads``); without it every
hour runs at the planned rates (flat). Each hour's rates are the planned rates x that hour's multiplier, run
through the same calculation as compute: the fixed costs per LPAR and region make the busy affine in the rate,
not proportional, so no hour is scaled from another.

The four-hour rolling average of hour h is the mean of hours h-3..h, wrapping over midnight (hours 22, 23, 0
and 1 are a window): the profile describes a typical day that repeats. It is computed from hourly averages;
IBM's Sub-Capacity Reporting Tool (SCRT) rolls 5-minute intervals, so a peak shorter than an hour bills more
than these figures show.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import numpy as np

from cicsplan.core.common.json_numbers import rounded
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import value_text
from cicsplan.core.model import calc
from cicsplan.core.model.calc_inputs import calculation_inputs
from cicsplan.core.model.msu import msu_figures, served_msu
from cicsplan.core.plan.issues import ERROR, Issue
from cicsplan.core.plan.profile import FIELD, HOURS, MAX_MULTIPLIER

if TYPE_CHECKING:
    from cicsplan.core.model.result import ScenarioResult
    from cicsplan.core.plan.plan import Scenario

WINDOW_HOURS = 4
EXISTING_FOLLOWS = "follows the profile"  # the named assumption daily_existing_load's other choice

WINDOW_NOTE = ("the four-hour rolling average is computed from hourly averages, wrapping over midnight (hours 22, "
               "23, 0 and 1 are a window); IBM's SCRT rolls 5-minute intervals, so a peak shorter than an hour "
               "bills more than shown")


def assumption_lines(result: ScenarioResult) -> list[str]:
    """What the day's figures assume, in words, as this plan sets them."""
    follows = result.resolved.assumptions.get("daily_existing_load") == EXISTING_FOLLOWS
    existing = ("the existing load (existing CP and zIIP busy) follows the shared profile, hour by hour (assumption "
                "'Existing load through the day')" if follows else
                "the existing load (existing CP and zIIP busy) is the same every hour; only the new work follows the "
                "profile (assumption 'Existing load through the day')")
    return [existing, WINDOW_NOTE]


def _multiplier_list(raw: Any, where: str) -> tuple[list[float] | None, list[tuple[str, str]]]:
    """The 24 multipliers of ``raw``, or None and (field, sentence) pairs saying what is wrong."""
    if not isinstance(raw, list) or len(raw) != HOURS:
        got = f"{len(raw)} values" if isinstance(raw, list) else "not a list"
        return None, [(where, f"must be a list of exactly {HOURS} multipliers, hour 0 to hour 23 (got {got})")]
    problems, values = [], []
    for hour, value in enumerate(raw):
        ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
        if not ok or not 0.0 <= value <= MAX_MULTIPLIER:
            problems.append((f"{where}[{hour}]", f"hour {hour} is {value_text(value)}; a multiplier must be a number "
                                                 f"from 0 to {MAX_MULTIPLIER:,.0f}"))
        else:
            values.append(float(value))
    return (values if not problems else None), problems


def profile_issues(scenario: Scenario, workload_names: list[str]) -> list[Issue]:
    """Errors in the scenario's hourly profile, each naming the field and the allowed range (empty when flat)."""
    return _read(scenario, workload_names)[1]


def hourly_multipliers(scenario: Scenario, workload_names: list[str]) -> np.ndarray | None:
    """(24, n) multipliers of each workload's planned rate per hour; None when the profile has errors."""
    table, issues = _read(scenario, workload_names)
    return None if issues else table


def _read(scenario: Scenario, names: list[str]) -> tuple[np.ndarray, list[Issue]]:
    raw = scenario.hourly_profile or {}
    table = np.ones((HOURS, len(names)))
    messages: list[tuple[str, str]] = []
    unknown = sorted(set(raw) - {"all", "workloads"})
    if unknown:
        messages.append((FIELD, f"unknown keys {', '.join(map(repr, unknown))}; it takes 'all' (24 multipliers "
                        "for every workload) and 'workloads' (24 multipliers by workload name)"))
    if "all" in raw:
        shared, problems = _multiplier_list(raw["all"], f"{FIELD}.all")
        messages += problems
        if shared is not None:
            table[:] = np.asarray(shared)[:, None]
    for name, values in (raw.get("workloads") or {}).items():
        where = f"{FIELD}.workloads.{name}"
        rows = [i for i, n in enumerate(names) if n == name]
        if not rows:
            known = ", ".join(repr(n) for n in names if n) or "none"
            messages.append((where, f"names workload '{name}', which this scenario does not have (its workloads: "
                                    f"{known})"))
            continue
        own, problems = _multiplier_list(values, where)
        messages += problems
        if own is not None:
            table[:, rows] = np.asarray(own)[:, None]
    return table, [Issue(ERROR, text, "plan", field=where) for where, text in messages]


def shared_multipliers(scenario: Scenario) -> np.ndarray:
    """(24,) the shared profile's multipliers (1 every hour without one); call only on a profile without errors."""
    shared = (scenario.hourly_profile or {}).get("all")
    return np.asarray(shared, dtype=float) if shared is not None else np.ones(HOURS)


def rolling_average(values: np.ndarray, window: int = WINDOW_HOURS) -> np.ndarray:
    """The mean of each hour and the ``window`` - 1 hours before it, wrapping over midnight."""
    values = np.asarray(values, dtype=float)
    return np.mean([np.roll(values, lag, axis=0) for lag in range(window)], axis=0)  # hours first, samples after


def first_peak(values: np.ndarray) -> int:
    """The first index of the highest value, windows that tie counted as tied: four equal hours summed in another
    order differ in their last bit, which must not move the peak to a later window."""
    values = np.asarray(values, dtype=float)
    top = float(np.max(values))
    return int(np.flatnonzero(values >= top - 1e-9 * max(abs(top), 1.0))[0])


@dataclass(frozen=True)
class DailyFigures:
    multipliers: np.ndarray  # (24, n) of the planned rate per workload
    tps: np.ndarray  # (24,) the plan's total rate per hour
    new_work_msu: np.ndarray  # (24,)
    lpar_msu: np.ndarray  # (24,) existing + new work, at most the LPAR's capacity
    gcp_busy_pct: np.ndarray  # (24,) the LPAR's general-CP busy, existing included
    rolling_msu: np.ndarray  # (24,) the 4-hour rolling average of lpar_msu, the window ending at each hour
    msu_per_cp: float
    unserved_msu: np.ndarray | None = None  # (24,) demand beyond the LPAR's capacity: it cannot run, never billed

    @property
    def flat(self) -> bool:
        """Every hour at the planned rates (no profile, or every multiplier 1)."""
        return bool(np.all(self.multipliers == 1.0))

    @property
    def peak_hour(self) -> int:
        return first_peak(self.lpar_msu)  # the first hour of the highest MSU

    @property
    def peak_msu(self) -> float:
        return float(self.lpar_msu[self.peak_hour])

    @property
    def peak_window_end(self) -> int:
        return first_peak(self.rolling_msu)

    @property
    def peak_window_hours(self) -> tuple[int, ...]:
        end = self.peak_window_end
        return tuple((end - lag) % HOURS for lag in reversed(range(WINDOW_HOURS)))

    @property
    def peak_4hra_msu(self) -> float:
        return float(self.rolling_msu[self.peak_window_end])

    @property
    def overloaded_hours(self) -> tuple[int, ...]:
        """Hours whose general-CP busy is over 100 %: the LPAR cannot run that hour's work in the hour."""
        return tuple(int(h) for h in np.flatnonzero(self.gcp_busy_pct > 100.0))


def daily_figures(result: ScenarioResult) -> DailyFigures | None:
    """The day's figures; None when the scenario has errors or its machine has no MSU rating. Computed on first
    use and kept with the result (the views and reports of one result all ask)."""
    if result._daily is None:
        result._daily = (_compute_day(result),)
    return result._daily[0]  # type: ignore[return-value]


@dataclass(frozen=True)
class DayRows:
    """The day's distinct hours: each a row of rate multipliers (one per workload) and the existing load's
    multiplier, and for each of the 24 hours the index of its row. Hours alike are run once."""

    rates: np.ndarray  # (k, n) multipliers of the planned rate per workload
    existing: np.ndarray  # (k,) multiplier of the existing CP and zIIP busy
    hour_of: np.ndarray  # (24,) index into the rows


def day_rows(result: ScenarioResult) -> DayRows | None:
    """The scenario's distinct hours; None when its hourly profile has errors."""
    r = result.resolved
    multipliers = hourly_multipliers(r.scenario, r.names)
    if multipliers is None:
        return None
    # the existing load's multiplier per hour: 1 (the named assumption's default), or the shared profile's
    existing = (shared_multipliers(r.scenario) if r.assumptions.get("daily_existing_load") == EXISTING_FOLLOWS
                else np.ones(HOURS))
    distinct, hour_of = _distinct_rows(np.column_stack([multipliers, existing]))
    return DayRows(distinct[:, :-1], distinct[:, -1], hour_of)


def peak_4hra_of(result: ScenarioResult, per_cp: float, busy_pct: np.ndarray, existing_pct: np.ndarray,
                 new_engines: np.ndarray, hour_of: np.ndarray) -> np.ndarray:
    """The peak four-hour rolling average MSU from each distinct hour's general-CP busy, existing busy and new
    work's engines (rows first, any further axes, such as samples, after): what the LPAR's defined capacity is
    measured against."""
    lpar, _, _ = served_msu(busy_pct[hour_of], existing_pct[hour_of], new_engines[hour_of],
                            float(result.resolved.hardware["cps"]), per_cp, float(result.env["cp_available_engines"]))
    return np.max(rolling_average(lpar), axis=0)


def _compute_day(result: ScenarioResult, factor: float = 1.0) -> DailyFigures | None:
    msu = msu_figures(result)
    if msu is None:
        return None
    r = result.resolved
    rows = day_rows(result)
    if rows is None:
        return None
    multipliers = rows.rates[rows.hour_of]
    distinct, hour_of = np.column_stack([rows.rates, rows.existing]), rows.hour_of
    # each distinct hour once, all in one batched run of the steps; hours at the planned rates are the result's
    # own figures (the same engine at the same rates), so a flat day costs nothing more
    planned = np.all(distinct == 1.0, axis=1) & (factor == 1.0)
    scaled = distinct[~planned]
    runs: dict[str, np.ndarray] = {}
    if len(scaled):
        env, ctx = calculation_inputs(r, result.table, result.catalog, result.shape)
        rates, existing_scale = scaled[:, :-1] * factor, scaled[:, -1]
        env["tps"] = np.asarray(env["tps"])[None] * rates.reshape(len(scaled), -1, *np.shape(env["tps"])[1:])
        for key in ("existing_cp_busy_pct", "existing_ziip_busy_pct"):
            env[key] = float(env[key]) * existing_scale
        with np.errstate(all="ignore"):
            runs = calc.run_samples(env, ctx, len(scaled))

    def per_hour(key: str) -> np.ndarray:
        values = np.empty(len(distinct))
        values[planned] = float(result.env[key])
        if len(scaled):
            values[~planned] = np.asarray(runs[key], dtype=float).reshape(len(scaled))
        return values[hour_of]

    cps = float(r.hardware["cps"])
    busy = per_hour("gcp_busy_pct")
    lpar_msu, new_msu, unserved = served_msu(busy, per_hour("existing_cp_busy_pct"), per_hour("gcp_lpar_engines"),
                                             cps, msu.msu_per_cp, float(result.env["cp_available_engines"]))
    return DailyFigures(multipliers=multipliers, tps=per_hour("total_tps"), new_work_msu=new_msu, lpar_msu=lpar_msu,
                        gcp_busy_pct=busy, rolling_msu=rolling_average(lpar_msu), msu_per_cp=msu.msu_per_cp,
                        unserved_msu=unserved)


def peak_4hra_at(result: ScenarioResult, factor: float) -> float | None:
    """The peak four-hour rolling average MSU with every planned rate multiplied by ``factor`` (the day's profile
    kept); None when the scenario has no daily figures. What a defined capacity is measured against."""
    day = daily_figures(result) if factor == 1.0 else _compute_day(result, factor)
    return None if day is None else day.peak_4hra_msu


def hour_label(hour: int) -> str:
    return f"{hour:02d}:00"


def window_label(hours: tuple[int, ...]) -> str:
    """'22:00-02:00' for hours 22, 23, 0, 1."""
    return f"{hour_label(hours[0])}-{hour_label((hours[-1] + 1) % HOURS)}"


def window_runs(hours: tuple[int, ...] | list[int]) -> list[list[int]]:
    """The window's hours in runs of consecutive hours, as a chart brackets them: [[22, 23], [0, 1]] for a
    window that wraps over midnight, one run otherwise."""
    runs: list[list[int]] = []
    for hour in hours:
        if runs and hour == runs[-1][-1] + 1:
            runs[-1].append(hour)
        else:
            runs.append([hour])
    return runs


def daily_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    """(label, text) rows for the Results sheet and the reports; empty when there are no daily figures."""
    d = daily_figures(result)
    if d is None:
        return []
    if d.flat:  # every hour alike: no hour or window to name
        when, window = "every hour (flat profile: the planned rates all day)", "every window alike"
    else:
        when, window = f"at {window_label((d.peak_hour,))}", window_label(d.peak_window_hours)
    lines = [("Peak hour MSU", f"{d.peak_msu:,.1f} MSU {when}, general-CP busy {d.gcp_busy_pct[d.peak_hour]:,.1f}%"),
             ("Peak 4-hour rolling average MSU", f"{d.peak_4hra_msu:,.1f} MSU, {window} (from hourly averages, "
                                                 "over midnight too; IBM's SCRT uses 5-minute intervals)")]
    if d.overloaded_hours:
        unserved = float(np.sum(d.unserved_msu)) if d.unserved_msu is not None else 0.0
        lines.append(("Hours over 100% CP busy", ", ".join(hour_label(h) for h in d.overloaded_hours)
                      + ": the LPAR cannot do that hour's work in the hour; their MSU is counted at the LPAR's "
                        f"capacity, and {unserved:,.1f} MSU-hours of demand beyond it are left unserved"))
    return lines


def _distinct_rows(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of ``rows`` (in their sorted order) and, for each row, the index of its distinct row: as
    np.unique(axis=0, return_inverse=True) gives them, without its slow path for wide rows (10,000 workloads)."""
    if not len(rows):
        return rows, np.zeros(0, dtype=np.int64)
    order = np.lexsort(rows.T[::-1])  # by the first column, then the second, ...
    ordered = rows[order]
    new = np.r_[True, np.any(ordered[1:] != ordered[:-1], axis=1)]
    inverse = np.empty(len(rows), dtype=np.int64)
    inverse[order] = np.cumsum(new) - 1
    return ordered[new], inverse


def daily_json(result: ScenarioResult) -> dict[str, Any] | None:
    """The ``daily`` object of ``compute --json`` (docs/result-format.md)."""
    d = daily_figures(result)
    if d is None:
        return None

    def nums(values: np.ndarray) -> list[float | None]:
        return rounded(values, 6)

    return {"flat": d.flat, "hours": list(range(HOURS)),
            "tps": nums(d.tps), "new_work_msu": nums(d.new_work_msu), "lpar_msu": nums(d.lpar_msu),
            "gcp_busy_pct": nums(d.gcp_busy_pct), "rolling_4h_msu": nums(d.rolling_msu),
            "peak_hour": d.peak_hour, "peak_hour_msu": round(d.peak_msu, 6),
            "peak_4hra_msu": round(d.peak_4hra_msu, 6), "peak_4hra_hours": list(d.peak_window_hours),
            "overloaded_hours": list(d.overloaded_hours),
            "unserved_msu": nums(d.unserved_msu if d.unserved_msu is not None else np.zeros(HOURS)),
            "assumptions": assumption_lines(result)}
