"""What the frozen bundle leaves out (installers/bundle_trim.py), checked without building it.

A part comes back when someone shortens a list, or when the app starts importing a module the bundle
leaves out (the frozen app would then fail where the source runs). build_linux.sh checks the built bundle
(its self-test exercises what the bundle keeps); these checks take seconds.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

sys.path.insert(0, str(REPO / "installers"))

import bundle_trim as bt

APP = REPO / "app" / "cicsplan"


def kept(path: str) -> bool:
    return bt.keep((path, "/somewhere/" + path.rsplit("/", 1)[-1], "BINARY"))


# ------------------------------------------------------------------------------------------------
# the lists


def test_the_heavy_qt_modules_stay_excluded():
    heavy = {"PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.Qt3DCore", "PySide6.Qt3DRender",
             "PySide6.QtQuick", "PySide6.QtQml", "PySide6.QtQuickWidgets", "PySide6.QtDesigner",
             "PySide6.QtMultimedia", "PySide6.QtNetwork", "PySide6.QtPdf", "PySide6.QtCharts",
             "PySide6.QtTest", "PySide6.QtOpenGL", "PySide6.QtSql", "PySide6.QtUiTools"}
    assert heavy <= set(bt.EXCLUDED_MODULES), sorted(heavy - set(bt.EXCLUDED_MODULES))
    python = {"pyqtgraph.examples", "pyqtgraph.opengl", "unittest", "test", "tkinter", "ssl", "sqlite3",
              "numpy.testing"}
    assert python <= set(bt.EXCLUDED_MODULES), sorted(python - set(bt.EXCLUDED_MODULES))


def test_no_qt_module_is_both_kept_and_excluded():
    assert not set(bt.KEPT_QT) & set(bt.EXCLUDED_QT)


@pytest.mark.parametrize("path", [
    "PySide6/Qt/translations/qtbase_de.qm",            # Linux wheel
    "PySide6/translations/qt_fr.qm",                   # Windows wheel
    "PySide6/Qt/qml/QtQuick/Controls/libqtquickcontrols2plugin.so",
    "PySide6/Qt/plugins/platforms/libqwayland-egl.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/imageformats/libqtiff.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/opengl32sw.dll",
    "pyqtgraph/examples/Plotting.py",
    "pyqtgraph/icons/peegee/peegee_512px.png",
    "numpy-2.4.6.dist-info/RECORD",
    "numpy/_core/_multiarray_tests.cpython-311-x86_64-linux-gnu.so",
    "python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so",
    "libstdc++.so.6", "libglib-2.0.so.0", "libX11.so.6", "libfontconfig.so.1", "libfreetype.so.6",
    "libdbus-1.so.3", "libcups.so.2", "libz.so.1",
])
def test_left_out(path):
    assert not kept(path)


@pytest.mark.parametrize("path", [
    "PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libicudata.so.73", "PySide6/Qt/lib/libQt6XcbQpa.so.6", "PySide6/Qt/lib/libQt6OpenGL.so.6",
    "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/imageformats/libqsvg.so", "PySide6/Qt/plugins/imageformats/libqico.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so", "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "pyqtgraph/icons/auto.png", "pyqtgraph/colors/maps/CET-L1.csv",
    "numpy-2.4.6.dist-info/LICENSE.txt", "pyside6_essentials-6.11.3.dist-info/METADATA",
    "libX11-xcb.so.1", "libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libpython3.11.so.1.0",
    "python3.11/lib-dynload/_decimal.cpython-311-x86_64-linux-gnu.so",
])
def test_kept(path):
    assert kept(path)


# ------------------------------------------------------------------------------------------------
# the app against the lists


def _imports(path: Path) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "import_module"
              and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append((node.lineno, node.args[0].value))
    return found


def _excluded(module: str) -> bool:
    return any(module == name or module.startswith(name + ".") for name in bt.EXCLUDED_MODULES)


def test_the_app_imports_nothing_the_bundle_leaves_out():
    problems = [f"{path.relative_to(REPO)}:{line}: {module}"
                for path in sorted(APP.rglob("*.py")) for line, module in _imports(path) if _excluded(module)]
    assert not problems, "the frozen app would fail on these imports (installers/bundle_trim.py):\n" + "\n".join(
        problems)


def test_the_app_uses_nothing_the_runtime_hooks_left_out_prepare():
    """The spec drops PyInstaller's runtime hooks for multiprocessing's child processes, pyqtgraph's remote processes
    and pkgutil's listing of frozen modules (installers/bundle_trim.py: DROPPED_RUNTIME_HOOKS), which cost every start
    their imports: the app must start no such process and list no package's modules."""
    assert set(bt.DROPPED_RUNTIME_HOOKS) == {"pyi_rth_multiprocessing", "pyi_rth_pyqtgraph_multiprocess",
                                             "pyi_rth_pkgutil"}
    hooked = ("multiprocessing", "concurrent.futures", "pyqtgraph.multiprocess", "pyqtgraph.widgets.RemoteGraphicsView",
              "pkgutil")
    problems = [f"{path.relative_to(REPO)}:{line}: {module}" for path in sorted(APP.rglob("*.py"))
                for line, module in _imports(path) if any(module == h or module.startswith(h + ".") for h in hooked)]
    assert not problems, "a dropped runtime hook is needed again (installers/bundle_trim.py):\n" + "\n".join(problems)


def test_the_import_scan_sees_each_way_of_importing(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("import PySide6.QtNetwork\nfrom PySide6 import QtTest\nfrom PySide6.QtOpenGL import X\n"
                      "import importlib\nimportlib.import_module('PySide6.QtQuick')\n"
                      "from PySide6 import QtOpenGLWidgets\n")
    assert [m for _, m in _imports(source) if _excluded(m)] == [
        "PySide6.QtNetwork", "PySide6.QtTest", "PySide6.QtOpenGL", "PySide6.QtOpenGL.X", "PySide6.QtQuick"]


def test_the_app_never_draws_charts_through_opengl():
    """PySide6.QtOpenGL is left out (installers/rthooks/qtopengl_left_out.py): pyqtgraph needs it only when its
    useOpenGL option is on, or when a view is an OpenGL widget."""
    problems = []
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = {node.id} if isinstance(node, ast.Name) else {node.attr} if isinstance(node, ast.Attribute) else (
                {node.arg} if isinstance(node, ast.keyword) and node.arg else
                {node.value} if isinstance(node, ast.Constant) and isinstance(node.value, str) else set())
            if names & {"useOpenGL", "enableExperimental", "QOpenGLWidget", "GraphicsViewGLWidget"}:
                problems.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not problems, problems


def test_the_stand_in_for_qtopengl_lets_pyqtgraph_load_and_names_what_is_missing():
    script = (f"import runpy; runpy.run_path({str(REPO / 'installers' / 'rthooks' / 'qtopengl_left_out.py')!r})\n"
              "import pyqtgraph\n"
              "from pyqtgraph.graphicsItems.PlotCurveItem import PlotCurveItem\n"
              "from PySide6 import QtOpenGL\n"
              "try:\n    QtOpenGL.QOpenGLBuffer\nexcept ImportError as exc:\n    print(exc)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "PySide6.QtOpenGL.QOpenGLBuffer: OpenGL drawing is not part of the cicsplan bundle"


# ------------------------------------------------------------------------------------------------
# ICU's data


def _package(items: list[tuple[str, bytes]]) -> bytes:
    """A small ICU common data package, laid out as ICU's pkgdata writes one."""
    info = struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD" + bytes([1, 0, 0, 0]) + bytes([73, 0, 0, 0])
    header = struct.pack("<H", 144) + b"\xda\x27" + info
    header += b" Copyright (C) a test" + b"\0" * (144 - len(header) - 21)
    return bt.icu_package(header, items)


ITEMS = [
    ("icudt73l/brkitr/word.brk", b"w" * 40),
    ("icudt73l/coll/de.res", b"d" * 33),
    ("icudt73l/coll/root.res", b"r" * 50),
    ("icudt73l/coll/ucadata.icu", b"u" * 70),
    ("icudt73l/de.res", b"g" * 20),
    ("icudt73l/en.res", b"e" * 21),
    ("icudt73l/gb18030.cnv", b"c" * 40_000),
    ("icudt73l/ibm-5348_P100-1997.cnv", b"s" * 2_000),
    ("icudt73l/root.res", b"R" * 17),
    ("icudt73l/sr_Latn_BA.res", b"x" * 9),
    ("icudt73l/unames.icu", b"n" * 30),
    ("icudt73l/zone/de.res", b"z" * 12),
    ("icudt73l/zone/root.res", b"Z" * 12),
    ("icudt73l/zoneinfo64.res", b"t" * 64),
]


def test_trimming_keeps_root_english_collation_zones_and_single_byte_code_pages_byte_for_byte():
    trimmed, kept_count, dropped = bt.trim_icu_data(_package(ITEMS))
    _, items = bt.icu_items(trimmed)
    names = [name for name, _ in items]
    assert names == ["icudt73l/coll/root.res", "icudt73l/coll/ucadata.icu", "icudt73l/en.res",
                     "icudt73l/ibm-5348_P100-1997.cnv", "icudt73l/root.res", "icudt73l/zone/root.res",
                     "icudt73l/zoneinfo64.res"]
    assert (kept_count, dropped) == (7, 7)
    original = dict(ITEMS)
    for name, data in items:  # each item is its original bytes, padded to ICU's 16-byte alignment
        assert data.rstrip(b"\0") == original[name] and len(data) % 16 == 0
    assert trimmed[:144] == _package(ITEMS)[:144]


def test_items_start_on_16_byte_boundaries():
    blob, _, _ = bt.trim_icu_data(_package(ITEMS))
    count = struct.unpack_from("<I", blob, 144)[0]
    offsets = [struct.unpack_from("<II", blob, 144 + 4 + 8 * i)[1] for i in range(count)]
    assert all((144 + offset) % 16 == 0 for offset in offsets)


def test_data_that_is_not_an_icu_package_is_refused():
    with pytest.raises(bt.IcuDataError, match="not ICU data"):
        bt.trim_icu_data(b"\x7fELF" + b"\0" * 200)
    unsorted = _package([ITEMS[2], ITEMS[1]])
    with pytest.raises(bt.IcuDataError, match="not sorted"):
        bt.trim_icu_data(unsorted)


def _pyside_icu() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    found = sorted(Path(spec.submodule_search_locations[0]).glob("Qt/lib/libicudata.so.*"))
    return found[0] if found else None


BINUTILS = all(shutil.which(tool) for tool in ("as", "ld", "objdump"))


@pytest.mark.skipif(_pyside_icu() is None or not BINUTILS, reason="needs the Linux PySide6 wheel's ICU and binutils")
def test_qt_sorts_names_time_zones_and_code_pages_with_the_trimmed_icu(tmp_path):
    """The self-test's text-services check, run by Qt loading the trimmed libicudata in place of the wheel's."""
    library, summary = bt.trimmed_icu_library(_pyside_icu(), tmp_path)
    assert library.stat().st_size < 4 * 2**20, summary
    script = ("from cicsplan.selftest import _check_text_services\nprint(_check_text_services())\n"
              "print(*sorted({line.split()[-1] for line in open('/proc/self/maps') if 'libicudata' in line}))\n")
    env = dict(os.environ, LD_LIBRARY_PATH=str(tmp_path), PYTHONPATH=str(REPO / "app"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    # Qt loaded the trimmed copy, not the wheel's
    assert done.stdout.splitlines() == ["sorting, time zone names and code pages answer", str(library)]


# ------------------------------------------------------------------------------------------------
# the Windows installer: the same parts left out of the wheels it installs


@pytest.mark.parametrize(("path", "left_out"), [
    ("PySide6/translations/qtbase_de.qm", True),
    ("PySide6/qml/QtQuick/Controls/qtquickcontrols2plugin.dll", True),
    ("PySide6/opengl32sw.dll", True),
    ("PySide6/designer.exe", True),
    ("PySide6/QtCore.pyi", True),
    ("PySide6/include/QtCore/qtcore_python.h", True),
    ("PySide6/resources/icudtl.dat", True),
    ("PySide6/plugins/platforms/qdirect2d.dll", True),
    ("PySide6/plugins/platforminputcontexts/qtvirtualkeyboardplugin.dll", True),
    ("PySide6/pyside6qml.abi3.dll", True),
    ("PySide6/QtQuick.pyd", True),
    ("PySide6/QtTest.pyd", True),
    ("PySide6/QtNetwork.pyd", True),
    ("pyqtgraph/examples/Plotting.py", True),
    ("PySide6/QtOpenGL.pyd", False),  # no runtime hook there to stand in for it
    ("PySide6/QtCore.pyd", False),
    ("PySide6/QtOpenGLWidgets.pyd", False),
    ("PySide6/Qt6Core.dll", False),
    ("PySide6/pyside6.abi3.dll", False),
    ("PySide6/plugins/platforms/qwindows.dll", False),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", False),
    ("PySide6/support/__init__.py", False),
    ("pyside6_essentials-6.11.3.dist-info/RECORD", False),  # the installer's check reads it
    ("numpy/_core/_multiarray_umath.cp312-win_amd64.pyd", False),
])
def test_what_the_windows_installer_leaves_out(path, left_out):
    assert bt.windows_left_out(path) is left_out


def test_the_qt_libraries_kept_on_windows_are_those_something_kept_loads(monkeypatch, tmp_path):
    graph = {"PySide6/QtWidgets.pyd": ["Qt6Widgets.dll", "pyside6.abi3.dll", "KERNEL32.dll"],
             "PySide6/pyside6.abi3.dll": ["Qt6Core.dll"],
             "PySide6/Qt6Widgets.dll": ["Qt6Gui.dll", "Qt6Core.dll"], "PySide6/Qt6Gui.dll": ["Qt6Core.dll"],
             "PySide6/Qt6Core.dll": [], "PySide6/Qt6Quick.dll": ["Qt6Qml.dll", "Qt6Gui.dll"],
             "PySide6/Qt6Qml.dll": ["Qt6Network.dll"], "PySide6/Qt6Network.dll": ["Qt6Core.dll"],
             "PySide6/plugins/platforms/qwindows.dll": ["Qt6Gui.dll", "Qt6Core.dll"]}
    monkeypatch.setattr(bt, "pe_imports", lambda path: graph[path.relative_to(tmp_path).as_posix()])
    assert bt.windows_unreachable_qt(tmp_path, sorted(graph)) == [
        "PySide6/Qt6Network.dll", "PySide6/Qt6Qml.dll", "PySide6/Qt6Quick.dll"]


_PIP = importlib.util.find_spec("pip")
DISTLIB = Path(_PIP.origin).parent / "_vendor" / "distlib" if _PIP and _PIP.origin else Path("no-pip")


@pytest.mark.skipif(not (DISTLIB / "t64.exe").exists(), reason="pip's Windows launcher is not in this venv")
def test_the_dlls_a_windows_program_imports_are_read_from_its_pe_header():
    names = [name.lower() for name in bt.pe_imports(DISTLIB / "t64.exe")]
    assert "kernel32.dll" in names
    with pytest.raises(ValueError, match="not a Windows executable"):
        bt.pe_imports(REPO / "pyproject.toml")
