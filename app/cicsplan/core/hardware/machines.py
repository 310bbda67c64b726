"""Machines: moving a measured cost from one machine and LPAR to another with IBM's capacity ratings.

A cost in ms measured on an LPAR of n_A CPs of machine A costs cap_A / cap_B ms on an LPAR of n_B CPs of
machine B, where cap is the per-engine capacity: the rating of the n-way model of the LPAR's capacity setting
divided by n (ratings.CapacityRatings.engine). zIIPs always run at full speed, so their ratio uses the full-speed
setting whatever the CPs' setting.

What is IBM's and what is assumed: the AVERAGE figures of every type from the z9 to the z17 are IBM's own (zPCR
Configuration Summary); LOW and HIGH apply the category factors (a named assumption, category-factors.toml); the
z990's zMIPS reach the PCI scale by the named assumption z990_pci_per_zmips; and taking an LPAR's engines as the
n-way model's is itself an approximation (ratings.LPAR_APPROXIMATION), said once where figures are reported.

A plan may carry an imported capacity table (the planner's zPCR page or CSV): its models replace the built-in
models of the same name.
"""

from __future__ import annotations

import csv
import io
import math
from dataclasses import field
from datetime import date
from pathlib import Path
from typing import Any

from cicsplan.core.common.csv_text import csv_problem
from cicsplan.core.common.limits import MAX_CAPACITY_ROWS
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import value_text
from cicsplan.core.hardware.designation import Designation, lpar_engine, lpar_ziip_engine, parse_designation
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.ratings import (
    CATEGORIES,
    LPAR_APPROXIMATION,
    MAX_PCI,
    PCI,
    Z990_ASSUMPTION,
    CapacityRatings,
    CategoryFactors,
    EngineCapacity,
    RatedModel,
    TypeInfo,
    model_name,
    models_from_records,
    split_model,
)
from cicsplan.core.hardware.ratings_files import CATEGORY_FILE, load_category_factors, load_ratings

__all__ = ["CATEGORIES", "LPAR_APPROXIMATION", "Machine", "MachineError", "MachineTable", "capacity_ratio",
           "figure_origin", "load_machine_table", "parse_capacity_csv", "validate_import"]

CSV_FORMAT = "capacity-csv"


@dataclass(frozen=True)
class Machine:
    """A parsed designation on a capacity table: per-engine capacities of an LPAR of n CPs on it."""

    designation: Designation
    table: MachineTable = field(repr=False, compare=False)

    @property
    def text(self) -> str:
        """How cicsplan writes the machine: "3931-705", or "3906-M04" for a hardware model."""
        return self.designation.canonical

    @property
    def info(self) -> TypeInfo:
        return self.table.ratings.types[self.designation.machine_type]

    @property
    def type_code(self) -> str:
        return self.designation.machine_type

    @property
    def setting(self) -> str:
        return self.designation.setting

    @property
    def model_cps(self) -> int | None:
        return self.designation.model_cps

    def engine(self, category: str, cps: float) -> EngineCapacity:
        """The general CPs' per-engine capacity of an LPAR of ``cps`` CPs on this machine."""
        return lpar_engine(self.table.ratings, self.designation, _whole_cps(cps), category=category,
                           factors=self.table.factors, pci_per_zmips=self.table.pci_per_zmips)

    def ziip_engine(self, category: str, cps: float) -> EngineCapacity:
        """The zIIPs' per-engine capacity beside ``cps`` CPs: the full-speed setting (zIIPs are never sub-capacity)."""
        return lpar_ziip_engine(self.table.ratings, self.designation, _whole_cps(cps), category=category,
                                factors=self.table.factors, pci_per_zmips=self.table.pci_per_zmips)

    def cp_capacity(self, category: str, cps: float) -> float:
        """PCI per general CP of an LPAR with ``cps`` CPs on this machine (capacity setting applied)."""
        return self.engine(category, cps).pci_per_engine

    def ziip_capacity(self, category: str, cps: float) -> float:
        """PCI per zIIP of that LPAR: full speed whatever the capacity setting."""
        return self.ziip_engine(category, cps).pci_per_engine

    def describe(self, category: str, cps: float) -> str:
        """"3931-705 (IBM z16 A01), LPAR of 3 CPs: 3931-703: 6,288 PCI / 3 CPs = 2,096.0 PCI per engine ..."."""
        e = self.engine(category, cps)
        return f"{self.text} ({self.info.name}), LPAR of {_whole_cps(cps)} CPs: {e.describe()}; {figure_origin(e)}"


def figure_origin(e: EngineCapacity) -> str:
    """Which part of a per-engine figure is IBM's and which is assumed: "IBM's rating", or "IBM's rating x ..."."""
    if e.published:
        return "IBM's rating"
    named = {"lspr_category_factors": f"the {e.category} category factor (an assumption)",
             Z990_ASSUMPTION: "the z990 zMIPS-to-PCI link (an assumption)"}
    return "IBM's rating x " + " x ".join(named.get(a, a) for a in e.assumptions)


def _whole_cps(cps: float) -> int:
    if isinstance(cps, bool) or not isinstance(cps, int | float) or not math.isfinite(cps) or cps < 1 \
            or not float(cps).is_integer():
        raise MachineError(f"the LPAR's CPs must be a whole number of at least 1, not {value_text(cps)}")
    return int(cps)


class MachineTable:
    """The capacity ratings a plan is computed with: the built-in ones, with the plan's imported models over them."""

    def __init__(self, ratings: CapacityRatings, factors: CategoryFactors, pci_per_zmips: float | None = None,
                 source_path: Path | None = None) -> None:
        self.ratings = ratings
        self.factors = factors
        self.pci_per_zmips = pci_per_zmips  # None: the named assumption's default
        self.source_path = source_path
        self._parsed: dict[str, Machine] = {}

    @property
    def imported(self) -> dict[str, str]:
        """Machine type -> name of the imported table that rates some of its models (empty: all built-in)."""
        out: dict[str, str] = {}
        for model, name in self.ratings.imported.items():
            out.setdefault(model[:4], name)
        return out

    def parse(self, designation: str) -> Machine:
        """What a planner typed ("3931-705", "z16 705", "3906-M04") -> Machine; MachineError names the models that
        exist."""
        key = designation if isinstance(designation, str) else repr(designation)
        found = self._parsed.get(key)
        if found is None:
            found = Machine(parse_designation(designation, self.ratings), self)
            if len(self._parsed) < 1024:
                self._parsed[key] = found
        return found

    def with_link(self, pci_per_zmips: float) -> MachineTable:
        """A copy with the plan's value of the z990 zMIPS-to-PCI assumption."""
        if pci_per_zmips == self.pci_per_zmips:
            return self
        return MachineTable(self.ratings, self.factors, pci_per_zmips, self.source_path)

    def with_import(self, table: Any) -> MachineTable:
        """A copy where the plan's imported capacity table replaces the built-in models it rates."""
        name, models = validate_import(table, self.ratings)
        return MachineTable(self.ratings.with_models(models, name), self.factors, self.pci_per_zmips,
                            self.source_path)


def capacity_ratio(source: Machine, source_cps: float, target: Machine, target_cps: float, category: str,
                   engine: str = "cp") -> float:
    """Multiply a cost in ms measured on ``source`` by this to get it on ``target`` (per-engine capacity ratio)."""
    if engine == "cp":
        return source.cp_capacity(category, source_cps) / target.cp_capacity(category, target_cps)
    return source.ziip_capacity(category, source_cps) / target.ziip_capacity(category, target_cps)


def load_machine_table(folder: Path) -> MachineTable:
    """The built-in capacity ratings of ``folder`` (models/capacity) with the LSPR category factors."""
    return MachineTable(load_ratings(folder), load_category_factors(folder / CATEGORY_FILE), None, folder)


# -- imported tables ------------------------------------------------------------------------------------------------


def validate_import(table: Any, ratings: CapacityRatings | None = None) -> tuple[str, tuple[RatedModel, ...]]:
    """Check a plan's imported capacity table and return its name and models.

    The table is {"name", "source", "imported", "format", "models": [{"model", "cps", "pci", "msu", ...}]} (zPCR's
    Configuration Summary or a CSV of models); plan files of earlier releases stored {"name", "rows": [{"type",
    "n", "AVERAGE", ...}]}, the full-speed n-way figures of each type, which are read as the full-speed models."""
    if not isinstance(table, dict):
        raise MachineError("the capacity table must be an object with a name and models")
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise MachineError("the capacity table needs a name (say where the figures come from, e.g. 'zPCR May 2026')")
    name = name.strip()
    if "models" in table:
        return name, models_from_records(table["models"], name)
    rows = table.get("rows")
    if not isinstance(rows, list) or not rows:
        raise MachineError(f"capacity table {value_text(name)} has no models")
    return name, tuple(_row_models(rows, name, ratings))


def _row_models(rows: list[Any], name: str, ratings: CapacityRatings | None) -> list[RatedModel]:
    """Rows {"type", "n", "AVERAGE"} of the full-speed n-way of a type -> its full-speed software models."""
    out: list[RatedModel] = []
    seen: set[tuple[str, int]] = set()
    for i, row in enumerate(rows, start=1):
        where = f"capacity table {value_text(name)}, row {i}"
        if not isinstance(row, dict):
            raise MachineError(f"{where} must be an object with type, n and AVERAGE")
        type_code = str(row.get("type", "")).strip()
        if not (len(type_code) == 4 and type_code.isascii() and type_code.isdigit()):
            raise MachineError(f"{where}: type {value_text(row.get('type'))} must be a 4-digit machine type such as "
                               "3931")
        n = row.get("n")
        if isinstance(n, bool) or not isinstance(n, int | float) or not float(n).is_integer() or not 1 <= n <= 359:
            raise MachineError(f"{where}: n (CPs) must be a whole number from 1 to 359, not {value_text(n)}")
        if (type_code, int(n)) in seen:
            raise MachineError(f"{where}: type {type_code} with {int(n)} CPs appears twice")
        seen.add((type_code, int(n)))
        pci = row.get("AVERAGE")
        if isinstance(pci, bool) or not isinstance(pci, int | float) or not math.isfinite(pci) \
                or not 0 < pci <= MAX_PCI:
            raise MachineError(f"{where}: AVERAGE (the PCI of the {int(n)}-way, as zPCR rates it) must be a number "
                               f"above 0 and at most {MAX_PCI:,.0f}, not {value_text(pci)}; IBM's ratings are the "
                               "AVERAGE category, and LOW and HIGH follow from the category factors")
        setting = _full_setting(type_code, ratings)
        out.append(RatedModel(model_name(type_code, setting, int(n)), type_code, setting, int(n), float(pci), None,
                              PCI, source=name))
    return out


def _full_setting(type_code: str, ratings: CapacityRatings | None) -> str:
    if ratings is not None and type_code in ratings.loaders:
        return ratings.full_setting(type_code)
    return "7"


def parse_capacity_csv(text: str, name: str, source: str = "", imported: date | None = None) -> dict[str, Any]:
    """A capacity table from CSV: one row per software model (columns model, pci or MIPS, msu; as zPCR's summary
    or cicsplan's shipped table writes them), or one row per full-speed n-way (columns type, n, AVERAGE)."""
    # Semicolons separate the columns where the comma is the decimal mark (Excel in most of Europe)
    decimal_comma = text.count(";") > text.count(",")
    reader = csv.DictReader(io.StringIO(text), delimiter=";" if decimal_comma else ",")
    records: list[dict[str, Any]] = []
    try:
        if not reader.fieldnames:
            raise MachineError("the capacity file is empty")
        fields = {f.strip().upper().lstrip("#"): f for f in reader.fieldnames if f}
        by_model = "MODEL" in fields and ("PCI" in fields or "MIPS" in fields)
        if not by_model and not ("TYPE" in fields and "N" in fields and "AVERAGE" in fields):
            raise MachineError("the capacity file needs the columns model, pci (or MIPS) and msu, one row per "
                               "software model such as 3931-705, or the columns type, n and AVERAGE")
        for record in reader:
            if len(records) >= MAX_CAPACITY_ROWS:
                raise MachineError(f"the capacity file has more than {MAX_CAPACITY_ROWS:,} rows (line "
                                   f"{reader.line_num} is beyond them); a capacity table holds at most "
                                   f"{MAX_CAPACITY_ROWS:,}")
            try:
                records.append(_model_record(record, fields, decimal_comma) if by_model else
                               _row_record(record, fields, decimal_comma))
            except ValueError:
                what = "pci and msu" if by_model else "n and AVERAGE"
                raise MachineError(f"capacity file line {reader.line_num}: {what} must be numbers") from None
    except csv.Error as exc:
        raise MachineError(f"capacity file {csv_problem(str(exc), reader.line_num + 1, csv.field_size_limit())}") \
            from None
    if not records:
        raise MachineError("the capacity file has no rows")
    table: dict[str, Any] = {"name": name, "source": source or name, "format": CSV_FORMAT}
    if imported is not None:
        table["imported"] = imported.isoformat()
    if by_model:
        table["models"] = records
        models = models_from_records(records, name)  # checks every row
        table["models"] = [m.as_record() for m in models]
    else:
        table["models"] = [m.as_record() for m in _row_models(records, name, None)]
    return table


def _model_record(record: dict[str, Any], fields: dict[str, str], decimal_comma: bool) -> dict[str, Any]:
    model = (record.get(fields["MODEL"]) or "").strip().upper()
    parts = split_model(model)
    out: dict[str, Any] = {"model": model, "cps": parts[2] if parts else None}
    if "CPS" in fields and (record.get(fields["CPS"]) or "").strip():
        cps = _csv_number(record[fields["CPS"]], decimal_comma)
        out["cps"] = int(cps) if cps.is_integer() else cps  # checked against the model's name
    out["pci"] = _csv_number(record.get(fields.get("PCI") or fields["MIPS"]) or "", decimal_comma)
    if "MSU" in fields and (record.get(fields["MSU"]) or "").strip():
        out["msu"] = _csv_number(record[fields["MSU"]], decimal_comma)
    return out


def _row_record(record: dict[str, Any], fields: dict[str, str], decimal_comma: bool) -> dict[str, Any]:
    n = _csv_number(record.get(fields["N"]) or "", decimal_comma)
    return {"type": (record.get(fields["TYPE"]) or "").strip(), "n": int(n) if n.is_integer() else n,
            "AVERAGE": _csv_number(record.get(fields["AVERAGE"]) or "", decimal_comma)}


def _csv_number(text: str, decimal_comma: bool) -> float:
    """A number as a spreadsheet writes it: '10,800' (thousands) or, with decimal_comma, '10.800,5'."""
    text = text.strip().replace(" ", "").replace("\u00a0", "")
    if decimal_comma:
        return float(text.replace(".", "").replace(",", ".") if "," in text else text)
    return float(text.replace(",", ""))
