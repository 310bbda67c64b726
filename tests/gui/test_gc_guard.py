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
