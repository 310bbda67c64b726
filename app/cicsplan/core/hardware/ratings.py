"""IBM's published capacity ratings: one figure per software model, and the per-engine capacity of an LPAR.

The built-in ratings (models/capacity/, read by capacity_files) are IBM zPCR's Configuration Summary: one row per
software model of every machine type from the z9 EC to the z17, the capacity of the whole model in PCI (IBM's
Processor Capacity Index, LSPR AVERAGE workload category) and its MSU rating. The z990 (2084) has its own table in
zMIPS, which is not the PCI scale: its figures are put on that scale by a named assumption (z990_pci_per_zmips).

A software model is a machine type, a capacity setting and a CP count: 3931-705 is a z16 with 5 CPs at full
speed (setting 7), 3931-604 one with 4 CPs at the 6xx sub-capacity setting, 3932-Z04 a z16 A02 at capacity level Z
with 4 CPs, 2084-332 a z990 with 32 CPs. The per-engine capacity of an LPAR of n CPs is that of the n-way model of
the LPAR's capacity setting: PCI(n) / n, MSU(n) / n. This is an approximation (IBM rates machines, not partitions;
zPCR's LPAR configuration is more exact), stated once where the figures are reported (LPAR_APPROXIMATION).

zIIPs (and zAAPs) always run at full speed, whatever the CPs' setting: their capacity is that of the full-speed
setting (7xx; 3xx on the z990; the highest capacity level, Z, on the mid-range types) at the LPAR's own CP count
(ZIIP_RULE): in one z/OS image a zIIP runs as a full-speed CP of that image would.

A CapacityRatings never changes: an imported zPCR page gives a new one (``with_models``) in which its models
replace the built-in ones one for one.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date
from types import MappingProxyType
from typing import Any, NamedTuple

from cicsplan.core.hardware.errors import MachineError

PCI = "PCI"
ZMIPS = "zMIPS"
CATEGORIES = ("LOW", "AVERAGE", "HIGH")
AVERAGE = "AVERAGE"
Z990_ASSUMPTION = "z990_pci_per_zmips"
CATEGORY_ASSUMPTION = "lspr_category_factors"
LPAR_ASSUMPTION = "lpar_as_nway_model"
COUNT_FIELDS = ("partitions", "ifls", "icfs", "zaaps", "ziips")

MODEL_PATTERN = re.compile(r"([0-9]{4})-([0-9A-Z])([0-9A-Z][0-9])(_L)?")
MAX_CPS_CODE = 359  # "Z9": the largest CP count a model code's two characters can write
MAX_PCI = 10_000_000.0
MAX_MSU = 1_000_000.0
MAX_COUNT = 10_000

ZIIP_RULE = ("A zIIP's per-engine capacity is that of a full-speed CP of the same LPAR: the full-speed n-way model "
             "of the LPAR's CP count. IBM defines a zIIP second as the same work as a CP second on a full-speed "
             "machine, and scales it by the capacity setting's speed on a sub-capacity one (RMF's zIIP normalization "
             "factor, SMF 72.3 R723NFFS / SMF 79.2 R792NFFS: 'the equivalent time on a standard CP'); so the zIIP "
             "pool's speed follows the image's CPs, and the same zIIPs beside more CPs run at that larger n-way's "
             "speed. IBM rates general-CP n-ways only: no rating of a zIIP pool of its own exists.")
LPAR_APPROXIMATION = ("The per-engine capacity of an LPAR of n CPs is that of the n-way model of its capacity "
                      "setting (IBM's rating of that model divided by n): an approximation, since IBM rates machine "
                      "models, not partitions; zPCR's LPAR configuration is more exact.")


# -- model codes ----------------------------------------------------------------------------------------------------


def cps_code(cps: int) -> str:
    """The two characters of a model code that give its CP count: 5 -> "05", 105 -> "A5", 208 -> "K8"."""
    if not 1 <= cps <= MAX_CPS_CODE:
        raise MachineError(f"{cps} CPs cannot be written in a model code (1 to {MAX_CPS_CODE})")
    return f"{cps:02d}" if cps < 100 else f"{chr(ord('A') + cps // 10 - 10)}{cps % 10}"


def code_cps(code: str) -> int | None:
    """The CP count of a model code's last two characters ("05" -> 5, "A5" -> 105), None if they are not one."""
    if len(code) != 2 or not "0" <= code[1] <= "9":
        return None
    if "0" <= code[0] <= "9":
        return int(code) or None
    if "A" <= code[0] <= "Z":
        return (ord(code[0]) - ord("A") + 10) * 10 + int(code[1])
    return None


def model_name(machine_type: str, setting: str, cps: int, linuxone: bool = False) -> str:
    """"3931", "7", 105 -> "3931-7A5"."""
    return f"{machine_type}-{setting}{cps_code(cps)}" + ("_L" if linuxone else "")


def split_model(name: str) -> tuple[str, str, int, bool] | None:
    """"3931-7A5" -> ("3931", "7", 105, False); "9175-401_L" -> (..., True); None if it is not a model name."""
    match = MODEL_PATTERN.fullmatch(name)
    if not match:
        return None
    cps = code_cps(match.group(3))
    if cps is None:
        return None
    return match.group(1), match.group(2), cps, bool(match.group(4))


def setting_label(setting: str) -> str:
    """"7" -> "7xx", "Z" -> "capacity level Z"."""
    return f"{setting}xx" if setting.isdigit() else f"capacity level {setting}"


# -- the figures ----------------------------------------------------------------------------------------------------


class RatedModel(NamedTuple):
    """One software model as IBM rates it: a row of zPCR's Configuration Summary (or of the z990 table).

    The records of this module are NamedTuples, not frozen dataclasses: immutable all the same, and they are built
    on every cicsplan start-up, where a NamedTuple is 5x cheaper to define and 10x cheaper to create."""

    model: str  # "3931-705"; LinuxONE marker models end in "_L"
    machine_type: str
    setting: str  # "7", "6", "5", "4"; "A".."Z" on the mid-range types; "3" on the z990
    cps: int  # general CPs of the model
    pci: float  # capacity of the whole model on ``scale`` (zPCR's "MIPS" column is PCI)
    msu: float | None  # IBM's MSU rating of the model (software pricing), None where none is given
    scale: str = PCI  # PCI, or zMIPS for the z990 table
    family: str = ""  # zPCR's family row, e.g. "IBM Z z16/700"
    generation: str = ""  # "z16", "z10 EC", ...; "" for an imported type cicsplan does not know
    linuxone: bool = False
    partitions: int | None = None  # maximum counts of the model, where the table gives them
    ifls: int | None = None
    icfs: int | None = None
    zaaps: int | None = None
    ziips: int | None = None
    source: str = ""  # where the figures come from: a table's title and date, or an imported table's name

    @property
    def pci_per_engine(self) -> float:
        return self.pci / self.cps

    @property
    def msu_per_engine(self) -> float | None:
        return None if self.msu is None else self.msu / self.cps

    def as_record(self) -> dict[str, Any]:
        """The model as a plan stores an imported table's rows (JSON-friendly, nothing derived)."""
        record: dict[str, Any] = {"model": self.model, "cps": self.cps, "pci": _plain(self.pci)}
        if self.msu is not None:
            record["msu"] = _plain(self.msu)
        for key in COUNT_FIELDS:
            value = getattr(self, key)
            if value is not None:
                record[key] = value
        if self.family:
            record["family"] = self.family
        return record


def _plain(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


class TypeInfo(NamedTuple):
    machine_type: str
    name: str  # "IBM z16 A01"
    generation: str  # "z16"
    hardware_models: tuple[str, ...] = ()
    smt2_ziip: bool = False  # SMT-2 on zIIPs (the z13 and later)

    @property
    def label(self) -> str:
        """"IBM z16 A01 (3931)"; the name alone when it already says the type."""
        return self.name if self.machine_type in self.name else f"{self.name} ({self.machine_type})"


class TableSource(NamedTuple):
    """Where a table of ratings comes from, in the words of models/capacity/sources.toml."""

    key: str
    file: str
    title: str
    rates: str
    scale: str
    exported: date | None  # the date of a zPCR export
    published: date | None  # the date of a published table
    checks: tuple[str, ...]
    limits: str

    @property
    def citation(self) -> str:
        """The title and date a planner can check ("IBM Processor Capacity Reference ..., exported 6 August 2026")."""
        if self.exported:
            return f"{self.title}, exported {_long_date(self.exported)}"
        if self.published:
            return f"{self.title}, as published on {_long_date(self.published)}"
        return self.title


def _long_date(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


class NamedAssumption(NamedTuple):
    """An assumption the ratings need, in the fields of models/assumptions.toml."""

    key: str
    name: str
    description: str
    argument: str
    source: str
    default: float | None = None
    unit: str = ""
    low: float | None = None
    high: float | None = None


class EngineCapacity(NamedTuple):
    """The capacity of one engine of an LPAR of n CPs: the n-way model's rating divided by n."""

    model: RatedModel  # the n-way model whose rating is used (its cps is the LPAR's n)
    category: str
    pci_per_engine: float  # on the PCI scale, with the category factor (and the z990 link) applied
    msu_per_engine: float | None
    assumptions: tuple[str, ...] = ()  # named assumptions that enter this figure; () when it is IBM's own
    factor: float = 1.0  # what multiplies the model's own PCI (or zMIPS) per engine

    @property
    def published(self) -> bool:
        """True when the figure is IBM's own rating, with no assumption applied."""
        return not self.assumptions

    def describe(self) -> str:
        """"3931-703: 6,288 PCI / 3 CPs = 2,096.0 PCI per engine (AVERAGE); from ...". The speed of an engine only:
        the MSU of a CP follows the machine, not the LPAR's n-way (model.msu)."""
        m = self.model
        scaled = "" if self.factor == 1.0 else f" x {self.factor:g} ({', '.join(self.assumptions)})"
        return (f"{m.model}: {_number(m.pci)} {m.scale} / {m.cps} CP{'s' if m.cps > 1 else ''}{scaled} = "
                f"{self.pci_per_engine:,.1f} PCI per engine ({self.category}); from {m.source}")


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"


class CategoryFactors(NamedTuple):
    """LOW/HIGH factors per generation over IBM's AVERAGE ratings: a named assumption (category-factors.toml)."""

    factors: Mapping[str, Mapping[str, float]]  # generation -> {"LOW": f, "AVERAGE": 1.0, "HIGH": f}
    source: str = ""
    argument: str = ""

    def factor(self, generation: str, category: str) -> float:
        if category not in CATEGORIES:
            raise MachineError(f"LSPR category {category!r} is not one of {', '.join(CATEGORIES)}")
        if category == AVERAGE:
            return 1.0
        if generation not in self.factors:
            known = ", ".join(self.factors)
            raise MachineError(f"no LSPR {category} factor for the generation {generation or '(unknown)'}: the "
                               f"category factors cover {known}; use AVERAGE or import LOW/HIGH figures")
        return self.factors[generation][category]


# -- the table ------------------------------------------------------------------------------------------------------

ModelLoader = Callable[[], Sequence[RatedModel]]


class _TypeIndex(NamedTuple):
    settings: Mapping[str, Mapping[int, RatedModel]]  # setting -> {CPs: model}, fastest setting first
    linuxone: tuple[RatedModel, ...]
    by_name: Mapping[str, RatedModel]


class CapacityRatings:
    """Every rated model, by machine type. Built-in types are read from their file on first use (``loaders``);
    ``overlay`` holds imported models, which replace built-in models of the same name. Never changes once built."""

    def __init__(self, types: Mapping[str, TypeInfo], loaders: Mapping[str, ModelLoader],
                 sources: Mapping[str, TableSource] | None = None,
                 assumptions: Mapping[str, NamedAssumption] | None = None,
                 overlay: Mapping[str, RatedModel] | None = None, imported: Mapping[str, str] | None = None) -> None:
        self.types = MappingProxyType(dict(types))
        self.loaders = MappingProxyType(dict(loaders))
        self.sources = MappingProxyType(dict(sources or {}))
        self.assumptions = MappingProxyType(dict(assumptions or {}))
        self.overlay = MappingProxyType(dict(overlay or {}))
        self.imported = MappingProxyType(dict(imported or {}))  # model -> name of the imported table it came from
        self._index: dict[str, _TypeIndex] = {}  # filled on first use of each type

    @classmethod
    def of(cls, models: Iterable[RatedModel], types: Mapping[str, TypeInfo], **kwargs: Any) -> CapacityRatings:
        """A table of the given models, all at hand (tests, small tables)."""
        by_type: dict[str, list[RatedModel]] = {}
        for m in models:
            by_type.setdefault(m.machine_type, []).append(m)
        loaders = {t: (lambda rows=tuple(rows): rows) for t, rows in by_type.items()}
        return cls(types, loaders, **kwargs)

    # -- what exists

    def type_codes(self) -> list[str]:
        """Every machine type with rated models: the described ones in their order, then imported ones."""
        codes = set(self.loaders) | {m.machine_type for m in self.overlay.values()}
        return [t for t in self.types if t in codes] + sorted(codes - set(self.types))

    def machine_types(self) -> list[TypeInfo]:
        """The types that rate models for z/OS (a type with LinuxONE markers only is left out). Parses no rows: every
        built-in type rates IBM Z models, which the tests check."""
        zos_overlay = {m.machine_type for m in self.overlay.values() if not m.linuxone}
        return [self.types[t] for t in self.type_codes() if t in self.types and (t in self.loaders or t in zos_overlay)]

    def type_info(self, machine_type: str) -> TypeInfo:
        info = self.types.get(machine_type)
        if info is None or not self._type(machine_type).settings:
            known = ", ".join(f"{i.machine_type} {i.name}" for i in self.machine_types())
            raise MachineError(f"machine type {machine_type} is not in IBM's capacity ratings (known: {known}); "
                               "import your zPCR Configuration Summary for it")
        return info

    def settings(self, machine_type: str) -> dict[str, tuple[int, ...]]:
        """Capacity setting -> the CP counts IBM rates at it: 7, 6, 5, 4 (3 on the z990), then levels Z to A."""
        return {s: tuple(by_n) for s, by_n in self._type(machine_type).settings.items()}

    def full_setting(self, machine_type: str) -> str:
        """The full-speed setting: 7 (3 on the z990), else the highest capacity level (Z on the mid-range)."""
        settings = self._type(machine_type).settings
        if not settings:
            self.type_info(machine_type)  # raises, naming the known types
        digits = [s for s in settings if s.isdigit()]
        return max(digits) if digits else max(settings)

    def models_of(self, machine_type: str, *, linuxone: bool = False) -> list[RatedModel]:
        """The rated models of a type, fastest setting first, by CP count (LinuxONE markers on request)."""
        index = self._type(machine_type)
        out = [m for by_n in index.settings.values() for m in by_n.values()]
        return out + list(index.linuxone) if linuxone else out

    def all_models(self) -> list[RatedModel]:
        """Every model of every type, LinuxONE markers included (reads every built-in type)."""
        return [m for t in self.type_codes() for m in self._type(t).by_name.values()]

    def find(self, name: str) -> RatedModel | None:
        """The model of that exact name ("3931-705", "9175-401_L"), or None."""
        parts = split_model(name)
        return None if parts is None else self._type(parts[0]).by_name.get(name)

    def rating(self, machine_type: str, setting: str, cps: int) -> RatedModel:
        """The model of ``setting`` with ``cps`` CPs; an error naming what IBM rates when there is none."""
        by_n = self._type(machine_type).settings.get(setting)
        if by_n is not None and cps in by_n:
            return by_n[cps]
        info = self.type_info(machine_type)
        wanted = model_name(machine_type, setting, cps) if 1 <= cps <= MAX_CPS_CODE else f"a model with {cps} CPs"
        if by_n is None:
            raise MachineError(f"{wanted} is not a model IBM rates: the {info.label} has no {setting_label(setting)} "
                               f"setting. {self.describe_settings(machine_type)}{self._elsewhere(info, setting, cps)}")
        raise MachineError(f"{wanted} is not a model IBM rates: the {setting_label(setting)} setting of the "
                           f"{info.label} has {_setting_range(setting, tuple(by_n))}. "
                           f"{self.describe_settings(machine_type)}")

    def describe_settings(self, machine_type: str) -> str:
        """"3931 (IBM z16 A01) rates 701-7K0 (1 to 200 CPs), 601-639 (1 to 39 CPs), ... and 401-439 (1 to 39 CPs)."."""
        info = self.type_info(machine_type)
        settings = self.settings(machine_type)
        parts = [_setting_range(s, ns) for s, ns in settings.items() if s.isdigit()]
        parts += _level_groups({s: ns for s, ns in settings.items() if s.isalpha()})
        return f"{info.machine_type} ({info.name}) rates {_join(parts)}."

    def _elsewhere(self, info: TypeInfo, setting: str, cps: int) -> str:
        """Where a setting the type lacks is found in the same generation (9175-A03 -> 9176-A03)."""
        for other in self.machine_types():
            if other.generation == info.generation and other.machine_type != info.machine_type \
                    and cps in self._type(other.machine_type).settings.get(setting, {}):
                return (f" The {setting_label(setting)} setting is on the {other.label}: "
                        f"{model_name(other.machine_type, setting, cps)}.")
        return ""

    def _type(self, machine_type: str) -> _TypeIndex:
        index = self._index.get(machine_type)
        if index is None:
            loader = self.loaders.get(machine_type)
            by_name = {m.model: m for m in (loader() if loader else ())}
            by_name.update((n, m) for n, m in self.overlay.items() if m.machine_type == machine_type)
            settings: dict[str, dict[int, RatedModel]] = {}
            for m in sorted(by_name.values(), key=lambda m: m.cps):
                if not m.linuxone:
                    settings.setdefault(m.setting, {})[m.cps] = m
            ordered = {s: MappingProxyType(settings[s]) for s in sorted(settings, key=_setting_order)}
            index = _TypeIndex(MappingProxyType(ordered), tuple(m for m in by_name.values() if m.linuxone),
                               MappingProxyType(by_name))
            self._index[machine_type] = index
        return index

    # -- per engine

    def engine(self, machine_type: str, setting: str, lpar_cps: int, *, category: str = AVERAGE,
               factors: CategoryFactors | None = None, pci_per_zmips: float | None = None) -> EngineCapacity:
        """Per-engine capacity of an LPAR of ``lpar_cps`` CPs at ``setting``: PCI(n)/n and MSU(n)/n of the n-way
        model, times the LSPR category factor (LOW/HIGH only) and, for zMIPS figures, the PCI-per-zMIPS link
        (``pci_per_zmips``, or the named assumption's default)."""
        if isinstance(lpar_cps, bool) or not isinstance(lpar_cps, int) or lpar_cps < 1:
            raise MachineError(f"the LPAR's CPs must be a whole number of at least 1, not {lpar_cps!r}")
        if category not in CATEGORIES:
            raise MachineError(f"LSPR category {category!r} is not one of {', '.join(CATEGORIES)}")
        model = self.rating(machine_type, setting, lpar_cps)
        factor = 1.0
        assumptions: list[str] = []
        if category != AVERAGE:
            if factors is None:
                raise MachineError(f"IBM's ratings are the AVERAGE category; {category} needs the category factors")
            factor *= factors.factor(model.generation, category)
            assumptions.append(CATEGORY_ASSUMPTION)
        if model.scale == ZMIPS:
            link = pci_per_zmips if pci_per_zmips is not None else self.assumption_default(Z990_ASSUMPTION)
            if isinstance(link, bool) or not isinstance(link, int | float) or not math.isfinite(link) or link <= 0:
                raise MachineError(f"PCI per zMIPS must be a positive number, not {link!r}")
            factor *= float(link)
            assumptions.append(Z990_ASSUMPTION)
        elif model.scale != PCI:
            raise MachineError(f"{model.model}: capacity scale {model.scale!r} is neither PCI nor zMIPS")
        return EngineCapacity(model, category, model.pci_per_engine * factor, model.msu_per_engine,
                              tuple(assumptions), factor)

    def ziip_engine(self, machine_type: str, lpar_cps: int, **kwargs: Any) -> EngineCapacity:
        """Per-engine capacity of a zIIP beside ``lpar_cps`` CPs: the full-speed setting, whatever the CPs run at,
        at the LPAR's CP count (ZIIP_RULE)."""
        return self.engine(machine_type, self.full_setting(machine_type), lpar_cps, **kwargs)

    def assumption_default(self, key: str) -> float:
        found = self.assumptions.get(key)
        if found is None or found.default is None:
            raise MachineError(f"the capacity ratings lack the named assumption {key}")
        return found.default

    # -- imported figures

    def with_models(self, models: Iterable[RatedModel], table_name: str) -> CapacityRatings:
        """A copy in which ``models`` (an imported zPCR page) replace the built-in models of the same name and add
        the ones it lacks; a type not known here is named after its zPCR family row."""
        types = dict(self.types)
        incoming: dict[str, RatedModel] = {}
        for m in models:
            info = types.get(m.machine_type)
            if info is None:
                info = TypeInfo(m.machine_type, _family_name(m.family) or f"machine type {m.machine_type}", "")
                types[m.machine_type] = info
            incoming[m.model] = m._replace(generation=m.generation or info.generation, source=table_name)
        if not incoming:
            raise MachineError(f"the imported table {table_name!r} has no models")
        return CapacityRatings(types, self.loaders, self.sources, self.assumptions, {**self.overlay, **incoming},
                               {**self.imported, **dict.fromkeys(incoming, table_name)})


def _setting_order(setting: str) -> tuple[bool, int]:
    """7, 6, 5, 4, 3 then Z, Y, ... A: the faster setting first."""
    return (setting.isalpha(), -ord(setting))


def _family_name(family: str) -> str:
    """"IBM Z z16/700" -> "IBM Z z16"."""
    return family.rsplit("/", 1)[0].strip()


def _runs(values: Iterable[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for v in sorted(values):
        if runs and v == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], v)
        else:
            runs.append((v, v))
    return runs


def _cps_text(runs: list[tuple[int, int]]) -> str:
    text = ", ".join(f"{a}" if a == b else f"{a} to {b}" for a, b in runs)
    return f"{text} CP{'' if runs == [(1, 1)] else 's'}"


def _setting_range(setting: str, cps: tuple[int, ...]) -> str:
    """"601-639 (1 to 39 CPs)"."""
    runs = _runs(cps)
    models = ", ".join(f"{setting}{cps_code(a)}" if a == b else f"{setting}{cps_code(a)}-{setting}{cps_code(b)}"
                       for a, b in runs)
    return f"{models} ({_cps_text(runs)})"


def _level_groups(levels: dict[str, tuple[int, ...]]) -> list[str]:
    """Consecutive capacity levels with the same CP counts: "capacity levels A-Z with 1 to 6 CPs (A01 to Z06)"."""
    groups: list[tuple[str, str, tuple[int, ...]]] = []
    for level in sorted(levels):
        ns = levels[level]
        if groups and groups[-1][2] == ns and ord(level) == ord(groups[-1][1]) + 1:
            groups[-1] = (groups[-1][0], level, ns)
        else:
            groups.append((level, level, ns))
    out = []
    for first, last, ns in groups:
        span = first if first == last else f"{first}-{last}"
        low, high = f"{first}{cps_code(min(ns))}", f"{last}{cps_code(max(ns))}"
        models = low if low == high else f"{low} to {high}"
        out.append(f"capacity level{'s' if first != last else ''} {span} with {_cps_text(_runs(ns))} ({models})")
    return out


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts) or "no models"
    return ", ".join(parts[:-1]) + " and " + parts[-1]


# -- plan records ---------------------------------------------------------------------------------------------------


def models_from_records(records: Any, table_name: str) -> tuple[RatedModel, ...]:
    """Check the models an imported table stored in a plan ({"model", "cps", "pci", "msu", ...} each) and return
    them; MachineError names the entry and field of the first problem."""
    if not isinstance(records, list) or not records:
        raise MachineError(f"capacity table {table_name!r}: models must be a non-empty list")
    out: list[RatedModel] = []
    seen: set[str] = set()
    for i, record in enumerate(records, start=1):
        where = f"capacity table {table_name!r}, model {i}"
        if not isinstance(record, dict):
            raise MachineError(f"{where} must be an object with model, cps, pci and msu")
        name = record.get("model")
        parts = split_model(name) if isinstance(name, str) else None
        if parts is None:
            raise MachineError(f"{where}: model {name!r} must be a type-model such as 3931-705")
        where = f"capacity table {table_name!r}, model {name}"
        if name in seen:
            raise MachineError(f"{where} appears twice")
        seen.add(name)
        cps = record.get("cps")
        if isinstance(cps, bool) or cps != parts[2]:
            raise MachineError(f"{where}: cps must be {parts[2]} (the CP count its name gives), not {cps!r}")
        pci = _rating(record.get("pci"), "pci", where, MAX_PCI)
        msu = None if record.get("msu") is None else _rating(record.get("msu"), "msu", where, MAX_MSU)
        counts = {}
        for key in COUNT_FIELDS:
            value = record.get(key)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not 0 <= value <= MAX_COUNT):
                raise MachineError(f"{where}: {key} must be a whole number from 0 to {MAX_COUNT:,}, not {value!r}")
            counts[key] = value
        family = record.get("family", "")
        if not isinstance(family, str) or len(family) > 200:
            raise MachineError(f"{where}: family must be text of at most 200 characters")
        out.append(RatedModel(name, parts[0], parts[1], parts[2], pci, msu, PCI, family, "", parts[3], **counts,
                              source=table_name))
    return tuple(out)


def _rating(value: Any, key: str, where: str, limit: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
            or not 0 < value <= limit:
        raise MachineError(f"{where}: {key} must be a number above 0 and at most {limit:,.0f}, not {value!r}")
    return float(value)
