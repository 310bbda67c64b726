"""The plan document: what the planner typed, kept as typed.

Cells hold raw values: a number, a formula string ``"=..."``, text, or nothing. Keys this
version does not know are kept and written back unchanged, so nothing is lost. Checking
values against their ranges is the engine's job (a plan with errors is still a plan: the
planner's work in progress can be edited and saved).
"""

from __future__ import annotations

import copy
from dataclasses import field
from typing import Any

from cicsplan.core.common.records import dataclass
from cicsplan.core.plan.fields import HARDWARE, REGION_GROUP, WORKLOAD
from cicsplan.core.plan.partitions import PartitionsError, partition_to_json, partitions_from_json
from cicsplan.core.plan.record import Record, Scalar

FORMAT = "cicsplan"
CURRENT_VERSION = 1
COST_METHODS = ("published", "fitted")
DEFAULT_SCENARIO = "Base"



class PlanFormatError(ValueError):
    """The document is not a cicsplan plan this version can read; the message says why and where."""


@dataclass
class Scenario:
    name: str
    hardware: Record = field(default_factory=Record)
    workloads: list[Record] = field(default_factory=list)
    region_groups: list[Record] = field(default_factory=list)
    variables: dict[str, Scalar] = field(default_factory=dict)  # override the plan's variables
    assumptions: dict[str, Scalar] = field(default_factory=dict)  # override the plan's assumptions
    notes: str = ""
    hourly_profile: dict[str, Any] | None = None  # {"all": [24 multipliers], "workloads": {name: [24]}}; None: flat
    extra: dict[str, Any] = field(default_factory=dict)
    partitions: list[Record] = field(default_factory=list)  # hardware.partitions: the machine's other LPARs


@dataclass
class Plan:
    name: str = "Untitled plan"
    notes: str = ""
    cost_method: str = "published"
    variables: dict[str, Scalar] = field(default_factory=dict)
    assumptions: dict[str, Scalar] = field(default_factory=dict)
    coefficient_overrides: list[dict[str, Any]] = field(default_factory=list)
    capacity_table: dict[str, Any] | None = None  # imported zPCR figures; replace the built-in curves
    catalog_record: dict[str, Any] | None = None  # the catalog it was saved with (built-in hash, custom models)
    scenarios: list[Scenario] = field(default_factory=lambda: [Scenario(DEFAULT_SCENARIO)])
    extra: dict[str, Any] = field(default_factory=dict)

    def scenario(self, name: str | None = None) -> Scenario:
        """The named scenario, or the first one."""
        if name is None:
            return self.scenarios[0]
        for scenario in self.scenarios:
            if scenario.name == name:
                return scenario
        known = ", ".join(repr(s.name) for s in self.scenarios)
        raise KeyError(f"no scenario named {name!r} (this plan has {known})")

    def copy(self) -> Plan:
        return copy.deepcopy(self)

    def variables_for(self, scenario: Scenario) -> dict[str, Scalar]:
        return {**self.variables, **scenario.variables}

    def assumptions_for(self, scenario: Scenario) -> dict[str, Scalar]:
        return {**self.assumptions, **scenario.assumptions}


# ---------------------------------------------------------------------------------------------
# JSON <-> Plan

_PLAN_KEYS = {"format", "version", "name", "notes", "cost_method", "variables", "assumptions",
              "coefficient_overrides", "capacity_table", "catalog", "scenarios", "hardware", "workloads",
              "region_groups", "scenario_name", "hourly_profile"}
_SCENARIO_KEYS = {"name", "hardware", "workloads", "region_groups", "variables", "assumptions", "notes",
                  "hourly_profile"}


def plan_from_json(doc: Any) -> Plan:
    """Build a Plan from a parsed, already migrated document of the current version."""
    if not isinstance(doc, dict):
        raise PlanFormatError("the file does not hold a JSON object at the top level")
    plan = Plan(
        name=_text(doc, "name", "name", default="Untitled plan"),
        notes=_text(doc, "notes", "notes", default=""),
        cost_method=_text(doc, "cost_method", "cost_method", default="published"),
        variables=_cells(doc.get("variables", {}), "variables"),
        assumptions=_cells(doc.get("assumptions", {}), "assumptions"),
        coefficient_overrides=_overrides(doc.get("coefficient_overrides", [])),
        capacity_table=_capacity_table(doc.get("capacity_table")),
        catalog_record=_catalog_record(doc.get("catalog")),
        extra={k: v for k, v in doc.items() if k not in _PLAN_KEYS},
    )
    has_top = any(k in doc for k in ("hardware", "workloads", "region_groups", "hourly_profile"))
    if "scenarios" in doc:
        if has_top:
            raise PlanFormatError("a plan has either top-level 'hardware'/'workloads' (one scenario) "
                                  "or a 'scenarios' list, not both")
        raw = doc["scenarios"]
        if not isinstance(raw, list) or not raw:
            raise PlanFormatError("'scenarios' must be a non-empty list of scenario objects")
        plan.scenarios = [_scenario(s, f"scenarios[{i}]") for i, s in enumerate(raw)]
        names = [s.name for s in plan.scenarios]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise PlanFormatError(f"scenario names must be unique; repeated: {', '.join(dupes)}")
    else:
        single = {k: doc[k] for k in ("hardware", "workloads", "region_groups", "hourly_profile") if k in doc}
        single["name"] = doc.get("scenario_name", DEFAULT_SCENARIO)
        plan.scenarios = [_scenario(single, "")]
    return plan


def plan_to_json(plan: Plan) -> dict[str, Any]:
    """The document to save: one-scenario plans keep the minimal top-level form."""
    doc: dict[str, Any] = {"format": FORMAT, "version": CURRENT_VERSION, "name": plan.name}
    if plan.notes:
        doc["notes"] = plan.notes
    doc["cost_method"] = plan.cost_method
    if plan.variables:
        doc["variables"] = dict(plan.variables)
    if plan.assumptions:
        doc["assumptions"] = dict(plan.assumptions)
    if plan.coefficient_overrides:
        doc["coefficient_overrides"] = copy.deepcopy(plan.coefficient_overrides)
    if plan.capacity_table is not None:
        doc["capacity_table"] = copy.deepcopy(plan.capacity_table)
    if plan.catalog_record is not None:
        doc["catalog"] = copy.deepcopy(plan.catalog_record)
    if len(plan.scenarios) == 1 and _is_plain(plan.scenarios[0]):
        scenario = plan.scenarios[0]
        if scenario.name != DEFAULT_SCENARIO:
            doc["scenario_name"] = scenario.name
        doc.update(_scenario_body(scenario))
    else:
        doc["scenarios"] = [{"name": s.name, **_scenario_body(s)} for s in plan.scenarios]
    doc.update(copy.deepcopy(plan.extra))
    return doc


def _is_plain(scenario: Scenario) -> bool:
    return not (scenario.variables or scenario.assumptions or scenario.notes or scenario.extra)


def _scenario_body(s: Scenario) -> dict[str, Any]:
    hardware = s.hardware.to_json()
    if s.partitions:
        hardware["partitions"] = [partition_to_json(p) for p in s.partitions]
    body: dict[str, Any] = {"hardware": hardware, "workloads": [w.to_json() for w in s.workloads]}
    if s.region_groups:
        body["region_groups"] = [g.to_json() for g in s.region_groups]
    if s.variables:
        body["variables"] = dict(s.variables)
    if s.assumptions:
        body["assumptions"] = dict(s.assumptions)
    if s.notes:
        body["notes"] = s.notes
    if s.hourly_profile is not None:
        body["hourly_profile"] = copy.deepcopy(s.hourly_profile)
    body.update(copy.deepcopy(s.extra))
    return body


def _scenario(raw: Any, where: str) -> Scenario:
    prefix = f"{where}." if where else ""
    if not isinstance(raw, dict):
        raise PlanFormatError(f"'{where}' must be an object")
    name = raw.get("name", DEFAULT_SCENARIO)
    if not isinstance(name, str) or not name.strip():
        raise PlanFormatError(f"'{prefix}name' must be a non-empty text")
    workloads = raw.get("workloads", [])
    if not isinstance(workloads, list):
        raise PlanFormatError(f"'{prefix}workloads' must be a list of workload objects")
    groups = raw.get("region_groups", [])
    if not isinstance(groups, list):
        raise PlanFormatError(f"'{prefix}region_groups' must be a list of region group objects")
    notes = raw.get("notes", "")
    if not isinstance(notes, str):
        raise PlanFormatError(f"'{prefix}notes' must be text")
    hardware = raw.get("hardware", {})
    partitions: list[Record] = []
    if isinstance(hardware, dict) and "partitions" in hardware:
        try:
            partitions = partitions_from_json(hardware["partitions"], f"{prefix}hardware.partitions")
        except PartitionsError as exc:
            raise PlanFormatError(str(exc)) from None
        hardware = {k: v for k, v in hardware.items() if k != "partitions"}
    return Scenario(
        name=name.strip(),
        hardware=_record(hardware, f"{prefix}hardware", HARDWARE),
        workloads=[_record(w, f"{prefix}workloads[{i}]", WORKLOAD) for i, w in enumerate(workloads)],
        region_groups=[_record(g, f"{prefix}region_groups[{i}]", REGION_GROUP) for i, g in enumerate(groups)],
        variables=_cells(raw.get("variables", {}), f"{prefix}variables"),
        assumptions=_cells(raw.get("assumptions", {}), f"{prefix}assumptions"),
        notes=notes,
        hourly_profile=_hourly_profile(raw.get("hourly_profile"), f"{prefix}hourly_profile"),
        extra={k: v for k, v in raw.items() if k not in _SCENARIO_KEYS},
        partitions=partitions,
    )


def _record(raw: Any, where: str, known: dict) -> Record:
    if not isinstance(raw, dict):
        raise PlanFormatError(f"'{where}' must be an object")
    record = Record()
    for key, value in raw.items():
        if key in known:
            if isinstance(value, dict | list):
                raise PlanFormatError(f"'{where}.{key}' must be a number, a formula or text, not a "
                                      f"{'list' if isinstance(value, list) else 'object'}")
            if value is not None:
                record.values[key] = value
        else:
            record.extra[key] = value
    return record


def _cells(raw: Any, where: str) -> dict[str, Scalar]:
    if not isinstance(raw, dict):
        raise PlanFormatError(f"'{where}' must be an object of name: value")
    for key, value in raw.items():
        if isinstance(value, dict | list):
            raise PlanFormatError(f"'{where}.{key}' must be a number, a formula or text")
    return dict(raw)


def _overrides(raw: Any) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or not all(isinstance(o, dict) for o in raw):
        raise PlanFormatError("'coefficient_overrides' must be a list of objects")
    return copy.deepcopy(raw)


def _capacity_table(raw: Any) -> dict[str, Any] | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("models", raw.get("rows")), list):
        raise PlanFormatError("'capacity_table' must be an object with a name and a list of models")
    return copy.deepcopy(raw)


def _hourly_profile(raw: Any, where: str) -> dict[str, Any] | None:
    """The profile's shape only; its multipliers are checked by the engine (core.model.daily), like any cell."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("workloads", {}), dict):
        raise PlanFormatError(f"'{where}' must be an object {{\"all\": [24 multipliers], "
                              f"\"workloads\": {{\"workload name\": [24 multipliers]}}}}")
    return copy.deepcopy(raw)


def _catalog_record(raw: Any) -> dict[str, Any] | None:
    if raw is None:
        return None
    shape = ("'catalog' must be an object {\"built_in\": {\"version\", \"digest\"}, \"custom_models\": "
             "[{\"id\", \"digest\", ...}]}")
    if not isinstance(raw, dict) or not isinstance(raw.get("built_in", {}), dict):
        raise PlanFormatError(shape)
    custom = raw.get("custom_models", [])
    if not isinstance(custom, list) or not all(isinstance(e, dict) and isinstance(e.get("id"), str) for e in custom):
        raise PlanFormatError(shape)
    return copy.deepcopy(raw)


def _text(doc: dict, key: str, where: str, default: str) -> str:
    value = doc.get(key, default)
    if not isinstance(value, str):
        raise PlanFormatError(f"'{where}' must be text")
    return value
