"""While a worker thread runs Python, garbage is collected in the GUI thread only: a collection in a worker
that frees a Qt object deadlocks the workbook (seen in the Monte Carlo worker)."""

from __future__ import annotations

import gc
import threading

from cicsplan.gui import gc_guard


def test_no_collection_runs_in_a_worker_and_automatic_collection_comes_back(qtbot):
    collecting_threads: list[str] = []

    def record(phase, _info) -> None:
        if phase == "start":
            collecting_threads.append(threading.current_thread().name)

    class Cycle:
        def __init__(self):
            self.me = self

    release = threading.Event()

    def work() -> None:
        for _ in range(20 * gc.get_threshold()[0]):  # far past the point where the collector would run
            Cycle()
        release.wait(10)

    gc.callbacks.append(record)
    try:
        worker = gc_guard.start_worker(work, "test-worker")
        assert not gc.isenabled()
        qtbot.waitUntil(lambda: "MainThread" in collecting_threads, timeout=5000)  # the GUI thread collects
        release.set()
        worker.join(10)
        qtbot.waitUntil(gc.isenabled, timeout=5000)
    finally:
        release.set()
        gc.callbacks.remove(record)
        gc.enable()
    assert "test-worker" not in collecting_threads


def test_every_thread_the_workbook_starts_is_a_gc_guard_worker():
    """A thread started any other way may collect a Qt object's wrapper and hang the workbook (it did: the RMF
    import's reader collected a sheet's old menu while the GUI thread ran deferred deletions)."""
    from pathlib import Path

    import cicsplan.gui

    gui = Path(cicsplan.gui.__file__).parent
    starters = [f"{path.relative_to(gui)}:{number}" for path in sorted(gui.rglob("*.py")) if path.name != "gc_guard.py"
                for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if "threading.Thread(" in line or "QThread" in line or "ThreadPool" in line]
    assert starters == []


def test_the_rmf_reader_runs_as_a_gc_guard_worker(qtbot, monkeypatch):
    from cicsplan.gui import rmf_import_dialog
    from cicsplan.gui.rmf_import_dialog import RmfImportDialog

    names: list[str] = []
    real = gc_guard.start_worker
    monkeypatch.setattr(gc_guard, "start_worker", lambda target, name: names.append(name) or real(target, name))
    monkeypatch.setattr(rmf_import_dialog, "read_rmf_files", lambda paths: (gc.isenabled(), []))
    dialog = RmfImportDialog.__new__(RmfImportDialog)
    enabled_while_reading, _ = RmfImportDialog._read_in_background(dialog, [])
    assert names == ["rmf-reader"] and enabled_while_reading is False
