"""The other LPARs of the plan's machine (``hardware.partitions``), as the RMF Partition Data report gives them.

A partition is an object {name, logical_cps, logical_ziips, weight, ziip_weight, busy_pct, ziip_busy_pct, dedicated,
caps: {initial, absolute, absolute_cps, group, defined_msu}}; only the name is required. In memory each is a Record
whose keys are the paths below the partition ("weight", "caps.defined_msu"), so that an edit, an error and its
message name the value as the file holds it (``hardware.partitions[2].caps.defined_msu``). The file's structure is
checked when the plan is read (a list of objects, the caps an object, each value a number, text or yes/no); the
values themselves are checked by the engine, like every other cell, each wrong one an error naming it and the range
allowed. Keys this version does not know are kept as they are, inside ``caps`` too.
"""

from __future__ import annotations

import copy
from typing import Any

from cicsplan.core.plan.fields import BOOL, INTEGER, NUMBER, TEXT, FieldSpec
from cicsplan.core.plan.record import Record

MAX_WEIGHT = 999
CAPS = "caps"

PARTITION_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Partition", TEXT, "The LPAR's name (1 to 8 characters in RMF).", required=True),
    FieldSpec("logical_cps", "Logical CPs", INTEGER, "The partition's logical general CPs.", unit="CPs", min=0,
              max=256, default=0, default_source="none: it does not share the CPs."),
    FieldSpec("weight", "CP weight", INTEGER, "Its PR/SM weight in the shared CP pool (ignored when its CPs are "
              "dedicated).", min=1, max=MAX_WEIGHT, default_source="required when it shares the CPs."),
    FieldSpec("busy_pct", "CP busy", NUMBER, "Its logical CPs' busy (RMF Partition Data: logical processors, "
              "total): the demand it puts on the CP pool.", unit="%", min=0, max=100, default=0,
              default_source="idle: it asks for none of the pool."),
    FieldSpec("logical_ziips", "Logical zIIPs", INTEGER, "The partition's logical zIIPs.", unit="zIIPs", min=0,
              max=256, default=0, default_source="none: it does not share the zIIPs."),
    FieldSpec("ziip_weight", "zIIP weight", INTEGER, "Its PR/SM weight in the shared zIIP pool.", min=1,
              max=MAX_WEIGHT, default_source="its CP weight."),
    FieldSpec("ziip_busy_pct", "zIIP busy", NUMBER, "Its logical zIIPs' busy: the demand it puts on the zIIP pool.",
              unit="%", min=0, max=100, default=0, default_source="idle."),
    FieldSpec("dedicated", "Dedicated", BOOL, "Its processors are dedicated: out of the shared pools, no weight.",
              default=False, default_source="shared."),
    FieldSpec("machine", "Machine", TEXT, "The machine the LPAR runs on when it is not the plan's (another machine of "
              "the sysplex, e.g. 3931-708): it then takes no part in the plan machine's pools.", default="",
              default_source="the plan's machine."),
    FieldSpec("available_cps", "Available CPs", NUMBER, "On another machine: the CPs PR/SM gives the LPAR there "
              "(that machine's RMF Partition Data).", unit="CPs", min=0.01, max=256,
              default_source="its logical CPs."),
    FieldSpec("caps.initial", "Initial capping", BOOL, "Initial (hard) capping: never more than its weight's share "
              "of the pool.", default=False, default_source="no."),
    FieldSpec("caps.absolute_cps", "Absolute capping", NUMBER, "Absolute capping: the most CPs' worth it may use, "
              "in processors (2.5 is two and a half CPs).", unit="CPs", min=0.01, max=256,
              default_source="none."),
    FieldSpec("caps.defined_msu", "Defined capacity", NUMBER, "Defined capacity (soft cap) on its four-hour "
              "rolling average; 0 for none.", unit="MSU", min=0, max=1_000_000, default=0, default_source="none."),
    FieldSpec("caps.absolute", "Absolute capping on", BOOL, "Absolute capping is defined (RMF prints that it is, "
              "not its value: give it in Absolute capping).", default=False, default_source="no."),
    FieldSpec("caps.group", "Group capping", BOOL, "Hardware group capping (a group's limit is not modelled).",
              default=False, default_source="no."),
)
PARTITION = {f.key: f for f in PARTITION_FIELDS}


class PartitionsError(ValueError):
    """``hardware.partitions`` is not a list of partition objects; the message names the place."""


def partitions_from_json(raw: Any, where: str) -> list[Record]:
    """The partitions of a plan file as records; PartitionsError names the first place whose shape is wrong."""
    if not isinstance(raw, list):
        raise PartitionsError(f"'{where}' must be a list of partition objects ({{\"name\": \"PROD2\", "
                              "\"weight\": 300, ...}})")
    records = []
    for i, item in enumerate(raw):
        here = f"{where}[{i}]"
        if not isinstance(item, dict):
            raise PartitionsError(f"'{here}' must be an object with the partition's name and figures")
        record = Record()
        for key, value in item.items():
            if key == CAPS:
                record.extra.update(_caps(value, f"{here}.{CAPS}", record))
            elif key in PARTITION:
                record.values[key] = _scalar(value, f"{here}.{key}")
            else:
                record.extra[key] = value
        records.append(record)
    return records


def _caps(raw: Any, where: str, record: Record) -> dict[str, Any]:
    """Reads ``caps`` into the record's values; returns what to keep beside them (the caps' unknown keys)."""
    if not isinstance(raw, dict):
        raise PartitionsError(f"'{where}' must be an object such as {{\"initial\": false, \"defined_msu\": 300}}")
    unknown = {}
    for key, value in raw.items():
        if f"{CAPS}.{key}" in PARTITION:
            record.values[f"{CAPS}.{key}"] = _scalar(value, f"{where}.{key}")
        else:
            unknown[key] = value
    return {CAPS: unknown} if unknown else {}


def _scalar(value: Any, where: str) -> Any:
    if isinstance(value, dict | list):
        raise PartitionsError(f"'{where}' must be a number, yes/no or text, not a "
                              f"{'list' if isinstance(value, list) else 'object'}")
    return value


def partition_to_json(record: Record) -> dict[str, Any]:
    """A partition as the plan file holds it: the caps in their own object, unknown keys where they were."""
    out: dict[str, Any] = {}
    caps: dict[str, Any] = {}
    for key, value in record.values.items():
        if key.startswith(f"{CAPS}."):
            caps[key.removeprefix(f"{CAPS}.")] = value
        else:
            out[key] = value
    extra = copy.deepcopy(record.extra)
    caps.update(extra.pop(CAPS, {}) or {})
    out.update(extra)
    if caps:
        out[CAPS] = caps
    return out


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

    top = [f for f in PARTITION_FIELDS if not f.key.startswith(f"{CAPS}.")]
    caps = [f for f in PARTITION_FIELDS if f.key.startswith(f"{CAPS}.")]
    return {
        "type": "object",
        "title": "partition",
        "description": "Another LPAR of the plan's machine (RMF Partition Data): it shares the CP and zIIP pools by "
                       "its weight and takes its stated busy of them.",
        "properties": {**{f.key: field(f) for f in top},
                       CAPS: {"type": "object", "properties": {f.key.removeprefix(f"{CAPS}."): field(f) for f in caps},
                              "additionalProperties": True}},
        "required": ["name"],
        "additionalProperties": True,
    }
