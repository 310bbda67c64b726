"""Crash safety, with real processes killed by SIGKILL at random moments:

- a process killed while saving leaves the plan file either as it was or as the new complete plan;
- a workbook killed after an edit has been autosaved offers the work back at the next start.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from cicsplan.core.planio import load_plan
from conftest import REPO, SAMPLES

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

SAVER = textwrap.dedent("""
    import sys
    from cicsplan.core.plan import Plan, Record, Scenario
    from cicsplan.core.planio import save_plan

    target, rows = sys.argv[1], int(sys.argv[2])

    def plan(generation):
        workloads = [Record({"name": f"w{i} {'x' * 40}", "ingress": "3270", "tps": generation,
                             "notes": "n" * 200}) for i in range(rows)]
        return Plan(name=f"generation {generation}", scenarios=[Scenario("Base", Record({"cps": 3}), workloads)])

    plans = [plan(g) for g in range(1, 4)]
    print("ready", flush=True)
    generation = 0
    while True:
        generation += 1
        p = plans[generation % 3]
        p.name = f"generation {generation}"
        for w in p.scenarios[0].workloads:
            w.values["tps"] = generation
        save_plan(p, target)
        print(f"saved {generation}", flush=True)
""")


def wait_for_line(proc: subprocess.Popen, prefix: str, timeout: float = 60) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if line.startswith(prefix):
            return line
        if not line and proc.poll() is not None:
            break
    raise AssertionError(f"no '{prefix}' from the child: {proc.stderr.read()[-2000:]}")


def test_a_process_killed_while_saving_leaves_the_old_or_the_new_plan(tmp_path):
    rows = 3000  # about 1 MB of JSON: a save takes long enough to be caught in the middle
    target = tmp_path / "big.cicsplan.json"
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"))
    rng = random.Random()
    previous = None  # the generation the file held after the last attempt
    for _attempt in range(6):
        proc = subprocess.Popen([sys.executable, "-c", SAVER, str(target), str(rows)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
        try:
            wait_for_line(proc, "ready")
            time.sleep(rng.uniform(0.0, 0.4))
            proc.send_signal(signal.SIGKILL)
            out, _ = proc.communicate(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert proc.returncode == -signal.SIGKILL
        confirmed = [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved ")]
        if not target.exists():
            assert not confirmed  # killed before its first save finished: nothing there, nothing half-written
            continue
        plan = load_plan(target).plan  # parses: never a torn file
        generation = int(plan.name.split()[1])
        # the last save it reported, or the one it was making when killed (finished, not yet reported);
        # before its first reported save, what the previous process left or this one's first save
        allowed = {confirmed[-1], confirmed[-1] + 1} if confirmed else {previous, 1}
        assert generation in allowed, (generation, confirmed[-1:], previous)
        workloads = plan.scenarios[0].workloads
        assert len(workloads) == rows and {w.get("tps") for w in workloads} == {generation}
        previous = generation


# ---------------------------------------------------------------------------------------------------
# the workbook: killed after an autosave, the next start offers the work


WORKBOOK = textwrap.dedent("""
    import sys
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication
    from cicsplan.gui.launch import run_gui

    app = QApplication([sys.argv[0]])

    def edit():
        windows = [w for w in app.topLevelWidgets() if w.isVisible() and hasattr(w, "workloads")]
        if not windows:
            QTimer.singleShot(20, edit)
            return
        window = windows[0]
        model = window.workloads.model
        column = [c.key for c in model.columns].index("name")
        model.setData(model.index(0, column), "Edited before the kill", Qt.ItemDataRole.EditRole)
        print("edited", window.doc.modified, flush=True)

    QTimer.singleShot(0, edit)
    sys.exit(run_gui([sys.argv[1]]))
""")


def test_after_a_killed_workbook_the_next_start_offers_the_autosaved_work(qtbot, tmp_path, monkeypatch, catalog):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from cicsplan.gui.main_window import start_window

    plan_path = tmp_path / "orders.cicsplan.json"
    plan_path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    before = plan_path.read_bytes()
    home = tmp_path / "home"
    config = home / ".config" / "cicsplan"
    config.mkdir(parents=True)
    (config / "cicsplan.conf").write_text("[General]\nautosave_ms=150\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"), QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"))
    recovery_folder = home / ".local" / "share" / "cicsplan" / "cicsplan" / "recovery"

    proc = subprocess.Popen([sys.executable, "-c", WORKBOOK, str(plan_path)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    try:
        assert wait_for_line(proc, "edited").split()[1] == "True"
        deadline = time.monotonic() + 60
        while not list(recovery_folder.glob("*.recovery.json")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert list(recovery_folder.glob("*.recovery.json")), "the autosave timer never wrote a recovery file"
        time.sleep(random.uniform(0.0, 0.5))  # somewhere among later autosaves of the same edit
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL
    assert plan_path.read_bytes() == before  # an autosave never touches the plan file itself

    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    settings = QSettings(str(tmp_path / "next-start.ini"), QSettings.Format.IniFormat)
    window = start_window(catalog, settings, None, recovery_folder)
    try:
        assert len(asked) == 1 and "did not close normally" in asked[0] and "orders.cicsplan.json" in asked[0]
        assert window.doc.scenario.workloads[0].get("name") == "Edited before the kill"
        assert window.doc.modified and window.doc.path == plan_path
        assert window.windowTitle().startswith("orders.cicsplan.json")
    finally:
        window.doc.undo_stack.setClean()
        window.doc._dirty_without_undo = False
        window.close()
        window.deleteLater()
    assert not list(recovery_folder.glob("*.recovery.json"))  # offered once, then it belongs to the window


def test_nothing_is_offered_after_a_clean_exit(qtbot, tmp_path, catalog, monkeypatch):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from cicsplan.gui.main_window import start_window

    def question(*_args, **_kwargs):
        raise AssertionError("no recovery question expected")

    monkeypatch.setattr(QMessageBox, "question", question)
    folder = tmp_path / "recovery"
    folder.mkdir()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = start_window(catalog, settings, SAMPLES / "ctg.cicsplan.json", folder)
    first.doc.set_cell(first.doc.cell_ref("workloads", 0, "name"), "edited")
    first.autosave()
    assert list(folder.glob("*.recovery.json"))
    first.doc.undo_stack.setClean()
    first.close()  # a clean exit (after Save or Discard) removes the recovery file
    assert not list(folder.glob("*.recovery.json"))
    second = start_window(catalog, settings, None, folder)  # a question here would fail the test
    assert second.doc.plan.name.startswith("Getting started") and not second.doc.modified
    second.close()
