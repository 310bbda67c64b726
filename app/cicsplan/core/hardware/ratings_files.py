"""Reading models/capacity/: IBM's ratings as shipped, checked line by line when a machine type is first used.

sources.toml says what each data file is (and the named assumptions the ratings need); machine-types.toml names
each type; the CSV files hold the figures exactly as published. Start-up cost matters (every ``cicsplan compute``
reads them): the files are read once per process, and a type's rows are parsed and checked only when that type is
first asked for. ``check_all`` parses everything (the tests do).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Mapping
from datetime import date
from functools import lru_cache
from pathlib import Path
from threading import Lock
from types import MappingProxyType
from typing import Any

from cicsplan.core.common import shipped_data, userfiles
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.ratings import (
    AVERAGE,
    CATEGORIES,
    COUNT_FIELDS,
    MAX_MSU,
    MAX_PCI,
    PCI,
    ZMIPS,
    CapacityRatings,
    CategoryFactors,
    ModelLoader,
    NamedAssumption,
    RatedModel,
    TableSource,
    TypeInfo,
    split_model,
)

SOURCES_FILE = "sources.toml"
TYPES_FILE = "machine-types.toml"
CATEGORY_FILE = "category-factors.toml"

# zPCR's Configuration Summary columns as the shipped file writes them, and the z990 file's long format
ZPCR_COLUMNS = ("model", "machine_type", "generation", "zpcr_family", "cps", "pci", "msu", *COUNT_FIELDS)
Z990_COLUMNS = ("type", "model", "n_cps", "capacity_setting", "metric", "value", "source", "provenance")
_ZPCR_NUMBERS = re.compile(r"[0-9]{1,9}(?:,[0-9]{1,9}){7}")  # the eight whole numbers of a row, in one check


def load_ratings(folder: Path) -> CapacityRatings:
    """The ratings of ``folder`` (models/capacity), read once per process and again only when a file there
    changes; MachineError names the file, line and field of anything malformed."""
    folder = Path(folder)
    stamps = tuple(_stamp(path) for path in sorted(folder.glob("*")) if path.suffix in (".toml", ".csv"))
    return _load_cached(str(folder.resolve()), stamps)


def check_all(ratings: CapacityRatings) -> int:
    """Parse and check every built-in type now (normally done type by type on first use); the number of models."""
    return len(ratings.all_models())


def load_category_factors(path: Path) -> CategoryFactors:
    """Read models/capacity/category-factors.toml: LOW and HIGH per generation."""
    data = _read_toml(path)
    generations = data.get("generation")
    if not isinstance(generations, dict) or not generations:
        raise MachineError(f"{path.name}: no [generation.*] tables")
    factors: dict[str, Mapping[str, float]] = {}
    for generation, entry in generations.items():
        values = {AVERAGE: 1.0}
        for category in CATEGORIES:
            if category == AVERAGE:
                continue
            value = entry.get(category) if isinstance(entry, dict) else None
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0.5 <= value <= 2.0:
                raise MachineError(f"{path.name}: generation {generation}: {category} must be a number from 0.5 to "
                                   f"2, not {value!r}")
            values[category] = float(value)
        factors[generation] = MappingProxyType(values)
    return CategoryFactors(MappingProxyType(factors), str(data.get("source", "")), str(data.get("argument", "")))


def _stamp(path: Path) -> tuple[str, int, int]:
    info = path.stat()
    return (path.name, info.st_mtime_ns, info.st_size)


@lru_cache(maxsize=4)
def _load_cached(folder: str, stamps: tuple[tuple[str, int, int], ...]) -> CapacityRatings:
    del stamps  # only part of the cache key: a changed file is read again
    return _load(Path(folder))


def _load(folder: Path) -> CapacityRatings:
    sources_data = _read_toml(folder / SOURCES_FILE)
    types = _load_types(folder / TYPES_FILE)
    tables = sources_data.get("table")
    if not isinstance(tables, dict) or not tables:
        raise MachineError(f"{SOURCES_FILE}: no [table.*] entries")
    sources: dict[str, TableSource] = {}
    loaders: dict[str, ModelLoader] = {}
    names: set[str] = set()
    for key, raw in tables.items():
        source = _table_source(key, raw)
        sources[key] = source
        data = (_ZpcrFile if source.scale == PCI else _Z990File)(folder / source.file, source, raw, types)
        for machine_type, loader in data.loaders().items():
            if machine_type in loaders:
                raise MachineError(f"{SOURCES_FILE}: machine type {machine_type} is rated by two tables")
            loaders[machine_type] = loader
        names |= data.names
    for info in types.values():
        for hardware in info.hardware_models:
            if f"{info.machine_type}-{hardware.upper()}" in names:
                raise MachineError(f"{TYPES_FILE}: hardware model {hardware} of {info.machine_type} is also a "
                                   "software model IBM rates; leave it out so the software model is what it means")
    assumptions = _load_assumptions(sources_data.get("assumption"))
    return CapacityRatings(types, loaders, sources, assumptions)


def _read_toml(path: Path) -> dict[str, Any]:
    if not path.exists():
        raise MachineError(f"{path.name}: missing from cicsplan's models folder; reinstall cicsplan")
    try:
        return shipped_data.read_toml(path, "ratings file")
    except userfiles.FileReadError as exc:
        raise MachineError(f"{exc}; reinstall cicsplan") from None
    except shipped_data.toml_decode_error() as exc:
        raise MachineError(f"{path.name}: cannot be read: {exc}") from None


def _load_types(path: Path) -> dict[str, TypeInfo]:
    data = _read_toml(path)
    raw_types = data.get("type")
    if not isinstance(raw_types, dict) or not raw_types:
        raise MachineError(f"{path.name}: no [type.*] tables")
    types: dict[str, TypeInfo] = {}
    for code, raw in raw_types.items():
        where = f"{path.name}: type {code}"
        if not re.fullmatch(r"[0-9]{4}", code) or not isinstance(raw, dict):
            raise MachineError(f"{where}: the key must be a 4-digit machine type with name and generation")
        name, generation = raw.get("name"), raw.get("generation")
        hardware = raw.get("hardware_models", [])
        if not isinstance(name, str) or not name or not isinstance(generation, str) or not generation:
            raise MachineError(f"{where}: name and generation must be non-empty text")
        if not isinstance(hardware, list) or not all(isinstance(h, str) and re.fullmatch(r"[0-9A-Za-z]{2,6}", h)
                                                     for h in hardware):
            raise MachineError(f"{where}: hardware_models must be a list of names such as \"A01\" or \"Max39\"")
        smt = raw.get("smt2_ziip", False)
        if not isinstance(smt, bool):
            raise MachineError(f"{where}: smt2_ziip must be true or false")
        types[code] = TypeInfo(code, name, generation, tuple(hardware), smt)
    return types


def _table_source(key: str, raw: Any) -> TableSource:
    where = f"{SOURCES_FILE}: table.{key}"
    if not isinstance(raw, dict):
        raise MachineError(f"{where} must be a table")
    for name in ("file", "title", "rates", "scale", "limits"):
        if not isinstance(raw.get(name), str) or not raw[name].strip():
            raise MachineError(f"{where}: {name} must be non-empty text")
    if raw["scale"] not in (PCI, ZMIPS):
        raise MachineError(f"{where}: scale must be {PCI} or {ZMIPS}, not {raw['scale']!r}")
    for name in ("exported", "published"):
        if raw.get(name) is not None and not isinstance(raw[name], date):
            raise MachineError(f"{where}: {name} must be a date such as 2026-08-06")
    checks = raw.get("checks", [])
    if not isinstance(checks, list) or not all(isinstance(c, str) for c in checks):
        raise MachineError(f"{where}: checks must be a list of texts")
    if not isinstance(raw.get("rows"), int):
        raise MachineError(f"{where}: rows must give the number of data rows of {raw['file']}")
    return TableSource(key, raw["file"], raw["title"], raw["rates"], raw["scale"], raw.get("exported"),
                       raw.get("published"), tuple(checks), raw["limits"])


def _load_assumptions(raw: Any) -> dict[str, NamedAssumption]:
    out: dict[str, NamedAssumption] = {}
    for key, entry in (raw or {}).items():
        where = f"{SOURCES_FILE}: assumption.{key}"
        if not isinstance(entry, dict) or not all(isinstance(entry.get(f), str) and entry.get(f)
                                                  for f in ("name", "description", "argument", "source")):
            raise MachineError(f"{where}: name, description, argument and source must be non-empty text")
        default, low, high = entry.get("default"), entry.get("min"), entry.get("max")
        if any(isinstance(v, bool) or not isinstance(v, int | float) for v in (default, low, high) if v is not None):
            raise MachineError(f"{where}: default, min and max must be numbers")
        if default is not None and low is not None and high is not None and not low <= default <= high:
            raise MachineError(f"{where}: default {default} is outside {low} to {high}")
        out[key] = NamedAssumption(key, entry["name"], entry["description"], entry["argument"], entry["source"],
                                   None if default is None else float(default), str(entry.get("unit", "")),
                                   None if low is None else float(low), None if high is None else float(high))
    return out


def _read_lines(path: Path, columns: tuple[str, ...], expected_rows: int) -> list[str]:
    """The data lines of a CSV file whose header is ``columns`` and which must hold ``expected_rows`` rows."""
    if not path.exists():
        raise MachineError(f"{path.name}: missing from cicsplan's models folder; reinstall cicsplan")
    try:
        lines = shipped_data.read_text(path, "ratings file").splitlines()
    except userfiles.FileReadError as exc:
        raise MachineError(f"{exc}; reinstall cicsplan") from None
    header = tuple(next(csv.reader(lines[:1]), ()))
    if header != columns:
        raise MachineError(f"{path.name}: the columns must be {', '.join(columns)}, not {', '.join(header) or '-'}")
    data = lines[1:]
    if len(data) != expected_rows:
        raise MachineError(f"{path.name}: {len(data)} data rows, but {SOURCES_FILE} says {expected_rows}: the file is "
                           "truncated or altered; reinstall cicsplan")
    return data


class _Once:
    """A loader that parses its rows on the first call and keeps them (thread-safe: the GUI may ask from a worker)."""

    def __init__(self, parse: Any) -> None:
        self._parse = parse
        self._rows: tuple[RatedModel, ...] | None = None
        self._lock = Lock()

    def __call__(self) -> tuple[RatedModel, ...]:
        if self._rows is None:
            with self._lock:
                if self._rows is None:
                    self._rows = tuple(self._parse())
        return self._rows


class _ZpcrFile:
    """zpcr-configuration-summary.csv: lines grouped by machine type at start-up, parsed per type on first use."""

    def __init__(self, path: Path, source: TableSource, raw: dict[str, Any], types: Mapping[str, TypeInfo]) -> None:
        self.path, self.types, self.citation = path, types, source.citation
        self.by_type: dict[str, list[tuple[int, str]]] = {}
        self.names: set[str] = set()  # the model names, for checks that must not parse every row
        for number, line in enumerate(_read_lines(path, ZPCR_COLUMNS, raw["rows"]), start=2):
            self.by_type.setdefault(line[:4], []).append((number, line))
            self.names.add(line.split(",", 1)[0])

    def loaders(self) -> dict[str, ModelLoader]:
        return {t: _Once(lambda t=t: self.parse(t)) for t in self.by_type}

    def parse(self, machine_type: str) -> list[RatedModel]:
        out = []
        lines = self.by_type[machine_type]
        for (number, _line), row in zip(lines, csv.reader(line for _, line in lines), strict=True):
            where = f"{self.path.name} line {number}"
            if len(row) != len(ZPCR_COLUMNS):
                raise MachineError(f"{where}: {len(row)} fields, not {len(ZPCR_COLUMNS)}")
            name, row_type, generation, family = row[:4]
            parts = split_model(name)
            info = self.types.get(row_type)
            if parts is None or parts[0] != row_type or row_type != machine_type or info is None \
                    or info.generation != generation:
                raise MachineError(f"{where}: model {name!r} is not a model of a type {TYPES_FILE} describes "
                                   f"(type {row_type!r}, generation {generation!r})")
            if not _ZPCR_NUMBERS.fullmatch(",".join(row[4:])):
                for i, text in enumerate(row[4:], 4):
                    _whole(text, ZPCR_COLUMNS[i], where)
            cps, pci, msu, *counts = map(int, row[4:])
            if cps != parts[2] or not 1 <= pci <= MAX_PCI or not 1 <= msu <= MAX_MSU:
                raise MachineError(f"{where}: {name} needs cps = {parts[2]} (the CP count of its name) and positive "
                                   f"pci and msu, not {cps}, {pci}, {msu}")
            out.append(RatedModel(name, machine_type, parts[1], cps, float(pci), float(msu), PCI, family, generation,
                                  parts[3], *counts, source=self.citation))
        return out


class _Z990File:
    """z990-2084-capacity.csv: one row per (model, metric); the metrics used are named in sources.toml."""

    def __init__(self, path: Path, source: TableSource, raw: dict[str, Any], types: Mapping[str, TypeInfo]) -> None:
        self.capacity_metric, self.msu_metric = raw.get("capacity_metric"), raw.get("msu_metric")
        if not isinstance(self.capacity_metric, str) or not isinstance(self.msu_metric, str):
            raise MachineError(f"{SOURCES_FILE}: table.{source.key} needs capacity_metric and msu_metric (the values "
                               f"of the metric column of {source.file} to use)")
        self.path, self.types, self.citation = path, types, source.citation
        self.lines = _read_lines(path, Z990_COLUMNS, raw["rows"])
        self.machine_types = {line[:4] for line in self.lines}
        self.names = {line.split(",", 2)[1] for line in self.lines if line.count(",") >= 2}

    def loaders(self) -> dict[str, ModelLoader]:
        once = _Once(self.parse)
        return {t: (lambda t=t: [m for m in once() if m.machine_type == t]) for t in self.machine_types}

    def parse(self) -> list[RatedModel]:
        capacity: dict[str, tuple[int, str, int]] = {}
        msu: dict[str, int] = {}
        for number, row in enumerate(csv.reader(self.lines), start=2):
            where = f"{self.path.name} line {number}"
            if len(row) != len(Z990_COLUMNS):
                raise MachineError(f"{where}: {len(row)} fields, not {len(Z990_COLUMNS)}")
            machine_type, name, n_cps, _setting, metric, value_text = row[:6]
            if metric not in (self.capacity_metric, self.msu_metric):
                continue
            parts = split_model(name)
            if parts is None or parts[0] != machine_type or parts[3] or machine_type not in self.types:
                raise MachineError(f"{where}: model {name!r} is not a model of a type {TYPES_FILE} describes")
            cps, value = _whole(n_cps, "n_cps", where), _whole(value_text, "value", where)
            if cps != parts[2] or value < 1:
                raise MachineError(f"{where}: {name} needs n_cps = {parts[2]} and a positive value")
            target: dict[str, Any] = capacity if metric == self.capacity_metric else msu
            if name in target:
                raise MachineError(f"{where}: {name} has a second {metric!r} figure")
            target[name] = (cps, parts[1], value) if metric == self.capacity_metric else value
        unpaired = sorted(set(capacity) ^ set(msu))
        if unpaired or not capacity:
            raise MachineError(f"{self.path.name}: every model needs both {self.capacity_metric!r} and "
                               f"{self.msu_metric!r} (unpaired: {', '.join(unpaired) or 'no models'})")
        return [RatedModel(name, name[:4], setting, cps, float(value), float(msu[name]), ZMIPS,
                           generation=self.types[name[:4]].generation, source=self.citation)
                for name, (cps, setting, value) in sorted(capacity.items(), key=lambda item: item[1][0])]


def _whole(text: str | None, field_name: str, where: str) -> int:
    text = (text or "").strip()
    if not text.isdigit() or len(text) > 9:
        raise MachineError(f"{where}: {field_name} must be a whole number, not {text!r}")
    return int(text)
