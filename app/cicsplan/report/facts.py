"""What a report says beyond the numbers: scope, sources, assumptions, overrides, the method.

Qt-free and shared by the PDF and the workbook. Everything is read from the catalog, the plan and
the engine's own description (calc.STEPS), so a step the engine gains appears here by itself.
"""

from __future__ import annotations

import datetime as _dt
import math
import os
from collections.abc import Sequence

import numpy as np

from cicsplan.core.catalog.catalog import ELIGIBLE_KINDS, Catalog, IngressModel, product_name
from cicsplan.core.catalog.costs import METHOD_NAMES, AddressSpaceCost
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted, noun_for
from cicsplan.core.hardware.machines import LPAR_APPROXIMATION, MachineError
from cicsplan.core.model import calc
from cicsplan.core.model.engine import ScenarioResult
from cicsplan.core.model.explain import coefficient_derivation
from cicsplan.core.model.msu import NEW_WORK_LABEL, PLAN_WORK_LABEL, msu_figures
from cicsplan.core.plan import expr
from cicsplan.report.atomic import ReportError


@dataclass(frozen=True)
class Source:
    document: str
    where: str  # table, rows, section
    used_for: str


def report_time() -> _dt.datetime:
    """When a report is made: now, or the time SOURCE_DATE_EPOCH gives (the reproducible-builds convention),
    so that two runs of the same plan can be compared byte for byte."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return _dt.datetime.fromtimestamp(int(epoch), _dt.UTC).replace(tzinfo=None)
    return _dt.datetime.now()


def require_computed(result: ScenarioResult) -> None:
    """Reports are made of computed plans only: a total over part of a plan would mislead."""
    if result.errors:
        lines = "\n".join(f"  {issue.text()}" for issue in result.errors)
        raise ReportError(f"scenario '{result.scenario_name}' has {counted(len(result.errors), 'error')}; fix "
                          f"{noun_for(len(result.errors), 'it', 'them')} before "
                          f"making a report:\n{lines}")


def models_used(result: ScenarioResult) -> list[IngressModel]:
    catalog = result.catalog
    seen: list[str] = []
    for ingress in result.resolved.ingress:
        if ingress in catalog.models and ingress not in seen:
            seen.append(ingress)
    return [catalog.get(m) for m in seen]


def releases_text(models: list[IngressModel]) -> str:
    found: dict[str, list[str]] = {}
    for model in models:
        for key, version in model.reference.releases.items():
            name = product_name(key)
            if version not in found.setdefault(name, []):
                found[name].append(version)
    return ", ".join(f"{name} {' / '.join(v)}" for name, v in found.items())


def scope_lines(result: ScenarioResult) -> list[str]:
    """What the measurements cover and what they do not, from the catalog entries the plan uses."""
    models = models_used(result)
    lines: list[str] = []
    machines = sorted({m.reference.machine_description for m in models})
    documents = sorted({m.reference.document_text for m in models})
    if models:
        lines.append(f"Measured: {counted(len(models), 'ingress method')} from {', '.join(documents)}, on "
                     f"{'; '.join(machines)}.")
        lines.append(f"Releases measured: {releases_text(models)}.")
        coverage = sorted({m.coverage.strip() for m in models})
        lines.extend(f"Coverage: {text}" for text in coverage)
        payloads = sorted({(m.reference.payload_in_bytes, m.reference.payload_out_bytes) for m in models})
        lines.append("Measured payloads (bytes in / out): " + ", ".join(f"{a:,} / {b:,}" for a, b in payloads) + ".")
    lines.append("The costs are moved to the plan's machine by LSPR per-engine capacity; the result is an estimate "
                 "for the listed address spaces of the server LPAR, scaled by the address-space coverage "
                 "assumption to LPAR busy. Application logic beyond what the measured programs did, the client side "
                 "and other LPARs are not included.")
    return lines


def hardware_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    r = result.resolved
    hw = r.hardware
    category = r.assumptions.get("lspr_category", "")

    def given(value: object, unit: str) -> str:
        return "not given (0)" if value is None else f"{expr.format_number(float(value))}{unit}"

    rows = [("Machine", str(hw["machine"])),
            ("LPAR", f"{expr.format_number(hw['cps'])} CPs, {expr.format_number(hw['ziips'])} zIIPs"),
            ("zIIP honor priority", "YES" if hw["ziip_honor_priority"] else "NO"),
            ("SMT-2 on zIIPs", "on" if hw["smt2_ziip"] else "off"),
            ("Existing CP busy", given(hw["existing_cp_busy_pct"], "%")),
            ("Existing zIIP busy", given(hw["existing_ziip_busy_pct"], "%")),
            ("Target CP busy", f"{expr.format_number(hw['target_cp_busy_pct'])}%"),
            ("LSPR category", str(category)),
            ("Cost method", METHOD_NAMES.get(result.table.method, result.table.method))]
    if r.machine is not None:
        rows.append(("Plan machine capacity", r.machine.describe(category, hw["cps"])))
    used = {m.id for m in models_used(result)}
    by_note: dict[str, list[str]] = {}  # methods measured on the same LPAR share one sentence
    for model_id, note in result.speed_notes.items():
        if model_id in used:
            by_note.setdefault(note, []).append(model_id)
    for note, model_ids in by_note.items():
        rows.append((f"Speed ratio, {', '.join(model_ids)}", note))
    table = r.machine_table
    if table.imported:
        rows.append(("Capacity figures", "imported: " + ", ".join(f"{t}: {n}" for t, n in table.imported.items())
                     + "; IBM's built-in ratings for the models the import lacks"))
    else:
        rows.append(("Capacity figures", "IBM's ratings (zPCR Configuration Summary, AVERAGE category)"))
    if category in ("LOW", "HIGH"):
        rows.append(("LSPR category", f"{category}: IBM's AVERAGE ratings times the {category} factor of each "
                                      "generation, an assumption (LSPR workload category factors); AVERAGE figures "
                                      "are IBM's own"))
    rows.append(("LPAR capacity", LPAR_APPROXIMATION))
    return rows


def method_assumptions_not_used(result: ScenarioResult) -> list[str]:
    """Keys of the assumptions that belong to one ingress method (its QR share, shape.qr_share) whose method no
    workload of the plan uses, directly or as the HTTP twin of an HTTPS method; set in the plan, one is kept."""
    catalog, r = result.catalog, result.resolved
    used_ids = {m for m in r.ingress if m in catalog.models}
    used_ids |= {catalog.get(m).shape.tls_base for m in used_ids if catalog.get(m).shape.tls_base}
    owned = {m.shape.qr_share: m.id for m in catalog.models.values() if isinstance(m.shape.qr_share, str)}
    used = {catalog.get(m).shape.qr_share for m in used_ids if m in catalog.models}
    plan_values = result.plan.assumptions_for(r.scenario)
    return [key for key in catalog.assumptions if key in owned and key not in used and key not in plan_values]


def feature_assumptions_not_used(result: ScenarioResult) -> list[str]:
    """Keys of the assumptions that price something no workload of the plan has: TLS and crypto without a TLS
    workload, XML without a web-services method, client ports without new connections, the per-byte share of an
    address space no workload runs in. Set in the plan, one is kept."""
    r, shape, env, catalog = result.resolved, result.shape, result.env, result.catalog
    valid = [i for i in range(r.n) if r.valid[i] and int(r.model_index[i]) >= 0] if shape is not None else []
    models = [int(r.model_index[i]) for i in valid]
    has_tls = any(r.tls_mode[i] for i in valid) or any(bool(shape.has_own_tls[m]) for m in models)
    has_xml = any(float(shape.xml_reference_elements[m].sum()) > 0 for m in models)
    has_connections = float(env.get("connections_per_s", 0.0)) > 0
    busy = np.asarray(env.get("space_gcp_pct", np.zeros(0)), dtype=float) \
        + np.asarray(env.get("space_ziip_pct", np.zeros(0)), dtype=float)
    used_spaces = {space for space, pct in zip(result.spaces, busy.tolist(), strict=False) if pct > 0}
    plan_values = result.plan.assumptions_for(r.scenario)
    out = []
    for key, a in catalog.assumptions.items():
        unused = (((a.group == "TLS and crypto" or key == "qr_share_tls") and not has_tls)
                  or ((a.group == "Web services XML" or key == "range_xml_basis") and not has_xml)
                  or (key in ("client_ephemeral_ports", "client_time_wait_s") and not has_connections)
                  or (key.startswith("payload_share_") and key.removeprefix("payload_share_") not in used_spaces))
        if unused and key not in plan_values:
            out.append(key)
    return out


def assumptions_not_used(result: ScenarioResult) -> list[str]:
    """Every assumption left out of the report's list: those of methods and of features the plan does not use."""
    keys = dict.fromkeys([*method_assumptions_not_used(result), *feature_assumptions_not_used(result)])
    return list(keys)


def assumption_rows(result: ScenarioResult) -> list[tuple[str, str, str, str, str]]:
    """(name, value, default, set in this plan?, argument and source) for every named assumption that applies to
    the plan (assumptions_not_used lists those left out)."""
    catalog = result.catalog
    plan_values = result.plan.assumptions_for(result.resolved.scenario)
    left_out = set(assumptions_not_used(result))
    rows = []
    for key, a in catalog.assumptions.items():
        if key in left_out:
            continue
        value = result.resolved.assumptions.get(key, a.default)
        where = "set in this plan" if key in plan_values else "default"
        unit = "" if a.unit in ("", "share", "x") else a.unit if a.unit == "%" else f" {a.unit}"  # "70%", "0.71 ms"
        why = a.argument + (f" Source: {a.source}." if a.source else "")
        rows.append((a.name, f"{_plain(value)}{unit}", f"{_plain(a.default)}", where, why))
    return rows


def override_lines(result: ScenarioResult) -> list[str]:
    plan = result.plan
    scenario = result.resolved.scenario
    lines = [f"Coefficient override: {o.get('ingress')} {o.get('address_space')}: "
             + ", ".join(f"{k} = {o[k]}" for k in ("total_ms", "eligible_ms", "fixed_pct", "eligible_fixed_pct")
                         if k in o)
             + f" (reason: {o.get('reason') or 'none given'})" for o in plan.coefficient_overrides]
    for key, value in plan.assumptions_for(scenario).items():
        name = result.catalog.assumptions[key].name if key in result.catalog.assumptions else key
        lines.append(f"Assumption set in this plan: {name} = {_plain(value)}")
    for name, value in plan.variables_for(scenario).items():
        lines.append(f"Plan variable: {name} = {value}" + (
            f" = {expr.format_number(result.resolved.variables[name])}"
            if isinstance(value, str) and name in result.resolved.variables else ""))
    if plan.capacity_table is not None:
        table = plan.capacity_table
        lines.append(f"Imported capacity table: {table.get('name', '(unnamed)')} ({table.get('source', 'no source')})")
    return lines


def sources(result: ScenarioResult) -> list[Source]:
    """Every document and table the numbers of this scenario come from."""
    out: list[Source] = []
    table = result.table
    for model in models_used(result):
        costs = table.costs[model.id]
        derivations = "; ".join(f"{result.catalog.address_spaces[a].name}: {_derivations(model, c, table.method)}"
                                for a, c in costs.by_as.items())
        out.append(Source(model.reference.document_text, f"{model.measurements.table} (raw data), "
                                                         f"{model.measurements.average_table} (average)",
                          f"'{model.id}' ({model.name}) costs per address space. {derivations}"))
    catalog: Catalog = result.catalog
    left_out = set(assumptions_not_used(result))  # not on the Assumptions page: not cited here either
    for key, a in catalog.assumptions.items():
        if a.source and a.source != "assumption" and key not in left_out:
            out.append(Source(a.source, "", f"assumption '{a.name}'"))
    machine = result.resolved.machine
    hw = result.resolved.hardware
    category = result.resolved.assumptions.get("lspr_category", "AVERAGE")
    lpars = [(machine, hw["cps"], "LSPR capacity of the plan's machine")] if machine is not None else []
    for model in models_used(result):
        try:
            lpars.append((result.resolved.machine_table.parse(model.reference.machine), model.reference.lpar_cps,
                          "LSPR capacity of the measurement machine"))
        except MachineError:
            continue
    for m, cps, what in lpars:
        try:
            e = m.engine(category, cps)
        except MachineError:
            continue
        out.append(Source(e.model.source, f"{e.model.model} ({m.info.name})", what))
    for o in result.plan.coefficient_overrides:
        out.append(Source("this plan", "coefficient_overrides",
                          f"{o.get('ingress')} {o.get('address_space')}: {o.get('reason') or 'no reason given'}"))
    unique: list[Source] = []
    for s in out:
        if s not in unique:
            unique.append(s)
    return unique


def _derivations(model: IngressModel, cost: AddressSpaceCost, method: str) -> str:
    """The CPU per transaction of one address space and, where the table has zIIP-eligible columns, its eligible
    part, each with the columns it comes from (explain.coefficient_derivation)."""
    text = coefficient_derivation(model, cost, "total_ms", method)
    if model.measurements.columns_of(cost.address_space, ELIGIBLE_KINDS):
        text += f", zIIP-eligible: {coefficient_derivation(model, cost, 'eligible_ms', method)}"
    return text


def method_lines() -> list[str]:
    """The calculation, step by step, as the engine runs it (calc.STEPS)."""
    lines = []
    for step in calc.STEPS:
        if isinstance(step, calc.ExprStep):
            lines.append(f"{step.output} = {expr.render(step.node)}")
        else:
            lines.append(f"{', '.join(step.outputs)}: {step.formula}")
    return lines


def glossary() -> list[tuple[str, str, str]]:
    """(key, label, unit) of every quantity the method names."""
    return [(q.key, q.label, q.unit) for q in calc.QUANTITIES.values()]


def _plain(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return expr.format_number(float(value))
    return str(value)


def scenario_rows(results: Sequence[ScenarioResult]) -> list[tuple[str, str, list]]:
    """Key figures of each scenario, side by side (label, unit, values)."""
    rows: list[tuple[str, str, list]] = [
        ("machine", "", [r.resolved.hardware["machine"] for r in results]),
        ("LPAR CPs", "", [float(r.resolved.hardware["cps"]) for r in results]),
        ("LPAR zIIPs", "", [float(r.resolved.hardware["ziips"]) for r in results]),
    ]
    for key in ("total_tps", "gcp_engines", "ziip_engines", "gcp_busy_pct", "ziip_busy_pct", "itr"):
        q = calc.QUANTITIES[key]
        rows.append((f"{q.label} ({q.unit})", q.unit, [_finite(r.env[key]) for r in results]))
    msu = [msu_figures(r) for r in results]  # None where the model's MSU is not known (msu.why_no_msu says why)
    rows.append((f"{PLAN_WORK_LABEL} (MSU)", "MSU", [None if m is None else _finite(m.plan_work_msu) for m in msu]))
    rows.append((f"{NEW_WORK_LABEL} (MSU)", "MSU", [None if m is None else m.new_work_msu for m in msu]))
    rows.append(("LPAR MSU at the planned busy (MSU)", "MSU", [None if m is None else m.lpar_msu for m in msu]))
    summaries = [r.limits() for r in results]
    rows.append(("maximum rate of the mix at the binding limit (tps)", "tps",
                 [s.max_tps_at_target for s in summaries]))
    rows.append(("binding constraint", "", [s.binding.label if s.binding else "none" for s in summaries]))
    rows.append(("headroom to the binding limit (%)", "%",
                 [s.binding.headroom_pct if s.binding else None for s in summaries]))
    return rows


def _finite(value) -> float | None:
    value = float(value)
    return value if math.isfinite(value) else None
