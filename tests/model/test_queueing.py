"""The queueing closed forms behind the response-time estimate (core/model/queueing.py), against Erlang B's recursion
(an independent closed form) and against a discrete-event simulation of the same queue (ciw, a test-only
dependency), at utilisations from 10 % to 98 %."""

from __future__ import annotations

import math

import ciw
import numpy as np
import pytest

from cicsplan.core.model.queueing import erlang_c, wait_per_service


def erlang_c_by_recursion(servers: int, offered: float) -> float:
    """Erlang C from Erlang B's recursion: B(0) = 1, B(k) = A B(k-1) / (k + A B(k-1)); C = c B / (c - A (1 - B))."""
    b = 1.0
    for k in range(1, servers + 1):
        b = offered * b / (k + offered * b)
    return servers * b / (servers - offered * (1.0 - b))


@pytest.mark.parametrize("servers", [1, 2, 3, 5, 8, 16, 39, 64, 200, 256])
@pytest.mark.parametrize("utilisation", [0.1, 0.5, 0.8, 0.9, 0.95, 0.98])
def test_log_space_erlang_c_equals_the_recursion(servers, utilisation):
    offered = servers * utilisation
    assert float(erlang_c(servers, offered)) == pytest.approx(erlang_c_by_recursion(servers, offered), rel=1e-9)


def test_the_closed_forms_at_their_edges():
    assert float(erlang_c(1, 0.7)) == pytest.approx(0.7)  # one server: the probability of waiting is u
    assert float(wait_per_service(1, 0.75)) == pytest.approx(0.75 / 0.25)  # M/M/1: u / (1 - u)
    assert float(wait_per_service(4, 0.0)) == 0.0
    assert math.isinf(float(wait_per_service(4, 1.0))) and math.isinf(float(wait_per_service(4, 1.3)))
    assert float(wait_per_service(0, 0.5)) == 0.0  # no servers: no time there, no wait
    # element-wise over samples, as the engine's batched runs use it
    many = wait_per_service(8, np.array([[0.2, 0.5], [0.9, 0.99]]))
    assert many.shape == (2, 2) and np.all(np.diff(many.ravel()) > 0)
    # a large pool: no overflow where A^c / c! would overflow a float
    assert 0.0 < float(erlang_c(256, 250.0)) < 1.0


def simulated_waits(servers: int, utilisation: float, service_ms: float, seed: int, customers: int) -> np.ndarray:
    """The waits of an M/M/c queue simulated with ciw, in arrival order, the warm-up (first tenth) dropped."""
    rate = utilisation * servers / service_ms
    network = ciw.create_network(arrival_distributions=[ciw.dists.Exponential(rate)],
                                 service_distributions=[ciw.dists.Exponential(1.0 / service_ms)],
                                 number_of_servers=[servers])
    ciw.seed(seed)
    sim = ciw.Simulation(network)
    horizon = customers / rate
    sim.simulate_until_max_time(horizon)
    records = sorted((r for r in sim.get_all_records() if r.arrival_date > horizon * 0.1),
                     key=lambda r: r.arrival_date)
    return np.array([r.waiting_time for r in records])


@pytest.mark.slow
@pytest.mark.parametrize(("servers", "utilisation", "customers"), [
    (1, 0.1, 30_000), (1, 0.5, 30_000), (1, 0.9, 60_000), (3, 0.8, 40_000), (8, 0.5, 30_000), (8, 0.9, 60_000),
    (4, 0.95, 100_000), (2, 0.98, 150_000)])
def test_the_mean_wait_matches_a_simulation(servers, utilisation, customers):
    """The formula's mean wait lies within three standard errors of the simulated mean (batch means: 20 batches of
    consecutive customers). Near saturation a simulation settles slowly and its standard error grows, which the
    batch means measure; seeded, so a run is reproducible."""
    service_ms = 0.5
    expected = float(wait_per_service(servers, utilisation)) * service_ms
    waits = simulated_waits(servers, utilisation, service_ms, 11, customers)
    batches = np.array([b.mean() for b in np.array_split(waits, 20)])
    mean, error = float(batches.mean()), float(batches.std(ddof=1) / np.sqrt(len(batches)))
    assert abs(mean - expected) <= 3 * error + 0.002 * service_ms, (mean, error, expected)
    assert error <= 0.2 * max(expected, service_ms)  # the check is not vacuous: the simulation is precise enough
