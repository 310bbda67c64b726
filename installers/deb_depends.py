"""The Debian packages a frozen bundle loads its system libraries from: the .deb's Depends and Recommends.

    python installers/deb_depends.py BUNDLE_DIR
        prints two lines: Depends (e.g. "libc6 (>= 2.36), libgl1, ...") and Recommends (may be empty)

Runs ldd on every ELF file of the bundle, with the bundle's own library folders first on the search
path (as the frozen app has them), keeps what resolves outside the bundle and asks dpkg which package
owns it. A library that resolves nowhere is an error: the bundle would fail on the target too.
Packages the app needs without linking to them (fonts, fontconfig's configuration, OpenGL loaded at
run time) are added by build_linux.sh.
"""

from __future__ import annotations

import os
import platform
import re
import subprocess
import sys
from pathlib import Path

# The C library is always there; only its version matters (symbols versioned by glibc).
VERSIONED = {"libc6"}
# Qt plugins loaded only for an optional feature: a library only they need is recommended, not required
# (printing to CUPS printers; PDF output works without it). Qt skips a plugin that fails to load.
OPTIONAL_PLUGIN_DIRS = ("plugins/printsupport/",)


def elf_files(bundle: Path) -> list[Path]:
    files = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def library_dirs(files: list[Path]) -> list[str]:
    return sorted({str(f.parent) for f in files if ".so" in f.name})


def needed(path: Path) -> set[str]:
    """Direct dependencies (DT_NEEDED); ldd's list is transitive and would name the system libraries' own."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    return {line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")}


def system_libraries(bundle: Path) -> tuple[dict[str, set[str]], list[str]]:
    """({path outside the bundle: bundle files linking to it directly}, 'not found' problems)."""
    files = elf_files(bundle)
    env = dict(os.environ, LD_LIBRARY_PATH=":".join(library_dirs(files)))
    outside: dict[str, set[str]] = {}
    missing: list[str] = []
    root = str(bundle.resolve())
    for path in files:
        direct = needed(path)
        done = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in done.stdout.splitlines():
            name = line.split()[0] if line.split() else ""
            if name not in direct:
                continue
            if "=> not found" in line:
                missing.append(f"{path.relative_to(bundle)} needs {name}, found nowhere")
            match = re.search(r"=>\s+(/\S+)", line)
            if match and not os.path.realpath(match.group(1)).startswith(root):
                outside.setdefault(match.group(1), set()).add(path.relative_to(bundle).as_posix())
    return outside, missing


def owner(path: str) -> str | None:
    """The package owning path, trying the merged-/usr spellings dpkg may know it under."""
    real = os.path.realpath(path)
    candidates = [path, real]
    for p in (path, real):
        if p.startswith("/usr/lib/"):
            candidates.append(p[len("/usr"):])
        elif p.startswith("/lib"):
            candidates.append("/usr" + p)
    for candidate in dict.fromkeys(candidates):
        done = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0 and done.stdout:
            return done.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def installed_version(package: str) -> str:
    done = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return done.stdout.strip()


def depends(bundle: Path) -> tuple[list[str], list[str], list[str]]:
    """(Depends entries, Recommends entries, problems)."""
    outside, problems = system_libraries(bundle)
    users: dict[str, set[str]] = {}
    for path, files in sorted(outside.items()):
        package = owner(path)
        if package is None:
            problems.append(f"{path} is used by the bundle but belongs to no Debian package")
        else:
            users.setdefault(package, set()).update(files)
    required, recommended = [], []
    for package, files in sorted(users.items()):
        entry = package
        if package in VERSIONED:
            # glibc's upstream version ("2.36" of "2.36-9+deb12u4"): the oldest the bundle can run on
            version = installed_version(package).split("-")[0] or platform.libc_ver()[1]
            entry = f"{package} (>= {version})"
        optional = all(any(d in f for d in OPTIONAL_PLUGIN_DIRS) for f in files)
        (recommended if optional else required).append(entry)
    return required, recommended, problems


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    required, recommended, problems = depends(Path(argv[0]))
    for problem in problems:
        print(f"deb_depends: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(", ".join(required))
    print(", ".join(recommended))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
