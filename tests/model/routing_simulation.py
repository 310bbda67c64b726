"""A small discrete-event simulation of dynamic routing across LPARs, as an independent check of the engine's split by
free capacity (core.model.lpar_work.even_out, water filling).

Each LPAR is a pool of ``cps`` CPs serving one first-come-first-served queue; its own work (the stated busy) arrives
as a Poisson stream of jobs whose CPU adds up to ``load`` CPs' worth. The routed transactions arrive as one Poisson
stream and a router sends each to one LPAR at the moment it arrives:

* ``"free"``: the LPAR with the most free capacity now, its CPs less the jobs it holds (running and queued), as a
  router that sees each target's load would (WLM's view of the LPAR);
* ``"queue"``: the LPAR whose region holds the fewest routed tasks now (running and queued), as CICSPlex SM's queue
  algorithm counts a target region's tasks; it does not see the LPAR's own work, only its effect on how fast the
  region's tasks finish.

Ties go to a random one of the tied LPARs. Service times are exponential with the same mean for both kinds of work.
Returns the share of the routed transactions each LPAR received, after a warm-up.
"""

from __future__ import annotations

import heapq
from collections import deque
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Lpar:
    cps: int
    load: float  # CPs' worth of its own work (stated busy x logical CPs)


def simulate_shares(lpars: list[Lpar], work: float, rule: str, transactions: int = 60_000, seed: int = 20261127,
                    warmup: int = 5_000) -> np.ndarray:
    """The share of ``transactions`` routed transactions (``work`` CPs' worth in all) each LPAR received."""
    rng = np.random.default_rng(seed)
    events_per_transaction = 2 * (1 + sum(lpar.load for lpar in lpars) / work)  # arrivals and ends, of both kinds
    # unit exponentials drawn at once (faster than one by one), with room to spare
    draws = iter(rng.exponential(size=int(4 * events_per_transaction * transactions)).tolist())
    picks = iter(rng.random(size=transactions).tolist())  # a tie's pick
    service = 1.0  # mean CPU per job: the time unit
    rates = [lpar.load / service for lpar in lpars]  # own jobs per time unit
    count = len(lpars)
    busy = [0] * count  # CPs running a job
    waiting: list[deque] = [deque() for _ in range(count)]  # (kind) of queued jobs
    held = [0] * count  # jobs in the LPAR, running or queued
    routed_held = [0] * count  # routed tasks in the LPAR's region, running or queued
    sent = np.zeros(count)
    events: list[tuple[float, int, int, int]] = []  # (time, order, kind, lpar): kind 0 routed arrival, 1 own, 2 end
    order = 0

    def push(time: float, kind: int, lpar: int) -> None:
        nonlocal order
        order += 1
        heapq.heappush(events, (time, order, kind, lpar))

    def start(time: float, lpar: int, routed: bool) -> None:
        held[lpar] += 1
        routed_held[lpar] += routed
        if busy[lpar] < lpars[lpar].cps:
            busy[lpar] += 1
            push(time + service * next(draws), 2 + routed, lpar)
        else:
            waiting[lpar].append(routed)

    push(service / work * next(draws), 0, -1)
    for k, rate in enumerate(rates):
        if rate > 0:
            push(next(draws) / rate, 1, k)
    arrived = 0
    while arrived < transactions:
        time, _, kind, lpar = heapq.heappop(events)
        if kind == 0:  # a routed transaction: the router picks its LPAR
            if rule == "free":
                score = [lpars[k].cps - held[k] for k in range(count)]
            else:
                score = [-routed_held[k] for k in range(count)]
            best = max(score)
            tied = [k for k in range(count) if score[k] == best]
            choice = tied[int(next(picks) * len(tied))]
            arrived += 1
            if arrived > warmup:
                sent[choice] += 1
            start(time, choice, True)
            push(time + service / work * next(draws), 0, -1)
        elif kind == 1:  # the LPAR's own work
            start(time, lpar, False)
            push(time + next(draws) / rates[lpar], 1, lpar)
        else:  # a job ends: the next queued one takes its CP
            held[lpar] -= 1
            routed_held[lpar] -= kind == 3
            if waiting[lpar]:
                push(time + service * next(draws), 2 + waiting[lpar].popleft(), lpar)
            else:
                busy[lpar] -= 1
    return sent / sent.sum()
