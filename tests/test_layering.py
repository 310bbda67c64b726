"""The architecture, checked, not hoped: the layers and rooms of pyproject.toml's import-linter contracts hold
(the core imports no Qt; each room uses only the rooms below it), no module of cicsplan imports itself back
through others, and running the command line loads no Qt module."""

from __future__ import annotations

import os
import subprocess
import sys

import grimp
from importlinter.cli import lint_imports

from conftest import REPO


def test_the_import_contracts_of_pyproject_hold(capsys):
    cwd = os.getcwd()
    os.chdir(REPO)  # import-linter reads pyproject.toml from the working folder
    try:
        code = lint_imports(no_cache=True, no_logo=True)
    finally:
        os.chdir(cwd)
    assert code == 0, capsys.readouterr().out


def import_cycles(graph: grimp.ImportGraph, package: str) -> list[list[str]]:
    """Groups of modules of ``package`` that import each other, directly or through others (Tarjan's strongly
    connected components, iteratively: every import counts, also those inside functions)."""
    modules = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    inside = set(modules)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    for root in modules:
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root) & inside)))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child) & inside))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    cycles.append(sorted(group))
    return cycles


def test_no_module_imports_itself_back():
    assert import_cycles(grimp.build_graph("cicsplan"), "cicsplan") == []


def test_the_cycle_finder_finds_a_cycle():
    graph = grimp.ImportGraph()
    for name in ("p", "p.a", "p.b", "p.c"):
        graph.add_module(name)
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.c")
    graph.add_import(importer="p.c", imported="p.a")
    assert import_cycles(graph, "p") == [["p.a", "p.b", "p.c"]]


def test_running_the_cli_loads_no_qt_module():
    code = ("import sys, io; from cicsplan.__main__ import main; "
            "sys.stdout = io.StringIO(); "
            "main(['compute', r'%s']); main(['catalog']); sys.stdout = sys.__stdout__; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph') "
            "or m.startswith('cicsplan.gui')); print(bad)") % (REPO / "resources" / "samples" / "mq.cicsplan.json")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
