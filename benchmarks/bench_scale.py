"""Memory and time at the size limits (issue 24): what a planner's desktop must survive.

Run: .venv/bin/python benchmarks/bench_scale.py [--quick] [--json FILE]   (prints a table)

Each case runs `cicsplan` as a user does, in its own process, and reports its wall time and its peak resident
memory (the child's maximum RSS), against the targets:

- the PDF report of a plan of MAX_WORKLOADS (10,000) workloads: under 30 s and under 500 MB (before: about
  1.4 MB per workload, 14 GB at 10,000, from the Monte Carlo of the ranges held for every sample at once). Twice:
  the plan as the comparisons have it, whose one region's S8 TCBs bind long before the CPs (the ranges' rate solver
  has nothing to solve), and the same workloads in 40 regions, where the general-CP busy target binds in every draw
  (the solver runs in every chunk of samples: 42.3 CPU s, then 27.5 once its rounds reused the chunk's fixed CPU and
  the last round's arrays, at a load average of 6 to 8 on 2 cores);
- `cicsplan compare` of 20 scenarios x 10,000 workloads, a 15 MB plan within every limit, with the same names in
  every scenario and with different names in each: under 15 s and under 1 GB (before: quadratic in scenarios
  when the names differ, 116 s and 15 GB);
- the Excel workloads import of hostile workbooks (millions of shared strings or styles in half a megabyte):
  refused within seconds and a few hundred MB (before: 1.3 GB and 2.2 GB).

--quick runs the 2,000-workload report and a 5 x 2,000 comparison instead. Other work on the machine inflates the
wall times: the load average before and after is printed with them, and each case's CPU seconds (user + system),
which the other work inflates far less.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
METHODS = ["3270", "ctg-ipic", "cws-https-pooled", "mq-trigger-every", "dpl-ipic"]


def plan(scenarios: int, workloads: int, same_names: bool) -> dict:
    return {"format": "cicsplan", "version": 1, "name": f"{scenarios} x {workloads}", "scenarios": [
        {"name": f"S{s}", "hardware": {"machine": "3931-705", "cps": 5, "ziips": 2},
         "workloads": [{"name": f"w{i}" if same_names else f"s{s}w{i}", "ingress": METHODS[i % len(METHODS)],
                        "tps": 1 + i % 7} for i in range(workloads)]} for s in range(scenarios)]}


def run(*args: str) -> tuple[float, float, float]:
    """(wall seconds, CPU seconds, peak RSS in MB) of one cicsplan command in a child process of its own."""
    probe = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
             "done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE); "
             "use = resource.getrusage(resource.RUSAGE_CHILDREN); "
             "print(time.perf_counter() - t, use.ru_utime + use.ru_stime, use.ru_maxrss, done.returncode);"
             "sys.stderr.write(done.stderr.decode()[-2000:])")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO / "app"))
    out = subprocess.run([sys.executable, "-c", probe, sys.executable, "-m", "cicsplan", *args], capture_output=True,
                         text=True, env=env, timeout=3600)
    seconds, cpu, kb, code = out.stdout.split()
    if code not in ("0", "2"):
        raise SystemExit(f"cicsplan {' '.join(args)} failed ({code}): {out.stderr}")
    return float(seconds), float(cpu), int(kb) / 1024


def hostile_workbooks(folder: Path) -> list[tuple[str, Path]]:
    sys.path.insert(0, str(REPO))
    from tests.report.hostile_xlsx import package

    cases = []
    strings = folder / "strings.xlsx"
    strings.write_bytes(package('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', shared=["x"] * 10_000_000))
    cases.append(("import: 10,000,000 shared strings", strings))
    styles = folder / "styles.xlsx"
    styles.write_bytes(package('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>', styles=3_000_000))
    cases.append(("import: 3,000,000 cell formats", styles))
    return cases


IMPORT = ("import sys; from cicsplan.core.catalog.catalog import load_catalog; "
          "from cicsplan.report.workbook_import import read_workloads; from cicsplan.report.atomic import ReportError\n"
          "try: read_workloads(sys.argv[1], load_catalog())\nexcept ReportError as e: print(e)")


def run_import(path: Path) -> tuple[float, float, float]:
    probe = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
             "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); "
             "use = resource.getrusage(resource.RUSAGE_CHILDREN); "
             "print(time.perf_counter() - t, use.ru_utime + use.ru_stime, use.ru_maxrss)")
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"))
    out = subprocess.run([sys.executable, "-c", probe, sys.executable, "-c", IMPORT, str(path)], capture_output=True,
                         text=True, env=env, timeout=3600)
    seconds, cpu, kb = out.stdout.split()
    return float(seconds), float(cpu), int(kb) / 1024


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json")
    args = parser.parse_args()
    workloads, scenarios = (2_000, 5) if args.quick else (10_000, 20)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        one = folder / "one.cicsplan.json"
        single = plan(1, workloads, True)["scenarios"][0]
        one.write_text(json.dumps({"format": "cicsplan", "version": 1, "name": "one scenario",
                                   "hardware": single["hardware"], "workloads": single["workloads"]}))
        seconds, cpu, mb = run("report", str(one), "-o", str(folder / "one.pdf"))
        rows.append((f"PDF report, {workloads:,} workloads, the S8 TCBs bind", seconds, cpu, mb,
                     "< 30 s, < 500 MB" if workloads == 10_000 else ""))
        cp_bound = folder / "cp-bound.cicsplan.json"
        cp_bound.write_text(json.dumps({**json.loads(one.read_text()), "region_groups": [{"name": "CICS",
                                                                                          "regions": 40}]}))
        seconds, cpu, mb = run("report", str(cp_bound), "-o", str(folder / "cp-bound.pdf"))
        rows.append((f"PDF report, {workloads:,} workloads in 40 regions, the CPs bind", seconds, cpu, mb,
                     "< 30 s, < 500 MB" if workloads == 10_000 else ""))
        for same in (True, False):
            path = folder / f"compare-{same}.cicsplan.json"
            path.write_text(json.dumps(plan(scenarios, workloads, same)))
            label = "same names" if same else "different names in each scenario"
            for extra in ([], ["--json"]):
                seconds, cpu, mb = run("compare", str(path), *extra)
                rows.append((f"compare {scenarios} x {workloads:,}, {label}{' --json' if extra else ''} "
                             f"({path.stat().st_size / 1024 / 1024:.0f} MB plan)", seconds, cpu, mb,
                             "< 15 s, < 1 GB" if workloads == 10_000 else ""))
        for label, path in hostile_workbooks(folder):
            seconds, cpu, mb = run_import(path)
            rows.append((f"{label} ({path.stat().st_size / 1024:,.0f} KB file), refused", seconds, cpu, mb, ""))
    width = max(len(r[0]) for r in rows)
    print(f"{'case':<{width}}  {'seconds':>8}  {'CPU s':>8}  {'peak MB':>8}  target")
    for label, seconds, cpu, mb, target in rows:
        print(f"{label:<{width}}  {seconds:8.1f}  {cpu:8.1f}  {mb:8.0f}  {target}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.json:
        keys = ("case", "seconds", "cpu_seconds", "peak_mb", "target")
        Path(args.json).write_text(json.dumps([dict(zip(keys, r, strict=True)) for r in rows], indent=2))


if __name__ == "__main__":
    main()
