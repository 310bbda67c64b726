"""The domain core imports no Qt, and the CLI path does not import the GUI: checked, not hoped."""

import ast
import subprocess
import sys

from conftest import REPO

PACKAGE = REPO / "app" / "cicsplan"
FORBIDDEN_IN_CORE = ("PySide6", "shiboken6", "pyqtgraph", "cicsplan.gui", "cicsplan.cli")
FORBIDDEN_IN_CLI = ("PySide6", "shiboken6", "pyqtgraph", "cicsplan.gui")


def _imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def _violations(folder, forbidden):
    found = []
    for path in sorted(folder.rglob("*.py")):
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{path.relative_to(REPO)} imports {name}")
    return found


def test_core_source_never_imports_qt_or_the_layers_above():
    assert _violations(PACKAGE / "core", FORBIDDEN_IN_CORE) == []


def test_cli_source_never_imports_the_gui():
    assert _violations(PACKAGE / "cli", FORBIDDEN_IN_CLI) == []


def test_running_the_cli_loads_no_qt_module():
    code = ("import sys, io; from cicsplan.__main__ import main; "
            "sys.stdout = io.StringIO(); "
            "main(['compute', r'%s']); main(['catalog']); sys.stdout = sys.__stdout__; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph') "
            "or m.startswith('cicsplan.gui')); print(bad)") % (REPO / "resources" / "samples" / "mq.cicsplan.json")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
