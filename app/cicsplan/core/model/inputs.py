"""Turn a scenario's cells into checked numbers, with where each number came from.

Every numeric cell may hold a number or a formula over plan variables. Values outside a
field's range are errors naming the field and the allowed range; nothing is clamped.
"""

from __future__ import annotations

import math
from dataclasses import field
from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Assumption, Catalog, IngressModel
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import value_text
from cicsplan.core.hardware.cpc import cpc_model
from cicsplan.core.hardware.machines import Machine, MachineError, MachineTable, capacity_ratio
from cicsplan.core.hardware.ratings import Z990_ASSUMPTION
from cicsplan.core.model.lpar import SCOPE as PARTITION_SCOPE
from cicsplan.core.model.lpar import (
    LparSharing,
    ResolvedPartition,
    check_other_machines,
    lpar_sharing,
    resolve_partitions,
)
from cicsplan.core.model.provenance import Provenance
from cicsplan.core.model.routing import ResolvedRoute, group_lpars, resolve_routes
from cicsplan.core.model.xml_message import too_small_payload, xml_message_bytes
from cicsplan.core.plan import expr
from cicsplan.core.plan.fields import HARDWARE, INTEGER, REGION_GROUP, WORKLOAD, FieldSpec
from cicsplan.core.plan.issues import ERROR, WARNING, Issue
from cicsplan.core.plan.plan import COST_METHODS, Plan, Record, Scenario
from cicsplan.core.plan.routing import ROUTING

IDENTIFIER_HELP = "letters, digits and underscores, not starting with a digit"
KNOWN_VARIABLES_SHOWN = 12  # an unknown variable's message lists the plan's variables up to this many
NO_INGRESS_ID = "none"  # a workload with no ingress cost: only its application CPU (compare like with like)
NO_INGRESS = -2  # its model index
# the plan's LPAR among the machine's others (model.lpar): optional numbers, None when not given
LPAR_NUMBERS = ("weight", "ziip_weight", "absolute_cap_cps", "defined_capacity_msu", "machine_cps", "machine_ziips")


def _msu_per_cp(machine: Machine | None, cps: float) -> float | None:
    """The machine's MSU per physical CP (model.msu), None when not rated or not computable."""
    if machine is None:
        return None
    try:
        return cpc_model(machine, int(cps))[0].msu_per_engine
    except MachineError:
        return None


@dataclass
class ResolvedScenario:
    scenario: Scenario
    names: list[str]
    ingress: list[str | None]
    model_ids: list[str]  # the catalog's ids, in model-index order
    model_index: np.ndarray  # (n,) int, -1 when the ingress is unknown
    tps: np.ndarray  # (n,)
    payload_in_bytes: np.ndarray
    payload_out_bytes: np.ndarray
    region_names: list[str]  # group of each workload
    group_index: np.ndarray  # (n,) index into groups
    groups: list[tuple[str, float]]  # (name, regions)
    valid: np.ndarray  # (n,) bool: the workload has no error
    hardware: dict[str, Any]  # machine (text), cps, ziips
    variables: dict[str, float]
    assumptions: dict[str, Any]
    cost_method: str
    issues: list[Issue]
    machine: Machine | None  # the target machine, None when it cannot be used (an error says why)
    machine_table: MachineTable
    provenance: dict[tuple[str, int, str], Provenance] = field(default_factory=dict)
    channel: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    tls_mode: list[str] = field(default_factory=list)  # "" for none
    xml_in: np.ndarray = field(default_factory=lambda: np.zeros(0))
    xml_out: np.ndarray = field(default_factory=lambda: np.zeros(0))
    xml_tag_bytes: np.ndarray = field(default_factory=lambda: np.zeros(0))
    servers: np.ndarray = field(default_factory=lambda: np.zeros(0))
    app_gcp_ms: np.ndarray = field(default_factory=lambda: np.zeros(0))
    app_qr_ms: np.ndarray = field(default_factory=lambda: np.zeros(0))
    app_ziip_ms: np.ndarray = field(default_factory=lambda: np.zeros(0))
    # the application CPU's machine: ratios of its engines' capacity to the plan's (1 on the plan's own machine)
    app_cp_ratio: np.ndarray = field(default_factory=lambda: np.zeros(0))
    app_ziip_ratio: np.ndarray = field(default_factory=lambda: np.zeros(0))
    app_basis: list[str] = field(default_factory=list)  # where each row's application CPU was measured, in words
    other_latency_ms: np.ndarray = field(default_factory=lambda: np.zeros(0))
    response_target_ms: np.ndarray = field(default_factory=lambda: np.zeros(0))  # nan: none
    response_target_factor: np.ndarray = field(default_factory=lambda: np.zeros(0))  # nan: none
    app_qr_share: np.ndarray = field(default_factory=lambda: np.zeros(0))  # nan: not given
    app_reference: list[str] = field(default_factory=list)  # "" for none
    app_cpu_source: list[str] = field(default_factory=list)  # where the application CPU was measured; "" unsaid
    uss_overhead: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    speed_cache: dict = field(default_factory=dict, repr=False, compare=False)  # model.speeds.speed_ratios, per LPAR
    partitions: list[ResolvedPartition] = field(default_factory=list)  # the machine's other LPARs
    sharing: LparSharing | None = None  # what PR/SM gives the LPAR among them; None: it owns what it has
    group_lpars: list[str] = field(default_factory=list)  # each group's LPAR: "" the plan's, else a partition's name
    routes: list[ResolvedRoute] = field(default_factory=list)  # the routed workloads' routes (model.routing)
    overridden: frozenset[str] = frozenset()  # the assumptions the plan sets (the others are at their defaults)

    @property
    def n(self) -> int:
        return len(self.names)

    def cell_provenance(self, index: int, key: str, catalog: Catalog) -> Provenance:
        """Where a workload cell's value came from: typed in, a formula, or the default."""
        known = self.provenance.get(("workload", index, key))
        if known is not None:
            return known
        raw = self.scenario.workloads[index].get(key)
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            if key.startswith("payload_") and self.ingress[index] in catalog.models:
                ref = catalog.get(self.ingress[index]).reference
                return Provenance("default", f"reference payload of '{self.ingress[index]}': "
                                             f"{getattr(ref, key):,} bytes ({ref.payload_note})")
            return Provenance("default", WORKLOAD[key].default_source if key in WORKLOAD else "default")
        return Provenance("input", "typed in")


def is_identifier(name: str) -> bool:
    return name.isidentifier() and name not in expr.FUNCTIONS and not name.startswith("_")


class _CellReader:
    """Reads numeric cells against their FieldSpec, recording issues and provenance."""

    def __init__(self, variables: dict[str, float], variable_errors: dict[str, str]):
        self.variables = variables
        self.variable_errors = variable_errors
        self.issues: list[Issue] = []
        self.provenance: dict[tuple[str, int, str], Provenance] = {}
        # the same formula in many cells is evaluated once: its value depends only on the variables
        self._formula_results: dict[str, tuple[float | None, str | None]] = {}
        self._formula_provenance: dict[str, Provenance] = {}

    def number(self, raw: Any, spec: FieldSpec, scope: str, index: int | None, name: str | None,
               default: float | None = None, default_text: str = "") -> float | None:
        key = (scope, -1 if index is None else index, spec.key)

        def fail(message: str) -> None:
            self.issues.append(Issue(ERROR, message, scope, index, spec.key, name))

        if raw is None or (isinstance(raw, str) and not raw.strip()):
            if default is None:
                fail(f"{spec.label} is required ({spec.range_text})")
                return None
            self.provenance[key] = Provenance("default", default_text or spec.default_source or "default")
            return float(default)
        if isinstance(raw, bool):
            fail(f"{spec.label} must be a number ({spec.range_text}), not {str(raw).lower()}")
            return None
        if isinstance(raw, int | float):
            number = expr.finite_number(raw)  # float() raises on a whole number beyond a float's range
            if number is None:
                fail(f"{spec.label} must be a finite number ({spec.range_text})")
                return None
            value = number
            self.provenance[key] = Provenance("input", "typed in")
        elif isinstance(raw, str) and raw.strip().startswith("="):
            value = self._formula(raw, spec, fail)
            if value is None:
                return None
        else:
            text = str(raw)
            try:
                value = float(text.replace(",", "").replace("_", ""))
            except ValueError:
                fail(f"{spec.label} must be a number ({spec.range_text}) or a formula starting with '=', "
                     f"not {value_text(text[:40])}")
                return None
            self.provenance[key] = Provenance("input", "typed in")
        if not math.isfinite(value):
            fail(f"{spec.label} must be a finite number ({spec.range_text})")
            return None
        if spec.kind == INTEGER and not float(value).is_integer():
            fail(f"{spec.label} must be a whole number ({spec.range_text}), not {value:g}")
            return None
        if (spec.min is not None and value < spec.min) or (spec.max is not None and value > spec.max):
            fail(f"{spec.label} is {expr.format_number(value)}; allowed range {spec.range_text}")
            return None
        if isinstance(raw, str) and raw.strip().startswith("="):
            self._record_formula(key, raw)
        return value

    def boolean(self, raw: Any, spec: FieldSpec, scope: str, index: int | None = None, name: str | None = None) -> bool:
        """true/false, or yes/no text; anything else is an error and the default is used."""
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            return bool(spec.default)
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in ("yes", "y", "true", "on", "1"):
            return True
        if isinstance(raw, str) and raw.strip().lower() in ("no", "n", "false", "off", "0"):
            return False
        self.issues.append(Issue(ERROR, f"{spec.label} must be yes or no, not {value_text(raw)}", scope, index,
                                 spec.key, name))
        return bool(spec.default)

    def column(self, raw: list[Any], spec: FieldSpec, scope: str, names: list[str],
               defaults: np.ndarray | None = None, default_text: Any = None) -> tuple[np.ndarray, np.ndarray]:
        """A whole column at once: (values, ok). Plain numbers are checked with numpy; only cells
        holding formulas, text or nothing go through ``number`` one by one."""
        n = len(raw)
        ok = np.ones(n, dtype=bool)
        if defaults is not None and raw.count(None) == n:  # an optional column nobody filled: the defaults
            return np.array(defaults, dtype=float), ok
        values = np.zeros(n)
        try:
            plain = np.array(raw, dtype=float) if n else np.zeros(0)
            if any(type(v) is bool or type(v) is str for v in raw):
                raise ValueError
        except (TypeError, ValueError, OverflowError):  # text, yes/no, or a whole number beyond a float
            plain = np.array([v if type(v) is float or (type(v) is int and expr.finite_number(v) is not None)
                              else np.nan for v in raw], dtype=float)
        missing = np.array([v is None or (type(v) is str and not v.strip()) for v in raw], dtype=bool)
        if defaults is not None:
            # omitted cells take their default; its source is told on demand (cell_provenance)
            values[missing] = defaults[missing]
            plain[missing] = defaults[missing]
        slow = np.isnan(plain)
        bad = ~slow & ~np.isfinite(plain)
        if spec.min is not None:
            bad |= ~slow & (plain < spec.min)
        if spec.max is not None:
            bad |= ~slow & (plain > spec.max)
        if spec.kind == INTEGER:
            bad |= ~slow & np.isfinite(plain) & (plain != np.round(plain))
        values[~slow & ~bad] = plain[~slow & ~bad]
        if defaults is not None:
            bad &= ~missing
        # a text (a formula) many rows hold is read once: its row, for the rest. The formula caches below spare
        # the evaluation; this spares the per-cell checks too (about a third of resolve at 10,000 rows)
        read: dict[str, int] = {}
        for i in np.flatnonzero(bad | slow):
            cell = raw[i]
            first = read.get(cell) if type(cell) is str else None
            if first is not None:
                values[i] = values[first]
                self.provenance[(scope, int(i), spec.key)] = self.provenance[(scope, first, spec.key)]
                continue
            default = None if defaults is None else float(defaults[i])
            text = default_text(i) if callable(default_text) else default_text or ""
            value = self.number(cell, spec, scope, int(i), names[i], default, text)
            if value is None:
                ok[i] = False
            else:
                values[i] = value
                if type(cell) is str and cell.strip():  # its value and source depend on the text alone
                    read[cell] = int(i)
        return values, ok

    def _formula(self, raw: str, spec: FieldSpec, fail) -> float | None:
        if not spec.formula:
            fail(f"{spec.label} cannot hold a formula")
            return None
        if raw not in self._formula_results:
            messages: list[str] = []
            value = self._evaluate_formula(raw, messages.append)
            self._formula_results[raw] = (value, messages[0] if messages else None)
        value, message = self._formula_results[raw]
        if message is not None:
            fail(message)
        return value

    def _evaluate_formula(self, raw: str, fail) -> float | None:
        shown = repr(expr.shorten(raw.strip()))
        try:
            node = expr.parse(raw)
        except expr.FormulaError as exc:
            fail(f"formula {shown}: {exc}")
            return None
        for dep in sorted(expr.names(node)):
            if dep in self.variable_errors:
                fail(f"formula {shown} uses variable '{dep}', which has an error: {self.variable_errors[dep]}")
                return None
            if dep not in self.variables:
                fail(f"formula {shown} refers to unknown variable '{dep}' ({self._known_variables(dep)})")
                return None
        try:
            return float(expr.evaluate(node, self.variables))
        except expr.FormulaError as exc:
            fail(f"formula {shown}: {exc}")
            return None

    def _known_variables(self, unknown: str) -> str:
        """The plan's variables for a message: all of a few, or the likely ones of many."""
        if not self.variables and not self.variable_errors:
            return "plan variables: none defined"
        known = sorted({*self.variables, *self.variable_errors})
        if len(known) <= KNOWN_VARIABLES_SHOWN:
            return "plan variables: " + ", ".join(known)
        import difflib  # only for a message: kept off every start

        close = difflib.get_close_matches(unknown, known, n=3, cutoff=0.6)
        hint = "; did you mean " + " or ".join(f"'{c}'" for c in close) + "?" if close else ""
        return f"the plan has {len(known):,} variables{hint}"

    def _record_formula(self, key: tuple[str, int, str], raw: str) -> None:
        prov = self._formula_provenance.get(raw)
        if prov is None:
            node = expr.parse(raw)
            used = ", ".join(f"{n} = {expr.format_number(self.variables[n])}" for n in sorted(expr.names(node)))
            prov = Provenance("formula", raw.strip() + (f" with {used} (plan variables)" if used else ""))
            self._formula_provenance[raw] = prov
        self.provenance[key] = prov


def resolve_assumptions(catalog: Catalog, raw: dict[str, Any]) -> tuple[dict[str, Any], list[Issue],
                                                                         dict[str, Provenance]]:
    """The plan's values for every named assumption: overrides checked, defaults otherwise."""
    values: dict[str, Any] = {}
    issues: list[Issue] = []
    provenance: dict[str, Provenance] = {}
    for key in raw:
        if key not in catalog.assumptions:
            issues.append(Issue(WARNING, f"unknown assumption '{key}' is kept but not used", "assumption",
                                field=key))
    for key, assumption in catalog.assumptions.items():
        if key in raw and raw[key] is not None:
            problem = _check_assumption(assumption, raw[key])
            if problem:
                issues.append(Issue(ERROR, problem, "assumption", field=key))
                values[key] = assumption.default
                provenance[key] = Provenance("assumption", f"default (the plan's value is invalid): "
                                                           f"{assumption.argument}")
            else:
                values[key] = raw[key]
                provenance[key] = Provenance("override", f"set in this plan (default {assumption.default})")
        else:
            values[key] = assumption.default
            provenance[key] = Provenance("assumption", f"assumption '{assumption.name}': {assumption.argument}")
    return values, issues, provenance


def _check_assumption(a: Assumption, value: Any) -> str | None:
    if a.choices:
        return None if value in a.choices else f"{a.name} is {value_text(value)}; allowed: {', '.join(a.choices)}"
    if isinstance(a.default, bool):
        return None if isinstance(value, bool) else f"{a.name} must be true or false"
    if expr.finite_number(value) is None:  # text, yes/no, NaN, or a whole number beyond a float
        return f"{a.name} must be a number from {a.min:g} to {a.max:g} {a.unit}".rstrip()
    if a.integer and not float(value).is_integer():
        return f"{a.name} must be a whole number from {a.min:g} to {a.max:g}"
    if not a.min <= value <= a.max:
        return f"{a.name} is {value:g}; allowed range {a.min:g} to {a.max:g} {a.unit}".rstrip()
    return None


def _unknown_fields(record: Record, known: dict[str, FieldSpec], scope: str, index: int | None,
                    name: str | None) -> list[Issue]:
    """A misspelt field would otherwise be silently replaced by its default: say so, with the likely field."""
    issues = []
    if record.extra:
        import difflib  # only for a misspelt field: kept off every start
    for key in record.extra:
        close = difflib.get_close_matches(str(key), list(known), n=1, cutoff=0.6)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        issues.append(Issue(WARNING, f"unknown field '{key}' is kept but not used{hint}", scope, index, None, name))
    return issues


def resolve(plan: Plan, scenario: Scenario, catalog: Catalog) -> ResolvedScenario:
    """Check and evaluate every input of one scenario."""
    issues: list[Issue] = []
    raw_vars = plan.variables_for(scenario)
    for name in raw_vars:
        if not is_identifier(name):
            issues.append(Issue(ERROR, f"variable name {value_text(name)} must be {IDENTIFIER_HELP}", "variable",
                                field=name))
    variables, var_errors = expr.resolve_cells({k: v for k, v in raw_vars.items() if is_identifier(k)})
    for name, message in var_errors.items():
        issues.append(Issue(ERROR, message, "variable", field=name))
    reader = _CellReader(variables, var_errors)

    if plan.cost_method not in COST_METHODS:
        issues.append(Issue(ERROR, f"cost method is {value_text(plan.cost_method)}; allowed: {', '.join(COST_METHODS)}",
                            "plan", field="cost_method"))
    assumptions, assumption_issues, assumption_sources = resolve_assumptions(catalog, plan.assumptions_for(scenario))
    issues.extend(assumption_issues)

    hardware: dict[str, Any] = {}
    machine = scenario.hardware.get("machine", HARDWARE["machine"].default)
    hardware_machine = machine.strip() if isinstance(machine, str) and machine.strip() else HARDWARE["machine"].default
    if machine is not None and not isinstance(machine, str):  # e.g. 3931 typed without its capacity setting
        issues.append(Issue(ERROR, f"machine must be text such as '3931-705' or '3906-M04', not {value_text(machine)}",
                            "hardware", field="machine"))
    for key in ("cps", "ziips", "target_cp_busy_pct", "crypto_coprocessors", "existing_card_busy_pct", "client_stacks"):
        spec = HARDWARE[key]
        value = reader.number(scenario.hardware.get(key), spec, "hardware", None, None, spec.default)
        hardware[key] = spec.default if value is None else value
    for key in ("existing_cp_busy_pct", "existing_ziip_busy_pct", *LPAR_NUMBERS):
        raw = scenario.hardware.get(key)
        given = raw is not None and not (isinstance(raw, str) and not raw.strip())
        value = reader.number(raw, HARDWARE[key], "hardware", None, None, 0.0) if given else None
        hardware[key] = value  # None: not given
    for key in ("ziip_honor_priority", "smt2_ziip", "dedicated", "initial_capping", "absolute_capping"):
        hardware[key] = reader.boolean(scenario.hardware.get(key), HARDWARE[key], "hardware")
    lpar_name = scenario.hardware.get("lpar_name")
    hardware["lpar_name"] = lpar_name.strip() if isinstance(lpar_name, str) else ""
    partitions, partition_issues = resolve_partitions(reader, scenario.partitions)
    issues.extend(partition_issues)

    machines = catalog.machines
    link = assumptions.get(Z990_ASSUMPTION)
    if isinstance(link, int | float) and not isinstance(link, bool):
        machines = machines.with_link(float(link))
    if plan.capacity_table is not None:
        try:
            machines = machines.with_import(plan.capacity_table)
        except MachineError as exc:
            issues.append(Issue(ERROR, f"imported capacity table: {exc}", "plan", field="capacity_table"))
    target = None
    try:
        target = machines.parse(hardware_machine)
    except MachineError as exc:
        issues.append(Issue(ERROR, str(exc), "hardware", field="machine"))
    if target is not None:
        try:
            target.cp_capacity(assumptions["lspr_category"], hardware["cps"])
            target.ziip_capacity(assumptions["lspr_category"], hardware["cps"])
        except MachineError as exc:  # e.g. more CPs than the model has, or an n-way IBM does not rate
            issues.append(Issue(ERROR, str(exc), "hardware", field="cps"))
            target = None
    if target is not None and hardware["smt2_ziip"] and target.info.generation and not target.info.smt2_ziip:
        issues.append(Issue(ERROR, f"SMT-2 on zIIPs is on: the {target.info.label} has no simultaneous "
                                   "multithreading (it came with the IBM z13); turn it off, or choose a z13 or "
                                   "later machine", "hardware", field="smt2_ziip"))
    machine_issues: list[Issue] = []
    check_other_machines(partitions, machines.parse, machine_issues)
    issues.extend(machine_issues)
    partition_issues = [*partition_issues, *machine_issues]
    sharing = None
    if not any(i.severity == ERROR for i in partition_issues):  # each wrong value is told once, by its own error
        on_machine = [p for p in partitions if not p.elsewhere]  # another machine's LPARs share none of its pools
        sharing, sharing_issues = lpar_sharing(hardware, on_machine, target, _msu_per_cp(target, hardware["cps"]))
        issues.extend(sharing_issues)
    if hardware.get("absolute_capping") and hardware.get("absolute_cap_cps") is None:
        issues.append(Issue(WARNING, "Absolute capping on is ticked but Absolute capping is not given (RMF prints that "
                                     "the LPAR is capped, not the cap): the cap is not applied; give it in CPs, or "
                                     "untick Absolute capping on", "hardware", field="absolute_cap_cps"))
    if target is not None and target.model_cps is not None:
        rated = machines.ratings.find(target.text)
        if rated is not None and rated.ziips is not None and hardware["ziips"] > rated.ziips:
            issues.append(Issue(ERROR, f"zIIPs is {hardware['ziips']:g}; a {target.text} allows at most "
                                       f"{rated.ziips} (IBM's rating of the model)", "hardware", field="ziips"))

    issues.extend(_unknown_fields(scenario.hardware, HARDWARE, "hardware", None, None))
    groups: list[tuple[str, float]] = []
    group_names: dict[str, int] = {}
    for i, group in enumerate(scenario.region_groups):
        name = group.get("name")
        issues.extend(_unknown_fields(group, REGION_GROUP, "region_group", i, name if isinstance(name, str) else None))
        if not isinstance(name, str) or not name.strip():
            issues.append(Issue(ERROR, "a region group needs a name", "region_group", i, "name"))
            continue
        name = name.strip()
        if name in group_names:
            issues.append(Issue(ERROR, f"region group name '{name}' is used twice", "region_group", i, "name", name))
            continue
        regions = reader.number(group.get("regions"), REGION_GROUP["regions"], "region_group", i, name, 1)
        group_names[name] = len(groups)
        groups.append((name, 1.0 if regions is None else regions))

    ids = list(catalog.models)
    id_index = {m: i for i, m in enumerate(ids)} | {NO_INGRESS_ID: NO_INGRESS}
    records = scenario.workloads
    cols = _Columns(records)
    n = len(records)

    given_names = _texts(cols("name"))
    names = [v if v is not None else f"Workload {i + 1}" for i, v in enumerate(given_names)]
    for i in [i for i, v in enumerate(given_names) if v is None]:
        issues.append(Issue(WARNING, f"no name; shown as '{names[i]}'", "workload", i, "name", names[i]))
    first_of_name: dict[str, int] = {}
    for i, name in enumerate(given_names):  # scenarios are compared, and results explained, by workload name
        if name is not None and first_of_name.setdefault(name, i) != i:
            first = first_of_name[name] + 1
            issues.append(Issue(ERROR, f"'{name}' is already the name of the workload in row {first}; a scenario's "
                                       "workloads need different names", "workload", i, "name", name))
    for i, record in enumerate(records):
        if record.extra.keys() - {ROUTING}:
            issues.extend(_unknown_fields(record, WORKLOAD, "workload", i, names[i]))

    ingress = _texts(cols("ingress"))
    model_index = np.array([id_index.get(v, -1) for v in ingress], dtype=np.int64)
    for i in np.flatnonzero(model_index == -1):
        if ingress[i] is None:
            issues.append(Issue(ERROR, "ingress method is required (cicsplan catalog lists them)",
                                "workload", int(i), "ingress", names[i]))
        else:
            issues.append(Issue(ERROR, catalog.unknown_ingress_text(ingress[i]),  # names where it looked
                                "workload", int(i), "ingress", names[i]))

    tps, _ = reader.column(cols("tps"), WORKLOAD["tps"], "workload", names)
    known = model_index >= 0
    safe_index = np.where(known, model_index, 0)
    payloads = []
    for key in ("payload_in_bytes", "payload_out_bytes"):
        reference = np.array([getattr(catalog.get(m).reference, key) for m in ids], dtype=float)
        defaults = np.where(known, reference[safe_index], 0.0) if n else np.zeros(0)

        def text(i: int, key: str = key) -> str:
            if not known[i]:
                return ""
            ref = catalog.get(ingress[i]).reference
            return f"reference payload of '{ingress[i]}': {getattr(ref, key):,} bytes ({ref.payload_note})"

        values, _ = reader.column(cols(key), WORKLOAD[key], "workload", names,
                                  defaults, text)
        payloads.append(values)
    pin, pout = payloads

    default_region = WORKLOAD["region"].default
    regions = [v or default_region for v in _texts(cols("region"))]
    for region in regions:
        if region not in group_names:
            group_names[region] = len(groups)
            groups.append((region, 1.0))
    group_index = np.array([group_names[r] for r in regions], dtype=np.int64)
    lpars = group_lpars(scenario.region_groups, group_names, len(groups), hardware["lpar_name"],
                        [p.name for p in partitions], issues)

    shape = _read_shape_fields(reader, records, cols, names, ingress, known, safe_index, catalog, assumptions, issues)
    shape.update(_app_basis(reader, cols, names, shape, target, machines, assumptions, hardware, hardware_machine,
                            issues))
    routes = resolve_routes(records, names, group_names, group_index, lpars, pin, pout, issues)
    _check_protocol_limits(catalog, ingress, known, pin, pout, shape["channel"], names, issues)
    _check_xml_payload(catalog, ingress, known, pin, pout, shape, names, issues, cols, reader.issues)
    if target is not None:
        _check_source_machines(catalog, machines, assumptions, ingress, known, shape, issues)

    issues.extend(reader.issues)
    reader.issues.clear()
    invalid = {iss.index for iss in issues if iss.severity == ERROR and iss.scope == "workload"}
    valid = np.array([i not in invalid for i in range(n)], dtype=bool)
    # an error in the hardware, an assumption or the plan's settings touches every workload; a variable's
    # only the cells that use it, which have their own error saying so
    global_error = any(iss.severity == ERROR and iss.scope in ("plan", "hardware", "assumption", PARTITION_SCOPE)
                       for iss in issues)
    if global_error:
        valid[:] = False
    # a group whose LPAR is in error cannot be placed: its workloads, and those routed to it, stop with it
    misplaced = {iss.index for iss in issues if iss.severity == ERROR and iss.scope == "region_group"
                 and iss.field == "lpar"}
    if misplaced:
        bad = {group_names[str(scenario.region_groups[k].get("name")).strip()] for k in misplaced}
        valid &= ~np.isin(group_index, list(bad))
        for route in routes:
            valid[route.row] &= route.group not in bad
    hardware_values = dict(hardware)
    return ResolvedScenario(
        machine=target, machine_table=machines,
        scenario=scenario, names=names, ingress=ingress, model_ids=ids, model_index=model_index, tps=tps,
        payload_in_bytes=pin, payload_out_bytes=pout, region_names=regions, group_index=group_index,
        groups=groups, valid=valid, hardware={**hardware_values, "machine": hardware_machine},
        variables=variables, assumptions=assumptions, cost_method=plan.cost_method, issues=issues,
        provenance=reader.provenance, partitions=partitions, sharing=sharing, group_lpars=lpars,
        routes=[route for route in routes if valid[route.row]],
        overridden=frozenset(k for k, p in assumption_sources.items() if p.kind == "override"), **shape)


def _texts(column: list[Any]) -> list[str | None]:
    """Each cell's text without surrounding blanks; None for an empty cell or one that is not text. A whole
    number stands for its digits: a hand-edited plan may say "ingress": 3270 or "name": 2024 unquoted."""
    return [(v.strip() or None) if type(v) is str else str(v) if type(v) is int else None for v in column]


class _Columns:
    """The workload records turned into columns once, only for the keys some row holds: most of the
    optional columns are empty, and an empty column costs nothing."""

    def __init__(self, records):
        self.n = len(records)
        rows = [record.values for record in records]
        keys = set().union(*rows) if rows else set()  # the keys any row holds (a handful)
        self.data: dict[str, list[Any]] = {key: [row.get(key) for row in rows] for key in keys}

    def given(self, key: str) -> bool:
        """Whether any row holds this key (an empty column needs no look at its cells)."""
        return key in self.data

    def __call__(self, key: str) -> list[Any]:
        column = self.data.get(key)
        return list(column) if column is not None else [None] * self.n


def _bool_column(reader: _CellReader, cols: _Columns, key: str, names: list[str]) -> np.ndarray:
    spec = WORKLOAD[key]
    out = np.zeros(cols.n, dtype=bool)
    if not cols.given(key):
        return out
    column = cols(key)
    for i, raw in enumerate(column):
        if raw is None or raw is False:
            continue
        if raw is True:
            out[i] = True
            continue
        before = len(reader.issues)
        out[i] = reader.boolean(raw, spec, "workload")
        for issue in reader.issues[before:]:  # name the row the boolean reader could not know
            reader.issues[reader.issues.index(issue)] = Issue(issue.severity, issue.message, "workload", i, key,
                                                              names[i])
    return out


def _read_shape_fields(reader: _CellReader, records, cols: _Columns, names: list[str], ingress: list[str | None],
                       known: np.ndarray, safe_index: np.ndarray, catalog: Catalog, assumptions: dict[str, Any],
                       issues: list[Issue]) -> dict[str, Any]:
    """Message-shape and application inputs of every workload, checked against its method."""
    n = len(records)
    catalog_models = list(catalog.models.values())  # the order safe_index counts in

    def model_at(i: int) -> IngressModel | None:
        return catalog_models[safe_index[i]] if known[i] else None

    channel = _bool_column(reader, cols, "channel", names)
    uss = _bool_column(reader, cols, "uss_process_overhead", names)
    tls: list[str] = [""] * n
    raw_tls = cols("tls")
    # only rows that name a TLS add-on or a channel need a look (most rows leave both empty)
    named = {i for i, raw in enumerate(raw_tls) if raw is not None} if cols.given("tls") else set()
    for i in sorted(named | set(np.flatnonzero(channel).tolist())):
        raw = raw_tls[i]
        mode = raw.strip().lower() if isinstance(raw, str) else ("" if raw is None or raw is False else raw)
        model = model_at(i)
        if mode and not isinstance(mode, str):  # true, a number: not an add-on's name
            issues.append(Issue(ERROR, f"TLS add-on {value_text(mode)} is not one: give the add-on's name ("
                                       "full, partial or pooled) or leave it empty", "workload", i, "tls", names[i]))
            mode = ""
        if mode and model is not None:
            allowed = model.shape.tls_addon
            if mode not in allowed:
                if model.shape.tls_mode:
                    why = f"'{model.id}' already includes TLS ({model.shape.tls_mode} handshake)"
                elif allowed:
                    why = f"'{model.id}' allows {', '.join(value_text(a) for a in allowed)}"
                else:
                    why = f"'{model.id}' is not an HTTP-based method"
                issues.append(Issue(ERROR, f"TLS add-on {value_text(mode)} is not available: {why}", "workload", i,
                                    "tls", names[i]))
                mode = ""
        tls[i] = mode
        if channel[i] and model is not None and not model.shape.channel_capable:
            issues.append(Issue(ERROR, f"a channel applies to IPIC methods (ctg-ipic, dpl-ipic), not '{model.id}'",
                                "workload", i, "channel", names[i]))

    # per method, then per row by its method's index: a lookup per model, not per row
    refs_in = np.where(known, np.array([m.reference.xml_elements_in or 0 for m in catalog_models],
                                       dtype=float)[safe_index], 0.0)
    refs_out = np.where(known, np.array([m.reference.xml_elements_out or 0 for m in catalog_models],
                                        dtype=float)[safe_index], 0.0)
    is_ws = known & np.array([m.is_web_service for m in catalog_models], dtype=bool)[safe_index]
    raw_xml = {key: cols(key) for key in ("xml_elements_in", "xml_elements_out", "xml_tag_bytes")}
    for key, column in raw_xml.items():
        if not cols.given(key):
            continue
        for i, raw in enumerate(column):
            if raw not in (None, "") and not is_ws[i] and known[i]:
                issues.append(Issue(ERROR, f"XML elements apply to web-service methods (ws-soap, ws-soap-1000), not "
                                           f"'{ingress[i]}'", "workload", i, key, names[i]))
    xml_in, _ = reader.column(raw_xml["xml_elements_in"], WORKLOAD["xml_elements_in"], "workload", names, refs_in)
    xml_out, _ = reader.column(raw_xml["xml_elements_out"], WORKLOAD["xml_elements_out"], "workload", names,
                               refs_out)
    tag_default = np.full(n, float(assumptions["xml_reference_tag_bytes"]))
    xml_tag, _ = reader.column(raw_xml["xml_tag_bytes"], WORKLOAD["xml_tag_bytes"], "workload", names, tag_default)
    servers, _ = reader.column(cols("servers"), WORKLOAD["servers"], "workload", names,
                               np.ones(n))
    zeros = np.zeros(n)
    app_gcp, _ = reader.column(cols("app_gcp_ms"), WORKLOAD["app_gcp_ms"], "workload",
                               names, zeros)
    app_qr, _ = reader.column(cols("app_qr_ms"), WORKLOAD["app_qr_ms"], "workload",
                              names, zeros)
    app_ziip, _ = reader.column(cols("app_ziip_ms"), WORKLOAD["app_ziip_ms"], "workload", names, zeros)
    latency, _ = reader.column(cols("other_latency_ms"), WORKLOAD["other_latency_ms"], "workload", names, zeros)
    nothing = np.full(n, np.nan)
    target_ms, _ = reader.column(cols("response_target_ms"), WORKLOAD["response_target_ms"], "workload", names,
                                 nothing)
    target_factor, _ = reader.column(cols("response_target_factor"), WORKLOAD["response_target_factor"], "workload",
                                     names, nothing)
    app_share, _ = reader.column(cols("app_qr_share"), WORKLOAD["app_qr_share"], "workload", names,
                                 np.full(n, np.nan))
    for i in np.flatnonzero(np.isfinite(app_share) & (app_qr > 0)):
        issues.append(Issue(ERROR, "give the application's QR time either as app_qr_ms or as app_qr_share, not both",
                            "workload", int(i), "app_qr_share", names[i]))
    app_ref: list[str] = [""] * n
    raw_refs = cols("app_reference")
    over = set(np.flatnonzero(app_qr > app_gcp).tolist())
    named = {i for i, raw in enumerate(raw_refs) if raw is not None} if cols.given("app_reference") else set()
    for i in sorted(named | over):  # the rows that need a look
        record = records[i]
        raw = raw_refs[i]
        key = raw.strip() if isinstance(raw, str) else ""
        if raw is not None and not isinstance(raw, str):  # not silently taken as none
            issues.append(Issue(ERROR, f"the application reference must be the name of one of "
                                       f"{', '.join(catalog.app_workloads)}, not {value_text(raw)}", "workload", i,
                                "app_reference", names[i]))
        if key and key not in catalog.app_workloads:
            issues.append(Issue(ERROR, f"unknown application reference {value_text(key)}; known: "
                                       f"{', '.join(catalog.app_workloads)}", "workload", i, "app_reference", names[i]))
            key = ""
        if key and record.values.get("app_gcp_ms") not in (None, ""):
            issues.append(Issue(ERROR, "give the application CPU either as app_gcp_ms or as app_reference, not both",
                                "workload", i, "app_gcp_ms", names[i]))
        app_ref[i] = key
        if app_qr[i] > app_gcp[i] and not key:
            issues.append(Issue(ERROR, f"application QR CPU {app_qr[i]:g} ms exceeds the application CPU "
                                       f"{app_gcp[i]:g} ms it is part of", "workload", i, "app_qr_ms", names[i]))
    sources = [""] * n
    if cols.given("app_cpu_source"):
        sources = [raw.strip() if isinstance(raw, str) else "" for raw in cols("app_cpu_source")]
    return {"channel": channel, "tls_mode": tls, "xml_in": xml_in, "xml_out": xml_out, "xml_tag_bytes": xml_tag,
            "servers": servers, "app_gcp_ms": app_gcp, "app_qr_ms": app_qr, "app_qr_share": app_share,
            "app_ziip_ms": app_ziip, "other_latency_ms": latency, "response_target_ms": target_ms,
            "response_target_factor": target_factor,
            "app_reference": app_ref, "app_cpu_source": sources,
            "uss_overhead": uss}


def _app_basis(reader: _CellReader, cols: _Columns, names: list[str], shape: dict[str, Any], target: Machine | None,
               machines: MachineTable, assumptions: dict[str, Any], hardware: dict[str, Any], plan_machine: str,
               issues: list[Issue]) -> dict[str, Any]:
    """Where each row's application CPU was measured and the ratios that move it to the plan's LPAR: its
    measurement LPAR's per-engine capacity over the plan's, for the CPs and for the zIIPs (1 when the CPU is on the
    scenario's own machine, the default). Read only for the rows that have application CPU or a machine."""
    n = len(names)
    cp_ratio, ziip_ratio = np.ones(n), np.ones(n)
    basis = [""] * n
    if not n:
        return {"app_cp_ratio": cp_ratio, "app_ziip_ratio": ziip_ratio, "app_basis": basis}
    has_cpu = (shape["app_gcp_ms"] > 0) | (shape["app_ziip_ms"] > 0) | (shape["app_qr_ms"] > 0)
    machines_raw, cps_raw = cols("app_machine"), cols("app_lpar_cps")
    plan_cps = hardware["cps"]
    category = assumptions["lspr_category"]
    own = f"the scenario's machine ({plan_machine} with {_cps_text(plan_cps)})"
    given = [i for i in range(n) if machines_raw[i] not in (None, "") or cps_raw[i] not in (None, "")]
    for i in sorted(set(np.flatnonzero(has_cpu).tolist()) | set(given)):
        raw_machine = machines_raw[i]
        text = raw_machine.strip() if isinstance(raw_machine, str) else ""
        if raw_machine not in (None, "") and not isinstance(raw_machine, str):
            issues.append(Issue(ERROR, "Application CPU measured on must be a machine such as 3931-705, not a "
                                       "number", "workload", i, "app_machine", names[i]))
            continue
        cps = reader.number(cps_raw[i], WORKLOAD["app_lpar_cps"], "workload", i, names[i], -1.0)
        if cps is None or not has_cpu[i]:
            continue  # the cell's error is told; a row without application CPU moves nothing
        if not text:
            if cps >= 0:
                issues.append(Issue(ERROR, "give the machine the application CPU was measured on (Application CPU "
                                           "measured on) beside its LPAR's CPs", "workload", i, "app_machine",
                                    names[i]))
            basis[i] = own
            continue
        if target is None:
            continue  # the plan's machine has its own error: nothing to move to
        try:
            source = machines.parse(text)
        except MachineError as exc:
            issues.append(Issue(ERROR, f"Application CPU measured on: {exc}; clear Application CPU measured on "
                                       "and its LPAR CPs to take the CPU as measured on the plan's machine, or give "
                                       "a rated model of the same engine speed", "workload", i, "app_machine",
                                names[i]))
            continue
        if cps < 0:
            if source.model_cps is None:
                issues.append(Issue(ERROR, f"give the CPs of the LPAR the application CPU was measured on "
                                           f"(Application CPU LPAR CPs): {source.text} does not say how many CPs it "
                                           "has", "workload", i, "app_lpar_cps", names[i]))
                continue
            cps = float(source.model_cps)
        try:
            cp_ratio[i] = capacity_ratio(source, cps, target, plan_cps, category, "cp")
            ziip_ratio[i] = capacity_ratio(source, cps, target, plan_cps, category, "ziip")
        except MachineError as exc:
            issues.append(Issue(ERROR, f"the application CPU measured on {source.text} cannot be moved to the "
                                       f"plan's machine: {exc}", "workload", i, "app_lpar_cps", names[i]))
            continue
        basis[i] = f"{source.text} with {_cps_text(cps)}"
    return {"app_cp_ratio": cp_ratio, "app_ziip_ratio": ziip_ratio, "app_basis": basis}


def _cps_text(cps: float) -> str:
    return f"{cps:g} CP{'' if cps == 1 else 's'}"


def _check_source_machines(catalog: Catalog, machines: MachineTable,
                           assumptions: dict[str, Any], ingress: list[str | None], known: np.ndarray,
                           shape: dict[str, Any], issues: list[Issue]) -> None:
    """Every measurement LPAR the plan's costs come from must be movable to the plan's LPAR: an imported
    capacity table replaces a machine type's curve, and may lack the category or CP count it was measured at."""
    category = assumptions["lspr_category"]
    sources: dict[tuple[str, float], str] = {}
    for model_id in dict.fromkeys(m for m, k in zip(ingress, known, strict=True) if k):  # each method once
        ref = catalog.get(model_id).reference
        sources.setdefault((ref.machine, float(ref.lpar_cps)), f"ingress method '{model_id}'")
    for key in dict.fromkeys(shape["app_reference"]):
        if key:
            app = catalog.app_workloads[key]
            cps = float(app["lpar_cps"]) if "lpar_cps" in app else float(assumptions[app["lpar_cps_assumption"]])
            sources.setdefault((app["machine"], cps), f"application reference '{key}'")
    if shape["uss_overhead"].any():
        sources.setdefault(("3906-M04", float(assumptions["ref_004_lpar_cps"])), "the USS process overhead")
    for (machine, cps), what in sources.items():
        try:
            source = machines.parse(machine)
            source.cp_capacity(category, cps)
            source.ziip_capacity(category, cps)
        except MachineError as exc:
            where = " (imported capacity table)" if machines.imported else ""
            issues.append(Issue(ERROR, f"cannot move the costs of {what}, measured on {machine} with {cps:g} CPs, "
                                       f"to the plan's LPAR{where}: {exc}; add that machine type's row for "
                                       f"{cps:g} CPs and category {category} to the table, or remove the table",
                                "plan", field="capacity_table"))


def _check_protocol_limits(catalog: Catalog, ingress: list[str | None], known: np.ndarray, pin: np.ndarray,
                           pout: np.ndarray, channel: np.ndarray, names: list[str], issues: list[Issue]) -> None:
    """COMMAREA flows cannot carry more than their protocol allows: an error naming the limit and the way out."""
    found: list[tuple[int, int, Issue]] = []  # (row, in before out, issue): told in row order
    rows_of = np.array(ingress, dtype=object)
    for model_id in {m for m in dict.fromkeys(ingress) if m in catalog.models and catalog.get(m).shape.commarea_limit}:
        shape = catalog.get(model_id).shape
        limit = catalog.limits[shape.commarea_limit]
        rows = known & (rows_of == model_id)
        if shape.channel_capable:
            rows &= ~channel  # a channel lifts the COMMAREA limit
        for order, (key, sizes) in enumerate((("payload_in_bytes", pin), ("payload_out_bytes", pout))):
            hard = rows & (sizes > limit["hard_bytes"])
            for i in np.flatnonzero(hard):
                found.append((i, order, Issue(ERROR, f"{sizes[i]:,.0f} bytes is over the {limit['name']} limit of "
                                                     f"{limit['hard_bytes']:,} bytes ({limit['source']}); "
                                                     f"{limit['way_out']}", "workload", int(i), key, names[i])))
            if "advisory_bytes" in limit:
                for i in np.flatnonzero(rows & ~hard & (sizes > limit["advisory_bytes"])):
                    found.append((i, order, Issue(WARNING, f"{sizes[i]:,.0f} bytes is over the advisory "
                                                           f"{limit['advisory_bytes']:,}-byte limit of a "
                                                           f"{limit['name']} (headers share the buffer); "
                                                           f"{limit['way_out']}", "workload", int(i), key, names[i])))
    issues.extend(issue for _, _, issue in sorted(found, key=lambda f: f[:2]))


def _check_xml_payload(catalog: Catalog, ingress: list[str | None], known: np.ndarray, pin: np.ndarray,
                       pout: np.ndarray, shape: dict, names: list[str], issues: list[Issue], cols: _Columns,
                       cell_issues: list[Issue]) -> None:
    """A web service whose payload holds fewer bytes than it has elements: a warning naming both fields, since
    the payload is the elements' data without their tags (xml_message), and the two drive separate costs. One
    whose elements are given but whose payload is not: a warning that the measured message's size is used."""
    # a cell that is already an error (a count typed as text) is not also read as a count of elements
    faulty = {(issue.index, issue.field) for issue in (*issues, *cell_issues) if issue.scope == "workload"}

    def given(key: str, i: int) -> bool:
        raw = cols(key)[i]
        return raw is not None and str(raw).strip() != ""

    for i in range(len(ingress)):
        if not known[i] or not catalog.get(ingress[i]).is_web_service:
            continue
        reference = catalog.get(ingress[i]).reference
        missing = [d for d in ("in", "out")
                   if given(f"xml_elements_{d}", i) and (i, f"xml_elements_{d}") not in faulty
                   and not given(f"payload_{d}_bytes", i)
                   and shape[f"xml_{d}"][i] != getattr(reference, f"xml_elements_{d}")]
        if missing:  # one warning for the row: the planner fixes both payloads at once
            both = len(missing) == 2
            sizes = " and ".join(f"{(pin if d == 'in' else pout)[i]:,.0f} bytes {d}" for d in missing)
            counts = " and ".join(f"{shape[f'xml_{d}'][i]:,.0f} {d}" for d in missing)
            where = "in and out" if both else missing[0]
            issues.append(Issue(WARNING, f"Payload {where} {'are' if both else 'is'} not given: the measured "
                                         f"message's data ({sizes}) is costed with your XML elements ({counts}), "
                                         f"and the per-byte cost and TLS follow the payload. Type the size of your "
                                         f"message's data as Payload {where}", "workload", i,
                                f"payload_{missing[0]}_bytes", names[i]))
        for direction, payload, elements in (("in", pin[i], shape["xml_in"][i]), ("out", pout[i], shape["xml_out"][i])):
            payload_key = f"payload_{direction}_bytes"
            if not (np.isfinite(payload) and np.isfinite(elements) and too_small_payload(payload, elements)):
                continue
            message = xml_message_bytes(payload, elements, shape["xml_tag_bytes"][i])
            issues.append(Issue(WARNING, f"Payload {direction} ({payload:,.0f} bytes) is less than one byte for each "
                                         f"of the {elements:,.0f} XML elements {direction}: the payload is the data "
                                         f"the elements carry, without their tags (with them the message is about "
                                         f"{message:,.0f} bytes). Give the data's size as Payload {direction}, or "
                                         f"check XML elements {direction}", "workload", i,
                                payload_key, names[i]))
