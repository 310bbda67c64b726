"""Engine recalculation time for plans of 10 to 10,000 workloads, `--json` serialisation of 10,000 workloads, the
response-time limits of a plan with 30 targets, and `cicsplan compute` end to end.

Run: .venv/bin/python benchmarks/bench_engine.py [--quick]   (prints a table; figures go to benchmarks/RESULTS.md)

Serialisation (issue 29: under 100 ms at 10,000 workloads) is the result object built and written as text, as
`compute --json` does, from a result whose response curve, limits and daily figures are already computed (they
are the engine's work, timed with it). --quick measures 200 and 10,000 workloads only, with fewer repeats.

The response-time limits (issue 24) are solved for 30 targets among 2,000 workloads, in CPU seconds (other work on
the machine inflates them far less than wall time): one target at a time took 2.4 s, together 1.3 s (load 5).
"""

from __future__ import annotations

import argparse
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
from cicsplan.core.model.limits import response_limits
from cicsplan.core.model.result_json import result_json_text, result_to_json
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


SERIALISATION_TARGET_MS = 100  # --json of 10,000 workloads (issue 29)


def serialisation_ms(plan: Plan, catalog, repeats: int) -> float:
    """The result object of ``compute --json`` built and written as its text, from a computed result."""
    result = compute(plan, catalog)
    result_to_json(result)  # the curve, limits and daily figures: computed once, kept by the result
    return median_seconds(lambda: result_json_text(result), repeats) * 1000


TARGETS = 30


def targets_plan(n: int, ids: list[str], targets: int = TARGETS) -> Plan:
    """Rates the LPAR carries (every response finite), a response-time target on the first ``targets`` workloads."""
    workloads = [Record({"name": f"w{i}", "ingress": ids[i % len(ids)], "tps": 0.05 * (1 + i % 7),
                         **({"response_target_factor": 1.5 + i % 4} if i < targets else {})}) for i in range(n)]
    return Plan(name=f"{targets} targets", scenarios=[
        Scenario("Base", Record({"machine": "3931-705", "cps": 5, "ziips": 2}), workloads)])


def response_limits_cpu_seconds(catalog, n: int = 2000) -> float:
    """CPU seconds to solve the response-time limits of ``targets_plan`` (the result computed beforehand)."""
    result = compute(targets_plan(n, ["3270", "ctg-ipic", "cws-https-pooled", "mq-trigger-every", "dpl-ipic"]),
                     catalog)
    started = time.process_time()
    response_limits(result, catalog)
    return time.process_time() - started


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="200 and 10,000 workloads only, fewer repeats")
    opts = parser.parse_args(argv)
    catalog = load_catalog()
    ids = list(catalog.models)
    print(f"machine: {platform.machine()}, {platform.processor() or platform.system()}, Python "
          f"{platform.python_version()}")
    print(f"{'workloads':>10} {'method':>9} {'compute ms':>11} {'+ JSON ms':>10} {'us/workload':>12}")
    for n in ((200, 10000) if opts.quick else (10, 100, 1000, 10000)):
        for method in ("published", "fitted"):
            plan = synthetic_plan(n, ids, method)
            repeats = (30 if n <= 1000 else 7) // (5 if opts.quick else 1)
            t = median_seconds(lambda plan=plan: compute(plan, catalog), repeats)
            tj = median_seconds(lambda plan=plan: result_to_json(compute(plan, catalog)), max(3, repeats // 3))
            print(f"{n:>10} {method:>9} {t * 1000:>11.2f} {tj * 1000:>10.2f} {t / n * 1e6:>12.2f}")
    serialised = serialisation_ms(synthetic_plan(10000, ids), catalog, 3 if opts.quick else 7)
    print(f"--json serialisation of 10,000 workloads (result object and text): {serialised:.0f} ms "
          f"(target < {SERIALISATION_TARGET_MS} ms)")
    print(f"response-time limits, {TARGETS} targets among 2,000 workloads: {response_limits_cpu_seconds(catalog):.2f} "
          "CPU s")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "p200.cicsplan.json"
        path.write_text(json.dumps(plan_to_json(synthetic_plan(200, ids))), encoding="utf-8")
        cmd = [sys.executable, "-m", "cicsplan", "compute", str(path), "--json"]
        runs = 3 if opts.quick else 7
        t = median_seconds(lambda: subprocess.run(cmd, capture_output=True, check=True), runs)
        print(f"cicsplan compute --json of a 200-workload plan, end to end: {t * 1000:.0f} ms (median of {runs})")


if __name__ == "__main__":
    main()
