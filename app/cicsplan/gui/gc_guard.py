"""Worker threads, with Python's garbage collected in the GUI thread only while they run.

CPython's cyclic collector runs in whichever thread happens to allocate. When a worker thread collects the
Python wrapper of a Qt object, the Qt destructor and the interpreter wait for each other and the workbook
hangs. Seen: a Monte Carlo worker in ``gc_collect_main -> QObject::~QObject -> GilState::acquire`` while
the GUI thread, holding the interpreter, waited in ``QObject::~QObject`` for the same object's mutex as it
replaced a sheet's menus. So while a worker runs, automatic collection is off and the GUI thread collects
on a timer, generation by generation as the interpreter would; when the last worker ends, automatic
collection is back (nothing else in the process notices).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable

from PySide6.QtCore import QTimer

COLLECT_MS = 100  # how often the GUI thread looks at the collector's counts while workers run

_workers: set[threading.Thread] = set()
_timer: QTimer | None = None


def start_worker(target: Callable[[], None], name: str) -> threading.Thread:
    """Run ``target`` in a daemon thread; call from the GUI thread. The target must touch no Qt object."""
    global _timer
    if _timer is None:
        _timer = QTimer()
        _timer.setInterval(COLLECT_MS)
        _timer.timeout.connect(_collect_in_gui_thread)
    thread = threading.Thread(target=target, name=name, daemon=True)
    _workers.add(thread)
    gc.disable()
    thread.start()
    _timer.start()
    return thread


def _collect_in_gui_thread() -> None:
    """What automatic collection would do, done here; automatic collection back once no worker runs."""
    oldest = -1  # the oldest generation over its threshold, counting up from the youngest
    for generation, (count, threshold) in enumerate(zip(gc.get_count(), gc.get_threshold(), strict=True)):
        if count <= threshold:
            break
        oldest = generation
    if oldest >= 0:
        gc.collect(oldest)  # that generation and the younger ones
    _workers.difference_update([thread for thread in _workers if not thread.is_alive()])
    if not _workers:
        gc.enable()
        if _timer is not None:
            _timer.stop()
