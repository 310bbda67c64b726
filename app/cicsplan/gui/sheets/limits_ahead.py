"""The Results sheet's limits computed ahead of its totals, off the GUI thread.

The totals show the limits, which rerun the engine (some 15 to 25 ms of CPU at 200 workloads). They were computed in
the GUI thread when the totals' 120 ms debounce ran out, and the user waited for them. Now a worker starts on them
once an edit's recalculation has been painted, so that when the debounce runs out they are usually there and the
totals only format and show them.

A worker reads only the ScenarioResult it was given (nothing changes one once made: an edit makes a new one) and
keeps the answer on it (``ScenarioResult.limits``, which a second thread asking meanwhile waits for): the totals read
the limits of the document's own result, so an answer for an older result is never shown. One worker runs at a time,
on the newest result asked for: a quick second edit replaces a request that has not started. A worker that fails
leaves nothing behind: the GUI thread computes the limits again and reports the failure where it shows them.
"""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QObject, QTimer

from cicsplan.core.model.result import ScenarioResult
from cicsplan.gui import gc_guard

# after the edit's recalculation and the grids' repaint (an edit's frame, 16 ms), well before the 120 ms debounce
START_MS = 30


class LimitsAhead(QObject):
    """Computes results' limits in a worker thread, on request; ``take_back`` before reading a result's limits."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._lock = threading.Lock()
        self._wanted: ScenarioResult | None = None  # the next result to compute, not started
        self._worker_alive = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(START_MS)
        self._timer.timeout.connect(self._start)
        self._asked: ScenarioResult | None = None  # waiting for the timer

    def request(self, result: ScenarioResult) -> None:
        """Compute ``result``'s limits in a worker, starting in START_MS (a newer request replaces this one)."""
        self._asked = result
        self._timer.start()

    def _start(self) -> None:
        result, self._asked = self._asked, None
        if result is None:
            return
        with self._lock:
            self._wanted = result
            if self._worker_alive:
                return  # the running worker takes it when it is done
            self._worker_alive = True
        gc_guard.start_worker(self._work, "cicsplan-limits")

    def _work(self) -> None:
        while True:
            with self._lock:
                result, self._wanted = self._wanted, None
                if result is None:
                    self._worker_alive = False
                    return
            # kept on the result; a failure leaves none there: the GUI thread computes them again and reports it
            with contextlib.suppress(Exception):
                result.limits()

    def take_back(self, result: ScenarioResult) -> None:
        """Take back a request for ``result`` not started yet (the caller computes its limits now). One a worker has
        started needs no waiting here: the caller's ``result.limits()`` waits for that worker's answer."""
        if self._asked is result:
            self._asked = None
            self._timer.stop()
        with self._lock:
            if self._wanted is result:
                self._wanted = None

    def busy(self) -> bool:
        """Whether a request waits or a worker runs."""
        with self._lock:
            return self._asked is not None or self._worker_alive
