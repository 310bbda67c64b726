"""Install cicsplan's Windows installer under Wine, run the installed command, uninstall it again.

    python installers/windows/wine_smoke.py --installer SETUP.exe --work DIR --linux-python PY

In a new Wine prefix (DIR/prefix): the installer runs silently (/S) into its default folder; the files,
the compiled modules, the Start menu shortcuts, the uninstall entry and the PATH entry must be there.
Then the command is started by its bare name, ``cicsplan``, so the PATH entry is what finds it:
``cicsplan --self-test --no-qt`` must pass and ``cicsplan compute SAMPLE --json`` must print, for every
sample plan, exactly what this checkout prints on Linux (run with PY); ``cicsplan report`` must write an
Excel workbook. Finally the uninstaller runs silently and must leave no file, shortcut, PATH entry or
registry entry behind. Qt itself cannot start under Wine (Qt6Core.dll needs Windows's own ICU, which Wine
lacks), so neither the workbook nor the PDF report is run here.

The embeddable Python needs real console handles: under Wine a Linux pipe or file given as its standard
output is an invalid handle. So every command runs in Wine's cmd, inside a pseudo-terminal (``script``),
and cmd redirects the output to files.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "resources" / "samples"
WINE_TIMEOUT_S = 600


class SmokeFailure(RuntimeError):
    pass


def say(text: str) -> None:
    print(f"[wine] {text}", file=sys.stderr, flush=True)


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace") if path.exists() else ""


def windows_path(path: Path) -> str:
    """Wine maps the Linux root to drive Z:."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


class Wine:
    def __init__(self, prefix: Path, work: Path):
        self.prefix = prefix
        self.work = work
        self.env = {**os.environ, "WINEPREFIX": str(prefix), "WINEDEBUG": "-all", "WINEARCH": "win64",
                    # no Mono or Gecko installers (they would ask, and there is no network)
                    "WINEDLLOVERRIDES": "mscoree=;mshtml="}
        self.env.pop("DISPLAY", None)
        self.env.pop("WAYLAND_DISPLAY", None)

    def run(self, *args: str, timeout: int = WINE_TIMEOUT_S) -> int:
        """Run a Windows program; its exit code (wine passes it on)."""
        run = subprocess.run(["wine", *args], env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, timeout=timeout, check=False)
        self.wait()
        return run.returncode

    def wait(self) -> None:
        """Until every Wine process ended and the registry is written to disk."""
        subprocess.run(["wineserver", "-w"], env=self.env, timeout=WINE_TIMEOUT_S, check=False)

    def console(self, name: str, command: str) -> tuple[int, str, str]:
        """Run one cmd line in a pseudo-terminal; return its exit code, stdout and stderr (CRLF kept)."""
        script = self.work / f"{name}.cmd"
        out, err = self.work / f"{name}.out", self.work / f"{name}.err"
        for f in (out, err):
            f.unlink(missing_ok=True)
        script.write_bytes((f"@echo off\r\ncd /d {windows_path(self.work)}\r\n{command} > "
                            f"{windows_path(out)} 2> {windows_path(err)}\r\nexit /b %ERRORLEVEL%\r\n").encode())
        run = subprocess.run(["script", "-qec", f"wine cmd /c {shlex.quote(windows_path(script))}", "/dev/null"],
                             env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, timeout=WINE_TIMEOUT_S, check=False)
        self.wait()
        return run.returncode, _text(out), _text(err)

    def user_dir(self) -> Path:
        """The Windows profile wineboot made (named after the Unix user, however Wine learnt it)."""
        profiles = [p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name.lower() != "public"]
        if len(profiles) != 1:
            raise SmokeFailure(f"expected one user profile in the Wine prefix, found {[p.name for p in profiles]}")
        return profiles[0]

    def user_registry(self) -> str:
        return (self.prefix / "user.reg").read_text(encoding="utf-8", errors="replace")


def registry_value(registry: str, key: str, value: str) -> str | None:
    """A string value from Wine's user.reg text (keys as written there, with doubled backslashes)."""
    section = re.search(r"^\[" + re.escape(key.replace("\\", "\\\\")) + r"\][^\n]*\n(.*?)(?=^\[|\Z)",
                        registry, re.MULTILINE | re.DOTALL | re.IGNORECASE)
    if section is None:
        return None
    match = re.search(r'^"' + re.escape(value) + r'"=(?:str\(2\):)?"((?:[^"\\]|\\.)*)"', section.group(1),
                      re.MULTILINE | re.IGNORECASE)
    return re.sub(r"\\(.)", r"\1", match.group(1)) if match else None  # user.reg escapes \\ and \"


UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\cicsplan"


def check_installed(wine: Wine, home: Path) -> None:
    for part in ("bin/cicsplan.exe", "Python/python.exe", "Python/python312.dll", "Python/python312._pth",
                 "pkgs/cicsplan/__init__.py", "pkgs/PySide6/plugins/platforms/qwindows.dll", "uninstall.exe",
                 "NOTES.txt", "tools/user_path.py"):
        if not (home / part).is_file():
            raise SmokeFailure(f"the installation lacks {part}")
    compiled = list((home / "pkgs" / "cicsplan" / "__pycache__").glob("*.cpython-312.pyc"))
    if not compiled:
        raise SmokeFailure("the installer did not compile cicsplan's modules")
    menu = wine.user_dir() / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    for link in ("cicsplan.lnk", "cicsplan self-test.lnk"):
        if not (menu / link).is_file():
            raise SmokeFailure(f"no Start menu entry {link} in {menu}")
    registry = wine.user_registry()
    path = registry_value(registry, "Environment", "PATH") or ""
    if not any(e.lower().endswith(r"\programs\cicsplan\bin") for e in path.split(";")):
        raise SmokeFailure(f"the user's PATH lacks cicsplan's bin folder: {path!r}")
    uninstall = registry_value(registry, UNINSTALL_KEY, "UninstallString")
    if not uninstall or "uninstall.exe" not in uninstall:
        raise SmokeFailure(f"no uninstall entry (HKCU\\{UNINSTALL_KEY})")
    say(f"installed: {sum(1 for _ in home.rglob('*'))} files and folders, {len(compiled)} compiled cicsplan "
        f"modules, 2 Start menu entries, PATH entry, uninstall entry")


def check_builtins(wine: Wine, home: Path) -> None:
    """check_windows.py counts these modules as present without a file: the interpreter must agree."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from check_windows import WINDOWS_BUILTINS

    python = windows_path(home / "Python" / "python.exe")
    rc, out, err = wine.console("builtins", f'"{python}" -c "import sys; print(*sorted(sys.builtin_module_names))"')
    if rc != 0 or set(out.split()) != WINDOWS_BUILTINS:
        raise SmokeFailure(f"the embedded Python's built-in modules are not check_windows.py's WINDOWS_BUILTINS "
                           f"(exit {rc}): {out.strip()} {err.strip()}")
    say(f"the embedded Python's {len(WINDOWS_BUILTINS)} built-in modules are the ones check_windows.py assumes")


def check_commands(wine: Wine, linux_python: Path) -> int:
    rc, out, err = wine.console("self-test", "cicsplan --self-test --no-qt")
    (wine.work / "self-test.txt").write_text(out + err, encoding="utf-8")
    if rc != 0 or "self-test PASSED" not in out:
        raise SmokeFailure(f"the installed 'cicsplan --self-test --no-qt' failed (exit {rc}):\n{out}{err}")
    say(out.strip().splitlines()[-1] + " (" + ", ".join(line.split(":")[0].removeprefix("ok    ").strip()
                                                         for line in out.splitlines() if line.startswith("ok")) + ")")
    samples = sorted(SAMPLES.glob("*.cicsplan.json"))
    for sample in samples:
        rc, out, err = wine.console(f"compute-{sample.name}", f'cicsplan compute "{windows_path(sample)}" --json')
        if rc != 0:
            raise SmokeFailure(f"'cicsplan compute {sample.name} --json' failed under Wine (exit {rc}): {err}")
        linux = subprocess.run([str(linux_python), "-m", "cicsplan", "compute", str(sample), "--json"],
                               capture_output=True, text=True, check=True, cwd=wine.work,
                               env={**os.environ, "PYTHONPATH": str(REPO / "app")}).stdout
        windows = out.replace("\r\n", "\n")
        if windows != linux:
            (wine.work / f"compute-{sample.name}.linux").write_text(linux, encoding="utf-8")
            raise SmokeFailure(f"'compute {sample.name} --json' differs between Windows (Wine) and Linux: "
                               f"see {wine.work}/compute-{sample.name}.out and .linux")
    say(f"compute --json: all {len(samples)} sample plans print the same JSON as on Linux")
    # text output redirected to a file: Windows would write it in its ANSI code page, which lacks the
    # minus sign of explain's formulas (cicsplan writes UTF-8 there instead)
    plan = SAMPLES / "getting-started.cicsplan.json"
    rc, out, err = wine.console("explain", f'cicsplan explain "{windows_path(plan)}" 1')
    linux = subprocess.run([str(linux_python), "-m", "cicsplan", "explain", str(plan), "1"], capture_output=True,
                           text=True, check=True, cwd=wine.work, env={**os.environ, "PYTHONPATH": str(REPO / "app")})
    if rc != 0 or out.replace("\r\n", "\n") != linux.stdout:
        raise SmokeFailure(f"'cicsplan explain ... > file' under Wine (exit {rc}) differs from Linux: {err[-400:]}")
    say("explain, redirected to a file: the same text as on Linux, in UTF-8")
    workbook = wine.work / "report.xlsx"
    workbook.unlink(missing_ok=True)
    rc, out, err = wine.console("report", f'cicsplan report "{windows_path(SAMPLES / "getting-started.cicsplan.json")}"'
                                          f' -o "{windows_path(workbook)}"')
    if rc != 0 or not workbook.is_file() or workbook.read_bytes()[:2] != b"PK":
        raise SmokeFailure(f"'cicsplan report ... -o report.xlsx' failed under Wine (exit {rc}): {err}")
    say(f"report: an Excel workbook of {workbook.stat().st_size} bytes")
    return len(samples)


def check_uninstalled(wine: Wine, home: Path) -> None:
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*")) if home.exists() else []
    if left or home.exists():
        raise SmokeFailure(f"the uninstaller left {len(left)} files and folders in {home}: {left[:10]}")
    menu = wine.user_dir() / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    links = sorted(p.name for p in menu.glob("cicsplan*"))
    if links:
        raise SmokeFailure(f"the uninstaller left Start menu entries: {links}")
    registry = wine.user_registry()
    path = registry_value(registry, "Environment", "PATH") or ""
    if "cicsplan" in path.lower():
        raise SmokeFailure(f"the uninstaller left cicsplan on the user's PATH: {path!r}")
    if registry_value(registry, UNINSTALL_KEY, "UninstallString") is not None:
        raise SmokeFailure("the uninstaller left its uninstall entry in the registry")
    say("uninstalled: no files, shortcuts, PATH entry or uninstall entry left")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--installer", type=Path, required=True)
    parser.add_argument("--work", type=Path, required=True, help="work folder (replaced)")
    parser.add_argument("--linux-python", type=Path, required=True, help="a Python with cicsplan's dependencies")
    args = parser.parse_args(argv)
    linux_python = args.linux_python.absolute()  # not resolved: a venv's python is a link to the base one
    for tool in ("wine", "wineserver", "script"):
        if shutil.which(tool) is None:
            print(f"wine_smoke: {tool} is not installed", file=sys.stderr)
            return 1
    work: Path = args.work.resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    wine = Wine(work / "prefix", work)
    try:
        t0 = time.monotonic()
        wine.run("wineboot", "--init")
        say(f"new Wine prefix in {time.monotonic() - t0:.0f} s")
        home = wine.user_dir() / "AppData" / "Local" / "Programs" / "cicsplan"
        # a new prefix says it is Windows 7, which Python 3.12 and Qt 6 do not support: the installer
        # must refuse (exit 2, NSIS's "aborted") and install nothing
        status = wine.run(windows_path(args.installer), "/S")
        if status != 2 or home.exists():
            raise SmokeFailure(f"on Windows 7 the installer exited {status} (expected 2, a refusal)"
                               + (" and installed anyway" if home.exists() else ""))
        say("on Windows 7 the installer refuses, as it should")
        wine.run("winecfg", "-v", "win10")
        t0 = time.monotonic()
        status = wine.run(windows_path(args.installer), "/S")
        if status != 0 or not home.is_dir():
            raise SmokeFailure(f"the silent install exited {status}" + ("" if home.is_dir() else f", made no {home}"))
        say(f"silent install on Windows 10 in {time.monotonic() - t0:.0f} s")
        check_installed(wine, home)
        t0 = time.monotonic()
        check_builtins(wine, home)
        check_commands(wine, linux_python)
        say(f"commands in {time.monotonic() - t0:.0f} s")
        # as Windows does: the command the uninstall entry gives (the uninstaller copies itself to a
        # temporary folder and runs from there; wine.run waits for that copy too)
        uninstall = registry_value(wine.user_registry(), UNINSTALL_KEY, "QuietUninstallString") or ""
        if not uninstall.endswith(" /S"):
            raise SmokeFailure(f"no quiet uninstall command in the uninstall entry: {uninstall!r}")
        wine.run(uninstall.removesuffix(" /S").strip('"'), "/S")
        check_uninstalled(wine, home)
    except (SmokeFailure, subprocess.SubprocessError, OSError) as exc:
        print(f"wine_smoke: {exc}", file=sys.stderr)
        return 1
    finally:
        subprocess.run(["wineserver", "-k"], env=wine.env, check=False, capture_output=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
