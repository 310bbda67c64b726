"""Size of the frozen bundle and start-up time to a shown main window, from source and frozen.

Run after `bash installers/build_linux.sh` (it leaves the bundle in installers/out/dist/cicsplan):

    .venv/bin/python benchmarks/bench_bundle.py [--bundle DIR] [--runs N]

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

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BUNDLE = REPO / "installers" / "out" / "dist" / "cicsplan"
MARKER = "startup: main window shown"  # cicsplan.selftest.STARTUP_MARKER
SAMPLE = REPO / "resources" / "samples" / "getting-started.cicsplan.json"


MIB = 2**20


def bundle_size(folder: Path) -> tuple[float, int]:
    """(MiB of regular files, not following symlinks; number of files)."""
    total, count = 0, 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            count += 1
    return total / MIB, count


def largest_parts(folder: Path, top: int = 6) -> list[tuple[str, float]]:
    """The biggest first-level entries of _internal (where the weight is)."""
    internal = folder / "_internal"
    sizes = []
    for entry in internal.iterdir():
        if entry.is_symlink():
            continue
        size = entry.stat().st_size if entry.is_file() else sum(
            p.stat().st_size for p in entry.rglob("*") if p.is_file() and not p.is_symlink())
        sizes.append((entry.name, size / MIB))
    return sorted(sizes, key=lambda x: -x[1])[:top]


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


def time_to_window(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(seconds to the 'window shown' line, seconds to exit)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
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
    return shown, total


def time_command(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def measure(cmd: list[str], files: list[Path], runs: int, cwd: Path) -> dict[str, float]:
    colds = []
    for _ in range(3):
        evict(files)
        colds.append(time_to_window(cmd, cwd)[0])
    warm = [time_to_window(cmd, cwd) for _ in range(runs)]
    cli = [time_command([*cmd[:-2], "compute", str(SAMPLE), "--json"], cwd) for _ in range(runs)]
    return {"cold": statistics.median(colds), "warm": statistics.median(w[0] for w in warm),
            "exit": statistics.median(w[1] for w in warm), "cli": statistics.median(cli)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=DEFAULT_BUNDLE, help="the one-folder bundle")
    parser.add_argument("--runs", type=int, default=7, help="warm runs per figure (median)")
    opts = parser.parse_args(argv)
    exe = opts.bundle / ("cicsplan-cli.exe" if sys.platform == "win32" else "cicsplan")
    if not exe.exists():
        print(f"no frozen app at {exe}: run bash installers/build_linux.sh first", file=sys.stderr)
        return 2
    cwd = Path.home() if Path.home().is_dir() else Path("/")  # not the checkout: nothing found by accident
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
          f"Python {platform.python_version()}")
    size, count = bundle_size(opts.bundle)
    print(f"bundle {opts.bundle}: {size:.0f} MiB in {count} files")
    print("  largest: " + ", ".join(f"{name} {mb:.0f} MiB" for name, mb in largest_parts(opts.bundle)))
    for artifact in sorted((opts.bundle.parent.parent).glob("cicsplan*[._]*.*")):
        if artifact.suffix in (".gz", ".deb", ".exe", ".dmg", ".zip"):
            print(f"  {artifact.name}: {artifact.stat().st_size / MIB:.0f} MiB")
    source = [sys.executable, "-m", "cicsplan", "--self-test", "--startup-only"]
    frozen = [str(exe), "--self-test", "--startup-only"]
    os.environ["PYTHONPATH"] = str(REPO / "app")  # the checkout's source for the "source" column
    results = {"source": measure(source, source_files(), opts.runs, cwd),
               "frozen": measure(frozen, [opts.bundle], opts.runs, cwd)}
    rows = [("time to shown window, cold (s)", "cold"), ("time to shown window, warm (s)", "warm"),
            ("  ... and to process exit, warm (s)", "exit"), ("cicsplan compute --json, warm (s)", "cli")]
    print(f"\n{'offscreen, median':<38} {'source':>8} {'frozen':>8}")
    for title, key in rows:
        print(f"{title:<38} {results['source'][key]:>8.2f} {results['frozen'][key]:>8.2f}")
    print(f"\ncold: median of 3 runs after evicting the program's own files from the page cache; warm: median of "
          f"{opts.runs}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
