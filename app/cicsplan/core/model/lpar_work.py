"""The plan's region groups in other LPARs (issue 28, point 3; docs/design-cics-across-lpars.md, increment 2): which
LPAR each workload's rows and routed parts run in, the other hosting LPARs' leaves of the calculation, and PR/SM fed
by the plan's own work in them.

Each workload runs in its TOR's group's LPAR; a route to a group in another LPAR takes its share of the application
and the link's AOR side there (the TOR side stays with the TOR). Those parts are the calculation's ``lpar_work``:
calc's totals count the plan's LPAR's part, and one row per other hosting LPAR (``lpar_*``) its part. The CPU per
transaction of each workload stays whole, at the plan's speeds; an LPAR on another machine counts its part in its
own engines (``lpar_cp_ratio``, by IBM's ratings as every cost is moved).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from cicsplan.core.hardware.machines import MachineError, capacity_ratio
from cicsplan.core.model.inputs import ResolvedScenario
from cicsplan.core.model.lpar import ResolvedPartition, lpar_sharing
from cicsplan.core.model.routing import LinkLeaves


def hosting_lpars(r: ResolvedScenario) -> list[ResolvedPartition]:
    """The other LPARs hosting region groups of the plan, in the order of the partitions."""
    named = {name.upper() for name in r.group_lpars if name}
    return [p for p in r.partitions if p.name.upper() in named]


def group_slots(r: ResolvedScenario) -> np.ndarray:
    """Each region group's LPAR slot: 0 the plan's LPAR, k the k-th hosting LPAR (``hosting_lpars``)."""
    hosts = [p.name.upper() for p in hosting_lpars(r)]
    return np.array([0 if not lpar else 1 + hosts.index(lpar.upper()) for lpar in r.group_lpars], dtype=np.int64)


def lpar_work(r: ResolvedScenario, env: dict[str, np.ndarray], links: LinkLeaves,
              valid: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row's LPAR slot (n,), general-CP ms (slots, n, A), zIIP-eligible ms (slots, n, A)): each row's slot (0 the
    plan's LPAR, k the k-th hosting LPAR) and, per slot, what its routes send there from another slot, per
    transaction of the row, at the plan's speeds."""
    hosts = hosting_lpars(r)
    slot_of_group = group_slots(r)
    n, a_count = env["app_ms"].shape  # (0, A) with no workloads: the slots keep the address-space axis
    row_slot = slot_of_group[r.group_index] if r.n else np.zeros(0, dtype=np.int64)
    gcp = np.zeros((1 + len(hosts), n, a_count))
    eligible = np.zeros((1 + len(hosts), n, a_count))
    for k, route in enumerate(r.routes):
        slot = int(slot_of_group[route.group])
        if slot == row_slot[route.row] or not valid[route.row]:
            continue
        gcp[slot, route.row] += route.share * (env["app_ms"][route.row] + links.aor_ms[k])
        eligible[slot, route.row] += route.share * (env["app_eligible_ms"][route.row] + links.aor_eligible_ms[k])
    return row_slot, gcp, eligible


def lpar_leaves(r: ResolvedScenario) -> dict[str, np.ndarray]:
    """The other hosting LPARs' leaves: logical CPs and zIIPs, stated busy, what they can get (PR/SM at their stated
    busy; on another machine the available CPs given), and the plan's CP capacity over theirs."""
    hosts = hosting_lpars(r)
    available = [_available(r, p, r.sharing) for p in hosts]
    return {"lpar_logical_cps": np.array([float(p.logical_cps) for p in hosts]),
            "lpar_logical_ziips": np.array([float(p.logical_ziips) for p in hosts]),
            "lpar_stated_busy_pct": np.array([p.busy_pct for p in hosts]),
            "lpar_available_cps": np.array(available, dtype=float),
            "lpar_cp_ratio": np.array([_cp_ratio(r, p) for p in hosts])}


def _available(r: ResolvedScenario, p: ResolvedPartition, sharing: Any) -> float:
    if p.elsewhere:
        return float(p.available_cps if p.available_cps is not None else p.logical_cps)
    if sharing is None:
        return float(p.logical_cps)
    return float(sharing.cp.pool.lpar(p.name).available)


def _cp_ratio(r: ResolvedScenario, p: ResolvedPartition) -> float:
    if not p.elsewhere or r.machine is None:
        return 1.0  # the plan's machine: its engines
    try:
        other = r.machine_table.parse(p.machine)
        return capacity_ratio(r.machine, r.hardware["cps"], other, max(p.logical_cps, 1),
                              r.assumptions["lspr_category"], "cp")
    except MachineError:
        return 1.0  # the partition's machine has its own error, which stops the plan


def split_by_free_capacity(r: ResolvedScenario) -> None:
    """Each workload whose routes say "free": shares that even out the routed groups' LPARs' utilisation of the CPs
    they can get (water filling: the routed work goes first to the LPAR with the most room, until its busy reaches
    the next one's, and so on), its groups in one LPAR sharing that LPAR's part by their regions. CICSPlex SM's queue
    algorithm sends each request to the target region with the fewest queued tasks, which in steady state evens out
    the targets' load: an approximation of it, not its exact weights (assumptions' argument). The room is each LPAR's
    CPs it can get less its stated busy (the plan's LPAR: its existing busy); the work is the workload's application
    CPU at its rate. This is the first split: ``refine_free_split`` splits again once the calculation has put the
    plan's work on each LPAR."""
    free_rows = sorted({route.row for route in r.routes if route.free})
    if not free_rows:
        return
    hosts = {p.name.upper(): p for p in hosting_lpars(r)}
    routes = list(r.routes)
    for row in free_rows:
        mine = [k for k, route in enumerate(routes) if route.row == row]
        lpars = [(r.group_lpars[routes[k].group] or "").upper() for k in mine]
        room = {lpar: _room(r, hosts.get(lpar)) for lpar in dict.fromkeys(lpars)}
        work = float(r.tps[row]) * float(r.app_gcp_ms[row] + r.app_ziip_ms[row]) / 1000.0 if r.n else 0.0
        by_lpar = even_out(list(room.values()), work)
        regions = {lpar: sum(r.groups[routes[k].group][1] for k, key in zip(mine, lpars, strict=True) if key == lpar)
                   for lpar in room}
        for k, lpar in zip(mine, lpars, strict=True):
            share = by_lpar[list(room).index(lpar)] * r.groups[routes[k].group][1] / regions[lpar]
            routes[k] = dataclasses.replace(routes[k], share=share)
    r.routes = routes


def refine_free_split(r: ResolvedScenario, env: dict[str, np.ndarray], links: LinkLeaves,
                      sharing: Any = None) -> float | None:
    """The "free" split again, with everything the plan puts on each LPAR counted (``env``: the calculation at the
    first split): each LPAR's load is its stated busy plus the plan's work there (its own workloads' CPU, the fixed
    CPU of its address spaces, the links' TOR sides at the first split) less the free routes' parts, and a
    transaction routed to a group costs its LPAR the application's CPU and the link's AOR side (general CPs, the
    eligible part as it spills, over the workload's coverage, in that LPAR's engines). Water filling on each LPAR's
    room in transactions (CPs it can get / CPU per transaction there), the free workloads one after another, each
    adding its split to the loads. What each LPAR can get is PR/SM's ``sharing`` (the plan's work in the LPARs
    included; the stated busy's when None). Returns the largest change of a share, None when the plan has no free
    routes (nothing to refine)."""
    free_rows = sorted({route.row for route in r.routes if route.free})
    if not free_rows or not r.n:
        return None
    sharing = sharing if sharing is not None else r.sharing
    hosts = hosting_lpars(r)
    slot_of_group = group_slots(r)
    ratio = np.concatenate([[1.0], np.ravel(env["lpar_cp_ratio"])])
    coverage = np.ravel(env["coverage"])
    spill, to_cp = float(env["spill_share"]), float(env["ziip_cp_ratio"])
    no_ziips = np.concatenate([[float(r.hardware["ziips"]) <= 0], np.ravel(env["lpar_logical_ziips"]) <= 0])
    rooms = [_room(r, None, sharing)] + [_room(r, p, sharing) for p in hosts]
    capacity = np.array([c for c, _ in rooms])
    load = np.array([b for _, b in rooms]) + np.concatenate([[float(env["gcp_lpar_engines"])],
                                                             np.ravel(env["lpar_gcp_engines"])])

    def per_tran(k: int, slot: int) -> float:
        """CPs' worth (ms of the slot's engines) of one transaction of route k in the LPAR ``slot``."""
        route = r.routes[k]
        gcp = float(env["app_ms"][route.row].sum() + links.aor_ms[k].sum())
        eligible = float(env["app_eligible_ms"][route.row].sum() + links.aor_eligible_ms[k].sum())
        on_cp = spill * to_cp + ((1.0 - spill) if no_ziips[slot] else 0.0)
        return (gcp + eligible * on_cp) / coverage[route.row] * ratio[slot]

    routes = list(r.routes)
    mine_of = {row: [k for k, route in enumerate(routes) if route.row == row] for row in free_rows}
    for row in free_rows:  # the first split's parts leave the loads
        tps = float(env["tps"][row, 0])
        for k in mine_of[row]:
            slot = int(slot_of_group[routes[k].group])
            load[slot] -= tps * routes[k].share * per_tran(k, slot) / 1000.0
    for row in free_rows:
        tps = float(env["tps"][row, 0])
        mine = mine_of[row]
        slots = list(dict.fromkeys(int(slot_of_group[routes[k].group]) for k in mine))
        regions = {s: sum(r.groups[routes[k].group][1] for k in mine if slot_of_group[routes[k].group] == s)
                   for s in slots}
        # an LPAR's transaction cost: its groups' routes by their regions (as they share its part)
        cost = {s: sum(per_tran(k, s) * r.groups[routes[k].group][1] for k in mine
                       if slot_of_group[routes[k].group] == s) / regions[s] for s in slots}
        if tps <= 0 or any(c <= 0 for c in cost.values()):
            continue  # no CPU to place: the first split (by the CPs free) stands
        split = even_out([(capacity[s] / cost[s] * 1000.0, max(load[s], 0.0) / cost[s] * 1000.0) for s in slots],
                         tps)
        for s, part in zip(slots, split, strict=True):
            load[s] += tps * part * cost[s] / 1000.0
        for k in mine:
            s = int(slot_of_group[routes[k].group])
            routes[k] = dataclasses.replace(routes[k], share=split[slots.index(s)] * r.groups[routes[k].group][1]
                                            / regions[s])
    change = max(abs(new.share - old.share) for new, old in zip(routes, r.routes, strict=True))
    r.routes = routes
    return change


def _room(r: ResolvedScenario, p: ResolvedPartition | None, sharing: Any = None) -> tuple[float, float]:
    """(CPs the LPAR can get under ``sharing``, the stated busy's PR/SM when None; CPs' worth of load already
    there)."""
    sharing = sharing if sharing is not None else r.sharing
    if p is None:  # the plan's LPAR
        cps = float(r.hardware["cps"])
        available = cps if sharing is None else min(cps, sharing.cp.own.available)
        return available, float(r.hardware.get("existing_cp_busy_pct") or 0.0) / 100.0 * cps
    return _available(r, p, sharing), p.busy_pct / 100.0 * p.logical_cps


def even_out(rooms: list[tuple[float, float]], work: float) -> list[float]:
    """Shares (adding to 1) of ``work`` CPs over LPARs given as (CPs they can get, load there), that bring their
    utilisation (load + part) / CPs to one level where they can (water filling); an LPAR already above the level
    gets none. Without work, or no CPs anywhere, the shares follow the free CPs (or are equal)."""
    capacity = [max(c, 0.0) for c, _ in rooms]
    load = [max(b, 0.0) for _, b in rooms]
    count = len(rooms)
    if work <= 0 or sum(capacity) <= 0:
        free = [max(c - b, 0.0) for c, b in zip(capacity, load, strict=True)]
        total = sum(free)
        return [f / total for f in free] if total > 0 else [1.0 / count] * count
    usable = [i for i in range(count) if capacity[i] > 0]
    # the level u where Σ max(0, u C - B) = work: raise it past each LPAR's own utilisation in turn
    order = sorted(usable, key=lambda i: load[i] / capacity[i])
    level = 0.0
    for n in range(1, len(order) + 1):
        group = order[:n]
        level = (work + sum(load[i] for i in group)) / sum(capacity[i] for i in group)
        if n == len(order) or level <= load[order[n]] / capacity[order[n]]:
            break
    parts = [max(0.0, level * capacity[i] - load[i]) if capacity[i] > 0 else 0.0 for i in range(count)]
    total = sum(parts)
    return [p / total for p in parts]


def hosts_on_machine(r: ResolvedScenario) -> bool:
    """Region groups of the plan run in other LPARs of the plan's machine: PR/SM shares it with the plan's work in
    them, so what each LPAR gets depends on the plan's rates."""
    return r.sharing is not None and any(not p.elsewhere for p in hosting_lpars(r))


def prsm_with_plan_work(r: ResolvedScenario, lpar_gcp_engines: np.ndarray) -> Any:
    """PR/SM with each hosting LPAR of the plan's machine asking for its stated busy plus ``lpar_gcp_engines``, the
    plan's work there (per hosting LPAR, in its engines); None when nothing changes (no hosting LPAR on the plan's
    machine). Reads the partitions at their stated busy, so it gives PR/SM at any rate of the plan's."""
    if not hosts_on_machine(r):
        return None
    hosts = hosting_lpars(r)
    engines = {p.name.upper(): float(e) for p, e in zip(hosts, np.ravel(lpar_gcp_engines), strict=True)}
    asking = []
    for p in (p for p in r.partitions if not p.elsewhere):
        work = engines.get(p.name.upper(), 0.0)
        busy = p.busy_pct + (work / p.logical_cps * 100.0 if p.logical_cps > 0 else 0.0)
        asking.append(dataclasses.replace(p, busy_pct=min(100.0, busy)))
    sharing, _ = lpar_sharing(r.hardware, asking, r.machine, r.sharing.msu_per_cp)
    return sharing  # None only if the configuration failed, and it computed at the stated busy already


def available_leaves(r: ResolvedScenario, sharing: Any) -> dict[str, np.ndarray]:
    """The leaves of what each LPAR can get under ``sharing``: the plan's LPAR's CPs and zIIPs (its own logical
    processors when it has the machine to itself) and each hosting LPAR's CPs."""
    cps, ziips = float(r.hardware["cps"]), float(r.hardware["ziips"])
    if sharing is not None:
        cps = min(cps, sharing.cp.own.available)
        if sharing.ziip is not None:
            ziips = min(ziips, sharing.ziip.own.available)
    return {"cp_available_engines": np.array(cps), "ziip_available_engines": np.array(ziips),
            "lpar_available_cps": np.array([_available(r, p, sharing) for p in hosting_lpars(r)], dtype=float)}


def with_plan_work(r: ResolvedScenario, env: dict[str, np.ndarray]) -> bool:
    """PR/SM again, each hosting LPAR of the plan's machine asking for its stated busy plus the plan's work there
    (computed once): the plan's LPAR then gets what is left to it. Updates ``r.sharing`` and the leaves of what each
    LPAR can get; False when nothing changes (no hosting LPAR on the plan's machine)."""
    sharing = prsm_with_plan_work(r, env["lpar_gcp_engines"])
    if sharing is None:
        return False
    r.sharing = sharing
    env["lpar_available_cps"] = available_leaves(r, sharing)["lpar_available_cps"]
    return True
