"""The calculation's inputs: the resolved plan, the coefficients, the hardware speeds and the message shape
turned into the leaves (numpy arrays) and the context that calc.run evaluates."""

from __future__ import annotations

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model import calc
from cicsplan.core.model.coefficients import CoefficientTable
from cicsplan.core.model.inputs import ResolvedScenario
from cicsplan.core.model.lpar_work import available_leaves, group_slots, hosting_lpars, lpar_leaves, lpar_work
from cicsplan.core.model.routing import LinkLeaves, link_leaves
from cicsplan.core.model.shape import ShapeTable, estimator_ratio, xml_estimator_ms
from cicsplan.core.model.speeds import RELEASE_FACTORS, app_reference_ms, machine_ratio, speed_ratios

# The calculation's leaves that are named assumptions, each with the assumption(s) it is read from: the engine
# builds them from this table, explanations cite it and the limits name what they rest on through it.
ASSUMPTION_LEAVES: dict[str, tuple[str, ...]] = {
    "as_coverage": ("as_coverage",), "spill_base": ("ziip_spill_base",), "spill_coeff": ("ziip_spill_coeff",),
    "qr_cpu_ceiling_pct": ("qr_cpu_ceiling_pct",), "qr_dispatch_ceiling_pct": ("qr_dispatch_ceiling_pct",),
    "qr_dispatch_per_cpu": ("qr_dispatch_per_cpu",), "maxssltcbs": ("maxssltcbs",),
    "s8_hold_ms": ("s8_hold_ms_per_tran",), "so_busy_ceiling_pct": ("so_busy_ceiling_pct",),
    "card_ms": ("crypto_handshake_card_ms",), "importance_share": ("response_importance_share",),
    "port_capacity_per_s": ("client_ephemeral_ports", "client_time_wait_s"),  # x hardware client_stacks
}


def _message_leaves(r: ResolvedScenario, catalog: Catalog, shape: ShapeTable, model: np.ndarray, all_valid: np.ndarray,
                    has_model: np.ndarray, uses: np.ndarray, spaces: list[str],
                    marginal_ms: np.ndarray) -> dict[str, np.ndarray]:
    """Payload, TLS, XML, QR/SO TCB, application and single-server inputs of the calculation, per workload."""
    n, a_count = len(all_valid), len(spaces)
    valid = all_valid & has_model  # what comes from an ingress method; the application part uses all_valid
    mask = valid[:, None]
    moved = r.payload_in_bytes + r.payload_out_bytes
    ref_bytes = shape.reference_bytes[model] if n else np.zeros(0)
    with np.errstate(divide="ignore", invalid="ignore"):
        bytes_ratio = np.where(valid & (ref_bytes > 0), moved / ref_bytes, 1.0)
    tls = np.zeros((n, a_count))
    handshakes = shape.handshakes_per_tran[model].copy() if n else np.zeros(0)
    tls_rows = [i for i, mode in enumerate(r.tls_mode) if mode] if any(r.tls_mode) else []  # most rows: none
    for i in tls_rows:
        mode = r.tls_mode[i]
        if valid[i]:
            tls[i] = (shape.tls_handshake_ms.get(mode, np.zeros(a_count)) + shape.tls_request_ms
                      + shape.tls_encrypt_ms_per_byte * moved[i])
            handshakes[i] += 1.0 if mode == "full" else 0.0
    tls = np.where(uses, tls, 0.0)

    refs = shape.xml_reference_elements[model] if n else np.zeros((0, 2))
    is_ws = refs[:, 0] > 0 if n else np.zeros(0, dtype=bool)
    # elements beyond the fewest-element table's cost extra at the user's tag length; a table measured with more
    # has them taken out at the price they were measured at (its reference tag), so both tables agree
    base_in, base_out = shape.xml_base_elements
    extra_in = np.where(is_ws & valid, r.xml_in - base_in, 0.0)
    extra_out = np.where(is_ws & valid, r.xml_out - base_out, 0.0)
    embedded = np.where(mask, shape.xml_embedded_ms[model], 0.0) if n else np.zeros((0, a_count))
    embedded_e = np.where(mask, shape.xml_embedded_eligible_ms[model], 0.0) if n else np.zeros((0, a_count))
    category = r.assumptions["lspr_category"]
    tag = r.xml_tag_bytes
    tag_ref = float(r.assumptions["xml_reference_tag_bytes"])
    if r.assumptions["xml_basis"] == "estimator":
        xml = -embedded
        xml_eligible = -embedded_e
        cics = spaces.index("CICS")
        for i in np.flatnonzero(is_ws & valid):
            ref = catalog.get(r.ingress[i]).reference
            ratio = estimator_ratio(r.machine_table, ref.machine, ref.lpar_cps, category)
            per_2084 = xml_estimator_ms("in", extra_in[i], tag[i]) + xml_estimator_ms("out", extra_out[i], tag[i])
            xml[i, cics] += per_2084 * ratio
    else:
        # the estimator's arithmetic is element-wise: one pass over the whole tag column
        f_in = xml_estimator_ms("in", 1, np.asarray(tag, dtype=float)) / xml_estimator_ms("in", 1, tag_ref)
        f_out = xml_estimator_ms("out", 1, np.asarray(tag, dtype=float)) / xml_estimator_ms("out", 1, tag_ref)
        xml = ((extra_in * f_in)[:, None] * shape.xml_in_ms[None, :]
               + (extra_out * f_out)[:, None] * shape.xml_out_ms[None, :] - embedded)
        xml_eligible = ((extra_in * f_in)[:, None] * shape.xml_in_eligible_ms[None, :]
                        + (extra_out * f_out)[:, None] * shape.xml_out_eligible_ms[None, :] - embedded_e)

    app = np.zeros((n, a_count))
    app_eligible = np.zeros((n, a_count))
    cics, omvs = spaces.index("CICS"), spaces.index("OMVS")
    release = RELEASE_FACTORS[r.assumptions["app_release_adjustment"]]
    # typed application CPU moves from the machine it was measured on (the scenario's own by default)
    cp_move = r.app_cp_ratio if len(r.app_cp_ratio) == n else np.ones(n)
    ziip_move = r.app_ziip_ratio if len(r.app_ziip_ratio) == n else np.ones(n)
    app[:, cics] = np.where(all_valid, r.app_gcp_ms * release * cp_move, 0.0)
    if len(r.app_ziip_ms) == n:
        app_eligible[:, cics] = np.where(all_valid, r.app_ziip_ms * release * ziip_move, 0.0)
    moved_app: dict[str, float] = {}  # one LSPR move per reference workload, not per row
    reference_rows = [i for i, key in enumerate(r.app_reference) if key] if any(r.app_reference) else []
    for i in reference_rows:
        key = r.app_reference[i]
        if all_valid[i]:
            if key not in moved_app:
                moved_app[key] = app_reference_ms(r, catalog, key)[0]
            app[i, cics] += moved_app[key]
    # the application's QR time: typed in ms, or a share of its CPU (typed in, or its reference's documented one)
    app_qr = np.where(all_valid, r.app_qr_ms * release * cp_move, 0.0)
    share = r.app_qr_share.copy() if len(r.app_qr_share) == n else np.full(n, np.nan)
    for i in reference_rows:
        if not np.isfinite(share[i]):
            share[i] = float(catalog.app_workloads[r.app_reference[i]].get("qr_share", np.nan))
    shared = all_valid & np.isfinite(share)
    app_qr = np.where(shared, np.nan_to_num(share) * app[:, cics], app_qr)
    if r.uss_overhead.any():
        uss = float(r.assumptions["uss_process_overhead_ms"]) * machine_ratio(
            r, "3906-M04", float(r.assumptions["ref_004_lpar_cps"]))
        rows = r.uss_overhead & all_valid
        app[rows, cics] += uss / 2.0
        app[rows, omvs] += uss / 2.0
    qr_cpu, qr_dispatch, so, tls_tran = _tcb_leaves(r, shape, model, valid, uses, spaces, marginal_ms, bytes_ratio,
                                                    moved, tls, embedded)
    single = shape.single_server_tps[model] if n else np.zeros(0)
    capacity = np.where(np.isfinite(single) & valid, np.nan_to_num(single) * r.servers, 0.0)
    return {
        "bytes_ratio": bytes_ratio[:, None],
        "byte_share": np.where(mask & uses, shape.byte_share[model], 0.0) if n else np.zeros((0, a_count)),
        "tls_ms": tls, "xml_ms": np.where(mask, xml, 0.0), "xml_eligible_ms": np.where(mask, xml_eligible, 0.0),
        "app_ms": app, "app_eligible_ms": app_eligible,
        "eligible_byte_share": (np.where(mask & uses, shape.eligible_byte_share[model], 0.0) if n
                                else np.zeros((0, a_count))),
        "ref_qr_cpu_ms": qr_cpu[:, None], "ref_qr_dispatch_ms": qr_dispatch[:, None], "ref_so_ms": so[:, None],
        "tls_tran": tls_tran[:, None],
        "app_qr_ms": app_qr[:, None],
        "handshakes_per_tran": np.where(valid, handshakes, 0.0)[:, None],
        "connections_per_tran": (np.where(valid, shape.connections_per_tran[model], 0.0)
                                 if n else np.zeros(0))[:, None],
        "server_capacity_tps": capacity[:, None],
    }


def _tcb_leaves(r: ResolvedScenario, shape: ShapeTable, model: np.ndarray, valid: np.ndarray, uses: np.ndarray,
                spaces: list[str], marginal_ms: np.ndarray, bytes_ratio: np.ndarray, moved: np.ndarray,
                tls: np.ndarray, embedded: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(QR CPU, QR dispatched, SO CPU) ms per transaction on the measurement LPAR, and 1 for a TLS transaction,
    per workload.

    QR CPU = the method's QR share x its CICS CPU without TLS and without the element parsing its table holds
    (moved to the payload like the CICS address space, so never above it) + the TLS share on QR x its TLS CPU;
    dispatched keeps the measured ratio to CPU (the assumption where none was measured). SO CPU is counted
    for TLS transactions only, moved to the payload like the pooled HTTP flow's CICS cost."""
    n = len(valid)
    if not n or "CICS" not in spaces:
        return np.zeros(n), np.zeros(n), np.zeros(n), np.zeros(n)
    c = spaces.index("CICS")
    share = shape.byte_share[model, c]
    sized = marginal_ms[:, c] * (1.0 - share + share * bytes_ratio)
    own_tls = np.where(shape.has_own_tls[model],
                       shape.own_tls_fixed_ms[model, c] + shape.tls_encrypt_ms_per_byte[c] * moved, 0.0)
    own_tls = np.where(uses[:, c], own_tls, 0.0)
    plain = np.maximum(sized - own_tls - embedded[:, c], 0.0)
    tls_cpu = own_tls + tls[:, c]
    q = shape.qr_share[model]
    known = valid & np.isfinite(q)
    tls_share = float(r.assumptions["qr_share_tls"])
    cpu = np.where(known, np.nan_to_num(q) * plain + tls_share * tls_cpu, 0.0)
    ratio = np.where(np.isfinite(shape.qr_dispatch_ratio[model]), shape.qr_dispatch_ratio[model],
                     float(r.assumptions["qr_dispatch_per_cpu"]))
    with_tls = valid & (shape.has_own_tls[model] | np.array([bool(m) for m in r.tls_mode]))
    so_share = shape.so_byte_share
    so_ratio = moved / shape.so_reference_bytes if shape.so_reference_bytes > 0 else np.ones(n)
    so = np.where(with_tls, shape.so_ms * (1.0 - so_share + so_share * so_ratio), 0.0)
    return cpu, cpu * ratio, so, with_tls.astype(float)


def _coverage_floor(table: CoefficientTable, model: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Per workload, its method's coverage floor (its busiest run's share); 0 for application CPU alone."""
    floor = np.zeros(len(rows))
    if rows.any():
        floor[rows] = table.busiest_cp_share(model[rows])
    return floor


def _ziip_cp_ratio(r: ResolvedScenario) -> float:
    """The plan's zIIP per-engine capacity over its CPs' (above 1 on a sub-capacity setting): a zIIP ms in CP ms."""
    if r.machine is None:
        return 1.0
    category = r.assumptions["lspr_category"]
    try:
        return (r.machine.ziip_capacity(category, r.hardware["cps"])
                / r.machine.cp_capacity(category, r.hardware["cps"]))
    except MachineError:
        return 1.0  # the hardware's error is told by inputs.resolve; nothing is computed on it


def _available(r: ResolvedScenario) -> dict[str, np.ndarray]:
    """The CPs and zIIPs the LPAR can get with the machine's other LPARs at their load (model.lpar); its own logical
    processors when it has the machine to itself."""
    leaves = available_leaves(r, r.sharing)
    return {key: leaves[key] for key in ("cp_available_engines", "ziip_available_engines")}


def _route_leaves(r: ResolvedScenario, links: LinkLeaves, n: int, a_count: int) -> dict[str, np.ndarray]:
    """Per workload: its routes' link CPU per transaction (both sides, by their shares) and latency."""
    link_ms, link_eligible_ms, latency = np.zeros((n, a_count)), np.zeros((n, a_count)), np.zeros(n)
    for k, route in enumerate(r.routes):
        link_ms[route.row] += route.share * (links.aor_ms[k] + links.tor_ms[k])
        link_eligible_ms[route.row] += route.share * (links.aor_eligible_ms[k] + links.tor_eligible_ms[k])
        latency[route.row] += route.share * links.latency_ms[k]
    return {"link_ms": link_ms, "link_eligible_ms": link_eligible_ms, "link_latency_ms": latency[:, None]}


def calculation_inputs(r: ResolvedScenario, table: CoefficientTable, catalog: Catalog,
                       shape: ShapeTable) -> tuple[dict, calc.Context]:
    """The leaves of the calculation (per workload, address space, instance) and its context, for calc.run."""
    n, spaces = r.n, table.spaces
    a_count = len(spaces)
    model = np.where(r.model_index >= 0, r.model_index, 0)
    valid = r.valid & (r.model_index != -1)  # "none" (application CPU only) is valid, an unknown id is not
    has_model = r.model_index >= 0
    mask = (valid & has_model)[:, None]

    def gather(name: str) -> np.ndarray:
        return np.where(mask, table.arrays[name][model], 0.0) if n else np.zeros((0, a_count))

    uses = np.where(mask, table.measured[model], False) if n else np.zeros((0, a_count), dtype=bool)
    cp_by_model, ziip_by_model, _ = speed_ratios(r, catalog)
    hw, assumptions = r.hardware, r.assumptions
    ziip_capacity = hw["ziips"] * (1.0 + float(assumptions["smt2_ziip_benefit"]) if hw["smt2_ziip"] else 1.0)
    env = {
        "tps": np.where(valid, r.tps, 0.0)[:, None],
        "cp_speed_ratio": (cp_by_model[model] if n else np.zeros(0))[:, None],
        "ziip_speed_ratio": (ziip_by_model[model] if n else np.zeros(0))[:, None],
        "marginal_ms": gather("total_ms"),
        "marginal_eligible_ms": gather("eligible_ms"),
        "model_fixed_pct": gather("fixed_pct"),
        "model_eligible_fixed_pct": gather("eligible_fixed_pct"),
        # the coverage floor of each workload's method: its busiest run fitted in its LPAR (0: none, 'none' rows)
        "coverage_floor": _coverage_floor(table, model, valid & has_model)[:, None],
        "cps": np.array(float(hw["cps"])),
        "ziip_capacity_engines": np.array(float(ziip_capacity)),
        "existing_cp_busy_pct": np.array(float(hw["existing_cp_busy_pct"] or 0.0)),
        "existing_ziip_busy_pct": np.array(float(hw["existing_ziip_busy_pct"] or 0.0)),
        "ziip_cp_ratio": np.array(_ziip_cp_ratio(r)),
        "ziip_servers": np.array(float(hw["ziips"])),
        **_available(r),
        "other_latency_ms": (np.where(valid, r.other_latency_ms, 0.0) if len(r.other_latency_ms) == n
                             else np.zeros(n))[:, None],
        "coprocessors": np.array(float(hw["crypto_coprocessors"])),
        "existing_card_busy_pct": np.array(float(hw["existing_card_busy_pct"])),
        **{leaf: np.array(float(assumptions[key])) for leaf, (key, *more) in ASSUMPTION_LEAVES.items() if not more},
        "port_capacity_per_s": np.array(float(hw["client_stacks"]) * float(assumptions["client_ephemeral_ports"])
                                        / float(assumptions["client_time_wait_s"])),
        "group_regions": np.array([regions for _, regions in r.groups], dtype=float),
    }
    env.update(_message_leaves(r, catalog, shape, model, valid, has_model, uses, spaces, env["marginal_ms"]))
    links = link_leaves(r.routes, assumptions, catalog, r.cost_method if r.cost_method == "fitted" else "published",
                        spaces, r.model_ids, shape.byte_share, shape.eligible_byte_share, shape.reference_bytes,
                        cp_by_model, ziip_by_model, shape.qr_share, r.overridden)
    env.update(_route_leaves(r, links, n, a_count))
    env.update(lpar_leaves(r))
    # the application's own CPU lands in CICS (and OMVS for USS overhead) even where the ingress has none; a link's
    # in its address spaces
    in_use = (env["app_ms"] > 0) | (env["app_eligible_ms"] > 0) | (env["link_ms"] > 0) | (env["link_eligible_ms"] > 0)
    uses = uses | (in_use & mask) if n else uses
    # Instances: one per LPAR for shared address spaces (each LPAR hosting region groups runs its own TCP/IP,
    # gateway, channel initiator: a row's are in its TOR's group's LPAR), one per region group for region-scoped ones.
    work = lpar_work(r, env, links, valid)
    row_slot, slots = work[0], work[1].shape[0]
    groups = len(r.groups)
    space_is_region = np.array([catalog.address_spaces[s].scope == "region" for s in spaces])
    widths = np.where(space_is_region, groups, slots)
    region_offset = np.cumsum(widths) - widths
    instance = region_offset[None, :] + np.where(space_is_region[None, :], r.group_index[:, None],
                                                 row_slot[:, None] if n else 0)
    count = int(widths.sum()) if a_count else 0
    multiplier = np.ones(count)
    instance_space = np.zeros(count, dtype=np.int64)
    instance_slot = np.zeros(count, dtype=np.int64)  # the LPAR slot of each instance (0 the plan's)
    group_slot = group_slots(r)
    for a in range(a_count):
        instance_space[region_offset[a]:region_offset[a] + widths[a]] = a
        if space_is_region[a]:
            multiplier[region_offset[a]:region_offset[a] + groups] = [regions for _, regions in r.groups]
            instance_slot[region_offset[a]:region_offset[a] + groups] = group_slot
        else:
            instance_slot[region_offset[a]:region_offset[a] + slots] = np.arange(slots)
    cp_ratio = np.ones(count)
    ziip_ratio = np.ones(count)
    if n and uses.any():
        # an idle instance's fixed CPU moves at the speed ratio of (one of) its users
        rows, cols = np.nonzero(uses)
        cp_ratio[instance[rows, cols]] = env["cp_speed_ratio"][rows, 0]
        ziip_ratio[instance[rows, cols]] = env["ziip_speed_ratio"][rows, 0]
    # the existing load measured on an LPAR already holds its shared address spaces' fixed CPU: the plan's LPAR's
    # existing busy, another hosting LPAR's stated busy
    given = hw["existing_cp_busy_pct"]
    loaded = np.array([given is not None and given > 0] + [p.busy_pct > 0 for p in hosting_lpars(r)])
    exclude = ~space_is_region[instance_space] & loaded[instance_slot]
    ctx = calc.Context(instance=instance.astype(np.int64), instance_count=count, instance_multiplier=multiplier,
                       uses=uses, valid=valid,
                       extra={"instance_space": instance_space, "instance_slot": instance_slot,
                              "instance_cp_ratio": cp_ratio, "instance_ziip_ratio": ziip_ratio,
                              "honor_priority": bool(hw["ziip_honor_priority"]),
                              "group_index": r.group_index,
                              # each route: its workload's row, its group, its share (calc's QR steps read them)
                              "routes": (np.array([route.row for route in r.routes], dtype=np.int64),
                                         np.array([route.group for route in r.routes], dtype=np.int64),
                                         np.array([route.share for route in r.routes], dtype=float)),
                              "route_links": links,
                              # the LPAR of each row, and what its routes send to other LPARs (model.lpar_work)
                              "lpar_work": work,
                              "exclude_fixed": exclude})
    return env, ctx
