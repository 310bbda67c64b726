"""Engine recalculation time for plans of 10 to 10,000 workloads, and `cicsplan compute` end to end.

Run: .venv/bin/python benchmarks/bench_engine.py   (prints a table; figures go to benchmarks/RESULTS.md)
"""

from __future__ import annotations

import json
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.plan import Plan, Record, Scenario, plan_to_json


def synthetic_plan(n: int, ids: list[str], method: str = "published") -> Plan:
    """Every 10th rate a formula; rates inside each method's measured range (few warnings), 25 region groups."""
    workloads = [Record({"name": f"w{i}", "ingress": ids[i % len(ids)],
                         "tps": "=base*1.1" if i % 10 == 0 else 700.0 + i % 900, "region": f"R{i % 25}"})
                 for i in range(n)]
    return Plan(name=f"{n} workloads", cost_method=method, variables={"base": 500},
                scenarios=[Scenario("Base", Record({"machine": "2817-779", "cps": 3, "ziips": 1}), workloads)])


def median_seconds(fn, repeats: int) -> float:
    fn()  # warm caches (catalog fits are computed once per process)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    catalog = load_catalog()
    ids = list(catalog.models)
    print(f"machine: {platform.machine()}, {platform.processor() or platform.system()}, Python "
          f"{platform.python_version()}")
    print(f"{'workloads':>10} {'method':>9} {'compute ms':>11} {'+ JSON ms':>10} {'us/workload':>12}")
    for n in (10, 100, 1000, 10000):
        for method in ("published", "fitted"):
            plan = synthetic_plan(n, ids, method)
            repeats = 30 if n <= 1000 else 7
            t = median_seconds(lambda plan=plan: compute(plan, catalog), repeats)
            tj = median_seconds(lambda plan=plan: result_to_json(compute(plan, catalog)), max(3, repeats // 3))
            print(f"{n:>10} {method:>9} {t * 1000:>11.2f} {tj * 1000:>10.2f} {t / n * 1e6:>12.2f}")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "p200.cicsplan.json"
        path.write_text(json.dumps(plan_to_json(synthetic_plan(200, ids))), encoding="utf-8")
        cmd = [sys.executable, "-m", "cicsplan", "compute", str(path), "--json"]
        t = median_seconds(lambda: subprocess.run(cmd, capture_output=True, check=True), 7)
        print(f"cicsplan compute --json of a 200-workload plan, end to end: {t * 1000:.0f} ms (median of 7)")


if __name__ == "__main__":
    main()
