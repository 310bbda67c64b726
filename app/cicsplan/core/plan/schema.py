"""The JSON Schema of plan files, generated from the field table so it cannot drift.

docs/plan.schema.json is this output (a test checks they are the same). The schema
describes the file's shape; ranges are given as documentation and checked by the engine,
because a plan with out-of-range values is still a valid work-in-progress file.
"""

from __future__ import annotations

from typing import Any

from cicsplan.core.plan.fields import (
    HARDWARE_FIELDS,
    INGRESS,
    INTEGER,
    NUMBER,
    REGION_GROUP_FIELDS,
    TEXT,
    WORKLOAD_FIELDS,
    FieldSpec,
)
from cicsplan.core.plan.partitions import partition_schema
from cicsplan.core.plan.plan import COST_METHODS, CURRENT_VERSION, FORMAT
from cicsplan.core.plan.profile import HOURS, MAX_MULTIPLIER
from cicsplan.core.plan.routing import ROUTING, routing_schema

FORMULA_PATTERN = r"^\s*="


def _field_schema(spec: FieldSpec) -> dict[str, Any]:
    description = spec.tooltip().replace("\n", " ")
    if spec.kind in (NUMBER, INTEGER):
        number: dict[str, Any] = {"type": "number" if spec.kind == NUMBER else "integer"}
        if spec.min is not None:
            number["minimum"] = spec.min
        if spec.max is not None:
            number["maximum"] = spec.max
        options: list[dict[str, Any]] = [number]
        if spec.formula:
            options.append({"type": "string", "pattern": FORMULA_PATTERN,
                            "description": "a formula over plan variables, e.g. =peak_tps*1.3"})
        return {"description": description, "anyOf": options}
    if spec.kind in (TEXT, INGRESS):
        return {"description": description, "type": "string"}
    return {"description": description, "type": "boolean"}


def _record_schema(fields: tuple[FieldSpec, ...], title: str) -> dict[str, Any]:
    return {
        "type": "object",
        "title": title,
        "properties": {f.key: _field_schema(f) for f in fields},
        "required": [f.key for f in fields if f.required],
        "additionalProperties": True,
    }


def _hardware_schema() -> dict[str, Any]:
    schema = _record_schema(HARDWARE_FIELDS, "hardware")
    schema["properties"]["partitions"] = {
        "type": "array", "items": {"$ref": "#/$defs/partition"},
        "description": "The other LPARs of the machine (RMF Partition Data): they share its CP and zIIP pools with the "
                       "plan's LPAR by their weights."}
    return schema


def _workload_schema() -> dict[str, Any]:
    schema = _record_schema(WORKLOAD_FIELDS, "workload")
    schema["properties"][ROUTING] = routing_schema()
    return schema


_CELLS = {"type": "object", "additionalProperties": {"type": ["number", "string", "boolean"]}}


def plan_schema() -> dict[str, Any]:
    scenario_body = {
        "hardware": {"$ref": "#/$defs/hardware"},
        "workloads": {"type": "array", "items": {"$ref": "#/$defs/workload"}},
        "region_groups": {"type": "array", "items": {"$ref": "#/$defs/region_group"}},
        "hourly_profile": {"$ref": "#/$defs/hourly_profile"},
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://cicsplan.invalid/plan.schema.json",
        "title": "cicsplan plan file",
        "description": "A capacity plan for CICS on IBM Z. Either top-level hardware and workloads (one scenario) "
                       "or a scenarios list.",
        "type": "object",
        "required": ["format", "version"],
        "properties": {
            "format": {"const": FORMAT},
            "version": {"type": "integer", "minimum": 1, "maximum": CURRENT_VERSION},
            "name": {"type": "string"},
            "notes": {"type": "string"},
            "cost_method": {"enum": list(COST_METHODS),
                            "description": "published: average of CPU%/ETR over the measured rows (default); "
                                           "fitted: least-squares line with a fixed part >= 0"},
            "variables": {**_CELLS, "description": "named numbers or formulas used by formula cells"},
            "assumptions": {**_CELLS, "description": "overrides of named assumptions (models/assumptions.toml)"},
            "coefficient_overrides": {"type": "array", "items": {"$ref": "#/$defs/coefficient_override"}},
            "capacity_table": {"$ref": "#/$defs/capacity_table"},
            "catalog": {"$ref": "#/$defs/catalog_record"},
            "scenario_name": {"type": "string"},
            **scenario_body,
            "scenarios": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/scenario"}},
        },
        "not": {"anyOf": [{"required": ["scenarios", "hardware"]}, {"required": ["scenarios", "workloads"]}]},
        "additionalProperties": True,
        "$defs": {
            "workload": _workload_schema(),
            "hardware": _hardware_schema(),
            "partition": partition_schema(),
            "region_group": _record_schema(REGION_GROUP_FIELDS, "region group"),
            "scenario": {
                "type": "object",
                "required": ["name"],
                "properties": {"name": {"type": "string", "minLength": 1}, **scenario_body,
                               "variables": _CELLS, "assumptions": _CELLS, "notes": {"type": "string"}},
                "additionalProperties": True,
            },
            "hourly_profile": {
                "type": "object",
                "description": "the day's shape: 24 multipliers of the planned rates, hour 0 (00:00-01:00) to hour 23, "
                               "shared by every workload ('all') and optionally per workload by name ('workloads'); "
                               "without it every hour runs at the planned rates. Each multiplier 0 to "
                               f"{MAX_MULTIPLIER:,.0f}",
                "properties": {
                    "all": {"$ref": "#/$defs/hour_multipliers"},
                    "workloads": {"type": "object", "additionalProperties": {"$ref": "#/$defs/hour_multipliers"}},
                },
                "additionalProperties": False,
            },
            "hour_multipliers": {"type": "array", "minItems": HOURS, "maxItems": HOURS,
                                 "items": {"type": "number", "minimum": 0, "maximum": MAX_MULTIPLIER}},
            "capacity_table": {
                "type": "object",
                "description": "imported capacity figures (a zPCR Configuration Summary or a CSV of models): they "
                               "replace IBM's built-in rating of each model they hold; plan files of earlier "
                               "releases give rows of full-speed n-way figures instead of models",
                "required": ["name"],
                "properties": {
                    "name": {"type": "string", "minLength": 1},
                    "source": {"type": "string"},
                    "imported": {"type": "string", "format": "date"},
                    "format": {"type": "string"},
                    "models": {"type": "array", "minItems": 1, "items": {
                        "type": "object", "required": ["model", "cps", "pci"],
                        "properties": {"model": {"type": "string", "pattern": "^[0-9]{4}-[0-9A-Z]{3}(_L)?$"},
                                       "cps": {"type": "integer", "minimum": 1},
                                       "pci": {"type": "number", "exclusiveMinimum": 0},
                                       "msu": {"type": "number", "exclusiveMinimum": 0},
                                       **{key: {"type": "integer", "minimum": 0}
                                          for key in ("partitions", "ifls", "icfs", "zaaps", "ziips")},
                                       "family": {"type": "string"}}}},
                    "rows": {"type": "array", "minItems": 1, "items": {
                        "type": "object", "required": ["type", "n", "AVERAGE"],
                        "properties": {"type": {"type": "string", "pattern": "^[0-9]{4}$"},
                                       "n": {"type": "integer", "minimum": 1},
                                       "AVERAGE": {"type": "number", "exclusiveMinimum": 0}}}},
                },
                "oneOf": [{"required": ["models"]}, {"required": ["rows"]}],
            },
            "catalog_record": {
                "type": "object",
                "description": "the catalog the plan was saved with (written by cicsplan on save): the built-in "
                               "catalog's version and content hash, and each custom model the plan uses",
                "properties": {
                    "built_in": {"type": "object", "properties": {"version": {"type": "string"},
                                                                  "digest": {"type": "string"}}},
                    "custom_models": {"type": "array", "items": {
                        "type": "object", "required": ["id"],
                        "properties": {"id": {"type": "string"}, "digest": {"type": "string"},
                                       "file": {"type": "string"}, "name": {"type": "string"}}}},
                },
            },
            "coefficient_override": {
                "type": "object",
                "required": ["ingress", "address_space"],
                "properties": {
                    "ingress": {"type": "string"},
                    "address_space": {"type": "string"},
                    "total_ms": {"type": "number", "minimum": 0},
                    "eligible_ms": {"type": "number", "minimum": 0},
                    "fixed_pct": {"type": "number", "minimum": 0},
                    "eligible_fixed_pct": {"type": "number", "minimum": 0},
                    "reason": {"type": "string"},
                },
                "additionalProperties": True,
            },
        },
    }
