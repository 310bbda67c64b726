"""The workbook's speed as a user feels it (offscreen): a cell edit until the results show, and until the
charts (which follow on a debounce) show; and a cold start to a shown main window, from source.

Run: .venv/bin/python benchmarks/bench_gui.py [--repeats N] [--json FILE]   (prints a table; run_all.py
collects the figures into benchmarks/RESULTS.md)

What is timed, each the median of repeats, the plan being bench_engine.synthetic_plan(rows):
- edit -> grid: from committing a rate in the Workloads grid (the model's setData, as the cell editor does)
  until the recalculation, every sheet's synchronous update and the repaint of the window are done
  (QApplication.processEvents after the commit; the debounced parts below are not included). Measured
  with the Workloads sheet on screen (inputs beside live results) and with the Results sheet on screen.
  A rate edit moves its own row, and the grids repaint only the rows that moved; "every row" is an edit
  that moves all of them (the LPAR's CP count), the worst case for the repaint.
- edit -> charts: the same commit until the Charts sheet has redrawn and repainted: the 150 ms debounce, the rate
  charts' engine work (response curve, limits, busy sweep: in a worker thread) and the redraw. "charts redraw" is
  the redraw and repaint alone, of the same plan (a redraw touches only what changed: here nothing). "after a rate
  edit" is what the redraw of the plan a rate edit just recomputed costs the GUI thread, the figure the target is
  judged on: the call that asks the worker, the turn of the event loop that draws its answer, and the repaint
  (wall time, the GUI thread blocked; and its CPU time); "edit -> charts updated" is the wall time of the same,
  from the call until the charts are repainted, the worker's engine work included.
- edit -> totals: the Results sheet's totals with limits, which rerun the engine on a 120 ms debounce; also its
  CPU time (process time, which a shared machine's load moves less than the wall time), and the GUI thread's part
  of it (the limits are computed in a worker during the debounce, the totals formatted and shown in the GUI thread).
- cold start: spawning `python -m cicsplan --self-test --startup-only` until it prints that the main
  window is shown (catalog loaded, getting-started sample computed, laid out). "warm" runs with the page
  cache warm; "cold" first evicts the interpreter's, the packages' and the checkout's files from the page
  cache (posix_fadvise, no privilege needed). Bytecode is cached as an installed app's would be
  (PYTHONPYCACHEPREFIX=benchmarks/out/pycache), even where PYTHONDONTWRITEBYTECODE is set.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MARKER = "startup: main window shown"  # cicsplan.selftest.STARTUP_MARKER
PYCACHE = REPO / "benchmarks" / "out" / "pycache"


def source_env() -> dict[str, str]:
    """The environment of a run from source: this checkout, offscreen, bytecode cached outside the tree."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO / "app"),
               PYTHONPYCACHEPREFIX=str(PYCACHE))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


# ---------------------------------------------------------------------------------------------------
# edits in a running window


def measure_edits(rows_list: list[int], repeats: int) -> dict[str, dict[str, float]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from bench_engine import synthetic_plan
    from PySide6.QtCore import QSettings, QStandardPaths, Qt
    from PySide6.QtWidgets import QApplication

    from cicsplan.core.catalog.catalog import load_catalog
    from cicsplan.core.plan.edits import get_cell
    from cicsplan.gui.document import PlanDocument
    from cicsplan.gui.main_window import start_window

    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName("cicsplan")
    app.setApplicationName("cicsplan-bench")
    catalog = load_catalog()
    figures: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="cicsplan-bench-") as tmp:
        recovery = Path(tmp) / "recovery"
        recovery.mkdir()
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("autosave_ms", 3_600_000)  # no autosave inside a measurement
        window = start_window(catalog, settings, None, recovery)
        window.resize(1280, 800)
        window.show()
        settle(app, 0.3)
        for rows in rows_list:
            window.set_document(PlanDocument(catalog, synthetic_plan(rows, list(catalog.models))))
            settle(app, 0.3)
            model = window.workloads.model
            column = [c.key for c in model.columns].index("tps")
            index = model.index(1, column)  # row 2: a plain number (every 10th rate is a formula)
            rate, cps = window.doc.cell_ref("workloads", 1, "tps"), window.doc.cell_ref("hardware", 0, "cps")

            # each edit changes its cell (700 <-> 701 tps, 3 <-> 4 CPs), whatever the count of repeats: an edit to
            # the value a cell holds changes nothing and starts no debounce, which "until" would wait for forever
            def commit(model=model, index=index, doc=window.doc, rate=rate) -> None:
                model.setData(index, 701.0 if get_cell(doc.plan, rate) == 700.0 else 700.0, Qt.ItemDataRole.EditRole)

            def commit_cps(doc=window.doc, cps=cps) -> None:  # moves every row's CPU figures
                doc.set_cell(cps, 4 if get_cell(doc.plan, cps) == 3 else 3)

            out: dict[str, float] = {}
            for sheet, key in ((window.workloads, "edit_grid_workloads_ms"), (window.results, "edit_grid_results_ms")):
                window.tabs.setCurrentWidget(sheet)
                settle(app, 0.3)
                out[key] = median_ms(lambda: (commit(), app.processEvents()), repeats, app)
                out[key.replace("_ms", "_commit_ms")] = median_ms(commit, repeats, app)
                out[key.replace("_ms", "_every_row_ms")] = median_ms(lambda: (commit_cps(), app.processEvents()),
                                                                     repeats, app)
            window.tabs.setCurrentWidget(window.charts)
            settle(app, 0.3)
            out["edit_charts_ms"] = median_ms(lambda: until_drawn(app, window.charts, commit), repeats, app)
            out["charts_redraw_ms"] = median_ms(lambda: (window.charts.redraw(), app.processEvents()), repeats, app)
            (out["charts_redraw_after_edit_ms"], out["charts_redraw_after_edit_cpu_ms"],
             out["charts_updated_after_edit_ms"]) = redraw_after_edit_ms(app, window.charts, commit, repeats)
            window.tabs.setCurrentWidget(window.results)
            settle(app, 0.3)
            out["edit_totals_ms"], out["edit_totals_cpu_ms"], out["edit_totals_gui_cpu_ms"] = median_ms_and_cpus(
                lambda: until(app, window.results.limits_timer, commit), repeats, app)
            figures[str(rows)] = out
        window.doc.undo_stack.setClean()
        window.close()
        settle(app, 0.1)
    return figures


def redraw_after_edit_ms(app, charts, commit, repeats: int) -> tuple[float, float, float]:
    """The charts' redraw and repaint after a rate edit (committed and recomputed first, its debounce skipped): what an
    edit costs the Charts sheet, where a redraw of the same plan ("redraw alone") finds nothing changed. Medians of the
    GUI thread blocked (wall), its CPU time, and the wall time until the charts are updated (ms).

    Blocked: the redraw call (which asks the worker for the rate charts' engine work), the turn of the event loop in
    which the answer is drawn, and the repaint; the turns that only look for the answer (a few microseconds each) are
    not counted."""
    blocked, cpu, updated = [], [], []
    drew: list[bool] = []
    charts.drawn.connect(lambda: drew.append(True))
    for _ in range(repeats + 1):
        commit()
        charts.timer.stop()  # the debounced redraw, timed here alone
        app.processEvents()
        drew.clear()
        start = time.perf_counter()
        start_cpu = time.thread_time()
        charts.redraw()
        spent, spent_cpu = time.perf_counter() - start, time.thread_time() - start_cpu
        while not drew:
            time.sleep(0.0005)
            turn, turn_cpu = time.perf_counter(), time.thread_time()
            app.processEvents()
            if drew:
                spent += time.perf_counter() - turn
                spent_cpu += time.thread_time() - turn_cpu
        turn, turn_cpu = time.perf_counter(), time.thread_time()
        app.processEvents()  # the repaint
        spent += time.perf_counter() - turn
        spent_cpu += time.thread_time() - turn_cpu
        updated.append(time.perf_counter() - start)
        blocked.append(spent)
        cpu.append(spent_cpu)
        settle(app, 0.05)
    return tuple(statistics.median(times[1:]) * 1000 for times in (blocked, cpu, updated))


def settle(app, seconds: float) -> None:
    """Let debounced work (charts, limits, ranges, compare) finish so it does not land in the next measurement:
    at least ``seconds``, then until no single-shot timer of a window is pending and no range computation nor
    the charts' engine work runs in the background (on a large plan it would compete with the next edit for the
    interpreter), then until the event loop is idle: a rich text filled by that work (the Results sheet's totals)
    is laid out and painted on later turns of the loop, and was counted in the next edit (7 ms of the Results
    sheet's figure at 200 rows)."""
    from PySide6.QtCore import QTimer

    end = time.perf_counter() + seconds
    while True:
        app.processEvents()
        if time.perf_counter() >= end and not any(
                t.isSingleShot() and t.isActive() for w in app.topLevelWidgets() for t in w.findChildren(QTimer)) \
                and not any(getattr(getattr(w, "doc", None), "_ranges_jobs", None) for w in app.topLevelWidgets()) \
                and not any(w.charts.rates.busy() for w in app.topLevelWidgets() if hasattr(w, "charts")):
            break  # nor a Monte Carlo, nor the rate charts' engine work, still running in its worker thread
        time.sleep(0.002)
    idle_turns, give_up = 0, time.perf_counter() + 2.0
    while idle_turns < 3 and time.perf_counter() < give_up:  # three quiet turns in a row: nothing left to paint
        started = time.process_time()
        app.processEvents()
        idle_turns = idle_turns + 1 if time.process_time() - started < 0.0003 else 0
        time.sleep(0.002)


def until_drawn(app, charts, commit) -> None:
    """Commit, then run the event loop until the Charts sheet shows the new result and has been painted."""
    doc = charts.doc
    commit()
    while charts.drawn_result is not doc.result:
        app.processEvents()
        time.sleep(0.0005)
    app.processEvents()


def until(app, timer, commit) -> None:
    """Commit, then run the event loop until ``timer`` has fired and its work has been painted."""
    done: list[bool] = []

    def fired() -> None:
        done.append(True)

    timer.timeout.connect(fired)  # connected after the sheet's own slot, so called after it
    try:
        commit()
        while not done:
            app.processEvents()
            time.sleep(0.0005)
        app.processEvents()
    finally:
        timer.timeout.disconnect(fired)


def median_ms(fn, repeats: int, app) -> float:
    return median_ms_and_cpu(fn, repeats, app)[0]


def median_ms_and_cpu(fn, repeats: int, app) -> tuple[float, float]:
    """Median wall time and median CPU time of the process (ms): the CPU time is what a shared machine's load
    moves least."""
    return median_ms_and_cpus(fn, repeats, app)[:2]


def median_ms_and_cpus(fn, repeats: int, app) -> tuple[float, float, float]:
    """Median wall time, CPU time of the process (worker threads included) and CPU time of the calling (GUI) thread,
    in ms."""
    fn()
    settle(app, 0.05)
    times, cpu, gui_cpu = [], [], []
    for _ in range(repeats):
        start, start_cpu, start_gui = time.perf_counter(), time.process_time(), time.thread_time()
        fn()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        gui_cpu.append(time.thread_time() - start_gui)
        settle(app, 0.05)
    return tuple(statistics.median(figures) * 1000 for figures in (times, cpu, gui_cpu))


# ---------------------------------------------------------------------------------------------------
# cold start


from bench_bundle import evict  # noqa: E402 - one page-cache eviction for both benchmarks


def startup_seconds(env: dict[str, str]) -> float:
    cmd = [sys.executable, "-m", "cicsplan", "--self-test", "--startup-only"]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=tempfile.gettempdir())
    shown = None
    for line in proc.stdout:
        if line.startswith(MARKER) and shown is None:
            shown = time.perf_counter() - start
    _, err = proc.communicate(timeout=120)
    if proc.returncode != 0 or shown is None:
        raise SystemExit(f"{' '.join(cmd)} failed (exit {proc.returncode}): {err[-2000:]}")
    return shown


def measure_startup(runs: int) -> dict[str, float]:
    env = source_env()
    startup_seconds(env)  # compiles the bytecode once, as installing would
    paths = [Path(sysconfig.get_paths()["stdlib"]), Path(sysconfig.get_paths()["purelib"]), REPO / "app",
             REPO / "models", REPO / "resources", PYCACHE]
    cold = []
    for _ in range(3):
        evict(paths)
        cold.append(startup_seconds(env))
    warm = [startup_seconds(env) for _ in range(runs)]
    return {"startup_cold_s": statistics.median(cold), "startup_warm_s": statistics.median(warm)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15, help="edits per figure (median)")
    parser.add_argument("--runs", type=int, default=5, help="warm start-ups (median)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    opts = parser.parse_args(argv)
    figures: dict = {"edits": measure_edits([10, 200], opts.repeats), **measure_startup(opts.runs)}
    print(f"{'offscreen, median ms':<44} {'10 rows':>9} {'200 rows':>9}")
    for key, title in (("edit_grid_workloads_ms", "edit -> grid, Workloads sheet on screen"),
                       ("edit_grid_workloads_commit_ms", "  of which the commit (engine + updates)"),
                       ("edit_grid_results_ms", "edit -> grid, Results sheet on screen"),
                       ("edit_grid_results_commit_ms", "  of which the commit (engine + updates)"),
                       ("edit_grid_workloads_every_row_ms", "edit moving every row -> grid, Workloads"),
                       ("edit_grid_results_every_row_ms", "edit moving every row -> grid, Results"),
                       ("edit_charts_ms", "edit -> charts shown (150 ms debounce + redraw)"),
                       ("charts_redraw_ms", "  charts redraw and repaint alone"),
                       ("charts_redraw_after_edit_ms", "  charts after a rate edit: GUI thread blocked"),
                       ("charts_redraw_after_edit_cpu_ms", "    its CPU time"),
                       ("charts_updated_after_edit_ms", "    until updated (engine in a worker), wall"),
                       ("edit_totals_ms", "edit -> totals with limits (120 ms debounce)"),
                       ("edit_totals_cpu_ms", "  its CPU time (the wait and polling included)"),
                       ("edit_totals_gui_cpu_ms", "  of which the GUI thread's (limits' worker not)")):
        print(f"{title:<44} {figures['edits']['10'][key]:>9.1f} {figures['edits']['200'][key]:>9.1f}")
    print(f"\ncold start to a shown main window, from source: {figures['startup_cold_s']:.2f} s cold "
          f"(page cache evicted, median of 3), {figures['startup_warm_s']:.2f} s warm (median of {opts.runs})")
    if opts.json:
        opts.json.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
