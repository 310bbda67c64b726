"""Size It: how long the search for the fewest CPs and zIIPs takes, and how many times it computes the plan.

Figures (medians of repeats, in this process after a warm-up, the ratings already read):
- size_plan on sample plans for a type, every capacity setting and one setting: seconds, and the number of plan
  computations (each is a full ``compute`` of the scenario on candidate hardware, limits included when checked);
- the same question answered by stepping through every rated CP count of the setting (what bisection avoids);
- one compute of the scenario, for scale.

Run: .venv/bin/python benchmarks/bench_sizing.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "app"))

from cicsplan.core.analysis.sizing import builtin_ratings, size_plan  # noqa: E402
from cicsplan.core.catalog.catalog import load_catalog  # noqa: E402
from cicsplan.core.model.engine import compute  # noqa: E402
from cicsplan.core.plan.planio import load_plan, load_plan_document  # noqa: E402

SAMPLES = REPO / "resources" / "samples"
CASES = (  # (label, plan file or document, scenario, machine type, setting)
    ("getting-started", SAMPLES / "getting-started.cicsplan.json", None, "3931", None),
    ("getting-started", SAMPLES / "getting-started.cicsplan.json", None, "3931", "7"),
    ("moving-to-z16, z16 scenario (existing busy carried)", SAMPLES / "moving-to-z16.cicsplan.json",
     "z16, 5 CPs + 2 zIIPs", "3931", None),
    ("moving-to-z16, z16 scenario", SAMPLES / "moving-to-z16.cicsplan.json", "z16, 5 CPs + 2 zIIPs", "8561", None),
)


def big_plan(workloads: int) -> dict:
    """A plan of many workloads over several ingress methods, large enough to need tens of CPs."""
    methods = ("3270", "ctg-ipic", "cws-https-pooled", "mq-trigger-every", "dpl-ipic")
    return {"format": "cicsplan", "version": 1, "name": "big", "hardware": {"machine": "3931-710", "cps": 10,
                                                                            "ziips": 4},
            "region_groups": [{"name": f"G{g}", "regions": 40} for g in range(5)],
            "workloads": [{"name": f"W{i}", "ingress": methods[i % 5], "tps": 400, "region": f"G{i % 5}"}
                          for i in range(workloads)]}


def median(fn, repeats: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


def stepping(plan, catalog, scenario, machine_type, setting, ratings, ziips):
    """Every rated CP count of the setting in turn, at a fixed zIIP count, until CP busy is within target."""
    import dataclasses

    from cicsplan.core.plan.plan import Record

    base = plan.scenario(scenario)
    for n in ratings.settings(machine_type)[setting]:
        hw = {**base.hardware.values, "machine": f"{machine_type}-{setting}{n:02d}" if n < 100 else None,
              "cps": n, "ziips": ziips}
        if hw["machine"] is None:
            break
        changed = dataclasses.replace(base, hardware=Record(hw, dict(base.hardware.extra)))
        result = compute(dataclasses.replace(plan, scenarios=[changed]), catalog, base.name)
        if float(result.env["gcp_busy_pct"]) <= float(result.resolved.hardware["target_cp_busy_pct"]):
            return n
    return None


def main() -> int:
    catalog = load_catalog()
    ratings, factors = builtin_ratings()
    cases = [(label, load_plan(path).plan, scenario, t, s) for label, path, scenario, t, s in CASES]
    cases.append(("200 workloads", load_plan_document(big_plan(200)).plan, None, "3931", None))
    size_plan(cases[0][1], catalog, "3931", "7", ratings=ratings, factors=factors)  # warm-up
    print("| plan | type | setting | seconds | computations | ms per computation | recommended |")
    print("|---|---|---|---|---|---|---|")
    for label, plan, scenario, machine_type, setting in cases:
        seconds, sizing = median(lambda p=plan, sc=scenario, t=machine_type, s=setting: size_plan(
            p, catalog, t, s, sc, ratings=ratings, factors=factors), 5)
        best = sizing.recommended
        answer = f"{best.model.model} + {best.ziips} zIIP(s)" if best else "none fits"
        print(f"| {label} | {machine_type} | {setting or 'every'} | {seconds:.2f} | {sizing.computations} | "
              f"{seconds / sizing.computations * 1000:.1f} | {answer} |")
    label, plan, scenario = cases[-1][0], cases[-1][1], None
    sizing = size_plan(plan, catalog, "3931", "7", ratings=ratings, factors=factors)
    best = sizing.recommended
    step_seconds, n = median(lambda: stepping(plan, catalog, scenario, "3931", "7", ratings, best.ziips), 3)
    bisect_seconds, _ = median(lambda: size_plan(plan, catalog, "3931", "7", ratings=ratings, factors=factors), 3)
    print(f"\n{label}, 3931 7xx: bisection {bisect_seconds:.2f} s ({sizing.computations} computations, zIIPs and "
          f"every limit settled) against stepping 1, 2, ... CPs at {best.ziips} zIIPs {step_seconds:.2f} s "
          f"(reaches {n} CPs; CP busy only)")
    one, _ = median(lambda: compute(plan, catalog), 9)
    print(f"one compute of the 200-workload plan: {one * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
