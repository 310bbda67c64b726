"""Size of the frozen bundle and start-up time to a shown main window, from source and frozen.

Run after `bash installers/build_linux.sh` (it leaves the bundle in installers/out/dist/cicsplan):

    .venv/bin/python benchmarks/bench_bundle.py [--bundle DIR] [--runs N] [--size-only]

Size: MiB of the bundle's files (apparent sizes, symlinks not followed) against issue 29's target of
120 MiB, part by part (what installers/bundle_trim.py leaves out and shrinks is explained there), and the
packages made from it (tarball, .deb, Windows installer) beside it.

Start-up is measured from spawning the process to the line `cicsplan --self-test --startup-only`
prints once the main window is shown (offscreen: catalog loaded, getting-started sample computed,
every dock laid out). "cold" first evicts the program's own files from the page cache
(posix_fadvise DONTNEED: the bundle; for source, the interpreter's stdlib, site-packages and the
checkout), which needs no privilege; system libraries both share (libc, libGL, fonts) stay cached.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterable
from pathlib import Path

try:
    import resource
except ImportError:  # Windows: no CPU figure
    resource = None  # type: ignore[assignment]

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BUNDLE = REPO / "installers" / "out" / "dist" / "cicsplan"
MARKER = "startup: main window shown"  # cicsplan.selftest.STARTUP_MARKER
SAMPLE = REPO / "resources" / "samples" / "getting-started.cicsplan.json"


MIB = 2**20
TARGET_MIB = 120  # issue 29: the frozen Linux bundle
COLD_START_TARGET_S = 0.8  # issue 29: cold start to a shown window, from source and frozen
# the parts of a bundle, first match wins: (name, test on the path relative to the bundle, '/'-separated)
PARTS = [
    ("ICU: Qt's Unicode and locale data", lambda p: "/libicu" in p),
    ("Qt libraries", lambda p: p.startswith("_internal/PySide6/Qt/lib/")),
    ("Qt plugins", lambda p: p.startswith("_internal/PySide6/Qt/plugins/")),
    ("PySide6 and shiboken bindings", lambda p: p.startswith(("_internal/PySide6/", "_internal/shiboken6/"))),
    ("numpy's OpenBLAS and Fortran runtime", lambda p: p.startswith("_internal/numpy.libs/")),
    ("numpy", lambda p: p.startswith("_internal/numpy/")),
    ("Python: libpython, extension modules, base library",
     lambda p: p.startswith(("_internal/libpython", "_internal/python3", "_internal/base_library"))),
    ("the executable, with the Python code archive", lambda p: "/" not in p),
    ("pyqtgraph's data (icons, colour maps)", lambda p: p.startswith("_internal/pyqtgraph/")),
    ("cicsplan's data (models, resources, docs)",
     lambda p: p.startswith(("_internal/models/", "_internal/resources/", "_internal/docs/"))),
    ("licences and metadata (dist-info)", lambda p: ".dist-info/" in p),
    ("other libraries (X11/xcb, compression, ...)", lambda p: p.startswith("_internal/lib")),
]


def bundle_size(folder: Path) -> tuple[float, int]:
    """(MiB of regular files, not following symlinks; number of files)."""
    total, count = 0, 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            count += 1
    return total / MIB, count


def size_by_part(folder: Path) -> list[tuple[str, float, int]]:
    """[(part, MiB, files)] in PARTS order, then 'other' for whatever no part claims."""
    sizes = {name: [0, 0] for name, _ in PARTS}
    sizes["other"] = [0, 0]
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        rel = path.relative_to(folder).as_posix()
        name = next((n for n, test in PARTS if test(rel)), "other")
        sizes[name][0] += path.stat().st_size
        sizes[name][1] += 1
    return [(name, total / MIB, count) for name, (total, count) in sizes.items() if count]


def print_size(folder: Path) -> None:
    size, count = bundle_size(folder)
    verdict = "within" if size < TARGET_MIB else "OVER"
    print(f"bundle {folder}: {size:.1f} MiB in {count} files (target < {TARGET_MIB} MiB: {verdict})")
    for name, mib, files in size_by_part(folder):
        print(f"  {name:<52} {mib:7.1f} MiB {files:5d} files")
    for artifact in sorted(folder.parent.parent.glob("cicsplan*[._]*.*")):
        if artifact.suffix in (".gz", ".deb", ".exe", ".dmg", ".zip"):
            print(f"  {artifact.name}: {artifact.stat().st_size / MIB:.1f} MiB")


def evict(paths: Iterable[Path]) -> int:
    """Drop these files' pages from the page cache; returns how many files were evicted."""
    if not hasattr(os, "posix_fadvise"):
        return 0
    done = 0
    for root in paths:
        files = [root] if root.is_file() else (p for p in root.rglob("*") if p.is_file() and not p.is_symlink())
        for path in files:
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                done += 1
            finally:
                os.close(fd)
    return done


def source_files() -> list[Path]:
    paths = [Path(sysconfig.get_paths()["stdlib"]), Path(sysconfig.get_paths()["purelib"]), REPO / "app",
             REPO / "models", REPO / "resources"]
    libdir = sysconfig.get_config_var("LIBDIR")
    ldlib = sysconfig.get_config_var("LDLIBRARY")
    if libdir and ldlib and (Path(libdir) / ldlib).exists():
        paths.append(Path(libdir) / ldlib)
    return [p for p in paths if p.exists()]


def children_cpu_s() -> float:
    """CPU seconds (user + system) of this process's finished children."""
    if resource is None:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_to_window(cmd: list[str], cwd: Path) -> tuple[float, float, float]:
    """(seconds to the 'window shown' line, seconds to exit, CPU seconds to exit). The CPU time is the
    figure a busy machine inflates least: on 2 cores shared by many, wall time is mostly waiting."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    cpu = children_cpu_s()
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=cwd, env=env)
    assert proc.stdout is not None
    shown = None
    for line in proc.stdout:
        if line.startswith(MARKER):
            shown = time.perf_counter() - start
    _, err = proc.communicate(timeout=120)
    total = time.perf_counter() - start
    if proc.returncode != 0 or shown is None:
        raise SystemExit(f"{' '.join(cmd)} failed (exit {proc.returncode}): {err[-2000:]}")
    return shown, total, children_cpu_s() - cpu


def time_command(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def measure(cmd: list[str], files: list[Path], runs: int, cwd: Path) -> dict[str, float]:
    colds = []
    for _ in range(3):
        evict(files)
        colds.append(time_to_window(cmd, cwd))
    warm = [time_to_window(cmd, cwd) for _ in range(runs)]
    cli = [time_command([*cmd[:-2], "compute", str(SAMPLE), "--json"], cwd) for _ in range(runs)]
    return {"cold": statistics.median(c[0] for c in colds), "cold_cpu": statistics.median(c[2] for c in colds),
            "warm": statistics.median(w[0] for w in warm), "exit": statistics.median(w[1] for w in warm),
            "warm_cpu": statistics.median(w[2] for w in warm), "cli": statistics.median(cli)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=DEFAULT_BUNDLE, help="the one-folder bundle")
    parser.add_argument("--runs", type=int, default=7, help="warm runs per figure (median)")
    parser.add_argument("--size-only", action="store_true", help="the sizes, without the start-up timings")
    opts = parser.parse_args(argv)
    exe = opts.bundle / ("cicsplan-cli.exe" if sys.platform == "win32" else "cicsplan")
    if not exe.exists():
        print(f"no frozen app at {exe}: run bash installers/build_linux.sh first", file=sys.stderr)
        return 2
    cwd = Path.home() if Path.home().is_dir() else Path("/")  # not the checkout: nothing found by accident
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
          f"Python {platform.python_version()}")
    print_size(opts.bundle)
    if opts.size_only:
        return 0
    source = [sys.executable, "-m", "cicsplan", "--self-test", "--startup-only"]
    frozen = [str(exe), "--self-test", "--startup-only"]
    os.environ["PYTHONPATH"] = str(REPO / "app")  # the checkout's source for the "source" column
    results = {"source": measure(source, source_files(), opts.runs, cwd),
               "frozen": measure(frozen, [opts.bundle], opts.runs, cwd)}
    rows = [("time to shown window, cold (s)", "cold"), ("  CPU to process exit, cold (s)", "cold_cpu"),
            ("time to shown window, warm (s)", "warm"), ("  ... and to process exit, warm (s)", "exit"),
            ("  CPU to process exit, warm (s)", "warm_cpu"), ("cicsplan compute --json, warm (s)", "cli")]
    print(f"\n{'offscreen, median':<38} {'source':>8} {'frozen':>8}")
    for title, key in rows:
        print(f"{title:<38} {results['source'][key]:>8.2f} {results['frozen'][key]:>8.2f}")
    print(f"\ncold: median of 3 runs after evicting the program's own files from the page cache; warm: median of "
          f"{opts.runs}. Target (issue 29): a shown window within {COLD_START_TARGET_S} s cold.")
    if hasattr(os, "getloadavg"):
        print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
