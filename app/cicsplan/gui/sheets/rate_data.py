"""The engine's work behind the Charts sheet's rate charts, done off the GUI thread.

The busy chart and the response chart need the engine rerun at other rates: the response curve (60 rate factors and
the search for where a queue saturates), the limits (where the busy chart's binding mark goes and how far its rates
reach) and the busy sweep (41 rate factors). At 200 workloads that is some 60 ms of CPU after every edit: done in a
worker thread, an edit does not wait for it, and the charts are drawn when it arrives.

A worker reads only the ScenarioResult it was given (the engine's answer for one state of the plan, which nothing
changes once made: an edit makes a new one) and the catalog; it touches no Qt object. Its answer is taken only while
its result is still the document's: a quick second edit wins over the first, whose answer is dropped. One worker runs
at a time: a request made while one runs waits for it (two would share the interpreter and both arrive later).
"""

from __future__ import annotations

import queue

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.records import dataclass
from cicsplan.core.model.response_curve import ResponseAxis, ResponseCurve, response_axis, response_curve
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.sweep import busy_chart_factors, sweep
from cicsplan.gui import gc_guard

POLL_MS = 5  # how often the GUI thread looks for a worker's answer while one runs
BUSY_POINTS = 41  # rates of the busy chart's sweep


@dataclass(frozen=True)
class RateData:
    """What the rate charts draw of one result: the response curve (None: not drawn), the limits and the busy sweep
    (None where the busy chart is not drawn: errors, or no rate); ``failure``: the engine failed on the result."""

    result: ScenarioResult
    catalog: Catalog
    curve: ResponseCurve | None = None
    shown: list[int] | None = None  # the curve's workloads drawn (the slowest at the planned rates)
    axis: ResponseAxis | None = None  # the response chart's y axis for them
    summary: object | None = None  # model.limits.LimitSummary
    points: dict[str, np.ndarray] | None = None
    failure: Exception | None = None


def busy_drawn(result: ScenarioResult) -> bool:
    """Whether the busy chart is drawn for ``result``: no errors and a workload with a rate (otherwise neither rate
    chart needs the engine)."""
    return not result.errors and bool(result.resolved.valid.any()) and float(result.env["total_tps"]) > 0


def rate_data(result: ScenarioResult, catalog: Catalog) -> RateData:
    """The rate charts' engine work for ``result`` (in the calling thread)."""
    curve = response_curve(result, catalog)
    shown = None if curve is None else curve.slowest()
    axis = None if curve is None else response_axis(result, curve, shown)
    if not busy_drawn(result):
        return RateData(result, catalog, curve, shown, axis)
    summary = result.limits()
    points = sweep(result, catalog, busy_chart_factors(summary, BUSY_POINTS))
    return RateData(result, catalog, curve, shown, axis, summary, points)


class RateDataWorker(QObject):
    """Computes RateData in a worker thread; ``ready`` follows each answer taken (``get`` then has it)."""

    ready = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._last: RateData | None = None  # the latest answer taken
        self._running: tuple[ScenarioResult, Catalog] | None = None
        self._waiting: tuple[ScenarioResult, Catalog] | None = None  # the newest request, while one runs
        self._wanted: tuple[ScenarioResult, Catalog] | None = None  # the newest request of all
        self._inbox: queue.SimpleQueue[RateData] = queue.SimpleQueue()
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)

    def get(self, result: ScenarioResult, catalog: Catalog, compute: bool = False) -> RateData | None:
        """The answer for ``result`` and ``catalog`` if it has arrived, else None; made at once (in this thread) with
        ``compute``, or when the rate charts need no engine (``busy_drawn`` does not hold)."""
        last = self._last
        if last is not None and last.result is result and last.catalog is catalog:
            return last
        if compute or not busy_drawn(result):
            try:
                self._last = rate_data(result, catalog)
            except Exception as exc:  # raised where the charts are drawn, as a worker's failure is
                self._last = RateData(result, catalog, failure=exc)
            return self._last
        return None

    def request(self, result: ScenarioResult, catalog: Catalog) -> None:
        """Compute the answer for ``result`` in a worker; ``ready`` follows. An older request that has not started
        is dropped."""
        wanted = (result, catalog)
        self._wanted = wanted
        if self.get(result, catalog) is not None or self._same(self._running, wanted):
            self._waiting = None
            return
        if self._running is not None:
            self._waiting = wanted
            return
        self._start(wanted)

    def busy(self) -> bool:
        """Whether a worker runs or a request waits."""
        return self._running is not None or self._waiting is not None

    @staticmethod
    def _same(a: tuple | None, b: tuple | None) -> bool:
        return a is not None and b is not None and a[0] is b[0] and a[1] is b[1]

    def _start(self, job: tuple[ScenarioResult, Catalog]) -> None:
        result, catalog = job
        self._running, inbox = job, self._inbox

        def work() -> None:
            try:
                data = rate_data(result, catalog)
            except Exception as exc:  # never lose the thread's failure: the GUI thread raises it where it draws
                data = RateData(result, catalog, failure=exc)
            inbox.put(data)

        gc_guard.start_worker(work, "cicsplan-rate-charts")
        self._poll.start()

    def _collect(self) -> None:
        try:
            data = self._inbox.get_nowait()
        except queue.Empty:
            return
        self._running = None
        if self._same(self._wanted, (data.result, data.catalog)):
            self._last = data
        waiting, self._waiting = self._waiting, None
        if waiting is not None and self._same(waiting, self._wanted) and self.get(*waiting) is None:
            self._start(waiting)
        else:
            self._poll.stop()
        if self._last is data:
            self.ready.emit()
