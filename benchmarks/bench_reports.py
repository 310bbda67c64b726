"""Report generation (PDF and Excel) for every sample plan, and the command line end to end.

Run: .venv/bin/python benchmarks/bench_reports.py [--repeats N] [--json FILE]   (prints a table; run_all.py
collects the figures into benchmarks/RESULTS.md)

- PDF and xlsx: the time to write the report of a sample plan (every scenario, as `cicsplan report` does),
  in this process after a first warm-up report; the plan is computed beforehand. Median of repeats.
- `cicsplan compute` of a 200-workload plan (bench_engine.synthetic_plan), end to end as a user runs it:
  a new process, from spawning to its exit, table and --json output; and `cicsplan report` of the
  getting-started sample to PDF and xlsx. Bytecode is cached as an installed app's would be (see bench_gui).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_engine import median_seconds, synthetic_plan  # its warm-up call covers imports, fonts, layout
from bench_gui import REPO, source_env

SAMPLES = REPO / "resources" / "samples"


def measure_reports(repeats: int, folder: Path) -> dict[str, dict[str, float]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from cicsplan.cli.report_cli import _compute, write_excel_report, write_pdf_report

    figures = {}
    for plan in sorted(SAMPLES.glob("*.cicsplan.json")):
        results = _compute(str(plan), None, io.StringIO())
        name = plan.name.removesuffix(".cicsplan.json")
        figures[name] = {
            "scenarios": len(results),
            "workloads": sum(r.resolved.n for r in results),
            "pdf_s": median_seconds(lambda results=results: write_pdf_report(folder / "r.pdf", results), repeats),
            "xlsx_s": median_seconds(lambda results=results: write_excel_report(folder / "r.xlsx", results), repeats),
            "pdf_kb": (folder / "r.pdf").stat().st_size / 1024,
            "xlsx_kb": (folder / "r.xlsx").stat().st_size / 1024,
        }
    return figures


def run_s(args: list[str], runs: int) -> float:
    """Median seconds from spawning `python -m cicsplan ARGS` to its exit (the warm-up run compiles the bytecode)."""
    env = source_env()
    cmd = [sys.executable, "-m", "cicsplan", *args]
    return median_seconds(lambda: subprocess.run(cmd, check=True, capture_output=True, env=env, timeout=300), runs)


def measure_cli(runs: int, folder: Path) -> dict[str, float]:
    from cicsplan.core.catalog.catalog import load_catalog
    from cicsplan.core.plan.plan import plan_to_json

    plan = folder / "p200.cicsplan.json"
    plan.write_text(json.dumps(plan_to_json(synthetic_plan(200, list(load_catalog().models)))), encoding="utf-8")
    sample = str(SAMPLES / "getting-started.cicsplan.json")
    return {
        "compute_200_s": run_s(["compute", str(plan)], runs),
        "compute_200_json_s": run_s(["compute", str(plan), "--json"], runs),
        "report_pdf_s": run_s(["report", sample, "-o", str(folder / "cli.pdf")], max(3, runs // 2)),
        "report_xlsx_s": run_s(["report", sample, "-o", str(folder / "cli.xlsx")], max(3, runs // 2)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="reports per sample and format (median)")
    parser.add_argument("--runs", type=int, default=7, help="command-line runs (median)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    opts = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="cicsplan-bench-") as tmp:
        folder = Path(tmp)
        figures = {"reports": measure_reports(opts.repeats, folder), **measure_cli(opts.runs, folder)}
    print(f"{'sample plan':<28} {'scen.':>5} {'rows':>5} {'PDF s':>7} {'KB':>6} {'xlsx s':>7} {'KB':>6}")
    for name, f in figures["reports"].items():
        print(f"{name:<28} {f['scenarios']:>5} {f['workloads']:>5} {f['pdf_s']:>7.3f} {f['pdf_kb']:>6.0f} "
              f"{f['xlsx_s']:>7.3f} {f['xlsx_kb']:>6.0f}")
    print(f"(median of {opts.repeats} after a warm-up, in-process, plan already computed)\n")
    print(f"end to end, new process each run (median of {opts.runs}):")
    print(f"  cicsplan compute, 200-workload plan:         {figures['compute_200_s']:.3f} s")
    print(f"  cicsplan compute --json, 200-workload plan:  {figures['compute_200_json_s']:.3f} s")
    print(f"  cicsplan report getting-started -o .pdf:     {figures['report_pdf_s']:.3f} s")
    print(f"  cicsplan report getting-started -o .xlsx:    {figures['report_xlsx_s']:.3f} s")
    if opts.json:
        opts.json.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
