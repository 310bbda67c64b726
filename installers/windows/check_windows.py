"""Check the finished Windows installer from its file list and contents (build_windows.sh runs this).

    python installers/windows/check_windows.py --installer SETUP.exe --trust-roots PEM --work DIR
                                               [--linux-bundle DIR --linux-python PY]

7-Zip reads NSIS installers, so without running Windows this proves, of the installer itself:
  1. every file each bundled wheel's RECORD names was packed (whole packages, as pip installs them);
  2. the Qt platform plugin (qwindows.dll) and the Qt libraries the app loads are there;
  3. the embedded CPython's version (python3XY.dll, its standard library) matches every wheel's tags and
     the compiled modules' file names;
  4. the binaries from python.org, taken back out of the installer, carry valid signatures;
  5. with --linux-bundle: every module of the Linux bundle (its PyInstaller archive, its base library and
     its extension modules) is in the installer: in pkgs, in the standard library zip, as a .pyd, or built
     into python3XY.dll. The differences a platform makes are listed below by name, each with its reason.
Exit 0 when all hold; otherwise 1, with one line per problem.
"""

from __future__ import annotations

import argparse
import csv
import re
import shutil
import subprocess
import sys
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path, PurePosixPath

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from signatures import SignatureError, verify  # noqa: E402

# CPython 3.12's modules built into python312.dll on Windows (sys.builtin_module_names; wine_smoke.py
# checks this list against the embedded interpreter itself)
WINDOWS_BUILTINS = frozenset({
    "_abc", "_ast", "_bisect", "_blake2", "_codecs", "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp",
    "_codecs_kr", "_codecs_tw", "_collections", "_contextvars", "_csv", "_datetime", "_functools", "_heapq",
    "_imp", "_io", "_json", "_locale", "_lsprof", "_md5", "_multibytecodec", "_opcode", "_operator", "_pickle",
    "_random", "_sha1", "_sha2", "_sha3", "_signal", "_sre", "_stat", "_statistics", "_string", "_struct",
    "_symtable", "_thread", "_tokenize", "_tracemalloc", "_typing", "_warnings", "_weakref", "_winapi",
    "_xxinterpchannels", "_xxsubinterpreters", "array", "atexit", "audioop", "binascii", "builtins", "cmath",
    "errno", "faulthandler", "gc", "itertools", "marshal", "math", "mmap", "msvcrt", "nt", "sys", "time", "winreg",
    "xxsubtype", "zlib"})

# In the Linux bundle, absent on Windows by nature: POSIX-only parts of the standard library (Windows has
# nt, msvcrt, winreg and _winapi in their place) and PyInstaller's own Linux-only hooks.
POSIX_ONLY = frozenset({
    "posix", "_posixsubprocess", "_posixshmem", "fcntl", "grp", "pwd", "termios", "resource", "readline",
    "syslog", "spwd", "crypt", "_crypt", "nis", "ossaudiodev", "_curses", "_curses_panel", "curses", "_dbm",
    "_gdbm", "tty", "pty"})

# PySide6's Linux-only pieces: the D-Bus module (no D-Bus on Windows)
PLATFORM_ONLY_PREFIXES = ("PySide6.QtDBus",)
# the Linux bundle is built with CPython 3.11, the installer embeds 3.12
CHANGED_IN_312 = {"_bootsubprocess": "removed in Python 3.12", "_sha256": "merged into _sha2 in Python 3.12",
                  "_sha512": "merged into _sha2 in Python 3.12"}
PYINSTALLER_PREFIXES = ("_pyi_rth_utils", "pyimod0", "pyi_rth_", "pyiboot")

QT_PLATFORM_PLUGIN = "pkgs/PySide6/plugins/platforms/qwindows.dll"
QT_LIBRARIES = ("Qt6Core.dll", "Qt6Gui.dll", "Qt6Widgets.dll", "Qt6OpenGL.dll", "Qt6OpenGLWidgets.dll",
                "Qt6PrintSupport.dll", "Qt6Svg.dll")
EXTENSION = re.compile(r"\.(cpython-\d+[^.]*|abi3|cp\d+-win_amd64)?\.?(so|pyd)$")


def listing(installer: Path) -> list[str]:
    """Every path the installer writes, relative to the installation folder, with '/' separators."""
    run = subprocess.run(["7z", "l", "-ba", "-slt", str(installer)], capture_output=True, text=True, check=True)
    return [line[len("Path = "):].replace("\\", "/") for line in run.stdout.splitlines()
            if line.startswith("Path = ") and not line.startswith("Path = $PLUGINSDIR")]


def wanted(path: str) -> bool:
    """The files the checks read: wheels' RECORD and WHEEL, python.org's binaries, the standard library."""
    return bool(re.fullmatch(r"pkgs/[^/]+\.dist-info/(RECORD|WHEEL)", path)
                or re.fullmatch(r"Python/[^/]+\.(exe|dll|pyd|zip)", path, re.IGNORECASE))


def extract(installer: Path, files: list[str], target: Path) -> None:
    """One pass over the solid archive (each 7-Zip call unpacks it from the start)."""
    target.mkdir(parents=True, exist_ok=True)
    subprocess.run(["7z", "x", "-y", f"-o{target}", str(installer), *[f for f in files if wanted(f)]],
                   capture_output=True, check=True)


# ------------------------------------------------------------------------------------------------
# the Windows side


class WindowsModules:
    """What `import NAME` can find in the installed tree: pkgs, the stdlib zip, .pyd files, built-ins."""

    def __init__(self, files: list[str], stdlib_zip_names: list[str]):
        self.names: set[str] = set(WINDOWS_BUILTINS)
        for path in files:
            if path.startswith("pkgs/"):
                self._add(path[len("pkgs/"):])
            elif path.startswith("Python/") and path.endswith(".pyd"):
                self._add(path[len("Python/"):])
        for path in stdlib_zip_names:
            self._add(path)

    def _add(self, path: str) -> None:
        p = PurePosixPath(path)
        if p.suffix in (".py", ".pyc"):
            parts = p.with_suffix("").parts
            self.names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
        elif p.suffix == ".pyd":
            stem = p.name.split(".", 1)[0]
            self.names.add(".".join([*p.parent.parts, stem]))

    def __contains__(self, name: str) -> bool:
        return name in self.names


# ------------------------------------------------------------------------------------------------
# the Linux bundle's modules


def linux_modules(bundle: Path, linux_python: Path) -> set[str]:
    internal = bundle / "_internal"
    viewer = linux_python.parent / "pyi-archive_viewer"
    run = subprocess.run([str(viewer), "--list", "--recursive", "--brief", str(bundle / "cicsplan")],
                         capture_output=True, text=True, check=True)
    modules: set[str] = set()
    in_pyz = False
    for line in run.stdout.splitlines():
        if line.startswith("Contents of 'PYZ.pyz'"):
            in_pyz = True
        elif in_pyz and line.strip():
            modules.add(line.strip())
        elif in_pyz:
            in_pyz = False
    if not modules:
        raise RuntimeError(f"no modules listed in the PyInstaller archive of {bundle}")
    with zipfile.ZipFile(internal / "base_library.zip") as zf:
        for name in zf.namelist():
            p = PurePosixPath(name)
            if p.suffix == ".pyc":
                parts = p.with_suffix("").parts
                modules.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    for path in internal.rglob("*.so"):
        rel = path.relative_to(internal)
        if not EXTENSION.search(rel.name) or not ("cpython-" in rel.name or ".abi3." in rel.name):
            continue  # a shared library (libQt6Core.so.6), not a Python module
        parts = list(rel.parent.parts)
        if parts[:1] == ["python3.11"] or parts[:1] == ["lib-dynload"]:
            parts = []
        modules.add(".".join([*parts, rel.name.split(".", 1)[0]]))
    return modules


def dist_versions(files: list[str], root: str) -> dict[str, str]:
    found = {}
    for path in files:
        match = re.match(re.escape(root) + r"([^/]+)-([^-/]+)\.dist-info/", path)
        if match:
            found[match.group(1).lower().replace("-", "_")] = match.group(2)
    return found


def platform_reason(name: str) -> str | None:
    top = name.split(".")[0]
    if top in POSIX_ONLY or name in POSIX_ONLY or top.startswith("_sysconfigdata_"):
        return "POSIX only"
    if name in CHANGED_IN_312:
        return CHANGED_IN_312[name]
    if top.startswith(PYINSTALLER_PREFIXES):
        return "PyInstaller's own start-up code"
    if name.startswith(PLATFORM_ONLY_PREFIXES):
        return "Linux only (D-Bus)"
    return None


def compare_modules(linux: set[str], windows: WindowsModules, linux_versions: dict[str, str],
                    windows_versions: dict[str, str]) -> tuple[list[str], dict[str, list[str]]]:
    """Problems, and the modules accepted as absent, grouped by reason."""
    differing = {pkg for pkg, ver in linux_versions.items() if windows_versions.get(pkg, ver) != ver}
    top_of = {"pyside6_essentials": "PySide6"}
    differing_tops = {top_of.get(pkg, pkg) for pkg in differing}
    problems: list[str] = []
    accepted: dict[str, list[str]] = {}
    for name in sorted(linux):
        if name in windows:
            continue
        top = name.split(".")[0]
        reason = platform_reason(name)
        if reason is None and top in differing_tops and top in windows:
            pkg = next(p for p in differing if top_of.get(p, p) == top)
            reason = (f"{top} {linux_versions[pkg]} in the Linux bundle, {windows_versions[pkg]} here (its "
                      "files are checked against its wheel's RECORD instead)")
        if reason is None:
            problems.append(f"module {name}: in the Linux bundle, not in the installer")
        else:
            accepted.setdefault(reason, []).append(name)
    return problems, accepted


# ------------------------------------------------------------------------------------------------
# the other checks


def check_records(files: list[str], work: Path) -> list[str]:
    records = [f for f in files if re.match(r"pkgs/[^/]+\.dist-info/RECORD$", f)]
    present = set(files)
    problems = []
    for record in records:
        with (work / record).open(encoding="utf-8", newline="") as fh:
            rows = list(csv.reader(fh))
        for row in rows:
            rel = row[0] if row else ""
            path = "pkgs/" + rel
            if rel and not rel.startswith("..") and path not in present and not rel.endswith(".pyc"):
                problems.append(f"{record}: names {rel}, which the installer does not hold")
    if len(records) < 7:
        problems.append(f"only {len(records)} packages' RECORD files in the installer")
    return problems


def wheel_tags(files: list[str], work: Path) -> dict[str, list[str]]:
    wheels = [f for f in files if re.match(r"pkgs/[^/]+\.dist-info/WHEEL$", f)]
    return {w.split("/")[1]: [line.split(":", 1)[1].strip()
                              for line in (work / w).read_text(encoding="utf-8").splitlines()
                              if line.startswith("Tag:")] for w in wheels}


def tag_compatible(tag: str, major: int, minor: int) -> bool:
    """Would CPython major.minor on Windows x64 install a wheel with this tag?"""
    interpreter, abi, platform = tag.split("-")
    if platform not in ("any", "win_amd64"):
        return False
    if abi == "none":
        match = re.fullmatch(r"(py|cp)(\d)(\d*)", interpreter)
        return bool(match) and int(match.group(2)) == major and (not match.group(3) or
                                                                 int(match.group(3)) <= minor)
    match = re.fullmatch(r"cp(\d)(\d+)", interpreter)
    if not match or int(match.group(1)) != major:
        return False
    if abi == "abi3":
        return int(match.group(2)) <= minor
    return abi == f"cp{major}{minor}" and int(match.group(2)) == minor


def check_versions(files: list[str], work: Path) -> tuple[list[str], str]:
    dlls = [f for f in files if re.fullmatch(r"Python/python3\d+\.dll", f)]
    if len(dlls) != 1:
        return [f"expected one Python/python3XY.dll, found {dlls}"], ""
    minor = int(dlls[0][len("Python/python3"):-len(".dll")])
    problems = [f"no Python/python3{minor}.zip (the standard library)"] if f"Python/python3{minor}.zip" \
        not in files else []
    tags = wheel_tags(files, work)
    for dist, dist_tags in sorted(tags.items()):
        if not any(tag_compatible(t, 3, minor) for t in dist_tags):
            problems.append(f"{dist}: tags {', '.join(dist_tags)} do not fit CPython 3.{minor} on Windows x64")
    for path in files:
        match = re.search(r"\.cp(\d)(\d+)-(\w+)\.pyd$", path)
        if match and (int(match.group(1)), int(match.group(2)), match.group(3)) != (3, minor, "win_amd64"):
            problems.append(f"{path}: compiled for another Python or platform than CPython 3.{minor} win_amd64")
        if path.endswith(".so"):
            problems.append(f"{path}: a Linux library in the Windows installer")
    compiled = sum(1 for f in files if re.search(rf"\.cp3{minor}-win_amd64\.pyd$", f))
    return problems, f"CPython 3.{minor}; {len(tags)} wheels' tags fit it; {compiled} version-specific modules"


def check_signatures(files: list[str], trust_roots: Path, work: Path) -> tuple[list[str], int]:
    binaries = [f for f in files if f.startswith("Python/") and f.lower().endswith((".exe", ".dll", ".pyd"))]
    def problem(name: str) -> str | None:
        try:
            verify(work / name, trust_roots)
        except SignatureError as exc:
            return str(exc)
        return None

    with ThreadPoolExecutor() as pool:  # osslsigncode takes about a second per file
        problems = [p for p in pool.map(problem, binaries) if p]
    for required in ("Python/python.exe", "Python/pythonw.exe"):
        if required not in binaries:
            problems.append(f"the installer lacks {required}")
    return problems, len(binaries)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--installer", type=Path, required=True)
    parser.add_argument("--trust-roots", type=Path, required=True, help="PEM file of trusted root certificates")
    parser.add_argument("--work", type=Path, required=True, help="scratch folder (replaced)")
    parser.add_argument("--linux-bundle", type=Path, help="the PyInstaller bundle build_linux.sh made")
    parser.add_argument("--linux-python", type=Path, help="the Python of that bundle's build venv (PyInstaller)")
    args = parser.parse_args(argv)
    work: Path = args.work
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    files = listing(args.installer)
    unpacked = work / "unpacked"
    extract(args.installer, files, unpacked)
    problems: list[str] = []

    def report(title: str, found: list[str], summary: str) -> None:
        problems.extend(found)
        print(f"{'ok  ' if not found else 'FAIL'}  {title}: {summary if not found else f'{len(found)} problems'}")
        for line in found[:40]:
            print(f"        {line}")

    report("file list", [f"the installer lacks {f}" for f in ("bin/cicsplan.exe", "uninstall.exe", "NOTES.txt",
                                                              "tools/user_path.py", "pkgs/cicsplan/__init__.py")
                         if f not in files], f"{len(files)} files")
    report("wheels whole", check_records(files, unpacked),
           "every file of every wheel's RECORD is packed")
    qt = [f"the installer lacks {p}" for p in [QT_PLATFORM_PLUGIN, *(f"pkgs/PySide6/{d}" for d in QT_LIBRARIES)]
          if p not in files]
    report("Qt", qt, f"the platform plugin {QT_PLATFORM_PLUGIN} and {len(QT_LIBRARIES)} Qt libraries")
    version_problems, version_summary = check_versions(files, unpacked)
    report("versions", version_problems, version_summary)
    signature_problems, count = check_signatures(files, args.trust_roots, unpacked)
    report("signatures", signature_problems, f"{count} binaries of python.org's runtime, taken from the installer, "
                                             "verify")
    if args.linux_bundle is not None:
        stdlib = [f for f in files if re.fullmatch(r"Python/python3\d+\.zip", f)]
        with zipfile.ZipFile(unpacked / stdlib[0]) as zf:
            windows = WindowsModules(files, zf.namelist())
        linux = linux_modules(args.linux_bundle, args.linux_python)
        internal = [str(p.relative_to(args.linux_bundle / "_internal")) + "/" for p in
                    (args.linux_bundle / "_internal").glob("*.dist-info")]
        module_problems, accepted = compare_modules(linux, windows, dist_versions(internal, ""),
                                                    dist_versions(files, "pkgs/"))
        report("modules", module_problems, f"all {len(linux)} modules of the Linux bundle are in the installer, "
                                           f"but {sum(map(len, accepted.values()))} accepted as absent")
        for reason, names in accepted.items():
            shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
            print(f"        absent, {reason}: {shown}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
