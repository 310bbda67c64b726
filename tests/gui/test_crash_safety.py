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

from cicsplan.core.plan.planio import load_plan
from conftest import REPO, SAMPLES

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")

SAVER = textwrap.dedent("""
    import sys
    from cicsplan.core.plan.plan import Plan, Record, Scenario
    from cicsplan.core.plan.planio import save_plan

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


def kill_after_an_edit(env: dict, recovery_folder, plan_arg: str, cwd, after_s: float) -> int:
    """Start the workbook on ``plan_arg`` (from ``cwd``), edit, wait for its autosave, let ``after_s`` pass (later
    autosaves of the same edit) and kill it with SIGKILL; returns its exit status."""
    proc = subprocess.Popen([sys.executable, "-c", WORKBOOK, plan_arg], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)
    try:
        assert wait_for_line(proc, "edited").split()[1] == "True"
        deadline = time.monotonic() + 60
        while not list(recovery_folder.glob("*.recovery.json")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert list(recovery_folder.glob("*.recovery.json")), "the autosave timer never wrote a recovery file"
        time.sleep(after_s)
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc.returncode


def test_after_a_killed_workbook_the_next_start_offers_the_autosaved_work(qtbot, tmp_path, monkeypatch, catalog):
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from cicsplan.gui.main_window import start_window

    plan_path = tmp_path / "orders.cicsplan.json"
    plan_path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    before = plan_path.read_bytes()
    env, recovery_folder = isolated_home(tmp_path, autosave_ms=150)
    returncode = kill_after_an_edit(env, recovery_folder, str(plan_path), tmp_path, random.uniform(0.0, 0.5))
    assert returncode == -signal.SIGKILL
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
    plan = tmp_path / "gateway.cicsplan.json"
    plan.write_bytes((SAMPLES / "ctg.cicsplan.json").read_bytes())
    first = start_window(catalog, settings, plan, folder)
    first.doc.set_cell(first.doc.cell_ref("workloads", 0, "name"), "edited")
    first.autosave()
    assert list(folder.glob("*.recovery.json"))
    first.doc.undo_stack.setClean()
    first.close()  # a clean exit (after Save or Discard) removes the recovery file
    assert not list(folder.glob("*.recovery.json"))
    second = start_window(catalog, settings, None, folder)  # a question here would fail the test
    assert second.doc.path == plan and not second.doc.modified  # the last plan opened
    second.close()


# ---------------------------------------------------------------------------------------------------
# recovery never loops and never drops work unseen


def isolated_home(tmp_path, autosave_ms: int = 600_000):
    """A home for a child workbook: its settings, its recovery folder (returned); by default no autosave timer
    noise."""
    home = tmp_path / "home"
    config = home / ".config" / "cicsplan"
    config.mkdir(parents=True, exist_ok=True)
    (config / "cicsplan.conf").write_text(f"[General]\nautosave_ms={autosave_ms}\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"), QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"))
    folder = home / ".local" / "share" / "cicsplan" / "cicsplan" / "recovery"
    folder.mkdir(parents=True)
    return env, folder


def leave_recovery_file(folder, plan_name: str, **workload) -> None:
    """What a killed window leaves: its recovery file, its lock free."""
    from cicsplan.core.plan.planio import load_plan as load
    from cicsplan.gui import recovery

    plan = load(SAMPLES / "getting-started.cicsplan.json").plan
    plan.name = plan_name
    plan.scenarios[0].workloads[0].values.update(workload)
    session = recovery.RecoverySession(folder)
    session.write(plan, None)
    session.lock.unlock()


def next_start(catalog, tmp_path, folder, monkeypatch, answer=None):
    """A start of the workbook in this process: (window, questions asked, warnings shown)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox

    from cicsplan.gui.main_window import start_window

    asked, warned = [], []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        if answer is None:
            raise AssertionError(f"no question expected: {text}")
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: warned.append(text))
    settings = QSettings(str(tmp_path / f"start-{len(list(tmp_path.glob('start-*')))}.ini"),
                         QSettings.Format.IniFormat)
    return start_window(catalog, settings, None, folder), asked, warned


def close(window) -> None:
    window.doc.undo_stack.setClean()
    window.doc._dirty_without_undo = False
    window.close()
    window.deleteLater()


RECOVERY_KILLS = textwrap.dedent("""
    import os, signal, sys
    from PySide6.QtWidgets import QApplication, QMessageBox
    from cicsplan.gui import document
    from cicsplan.gui.launch import run_gui

    app = QApplication([sys.argv[0]])
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    opening = document.PlanDocument.__init__

    def dies_on_this_plan(self, catalog, plan=None, *args, **kwargs):
        if plan is not None and plan.name == "Kills the workbook":
            print("opening", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)  # as a crash in the middle of opening it
        opening(self, catalog, plan, *args, **kwargs)

    document.PlanDocument.__init__ = dies_on_this_plan
    sys.exit(run_gui([]))
""")


def test_a_recovery_that_kills_the_workbook_is_set_aside_not_offered_again(qtbot, tmp_path, monkeypatch, catalog):
    from cicsplan.gui import recovery

    env, folder = isolated_home(tmp_path)
    leave_recovery_file(folder, "Kills the workbook", tps=1234)
    child = subprocess.run([sys.executable, "-c", RECOVERY_KILLS], capture_output=True, text=True, env=env,
                           cwd=tmp_path, timeout=120)
    assert child.returncode == -signal.SIGKILL and "opening" in child.stdout, child.stderr[-2000:]
    assert [p.name.endswith(recovery.RECOVERING) for p in folder.iterdir() if p.is_file()].count(True) == 1

    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)  # a question would fail
    try:
        [text] = warned
        assert "the last attempt to recover it did not finish" in text.lower()
        kept = next((folder / recovery.SET_ASIDE).glob("*.cicsplan.json"))
        assert str(kept) in text and "File > Open" in text
        assert kept.name.startswith("Kills the workbook (autosaved ")
        plan = load_plan(kept).plan  # the work is kept, and opens
        assert plan.scenarios[0].workloads[0].get("tps") == 1234
        assert window.doc.plan.name == "New plan" and window.welcome.isVisibleTo(window)  # started normally
    finally:
        close(window)
    leftovers = sorted(p.name for p in folder.iterdir() if p.is_file())
    assert leftovers == [], leftovers  # no mark, no stale lock: the next start is quiet
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    assert not asked and not warned


HOLD_LOCK = textwrap.dedent("""
    import sys, time
    from cicsplan.core.plan.plan import Plan
    from cicsplan.gui import recovery
    session = recovery.RecoverySession(__import__("pathlib").Path(sys.argv[1]))
    if sys.argv[2] == "with-work":
        session.write(Plan(name=f"work of {sys.argv[3]}"), None)
    print("held", session.id, flush=True)
    time.sleep(120)
""")


def test_locks_of_sessions_that_are_gone_are_cleared_and_running_ones_kept(tmp_path):
    from cicsplan.gui import recovery

    folder = tmp_path / "recovery"
    folder.mkdir()
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"))
    children = {}
    for name, work in (("killed with work", "with-work"), ("killed without work", "none"),
                       ("running", "with-work")):
        children[name] = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(folder), work, name],
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        ids = {name: wait_for_line(proc, "held").split()[1] for name, proc in children.items()}
        for name in ("killed with work", "killed without work"):
            children[name].send_signal(signal.SIGKILL)
            children[name].wait(timeout=60)
        assert len(list(folder.glob("*.lock"))) == 3  # a killed process leaves its lock behind

        found = recovery.scan(folder)
        assert [item.plan_name for item in found.offers] == ["work of killed with work"]
        assert not found.set_aside
        locks = sorted(p.name for p in folder.glob("*.lock"))
        assert locks == [f"{ids['running']}.lock"]  # the running window's lock and file are left alone
        assert (folder / f"{ids['running']}{recovery.SUFFIX}").exists()
    finally:
        for proc in children.values():
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=60)
            proc.stdout.close()
            proc.stderr.close()


def test_a_damaged_recovery_file_is_reported_and_kept_once(qtbot, tmp_path, monkeypatch, catalog):
    from cicsplan.gui import recovery

    folder = tmp_path / "recovery"
    folder.mkdir()
    damaged = b'{"cicsplan_recovery": 1, "saved_at": 1.7e9, "plan": {"name": "Half writ'
    (folder / f"dead{recovery.SUFFIX}").write_bytes(damaged)
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    [text] = warned
    [kept] = (folder / recovery.SET_ASIDE).iterdir()
    assert "It cannot be read" in text and "is damaged" in text and str(kept) in text
    assert kept.read_bytes() == damaged and kept.name.startswith("Unreadable autosave (")
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    assert not asked and not warned  # reported once: it is no longer where the start looks


def test_a_recovered_plan_the_engine_fails_on_is_set_aside_and_reported(qtbot, tmp_path, monkeypatch, catalog):
    from PySide6.QtWidgets import QMessageBox

    from cicsplan.gui import document, recovery

    folder = tmp_path / "recovery"
    folder.mkdir()
    leave_recovery_file(folder, "The engine fails on it")
    real = document.compute

    def failing(plan, *args, **kwargs):
        if plan.name == "The engine fails on it":
            raise ValueError("math domain error")
        return real(plan, *args, **kwargs)

    monkeypatch.setattr(document, "compute", failing)
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch, QMessageBox.StandardButton.Yes)
    close(window)
    assert len(asked) == 1 and "The engine fails on it" in asked[0]
    [text] = warned
    kept = next((folder / recovery.SET_ASIDE).glob("*.cicsplan.json"))
    assert "could not be recovered" in text and "math domain error" in text and str(kept) in text
    assert window.doc.plan.name == "New plan"  # started as a first start does
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    assert not asked and not warned


def test_a_recovered_plan_with_errors_opens_with_its_errors_listed(qtbot, tmp_path, monkeypatch, catalog):
    from PySide6.QtWidgets import QMessageBox

    folder = tmp_path / "recovery"
    folder.mkdir()
    leave_recovery_file(folder, "Has an error", tps="=1/0")
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch, QMessageBox.StandardButton.Yes)
    try:
        assert len(asked) == 1 and not warned
        assert window.doc.plan.name == "Has an error" and window.doc.modified
        message = window.statusBar().currentMessage()
        assert "Recovered unsaved work" in message and "The plan has 1 error," in message
        issues = [i.message for i in window.doc.result.errors]
        assert len(issues) == 1 and "=1/0" in issues[0]
        assert window.workloads.model.index(0, 4).data() == "error"
        assert window.workloads.model.index(1, 4).data() not in ("error", "", None)
    finally:
        close(window)


def test_a_named_pipe_in_the_recovery_folder_never_stops_the_start(qtbot, tmp_path, monkeypatch, catalog):
    """Opening a FIFO waits for a writer: the workbook used to hang there before showing a window."""
    from tests.fuzzing import no_hang

    from cicsplan.gui import recovery

    folder = tmp_path / "recovery"
    folder.mkdir()
    os.mkfifo(folder / f"pipe{recovery.SUFFIX}")
    with no_hang(30):
        window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    [text] = warned
    assert "is a named pipe (FIFO), not a recovery file: cicsplan reads only ordinary files" in text
    assert not (folder / f"pipe{recovery.SUFFIX}").exists()  # moved aside: the next start is quiet
    window, asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    assert not asked and not warned


@pytest.mark.parametrize(("content", "reason"), [
    (b'{"plan": {"name": "caf\x82"}}', "it is not text in UTF-8 (a damaged character at byte 22)"),
    (b'{"plan": ', "it is not valid JSON (at line 1, column 10); it may be cut short"),
    (b'[1, 2]', "it holds no recovery record"),
    (b'{"plan": [1]}', "it holds no plan"),
    (b'{"plan": {"name": "x"}, "saved_at": ' + b"9" * 5000 + b"}", "it holds a number too long to read"),
], ids=["not utf-8", "cut short", "a list", "plan a list", "huge number"])
def test_a_damaged_recovery_file_is_set_aside_with_a_sentence(qtbot, tmp_path, monkeypatch, catalog, content, reason):
    from cicsplan.gui import recovery

    folder = tmp_path / "recovery"
    folder.mkdir()
    (folder / f"dead{recovery.SUFFIX}").write_bytes(content)
    window, _asked, warned = next_start(catalog, tmp_path, folder, monkeypatch)
    close(window)
    [text] = warned
    assert f"It cannot be read (the recovery file dead{recovery.SUFFIX} is damaged: {reason})" in text
    for python in ("codec", "Error", "None", "[1", "{'"):
        assert python not in text
