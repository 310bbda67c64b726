"""The engine's split by free capacity (water filling: core.model.lpar_work.even_out) against a discrete-event
simulation of a router in front of LPARs with their own load (tests/model/routing_simulation.py), seeded.

Two routers are simulated: one that sends each transaction to the LPAR with the most free capacity at that moment
(its CPs less the jobs it holds), and one that sends it to the region with the fewest routed tasks, as CICSPlex SM's
queue algorithm counts them. Tolerance: 0.05 of the routed work (5 points of share) per LPAR; the simulation's own
noise at 20,000 transactions is under 0.01 (the equal LPARs land within 0.002 of half).

Figures (share of the routed work per LPAR; water filling / most free capacity / fewest routed tasks):

* two 4-CP LPARs at 25 % own load, 2 CPs of routed work: 0.50 / 0.50 / 0.50 each: they agree.
* 4-CP LPARs at 25 % and 75 %, 1 CP of work: 1.00-0.00 / 0.82-0.18 / 0.57-0.43.
* the same, 3 CPs of work: 0.83-0.17 / 0.76-0.24 / 0.69-0.31.
* 4, 4 and 8 CPs at 25 %, 50 %, 50 %, 4 CPs of work: 0.44-0.19-0.38 / 0.32-0.19-0.49 / 0.34-0.31-0.35.
* idle 2-CP and 8-CP LPARs, 4 CPs of work: 0.20-0.80 / 0.06-0.94 / 0.42-0.58.

Where the LPARs differ, water filling (even utilisation) disagrees materially with both routers: a router that
follows free capacity evens out free CPs, not utilisation, and favours the larger and emptier LPAR more; one that
counts routed tasks sees only the queues the LPAR's own load causes and splits far more evenly. Both move the work
the same way as water filling (the loaded LPAR gets less): that is tested; the figures are not bent to agree, the
disagreeing cases are expected failures that say so (strict: should they come to agree, the tests say that too).
"""

from __future__ import annotations

import pytest
from tests.model.routing_simulation import Lpar, simulate_shares

from cicsplan.core.model.lpar_work import even_out

TOLERANCE = 0.05
TRANSACTIONS = 20_000
RULES = ("free", "queue")
DIFFERENT = {  # name: (LPARs, CPs' worth of routed work)
    "one loaded, light work": ([Lpar(4, 1.0), Lpar(4, 3.0)], 1.0),
    "one loaded, heavy work": ([Lpar(4, 1.0), Lpar(4, 3.0)], 3.0),
    "three LPARs": ([Lpar(4, 1.0), Lpar(4, 2.0), Lpar(8, 4.0)], 4.0),
    "a small and a large idle LPAR": ([Lpar(2, 0.0), Lpar(8, 0.0)], 4.0),
}


def water(lpars: list[Lpar], work: float) -> list[float]:
    return even_out([(float(lpar.cps), lpar.load) for lpar in lpars], work)


def simulated(lpars: list[Lpar], work: float, rule: str) -> list[float]:
    return simulate_shares(lpars, work, rule, TRANSACTIONS, warmup=2_000).tolist()


@pytest.mark.parametrize("rule", RULES)
def test_equal_lpars_split_evenly_in_the_simulation_as_in_the_engine(rule):
    lpars = [Lpar(4, 1.0), Lpar(4, 1.0)]
    assert water(lpars, 2.0) == pytest.approx([0.5, 0.5])
    assert simulated(lpars, 2.0, rule) == pytest.approx([0.5, 0.5], abs=0.01)


@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("work", [1.0, 3.0])
def test_the_loaded_lpar_gets_less_in_the_simulation_as_in_the_engine(rule, work):
    lpars = [Lpar(4, 1.0), Lpar(4, 3.0)]
    engine, sim = water(lpars, work), simulated(lpars, work, rule)
    assert engine[1] < 0.5 and sim[1] < 0.5
    assert sim[1] > engine[1] - TOLERANCE  # the engine never gives the loaded LPAR more than the routers do


@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("case", list(DIFFERENT))
@pytest.mark.xfail(strict=True, reason="water filling evens out utilisation; the simulated routers do not (figures "
                                       "in the module's docstring)")
def test_water_filling_matches_the_simulated_router_within_the_tolerance(case, rule):
    lpars, work = DIFFERENT[case]
    assert simulated(lpars, work, rule) == pytest.approx(water(lpars, work), abs=TOLERANCE)
