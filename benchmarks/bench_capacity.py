"""IBM's capacity ratings: what reading them adds to a `cicsplan compute` start-up, and how long a zPCR page takes.

Figures (medians, each in a fresh process where start-up is what is timed):
- importing the capacity modules (numpy and machines.py, which every CLI run imports anyway, are imported first;
  bytecode cached as an installed app's is, see bench_gui.py);
- load_ratings: reading models/capacity/ (the TOML files, the CSV lines grouped by machine type, no row parsed);
- the first per-engine capacity of two types (the plan's machine and the catalog's z196): parsing their rows;
- the same with the ratings cached (every later call in the process);
- check_all: parsing every one of the 3,222 models (the tests do this; no user path does);
- reading zPCR's Configuration Summary: the 548-model sample page, and a page of all 3,190 built-in models in the
  same layout (what a planner's full export is like);
- for scale: `cicsplan compute` of the getting-started sample, end to end.

Run: .venv/bin/python benchmarks/bench_capacity.py
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench_gui import REPO, source_env  # runs from source with bytecode cached, as an installed app's would be

FOLDER = REPO / "models" / "capacity"
SAMPLE = REPO / "tests" / "data" / "zpcr-configuration-summary-sample.html"

START_UP = f"""
import json, time
import numpy, cicsplan.core.hardware.machines
t0 = time.perf_counter()
from cicsplan.core.hardware.ratings_files import load_ratings
t1 = time.perf_counter()
ratings = load_ratings({str(FOLDER)!r})
t2 = time.perf_counter()
ratings.engine("3931", "7", 3); ratings.engine("2817", "7", 3)
t3 = time.perf_counter()
load_ratings({str(FOLDER)!r}).engine("3931", "7", 3); load_ratings({str(FOLDER)!r}).engine("2817", "7", 3)
t4 = time.perf_counter()
print(json.dumps([t1 - t0, t2 - t1, t3 - t2, t4 - t3]))
"""


def fresh_process(code: str, repeats: int) -> list[float]:
    env = source_env()
    subprocess.run([sys.executable, "-c", code], capture_output=True, check=True, env=env)  # compiles the bytecode
    runs = [json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                      env=env).stdout) for _ in range(repeats)]
    return [statistics.median(column) for column in zip(*runs, strict=True)]


def median_seconds(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def zpcr_page(models) -> str:
    """The models in zPCR's Configuration Summary layout: a family row whenever the family changes."""
    cells = ("model", "pci", "msu", "partitions", "cps", "ifls", "icfs", "zaaps", "ziips")
    labels = ("Model", "MIPS", "MSU", "#Partitions", "#CPs", "#IFLs", "#ICFs", "#zAAPs", "#zIIPs")
    out = ["<HTML><TITLE>Configuration Summary</TITLE>\n<table align=center border>"]
    family = None
    for m in models:
        if m.family != family:
            family = m.family
            out.append(f'<tr>\n<th align="center" colspan=9><font size="+1">{family}</font></th>\n</tr>\n<tr>\n'
                       + "".join(f'<th align="center"><font size="+1">{label}</font></th>\n' for label in labels)
                       + "</tr>")
        values = [m.model] + [f"{getattr(m, c):,.0f}" for c in cells[1:]]
        out.append("<tr>\n" + "".join(f'<td align="right"><font size="+1">{v}</font></td>\n' for v in values)
                   + "</tr>")
    return "\n".join(out) + "\n</table></HTML>\n"


def main() -> None:
    from cicsplan.core.hardware.ratings_files import check_all, load_ratings
    from cicsplan.core.hardware.zpcr_summary import read_configuration_summary

    imports, load, first_use, cached = fresh_process(START_UP, 9)
    print(f"import of the capacity modules:               {imports * 1000:6.1f} ms")
    print(f"load_ratings (files read, no row parsed):     {load * 1000:6.1f} ms")
    print(f"first use of two types (3931, 2817):          {first_use * 1000:6.1f} ms")
    print(f"  start-up cost in all:                       {(imports + load + first_use) * 1000:6.1f} ms")
    print(f"the same two lookups, cached:                 {cached * 1e6:6.1f} us")
    all_models = median_seconds(lambda: check_all(_fresh(FOLDER)), 5)
    print(f"check_all (every model parsed and checked):   {all_models * 1000:6.1f} ms")

    sample = SAMPLE.read_bytes()
    t = median_seconds(lambda: read_configuration_summary(sample, SAMPLE.name), 5)
    print(f"zPCR page, sample ({len(sample) / 1024:,.0f} KB, 548 models):    {t * 1000:6.0f} ms")
    ratings = load_ratings(FOLDER)
    page = zpcr_page([m for m in ratings.all_models() if m.scale == "PCI"]).encode()
    t = median_seconds(lambda: read_configuration_summary(page, "full.html"), 3)
    count = len(read_configuration_summary(page, "full.html").models)
    print(f"zPCR page, every model ({len(page) / 1024 / 1024:,.1f} MB, {count:,} models): {t * 1000:6.0f} ms")

    sample_plan = REPO / "resources" / "samples" / "getting-started.cicsplan.json"
    cmd = [sys.executable, "-m", "cicsplan", "compute", str(sample_plan)]
    subprocess.run(cmd, capture_output=True, check=True, env=source_env())
    t = median_seconds(lambda: subprocess.run(cmd, capture_output=True, check=True, env=source_env()), 7)
    print(f"for scale: cicsplan compute getting-started, end to end: {t * 1000:.0f} ms")


def _fresh(folder: Path):
    """A ratings object with nothing parsed yet (load_ratings caches per process)."""
    from cicsplan.core.hardware import ratings_files as capacity_files

    return capacity_files._load(folder)


if __name__ == "__main__":
    main()
