"""Reading and writing users' files at the limits of core.common.limits: the largest tables and plans cicsplan takes,
and how fast it refuses a million rows.

Run: .venv/bin/python benchmarks/bench_files.py [--repeats N] [--json FILE]   (prints a table)

- Calibration table of MAX_CALIBRATION_ROWS measured intervals (8 columns, like the CTG IPIC study's): read and
  checked from a CSV file (UTF-8) and from Excel's "Unicode Text" (UTF-16 LE, tab-separated); then calibrated (the
  fit, the median line, flags and the model file, as Catalog > Calibrate does).
- A table of 1,000,000 rows: refused by read_table_file, and by the calibration dialog's quick look before the
  table is shown (check_table_rows).
- Workloads from Excel: a sheet of MAX_WORKLOADS rows imported; a sheet of 1,000,000 rows refused.
- A plan of MAX_WORKLOADS workloads: saved (atomic, with the content hash), opened, and the conflict check a
  Save makes before replacing the file (core.common.userfiles.disk_state).
Each figure is the median of repeats, in this process, files in a temporary folder (the page cache is warm).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from bench_engine import median_seconds, synthetic_plan

from cicsplan.core.analysis.calibrate import CalibrationSettings, calibrate
from cicsplan.core.analysis.calibrate_table import TableError, check_table_rows, read_table_file
from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.common import limits, userfiles
from cicsplan.core.plan.planio import load_plan, save_plan
from cicsplan.report.atomic import ReportError

MILLION = 1_000_000


def table_text(rows: int, model) -> str:
    """A measurement table like a built-in study's, stretched to ``rows`` intervals at slowly rising rates."""
    header = ["Label", *(c.label for c in model.measurements.columns)]
    base = model.measurements.rows
    lines = [",".join(header)]
    for i in range(rows):
        scale = 1 + i * 1e-5
        lines.append(",".join([f"interval {i + 1}", *(f"{v * scale:.4f}" for v in base[i % len(base)])]))
    return "\n".join(lines) + "\n"


def settings(model) -> CalibrationSettings:
    ref = model.reference
    return CalibrationSettings(model_id="bench-ctg", name="Bench CTG", family=model.family, machine=ref.machine,
                               lpar_cps=ref.lpar_cps, lpar_ziips=ref.lpar_ziips, releases=dict(ref.releases),
                               like=model.id)


def refused_seconds(read, repeats: int) -> tuple[float, str]:
    """The fastest of ``repeats`` times until ``read`` refuses (it must), and the reason it gives."""
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        try:
            read()
        except (TableError, ReportError) as exc:  # the refusal is what is timed
            times.append(time.perf_counter() - started)
            reason = str(exc).splitlines()[-1].strip()
            continue
        raise AssertionError("not refused")
    return min(times), reason


def narrow_table_text(rows: int) -> str:
    """ETR and one CPU column: a million rows in about 15 MB, within the file size a table may have."""
    return "ETR,CICS GCPU%\n" + "".join(f"{100 + i * 0.001:.3f},{2 + i * 1e-6:.6f}\n" for i in range(rows))


def measure_tables(repeats: int, folder: Path) -> dict[str, float]:
    catalog = load_catalog()
    model = catalog.get("ctg-ipic")
    text = table_text(limits.MAX_CALIBRATION_ROWS, model)
    csv_path = folder / "table.csv"
    csv_path.write_text(text, encoding="utf-8")
    unicode_path = folder / "table.txt"
    unicode_path.write_bytes(text.replace(",", "\t").encode("utf-16"))  # Excel's Unicode Text: UTF-16 LE with BOM
    spaces = catalog.address_spaces
    table = read_table_file(csv_path, spaces)
    assert len(table.values) == limits.MAX_CALIBRATION_ROWS
    wide = folder / "million-wide.csv"
    wide.write_text(table_text(MILLION, model), encoding="utf-8")
    big = folder / "million.csv"
    big.write_text(narrow_table_text(MILLION), encoding="utf-8")
    big_text = big.read_text(encoding="utf-8")
    wide_s, wide_reason = refused_seconds(lambda: read_table_file(wide, spaces), repeats)
    big_s, big_reason = refused_seconds(lambda: read_table_file(big, spaces), repeats)
    look_s, _ = refused_seconds(lambda: check_table_rows(big_text, "million.csv"), repeats)
    return {
        "table_rows": limits.MAX_CALIBRATION_ROWS,
        "table_bytes": csv_path.stat().st_size,
        "read_csv_s": median_seconds(lambda: read_table_file(csv_path, spaces), repeats),
        "read_utf16_s": median_seconds(lambda: read_table_file(unicode_path, spaces), repeats),
        "calibrate_s": median_seconds(lambda: calibrate(table, settings(model), catalog), repeats),
        "model_bytes": len(calibrate(table, settings(model), catalog).toml_text.encode()),
        "million_wide_bytes": wide.stat().st_size,
        "million_wide_refused_s": wide_s,
        "million_wide_reason": wide_reason,
        "million_bytes": big.stat().st_size,
        "million_refused_s": big_s,
        "million_reason": big_reason,
        "million_quick_look_s": look_s,
    }


def sheet_xlsx(path: Path, rows: int) -> None:
    """A workbook with a workloads sheet of ``rows`` rows, its sheet XML streamed (openpyxl would take minutes to
    write a million rows)."""
    import openpyxl

    book = openpyxl.Workbook()
    book.active.title = "Workloads"
    book.active.append(["name", "ingress", "tps"])
    template = io.BytesIO()
    book.save(template)
    with zipfile.ZipFile(template) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            if info.filename != "xl/worksheets/sheet1.xml":
                target.writestr(info, source.read(info.filename))
                continue
            xml = source.read(info.filename).decode()
            head, tail = xml.split("<sheetData>")[0], xml.split("</sheetData>")[1]
            with target.open(info.filename, "w") as sheet:
                sheet.write((head.replace('<dimension ref="A1:C1"/>', "") + "<sheetData>").encode())
                sheet.write(b'<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="B1" t="inlineStr"><is>'
                            b'<t>ingress</t></is></c><c r="C1" t="inlineStr"><is><t>tps</t></is></c></row>')
                for start in range(2, rows + 2, 10_000):
                    sheet.write("".join(
                        f'<row r="{r}"><c r="A{r}" t="inlineStr"><is><t>w{r}</t></is></c><c r="B{r}" t="inlineStr">'
                        f'<is><t>3270</t></is></c><c r="C{r}"><v>10</v></c></row>'
                        for r in range(start, min(start + 10_000, rows + 2))).encode())
                sheet.write(("</sheetData>" + tail).encode())


def measure_workbooks(repeats: int, folder: Path) -> dict[str, float]:
    from cicsplan.report.workbook_import import read_workloads

    catalog = load_catalog()
    most, million = folder / "most.xlsx", folder / "million.xlsx"
    sheet_xlsx(most, limits.MAX_WORKLOADS)
    sheet_xlsx(million, MILLION)
    imported = read_workloads(most, catalog)
    assert len(imported.records) == limits.MAX_WORKLOADS and not imported.errors
    refused_s, reason = refused_seconds(lambda: read_workloads(million, catalog), repeats)
    return {
        "import_rows": limits.MAX_WORKLOADS,
        "import_s": median_seconds(lambda: read_workloads(most, catalog), repeats),
        "million_xlsx_bytes": million.stat().st_size,
        "million_xlsx_refused_s": refused_s,
        "million_xlsx_reason": reason,
    }


def measure_plans(repeats: int, folder: Path) -> dict[str, float]:
    plan = synthetic_plan(limits.MAX_WORKLOADS, list(load_catalog().models))
    path = folder / "big.cicsplan.json"
    state = save_plan(plan, path)
    return {
        "plan_workloads": limits.MAX_WORKLOADS,
        "plan_bytes": path.stat().st_size,
        "save_s": median_seconds(lambda: save_plan(plan, path, unchanged_since=state), repeats),
        "open_s": median_seconds(lambda: load_plan(path), repeats),
        "conflict_check_s": median_seconds(lambda: userfiles.disk_state(path), repeats),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="repeats per figure (median; the fastest refusal)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    opts = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="cicsplan-bench-") as tmp:
        folder = Path(tmp)
        figures = {**measure_tables(opts.repeats, folder), **measure_workbooks(opts.repeats, folder),
                   **measure_plans(opts.repeats, folder)}
    f = figures
    mb = userfiles.size_text
    print(f"calibration table, {f['table_rows']:,} rows (the limit), {mb(f['table_bytes'])} as CSV:")
    print(f"  read and checked, CSV UTF-8:                    {f['read_csv_s']:.2f} s")
    print(f"  read and checked, Excel Unicode Text (UTF-16):  {f['read_utf16_s']:.2f} s")
    print(f"  calibrated (fit, median line, flags, model):    {f['calibrate_s']:.2f} s "
          f"(model file {mb(f['model_bytes'])})")
    print(f"table of {MILLION:,} rows, 8 columns ({mb(f['million_wide_bytes'])}): refused in "
          f"{f['million_wide_refused_s']:.3f} s: {f['million_wide_reason']}")
    print(f"table of {MILLION:,} rows, 2 columns ({mb(f['million_bytes'])}): refused in {f['million_refused_s']:.2f} s "
          f"(the dialog's quick look: {f['million_quick_look_s']:.2f} s): {f['million_reason']}")
    print(f"workloads from Excel, {f['import_rows']:,} rows (the limit):  {f['import_s']:.2f} s")
    print(f"workloads from Excel, {MILLION:,} rows ({mb(f['million_xlsx_bytes'])}): refused in "
          f"{f['million_xlsx_refused_s']:.2f} s: {f['million_xlsx_reason']}")
    print(f"plan of {f['plan_workloads']:,} workloads ({mb(f['plan_bytes'])}): saved {f['save_s']:.2f} s, "
          f"opened {f['open_s']:.2f} s, conflict check {f['conflict_check_s'] * 1000:.0f} ms")
    print(f"(median of {opts.repeats}; refusals: the fastest of {opts.repeats})")
    if opts.json:
        opts.json.write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
