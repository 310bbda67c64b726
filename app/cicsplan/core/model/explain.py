"""Explain any computed number: its formula, the formula with the actual values, and where
each input came from. Reads the engine's own steps (calc.STEPS); it computes nothing itself.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cicsplan.core.catalog.catalog import ELIGIBLE_KINDS, TOTAL_KINDS, Column, IngressModel
from cicsplan.core.catalog.costs import AddressSpaceCost, _rows_text
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.model import calc, calc_inputs
from cicsplan.core.model.explain_routed import cp_wait_values, qr_wait_values
from cicsplan.core.model.inputs import Provenance, ResolvedScenario
from cicsplan.core.model.lpar import available_is_computed, available_source
from cicsplan.core.model.lpar_work import hosting_lpars
from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.routing import LINK_LEAVES, link_provenance
from cicsplan.core.model.shape import XML_SOURCE
from cicsplan.core.plan import expr

USS_SOURCE = ("004_dd834a6f07580b26.txt", "'CICS manages release of USS process'")  # (document, where): cite it


@dataclass(frozen=True)
class InputValue:
    key: str
    label: str
    value: float | None
    unit: str
    provenance: Provenance


@dataclass(frozen=True)
class Explanation:
    key: str
    label: str
    unit: str
    value: float | None
    formula: str  # with names
    with_values: str  # with the numbers substituted
    inputs: tuple[InputValue, ...]
    where: str  # which workload / address space
    note: str = ""

    def text(self) -> str:
        lines = [f"{self.label} ({self.where}) = {_fmt(self.value)} {self.unit}".rstrip(),
                 f"  {self.formula}"]
        if self.with_values:
            lines.append(f"  = {self.with_values}")
        if self.note:
            lines.append(f"  {self.note}")
        for item in self.inputs:
            lines.append(f"  {item.key} = {_fmt(item.value)} {item.unit}".rstrip()
                         + f"  [{item.provenance.kind}] {item.provenance.text}")
        return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else expr.format_number(value, 5)


def _second_index(result: ScenarioResult, level: str, workload: int | None, space: int | None) -> int | None:
    """The column a quantity of ``level`` is read at: the address space, or for region-group quantities
    the group of the workload (engine.ScenarioResult.value takes either as its second index)."""
    if level == "group" and workload is not None:
        return int(result.resolved.group_index[workload])
    return space


def explain(result: ScenarioResult, key: str, workload: int | None = None, space: int | None = None) -> Explanation:
    """Explain quantity ``key`` for a workload row and address-space column (as its level needs)."""
    quantity = calc.QUANTITIES[key]
    where = _where(result, quantity.level, workload, space)
    column = _second_index(result, quantity.level, workload, space)
    value = result.value(key, workload, column) if _addressable(quantity.level, workload, column) else None
    step = calc.producer(key)
    if step is None:
        prov = leaf_provenance(result, key, workload, space)
        return Explanation(key, quantity.label, quantity.unit, value, f"{key}: {quantity.description}", "",
                           (), where, note=f"[{prov.kind}] {prov.text}")
    inputs = tuple(_input(result, name, workload, space) for name in step.inputs)
    if isinstance(step, calc.ExprStep):
        formula = f"{key} = {expr.render(step.node)}"
        values = {i.key: i.value for i in inputs}
        with_values = expr.render(step.node, lambda n: _fmt(values.get(n)))
        return Explanation(key, quantity.label, quantity.unit, value, formula, with_values, inputs, where)
    if key in RESPONSE_PARTS or key in ERLANG_PARTS:
        return _response_part(result, key, quantity, value, where, workload, space)
    note = _aggregate_note(result, key, workload, space)
    if key.startswith("wl_") and workload is not None:
        return _workload_sum(result, key, quantity, value, where, workload)
    formula, with_values = step.formula_of(key), ""
    if key in GROUP_SUMS and workload is not None:
        formula, with_values = _group_sum(result, key, value, workload) or (formula, with_values)
    return Explanation(key, quantity.label, quantity.unit, value, formula, with_values, inputs, where, note)


# A region group's figures that are a sum over its own workloads (calc._region_groups): the factors of each term, and
# whether the sum is per region as % of elapsed time (/ regions / 10). Each term is written out when no route adds
# to the group (a route's part is told by the step's own clause).
GROUP_SUMS = {"group_tps": (("tps",), False), "group_qr_cpu_busy_pct": (("tps", "qr_cpu_ms"), True),
              "group_qr_dispatch_busy_pct": (("tps", "qr_dispatch_ms"), True)}
GROUP_TERMS_SHOWN = 12  # a group of hundreds of workloads: the first terms, then the rest as one figure


def _group_sum(result: ScenarioResult, key: str, value: float | None, workload: int) -> tuple[str, str] | None:
    """The group's sum over its workloads, named and with its values; None when it does not give the engine's
    figure (routes into or out of the group add their parts)."""
    r = result.resolved
    group = int(r.group_index[workload])
    members = [w for w in range(len(r.names)) if int(r.group_index[w]) == group and r.valid[w]]
    factors, per_region = GROUP_SUMS[key]
    terms = [[result.value(name, w) for name in factors] for w in members]
    if value is None or any(f is None for term in terms for f in term):
        return None
    products = [float(np.prod(term)) for term in terms]
    regions = float(result.value("group_regions", workload, group))
    if not np.isclose(sum(products) / (regions * 10.0 if per_region else 1.0), value, rtol=1e-9, atol=1e-12):
        return None
    names = [" × ".join(f"{name}['{r.names[w]}']" for name in factors) for w in members]
    values = [" × ".join(_fmt(f) for f in term) for term in terms]
    if len(members) > GROUP_TERMS_SHOWN:
        more = len(members) - GROUP_TERMS_SHOWN
        names = [*names[:GROUP_TERMS_SHOWN], f"the other {counted(more, 'workload')}"]
        values = [*values[:GROUP_TERMS_SHOWN], _fmt(sum(products[GROUP_TERMS_SHOWN:]))]
    body = " + ".join(names) or "0 (no workload of the group was computed)"
    filled = " + ".join(values) or "0"
    if per_region:
        return f"{key} = ({body}) / group_regions / 10", f"({filled}) / {_fmt(regions)} / 10"
    return f"{key} = {body}", filled


# The response step (calc._response) computes its parts together; each part is stated here as its own formula over
# the step's inputs and its sibling parts, so the response time shows its values and each part can be followed.
RESPONSE_PARTS = {
    "response_ms": "response_cpu_ms + cp_wait_ms + ziip_wait_ms + qr_wait_ms + other_latency_ms + link_latency_ms",
    "response_unloaded_ms": "response_cpu_ms + other_latency_ms + link_latency_ms",
    "response_cpu_ms": "wl_total_ms",
    "cp_wait_ms": "wl_gcp_ms * cp_wait_per_ms",
    "ziip_wait_ms": "wl_ziip_ms * ziip_wait_per_ms",
    "qr_wait_ms": "qr_dispatch_ms * group_qr_wait_per_ms",
    "cp_queue_busy_pct": "gcp_busy_pct - existing_cp_busy_pct * (1 - importance_share) "
                         "+ (cps - cp_available_engines) / cps * 100",
    "ziip_queue_busy_pct": "ziip_busy_pct - existing_ziip_busy_pct * (1 - importance_share) "
                           "+ (ziip_servers - ziip_available_engines) / ziip_servers * 100",
    "group_qr_wait_per_ms": "group_qr_dispatch_busy_pct / 100 / (1 - group_qr_dispatch_busy_pct / 100)",
}
# the waits of a workload with parts in other LPARs or region groups, written out part by part
ROUTED_PARTS = {"cp_wait_ms": cp_wait_values, "qr_wait_ms": qr_wait_values}
# Erlang C (M/M/c): the wait per ms of service, from the servers and the busy of the queue they serve
ERLANG_PARTS = {"cp_wait_per_ms": ("cps", "cp_queue_busy_pct"),
                "ziip_wait_per_ms": ("ziip_servers", "ziip_queue_busy_pct")}
ERLANG_FORMULA = ("{key} = C(c, c u) / (c (1 - u)), Erlang C (M/M/c) with c = {servers} (the servers) and u = {busy} "
                  "/ 100 (the busy of the load CICS queues behind: the new work, importance_share of the existing "
                  "load, and the other LPARs' time on its logical processors); C is the chance of waiting")


def _response_part(result: ScenarioResult, key: str, quantity: calc.Quantity, value: float | None, where: str,
                   workload: int | None, space: int | None) -> Explanation:
    """A part of the response time: its formula, with the values of its inputs, each input followable."""
    if key in ERLANG_PARTS:
        servers, busy = ERLANG_PARTS[key]
        inputs = tuple(_input(result, name, workload, space) for name in (servers, busy))
        c, u_pct = (i.value for i in inputs)
        formula = ERLANG_FORMULA.format(key=key, servers=servers, busy=busy)
        with_values = ""
        if c is not None and u_pct is not None and value is not None:
            u = u_pct / 100.0
            with_values = (f"C({_fmt(c)}, {_fmt(c * u)}) / ({_fmt(c)} × (1 - {_fmt(u)})) = "
                           f"{_fmt(value * c * (1 - u))} / {_fmt(c * (1 - u))}" if u < 1 else
                           f"u = {_fmt(u)}: the queue is full, the wait has no bound")
        return Explanation(key, quantity.label, quantity.unit, value, formula, with_values, inputs, where)
    node = expr.parse(RESPONSE_PARTS[key])
    inputs = tuple(_input(result, name, workload, space) for name in _in_order(RESPONSE_PARTS[key]))
    values = {i.key: i.value for i in inputs}
    if not _reproduces(node, values, value):
        # a part of the workload in another LPAR, or routed to other regions: each part with its values, or the
        # step's own clause when the parts cannot be written out
        step = calc.producer(key)
        parts = ROUTED_PARTS[key](result, workload) if key in ROUTED_PARTS and workload is not None else None
        formula, with_values = parts if parts is not None else (step.formula_of(key), "")
        return Explanation(key, quantity.label, quantity.unit, value, formula, with_values,
                           tuple(_input(result, name, workload, space) for name in step.inputs), where)
    return Explanation(key, quantity.label, quantity.unit, value, f"{key} = {expr.render(node)}",
                       expr.render(node, lambda n: _fmt(values.get(n))), inputs, where)


def _reproduces(node: expr.Node, values: dict[str, float | None], value: float | None) -> bool:
    """Whether the formula over the values gives the engine's figure (an infinite wait reproduces an infinite one)."""
    if value is None or any(v is None for v in values.values()):
        return True  # nothing to check against: the formula is shown as it stands
    with np.errstate(all="ignore"):
        got = float(expr.evaluate_array(node, {k: np.float64(v) for k, v in values.items()}))
    return bool(np.isclose(got, value, rtol=1e-9, atol=1e-12) or (np.isinf(got) and np.isinf(value)))


def _in_order(formula: str) -> list[str]:
    """The names of a formula in the order they are written, each once."""
    names = expr.names(expr.parse(formula))
    out: list[str] = []
    for word in formula.replace("(", " ").replace(")", " ").split():
        if word in names and word not in out:
            out.append(word)
    return out


def _workload_sum(result: ScenarioResult, key: str, quantity: calc.Quantity, value: float | None, where: str,
                  workload: int) -> Explanation:
    """A per-workload figure is the sum of its address spaces: show each term."""
    cell = key.removeprefix("wl_")
    # the spaces its method measured, and those its application or link CPU sits in (ingress 'none' measures none)
    used = [a for a in range(len(result.spaces)) if result.ctx.uses[workload, a]
            or result.value(cell, workload, a) not in (None, 0.0)]
    terms = [(result.spaces[a], result.value(cell, workload, a)) for a in used]
    formula = f"{key} = " + (" + ".join(f"{cell}[{name}]" for name, _ in terms)
                             or f"sum of {cell} over its address spaces (none has any)")
    with_values = " + ".join(_fmt(v) for _, v in terms) or "0"
    inputs = tuple(InputValue(f"{cell}[{name}]", calc.QUANTITIES[cell].label, v, calc.QUANTITIES[cell].unit,
                              Provenance("computed", f"{cell} of {name}: follow it for its own formula"))
                   for name, v in terms)
    return Explanation(key, quantity.label, quantity.unit, value, formula, with_values, inputs, where)


def _where(result: ScenarioResult, level: str, workload: int | None, space: int | None) -> str:
    r = result.resolved
    parts = []
    if level in ("cell", "workload") and workload is not None:
        parts.append(f"workload '{r.names[workload]}'")
    if level in ("cell", "space") and space is not None:
        parts.append(f"address space {result.spaces[space]}")
    if level == "group" and workload is not None:
        parts.append(f"region group '{r.region_names[workload]}'")
    if level == "total":
        parts.append(f"scenario '{result.scenario_name}'")
    return ", ".join(parts)


def _input(result: ScenarioResult, name: str, workload: int | None, space: int | None) -> InputValue:
    quantity = calc.QUANTITIES[name]
    level = quantity.level
    column = _second_index(result, level, workload, space)
    value = result.value(name, workload, column) if _addressable(level, workload, column) else None
    if calc.producer(name) is None:
        prov = leaf_provenance(result, name, workload, space)
    else:
        prov = Provenance("computed", f"{quantity.description}; follow it for its own formula")
    return InputValue(name, quantity.label, value, quantity.unit, prov)


def _addressable(level: str, workload: int | None, space: int | None) -> bool:
    if level == "cell":
        return workload is not None and space is not None
    if level == "workload":
        return workload is not None
    if level in ("space", "group"):
        return space is not None
    return True


# Leaves that are one named assumption each; the calculation reads them from the same map, so a new
# assumption leaf cannot lose its source.
ASSUMPTION_LEAVES = {leaf: keys[0] for leaf, keys in calc_inputs.ASSUMPTION_LEAVES.items() if len(keys) == 1}
HARDWARE_LEAVES = {"cps": "cps", "existing_cp_busy_pct": "existing_cp_busy_pct",
                   "existing_ziip_busy_pct": "existing_ziip_busy_pct", "coprocessors": "crypto_coprocessors",
                   "existing_card_busy_pct": "existing_card_busy_pct", "ziip_servers": "ziips"}


def leaf_provenance(result: ScenarioResult, name: str, workload: int | None, space: int | None) -> Provenance:
    """Where an input of the calculation came from."""
    r = result.resolved
    catalog = result.catalog
    if name == "tps":
        return r.provenance.get(("workload", workload, "tps"), Provenance("input", "typed in"))
    if name in ASSUMPTION_LEAVES:
        key = ASSUMPTION_LEAVES[name]
        assumption = catalog.assumptions[key]
        if key in result.plan.assumptions_for(r.scenario):
            return Provenance("override", f"'{assumption.name}' set in this plan (default {assumption.default})")
        return Provenance("assumption", f"'{assumption.name}', default: {assumption.argument}")
    if name in HARDWARE_LEAVES:
        raw = r.scenario.hardware.get(HARDWARE_LEAVES[name])
        if raw is None:
            return Provenance("default", "not given: 0" if name.startswith("existing") else "default")
        if isinstance(raw, str) and raw.strip().startswith("="):
            return Provenance("formula", f"hardware {HARDWARE_LEAVES[name]} {raw}")
        return Provenance("input", f"hardware {HARDWARE_LEAVES[name]}, typed in")
    if name in ("cp_available_engines", "ziip_available_engines"):
        # an input of the calculation, from the plan's hardware and other LPARs through PR/SM's rules
        kind = "CP" if name.startswith("cp") else "zIIP"
        return Provenance("computed" if available_is_computed(r.sharing, kind) else "input",
                          available_source(r.sharing, kind, r.hardware))
    if name == "ziip_capacity_engines":
        hw = r.hardware
        if hw["smt2_ziip"]:
            gain = r.assumptions["smt2_ziip_benefit"]
            return Provenance("assumption", f"{hw['ziips']:g} zIIPs x (1 + SMT-2 gain {gain:g}) (assumption "
                                            "'SMT-2 zIIP capacity gain')")
        return Provenance("input", f"{hw['ziips']:g} zIIPs (SMT-2 off)")
    if name == "other_latency_ms":
        if workload is None:
            return Provenance("computed", "per workload: select one")
        return r.cell_provenance(workload, "other_latency_ms", catalog)
    if name == "coverage_floor":
        if workload is None or r.model_index[workload] < 0:
            return Provenance("computed", "application CPU alone: no measured run bounds its coverage (0)")
        from cicsplan.core.catalog.costs import busiest_run
        from cicsplan.core.model.coefficients import saturation_rule

        model = catalog.get(r.ingress[workload])
        run = busiest_run(model, saturation_rule(r.assumptions))
        return Provenance("measured", f"'{model.id}' {run.table} row {run.row + 1} ({run.etr:,.2f} tps): its address "
                                      f"spaces' general-CP time was {run.cp_share:.1%} of its LPAR's "
                                      f"{model.reference.lpar_cps} CPs (measured, or as the cost methods give it "
                                      f"there, whichever is more); {model.citation}")
    if name == "ziip_cp_ratio":
        if r.machine is None:
            return Provenance("computed", "not available: the machine has an error")
        category, hw = r.assumptions["lspr_category"], r.hardware
        z, c = r.machine.ziip_engine(category, hw["cps"]), r.machine.engine(category, hw["cps"])
        return Provenance("assumption", f"zIIP {z.describe()} over CP {c.describe()}")
    if name == "group_regions":
        if workload is None:
            return Provenance("input", "regions of each region group (Hardware sheet, region groups)")
        group = int(r.group_index[workload])
        group_name, regions = r.groups[group]
        return Provenance("input", f"region group '{group_name}': {counted(regions, 'cloned region')} (Hardware sheet, "
                                   "region groups; 1 when the group is not listed)")
    if name == "port_capacity_per_s":
        a, hw = r.assumptions, r.hardware
        return Provenance("assumption", f"{counted(hw['client_stacks'], 'client stack')} x "
                                        f"{a['client_ephemeral_ports']:,g} ephemeral ports / "
                                        f"{a['client_time_wait_s']:g} s TIME_WAIT (assumptions "
                                        "'client_ephemeral_ports', 'client_time_wait_s'; hardware client_stacks)")
    if name in LINK_LEAVES:
        return link_provenance(r, name, workload, catalog)
    if workload is not None and r.model_index[workload] == -2 and name not in APP_LEAVES:
        return Provenance("input", "ingress 'none': no ingress cost, only the application's CPU")
    if workload is None or r.model_index[workload] == -1:
        return Provenance("computed", "not available for this cell")
    model_id = r.ingress[workload]
    if name in ("cp_speed_ratio", "ziip_speed_ratio"):
        text = result.speed_notes.get(model_id, "")
        kind = "override" if r.machine_table.imported else "assumption"
        return Provenance(kind, f"LSPR per-engine capacity ratio: {text}")
    special = _shape_provenance(result, name, workload, space)
    if special is not None:
        return special
    if space is None:
        return Provenance("computed", "per address space: select one")
    space_key = result.spaces[space]
    m = int(r.model_index[workload])
    coefficient = COEFFICIENTS[name]
    reason = result.table.overridden.get((m, space, coefficient))
    if reason is not None:
        return Provenance("override", f"coefficient override for '{model_id}' {space_key}: {reason}")
    cost = result.table.costs[model_id].by_as.get(space_key)
    if cost is None:
        return Provenance("measured", f"'{model_id}' has no {space_key} column in its table: no cost")
    model = catalog.get(model_id)
    derivation = coefficient_derivation(model, cost, coefficient, result.table.method)
    return Provenance("measured", f"'{model_id}' {space_key}, {COEFFICIENT_NAMES[coefficient]}: {derivation}; "
                                  f"{model.citation}")


APP_LEAVES = ("app_ms", "app_qr_ms", "app_eligible_ms")
COEFFICIENTS = {"marginal_ms": "total_ms", "marginal_eligible_ms": "eligible_ms",
                "model_fixed_pct": "fixed_pct", "model_eligible_fixed_pct": "eligible_fixed_pct"}
COEFFICIENT_NAMES = {"total_ms": "CPU per transaction", "eligible_ms": "zIIP-eligible CPU per transaction",
                     "fixed_pct": "fixed CPU", "eligible_fixed_pct": "zIIP-eligible fixed CPU"}


def coefficient_derivation(model: IngressModel, cost: AddressSpaceCost, coefficient: str, method: str) -> str:
    """How one coefficient of one address space (``total_ms``, ``eligible_ms``, ``fixed_pct`` or
    ``eligible_fixed_pct`` of ``cost``) follows from the model's table by ``method``, naming the columns and rows
    that produce it, the way costs.derive_costs computes it: the total is the address space's TOTAL_KINDS
    columns, the eligible part its ELIGIBLE_KINDS columns; the fitted total is the eligible line plus the line of
    the other work (total minus eligible), each fitted with fixed >= 0."""
    m = model.measurements
    space = cost.address_space
    rows = _rows_text(cost.rows_used)
    total, eligible = m.columns_of(space, TOTAL_KINDS), m.columns_of(space, ELIGIBLE_KINDS)
    is_eligible = coefficient in ("eligible_ms", "eligible_fixed_pct")
    fixed = coefficient in ("fixed_pct", "eligible_fixed_pct")
    if is_eligible and not eligible:
        return f"0: {m.table} has no AAPCP or zIIP column for {space}, so none of its CPU is zIIP-eligible"
    if method == "published":
        if fixed:
            return "0: the published method has no fixed part, every cost is per transaction"
        return f"mean over {rows} of ({_column_sum(eligible if is_eligible else total)}) / ETR x 10"
    part = "slope x 10" if not fixed else "intercept (% of one engine at 0 tps)"
    if is_eligible or not eligible:
        return (f"{part} of the least-squares line of ({_column_sum(eligible if is_eligible else total)}) "
                f"against ETR over {rows}, fixed >= 0")
    other = _column_sum([c for c in total if c not in eligible], [c for c in eligible if c not in total])
    return (f"{part} of the sum of two least-squares lines against ETR over {rows}, each fixed >= 0: "
            f"the other work ({other}) and the zIIP-eligible work ({_column_sum(eligible)})")


def _column_sum(plus: Sequence[Column], minus: Sequence[Column] = ()) -> str:
    """"'A' + 'B' - 'C'": the columns a coefficient is computed from, by their labels in the table."""
    text = " + ".join(f"'{c.label}'" for c in plus) or "0"
    return text + "".join(f" - '{c.label}'" for c in minus)


def _shape_provenance(result: ScenarioResult, name: str, workload: int, space: int | None) -> Provenance | None:
    """Provenance of the message-shape, application and ceiling inputs of one workload."""
    r, shape, catalog = result.resolved, result.shape, result.catalog
    if name in APP_LEAVES:
        return _app_provenance(result, name, workload)
    model = catalog.get(r.ingress[workload])
    m = int(r.model_index[workload])
    if name == "bytes_ratio":
        source = r.cell_provenance(workload, "payload_in_bytes", catalog).kind
        return Provenance("input" if source != "default" else "default",
                          f"({r.payload_in_bytes[workload]:,.0f} + {r.payload_out_bytes[workload]:,.0f}) bytes / "
                          f"{shape.reference_bytes[m]:,.0f} bytes measured ({model.reference.payload_note})")
    if name == "byte_share" and space is not None:
        return Provenance("assumption", shape.byte_share_notes.get((m, space), ""))
    if name == "eligible_byte_share" and space is not None:
        return Provenance("assumption", shape.byte_share_notes.get((m, space), "") + (
            "; for the zIIP-eligible part, of the eligible cost without its measured element parsing"
            if shape.xml_embedded_eligible_ms[m].any() else ""))
    if name == "tls_ms":
        mode = r.tls_mode[workload]
        if not mode:
            return Provenance("input", "no TLS add-on (HTTPS methods carry their TLS in their measured cost)")
        return Provenance("assumption", f"TLS add-on '{mode}': handshake part of the measured HTTPS '{mode}' method "
                                        f"+ TLS per request + TLS per byte x bytes moved; {shape.tls_note}")
    if name in ("xml_ms", "xml_eligible_ms"):
        basis = r.assumptions["xml_basis"]
        detail = shape.xml_note if basis == "measured" else (
            "CICS TS V3.1 estimator (a1 + (a30 - a1) x L / 30) x n / 100 moved from its 2084 LPAR of 3 CPs by LSPR, "
            f"all on general CPs ({catalog.cite(*XML_SOURCE)})")
        return Provenance("assumption", f"{r.xml_in[workload]:g} elements in and {r.xml_out[workload]:g} out at "
                                        f"{r.xml_tag_bytes[workload]:g}-byte tags; the cost of the elements beyond "
                                        "the method's measured message (negative for fewer); "
                                        f"basis '{basis}': {detail}")
    if name in ("ref_qr_cpu_ms", "ref_qr_dispatch_ms"):
        basis = shape.qr_basis.get(model.id, "")
        kind = "measured" if shape.qr_measured[m] else "assumption"
        return Provenance(kind, f"'{model.id}': QR share x its CICS CPU without TLS and XML element parsing for "
                                f"this message + assumption 'TLS share on the QR TCB' x its TLS CPU; {basis}")
    if name in ("ref_so_ms", "tls_tran"):
        if not r.tls_mode[workload] and not shape.has_own_tls[m]:
            return Provenance("input", "no TLS: no SO TCB time, no S8 TCB")
        return Provenance("measured", f"TLS transaction; {shape.so_note}")
    if name == "handshakes_per_tran":
        return Provenance("measured", f"'{model.id}' [shape] full_handshakes_per_tran, plus 1 for a TLS add-on "
                                      "'full'")
    if name == "connections_per_tran":
        if model.shape.time_wait == "server":
            return Provenance("measured", f"'{model.id}': {model.shape.connections_per_tran:g} new connection per "
                                          "request, closed first by the server, whose TIME_WAIT holds no client "
                                          f"port ({model.citation})")
        return Provenance("measured", f"'{model.id}': {model.shape.connections_per_tran:g} new connection per "
                                      "request, closed first by the client, whose ephemeral port stays in TIME_WAIT "
                                      f"({model.citation})")
    if name == "server_capacity_tps":
        single = model.shape.single_server_tps
        if single is None:
            return Provenance("measured", f"'{model.id}' is not bound by a single server")
        return Provenance("measured", f"{counted(r.servers[workload], 'server')} x {single:,.2f} tps, the "
                                      f"measured maximum of one server ({model.citation})")
    return None


def _moved(r: ResolvedScenario, workload: int, typed_ms: float, engine: str) -> str:
    """'1.5 ms measured on 3931-705, an LPAR of 5 CPs and 1 zIIP, x 0.4523 (its CPs' capacity over the plan's)
    = 0.6785 ms on the plan's machine', or '... on the scenario's machine (...)' when not moved."""
    basis = r.app_basis[workload] if len(r.app_basis) > workload else ""
    ratio = (r.app_cp_ratio if engine == "cp" else r.app_ziip_ratio)
    factor = float(ratio[workload]) if len(ratio) > workload else 1.0
    if not basis or basis.startswith("the scenario's machine"):
        return f"{typed_ms:g} ms measured on {basis or 'the plan machine'}"
    engines = "CPs'" if engine == "cp" else "zIIPs'"
    return (f"{typed_ms:g} ms measured on {basis} x {factor:.4f} (its {engines} capacity per engine over the "
            f"plan's) = {typed_ms * factor:.6g} ms on the plan's machine")


def _measured_at(r: ResolvedScenario, workload: int) -> str:
    return r.app_cpu_source[workload] if len(r.app_cpu_source) > workload else ""


def _given(r: ResolvedScenario, workload: int) -> str:
    """'measured' when the plan says where (app_cpu_source: a plan started from RMF), else 'typed in'."""
    return "measured" if _measured_at(r, workload) else "typed in"


def _source(r: ResolvedScenario, workload: int) -> str:
    source = _measured_at(r, workload)
    return f" (source: {source})" if source else ""


def _app_provenance(result: ScenarioResult, name: str, workload: int) -> Provenance:
    r, catalog = result.resolved, result.catalog
    if name == "app_eligible_ms":
        typed = float(r.app_ziip_ms[workload]) if len(r.app_ziip_ms) > workload else 0.0
        if not typed:
            return Provenance("default", "no zIIP-eligible application CPU given")
        move = r.assumptions["app_release_adjustment"]
        return Provenance("input", f"{_given(r, workload)}: " + _moved(r, workload, typed, "ziip")
                          + ("" if move == "none" else f", release move '{move}' (assumption)") + _source(r, workload))
    if name == "app_qr_ms":
        given = r.app_qr_share[workload] if len(r.app_qr_share) > workload else float("nan")
        key = r.app_reference[workload]
        documented = catalog.app_workloads.get(key, {}).get("qr_share") if key else None
        if np.isfinite(given):
            return Provenance("input", f"application QR share {given:g} (typed in) x the application CPU")
        if documented is not None:
            return Provenance("measured", f"application QR share {documented:g} x the application CPU: "
                                          f"{catalog.app_workloads[key]['qr_share_source']}")
        return Provenance("input", f"typed in: {_moved(r, workload, float(r.app_qr_ms[workload]), 'cp')}"
                          if r.app_qr_ms[workload] else
                          "not given: 0 (the application's QR time is not known; give app_qr_ms or app_qr_share)")
    parts = []
    if r.app_gcp_ms[workload]:
        move = r.assumptions["app_release_adjustment"]
        parts.append(f"{_given(r, workload)}: {_moved(r, workload, float(r.app_gcp_ms[workload]), 'cp')}"
                     + ("" if move == "none" else f", release move '{move}' (assumption)") + _source(r, workload))
    if r.app_reference[workload]:
        from cicsplan.core.model.speeds import app_reference_ms

        parts.append(app_reference_ms(r, catalog, r.app_reference[workload])[1])
    if r.uss_overhead[workload]:
        parts.append("USS process overhead (assumption 'USS process management per task'), half here and half "
                     f"in OMVS, moved from the z14 of {catalog.cite(*USS_SOURCE)}")
    return Provenance("input" if parts else "default", "; ".join(parts) or "no application CPU given")


def _aggregate_note(result: ScenarioResult, key: str, workload: int | None, space: int | None) -> str:
    r = result.resolved
    if key in ("fixed_pct", "eligible_fixed_pct", "users_tps", "fixed_ms", "eligible_fixed_ms") \
            and workload is not None and space is not None:
        instance = result.ctx.instance[workload, space]
        sharing = np.nonzero((result.ctx.instance == instance).any(axis=1) & result.ctx.uses[:, space])[0]
        names = ", ".join(f"'{r.names[i]}'" for i in sharing[:12])
        more = f" and {len(sharing) - 12} more" if len(sharing) > 12 else ""
        slot = int(result.ctx.extra["instance_slot"][instance]) if "instance_slot" in result.ctx.extra else 0
        hosts = [p.name for p in hosting_lpars(r)]
        shared = result.catalog.address_spaces[result.table.spaces[space]].scope != "region"
        where = (f" in LPAR {hosts[slot - 1]}" if slot else " in the plan's LPAR") + \
            (" (each LPAR hosting region groups runs its own shared address spaces)" if shared else "") \
            if hosts else ""
        return f"shared by {counted(len(sharing), 'workload')}{where}: {names}{more}"
    if key in ("gcp_engines", "ziip_engines"):
        valid = int(r.valid.sum())
        return f"over {counted(valid, 'computed workload')} of {r.n}"
    return ""


def explain_tree(result: ScenarioResult, key: str, workload: int | None = None,
                 space: int | None = None) -> list[Explanation]:
    """The explanation of ``key`` followed by those of its computed inputs that are not zero,
    each once; measured and typed-in inputs appear as input lines with their source."""
    seen: set[str] = set()
    out: list[Explanation] = []

    def visit(name: str, root: bool) -> None:
        if name in seen or calc.producer(name) is None:
            return
        seen.add(name)
        level = calc.QUANTITIES[name].level
        if not _addressable(level, workload, _second_index(result, level, workload, space)):
            return
        item = explain(result, name, workload, space)
        if not root and not item.value:
            return
        out.append(item)
        # a part of the response time is followed through its own inputs, its sibling parts among them
        deps = [i.key for i in item.inputs] if name in RESPONSE_PARTS or name in ERLANG_PARTS \
            else calc.producer(name).inputs
        for dep in deps:
            visit(dep, False)

    visit(key, True)
    if not out:
        out.append(explain(result, key, workload, space))
    return out
