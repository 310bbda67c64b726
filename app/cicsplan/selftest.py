"""``cicsplan --self-test``: is this installation whole and does it compute what it should?

Checks, in order: the data folders (and the user guide) are found, the modules the app loads lazily are
bundled, the catalog loads, every scenario of every sample plan computes to the recorded expectations
(``resources/selftest/expected.json``), ``--json``'s writer reads back, the getting-started plan's PDF and Excel
reports are written, Qt's text services (sorting, time zones, code pages: ICU, whose data the Linux bundle trims)
answer, and the main window opens offscreen, shows every sheet (the charts too) and the user guide, and closes.
Prints a short report; returns 0 when everything passed, 1 otherwise.

The expectations are recorded from the unfrozen engine by ``installers/record_selftest.py``;
rerun it whenever the engine's numbers change on purpose.

``--startup-only`` only opens the window and prints how long that took (benchmarks/bench_bundle.py).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import json
import math
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

from cicsplan import __version__
from cicsplan.core.common.wording import counted

EXPECTATIONS_FORMAT = "cicsplan-selftest-expectations"
EXPECTATIONS_VERSION = 1
REL_TOL = 1e-9
ABS_TOL = 1e-12  # figures that are exactly 0 (no zIIP work) compare absolutely
WORKLOAD_FIGURES = ("total", "gcp", "ziip")  # of cpu_ms_per_tran
TOTAL_FIGURES = ("gcp_engines", "ziip_engines", "gcp_busy_pct")
REGENERATE_HINT = "if the engine or the samples changed on purpose, rerun: python installers/record_selftest.py"
STARTUP_MARKER = "startup: main window shown"

# Imported lazily by the app (so PyInstaller's analysis might miss them, or an exclude might drop them):
# pyqtgraph loads QtOpenGLWidgets by name (and PySide6.QtOpenGL, which the bundle leaves out: see
# installers/rthooks/qtopengl_left_out.py); PDF reports need QtPrintSupport and QtSvg; Excel needs openpyxl.
LAZY_MODULES = ("PySide6.QtOpenGLWidgets", "pyqtgraph", "PySide6.QtPrintSupport", "PySide6.QtSvg",
                "openpyxl", "defusedxml.ElementTree", "filelock", "cicsplan.cli.main", "cicsplan.core.plan.schema",
                "cicsplan.core.rmf.read", "cicsplan.gui.rmf_import_dialog")
OPTIONAL_PACKAGES = ("cicsplan.report",)  # checked only when this build has them
QT_PACKAGES = ("PySide6", "pyqtgraph", "cicsplan.gui")  # Qt and what is built on it: skipped by --no-qt


class SelfTestFailure(Exception):
    """A check failed; the message says what and where."""


# ------------------------------------------------------------------------------------------------
# expectations: the key figures of every sample scenario


def default_expectations_path() -> Path:
    from cicsplan.paths import resources_dir

    return resources_dir() / "selftest" / "expected.json"


def _sample_paths() -> list[Path]:
    from cicsplan.paths import samples_dir

    return sorted(samples_dir().glob("*.cicsplan.json"))


def sample_figures(catalog: Any) -> dict[str, dict[str, Any]]:
    """{sample file name: {scenario name: {"workloads": [...], "totals": {...}}}} from this engine."""
    from cicsplan.core.model.engine import compute
    from cicsplan.core.model.result_json import result_to_json
    from cicsplan.core.plan.planio import load_plan

    figures: dict[str, dict[str, Any]] = {}
    for path in _sample_paths():
        plan = load_plan(path).plan
        per_scenario: dict[str, Any] = {}
        for scenario in plan.scenarios:
            doc = result_to_json(compute(plan, catalog, scenario.name))
            per_scenario[scenario.name] = {
                "errors": len(doc["errors"]),
                "workloads": [{"name": w["name"], **{k: w["cpu_ms_per_tran"][k] for k in WORKLOAD_FIGURES}}
                              for w in doc["workloads"]],
                "totals": {k: doc["totals"][k] for k in TOTAL_FIGURES},
            }
        figures[path.name] = per_scenario
    return figures


def record_expectations(path: Path | None = None) -> Path:
    """Write the current engine's figures as the expectations; returns the file written."""
    from cicsplan.core.catalog.catalog import load_catalog

    path = path or default_expectations_path()
    doc = {"format": EXPECTATIONS_FORMAT, "version": EXPECTATIONS_VERSION, "recorded_with": f"cicsplan {__version__}",
           "regenerate": "python installers/record_selftest.py",
           "samples": sample_figures(load_catalog())}
    path.parent.mkdir(parents=True, exist_ok=True)
    # repr-exact floats (json does that), so a rerun with an unchanged engine changes nothing
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def _flatten(tree: Any, prefix: str = "") -> Iterator[tuple[str, Any]]:
    """Leaves with readable paths: 'ctg.cicsplan.json / Base / workload 2 'Gateway' / gcp'."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _flatten(value, f"{prefix} / {key}" if prefix else str(key))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            label = f"workload {i + 1} '{value.get('name')}'" if isinstance(value, dict) else f"item {i + 1}"
            yield from _flatten(value, f"{prefix} / {label}")
    else:
        yield prefix, tree


def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, bool) or isinstance(actual, bool) or not (
            isinstance(expected, int | float) and isinstance(actual, int | float)):
        return expected == actual
    return math.isclose(float(expected), float(actual), rel_tol=REL_TOL, abs_tol=ABS_TOL)


def compare_figures(expected: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    """Every difference as a line naming the sample, scenario and figure; empty when all match.

    A sample or scenario present on one side only is one line, not one per figure."""
    problems = []
    for sample in expected.keys() - actual.keys():
        problems.append(f"{sample}: expected, but this installation has no such sample plan")
    for sample in actual.keys() - expected.keys():
        problems.append(f"{sample}: a sample plan the expectations do not cover")
    for sample in sorted(expected.keys() & actual.keys()):
        want_s, got_s = expected[sample], actual[sample]
        for scenario in want_s.keys() - got_s.keys():
            problems.append(f"{sample} / {scenario}: expected scenario missing from the sample plan")
        for scenario in got_s.keys() - want_s.keys():
            problems.append(f"{sample} / {scenario}: a scenario the expectations do not cover")
        for scenario in [s for s in want_s if s in got_s]:
            want, got = want_s[scenario], got_s[scenario]
            if len(want.get("workloads", [])) != len(got.get("workloads", [])):
                problems.append(f"{sample} / {scenario}: expected {len(want.get('workloads', []))} workloads, "
                                f"found {len(got.get('workloads', []))}")
                continue
            problems.extend(_compare_leaves(dict(_flatten(want, f"{sample} / {scenario}")),
                                            dict(_flatten(got, f"{sample} / {scenario}"))))
    return problems


def _compare_leaves(want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    problems = []
    for key, value in want.items():
        if key not in got:
            problems.append(f"{key}: expected {value!r}, missing from this build's results")
        elif not _same(value, got[key]):
            detail = ""
            if isinstance(value, int | float) and isinstance(got[key], int | float) and value:
                detail = f" ({(got[key] - value) / abs(value):+.3g} relative)"
            problems.append(f"{key}: expected {value!r}, got {got[key]!r}{detail}")
    problems.extend(f"{key}: {value!r} is not in the expectations" for key, value in got.items() if key not in want)
    return problems


def load_expectations(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SelfTestFailure(f"the expectations file {path} is missing; reinstall cicsplan") from None
    except (OSError, ValueError) as exc:
        raise SelfTestFailure(f"the expectations file {path} cannot be read: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != EXPECTATIONS_FORMAT or not isinstance(doc.get("samples"),
                                                                                                 dict):
        raise SelfTestFailure(f"{path} is not a cicsplan self-test expectations file")
    return doc


# ------------------------------------------------------------------------------------------------
# the checks


def _check_data_folders(out: TextIO) -> str:
    from cicsplan.paths import data_dir

    found = [f"{name}={data_dir(name)}" for name in ("models", "resources", "docs")]
    for line in found:
        out.write(f"    {line}\n")
    guide = data_dir("docs") / "user-guide.md"  # Help > User Guide shows it
    if not guide.is_file():
        raise SelfTestFailure(f"the user guide is missing (looked for {guide})")
    return "models/, resources/ and docs/ found, the user guide among the docs"


def _check_modules(without_qt: bool = False) -> str:
    missing = []
    names = [n for n in LAZY_MODULES if not (without_qt and n.startswith(QT_PACKAGES))]
    for name in names:
        try:
            importlib.import_module(name)
        except ImportError as exc:
            missing.append(f"{name} ({exc})")
    present = []
    for name in OPTIONAL_PACKAGES:
        try:
            spec = importlib.util.find_spec(name)
        except ImportError:
            spec = None
        if spec is None:
            continue
        try:
            importlib.import_module(name)
            present.append(name)
        except ImportError as exc:
            missing.append(f"{name} ({exc})")
    if missing:
        raise SelfTestFailure("modules the app loads on demand cannot be imported: " + "; ".join(missing))
    skipped = f" (the {len(LAZY_MODULES) - len(names)} Qt modules not tried: --no-qt)" if without_qt else ""
    return f"{len(names) + len(present)} on-demand modules import{skipped}"


def _has_reports() -> bool:
    try:
        return importlib.util.find_spec("cicsplan.report") is not None
    except ImportError:
        return False


def _check_samples(catalog: Any, expectations_path: Path, out: TextIO) -> str:
    expected = load_expectations(expectations_path)["samples"]
    actual = sample_figures(catalog)
    problems = compare_figures(expected, actual)
    if problems:
        shown = problems[:25]
        more = f"\n    ... and {len(problems) - len(shown)} more" if len(problems) > len(shown) else ""
        raise SelfTestFailure(f"{counted(len(problems), 'difference')} from {expectations_path}:\n    "
                              + "\n    ".join(shown) + more + f"\n    ({REGENERATE_HINT})")
    scenarios = sum(len(s) for s in actual.values())
    values = sum(1 for _ in _flatten(actual))
    out.write(f"    {', '.join(actual)}\n")
    return f"{len(actual)} sample plans, {scenarios} scenarios, {values} figures match (rel. tol. {REL_TOL:g})"


def _check_json_writer(catalog: Any) -> str:
    """``compute --json``'s writer (orjson, a compiled module the bundle must carry, writing the response curve from
    numpy) on the getting-started plan: its text is the plain document's, and reads back as the document json's own
    writer gives."""
    import orjson

    from cicsplan.core.common.json_text import finite, json_text_rows
    from cicsplan.core.model.engine import compute
    from cicsplan.core.model.result_json import result_json_text, result_to_json
    from cicsplan.core.plan.planio import load_plan
    from cicsplan.paths import samples_dir

    plan = load_plan(samples_dir() / "getting-started.cicsplan.json").plan
    result = compute(plan, catalog)
    doc = result_to_json(result)
    text = result_json_text(result)
    if text != json_text_rows(doc) or json.loads(text) != json.loads(json.dumps(finite(doc), allow_nan=False)):
        raise SelfTestFailure("compute --json wrote the getting-started plan's result with other figures than it has")
    return f"the getting-started plan's result written ({len(text):,} characters, orjson {orjson.__version__})"


def _check_reports(catalog: Any, workdir: Path, with_pdf: bool) -> str:
    """Write the getting-started plan's Excel report (openpyxl) and, with Qt, its PDF (QPdfWriter, the bundled
    fonts' rendering through fontconfig, the charts drawn by QPainter)."""
    import zipfile

    from cicsplan.core.model.engine import compute
    from cicsplan.core.plan.planio import load_plan
    from cicsplan.paths import samples_dir
    from cicsplan.report.workbook import write_workbook

    plan = load_plan(samples_dir() / "getting-started.cicsplan.json").plan
    results = [compute(plan, catalog, scenario.name) for scenario in plan.scenarios]
    xlsx = workdir / "report.xlsx"
    write_workbook(xlsx, results)
    with zipfile.ZipFile(xlsx) as zf:
        if "xl/workbook.xml" not in zf.namelist():
            raise SelfTestFailure(f"{xlsx.name} is not an Excel workbook")
    if not with_pdf:
        return f"Excel workbook written ({xlsx.stat().st_size // 1024} KiB; the PDF needs Qt: --no-qt)"
    from cicsplan.report.content import build_report
    from cicsplan.report.pdf import write_pdf

    _application()  # a QApplication, which the window's step reuses (a QGuiApplication could not show it)
    pdf = workdir / "report.pdf"
    pages = write_pdf(pdf, build_report(results))
    if pages < 1 or pdf.read_bytes()[:5] != b"%PDF-":
        raise SelfTestFailure(f"{pdf.name} is not a PDF ({counted(pages, 'page')} reported)")
    return (f"PDF of {counted(pages, 'page')} ({pdf.stat().st_size // 1024} KiB) and Excel workbook "
            f"({xlsx.stat().st_size // 1024} KiB) written")


def _check_text_services() -> str:
    """Qt's ICU-backed services, whose data the Linux bundle trims to what Qt reaches: sorting (QCollator,
    used by file dialogs), time zone names and the single-byte code pages. A Qt warning on the way fails too."""
    import functools

    from PySide6.QtCore import QCollator, QLocale, QStringDecoder, QTimeZone, qInstallMessageHandler

    warnings: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, message: warnings.append(message))
    try:
        english = QLocale("en_US")
        collator = QCollator(english)
        collator.setNumericMode(True)
        names = ["plan10.json", "Plan2.json", "plan1.json", "Äpfel.json"]
        order = sorted(names, key=functools.cmp_to_key(collator.compare))
        if order != ["Äpfel.json", "plan1.json", "Plan2.json", "plan10.json"]:
            raise SelfTestFailure(f"file names sort as {', '.join(order)}: the collation data is missing")
        zone = QTimeZone(b"Europe/Berlin")  # the offsets come from the system's time zone files on Linux
        zone_note = "time zone names"
        if zone.isValid():
            name = zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, english)
            if name != "Central European Standard Time":
                raise SelfTestFailure(f"Europe/Berlin is called '{name}': the time zone names are missing")
        else:
            zone_note = "no time zone files on this machine, so no time zone names"
        for codec in ("windows-1252", "ISO-8859-2", "IBM037"):
            if not QStringDecoder(codec).isValid():
                raise SelfTestFailure(f"the {codec} code page is missing")
    finally:
        qInstallMessageHandler(previous)
    if warnings:
        raise SelfTestFailure("Qt warned: " + " | ".join(warnings))
    return f"sorting, {zone_note} and code pages answer"


@contextlib.contextmanager
def _quiet_message_boxes() -> Iterator[list[str]]:
    """Answer every static message box so nothing modal can hang a headless run; record what was shown.
    Restored afterwards (the self-test may run inside another program's process, e.g. a test runner)."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []

    def record(kind: str, answer: Any) -> Callable[..., Any]:
        def box(_parent: Any, title: str, text: str, *_args: Any, **_kwargs: Any) -> Any:
            shown.append(f"{kind}: {title}: {text}")
            return answer
        return box

    button = QMessageBox.StandardButton
    answers = {"warning": button.Ok, "critical": button.Ok, "information": button.Ok, "question": button.Discard}
    saved = {kind: QMessageBox.__dict__[kind] for kind in answers}
    for kind, answer in answers.items():
        setattr(QMessageBox, kind, record(kind, answer))
    try:
        yield shown
    finally:
        for kind, original in saved.items():
            setattr(QMessageBox, kind, original)


def _application() -> Any:
    """The running QApplication, or a new one: offscreen unless the caller chose a platform (e.g. xcb)."""
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)  # never the user's settings, recovery files or app data
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName("cicsplan")
    app.setApplicationName("cicsplan")
    return app


def _open_window(catalog: Any, workdir: Path, screenshots: Path | None, out: TextIO,
                 startup_only: bool = False, started: float | None = None) -> str:
    app = _application()
    with _quiet_message_boxes() as shown:
        return _show_and_close(app, catalog, workdir, screenshots, out, shown, startup_only, started)


def _show_and_close(app: Any, catalog: Any, workdir: Path, screenshots: Path | None, out: TextIO, shown: list[str],
                    startup_only: bool, started: float | None) -> str:
    from PySide6.QtCore import QSettings

    from cicsplan.gui.main_window import start_window

    recovery = workdir / "recovery"
    recovery.mkdir()
    settings = QSettings(str(workdir / "settings.ini"), QSettings.Format.IniFormat)
    window = start_window(catalog, settings, None, recovery)
    try:
        window.show()
        for _ in range(20):  # a few rounds: layout, then the first paint of every dock
            app.processEvents()
        if not window.isVisible():
            raise SelfTestFailure("the main window did not show")
        title = window.windowTitle().replace("[*]", "")
        if startup_only:
            elapsed = f" after {time.perf_counter() - started:.3f} s in-process" if started is not None else ""
            out.write(f"{STARTUP_MARKER}{elapsed} (platform {app.platformName()})\n")
            out.flush()
            return f"opened '{title}'"
        window.open_sample()  # a first start is an empty plan: the sheets are painted with the getting-started plan
        _paint_every_sheet(app, window, screenshots)
        _show_the_guide(app, window)
        if window.doc is not None and window.doc.result.errors:
            raise SelfTestFailure(f"the getting-started plan shows {counted(len(window.doc.result.errors), 'error')} "
                                  "in the window")
    finally:
        if window.doc is not None:  # the self-test changed nothing worth keeping: close without asking
            window.doc.undo_stack.setClean()
        window.close()
        app.processEvents()
        window.deleteLater()
        app.processEvents()
    if window.isVisible():
        raise SelfTestFailure("the main window did not close")
    if shown:
        raise SelfTestFailure("the window showed message boxes: " + " | ".join(shown))
    where = f"; screenshots in {screenshots}" if screenshots is not None else ""
    return (f"opened '{title}' on the {app.platformName()} platform, painted every sheet, showed the user guide, "
            f"closed{where}")


def _show_the_guide(app: Any, window: Any) -> None:
    """Help > User Guide renders the shipped guide (Qt's Markdown), offline."""
    window.open_guide()
    app.processEvents()
    guide = window.guide_window
    if guide is None or not guide.isVisible() or not guide.browser.toPlainText().startswith("cicsplan user guide"):
        raise SelfTestFailure("Help > User Guide did not show the user guide")
    guide.close()


def _paint_every_sheet(app: Any, window: Any, screenshots: Path | None) -> None:
    """Render each sheet (the charts too: pyqtgraph and its OpenGL imports); optionally save them as PNGs."""
    tabs = window.tabs
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        app.processEvents()
        picture = window.grab()
        if picture.isNull() or picture.width() < 100:
            raise SelfTestFailure(f"the '{tabs.tabText(i)}' sheet did not render")
        if screenshots is not None:
            screenshots.mkdir(parents=True, exist_ok=True)
            name = "".join(c if c.isalnum() else "-" for c in tabs.tabText(i).lower()).strip("-")
            picture.save(str(screenshots / f"{i + 1}-{name}.png"))
    if screenshots is not None and app.platformName() != "offscreen":  # a real screen: grab it as shown
        screen = app.primaryScreen()
        if screen is not None:
            screen.grabWindow(0).save(str(screenshots / "screen.png"))


# ------------------------------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cicsplan --self-test",
                                     description="Check this installation: data folders, catalog, every sample "
                                                 "plan against recorded figures, the main window (offscreen).")
    parser.add_argument("--expectations", type=Path, default=None,
                        help="expectations file (default: resources/selftest/expected.json of this installation)")
    parser.add_argument("--no-window", action="store_true", help="skip opening the main window")
    parser.add_argument("--no-qt", action="store_true",
                        help="skip everything that needs Qt (its modules and the window), where Qt cannot start: "
                             "the Windows installer's test under Wine")
    parser.add_argument("--screenshots", type=Path, default=None, help="save a PNG of every sheet to this folder")
    parser.add_argument("--startup-only", action="store_true",
                        help="only load the catalog, open the window and print the time it took (benchmarks)")
    return parser


def run_self_test(args: list[str], out: TextIO | None = None) -> int:
    """Run the checks; 0 when all passed, 1 when any failed, 2 for bad arguments."""
    started = time.perf_counter()
    if out is None and sys.stdout is None:  # the windowed Windows .exe has no stdout: keep the report in a file
        report = Path(tempfile.gettempdir()) / "cicsplan-self-test.txt"
        with report.open("w", encoding="utf-8") as fh:
            return run_self_test(args, fh)
    out = out or sys.stdout
    try:
        opts = _parser().parse_args(args)
    except SystemExit as exc:
        return 0 if exc.code == 0 else 2
    if opts.startup_only:
        from cicsplan.core.catalog.catalog import load_catalog

        with tempfile.TemporaryDirectory(prefix="cicsplan-startup-") as tmp:
            _open_window(load_catalog(), Path(tmp), None, out, startup_only=True, started=started)
        return 0

    frozen = "frozen (bundled)" if getattr(sys, "frozen", False) else "from Python"
    out.write(f"cicsplan {__version__} self-test, {frozen}, Python {sys.version.split()[0]} on {sys.platform}\n")
    catalog: Any = None
    failures = 0

    def step(name: str, check: Callable[[], str]) -> None:
        nonlocal failures
        t0 = time.perf_counter()
        try:
            summary = check()
        except SelfTestFailure as exc:
            failures += 1
            out.write(f"FAIL  {name}: {exc}\n")
        except Exception:  # anything else is a broken installation too: show where
            failures += 1
            out.write(f"FAIL  {name}: unexpected error\n{traceback.format_exc()}")
        else:
            out.write(f"ok    {name}: {summary} ({time.perf_counter() - t0:.2f} s)\n")
        out.flush()

    def load() -> str:
        nonlocal catalog
        from cicsplan.core.catalog.catalog import CatalogError, load_catalog

        try:
            catalog = load_catalog()
        except CatalogError as exc:
            raise SelfTestFailure(f"the model catalog is broken: {exc}") from None
        return f"{len(catalog.models)} ingress methods"

    step("data folders", lambda: _check_data_folders(out))
    step("bundled modules", lambda: _check_modules(without_qt=opts.no_qt))
    step("catalog", load)
    if catalog is not None:
        step("sample plans", lambda: _check_samples(catalog, opts.expectations or default_expectations_path(), out))
        step("--json writer", lambda: _check_json_writer(catalog))
        if _has_reports():
            with tempfile.TemporaryDirectory(prefix="cicsplan-selftest-") as tmp:
                step("reports", lambda: _check_reports(catalog, Path(tmp), with_pdf=not opts.no_qt))
        if not opts.no_qt:
            step("text services", _check_text_services)
        if not (opts.no_window or opts.no_qt):
            with tempfile.TemporaryDirectory(prefix="cicsplan-selftest-") as tmp:
                step("main window", lambda: _open_window(catalog, Path(tmp), opts.screenshots, out))
    verdict = "PASSED" if failures == 0 else f"FAILED ({counted(failures, 'check')})"
    out.write(f"self-test {verdict} in {time.perf_counter() - started:.1f} s\n")
    out.flush()
    return 0 if failures == 0 else 1
