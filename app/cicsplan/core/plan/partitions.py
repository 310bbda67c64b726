"""The other LPARs of the plan's machine (``hardware.partitions``), as the RMF Partition Data report gives them.

Stored for the LPAR-sharing model (PR/SM weights, shared and dedicated CPs, caps) that is yet to come: today they
change no figure. A partition is an object {name, logical_cps, logical_ziips, weight, ziip_weight, busy_pct,
ziip_busy_pct, dedicated, caps}; only the name is required. Each value is checked when the plan is read, and a
wrong one refused with a sentence naming it (``hardware.partitions[2].weight``) and the range allowed; keys this
version does not know are kept as they are.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from cicsplan.core.plan.fields import BOOL, INTEGER, NUMBER, TEXT, FieldSpec

MAX_PARTITIONS = 1_000  # IBM Z runs at most 85 LPARs on a machine
MAX_WEIGHT = 999

PARTITION_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Partition", TEXT, "The LPAR's name (1 to 8 characters in RMF).", required=True),
    FieldSpec("logical_cps", "Logical CPs", INTEGER, "The partition's logical general CPs.", unit="engines", min=0,
              max=256),
    FieldSpec("logical_ziips", "Logical zIIPs", INTEGER, "The partition's logical zIIPs.", unit="engines", min=0,
              max=256),
    FieldSpec("weight", "CP weight", INTEGER, "Its PR/SM weight in the shared CP pool.", min=1, max=MAX_WEIGHT),
    FieldSpec("ziip_weight", "zIIP weight", INTEGER, "Its PR/SM weight in the shared zIIP pool.", min=1,
              max=MAX_WEIGHT),
    FieldSpec("busy_pct", "CP busy", NUMBER, "Its logical CPs' busy (RMF: logical processors, total).", unit="%",
              min=0, max=100),
    FieldSpec("ziip_busy_pct", "zIIP busy", NUMBER, "Its logical zIIPs' busy.", unit="%", min=0, max=100),
    FieldSpec("dedicated", "Dedicated", BOOL, "Its processors are dedicated (outside the shared pool, no weight)."),
)
CAP_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("initial", "Initial capping", BOOL, "Initial (hard) capping at its weight."),
    FieldSpec("absolute", "Absolute capping", BOOL, "Absolute capping (LPAR hardware capping)."),
    FieldSpec("group", "Group capping", BOOL, "Hardware group capping."),
    FieldSpec("defined_msu", "Defined capacity", NUMBER, "Defined capacity (soft cap) on the four-hour rolling "
              "average; 0 for none.", unit="MSU", min=0, max=1_000_000),
)
PARTITION = {f.key: f for f in PARTITION_FIELDS}
CAPS = {f.key: f for f in CAP_FIELDS}


def partitions_problem(raw: Any, where: str) -> str | None:
    """A sentence naming the first value of ``raw`` (the list under ``where``) a plan cannot hold, else None."""
    if not isinstance(raw, list):
        return f"'{where}' must be a list of partition objects ({{\"name\": \"PROD2\", \"weight\": 300, ...}})"
    if len(raw) > MAX_PARTITIONS:
        return f"'{where}' lists {len(raw):,} partitions; at most {MAX_PARTITIONS:,} are allowed"
    names: dict[str, int] = {}
    for i, item in enumerate(raw):
        here = f"{where}[{i}]"
        if not isinstance(item, dict):
            return f"'{here}' must be an object with the partition's name and figures"
        name = item.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 64:
            return f"'{here}.name' must be the partition's name, 1 to 64 characters"
        if name.strip().upper() in names:
            return f"'{here}.name' is {name.strip()!r}, the name of partition {names[name.strip().upper()]} as well"
        names[name.strip().upper()] = i
        for key, spec in PARTITION.items():
            problem = _value_problem(item.get(key), spec, f"{here}.{key}")
            if problem:
                return problem
        caps = item.get("caps")
        if caps is not None:
            if not isinstance(caps, dict):
                return f"'{here}.caps' must be an object such as {{\"initial\": false, \"defined_msu\": 300}}"
            for key, spec in CAPS.items():
                problem = _value_problem(caps.get(key), spec, f"{here}.caps.{key}")
                if problem:
                    return problem
    return None


def _value_problem(value: Any, spec: FieldSpec, where: str) -> str | None:
    if value is None or spec.kind == TEXT:
        return None
    if spec.kind == BOOL:
        return None if isinstance(value, bool) else f"'{where}' must be true or false"
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return f"'{where}' must be a number ({spec.description.rstrip('.').lower()}), {spec.range_text}"
    if spec.kind == INTEGER and not float(value).is_integer():
        return f"'{where}' is {value:g}; a whole number {spec.range_text} is allowed"
    if (spec.min is not None and value < spec.min) or (spec.max is not None and value > spec.max):
        return f"'{where}' is {value:g}; allowed {spec.range_text}"
    return None


def copied(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return copy.deepcopy(raw)


def partition_schema() -> dict[str, Any]:
    """The JSON Schema of one partition (docs/plan.schema.json)."""
    def field(spec: FieldSpec) -> dict[str, Any]:
        kind = {NUMBER: "number", INTEGER: "integer", BOOL: "boolean", TEXT: "string"}[spec.kind]
        out: dict[str, Any] = {"type": kind, "description": spec.tooltip().replace("\n", " ")}
        if spec.min is not None:
            out["minimum"] = spec.min
        if spec.max is not None:
            out["maximum"] = spec.max
        return out

    return {
        "type": "object",
        "title": "partition",
        "description": "Another LPAR of the plan's machine (RMF Partition Data), kept for the LPAR-sharing model; "
                       "it changes no figure yet.",
        "properties": {**{f.key: field(f) for f in PARTITION_FIELDS},
                       "caps": {"type": "object", "properties": {f.key: field(f) for f in CAP_FIELDS},
                                "additionalProperties": True}},
        "required": ["name"],
        "additionalProperties": True,
    }
