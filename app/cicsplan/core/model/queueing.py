"""Waiting for a server: the closed forms the response-time estimate is built from, written once.

A pool of engines (the LPAR's general CPs, its zIIPs) is an M/M/c queue: c identical servers, arrivals and
service times exponential (Poisson arrivals of many independent transactions; dispatch bursts of varied length),
first come first served. A region's QR TCB is one such server (M/M/1). At utilisation u = A / c (A = arrival rate x
mean service, the offered load in servers), the probability that a job waits is Erlang's C formula

    C(c, A) = (A^c / c!) (c / (c - A)) / (sum_{k<c} A^k / k! + (A^c / c!) (c / (c - A)))

and its mean wait is W = C(c, A) x S / (c (1 - u)) for a job of mean service S (Erlang 1917; any queueing text, e.g.
Kleinrock, Queueing Systems, vol. 1, section 3.5). A transaction uses an engine in many short bursts, each waiting
so, so its wait is C / (c (1 - u)) per ms of its own engine time: ``wait_per_service``. For c = 1, C = u and the
factor is u / (1 - u), the M/M/1 rule IBM's CICS tuning guidance gives for the QR TCB.

C(c, A) is computed in log space (the terms A^k / k! overflow a float beyond about 170 engines) and element-wise over
any shape of A, so the engine's batched runs (ranges, sweeps, Size It) use it as they use the rest of the
calculation. Utilisation at or above 1 has no steady state: the wait is infinite (the views say "saturated").

Checked against Erlang B's recursion (an independent closed form) and against a discrete-event simulation (the
ciw package, test-only) at utilisations from 10 % to 98 % (tests/model/test_queueing.py).
"""

from __future__ import annotations

import numpy as np

TYPE_CHECKING = False  # typing.TYPE_CHECKING; numpy.typing is for the annotations alone (issue 29)
if TYPE_CHECKING:
    from numpy.typing import ArrayLike


def erlang_c(servers: int, offered: ArrayLike) -> np.ndarray:
    """The probability that an arrival waits, for ``servers`` servers at ``offered`` load (in servers), element-wise;
    1 where the offered load fills every server (no steady state), 0 with no load."""
    c = int(servers)
    a = np.asarray(offered, dtype=float)
    if c <= 0:
        return np.ones_like(a)
    k = np.arange(c, dtype=float)
    log_factorials = np.concatenate(([0.0], np.cumsum(np.log(np.arange(1, c + 1, dtype=float)))))  # log k!, k<=c
    safe = np.where((a > 0) & (a < c), a, 1.0)  # where the formula applies; the others are set below
    log_a = np.log(safe)[..., None]
    log_head = k * log_a - log_factorials[:c]  # log(A^k / k!), k < c
    with np.errstate(divide="ignore"):
        log_tail = (c * np.log(safe) - log_factorials[c] + np.log(c) - np.log(c - safe))[..., None]
    terms = np.concatenate([log_head, log_tail], axis=-1)
    top = terms.max(axis=-1, keepdims=True)
    log_total = (top + np.log(np.exp(terms - top).sum(axis=-1, keepdims=True)))[..., 0]
    value = np.exp(log_tail[..., 0] - log_total)
    return np.where(a <= 0, 0.0, np.where(a >= c, 1.0, value))


def wait_per_service(servers: int, utilisation: ArrayLike) -> np.ndarray:
    """Mean wait per unit of a job's own service time on an M/M/c pool at ``utilisation`` (0..1): C / (c (1 - u));
    infinite at or above 1, 0 with no servers (no time spent there, nothing to wait for)."""
    c = int(servers)
    u = np.asarray(utilisation, dtype=float)
    if c <= 0:
        return np.zeros_like(u)
    with np.errstate(divide="ignore", invalid="ignore"):
        factor = erlang_c(c, np.clip(u, 0.0, None) * c) / (c * (1.0 - u))
    return np.where(u >= 1.0, np.inf, np.where(u <= 0, 0.0, factor))
