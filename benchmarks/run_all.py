"""Run every benchmark and keep the figures in benchmarks/RESULTS.md: date, machine, and a table against
the targets of issues 9 and 29, then each script's own output.

Run: .venv/bin/python benchmarks/run_all.py [--quick | --ci] [--output FILE]

Runs bench_startup.py, bench_engine.py, bench_formulas.py, bench_gui.py, bench_reports.py, bench_files.py,
bench_rmf.py, bench_spreadsheet.py (when LibreOffice is installed) and, when a frozen bundle has been built
(bash installers/build_linux.sh), bench_bundle.py; each in its own process, from this checkout's source, with
bytecode cached as an installed app's would be (see bench_gui.py). Other work on the machine inflates every
figure: the load average before and after is recorded beside them. The section "Size limits" (bench_scale.py,
run by hand) is kept as it is.

--ci runs the quick ones only (start-up, the engine and serialisation, RMF reading, the spreadsheet in one paired
run when LibreOffice is there) and prints their figures against the targets: informational, it writes nothing
and never fails (a shared CI machine is too noisy for timed verdicts; a script that fails is reported as such).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_gui import REPO, source_env

HERE = Path(__file__).resolve().parent
BUNDLE = REPO / "installers" / "out" / "dist" / "cicsplan"
FRAME_MS = 16  # one 60 Hz frame
# issue 29's targets
STARTUP_MARGIN_MS = 60  # `cicsplan --version` and `cicsplan catalog` over a bare interpreter
SPREADSHEET_TIMES = 5  # compute --json of 200 workloads against LibreOffice, wall and CPU
SERIALISATION_MS = 100  # --json of 10,000 workloads
CHARTS_MS = 30  # charts redrawn at 200 rows
LIMITS_MS = 50  # totals with limits after their debounce
LIMITS_DEBOUNCE_MS = 120  # the Results sheet's limits timer (bench_gui's edit -> totals includes it)
COLD_START_S = 0.8
BUNDLE_MIB = 120


def run(script: str, *args: str, timeout_s: float = 3600) -> tuple[str, float]:
    """A benchmark script's output (it must succeed) and how long it took."""
    print(f"running {script} {' '.join(args)}", flush=True)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, str(HERE / script), *args], capture_output=True, text=True,
                          env=source_env(), cwd=HERE, timeout=timeout_s)
    if done.returncode != 0:
        raise SystemExit(f"{script} failed (exit {done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    print(done.stdout, flush=True)
    return done.stdout, time.perf_counter() - start


def parse_engine(text: str) -> dict:
    """bench_engine.py's table: {(workloads, method): compute ms}, and the end-to-end compute line."""
    rows = {(int(m[1]), m[2]): float(m[3]) for m in re.finditer(r"^\s*(\d+)\s+(published|fitted)\s+([\d.]+)\s",
                                                                 text, re.M)}
    end_to_end = re.search(r"end to end: (\d+) ms", text)
    return {"compute_ms": rows, "compute_200_json_ms": float(end_to_end[1]) if end_to_end else None}


def parse_startup(text: str) -> dict[str, tuple[float, float]]:
    """bench_startup.py: {command: (wall ms more than the bare interpreter, CPU ms more)}."""
    return {m[1]: (float(m[2]), float(m[3])) for m in re.finditer(
        r"^  (cicsplan [-\w]+)\s+[\d.]+\s+[\d.]+\s+([-+\d]+)\s+([-+\d]+)", text, re.M)}


def parse_serialisation(text: str) -> float | None:
    found = re.search(r"^--json serialisation of 10,000 workloads .*?: ([\d.]+) ms", text, re.M)
    return float(found[1]) if found else None


def parse_spreadsheet(text: str) -> tuple[float, float] | None:
    """bench_spreadsheet.py: how many times faster than LibreOffice cicsplan is (wall, CPU)."""
    found = re.search(r"x([\d.]+) faster in wall time, x([\d.]+) in CPU time", text)
    return (float(found[1]), float(found[2])) if found else None


def issue29_rows(outputs: dict[str, tuple[str, float]], gui: dict | None = None,
                 bundle: dict | None = None) -> list[str]:
    """The figures against issue 29's targets, one table row each, for those the run measured."""
    lines = []
    if "bench_startup.py" in outputs:
        for command, (wall, cpu) in parse_startup(outputs["bench_startup.py"][0]).items():
            lines.append(f"| `{command}` more than a bare `python -c pass` (wall / CPU) | {wall:+.0f} / {cpu:+.0f} ms "
                         f"| within {STARTUP_MARGIN_MS} ms | wall: {verdict(wall, STARTUP_MARGIN_MS)}, CPU: "
                         f"{verdict(cpu, STARTUP_MARGIN_MS)} |")
    if "bench_spreadsheet.py" in outputs:
        times = parse_spreadsheet(outputs["bench_spreadsheet.py"][0])
        if times:
            met = "met" if min(times) >= SPREADSHEET_TIMES else "**missed**"
            lines.append(f"| `compute --json` of 200 workloads against LibreOffice recalculating the same plan "
                         f"(times faster, wall / CPU) | x{times[0]:.1f} / x{times[1]:.1f} | "
                         f"x{SPREADSHEET_TIMES} in both | {met} |")
    else:
        lines.append(f"| `compute --json` against LibreOffice | LibreOffice not installed | x{SPREADSHEET_TIMES} | "
                     "not measured |")
    if "bench_engine.py" in outputs:
        ms = parse_serialisation(outputs["bench_engine.py"][0])
        lines.append(f"| `--json` serialisation of 10,000 workloads | "
                     f"{'not measured' if ms is None else f'{ms:.0f} ms'} | < {SERIALISATION_MS} ms | "
                     f"{verdict(ms, SERIALISATION_MS)} |")
    if gui:
        g = gui["edits"]["200"]
        every = max(g["edit_grid_workloads_every_row_ms"], g["edit_grid_results_every_row_ms"])
        lines.append(f"| edit moving every row -> grid refreshed, 200 rows (worst sheet) | {every:.1f} ms | "
                     f"< {FRAME_MS} ms | {verdict(every, FRAME_MS)} |")
        # judged after a rate edit: a redraw of the same plan touches nothing since issue 29's charts work; the GUI
        # thread's part (the rate charts' engine work runs in a worker thread)
        lines.append(f"| charts redraw after a rate edit, 200 rows (GUI thread blocked) | "
                     f"{g['charts_redraw_after_edit_ms']:.0f} ms | "
                     f"< {CHARTS_MS} ms | {verdict(g['charts_redraw_after_edit_ms'], CHARTS_MS)} |")
        limits = g["edit_totals_ms"] - LIMITS_DEBOUNCE_MS
        lines.append(f"| totals with limits after their {LIMITS_DEBOUNCE_MS} ms debounce, 200 rows | {limits:.0f} ms | "
                     f"< {LIMITS_MS} ms | {verdict(limits, LIMITS_MS)} |")
        lines.append(f"| cold start to a shown window, from source | {gui['startup_cold_s']:.2f} s | "
                     f"< {COLD_START_S} s | {verdict(gui['startup_cold_s'], COLD_START_S)} |")
    if bundle and bundle.get("size"):
        mib = re.match(r"([\d.]+) (Mi?B)", bundle["size"])
        size = float(mib[1]) if mib else None
        lines.append(f"| frozen Linux bundle | {bundle['size']} | < {BUNDLE_MIB} MiB | {verdict(size, BUNDLE_MIB)} |")
    if bundle and bundle.get("frozen_cold_s") is not None:
        lines.append(f"| cold start to a shown window, frozen | {bundle['frozen_cold_s']:.2f} s | < {COLD_START_S} s | "
                     f"{verdict(bundle['frozen_cold_s'], COLD_START_S)} |")
    return lines


def ci(opts: argparse.Namespace) -> int:
    """The quick benchmarks, printed against the targets; never fails."""
    outputs: dict[str, tuple[str, float]] = {}
    scripts = [("bench_startup.py", ("--runs", "5")), ("bench_engine.py", ("--quick",)),
               ("bench_rmf.py", ("--intervals", "12"))]
    if shutil.which("soffice"):
        scripts.append(("bench_spreadsheet.py", ("--runs", "1")))
    load_before = load_average()
    for script, args in scripts:
        try:
            outputs[script] = run(script, *args, timeout_s=600)
        except (SystemExit, subprocess.TimeoutExpired, OSError) as exc:
            print(f"{script} did not finish: {exc}", flush=True)
    print(f"\nFigures against issue 29's targets (informational; load average before {load_before}, after "
          f"{load_average()}; commit {commit()}):")
    print("\n".join(["| figure | measured | target | |", "|---|---|---|---|", *issue29_rows(outputs)]))
    return 0


def parse_formulas(text: str) -> dict:
    """bench_formulas.py: the worst formula's cost, and resolving 10,000 chained variables (cold, warm)."""
    worst = re.search(r"^worst formula: ([\d.]+) ms \((.+)\)$", text, re.M)
    rows = {m[1].strip(): (float(m[2]), float(m[3])) for m in re.finditer(r"^  (a chain defined in reverse order|"
                                                                         r"the chain in random order|the chain closed "
                                                                         r"into one cycle)\s+([\d.]+)\s+([\d.]+)$",
                                                                         text, re.M)}
    plan = re.search(r"^compute of a plan with ([\d,]+) chained variables .*?: ([\d.]+) ms", text, re.M)
    return {"worst_ms": float(worst[1]) if worst else None, "worst_name": worst[2] if worst else "",
            "chains": rows, "compute_ms": float(plan[2]) if plan else None}


def parse_bundle(text: str) -> dict:
    size = re.search(r"^bundle .*?: ([\d.]+ Mi?B) in (\d+) files", text, re.M)
    out: dict = {"size": f"{size[1]} in {size[2]} files" if size else None,
                 "packages": ", ".join(f"{m[1]} {m[2]}" for m in re.finditer(r"^\s+(cicsplan\S+): ([\d.]+ Mi?B)",
                                                                             text, re.M))}
    for key, label in (("cold", "time to shown window, cold"), ("warm", "time to shown window, warm")):
        m = re.search(re.escape(label) + r" \(s\)\s+([\d.]+)\s+([\d.]+)", text)
        if m:
            out[f"source_{key}_s"], out[f"frozen_{key}_s"] = float(m[1]), float(m[2])
    return out


def machine() -> dict[str, str]:
    cpu = platform.processor() or platform.machine()
    try:
        info = Path("/proc/cpuinfo").read_text()
        model = re.search(r"^model name\s*:\s*(.+)$", info, re.M)
        if model:
            cpu = model[1].strip()
    except OSError:
        pass
    os_name = f"{platform.system()} {platform.release()}"
    try:
        pretty = re.search(r'^PRETTY_NAME="?([^"\n]+)', Path("/etc/os-release").read_text(), re.M)
        if pretty:
            os_name = f"{pretty[1]} ({os_name})"
    except OSError:
        pass
    versions = subprocess.run([sys.executable, "-c", "import PySide6, PySide6.QtCore as c, numpy, pyqtgraph, openpyxl; "
                               "print(PySide6.__version__, c.qVersion(), numpy.__version__, pyqtgraph.__version__, "
                               "openpyxl.__version__)"], capture_output=True, text=True, check=True).stdout.split()
    return {"CPU": f"{cpu}, {os.cpu_count()} logical cores ({platform.machine()})", "OS": os_name,
            "Python": platform.python_version(), "Qt": f"Qt {versions[1]}, PySide6 {versions[0]}",
            "Libraries": f"numpy {versions[2]}, pyqtgraph {versions[3]}, openpyxl {versions[4]}"}


def load_average() -> str:
    try:
        return "{:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    except (AttributeError, OSError):
        return "n/a"


def commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + (" with uncommitted changes" if dirty else "")


def verdict(value: float | None, limit: float, soft: float | None = None) -> str:
    if value is None:
        return "not measured"
    if value > limit:
        return "**missed**"
    if soft is not None and value > soft:
        return "met, not well under"
    return "met"


def table(engine: dict, gui: dict, reports: dict, bundle: dict | None, formulas: dict) -> list[str]:
    e = engine["compute_ms"]
    g10, g200 = gui["edits"]["10"], gui["edits"]["200"]
    lines = ["| figure | measured | target | |", "|---|---|---|---|"]
    sizes = sorted({n for n, _ in e})
    for n in sizes:
        lines.append(f"| engine recalculation, {n:,} workloads (published / fitted) | {e[(n, 'published')]:.1f} / "
                     f"{e[(n, 'fitted')]:.1f} ms | {'< 50 ms' if n == 10_000 else ''} | "
                     f"{verdict(max(e[(n, 'published')], e[(n, 'fitted')]), 50) if n == 10_000 else ''} |")
    if len(sizes) >= 2:
        a, b = sizes[-2], sizes[-1]
        growth = e[(b, "published")] / e[(a, "published")]
        lines.append(f"| growth from {a:,} to {b:,} workloads | x{growth:.1f} for x{b // a} "
                     f"({e[(b, 'published')] / b * 1000:.1f} us per workload) | | |")
    lines.append(f"| one formula at the language's bounds, parsed cold and evaluated: the worst "
                 f"({formulas['worst_name']}) | {formulas['worst_ms']:.2f} ms | about a millisecond (issue 13) | "
                 f"{verdict(formulas['worst_ms'], 10, 2)} |")
    for name, (cold, warm) in formulas["chains"].items():
        lines.append(f"| resolving 10,000 plan variables, {name} (parse cache cold / warm) | {cold:.0f} / "
                     f"{warm:.0f} ms | no recursion limit (issue 13) | measured |")
    if formulas["compute_ms"] is not None:
        lines.append(f"| engine recalculation of a plan with 10,000 chained variables | "
                     f"{formulas['compute_ms']:.0f} ms | | measured |")
    lines.append(f"| edit -> grid refreshed, 10 / 200 rows (Workloads sheet on screen) | "
                 f"{g10['edit_grid_workloads_ms']:.1f} / {g200['edit_grid_workloads_ms']:.1f} ms | < {FRAME_MS} ms "
                 f"(a 60 Hz frame) at 200 rows | {verdict(g200['edit_grid_workloads_ms'], FRAME_MS)} |")
    lines.append(f"| edit -> grid refreshed, 10 / 200 rows (Results sheet on screen) | "
                 f"{g10['edit_grid_results_ms']:.1f} / {g200['edit_grid_results_ms']:.1f} ms | < {FRAME_MS} ms "
                 f"(a 60 Hz frame) at 200 rows | {verdict(g200['edit_grid_results_ms'], FRAME_MS)} |")
    lines.append(f"| &nbsp;&nbsp;of which the commit (engine + every sheet's update), Workloads / Results | "
                 f"{g200['edit_grid_workloads_commit_ms']:.1f} / {g200['edit_grid_results_commit_ms']:.1f} ms "
                 "at 200 rows | | |")
    lines.append(f"| edit moving every row (LPAR CPs) -> grid refreshed, 200 rows, Workloads / Results | "
                 f"{g200['edit_grid_workloads_every_row_ms']:.1f} / {g200['edit_grid_results_every_row_ms']:.1f} ms "
                 "| | measured |")
    lines.append(f"| edit -> charts shown, 10 / 200 rows (150 ms debounce included) | {g10['edit_charts_ms']:.0f} / "
                 f"{g200['edit_charts_ms']:.0f} ms | may follow on a debounce | measured |")
    lines.append(f"| &nbsp;&nbsp;charts redraw alone (same plan: nothing changed), 10 / 200 rows | "
                 f"{g10['charts_redraw_ms']:.0f} / {g200['charts_redraw_ms']:.0f} ms | | |")
    lines.append(f"| &nbsp;&nbsp;charts redraw after a rate edit, GUI thread blocked, 10 / 200 rows | "
                 f"{g10['charts_redraw_after_edit_ms']:.0f} / {g200['charts_redraw_after_edit_ms']:.0f} ms | | |")
    cpu10, cpu200 = g10["charts_redraw_after_edit_cpu_ms"], g200["charts_redraw_after_edit_cpu_ms"]
    lines.append(f"| &nbsp;&nbsp;&nbsp;&nbsp;its CPU time, 10 / 200 rows | {cpu10:.0f} / {cpu200:.0f} ms | | |")
    lines.append(f"| &nbsp;&nbsp;&nbsp;&nbsp;until the charts are updated (engine work in a worker), 10 / 200 rows | "
                 f"{g10['charts_updated_after_edit_ms']:.0f} / {g200['charts_updated_after_edit_ms']:.0f} ms | | |")
    lines.append(f"| edit -> totals with limits, 10 / 200 rows (120 ms debounce included) | "
                 f"{g10['edit_totals_ms']:.0f} / {g200['edit_totals_ms']:.0f} ms | | measured |")
    lines.append(f"| `cicsplan compute`, 200-workload plan, end to end (table / --json) | "
                 f"{reports['compute_200_s']:.2f} / {reports['compute_200_json_s']:.2f} s | well under 0.3 s | "
                 f"{verdict(max(reports['compute_200_s'], reports['compute_200_json_s']), 0.3, 0.2)} |")
    lines.append(f"| cold start to a shown main window, from source (page cache evicted / warm) | "
                 f"{gui['startup_cold_s']:.2f} / {gui['startup_warm_s']:.2f} s | < 1.5 s | "
                 f"{verdict(gui['startup_cold_s'], 1.5)} |")
    if bundle and bundle.get("frozen_cold_s") is not None:
        lines.append(f"| cold start to a shown main window, frozen (cold / warm) | {bundle['frozen_cold_s']:.2f} / "
                     f"{bundle.get('frozen_warm_s', float('nan')):.2f} s | < 1.5 s | "
                     f"{verdict(bundle['frozen_cold_s'], 1.5)} |")
    else:
        lines.append("| cold start, frozen | no bundle built | < 1.5 s | not measured |")
    if bundle and bundle.get("size"):
        packages = f"; {bundle['packages']}" if bundle.get("packages") else ""
        lines.append(f"| bundle size (installers/out/dist/cicsplan) | {bundle['size']}{packages} | | measured |")
    else:
        lines.append("| bundle size | no bundle built (bash installers/build_linux.sh) | | not measured |")
    pdf = [f["pdf_s"] for f in reports["reports"].values()]
    xlsx = [f["xlsx_s"] for f in reports["reports"].values()]
    lines.append(f"| PDF report per sample plan (fastest / slowest of {len(pdf)}) | {min(pdf):.2f} / {max(pdf):.2f} s "
                 "| | measured |")
    lines.append(f"| Excel report per sample plan (fastest / slowest of {len(xlsx)}) | {min(xlsx):.2f} / "
                 f"{max(xlsx):.2f} s | | measured |")
    lines.append(f"| `cicsplan report` getting-started, end to end (PDF / xlsx) | {reports['report_pdf_s']:.2f} / "
                 f"{reports['report_xlsx_s']:.2f} s | | measured |")
    return lines


BY_HAND = "## Size limits"  # bench_scale.py takes a quarter of an hour: run by hand, its section kept here


def kept_by_hand(path: Path) -> list[str]:
    """The section of the results file written by hand from bench_scale.py, carried over as it is."""
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    at = text.find("\n" + BY_HAND)
    return [*text[at + 1:].rstrip("\n").split("\n"), ""] if at >= 0 else []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a rough check, not for RESULTS.md)")
    parser.add_argument("--ci", action="store_true", help="the quick benchmarks printed against the targets; "
                                                          "writes nothing, never fails")
    parser.add_argument("--output", type=Path, default=HERE / "RESULTS.md")
    opts = parser.parse_args(argv)
    if opts.ci:
        return ci(opts)
    started = datetime.datetime.now(datetime.UTC)
    load_before = load_average()
    outputs: dict[str, tuple[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="cicsplan-bench-") as tmp:
        gui_json, reports_json = Path(tmp) / "gui.json", Path(tmp) / "reports.json"
        outputs["bench_startup.py"] = run("bench_startup.py", *(["--runs", "5"] if opts.quick else []))
        outputs["bench_engine.py"] = run("bench_engine.py", *(["--quick"] if opts.quick else []))
        outputs["bench_formulas.py"] = run("bench_formulas.py")
        outputs["bench_gui.py"] = run("bench_gui.py", "--json", str(gui_json),
                                      *(["--repeats", "5", "--runs", "2"] if opts.quick else []))
        outputs["bench_reports.py"] = run("bench_reports.py", "--json", str(reports_json),
                                          *(["--repeats", "2", "--runs", "3"] if opts.quick else []))
        outputs["bench_files.py"] = run("bench_files.py", *(["--repeats", "2"] if opts.quick else []))
        outputs["bench_rmf.py"] = run("bench_rmf.py", *(["--intervals", "12"] if opts.quick else []))
        if shutil.which("soffice"):
            outputs["bench_spreadsheet.py"] = run("bench_spreadsheet.py", *(["--runs", "2"] if opts.quick else []))
        bundle = None
        if (HERE / "bench_bundle.py").exists() and BUNDLE.is_dir():
            outputs["bench_bundle.py"] = run("bench_bundle.py", "--bundle", str(BUNDLE))
            bundle = parse_bundle(outputs["bench_bundle.py"][0])
        gui = json.loads(gui_json.read_text(encoding="utf-8"))
        reports = json.loads(reports_json.read_text(encoding="utf-8"))
    engine = parse_engine(outputs["bench_engine.py"][0])
    lines = [
        "# Benchmark results",
        "",
        f"Written by `benchmarks/run_all.py` on {started:%Y-%m-%d %H:%M} UTC{' (--quick)' if opts.quick else ''}; "
        "rerun it to refresh this file. Every figure is a median of repeats; what each one times is described "
        "at the top of its script.",
        "",
        "## Machine",
        "",
        "| | |",
        "|---|---|",
        *(f"| {k} | {v} |" for k, v in machine().items()),
        f"| Load average (1, 5, 15 min) | before {load_before}, after {load_average()}: other work on the machine "
        "inflates the figures |",
        f"| Source | commit {commit()} |",
        "",
        "## Figures against the targets",
        "",
        *table(engine, gui, reports, bundle, parse_formulas(outputs["bench_formulas.py"][0])),
        "",
        "## Figures against issue 29's targets",
        "",
        "| figure | measured | target | |",
        "|---|---|---|---|",
        *issue29_rows(outputs, gui, bundle),
        "",
    ]
    if bundle is None:
        lines += ["No frozen bundle was found at `installers/out/dist/cicsplan`, so `bench_bundle.py` (bundle size, "
                  "frozen start-up) did not run: build one with `bash installers/build_linux.sh` and rerun.", ""]
    lines += ["## Each script's output", ""]
    for script, (text, seconds) in outputs.items():
        lines += [f"### {script} ({seconds:.0f} s)", "", "```", text.rstrip(), "```", ""]
    lines += kept_by_hand(opts.output)
    opts.output.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {opts.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
