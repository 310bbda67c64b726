"""Every output a user can see, for every shipped sample, written to one folder: compare two folders to prove
a change of structure changed no output (``diff -r before after``). Reports are dated by SOURCE_DATE_EPOCH
and timings are masked, so two runs of the same code give identical folders.

    .venv/bin/python scripts/output_snapshot.py OUT_DIR

Writes, per sample: ``compute`` (table and --json, with --ranges), ``compare`` (table and --json),
``explain`` of every workload, the PDF report as text (pdftotext, when installed) and as page images'
checksums, and the xlsx report's cell values and formulas; and the self-test's output. Each command runs
in a fresh process, as a user runs it.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "resources" / "samples"


# reports are dated by SOURCE_DATE_EPOCH; what varies from run to run (timings) is masked
ENV = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SOURCE_DATE_EPOCH": "1800000000"}
TIMINGS = re.compile(r"\b\d+\.\d+ s\b")


def cli(*args: str) -> str:
    run = subprocess.run([sys.executable, "-m", "cicsplan", *args], capture_output=True, text=True, cwd=REPO,
                         env=ENV)
    return TIMINGS.sub("N s", f"exit {run.returncode}\n--- stdout\n{run.stdout}--- stderr\n{run.stderr}")


def xlsx_dump(path: Path) -> str:
    from openpyxl import load_workbook

    book = load_workbook(path)
    lines = []
    for sheet in book.worksheets:
        lines.append(f"## {sheet.title}")
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value is not None:
                    note = f"  [note: {cell.comment.text}]" if cell.comment else ""
                    lines.append(f"{cell.coordinate}\t{cell.value!r}{note}")
    return "\n".join(lines) + "\n"


def pdf_dump(path: Path) -> str:
    if not shutil.which("pdftotext"):
        return "(pdftotext not installed)\n"
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", "40", "-png", str(path), f"{tmp}/p"], check=True)
        pages = sorted(Path(tmp).glob("p*.png"))
        sums = [f"{p.name} {hashlib.sha256(p.read_bytes()).hexdigest()[:16]}" for p in pages]
    return text + "\n--- pages\n" + "\n".join(sums) + "\n"


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for sample in sorted(SAMPLES.glob("*.cicsplan.json")):
        name = sample.name.removesuffix(".cicsplan.json")
        plan = str(sample)
        (out / f"{name}.compute.txt").write_text(cli("compute", plan))
        (out / f"{name}.compute.json.txt").write_text(cli("compute", plan, "--json"))
        (out / f"{name}.ranges.json.txt").write_text(cli("compute", plan, "--ranges", "--json"))
        (out / f"{name}.compare.txt").write_text(cli("compare", plan))
        (out / f"{name}.compare.json.txt").write_text(cli("compare", plan, "--json"))
        doc = json.loads(sample.read_text(encoding="utf-8"))
        scenarios = doc.get("scenarios") or [doc]
        explained = []
        for scenario in scenarios:
            for row, _ in enumerate(scenario.get("workloads", []), start=1):
                args = ["explain", plan, str(row)]
                if "scenarios" in doc:
                    args += ["--scenario", scenario["name"]]
                explained.append(cli(*args))
        (out / f"{name}.explain.txt").write_text("\n".join(explained))
        with tempfile.TemporaryDirectory() as tmp:
            pdf, xlsx = Path(tmp) / f"{name}.pdf", Path(tmp) / f"{name}.xlsx"
            (out / f"{name}.report-pdf.txt").write_text(cli("report", plan, "-o", str(pdf)).replace(tmp, "TMP"))
            (out / f"{name}.report-xlsx.txt").write_text(cli("report", plan, "-o", str(xlsx)).replace(tmp, "TMP"))
            if pdf.exists():
                (out / f"{name}.pdf.txt").write_text(pdf_dump(pdf))
            if xlsx.exists():
                (out / f"{name}.xlsx.txt").write_text(xlsx_dump(xlsx))
    (out / "self-test.txt").write_text(cli("--self-test", "--no-window"))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]))
