"""Start-up of the command line against a bare interpreter (issue 29: `cicsplan --version` and `cicsplan catalog`
within 60 ms of `python -c pass` on the same machine), and the slowest imports of each command.

Run: .venv/bin/python benchmarks/bench_startup.py [--runs N]

Each command runs N times in a fresh process from this checkout's source (bytecode already compiled, as an
installed app's is), interleaved with the bare interpreter so that load on the machine falls on both alike;
the medians are compared. `python -X importtime` then names the slowest imports of each command.
"""

from __future__ import annotations

import argparse
import re
import resource
import statistics
import subprocess
import sys
import time

from bench_gui import REPO, source_env

MARGIN_MS = 60  # the target: a command within this of the bare interpreter
LAUNCHER = "import sys; from cicsplan.__main__ import main; sys.argv[0] = 'cicsplan'; sys.exit(main())"
# what the installed `cicsplan` launcher runs (pip's console script), with the command's arguments
COMMANDS = {"python -c pass": ["-c", "pass"], "cicsplan --version": ["-c", LAUNCHER, "--version"],
            "cicsplan catalog": ["-c", LAUNCHER, "catalog"]}


def wall_and_cpu_ms(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """A run's wall time and its CPU time (user and system), in ms."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run([sys.executable, *args], env=env, cwd=REPO, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall * 1000, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def slowest_imports(args: list[str], env: dict[str, str], count: int = 5) -> list[tuple[str, float]]:
    """The cicsplan modules (and numpy) with the largest cumulative import time, outermost first."""
    done = subprocess.run([sys.executable, "-X", "importtime", *args], env=env, cwd=REPO, capture_output=True,
                          text=True, check=True)
    rows = [(m[2].strip(), int(m[1]) / 1000) for m in re.finditer(r"^import time:\s+\d+ \|\s+(\d+) \|( +\S+)$",
                                                                  done.stderr, re.M)]
    top = [(name, ms) for name, ms in rows if name.startswith(("cicsplan.", "numpy")) and name.count(".") <= 3
           and not name.startswith("numpy.")]
    return sorted(top, key=lambda row: -row[1])[:count]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each command (median)")
    opts = parser.parse_args(argv)
    env = source_env()
    for args in COMMANDS.values():  # compiles the bytecode once, as installing would
        wall_and_cpu_ms(args, env)
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in COMMANDS}
    for _ in range(opts.runs):
        for name, args in COMMANDS.items():
            runs[name].append(wall_and_cpu_ms(args, env))
    wall = {name: statistics.median(w for w, _ in values) for name, values in runs.items()}
    cpu = {name: statistics.median(c for _, c in values) for name, values in runs.items()}
    bare = "python -c pass"
    print(f"start-up, median of {opts.runs} runs (ms; target: within {MARGIN_MS} ms of the bare interpreter)")
    print(f"  {'':<22} {'wall':>7} {'cpu':>7}  {'wall more':>9} {'cpu more':>9}")
    for name in COMMANDS:
        more = "" if name == bare else (
            f"  {wall[name] - wall[bare]:+9.0f} {cpu[name] - cpu[bare]:+9.0f}  "
            f"{'ok' if wall[name] - wall[bare] <= MARGIN_MS else 'OVER'}")
        print(f"  {name:<22} {wall[name]:7.1f} {cpu[name]:7.1f}{more}")
    for name, args in COMMANDS.items():
        if name == "python -c pass":
            continue
        imports = ", ".join(f"{module} {ms:.0f} ms" for module, ms in slowest_imports(args, env))
        print(f"slowest imports of {name}: {imports or 'none of cicsplan'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
