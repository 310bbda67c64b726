"""The calculation's inputs: the resolved plan, the coefficients, the hardware speeds and the message shape
turned into the leaves (numpy arrays) and the context that calc.run evaluates."""

from __future__ import annotations

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.model import calc
from cicsplan.core.model.coefficients import CoefficientTable
from cicsplan.core.model.inputs import ResolvedScenario
from cicsplan.core.model.shape import ShapeTable, estimator_ratio, xml_estimator_ms
from cicsplan.core.model.speeds import RELEASE_FACTORS, app_reference_ms, machine_ratio, speed_ratios


def _message_leaves(r: ResolvedScenario, catalog: Catalog, shape: ShapeTable, model: np.ndarray, all_valid: np.ndarray,
                    has_model: np.ndarray, uses: np.ndarray, spaces: list[str]) -> dict[str, np.ndarray]:
    """Payload, TLS, XML, application and single-server inputs of the calculation, per workload."""
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
            tls[i] = shape.tls_handshake_ms.get(mode, np.zeros(a_count)) + shape.tls_encrypt_ms_per_byte * moved[i]
            handshakes[i] += 1.0 if mode == "full" else 0.0
    tls = np.where(uses, tls, 0.0)

    refs = shape.xml_reference_elements[model] if n else np.zeros((0, 2))
    is_ws = refs[:, 0] > 0 if n else np.zeros(0, dtype=bool)
    extra_in = np.where(is_ws & valid, r.xml_in - refs[:, 0], 0.0)
    extra_out = np.where(is_ws & valid, r.xml_out - refs[:, 1], 0.0)
    category = r.assumptions["lspr_category"]
    tag = r.xml_tag_bytes
    tag_ref = float(r.assumptions["xml_reference_tag_bytes"])
    if r.assumptions["xml_basis"] == "estimator":
        xml = np.zeros((n, a_count))
        xml_eligible = np.zeros((n, a_count))
        cics = spaces.index("CICS")
        for i in np.flatnonzero(is_ws & valid):
            ref = catalog.get(r.ingress[i]).reference
            ratio = estimator_ratio(r.machine_table, ref.machine, ref.lpar_cps, category)
            per_2084 = xml_estimator_ms("in", extra_in[i], tag[i]) + xml_estimator_ms("out", extra_out[i], tag[i])
            xml[i, cics] = per_2084 * ratio
    else:
        # the estimator's arithmetic is element-wise: one pass over the whole tag column
        f_in = xml_estimator_ms("in", 1, np.asarray(tag, dtype=float)) / xml_estimator_ms("in", 1, tag_ref)
        f_out = xml_estimator_ms("out", 1, np.asarray(tag, dtype=float)) / xml_estimator_ms("out", 1, tag_ref)
        xml = (extra_in * f_in)[:, None] * shape.xml_in_ms[None, :] + (extra_out * f_out)[:, None] * shape.xml_out_ms
        xml_eligible = ((extra_in * f_in)[:, None] * shape.xml_in_eligible_ms[None, :]
                        + (extra_out * f_out)[:, None] * shape.xml_out_eligible_ms[None, :])

    app = np.zeros((n, a_count))
    cics, omvs = spaces.index("CICS"), spaces.index("OMVS")
    release = RELEASE_FACTORS[r.assumptions["app_release_adjustment"]]
    app[:, cics] = np.where(all_valid, r.app_gcp_ms * release, 0.0)
    moved_app: dict[str, float] = {}  # one LSPR move per reference workload, not per row
    reference_rows = [i for i, key in enumerate(r.app_reference) if key] if any(r.app_reference) else []
    for i in reference_rows:
        key = r.app_reference[i]
        if all_valid[i]:
            if key not in moved_app:
                moved_app[key] = app_reference_ms(r, catalog, key)[0]
            app[i, cics] += moved_app[key]
    if r.uss_overhead.any():
        uss = float(r.assumptions["uss_process_overhead_ms"]) * machine_ratio(
            r, "3906-M04", float(r.assumptions["ref_004_lpar_cps"]))
        rows = r.uss_overhead & all_valid
        app[rows, cics] += uss / 2.0
        app[rows, omvs] += uss / 2.0
    single = shape.single_server_tps[model] if n else np.zeros(0)
    capacity = np.where(np.isfinite(single) & valid, np.nan_to_num(single) * r.servers, 0.0)
    return {
        "bytes_ratio": bytes_ratio[:, None],
        "byte_share": np.where(mask & uses, shape.byte_share[model], 0.0) if n else np.zeros((0, a_count)),
        "tls_ms": tls, "xml_ms": np.where(mask, xml, 0.0), "xml_eligible_ms": np.where(mask, xml_eligible, 0.0),
        "app_ms": app,
        "ref_qr_cpu_ms": (np.where(valid, np.nan_to_num(shape.qr_cpu_ms[model]), 0.0) if n else np.zeros(0))[:, None],
        "ref_qr_dispatch_ms": (np.where(valid, np.nan_to_num(shape.qr_dispatch_ms[model]), 0.0)
                               if n else np.zeros(0))[:, None],
        "app_qr_ms": np.where(all_valid, r.app_qr_ms * release, 0.0)[:, None],
        "handshakes_per_tran": np.where(valid, handshakes, 0.0)[:, None],
        "connections_per_tran": (np.where(valid, shape.connections_per_tran[model], 0.0)
                                 if n else np.zeros(0))[:, None],
        "server_capacity_tps": capacity[:, None],
    }


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
        "cps": np.array(float(hw["cps"])),
        "ziip_capacity_engines": np.array(float(ziip_capacity)),
        "existing_cp_busy_pct": np.array(float(hw["existing_cp_busy_pct"] or 0.0)),
        "existing_ziip_busy_pct": np.array(float(hw["existing_ziip_busy_pct"] or 0.0)),
        "as_coverage": np.array(float(assumptions["as_coverage"])),
        "spill_base": np.array(float(assumptions["ziip_spill_base"])),
        "spill_coeff": np.array(float(assumptions["ziip_spill_coeff"])),
        "qr_cpu_ceiling_pct": np.array(float(assumptions["qr_cpu_ceiling_pct"])),
        "qr_dispatch_ceiling_pct": np.array(float(assumptions["qr_dispatch_ceiling_pct"])),
        "qr_dispatch_per_cpu": np.array(float(assumptions["qr_dispatch_per_cpu"])),
        "card_ms": np.array(float(assumptions["crypto_handshake_card_ms"])),
        "coprocessors": np.array(float(hw["crypto_coprocessors"])),
        "existing_card_busy_pct": np.array(float(hw["existing_card_busy_pct"])),
        "port_capacity_per_s": np.array(float(hw["client_stacks"]) * float(assumptions["client_ephemeral_ports"])
                                        / float(assumptions["client_time_wait_s"])),
        "group_regions": np.array([regions for _, regions in r.groups], dtype=float),
    }
    env.update(_message_leaves(r, catalog, shape, model, valid, has_model, uses, spaces))
    # the application's own CPU lands in CICS (and OMVS for USS overhead) even where the ingress has none
    uses = uses | ((env["app_ms"] > 0) & mask) if n else uses
    # Instances: one per LPAR for shared address spaces, one per region group for region-scoped ones.
    groups = len(r.groups)
    space_is_region = np.array([catalog.address_spaces[s].scope == "region" for s in spaces])
    widths = np.where(space_is_region, groups, 1)
    region_offset = np.cumsum(widths) - widths
    instance = region_offset[None, :] + np.where(space_is_region[None, :], r.group_index[:, None], 0)
    count = int(widths.sum()) if a_count else 0
    multiplier = np.ones(count)
    instance_space = np.zeros(count, dtype=np.int64)
    for a in range(a_count):
        instance_space[region_offset[a]:region_offset[a] + widths[a]] = a
        if space_is_region[a]:
            multiplier[region_offset[a]:region_offset[a] + groups] = [regions for _, regions in r.groups]
    cp_ratio = np.ones(count)
    ziip_ratio = np.ones(count)
    if n and uses.any():
        # an idle instance's fixed CPU moves at the speed ratio of (one of) its users
        rows, cols = np.nonzero(uses)
        cp_ratio[instance[rows, cols]] = env["cp_speed_ratio"][rows, 0]
        ziip_ratio[instance[rows, cols]] = env["ziip_speed_ratio"][rows, 0]
    given = hw["existing_cp_busy_pct"]
    ctx = calc.Context(instance=instance.astype(np.int64), instance_count=count, instance_multiplier=multiplier,
                       uses=uses, valid=valid,
                       extra={"instance_space": instance_space, "instance_is_region": space_is_region[instance_space],
                              "instance_cp_ratio": cp_ratio, "instance_ziip_ratio": ziip_ratio,
                              "honor_priority": bool(hw["ziip_honor_priority"]),
                              "group_index": r.group_index,
                              "exclude_shared_fixed": given is not None and given > 0})
    return env, ctx
