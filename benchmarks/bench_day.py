"""The day's figures (core.model.daily): each distinct hour of the hourly profile through the engine, for plans of
10 to 10,000 workloads, flat and with the office-day example (20 distinct hours). Computed once per result.

Run: .venv/bin/python benchmarks/bench_day.py   (prints a table)
"""

from __future__ import annotations

import platform

from bench_engine import median_seconds, synthetic_plan

from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.model.daily import daily_figures
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.profile import PRESETS


def main() -> None:
    catalog = load_catalog()
    ids = list(catalog.models)
    office = next(name for name in PRESETS if name.startswith("Office day,"))
    print(f"machine: {platform.machine()}, Python {platform.python_version()}")
    print(f"{'workloads':>10} {'compute ms':>11} {'day, flat ms':>13} {'day, office ms':>15}")
    for n in (10, 100, 1000, 10000):
        plan = synthetic_plan(n, ids)
        repeats = 20 if n <= 1000 else 5
        result = compute(plan, catalog)
        flat = median_seconds(lambda result=result: _fresh(result), repeats)
        plan.scenarios[0].hourly_profile = {"all": list(PRESETS[office])}
        result = compute(plan, catalog)
        shaped = median_seconds(lambda result=result: _fresh(result), repeats)
        t = median_seconds(lambda plan=plan: compute(plan, catalog), repeats)
        print(f"{n:>10} {t * 1000:>11.1f} {flat * 1000:>13.1f} {shaped * 1000:>15.1f}")


def _fresh(result):
    result._daily = None  # the figures are kept with the result: time their computation, not the lookup
    return daily_figures(result)


if __name__ == "__main__":
    main()
