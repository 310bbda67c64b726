"""A result's limits rerun the engine; the Results sheet's worker, the Charts sheet's worker and the GUI thread may
ask for one result's limits at the same moment: they are computed once, and every caller gets that answer."""

from __future__ import annotations

import json
import threading
import time

from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from conftest import SAMPLES


def test_threads_asking_for_the_same_results_limits_compute_them_once(catalog):
    result = compute(plan_from_json(json.loads((SAMPLES / "getting-started.cicsplan.json").read_text())), catalog)
    solve = result.limits_of
    runs = []

    def slow_solve(r, c):
        runs.append(threading.current_thread().name)
        time.sleep(0.2)  # long enough for every other thread to ask meanwhile
        return solve(r, c)

    result.limits_of = slow_solve
    answers: list[object] = []
    threads = [threading.Thread(target=lambda: answers.append(result.limits()), name=f"asker {k}") for k in range(3)]
    for thread in threads:
        thread.start()
    answers.append(result.limits())
    for thread in threads:
        thread.join()
    assert len(runs) == 1
    assert len(answers) == 4 and all(answer is answers[0] for answer in answers)
    assert answers[0].binding is not None
