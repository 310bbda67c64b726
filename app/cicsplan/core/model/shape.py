"""Message shape: what payload size, TLS, XML elements and the QR TCB do to a measured cost.

Every figure here is derived from the catalog's measured costs (by the plan's cost method) and
named assumptions, with a text saying how, so explanations can show it:

* payload: each address space's cost = a per-transaction part + a per-byte part; the split is the
  assumption ``payload_share_<AS>`` stated at 32 KB each way, and a method measured at another
  payload gets its own share from the same line;
* TLS: an HTTPS method's cost = its HTTP twin's cost + encryption (per byte, from the pooled pair)
  + a handshake part (the rest); the same parts make the TLS add-on of other HTTP-based methods;
* XML: extra elements cost the per-element difference of the two web-service tables (measured
  basis), or the CICS TS V3.1 estimator moved by LSPR (estimator basis);
* QR TCB: the documents' measured QR CPU and dispatch times per transaction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import ModelCosts
from cicsplan.core.hardware.machines import MachineTable, capacity_ratio

REFERENCE_BYTES = 65536  # "32 KB in and 32 KB out", where the payload shares are stated

# The CICS TS V3.1 per-100-elements estimator (the CICS TS V3.1 web services paper, 003_14a8d1e374cbd40c.txt):
# ms at 1-byte and 30-byte tags.
XML_ESTIMATOR = {"in": (0.27, 0.56), "out": (0.18, 0.39)}
XML_ESTIMATOR_MACHINE = ("2084-332", 3)
XML_SOURCE = ("003_14a8d1e374cbd40c.txt", "'Effects of COMMAREA complexity' table")  # (document, where): cite it


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
    reference_bytes: np.ndarray  # (M,) in + out at the measurement
    byte_share_notes: dict[tuple[int, int], str]
    tls_handshake_ms: dict[str, np.ndarray]  # mode -> (A,) reference ms per transaction
    tls_encrypt_ms_per_byte: np.ndarray  # (A,)
    tls_note: str
    xml_in_ms: np.ndarray  # (A,) reference ms per extra inbound element at the reference tag length
    xml_out_ms: np.ndarray
    xml_in_eligible_ms: np.ndarray
    xml_out_eligible_ms: np.ndarray
    xml_note: str
    xml_reference_elements: np.ndarray  # (M, 2) in, out; 0 for methods without XML
    qr_cpu_ms: np.ndarray  # (M,) reference ms; nan where not measured
    qr_dispatch_ms: np.ndarray
    qr_notes: dict[str, str]
    connections_per_tran: np.ndarray  # (M,)
    handshakes_per_tran: np.ndarray  # (M,)
    single_server_tps: np.ndarray  # (M,) nan where not single-server
    notes: dict[str, Any] = field(default_factory=dict)


def build_shape(catalog: Catalog, costs: dict[str, ModelCosts], spaces: list[str],
                assumptions: dict[str, Any]) -> ShapeTable:
    ids = list(catalog.models)
    m_count, a_count = len(ids), len(spaces)
    share_32k = np.array([float(assumptions.get(f"payload_share_{s}", 0.0)) for s in spaces])

    def total(model_id: str) -> np.ndarray:
        out = np.zeros(a_count)
        for space, cost in costs[model_id].by_as.items():
            out[spaces.index(space)] = cost.total_ms
        return out

    reference_bytes = np.array([catalog.get(m).reference.payload_in_bytes + catalog.get(m).reference.payload_out_bytes
                                for m in ids], dtype=float)

    # TLS parts from the measured HTTP/HTTPS pairs (same cost method as the plan)
    pooled = next((m for m in ids if catalog.get(m).shape.tls_mode == "pooled"), None)
    encrypt = np.zeros(a_count)
    handshake: dict[str, np.ndarray] = {}
    tls_note = "no HTTPS pair in the catalog"
    if pooled is not None:
        base = catalog.get(pooled).shape.tls_base
        encrypt = np.maximum(total(pooled) - total(base), 0.0) / reference_bytes[ids.index(pooled)]
        tls_note = (f"encryption per byte = ('{pooled}' - '{base}') / {reference_bytes[ids.index(pooled)]:,.0f} bytes")
        for m in ids:
            shape = catalog.get(m).shape
            if shape.tls_mode and shape.tls_mode != "pooled":
                part = total(m) - total(shape.tls_base) - encrypt * reference_bytes[ids.index(m)]
                handshake[shape.tls_mode] = np.maximum(part, 0.0)
        handshake["pooled"] = np.zeros(a_count)

    byte_share = np.zeros((m_count, a_count))
    share_notes: dict[tuple[int, int], str] = {}
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
            for a in range(a_count):
                share_notes[(i, a)] = (f"HTTPS composed: ('{model.shape.tls_base}' cost x its per-byte share + "
                                       f"encryption per byte x {reference_bytes[i]:,.0f} bytes) / this method's cost")
        else:
            byte_share[i] = own
            for a in range(a_count):
                share_notes[(i, a)] = (f"assumption 'payload_share_{spaces[a]}' = {share_32k[a]:g} at 65,536 bytes, "
                                       f"moved to this method's {reference_bytes[i]:,.0f} bytes on a fixed + per-byte "
                                       "line")

    # XML per extra element: measured difference of the two web-service tables
    xml_refs = np.zeros((m_count, 2))
    for i, m in enumerate(ids):
        ref = catalog.get(m).reference
        if ref.xml_elements_in is not None:
            xml_refs[i] = (ref.xml_elements_in, ref.xml_elements_out or 0)
    ws = [m for m in ids if catalog.get(m).reference.xml_elements_in is not None]
    xml_in = xml_out = xml_in_e = xml_out_e = np.zeros(a_count)
    xml_note = "no pair of web-service tables in the catalog"
    tag_ref = float(assumptions["xml_reference_tag_bytes"])
    if len(ws) >= 2:
        few, many = sorted(ws, key=lambda m: xml_refs[ids.index(m)][0])[:: len(ws) - 1]
        pairs = xml_refs[ids.index(many)][0] - xml_refs[ids.index(few)][0]

        def eligible(model_id: str) -> np.ndarray:
            out = np.zeros(a_count)
            for space, cost in costs[model_id].by_as.items():
                out[spaces.index(space)] = cost.eligible_ms
            return out

        per_pair = (total(many) - total(few)) / pairs
        per_pair_e = (eligible(many) - eligible(few)) / pairs
        est_in, est_out = xml_estimator_ms("in", 1, tag_ref), xml_estimator_ms("out", 1, tag_ref)
        in_share = est_in / (est_in + est_out)
        xml_in, xml_out = per_pair * in_share, per_pair * (1 - in_share)
        xml_in_e, xml_out_e = per_pair_e * in_share, per_pair_e * (1 - in_share)
        xml_note = (f"('{many}' - '{few}') / {pairs:,.0f} extra element pairs, split in/out "
                    f"{in_share:.2f}/{1 - in_share:.2f} by the estimator at {tag_ref:g}-byte tags")
        # A method measured with many elements carries their parsing in its cost. Elements are costed by
        # count (above), so the per-byte scaling applies only to the rest: the same message then costs the
        # same whichever of the two web-service tables it starts from.
        for m in ws:
            i = ids.index(m)
            extra_in = xml_refs[i][0] - xml_refs[ids.index(few)][0]
            extra_out = xml_refs[i][1] - xml_refs[ids.index(few)][1]
            if extra_in <= 0 and extra_out <= 0:
                continue
            parsing = extra_in * xml_in + extra_out * xml_out
            mine = total(m)
            with np.errstate(divide="ignore", invalid="ignore"):
                rest = np.where(mine > 0, np.clip((mine - parsing) / mine, 0.0, 1.0), 1.0)
            byte_share[i] = byte_share[i] * rest
            for a in range(a_count):
                share_notes[(i, a)] += (f"; applied to the cost without the parsing of its {extra_in:,.0f} + "
                                        f"{extra_out:,.0f} extra elements (costed by element count)")

    qr_cpu = np.full(m_count, np.nan)
    qr_dispatch = np.full(m_count, np.nan)
    qr_notes: dict[str, str] = {}
    for i, m in enumerate(ids):
        model = catalog.get(m)
        if model.shape.qr_time:
            cpu, dispatched, tps, interval = _qr_figures(model.extracts[model.shape.qr_time])
            qr_cpu[i] = cpu / (interval * tps) * 1000.0
            qr_dispatch[i] = dispatched / (interval * tps) * 1000.0
            source = model.extracts[model.shape.qr_time]["source"]
            qr_notes[m] = (f"QR TCB CPU {cpu:.3f} s and dispatched {dispatched:.3f} s in {interval:g} s at "
                           f"{tps:,.2f} tps: {qr_cpu[i]:.4f} and {qr_dispatch[i]:.4f} ms per transaction "
                           f"({model.reference.cite(source)})")
    return ShapeTable(
        spaces=spaces, byte_share=byte_share, reference_bytes=reference_bytes, byte_share_notes=share_notes,
        tls_handshake_ms=handshake, tls_encrypt_ms_per_byte=encrypt, tls_note=tls_note,
        xml_in_ms=xml_in, xml_out_ms=xml_out, xml_in_eligible_ms=xml_in_e, xml_out_eligible_ms=xml_out_e,
        xml_note=xml_note, xml_reference_elements=xml_refs, qr_cpu_ms=qr_cpu, qr_dispatch_ms=qr_dispatch,
        qr_notes=qr_notes,
        connections_per_tran=np.array([catalog.get(m).shape.connections_per_tran for m in ids], dtype=float),
        handshakes_per_tran=np.array([catalog.get(m).shape.full_handshakes_per_tran for m in ids], dtype=float),
        single_server_tps=np.array([np.nan if catalog.get(m).shape.single_server_tps is None else
                                    catalog.get(m).shape.single_server_tps for m in ids], dtype=float))


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
