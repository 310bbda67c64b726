"""The values line of a routed workload's waits (issue 28): its CP wait when parts of it run in other LPARs, and its
QR TCB wait when its application runs in its routes' region groups. The response step computes them part by part
(calc._cp_wait_by_lpar, calc._route_qr_wait); here each part is written out with its values, from the engine's own
figures and the routes it resolved, and the sum is checked to give the engine's figure before it is shown."""

from __future__ import annotations

import math

import numpy as np

from cicsplan.core.model.calc import link_qr_ms
from cicsplan.core.model.lpar_work import hosting_lpars
from cicsplan.core.model.queueing import wait_per_service
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.plan import expr

CP_FORMULA = ("cp_wait_ms = Σ over the LPARs it runs in of its general-CP ms there × that LPAR's wait per ms "
              "(the plan's LPAR: cp_wait_per_ms; another: Erlang C on its logical CPs at its busy and the share "
              "PR/SM does not give it)")
QR_FORMULA = ("qr_wait_ms = (qr_dispatch_ms − app QR dispatch × the shares routed away + the links' send and "
              "receive) × its group's group_qr_wait_per_ms + Σ over the routes away of (app QR dispatch + the "
              "link's mirror) × share × that group's group_qr_wait_per_ms (QR dispatch = QR ms × "
              "qr_dispatch_per_cpu)")


def _fmt(value: float) -> str:
    return expr.format_number(value, 5)


def _scalar(result: ScenarioResult, key: str) -> float:
    return float(np.ravel(np.asarray(result.env[key], dtype=float))[0])


def cp_wait_values(result: ScenarioResult, workload: int) -> tuple[str, str] | None:
    """(formula, values) of the CP wait of a workload with parts in other LPARs; None when it has none or the parts
    do not give the engine's figure."""
    ctx, env = result.ctx, result.env
    work = ctx.extra.get("lpar_work")
    if work is None or work[1].shape[0] < 2:
        return None
    row_slot, moved_gcp, moved_eligible = work
    spill = _scalar(result, "spill_share") * _scalar(result, "ziip_cp_ratio")
    moved = (moved_gcp[:, workload] + moved_eligible[:, workload] * spill).sum(axis=-1)  # (slots,)
    if not moved.any() and int(row_slot[workload]) == 0:
        return None  # all of it in the plan's LPAR: the plain formula says it
    gcp = float(result.value("wl_gcp_ms", workload, None))
    parts = moved.copy()
    parts[int(row_slot[workload])] += gcp - moved.sum()
    names = [result.resolved.sharing.name if result.resolved.sharing is not None else "the plan's LPAR"]
    names += [p.name for p in hosting_lpars(result.resolved)]
    terms, total = [], 0.0
    for slot, part in enumerate(parts):
        if part <= 0:
            continue
        if slot == 0:
            factor = _scalar(result, "cp_wait_per_ms")
            how = "cp_wait_per_ms"
        else:
            logical = float(np.ravel(env["lpar_logical_cps"])[slot - 1])
            available = float(np.ravel(env["lpar_available_cps"])[slot - 1])
            taken = max((logical - available) / logical * 100.0, 0.0) if logical > 0 else 0.0
            busy = (float(np.ravel(env["lpar_busy_pct"])[slot - 1]) + taken) / 100.0
            factor = float(wait_per_service(max(round(logical), 1), np.array([busy]))[0])
            how = f"Erlang C, c = {logical:g}, u = {_fmt(busy)}"
        total += part * factor
        terms.append(f"{_fmt(part)} × {_fmt(factor)} ({names[slot]}: {how})")
    value = float(result.value("cp_wait_ms", workload, None))
    if not _agrees(total, value):
        return None
    return CP_FORMULA, " + ".join(terms)


def qr_wait_values(result: ScenarioResult, workload: int) -> tuple[str, str] | None:
    """(formula, values) of the QR TCB wait of a workload routed to other region groups; None when it is not routed
    away or the parts do not give the engine's figure."""
    r, env = result.resolved, result.env
    own = int(r.group_index[workload])
    away = [k for k, route in enumerate(r.routes) if route.row == workload and route.group != own]
    if not away:
        return None
    aor_qr, tor_qr = (np.ravel(ms) for ms in link_qr_ms(result.ctx))  # as the engine took them
    factors = np.ravel(env["group_qr_wait_per_ms"])
    per_cpu = _scalar(result, "qr_dispatch_per_cpu")
    app = float(result.value("app_qr_ms", workload, None)) * per_cpu
    qr_ms = float(result.value("qr_dispatch_ms", workload, None))
    shares = sum(r.routes[k].share for k in away)
    sends = sum(r.routes[k].share * tor_qr[k] for k in away) * per_cpu  # the TOR's send and receive per request
    home = qr_ms - app * shares + sends
    link = f" + {_fmt(sends)}" if sends else ""
    terms = [f"({_fmt(qr_ms)} − {_fmt(app)} × {_fmt(shares)}{link}) × {_fmt(float(factors[own]))} "
             f"({r.groups[own][0]})"] if home > 0 else []
    total = home * float(factors[own]) if home > 0 else 0.0
    for k in away:
        route = r.routes[k]
        mirror = aor_qr[k] * per_cpu
        part = (app + mirror) * route.share
        if part > 0:
            total += part * float(factors[route.group])
            what = f"({_fmt(app)} + {_fmt(mirror)})" if mirror else _fmt(app)
            terms.append(f"{what} × {_fmt(route.share)} × {_fmt(float(factors[route.group]))} "
                         f"({r.groups[route.group][0]})")
    value = float(result.value("qr_wait_ms", workload, None))
    if not terms or not _agrees(total, value):
        return None
    return QR_FORMULA, " + ".join(terms)


def _agrees(got: float, value: float) -> bool:
    return math.isclose(got, value, rel_tol=1e-9, abs_tol=1e-12) or (math.isinf(got) and math.isinf(value))
