"""Message shape: what payload size, TLS, XML elements and the QR TCB do to a measured cost.

Every figure here is derived from the catalog's measured costs (by the plan's cost method) and
named assumptions, with a text saying how, so explanations can show it:

* payload: each address space's cost = a per-transaction part + a per-byte part; the split is the
  assumption ``payload_share_<AS>`` stated at 32 KB each way, and a method measured at another
  payload gets its own share from the same line;
* TLS: an HTTPS method's cost = its HTTP twin's cost + TLS per request + TLS per byte (the CICS part split
  by the pooled pair at 32 KB and the CICS TS V3.1 paper's small-message point, moved by LSPR) + a handshake
  part (the rest); the same parts make the TLS add-on of other HTTP-based methods;
* XML: the elements beyond the first cost the per-element difference of the two web-service tables (measured
  basis), or the CICS TS V3.1 estimator moved by LSPR (estimator basis); a method measured with more
  elements has them taken out at the price they were measured at, so both tables cost a message alike;
* QR TCB: the share of each method's CICS CPU (without TLS and XML elements) on the QR TCB, computed from the
  documents' measured QR times where they exist and a named assumption elsewhere; the SO TCB's time per TLS
  transaction from the same TCB statistics.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import ModelCosts
from cicsplan.core.common.records import dataclass
from cicsplan.core.hardware.machines import MachineError, MachineTable, capacity_ratio

REFERENCE_BYTES = 65536  # "32 KB in and 32 KB out", where the payload shares are stated

# The CICS TS V3.1 per-100-elements estimator (the CICS TS V3.1 web services paper, 003_14a8d1e374cbd40c.txt):
# ms at 1-byte and 30-byte tags.
XML_ESTIMATOR = {"in": (0.27, 0.56), "out": (0.18, 0.39)}
XML_ESTIMATOR_MACHINE = ("2084-332", 3)
XML_SOURCE = ("003_14a8d1e374cbd40c.txt", "'Effects of COMMAREA complexity' table")  # (document, where): cite it
# The small-message HTTPS point of the same paper is a share of this reference application's CPU (the RTW web
# service, 10.1 ms on the 2084 LPAR of 3 CPs: models/app_workloads.toml)
TLS_SMALL_MESSAGE_APP = "rtw-ws-v3.1"
TLS_SMALL_MESSAGE_SOURCE = ("003_14a8d1e374cbd40c.txt", "'Using HTTPS'")


def xml_estimator_ms(direction: str, elements: float, tag_bytes: float) -> float:
    """The paper's own arithmetic: (a1 + (a30 - a1) x L / 30) x n / 100, ms on its 2084 LPAR."""
    a1, a30 = XML_ESTIMATOR[direction]
    return (a1 + (a30 - a1) * tag_bytes / 30.0) * elements / 100.0


def payload_share_at(share_32k: float, reference_bytes: float) -> float:
    """The per-byte share of a cost measured at ``reference_bytes`` moved, given the share at 65,536 bytes.

    Cost = F + b x bytes with b x 65536 / (F + b x 65536) = share_32k, so the share at other bytes
    follows: r = b / F = share / ((1 - share) x 65536), share(B) = r B / (1 + r B).
    """
    if share_32k >= 1.0:
        return 1.0
    if share_32k <= 0.0 or reference_bytes <= 0:
        return 0.0
    r = share_32k / ((1.0 - share_32k) * REFERENCE_BYTES)
    return r * reference_bytes / (1.0 + r * reference_bytes)


@dataclass
class ShapeTable:
    spaces: list[str]
    byte_share: np.ndarray  # (M, A)
    eligible_byte_share: np.ndarray  # (M, A): the per-byte share of the zIIP-eligible part
    reference_bytes: np.ndarray  # (M,) in + out at the measurement
    byte_share_notes: dict[tuple[int, int], str]
    tls_handshake_ms: dict[str, np.ndarray]  # mode -> (A,) reference ms per transaction
    tls_request_ms: np.ndarray  # (A,) TLS per request (pooled connection, no handshake)
    tls_encrypt_ms_per_byte: np.ndarray  # (A,)
    tls_note: str
    own_tls_fixed_ms: np.ndarray  # (M, A) the TLS an HTTPS method's cost holds apart from its per-byte part
    has_own_tls: np.ndarray  # (M,) the method's measured cost holds TLS (an HTTPS method)
    xml_in_ms: np.ndarray  # (A,) reference ms per extra inbound element at the reference tag length
    xml_out_ms: np.ndarray
    xml_in_eligible_ms: np.ndarray
    xml_out_eligible_ms: np.ndarray
    xml_note: str
    xml_reference_elements: np.ndarray  # (M, 2) in, out; 0 for methods without XML
    xml_base_elements: np.ndarray  # (2,) in, out of the fewest-element table: elements beyond these cost extra
    xml_embedded_ms: np.ndarray  # (M, A) parsing of the elements beyond the base a method's measured cost holds
    xml_embedded_eligible_ms: np.ndarray
    qr_share: np.ndarray  # (M,) share of the method's own CICS CPU (no TLS, no XML elements) on QR; nan: unknown
    qr_dispatch_ratio: np.ndarray  # (M,) measured dispatched / CPU of the QR TCB; nan: the assumption
    qr_basis: dict[str, str]  # model id -> where its QR share comes from
    qr_measured: np.ndarray  # (M,) the share comes from a measurement (not an assumption)
    qr_notes: dict[str, str]  # model id -> the measured QR figures it was computed from
    qr_assumption: list[str]  # (M,) the named assumption the QR share is, "" where measured or from the model file
    so_ms: float  # SO TCB CPU per TLS transaction at so_reference_bytes (measurement hardware); 0: unknown
    so_byte_share: float  # per-byte share the SO time is moved to a payload with (the pooled HTTP flow's CICS)
    so_reference_bytes: float
    so_note: str
    connections_per_tran: np.ndarray  # (M,)
    handshakes_per_tran: np.ndarray  # (M,)
    single_server_tps: np.ndarray  # (M,) nan where not single-server
    notes: dict[str, Any] = field(default_factory=dict)

    def own_tls_ms(self, model: int, moved_bytes: float) -> np.ndarray:
        """(A,) the TLS CPU an HTTPS method's measured cost holds for a message of ``moved_bytes`` (in + out)."""
        if not self.has_own_tls[model]:
            return np.zeros(len(self.spaces))
        return self.own_tls_fixed_ms[model] + self.tls_encrypt_ms_per_byte * moved_bytes


def build_shape(catalog: Catalog, costs: dict[str, ModelCosts], spaces: list[str],
                assumptions: dict[str, Any], machines: MachineTable | None = None) -> ShapeTable:
    """The message-shape figures of every catalog method by the plan's cost method and assumptions; ``machines``
    (the plan's capacity table, default the catalog's) moves the CICS TS V3.1 paper's small-message TLS point."""
    ids = list(catalog.models)
    m_count, a_count = len(ids), len(spaces)
    share_32k = np.array([float(assumptions.get(f"payload_share_{s}", 0.0)) for s in spaces])

    def total(model_id: str) -> np.ndarray:
        out = np.zeros(a_count)
        for space, cost in costs[model_id].by_as.items():
            out[spaces.index(space)] = cost.total_ms
        return out

    def eligible(model_id: str) -> np.ndarray:
        out = np.zeros(a_count)
        for space, cost in costs[model_id].by_as.items():
            out[spaces.index(space)] = cost.eligible_ms
        return out

    reference_bytes = np.array([catalog.get(m).reference.payload_in_bytes + catalog.get(m).reference.payload_out_bytes
                                for m in ids], dtype=float)
    cics = spaces.index("CICS") if "CICS" in spaces else None

    # TLS parts from the measured HTTP/HTTPS pairs (same cost method as the plan)
    pooled = next((m for m in ids if catalog.get(m).shape.tls_mode == "pooled"), None)
    request = np.zeros(a_count)
    encrypt = np.zeros(a_count)
    pooled_tls = np.zeros(a_count)  # pooled HTTPS - HTTP at the pair's payload
    handshake: dict[str, np.ndarray] = {}
    tls_note = "no HTTPS pair in the catalog"
    if pooled is not None:
        base = catalog.get(pooled).shape.tls_base
        pair_bytes = reference_bytes[ids.index(pooled)]
        pooled_tls = np.maximum(total(pooled) - total(base), 0.0)
        encrypt = pooled_tls / pair_bytes
        tls_note = f"TLS per byte = ('{pooled}' - '{base}') / {pair_bytes:,.0f} bytes"
        if cics is not None:
            split = _tls_split(catalog, assumptions, machines or catalog.machines, pooled, float(pooled_tls[cics]),
                               pair_bytes)
            if split is not None:
                request[cics], encrypt[cics], split_note = split
                tls_note = (f"{split_note}; the other address spaces' TLS per byte = ('{pooled}' - '{base}') / "
                            f"{pair_bytes:,.0f} bytes")
        for m in ids:
            shape = catalog.get(m).shape
            if shape.tls_mode and shape.tls_mode != "pooled":
                part = total(m) - total(shape.tls_base) - request - encrypt * reference_bytes[ids.index(m)]
                handshake[shape.tls_mode] = np.maximum(part, 0.0)
        handshake["pooled"] = np.zeros(a_count)

    byte_share = np.zeros((m_count, a_count))
    share_notes: dict[tuple[int, int], str] = {}
    own_tls_fixed = np.zeros((m_count, a_count))
    has_own_tls = np.zeros(m_count, dtype=bool)
    for i, m in enumerate(ids):
        model = catalog.get(m)
        own = np.array([payload_share_at(s, reference_bytes[i]) for s in share_32k])
        if model.shape.tls_base:
            base_index = ids.index(model.shape.tls_base)
            base_cost = total(model.shape.tls_base)
            base_share = np.array([payload_share_at(s, reference_bytes[base_index]) for s in share_32k])
            mine = total(m)
            with np.errstate(divide="ignore", invalid="ignore"):
                composed = np.where(mine > 0, (base_cost * base_share + encrypt * reference_bytes[i]) / mine, 0.0)
            byte_share[i] = np.clip(composed, 0.0, 1.0)
            has_own_tls[i] = True
            own_tls_fixed[i] = handshake.get(model.shape.tls_mode, np.zeros(a_count)) + request
            for a in range(a_count):
                share_notes[(i, a)] = (f"HTTPS composed: ('{model.shape.tls_base}' cost x its per-byte share + "
                                       f"TLS per byte x {reference_bytes[i]:,.0f} bytes) / this method's cost")
        else:
            byte_share[i] = own
            for a in range(a_count):
                share_notes[(i, a)] = (f"assumption 'payload_share_{spaces[a]}' = {share_32k[a]:g} at 65,536 bytes, "
                                       f"moved to this method's {reference_bytes[i]:,.0f} bytes on a fixed + per-byte "
                                       "line")
    eligible_byte_share = byte_share.copy()

    # XML per extra element: measured difference of the two web-service tables
    xml_refs = np.zeros((m_count, 2))
    for i, m in enumerate(ids):
        ref = catalog.get(m).reference
        if ref.xml_elements_in is not None:
            xml_refs[i] = (ref.xml_elements_in, ref.xml_elements_out or 0)
    ws = [m for m in ids if catalog.get(m).is_web_service]
    xml_in = xml_out = xml_in_e = xml_out_e = np.zeros(a_count)
    xml_base = np.zeros(2)
    embedded = np.zeros((m_count, a_count))
    embedded_e = np.zeros((m_count, a_count))
    xml_note = "no pair of web-service tables in the catalog"
    tag_ref = float(assumptions["xml_reference_tag_bytes"])
    if len(ws) >= 2:
        few, many = sorted(ws, key=lambda m: xml_refs[ids.index(m)][0])[:: len(ws) - 1]
        pairs = xml_refs[ids.index(many)][0] - xml_refs[ids.index(few)][0]
        xml_base = xml_refs[ids.index(few)].copy()
        per_pair = (total(many) - total(few)) / pairs
        per_pair_e = (eligible(many) - eligible(few)) / pairs
        est_in, est_out = xml_estimator_ms("in", 1, tag_ref), xml_estimator_ms("out", 1, tag_ref)
        in_share = est_in / (est_in + est_out)
        xml_in, xml_out = per_pair * in_share, per_pair * (1 - in_share)
        xml_in_e, xml_out_e = per_pair_e * in_share, per_pair_e * (1 - in_share)
        xml_note = (f"('{many}' - '{few}') / {pairs:,.0f} extra element pairs, split in/out "
                    f"{in_share:.2f}/{1 - in_share:.2f} by the estimator at {tag_ref:g}-byte tags")
        # A method measured with many elements carries their parsing in its cost, at the tag length it was
        # measured with. Elements are costed by count, so the per-byte scaling applies only to the rest, and
        # the measured elements are taken out at the price they were measured at (calc_inputs): the same
        # message then costs the same whichever of the two web-service tables it starts from.
        for m in ws:
            i = ids.index(m)
            extra_in, extra_out = xml_refs[i] - xml_base
            if extra_in <= 0 and extra_out <= 0:
                continue
            embedded[i] = extra_in * xml_in + extra_out * xml_out
            embedded_e[i] = extra_in * xml_in_e + extra_out * xml_out_e
            mine, mine_e = total(m), eligible(m)
            with np.errstate(divide="ignore", invalid="ignore"):
                rest = np.where(mine > 0, np.clip((mine - embedded[i]) / mine, 0.0, 1.0), 1.0)
                rest_e = np.where(mine_e > 0, np.clip((mine_e - embedded_e[i]) / mine_e, 0.0, 1.0), 1.0)
            byte_share[i] = byte_share[i] * rest
            eligible_byte_share[i] = eligible_byte_share[i] * rest_e
            for a in range(a_count):
                share_notes[(i, a)] += (f"; applied to the cost without the parsing of its {extra_in:,.0f} + "
                                        f"{extra_out:,.0f} extra elements (costed by element count)")

    qr = _qr_shares(catalog, ids, costs, assumptions, float(pooled_tls[cics]) if cics is not None else 0.0)
    so = _so_time(catalog, ids, pooled, share_32k[cics] if cics is not None else 0.0, reference_bytes)
    return ShapeTable(
        spaces=spaces, byte_share=byte_share, eligible_byte_share=eligible_byte_share,
        reference_bytes=reference_bytes, byte_share_notes=share_notes,
        tls_handshake_ms=handshake, tls_request_ms=request, tls_encrypt_ms_per_byte=encrypt, tls_note=tls_note,
        own_tls_fixed_ms=own_tls_fixed, has_own_tls=has_own_tls,
        xml_in_ms=xml_in, xml_out_ms=xml_out, xml_in_eligible_ms=xml_in_e, xml_out_eligible_ms=xml_out_e,
        xml_note=xml_note, xml_reference_elements=xml_refs, xml_base_elements=xml_base,
        xml_embedded_ms=embedded, xml_embedded_eligible_ms=embedded_e,
        qr_share=qr[0], qr_dispatch_ratio=qr[1], qr_basis=qr[2], qr_measured=qr[3], qr_notes=qr[4],
        qr_assumption=qr[5],
        so_ms=so[0], so_byte_share=so[1], so_reference_bytes=so[2], so_note=so[3],
        # the ports limit counts the connections whose TIME_WAIT holds a client port
        connections_per_tran=np.array([catalog.get(m).shape.connections_per_tran
                                       if catalog.get(m).shape.time_wait == "client" else 0.0 for m in ids],
                                      dtype=float),
        handshakes_per_tran=np.array([catalog.get(m).shape.full_handshakes_per_tran for m in ids], dtype=float),
        single_server_tps=np.array([np.nan if catalog.get(m).shape.single_server_tps is None else
                                    catalog.get(m).shape.single_server_tps for m in ids], dtype=float))


def _tls_split(catalog: Catalog, assumptions: dict[str, Any], machines: MachineTable, pooled: str,
               pair_ms: float, pair_bytes: float) -> tuple[float, float, str] | None:
    """(per request, per byte, how) of the TLS CPU in the CICS address space, on the pooled pair's LPAR.

    Two points of TLS cost = a + b x bytes: the pooled pair's difference at its payload (Ways into CICS) and
    the CICS TS V3.1 paper's 'about 3%' of its web service's 10.1 ms at 'about 1K bytes', moved from its 2084
    LPAR by the capacity ratio (cross-release: CICS TS V3.1 on a z990 against CICS TS V4.2 on a z196). None
    when that point cannot be moved with the plan's capacity table (TLS is then per byte only)."""
    app = catalog.app_workloads.get(TLS_SMALL_MESSAGE_APP)
    if app is None:
        return None
    ref = catalog.get(pooled).reference
    category = str(assumptions.get("lspr_category", "AVERAGE"))
    try:
        source = machines.parse(str(app["machine"]))
        target = machines.parse(ref.machine)
        ratio = capacity_ratio(source, float(app["lpar_cps"]), target, float(ref.lpar_cps), category)
    except (MachineError, KeyError, TypeError, ValueError):
        return None
    pct = float(assumptions["tls_small_message_pct"])
    small_bytes = float(assumptions["tls_small_message_bytes"])
    small_ms = pct / 100.0 * float(app["cics_ms"]) * ratio
    per_byte = (pair_ms - small_ms) / (pair_bytes - small_bytes)
    per_request = pair_ms - per_byte * pair_bytes
    bounded = ""
    if per_byte < 0:  # the small message would cost more than the large one: no per-byte part
        per_byte, per_request, bounded = 0.0, pair_ms, "; bounded: the small-message point is above the pair's"
    elif per_request < 0:
        per_byte, per_request, bounded = pair_ms / pair_bytes, 0.0, "; bounded: no per-request part"
    how = (f"CICS TLS = {per_request:.5f} ms per request + {per_byte:.4e} ms per byte (on {ref.machine}), through "
           f"('{pooled}' - its HTTP twin) = {pair_ms:.5f} ms at {pair_bytes:,.0f} bytes and {pct:g}% (assumption "
           f"'TLS on a small message: CPU increase') of {app['cics_ms']} ms at {small_bytes:,.0f} bytes "
           f"({catalog.cite(*TLS_SMALL_MESSAGE_SOURCE)}: {app['machine']}, {app['lpar_cps']} CPs) x LSPR ratio "
           f"{ratio:.4f} = {small_ms:.5f} ms (cross-release: CICS TS V3.1 on a z990 with CICS TS V4.2 on a z196; "
           f"z990 MIPS taken as PCI){bounded}")
    return per_request, per_byte, how


def _qr_shares(catalog: Catalog, ids: list[str], costs: dict[str, ModelCosts], assumptions: dict[str, Any],
               pooled_tls_cics_ms: float) -> tuple[np.ndarray, np.ndarray, dict[str, str], np.ndarray,
                                                   dict[str, str], list[str]]:
    """Per method: (QR share of its own CICS CPU, measured dispatch/CPU ratio or nan, basis texts, measured?,
    measured figures, the named assumption the share is or ""). A measured method's share reproduces its measured
    QR time at the measured payload;
    for an HTTPS method the measurement gives its HTTP twin's share (the TLS part has its own share)."""
    m_count = len(ids)
    share = np.full(m_count, np.nan)
    ratio = np.full(m_count, np.nan)
    measured = np.zeros(m_count, dtype=bool)
    basis: dict[str, str] = {}
    notes: dict[str, str] = {}
    assumed = [""] * m_count
    tls_share = float(assumptions.get("qr_share_tls", 0.0))

    def cics_ms(model_id: str) -> float:
        cost = costs[model_id].by_as.get("CICS")
        return cost.total_ms if cost is not None else 0.0

    for i, m in enumerate(ids):
        model = catalog.get(m)
        if not model.shape.qr_time:
            continue
        extract = model.extracts[model.shape.qr_time]
        cpu, dispatched, tps, interval = _qr_figures(extract)
        qr_ms = cpu / (interval * tps) * 1000.0
        where = model.reference.cite(str(extract["source"]))
        notes[m] = (f"QR TCB CPU {cpu:.3f} s and dispatched {dispatched:.3f} s in {interval:g} s at {tps:,.2f} tps: "
                    f"{qr_ms:.4f} and {dispatched / (interval * tps) * 1000.0:.4f} ms per transaction ({where})")
        if model.shape.tls_base:
            target = model.shape.tls_base
            base_ms = cics_ms(target)
            value = (qr_ms - tls_share * pooled_tls_cics_ms) / base_ms if base_ms > 0 else np.nan
            how = (f"measured: {notes[m]}; less 'TLS share on the QR TCB' {tls_share:g} x its TLS CPU "
                   f"{pooled_tls_cics_ms:.4f} ms = {value:.4f} of '{target}' CICS CPU {base_ms:.4f} ms")
            targets = [i, ids.index(target)]
        else:
            own = cics_ms(m)
            value = qr_ms / own if own > 0 else np.nan
            how = f"measured: {notes[m]} = {value:.4f} of its CICS CPU {own:.4f} ms"
            targets = [i]
        clipped = float(np.clip(value, 0.0, 1.0)) if np.isfinite(value) else np.nan
        if np.isfinite(value) and clipped != value:
            how += f"; kept within 0 to 1: {clipped:g} (a coefficient override or assumption moved it)"
        how += f"; dispatched {dispatched / cpu:.3f} x CPU (measured)"
        for t in targets:
            share[t], ratio[t], measured[t] = clipped, dispatched / cpu, True
            basis[ids[t]] = how if t == i else f"through '{m}': {how}"
    for i, m in enumerate(ids):
        if measured[i]:
            continue
        spec = catalog.get(m).shape.qr_share
        if isinstance(spec, str) and spec in catalog.assumptions:
            share[i] = float(assumptions.get(spec, catalog.assumptions[spec].default))
            assumed[i] = spec
            basis[m] = (f"not measured; assumption '{catalog.assumptions[spec].name}' ({spec}) = {share[i]:g}, "
                        "editable; dispatched = assumption 'QR dispatch time per QR CPU time' x CPU")
        elif isinstance(spec, float):
            share[i] = spec
            basis[m] = f"the model file's QR share {spec:g} (shape.qr_share); dispatched = assumption x CPU"
    for i, m in enumerate(ids):  # HTTPS methods without a measurement take their HTTP twin's share
        base = catalog.get(m).shape.tls_base
        if base and not measured[i] and base in ids and np.isfinite(share[ids.index(base)]):
            b = ids.index(base)
            share[i], ratio[i], measured[i], assumed[i] = share[b], ratio[b], measured[b], assumed[b]
            basis[m] = f"through '{base}' (the same flow without TLS): {basis[base]}"
    for m in ids:
        basis.setdefault(m, "no QR share known: the model gives neither measured QR time nor shape.qr_share")
    return share, ratio, basis, measured, notes, assumed


def _so_time(catalog: Catalog, ids: list[str], pooled: str | None, cics_share_32k: float,
             reference_bytes: np.ndarray) -> tuple[float, float, float, str]:
    """(SO TCB CPU per TLS transaction, per-byte share, at bytes, how): the one SO measurement (pooled HTTPS),
    moved to other payloads like the pooled HTTP flow's CICS cost."""
    model = catalog.get(pooled) if pooled is not None else None
    extract = model.extracts.get(model.shape.qr_time or "", {}) if model is not None else {}
    if "so_cpu_s" not in extract:
        return 0.0, 0.0, 0.0, "no SO TCB measurement in the catalog"
    at_bytes = float(reference_bytes[ids.index(pooled)])
    so_ms = float(extract["so_cpu_s"]) / (float(extract["interval_s"]) * float(extract["at_etr"])) * 1000.0
    share = payload_share_at(cics_share_32k, at_bytes)
    return so_ms, share, at_bytes, (
        f"SO TCB CPU {float(extract['so_cpu_s']):.3f} s in {float(extract['interval_s']):g} s at "
        f"{float(extract['at_etr']):,.2f} tps = {so_ms:.4f} ms per transaction "
        f"({model.reference.cite(str(extract['source']))}), moved to the payload like the pooled HTTP flow's CICS "
        f"cost (per-byte share {share:.3f} at {at_bytes:,.0f} bytes); measured for pooled HTTPS only")


def _qr_figures(extract: dict[str, Any]) -> tuple[float, float, float, float]:
    """(QR CPU s, QR dispatched s, tps, interval s) from a TCB extract of either shape."""
    if "cpu_s" in extract:
        return (float(extract["cpu_s"]), float(extract["dispatched_s"]), float(extract["at_etr"]),
                float(extract["interval_s"]))
    return (float(extract["qr_cpu_s"]), float(extract["qr_dispatched_s"]), float(extract["at_etr"]),
            float(extract["interval_s"]))


def estimator_ratio(machines: MachineTable, reference_machine: str, reference_cps: float, category: str) -> float:
    """ms on the estimator's 2084 LPAR of 3 CPs -> ms on a catalog model's measurement LPAR (LSPR)."""
    source = machines.parse(XML_ESTIMATOR_MACHINE[0])
    target = machines.parse(reference_machine)
    return capacity_ratio(source, XML_ESTIMATOR_MACHINE[1], target, reference_cps, category)
