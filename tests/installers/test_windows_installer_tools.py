"""The pieces of the Windows installer's build and checks that run without Windows, Wine or downloads.

installers/build_windows.sh runs them all for real (CI); here each rule is tried on small cases, so a
change that breaks one fails in seconds and names the rule.
"""

from __future__ import annotations

import sys

import pytest

from conftest import REPO

sys.path.insert(0, str(REPO / "installers" / "windows"))

import check_windows
import stage_windows
import user_path
import wine_smoke

BIN = r"C:\Users\Ann Smith\AppData\Local\Programs\cicsplan\bin"


# ------------------------------------------------------------------------------------------------
# the user's PATH (the installer adds bin\, the uninstaller removes it)


def test_the_folder_is_appended_once_and_the_rest_of_path_kept():
    path = r"%USERPROFILE%\.local\bin;C:\Tools"
    added = user_path.with_folder(path, BIN)
    assert added == path + ";" + BIN
    assert user_path.with_folder(added, BIN) == added
    # another spelling of the same folder counts as there: nothing is written
    spelled = added.replace(BIN, BIN.upper() + "\\")
    assert user_path.with_folder(spelled, BIN) == spelled
    assert user_path.with_folder("", BIN) == BIN


def test_removing_the_folder_removes_every_spelling_and_nothing_else():
    path = rf'C:\Tools;"{BIN}";%APPDATA%\x;{BIN.lower()}\;;'
    assert user_path.without_folder(path, BIN) == r"C:\Tools;%APPDATA%\x"
    assert user_path.without_folder(BIN, BIN) == ""
    assert user_path.without_folder(r"C:\Tools\cicsplan\bin2", BIN) == r"C:\Tools\cicsplan\bin2"


def test_bad_arguments_are_a_usage_line_and_exit_2(capsys):
    assert user_path.main(["append", BIN]) == 2
    assert "usage: user_path.py add|remove FOLDER" in capsys.readouterr().err


# ------------------------------------------------------------------------------------------------
# the embedded CPython against the wheels' tags


@pytest.mark.parametrize(("tag", "fits"), [
    ("cp312-cp312-win_amd64", True),
    ("cp311-cp311-win_amd64", False),
    ("cp310-abi3-win_amd64", True),   # PySide6: the stable ABI from 3.10 on
    ("cp313-abi3-win_amd64", False),
    ("py3-none-any", True),
    ("py2-none-any", False),
    ("cp312-cp312-manylinux_2_28_x86_64", False),
    ("cp312-cp312-win32", False),
])
def test_wheel_tags_against_cpython_3_12_on_windows_x64(tag, fits):
    assert check_windows.tag_compatible(tag, 3, 12) is fits


# ------------------------------------------------------------------------------------------------
# the Linux bundle's modules against the installer's files


def _windows(files, stdlib=()):
    return check_windows.WindowsModules(list(files), list(stdlib))


def test_modules_are_found_in_packages_the_stdlib_zip_pyd_files_and_builtins():
    windows = _windows(["pkgs/cicsplan/__init__.py", "pkgs/cicsplan/cli/main.py",
                        "pkgs/PySide6/QtCore.pyd", "pkgs/numpy/core/_multiarray_umath.cp312-win_amd64.pyd",
                        "Python/_ctypes.pyd"], ["json/__init__.pyc", "argparse.pyc"])
    for name in ("cicsplan", "cicsplan.cli.main", "PySide6.QtCore", "numpy.core._multiarray_umath", "_ctypes",
                 "json", "argparse", "_json", "nt"):
        assert name in windows, name
    assert "cicsplan.gui" not in windows


def test_a_module_of_the_linux_bundle_missing_from_the_installer_is_a_problem_naming_it():
    windows = _windows(["pkgs/cicsplan/__init__.py"], ["json/__init__.pyc"])
    problems, accepted = check_windows.compare_modules(
        {"cicsplan", "cicsplan.report", "json", "fcntl", "_sha256", "_pyi_rth_utils.qt"}, windows, {}, {})
    assert problems == ["module cicsplan.report: in the Linux bundle, not in the installer"]
    assert accepted == {"POSIX only": ["fcntl"], "merged into _sha2 in Python 3.12": ["_sha256"],
                        "PyInstaller's own start-up code": ["_pyi_rth_utils.qt"]}


def test_a_package_of_another_version_is_accepted_only_when_it_is_there_at_all():
    linux = {"numpy", "numpy._core.multiarray"}
    problems, accepted = check_windows.compare_modules(linux, _windows(["pkgs/numpy/__init__.py"]),
                                                       {"numpy": "2.4.6"}, {"numpy": "1.26.4"})
    assert problems == []
    assert list(accepted) == ["numpy 2.4.6 in the Linux bundle, 1.26.4 here (its files are checked against its "
                              "wheel's RECORD instead)"]
    problems, _ = check_windows.compare_modules(linux, _windows([]), {"numpy": "2.4.6"}, {"numpy": "1.26.4"})
    assert "module numpy: in the Linux bundle, not in the installer" in problems


# ------------------------------------------------------------------------------------------------
# the file lists the installer and the uninstaller are made from


def test_the_uninstaller_removes_exactly_what_the_installer_writes(tmp_path):
    stage = tmp_path / "stage"
    for rel in ("NOTES.txt", "bin/cicsplan.exe", "pkgs/cicsplan/__init__.py", "pkgs/cicsplan/cli/main.py",
                "Python/python.exe"):
        (stage / rel).parent.mkdir(parents=True, exist_ok=True)
        (stage / rel).write_text("x", encoding="utf-8")
    assert stage_windows.nsis_lists(stage, tmp_path) == (5, 5)
    install = (tmp_path / "files.nsh").read_text(encoding="utf-8").splitlines()
    remove = (tmp_path / "uninstall_files.nsh").read_text(encoding="utf-8").splitlines()
    assert install[:2] == ['SetOutPath "$INSTDIR"', f'File "/oname=NOTES.txt" "{stage / "NOTES.txt"}"']
    assert 'SetOutPath "$INSTDIR\\pkgs\\cicsplan\\cli"' in install
    assert sum(line.startswith("File ") for line in install) == 5
    assert sum(line.startswith("Delete ") for line in remove) == 5
    assert 'Delete "$INSTDIR\\pkgs\\cicsplan\\cli\\main.py"' in remove
    # the compiled modules the installer makes go too, then the folders, deepest first, never recursively
    assert remove.index('RMDir /r "$INSTDIR\\pkgs\\cicsplan\\cli\\__pycache__"') < remove.index(
        'RMDir "$INSTDIR\\pkgs\\cicsplan\\cli"') < remove.index('RMDir "$INSTDIR\\pkgs\\cicsplan"') < remove.index(
        'RMDir "$INSTDIR\\pkgs"')
    assert not any(line.startswith("RMDir /r") and not line.endswith('__pycache__"') for line in remove)


# ------------------------------------------------------------------------------------------------
# reading Wine's registry file


def test_registry_values_are_read_from_wines_user_reg_unescaped():
    registry = (
        '[Environment] 1795739656\n#time=1dd7e07089812ca\n'
        '"Path"=str(2):"C:\\\\users\\\\ann\\\\AppData\\\\Local\\\\Programs\\\\cicsplan\\\\bin"\n\n'
        '[Software\\\\Microsoft\\\\Windows\\\\CurrentVersion\\\\Uninstall\\\\cicsplan] 1795739657\n'
        '"QuietUninstallString"="\\"C:\\\\users\\\\ann\\\\cicsplan\\\\uninstall.exe\\" /S"\n')
    assert wine_smoke.registry_value(registry, "Environment", "PATH") == \
        r"C:\users\ann\AppData\Local\Programs\cicsplan\bin"
    assert wine_smoke.registry_value(registry, wine_smoke.UNINSTALL_KEY, "QuietUninstallString") == \
        r'"C:\users\ann\cicsplan\uninstall.exe" /S'
    assert wine_smoke.registry_value(registry, "Environment", "TEMP") is None
    assert wine_smoke.registry_value(registry, "Software\\Other", "Path") is None


def test_the_notes_are_one_line_per_paragraph_keeping_lists_code_and_headings():
    template = ("Title\n\nA sentence broken\nover two lines.\n\nHeading:\n- an item broken\n  over two lines\n"
                "- another, e.g.\n    code line\n@RUNTIME@\nAfter it.\n")
    assert stage_windows.unwrap(template) == ("Title\n\nA sentence broken over two lines.\n\nHeading:\n"
                                              "- an item broken over two lines\n- another, e.g.\n    code line\n"
                                              "@RUNTIME@\nAfter it.\n")
