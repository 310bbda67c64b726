"""Machines and LSPR capacity: moving a measured cost from one machine and LPAR to another.

Per-engine capacity = LSPR capacity of an n-way / n, with n the LPAR's general CPs (never the
machine's size), times the sub-capacity share of the capacity setting (7xx full speed, 6xx, 5xx,
4xx). A cost in ms moves from machine A to machine B by cap_A / cap_B. zIIPs always run at full
speed, so their ratio ignores the capacity setting.

The built-in table (models/machines.toml) is derived and approximate; a plan may carry an imported
capacity table (the planner's zPCR figures) that replaces a type's curve.
"""

from __future__ import annotations

import math
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from cicsplan.core.common.limits import MAX_CAPACITY_ROWS

CATEGORIES = ("LOW", "AVERAGE", "HIGH")


class MachineError(ValueError):
    """A machine designation or capacity figure cannot be used; the message says why and what to do."""


@dataclass(frozen=True)
class CapacityCurve:
    n: tuple[int, ...]
    pci: dict[str, tuple[float, ...]]  # category -> PCI of each n-way at full speed
    derivation: str = ""

    def per_engine(self, category: str, n: float) -> float:
        """PCI per engine of an n-way, interpolating PCI/n linearly in n between the table's points."""
        if category not in self.pci:
            raise MachineError(f"LSPR category {category!r} is not in the table (has {', '.join(self.pci)})")
        ns = np.array(self.n, dtype=float)
        per = np.array(self.pci[category]) / ns
        if not ns[0] <= n <= ns[-1]:
            raise MachineError(f"{n:g} CPs is outside the capacity table ({ns[0]:g} to {ns[-1]:g} CPs)")
        return float(np.interp(n, ns, per))


@dataclass(frozen=True)
class MachineType:
    type: str
    family: str
    name: str
    hardware_models: tuple[str, ...]
    max_cps: int
    approximate: bool
    source: str
    notes: str
    curve: CapacityCurve
    sub_capacity: dict[str, float]
    sub_capacity_source: str
    imported_from: str | None = None  # name of the imported capacity table, when it replaced the built-in one

    @property
    def full_setting(self) -> str:
        return "7" if "7" in self.sub_capacity else max(self.sub_capacity, key=lambda k: self.sub_capacity[k])


@dataclass(frozen=True)
class Machine:
    """A parsed designation: type plus capacity setting and the model's CP count (None for hardware models)."""

    text: str
    machine_type: MachineType
    setting: str  # capacity-setting digit; the full-speed digit for hardware models
    model_cps: int | None

    @property
    def share(self) -> float:
        return self.machine_type.sub_capacity[self.setting]

    def cp_capacity(self, category: str, cps: float) -> float:
        """PCI per general CP of an LPAR with ``cps`` CPs on this machine (sub-capacity applied)."""
        return self.machine_type.curve.per_engine(category, cps) * self.share

    def ziip_capacity(self, category: str, cps: float) -> float:
        """PCI per zIIP: full speed whatever the capacity setting (zIIPs are never sub-capacity)."""
        return self.machine_type.curve.per_engine(category, cps)

    def describe(self, category: str, cps: float) -> str:
        mt = self.machine_type
        curve = mt.curve
        full = curve.per_engine(category, cps)
        setting = "" if self.share == 1.0 else f" x sub-capacity {self.setting}xx share {self.share:g}"
        origin = f"imported capacity table '{mt.imported_from}'" if mt.imported_from else (
            "the built-in capacity table" + (" (approximate)" if mt.approximate else ""))
        return (f"{self.text} ({mt.family}): LSPR {category} per engine at {cps:g} CPs = PCI({cps:g})/{cps:g} = "
                f"{full:,.1f}{setting}, from {origin}")


@dataclass
class MachineTable:
    types: dict[str, MachineType]
    note: str = ""
    source_path: Path | None = None
    imported: dict[str, str] = field(default_factory=dict)  # type -> imported table name

    def parse(self, designation: str) -> Machine:
        """'2817-779' (type-capacity setting), '3906-M04' (hardware model), '2084-332' -> Machine."""
        text = designation.strip().upper() if isinstance(designation, str) else ""
        match = re.fullmatch(r"([0-9]{4})\s*-\s*([0-9A-Z]{3,6})", text)
        if not match:
            raise MachineError(f"machine {designation!r} is not a type-model such as 2817-779 or 3906-M04")
        type_code, model = match.groups()
        mt = self.types.get(type_code)
        if mt is None:
            known = ", ".join(f"{t} ({m.family})" for t, m in self.types.items())
            raise MachineError(f"machine type {type_code} is not in the capacity table (known: {known}); import "
                               "your zPCR capacity table for it")
        if model in (m.upper() for m in mt.hardware_models):
            return Machine(text, mt, mt.full_setting, None)
        if re.fullmatch(r"[0-9][0-9A-Z][0-9]", model):
            setting, count = model[0], model[1:]
            cps = int(count) if count.isdigit() else (ord(count[0]) - ord("A") + 10) * 10 + int(count[1])
            if setting not in mt.sub_capacity:
                shares = ", ".join(f"{k}xx" for k in sorted(mt.sub_capacity, reverse=True))
                raise MachineError(f"capacity setting {setting}xx of {mt.family} ({type_code}) has no capacity share "
                                   f"in the table (known: {shares}); import your zPCR figures for it")
            if not 1 <= cps <= mt.max_cps:
                raise MachineError(f"{text}: a {mt.family} has 1 to {mt.max_cps} CPs, not {cps}")
            return Machine(text, mt, setting, cps)
        models = ", ".join(mt.hardware_models)
        raise MachineError(f"model {model} of {mt.family} ({type_code}) is neither a software model such as "
                           f"{mt.full_setting}01 nor a hardware model ({models})")

    def with_import(self, table: dict[str, Any]) -> MachineTable:
        """A copy where the plan's imported capacity table replaces the curves of the types it covers."""
        name, rows = validate_import(table)
        types = dict(self.types)
        by_type: dict[str, list[dict[str, Any]]] = {}
        for row in rows:
            by_type.setdefault(row["type"], []).append(row)
        imported = {}
        for type_code, type_rows in by_type.items():
            type_rows.sort(key=lambda r: r["n"])
            ns = tuple(int(r["n"]) for r in type_rows)
            cats = {c: tuple(float(r[c]) for r in type_rows) for c in CATEGORIES if all(c in r for r in type_rows)}
            curve = CapacityCurve(ns, cats, derivation=f"imported: {name}")
            base = types.get(type_code)
            shares = {**(base.sub_capacity if base else {"7": 1.0}),
                      **{k: float(v) for k, v in ((table.get("sub_capacity") or {}).get(type_code) or {}).items()}}
            types[type_code] = MachineType(
                type=type_code, family=base.family if base else type_code, name=base.name if base else type_code,
                hardware_models=base.hardware_models if base else (),
                max_cps=max(ns if not base else (*ns, base.max_cps)),
                approximate=False, source=str(table.get("source", name)), notes="imported capacity table",
                curve=curve, sub_capacity=shares, sub_capacity_source=str(table.get("source", name)),
                imported_from=name)
            imported[type_code] = name
        return MachineTable(types, self.note, self.source_path, {**self.imported, **imported})


def capacity_ratio(source: Machine, source_cps: float, target: Machine, target_cps: float, category: str,
                   engine: str = "cp") -> float:
    """Multiply a cost in ms measured on ``source`` by this to get it on ``target`` (per-engine capacity ratio)."""
    if engine == "cp":
        return source.cp_capacity(category, source_cps) / target.cp_capacity(category, target_cps)
    return source.ziip_capacity(category, source_cps) / target.ziip_capacity(category, target_cps)


def validate_import(table: Any) -> tuple[str, list[dict[str, Any]]]:
    """Check an imported capacity table: {"name", "source", "rows": [{"type", "n", "AVERAGE", ...}]}."""
    if not isinstance(table, dict):
        raise MachineError("the capacity table must be an object with name and rows")
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise MachineError("the capacity table needs a name (say where the figures come from, e.g. 'zPCR May 2026')")
    rows = table.get("rows")
    if not isinstance(rows, list) or not rows:
        raise MachineError("the capacity table has no rows")
    seen = set()
    for i, row in enumerate(rows, start=1):
        where = f"capacity table row {i}"
        if not isinstance(row, dict):
            raise MachineError(f"{where} must be an object")
        type_code = str(row.get("type", "")).strip()
        if not re.fullmatch(r"[0-9]{4}", type_code):
            raise MachineError(f"{where}: type {row.get('type')!r} must be a 4-digit machine type such as 3931")
        n = row.get("n")
        if isinstance(n, bool) or not isinstance(n, int | float) or not float(n).is_integer() or not 1 <= n <= 512:
            raise MachineError(f"{where}: n (CPs) must be a whole number from 1 to 512, not {n!r}")
        if (type_code, int(n)) in seen:
            raise MachineError(f"{where}: type {type_code} with {int(n)} CPs appears twice")
        seen.add((type_code, int(n)))
        present = [c for c in CATEGORIES if c in row]
        if not present:
            raise MachineError(f"{where}: give the PCI for at least one of {', '.join(CATEGORIES)}")
        for c in present:
            v = row[c]
            if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or not 1 <= v <= 10**7:
                raise MachineError(f"{where}: {c} PCI must be a number from 1 to 10,000,000, not {v!r}")
        row["type"] = type_code
    shares = table.get("sub_capacity")
    if shares is not None and (not isinstance(shares, dict) or not all(isinstance(v, dict) for v in shares.values())):
        raise MachineError("the capacity table's sub_capacity must give, per machine type, the share of each capacity "
                           "setting, e.g. {\"3931\": {\"6\": 0.664}}")
    for type_code, settings in (shares or {}).items():
        for setting, share in settings.items():
            if isinstance(share, bool) or not isinstance(share, int | float) or not 0 < share <= 1:
                raise MachineError(f"capacity table sub_capacity of {type_code}, setting {setting}: the share must be "
                                   f"a number above 0 and at most 1, not {share!r}")
    return name.strip(), rows


def load_machine_table(path: Path) -> MachineTable:
    """Read models/machines.toml, checking every curve; raise MachineError naming the type and field."""
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise MachineError(f"{path.name}: cannot be read: {exc}") from None
    types: dict[str, MachineType] = {}
    for i, raw in enumerate(data.get("machine", []), start=1):
        where = f"{path.name}: machine {i} ({raw.get('type', '?')})"
        try:
            cap = raw["capacity"]
            ns = tuple(int(v) for v in cap["n"])
            pci = {c: tuple(float(v) for v in cap[c]) for c in CATEGORIES if c in cap}
            max_cps = int(raw["max_cps"])
        except (KeyError, TypeError, ValueError) as exc:
            raise MachineError(f"{where}: missing or malformed field {exc}") from None
        if not pci or ns[0] != 1 or ns[-1] != max_cps or list(ns) != sorted(set(ns)):
            raise MachineError(f"{where}: capacity.n must rise from 1 to max_cps ({max_cps}) without repeats")
        for c, values in pci.items():
            if len(values) != len(ns) or any(v <= 0 for v in values):
                raise MachineError(f"{where}: capacity.{c} needs {len(ns)} positive values")
        shares = {k: float(v) for k, v in raw.get("sub_capacity", {}).items() if k not in ("source", "approximate")}
        if not shares or any(not 0 < v <= 1 for v in shares.values()):
            raise MachineError(f"{where}: sub_capacity needs shares between 0 and 1")
        types[str(raw["type"])] = MachineType(
            type=str(raw["type"]), family=str(raw.get("family", "")), name=str(raw.get("name", "")),
            hardware_models=tuple(raw.get("hardware_models", ())), max_cps=max_cps,
            approximate=bool(raw.get("approximate", True)), source=str(raw.get("source", "")),
            notes=str(raw.get("notes", "")), curve=CapacityCurve(ns, pci, str(cap.get("derivation", ""))),
            sub_capacity=shares, sub_capacity_source=str(raw.get("sub_capacity", {}).get("source", "")))
    if not types:
        raise MachineError(f"{path.name}: no machines")
    return MachineTable(types, str(data.get("reference_pci_note", "")), path)


def parse_capacity_csv(text: str, name: str, source: str = "") -> dict[str, Any]:
    """A capacity table from CSV with columns type, n and one or more of LOW, AVERAGE, HIGH (PCI)."""
    import csv
    import io

    # Semicolons separate the columns where the comma is the decimal mark (Excel in most of Europe)
    decimal_comma = text.count(";") > text.count(",")
    reader = csv.DictReader(io.StringIO(text), delimiter=";" if decimal_comma else ",")
    rows = []
    try:
        if not reader.fieldnames:
            raise MachineError("the capacity file is empty")
        fields = {f.strip().upper(): f for f in reader.fieldnames if f}
        if "TYPE" not in fields or "N" not in fields:
            raise MachineError("the capacity file needs the columns type, n and at least one of LOW, AVERAGE, HIGH")
        for record in reader:
            if len(rows) >= MAX_CAPACITY_ROWS:
                raise MachineError(f"the capacity file has more than {MAX_CAPACITY_ROWS:,} rows (line "
                                   f"{reader.line_num} is beyond them); a capacity table holds at most "
                                   f"{MAX_CAPACITY_ROWS:,}")
            row: dict[str, Any] = {"type": (record.get(fields["TYPE"]) or "").strip()}
            try:
                n = _csv_number(record.get(fields["N"]) or "", decimal_comma)
                row["n"] = int(n) if n.is_integer() else n  # not a whole number: refused by validate_import
                for c in CATEGORIES:
                    if c in fields and (record.get(fields[c]) or "").strip():
                        row[c] = _csv_number(record[fields[c]], decimal_comma)
            except ValueError:
                raise MachineError(f"capacity file line {reader.line_num}: n and the PCI columns must be "
                                   "numbers") from None
            rows.append(row)
    except csv.Error as exc:
        raise MachineError(f"capacity file near line {reader.line_num + 1}: not a CSV table this can read "
                           f"({exc})") from None
    table = {"name": name, "source": source or name, "rows": rows}
    validate_import(table)
    return table


def _csv_number(text: str, decimal_comma: bool) -> float:
    """A number as a spreadsheet writes it: '10,800' (thousands) or, with decimal_comma, '10.800,5'."""
    text = text.strip().replace(" ", "").replace("\u00a0", "")
    if decimal_comma:
        return float(text.replace(".", "").replace(",", ".") if "," in text else text)
    return float(text.replace(",", ""))
