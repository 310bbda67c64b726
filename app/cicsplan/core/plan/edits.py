"""Edit operations on a plan, each returning what is needed to undo it.

The GUI wraps these in undo commands; keeping them here (Qt-free) lets tests drive every edit
without a window and keeps one place that changes a plan.
"""

from __future__ import annotations

import copy
import math
import re
from typing import Any

from cicsplan.core.common.records import dataclass
from cicsplan.core.plan.fields import BOOL, HARDWARE, INGRESS, REGION_GROUP, TEXT, WORKLOAD
from cicsplan.core.plan.partitions import PARTITION
from cicsplan.core.plan.plan import Plan, Record, Scalar, Scenario

TABLES = ("workloads", "region_groups", "partitions")
FIELDS = {"workloads": WORKLOAD, "region_groups": REGION_GROUP, "hardware": HARDWARE, "partitions": PARTITION}
TEXT_KINDS = (TEXT, INGRESS)
YES = ("yes", "y", "true", "on", "1")
NO = ("no", "n", "false", "off", "0")
_INTEGER = re.compile(r"^[+-]?[0-9]+$")


@dataclass(frozen=True)
class CellRef:
    scenario: int
    table: str  # "workloads", "region_groups", "partitions" (the other LPARs) or "hardware"
    row: int  # ignored for hardware
    key: str


def _records(plan: Plan, scenario: int, table: str) -> list[Record]:
    if table not in TABLES:
        raise ValueError(f"unknown table {table!r}")
    return getattr(plan.scenarios[scenario], table)


def _record(plan: Plan, ref: CellRef) -> Record:
    if ref.table == "hardware":
        return plan.scenarios[ref.scenario].hardware
    return _records(plan, ref.scenario, ref.table)[ref.row]


def get_cell(plan: Plan, ref: CellRef) -> Scalar:
    return _record(plan, ref).get(ref.key)


def set_cell(plan: Plan, ref: CellRef, value: Scalar) -> Scalar:
    """Set a cell (None or "" clears it); returns the previous raw value."""
    record = _record(plan, ref)
    old = record.get(ref.key)
    record.set(ref.key, normalise_cell(ref, value))
    return old


def field_kind(ref: CellRef) -> str | None:
    """The kind of the field a cell holds (fields.TEXT, NUMBER...), None for a key no field describes."""
    spec = FIELDS.get(ref.table, {}).get(ref.key)
    return spec.kind if spec else None


def normalise_cell(ref: CellRef, value: Any) -> Scalar:
    """What a cell stores when ``value`` is typed, pasted or filled into it: see ``normalise``."""
    return normalise(value, field_kind(ref))


def normalise(value: Any, kind: str | None = None) -> Scalar:
    """What a typed value is stored as, by the kind of its field; blanks are nothing.

    Text fields (names, ingress ids, region groups, machines, notes) keep text, even text that reads as a
    number: a workload named '2024' and the ingress id '3270' are text. Yes/no fields take yes/no words.
    Number fields (and, with no kind, plan variables) store finite numbers as numbers and anything else as
    typed text: a formula, or text the engine reports as not a number."""
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        if kind in TEXT_KINDS or text.startswith("="):
            return text
        if kind == BOOL:
            word = text.lower()
            return True if word in YES else False if word in NO else text
        return _number(text)
    if kind in TEXT_KINDS and value is not None and not isinstance(value, bool):
        return str(value)  # a number pasted or filled from a cell of a hand-edited plan
    return value


def _number(text: str) -> Scalar:
    """'1,250.5' -> 1250.5, '32768' -> 32768 (exactly, however long); other text is kept as typed."""
    cleaned = text.replace(",", "").replace("_", "")
    if _INTEGER.match(cleaned):
        return int(cleaned)
    try:
        number = float(cleaned)
    except ValueError:
        return text
    return number if math.isfinite(number) else text  # 'nan' and 'inf' are not numbers a plan can hold


def insert_records(plan: Plan, scenario: int, table: str, row: int, records: list[Record]) -> None:
    rows = _records(plan, scenario, table)
    rows[row:row] = [copy.deepcopy(r) for r in records]


def remove_records(plan: Plan, scenario: int, table: str, rows: list[int]) -> list[tuple[int, Record]]:
    """Remove rows; returns (index, record) pairs in ascending order for undo."""
    records = _records(plan, scenario, table)
    removed = [(r, records[r]) for r in sorted(set(rows))]
    for r, _ in reversed(removed):
        del records[r]
    return removed


def restore_records(plan: Plan, scenario: int, table: str, removed: list[tuple[int, Record]]) -> None:
    records = _records(plan, scenario, table)
    for r, record in removed:
        records.insert(r, record)


def move_records(plan: Plan, scenario: int, table: str, rows: list[int], offset: int) -> list[int]:
    """Move the given rows up (offset -1) or down (+1) as a block; returns their new indexes."""
    records = _records(plan, scenario, table)
    chosen = sorted(set(rows))
    if not chosen:
        return []
    if chosen[0] + offset < 0 or chosen[-1] + offset >= len(records):
        return chosen
    moving = [records[r] for r in chosen]
    for r in reversed(chosen):
        del records[r]
    target = chosen[0] + offset
    records[target:target] = moving
    return list(range(target, target + len(moving)))


def unique_name(existing: list[str], wanted: str) -> str:
    if wanted not in existing:
        return wanted
    n = 2
    while f"{wanted} ({n})" in existing:
        n += 1
    return f"{wanted} ({n})"


def duplicate_scenario(plan: Plan, index: int, name: str | None = None) -> int:
    """Copy a scenario to try a variant; returns the new scenario's index (right after the original)."""
    source = plan.scenarios[index]
    clone = copy.deepcopy(source)
    clone.name = unique_name([s.name for s in plan.scenarios], name or f"{source.name} copy")
    plan.scenarios.insert(index + 1, clone)
    return index + 1


def insert_scenario(plan: Plan, index: int, scenario: Scenario) -> None:
    plan.scenarios.insert(index, scenario)


def remove_scenario(plan: Plan, index: int) -> Scenario:
    if len(plan.scenarios) == 1:
        raise ValueError("a plan keeps at least one scenario")
    return plan.scenarios.pop(index)


def rename_scenario(plan: Plan, index: int, name: str) -> str:
    name = name.strip()
    if not name:
        raise ValueError("a scenario needs a name")
    if any(s.name == name for i, s in enumerate(plan.scenarios) if i != index):
        raise ValueError(f"a scenario named '{name}' already exists")
    old = plan.scenarios[index].name
    plan.scenarios[index].name = name
    return old


def set_mapping_value(mapping: dict[str, Scalar], key: str, value: Scalar) -> tuple[bool, Scalar]:
    """Set or (value None) delete a key of variables/assumptions; returns (was_present, old_value)."""
    present = key in mapping
    old = mapping.get(key)
    if value is None:
        mapping.pop(key, None)
    else:
        mapping[key] = value
    return present, old


def restore_mapping_value(mapping: dict[str, Scalar], key: str, was_present: bool, old: Scalar) -> None:
    if was_present:
        mapping[key] = old
    else:
        mapping.pop(key, None)


def parse_tsv(text: str) -> list[list[str]]:
    """Cells of a block copied from Excel or another grid (tab-separated, one row per line)."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line.split("\t") for line in lines]


def to_tsv(rows: list[list[Scalar]]) -> str:
    """A block for the clipboard: raw values (formulas as typed), tab-separated."""
    def text(value: Scalar) -> str:
        if value is None:
            return ""
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        return str(value).replace("\t", " ").replace("\n", " ")

    return "\n".join("\t".join(text(v) for v in row) for row in rows) + "\n"


# -- the machine application CPU was measured on --------------------------------------------------------------------

APP_CPU_KEYS = ("app_gcp_ms", "app_ziip_ms", "app_qr_ms")  # typed application CPU: it belongs to a machine
APP_BASIS_KEYS = ("app_machine", "app_lpar_cps")
HARDWARE_BASIS_KEYS = ("machine", "cps")  # what moves a typed application CPU when it changes


def _given(value: Scalar) -> bool:
    return value is not None and value != "" and value != 0


def app_basis_pins(scenario: Scenario, scenario_index: int, changes: list[tuple[CellRef, Scalar]],
                   machine: str, cps: int) -> list[tuple[CellRef, Scalar]]:
    """The cells that keep application CPU on the machine it was measured on, to set in the same step as
    ``changes``: a row that gets application CPU without saying where it was measured is pinned to the scenario's
    machine (``machine`` with ``cps`` CPs: the scenario's as it computes now), and a change of the scenario's
    machine or CPs pins every row whose CPU relied on them, so the CPU moves to the new machine instead of being
    taken as measured there. Nothing for rows that name their machine already."""
    mine = [(ref, value) for ref, value in changes if ref.scenario == scenario_index]
    hardware_moves = any(ref.table == "hardware" and ref.key in HARDWARE_BASIS_KEYS for ref, _ in mine)
    new: dict[tuple[int, str], Scalar] = {(ref.row, ref.key): value for ref, value in mine
                                          if ref.table == "workloads"}
    rows = range(len(scenario.workloads)) if hardware_moves else sorted(
        {ref.row for ref, _ in mine if ref.table == "workloads" and ref.key in APP_CPU_KEYS})
    pins: list[tuple[CellRef, Scalar]] = []
    for row in rows:
        if row >= len(scenario.workloads):
            continue
        record = scenario.workloads[row]

        def value(key: str, row: int = row, record: Record = record) -> Scalar:
            return new.get((row, key), record.get(key))

        if any(_given(value(key)) for key in APP_CPU_KEYS) and not any(_given(value(key)) for key in APP_BASIS_KEYS):
            pins += [(CellRef(scenario_index, "workloads", row, "app_machine"), machine),
                     (CellRef(scenario_index, "workloads", row, "app_lpar_cps"), int(cps))]
    return pins


def pin_app_basis(records: list[Record], machine: str, cps: int) -> list[Record]:
    """Copies of ``records`` with each one's application CPU pinned to ``machine`` with ``cps`` CPs where it does not
    name its machine (rows pasted or imported into a scenario, a scenario sized onto other hardware)."""
    out = []
    for record in records:
        if any(_given(record.get(k)) for k in APP_CPU_KEYS) and not any(_given(record.get(k)) for k in APP_BASIS_KEYS):
            record = copy.deepcopy(record)
            record.set("app_machine", machine)
            record.set("app_lpar_cps", int(cps))
        out.append(record)
    return out
