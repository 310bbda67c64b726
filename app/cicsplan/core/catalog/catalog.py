"""The catalog of measured ingress methods: loading and validating ``models/``.

Each ingress method is one TOML file under ``models/ingress``. The measured rows are kept
exactly as published; the loader checks their shape and ranges and reports a broken file
by name, field and reason. Interpretation (costs, fits, consistency flags) lives in other
modules so this one only answers "what does the file say, and is it well formed".
"""

from __future__ import annotations

import hashlib
import math
import re
import weakref
from collections.abc import Iterable
from dataclasses import field
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from cicsplan.core.catalog.errors import CatalogError
from cicsplan.core.common import shipped_data, userfiles
from cicsplan.core.common.limits import MAX_PLAN_BYTES
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import value_text
from cicsplan.core.hardware.machines import MachineError, MachineTable, load_machine_table
from cicsplan.paths import models_dir

FAMILIES = ("3270", "Web support", "CTG", "Web services", "Sockets", "MQ", "DPL", "LU6.2")
COLUMN_KINDS = ("etr", "resp_ms", "gcpu", "aapcp", "ziip", "total_ms")
CPU_KINDS = ("gcpu", "aapcp", "ziip")
TOTAL_KINDS = ("gcpu", "ziip")  # an address space's CPU: general CPs (AAPCP is inside them) + zIIP
ELIGIBLE_KINDS = ("aapcp", "ziip")  # its zIIP-eligible CPU: eligible work that ran on a CP + what ran on the zIIP
NOTE_KINDS = ("transcription", "column_label", "etr_counting", "definition", "saturation", "limit",
              "missing_value", "source_text", "not_measured", "calibration")
BUILT_IN = "built-in"
CUSTOM = "custom"  # a model from the user's own catalog (calibrated from their measurements)
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
MISSING = "NA"
DOCUMENTS_FILE = "documents.toml"  # the source documents the models cite, by file name


@dataclass(frozen=True)
class AddressSpace:
    key: str
    name: str
    scope: str  # "region" or "lpar"
    description: str


@dataclass(frozen=True)
class Column:
    label: str
    kind: str
    address_space: str | None = None


class MeasuredColumn(Protocol):
    """A column of a measurement table: the catalog's ``Column`` or a calibration table's ``TableColumn``."""

    @property
    def kind(self) -> str: ...
    @property
    def address_space(self) -> str | None: ...


def find_column(columns: Iterable[MeasuredColumn], kind: str, address_space: str | None = None) -> int | None:
    """Index of the column of ``kind`` (for CPU kinds, of ``address_space``), or None."""
    for i, col in enumerate(columns):
        if col.kind == kind and col.address_space == address_space:
            return i
    return None


def measured_spaces(columns: Iterable[MeasuredColumn]) -> tuple[str, ...]:
    """The address spaces the columns measure, in the order they first appear.

    Shared by the catalog and calibration tables: a calibrated model lists its spaces in the table's order."""
    seen: list[str] = []
    for col in columns:
        if col.address_space and col.address_space not in seen:
            seen.append(col.address_space)
    return tuple(seen)


@dataclass(frozen=True)
class Note:
    kind: str
    where: str
    text: str


@dataclass(frozen=True)
class Document:
    """A source document (models/documents.toml): what a planner needs to find the paper a file name stands for."""

    file: str  # the file name models cite, e.g. "000_9219529c98f8b258.txt"
    kind: str  # e.g. "IBM Redpaper"
    short: str  # the short name running texts use
    publisher: str
    title: str = ""  # as the document prints it; empty when the text carries none (then ``about``)
    about: str = ""
    series: str = ""
    product: str = ""
    year: int | None = None
    date: str = ""

    @property
    def name(self) -> str:
        """'IBM Redpaper "A Processor Usage Study of Ways into CICS"', or 'IBM paper on ...' when untitled."""
        return f'{self.kind} "{self.title}"' if self.title else f"{self.kind} on {self.about}"

    @property
    def heading(self) -> str:
        """The name with the product release and year: what a citation shows before the file name."""
        details = ", ".join(x for x in (self.product, str(self.year) if self.year else "") if x)
        return f"{self.name} ({details})" if details else self.name

    @property
    def description(self) -> str:
        """Everything known about the document in one line (the Catalog sheet, the About box)."""
        series = f"{self.series}: " if self.series else ""
        title = f'"{series}{self.title}"' if self.title else f"(untitled) on {self.about}"
        parts = [f"{self.kind} {title}", self.publisher, self.date or (str(self.year) if self.year else ""),
                 self.product]
        return ", ".join(p for p in parts if p)


def cite(file: str, document: Document | None, where: str = "") -> str:
    """THE citation text: the document by its title, then ``where`` in it.

    'IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), Table 16'. A file the documents
    list does not know (a custom model's own measurement) is shown by its name."""
    head = document.heading if document is not None else file
    return f"{head}, {where}" if where else head


@dataclass(frozen=True)
class Documents:
    """The source documents by file name (models/documents.toml), loaded with the catalog."""

    by_file: dict[str, Document] = field(default_factory=dict)

    def get(self, file: str) -> Document | None:
        return self.by_file.get(file)

    def cite(self, file: str, where: str = "") -> str:
        return cite(file, self.get(file), where)

    def __contains__(self, file: object) -> bool:
        return file in self.by_file

    def __iter__(self):
        return iter(self.by_file.values())



PRODUCT_NAMES = {"cics_ts": "CICS TS", "zos": "z/OS", "ctg": "CICS TG", "mq": "WebSphere MQ", "db2": "DB2"}


def product_name(key: str) -> str:
    """A releases key of the data files as the documents write the product ("zos" -> "z/OS")."""
    return PRODUCT_NAMES.get(key, key.replace("_", " ").upper())

@dataclass(frozen=True, eq=False)
class Reference:
    document: str
    machine: str
    machine_description: str
    lpar_cps: int
    lpar_ziips: int
    payload_in_bytes: int
    payload_out_bytes: int
    payload_note: str
    network: str
    releases: dict[str, str]
    ziip_honor_priority: bool | None = None
    cipher: str | None = None
    xml_elements_in: int | None = None
    xml_elements_out: int | None = None
    source: Document | None = None  # the entry of models/documents.toml for ``document``, when it has one

    def cite(self, where: str = "") -> str:
        """The citation of ``where`` in this reference's document (see ``cite``)."""
        return cite(self.document, self.source, where)

    @property
    def document_text(self) -> str:
        """The document as a planner reads it: its title, kind and release."""
        return self.cite()

    @property
    def releases_text(self) -> str:
        """The measured releases as one line ("CICS TS 4.2, z/OS 1.13"), as the Catalog sheet and CLI show them."""
        return ", ".join(f"{product_name(k)} {v}" for k, v in self.releases.items())


@dataclass(frozen=True, eq=False)
class Measurements:
    """The published raw table. ``rows`` hold floats, or None where the source prints NA."""

    table: str
    average_table: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[float | None, ...], ...]
    published_average_ms: float
    published_average_excl_ziip_ms: float | None = None

    def column_index(self, kind: str, address_space: str | None = None) -> int | None:
        return find_column(self.columns, kind, address_space)

    def values(self, index: int) -> np.ndarray:
        """A column as floats; NA (no cost measured) becomes 0."""
        return np.array([0.0 if r[index] is None else r[index] for r in self.rows])

    @cached_property
    def etr(self) -> np.ndarray:
        return self.values(self.column_index("etr"))

    @cached_property
    def resp_ms(self) -> np.ndarray:
        return self.values(self.column_index("resp_ms"))

    @cached_property
    def published_total_ms(self) -> np.ndarray:
        return self.values(self.column_index("total_ms"))

    @cached_property
    def address_spaces(self) -> tuple[str, ...]:
        return measured_spaces(self.columns)

    def cpu_pct(self, address_space: str, kind: str) -> np.ndarray:
        """Percent of one engine per row for ``kind`` (gcpu, aapcp or ziip); zeros if not measured."""
        index = self.column_index(kind, address_space)
        if index is None:
            return np.zeros(len(self.rows))
        return self.values(index)

    def total_pct(self, address_space: str) -> np.ndarray:
        """All CPU of the address space: general CPs (which include AAPCP) plus zIIP."""
        return sum(self.cpu_pct(address_space, kind) for kind in TOTAL_KINDS)

    def eligible_pct(self, address_space: str) -> np.ndarray:
        """zIIP-eligible CPU: what ran on the zIIP plus eligible work that ran on a CP (AAPCP)."""
        return sum(self.cpu_pct(address_space, kind) for kind in ELIGIBLE_KINDS)

    def columns_of(self, address_space: str, kinds: tuple[str, ...]) -> tuple[Column, ...]:
        """The columns of ``address_space`` whose sum is its CPU of ``kinds`` (TOTAL_KINDS, ELIGIBLE_KINDS), in
        table order: the columns a derivation names. Empty when the table has none of them (the CPU is then 0)."""
        return tuple(c for c in self.columns if c.address_space == address_space and c.kind in kinds)

    @cached_property
    def parts_total_ms(self) -> np.ndarray:
        """Each row's total from its address spaces: sum of CPU% / ETR x 10 (the document's definition)."""
        total = sum(self.total_pct(a) for a in self.address_spaces)
        return total / self.etr * 10.0

    def row_label(self, index: int) -> str:
        return f"row {index + 1} ({self.etr[index]:,.2f} tps)"


TLS_MODES = ("full", "partial", "pooled")
TIME_WAIT_SIDES = ("client", "server")
COMMAREA_LIMITS = ("eci", "dpl", "link", "terminal", "bridge_3270")  # the data limits of models/limits.toml


@dataclass(frozen=True)
class Shape:
    """What the flow's message shape implies: connections, handshakes, TLS composition, limits, servers."""

    connections_per_tran: float = 0.0  # new TCP connections per transaction
    # which end closes first and so holds the connection in TIME_WAIT: "client" (its ephemeral port stays taken
    # about 60 s, the ports limit) or "server" (the entry sits on the server's listening port: no port is held)
    time_wait: str = "client"
    full_handshakes_per_tran: float = 0.0  # full TLS handshakes on the Crypto Express card per transaction
    tls_base: str | None = None  # the same flow without TLS, for methods measured with TLS
    tls_mode: str | None = None
    tls_addon: tuple[str, ...] = ()  # TLS modes a workload of this method may add
    commarea_limit: str | None = None  # a key of models/limits.toml
    channel_capable: bool = False
    single_server_tps: float | None = None  # elapsed-time ceiling of one server
    qr_time: str | None = None  # the extract holding measured QR TCB times
    # the share of the method's own CICS CPU (without TLS and XML elements) that runs on the QR TCB where the
    # documents did not measure it: the key of a named assumption, or (custom models) a number from 0 to 1
    qr_share: str | float | None = None
    payload_measured_only: bool = False  # only the measured payload shape exists (3270, LU6.2 DTP)


@dataclass(frozen=True, eq=False)  # identity hash: models are loaded once and cached against
class IngressModel:
    id: str
    name: str
    family: str
    summary: str
    description: str
    etr_counts: str
    coverage: str
    reference: Reference
    measurements: Measurements
    notes: tuple[Note, ...]
    extracts: dict[str, dict[str, Any]]
    path: Path
    shape: Shape = Shape()
    origin: str = BUILT_IN  # BUILT_IN (shipped models/) or CUSTOM (the user's catalog folder)
    provenance: dict[str, Any] = field(default_factory=dict)  # the file's [provenance]: who measured what, when
    digest: str = ""  # content hash of the file, recorded in plans that use a custom model

    @property
    def address_spaces(self) -> tuple[str, ...]:
        return self.measurements.address_spaces

    @property
    def is_custom(self) -> bool:
        return self.origin == CUSTOM

    @property
    def is_web_service(self) -> bool:
        """Its measured message has XML elements: the XML fields and costs apply to it."""
        return self.reference.xml_elements_in is not None

    @property
    def custom_file_text(self) -> str:
        """Where a custom model's file is and when it was imported: "<path> (<digest>); imported <date>"."""
        return f"{self.path} ({self.digest}); imported {self.provenance.get('imported', '?')}"

    @property
    def citation(self) -> str:
        m = self.measurements
        if self.is_custom:
            measured = ", ".join(str(self.provenance[k]) for k in ("source_file", "imported")
                                 if self.provenance.get(k))
            return f"custom model '{self.id}' from {self.path.name} (your measurement{': ' if measured else ''}" \
                   f"{measured})"
        return self.reference.cite(f"{m.table} (raw data), {m.average_table} (average)")

    @property
    def etr_range(self) -> tuple[float, float]:
        return float(self.measurements.etr.min()), float(self.measurements.etr.max())


@dataclass(frozen=True)
class Assumption:
    key: str
    name: str
    group: str
    unit: str
    default: float | str | bool
    description: str
    argument: str
    min: float | None = None
    max: float | None = None
    integer: bool = False
    choices: tuple[str, ...] = ()
    source: str = ""
    # measured values a planner may pick for a numeric assumption, each with where it was measured
    suggestions: tuple[tuple[float, str], ...] = ()


@dataclass
class Catalog:
    models: dict[str, IngressModel]
    address_spaces: dict[str, AddressSpace]
    assumptions: dict[str, Assumption]
    folder: Path
    machines: MachineTable
    limits: dict[str, dict[str, Any]] = field(default_factory=dict)  # protocol limits (models/limits.toml)
    app_workloads: dict[str, dict[str, Any]] = field(default_factory=dict)  # models/app_workloads.toml
    families: tuple[str, ...] = field(default=FAMILIES)
    builtin_digest: str = ""  # content hash of the shipped models/ files, recorded in saved plans
    user_folder: Path | None = None  # the user's catalog of custom models, when one was merged
    user_problems: list[tuple[str, str, str]] = field(default_factory=list)  # broken custom files, skipped
    documents: Documents = field(default_factory=Documents)  # the source documents (models/documents.toml)

    def get(self, model_id: str) -> IngressModel:
        return self.models[model_id]

    def cite(self, file: str, where: str = "") -> str:
        """The citation of ``where`` in document ``file``: title first, file name in brackets (see ``cite``)."""
        return self.documents.cite(file, where)

    def nearest_ingress(self, model_id: object) -> str | None:
        """The method id closest to a misspelt one ('ws-sop' -> 'ws-soap'), or None when none is close."""
        if not isinstance(model_id, str):
            return None
        ids = [*self.models, "none"]
        lowered = {i.lower(): i for i in ids}
        import difflib  # only for a misspelt id: kept off every start

        found = difflib.get_close_matches(model_id.strip().lower(), list(lowered), n=1, cutoff=0.6)
        return lowered[found[0]] if found else None

    def did_you_mean(self, model_id: object) -> str:
        """' Did you mean 'ws-soap'?' for a misspelt method id; '' when nothing is close."""
        nearest = self.nearest_ingress(model_id)
        return f" Did you mean '{nearest}'?" if nearest else ""

    def unknown_ingress_text(self, model_id: str) -> str:
        """Why ``model_id`` is not a method here, naming the nearest and where custom models were looked for."""
        nearest = self.nearest_ingress(model_id)
        known = f"known: {', '.join(self.models)}, or 'none' for application CPU only"
        if nearest:  # the nearest instead of the whole list
            known = f"did you mean '{nearest}'? ('cicsplan catalog' lists the methods)"
        if self.user_folder is None:
            return (f"unknown ingress method '{model_id}' (not built in; no custom catalog was given to look in: "
                    f"--user-catalog DIR or CICSPLAN_USER_CATALOG); {known}")
        broken = [f"{where}: {reason}" for file, where, reason in self.user_problems if file == f"{model_id}.toml"]
        found = f"{self.user_folder / (model_id + '.toml')} is there but broken: {'; '.join(broken)}" if broken else \
            f"looked for {model_id}.toml in {self.user_folder}"
        return (f"unknown ingress method '{model_id}': not built in and not in your custom catalog ({found}); "
                f"import its model file (Catalog sheet, Import Model) or choose another method; {known}")

    def by_family(self) -> dict[str, list[IngressModel]]:
        groups: dict[str, list[IngressModel]] = {f: [] for f in self.families}
        for model in self.models.values():
            groups[model.family].append(model)
        return groups


class _Problems:
    """Collects problems for one file so a broken file reports everything at once."""

    def __init__(self, file: str):
        self.file = file
        self.items: list[tuple[str, str, str]] = []

    def add(self, where: str, reason: str) -> None:
        self.items.append((self.file, where, reason))

    def get(self, data: dict, key: str, kind: type | tuple[type, ...], where: str = "",
            required: bool = True) -> Any:
        name = f"{where}{key}"
        if key not in data:
            if required:
                self.add(name, "is missing")
            return None
        value = data[key]
        if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
            self.add(name, f"must be {_kind_text(kind)}, not true/false")
            return None
        if not isinstance(value, kind):
            self.add(name, f"must be {_kind_text(kind)}, not {type(value).__name__}")
            return None
        if isinstance(value, str) and required and not value.strip():
            self.add(name, "must not be empty")
            return None
        return value

    def number(self, data: dict, key: str, where: str, low: float, high: float,
               integer: bool = False, required: bool = True) -> float | None:
        value = self.get(data, key, int if integer else (int, float), where, required)
        if value is None:
            return None
        if not math.isfinite(value) or not low <= value <= high:
            self.add(f"{where}{key}", f"is {value}; allowed range {low:g} to {high:g}")
            return None
        return value


def _kind_text(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    words = {str: "text", int: "a whole number", float: "a number", bool: "true or false",
             dict: "a table", list: "a list"}
    return " or ".join(words.get(k, k.__name__) for k in kinds)


def load_address_spaces(path: Path) -> dict[str, AddressSpace]:
    data = _read_toml(path)
    problems = _Problems(path.name)
    spaces: dict[str, AddressSpace] = {}
    for key, entry in data.items():
        if key == "schema_version":
            continue
        if not isinstance(entry, dict):
            problems.add(key, "must be a table")
            continue
        scope = problems.get(entry, "scope", str, f"{key}.")
        if scope not in ("region", "lpar"):
            problems.add(f"{key}.scope", f"is {value_text(scope)}; allowed: 'region' or 'lpar'")
        name = problems.get(entry, "name", str, f"{key}.")
        desc = problems.get(entry, "description", str, f"{key}.")
        spaces[key] = AddressSpace(key, name or key, scope or "lpar", desc or "")
    if problems.items:
        raise CatalogError(problems.items)
    return spaces


def load_assumptions(path: Path) -> dict[str, Assumption]:
    data = _read_toml(path)
    problems = _Problems(path.name)
    out: dict[str, Assumption] = {}
    for key, entry in data.items():
        if key == "schema_version":
            continue
        if not isinstance(entry, dict):
            problems.add(key, "must be a table")
            continue
        w = f"{key}."
        default = entry.get("default")
        choices = tuple(entry.get("choices", ()))
        low, high = entry.get("min"), entry.get("max")
        if default is None:
            problems.add(f"{w}default", "is missing")
        elif choices and default not in choices:
            problems.add(f"{w}default", f"is {value_text(default)}; allowed: {', '.join(choices)}")
        elif isinstance(default, int | float) and not isinstance(default, bool) and (
                low is None or high is None or not low <= default <= high):
            problems.add(f"{w}default", f"is {default}; it must lie within min and max, both given")
        suggestions = _suggestions(entry.get("suggestions", []), low, high, problems, w)
        assumption = Assumption(
            key=key,
            name=problems.get(entry, "name", str, w) or key,
            group=problems.get(entry, "group", str, w) or "",
            unit=entry.get("unit", ""),
            default=default,
            description=problems.get(entry, "description", str, w) or "",
            argument=problems.get(entry, "argument", str, w) or "",
            min=low, max=high, integer=bool(entry.get("integer", False)),
            choices=choices, source=entry.get("source", ""), suggestions=suggestions,
        )
        out[key] = assumption
    if problems.items:
        raise CatalogError(problems.items)
    return out


def _suggestions(raw: Any, low: Any, high: Any, problems: _Problems, where: str) -> tuple[tuple[float, str], ...]:
    """[{value, source}, ...]: the measured values of a numeric assumption, each within its range."""
    out: list[tuple[float, str]] = []
    if not isinstance(raw, list):
        problems.add(f"{where}suggestions", "must be a list of {value, source} tables")
        return ()
    for i, item in enumerate(raw, start=1):
        value = item.get("value") if isinstance(item, dict) else None
        source = item.get("source") if isinstance(item, dict) else None
        if isinstance(value, bool) or not isinstance(value, int | float) or not isinstance(source, str) \
                or not source.strip():
            problems.add(f"{where}suggestions[{i}]", "needs a number 'value' and a text 'source'")
        elif low is None or high is None or not low <= value <= high:
            problems.add(f"{where}suggestions[{i}]", f"value {value} must lie within min and max")
        else:
            out.append((float(value), source))
    return tuple(out)


DOCUMENT_TEXTS = ("kind", "short", "publisher", "title", "about", "series", "product", "date")


def load_documents(path: Path) -> Documents:
    """Read models/documents.toml: one table per cited file name; raise CatalogError naming each problem."""
    data = _read_toml(path)
    problems = _Problems(path.name)
    if data.get("schema_version") != 1:
        problems.add("schema_version", f"is {value_text(data.get('schema_version'))}; this version of cicsplan reads 1")
    out: dict[str, Document] = {}
    for file, entry in data.items():
        if file == "schema_version":
            continue
        if not isinstance(entry, dict):
            problems.add(file, "must be a table")
            continue
        w = f"{file}."
        for key in entry:
            if key not in (*DOCUMENT_TEXTS, "year"):
                problems.add(f"{w}{key}", f"is not a document field (known: {', '.join((*DOCUMENT_TEXTS, 'year'))})")
        texts = {k: problems.get(entry, k, str, w, required=k in ("kind", "short", "publisher")) or ""
                 for k in DOCUMENT_TEXTS}
        if bool(texts["title"].strip()) == bool(texts["about"].strip()):
            problems.add(f"{w}title", "give either the title the document prints or, when it has none, 'about'")
        year = problems.number(entry, "year", w, 1950, 2100, integer=True, required=False)
        out[file] = Document(file=file, year=int(year) if year is not None else None, **texts)
    if problems.items:
        raise CatalogError(problems.items)
    return Documents(out)


# "Ways into CICS Redpaper [000_9219529c98f8b258.txt], Table 16": the data files name a document's file beside
# its name, for whoever checks them against the documents; users read the name alone
_FILE_REFERENCE = re.compile(r"\s*\[[0-9]{3}_[0-9a-f]{16}\.txt\]")
_FILE_KEYS = ("document",)  # keys whose value is the file name itself: the key to models/documents.toml


def without_file_names(data: Any, key: str = "") -> Any:
    """``data`` (a TOML table) with the document file names in its texts taken out, as users see them."""
    if isinstance(data, str):
        return data if key in _FILE_KEYS or "[" not in data else _FILE_REFERENCE.sub("", data)
    if isinstance(data, dict):
        return {k: without_file_names(v, k) for k, v in data.items()}
    if isinstance(data, list):
        return [without_file_names(v, key) for v in data]
    return data


def _read_toml(path: Path) -> dict:
    try:
        return without_file_names(shipped_data.read_toml(path, "model file"))
    except userfiles.FileReadError as exc:
        raise CatalogError([(path.name, "file", str(exc).removeprefix(f"'{path.name}' "))]) from None
    except shipped_data.toml_decode_error() as exc:
        raise CatalogError([(path.name, "file", f"is not valid TOML: {exc}")]) from None


def load_model(path: Path, address_spaces: dict[str, AddressSpace], documents: Documents | None = None) -> IngressModel:
    """Read and validate one ingress model file; raise CatalogError listing every problem."""
    return model_from_data(_read_toml(path), path, address_spaces, documents)


def model_from_data(data: dict[str, Any], path: Path, address_spaces: dict[str, AddressSpace],
                    documents: Documents | None = None) -> IngressModel:
    """Validate a parsed model file (``path`` names it in messages; its stem must be the id).

    ``documents`` gives the reference its document's title; a document it does not list is cited by file name."""
    p = _Problems(path.name)

    if data.get("schema_version") != 1:
        p.add("schema_version", f"is {value_text(data.get('schema_version'))}; this version of cicsplan reads 1")
    model_id = p.get(data, "id", str)
    if model_id is not None:
        if not ID_PATTERN.match(model_id):
            p.add("id", f"{value_text(model_id)} must be lower-case letters, digits and dashes (at most 40)")
        elif model_id != path.stem:
            p.add("id", f"{value_text(model_id)} must match the file name '{path.stem}'")
    family = p.get(data, "family", str)
    if family is not None and family not in FAMILIES:
        p.add("family", f"is {value_text(family)}; allowed: {', '.join(FAMILIES)}")
    texts = {k: p.get(data, k, str) for k in ("name", "summary", "description", "etr_counts", "coverage")}

    reference = _load_reference(data.get("reference"), p, documents or Documents())
    measurements = _load_measurements(data.get("measurements"), p, address_spaces, reference)
    notes = _load_notes(data.get("notes", []), p)
    extracts = data.get("extracts", {})
    if not isinstance(extracts, dict) or any(not isinstance(v, dict) or "source" not in v
                                              for v in extracts.values()):
        p.add("extracts", "each extract must be a table with a 'source'")
        extracts = {}

    shape = _load_shape(data.get("shape", {}), p, extracts)
    provenance = data.get("provenance", {})
    if not isinstance(provenance, dict) or any(isinstance(v, dict | list) for v in provenance.values()):
        p.add("provenance", "must be a table of texts and numbers")
        provenance = {}
    if p.items:
        raise CatalogError(p.items)
    return IngressModel(id=model_id, name=texts["name"], family=family, summary=texts["summary"],
                        description=texts["description"].strip(), etr_counts=texts["etr_counts"],
                        coverage=texts["coverage"], reference=reference, measurements=measurements,
                        notes=notes, extracts=extracts, path=path, shape=shape, provenance=dict(provenance))


def _load_shape(raw: Any, p: _Problems, extracts: dict[str, Any]) -> Shape:
    if not isinstance(raw, dict):
        p.add("shape", "must be a table")
        return Shape()
    known = set(Shape.__dataclass_fields__)
    for key in raw:
        if key not in known:
            p.add(f"shape.{key}", f"is not a shape field (known: {', '.join(sorted(known))})")
    w = "shape."
    values: dict[str, Any] = {}
    for key in ("connections_per_tran", "full_handshakes_per_tran"):
        if key in raw:
            values[key] = p.number(raw, key, w, 0, 100)
    if "single_server_tps" in raw:
        values["single_server_tps"] = p.number(raw, "single_server_tps", w, 1e-3, 1e7)
    for key in ("channel_capable", "payload_measured_only"):
        if key in raw:
            values[key] = p.get(raw, key, bool, w)
    for key in ("tls_base", "tls_mode", "commarea_limit", "qr_time", "time_wait"):
        if key in raw:
            values[key] = p.get(raw, key, str, w)
    if values.get("tls_mode") not in (None, *TLS_MODES):
        p.add(f"{w}tls_mode", f"is {value_text(values['tls_mode'])}; allowed: {', '.join(TLS_MODES)}")
    if (values.get("tls_mode") is None) != (values.get("tls_base") is None):
        p.add(f"{w}tls_base", "tls_base and tls_mode go together")
    if values.get("time_wait") not in (None, *TIME_WAIT_SIDES):
        p.add(f"{w}time_wait", f"is {values['time_wait']!r}; allowed: {', '.join(TIME_WAIT_SIDES)}")
    if values.get("commarea_limit") not in (None, *COMMAREA_LIMITS):
        p.add(f"{w}commarea_limit", f"is {value_text(values['commarea_limit'])}; allowed: {', '.join(COMMAREA_LIMITS)}")
    if values.get("qr_time") is not None and values["qr_time"] not in extracts:
        p.add(f"{w}qr_time", f"names extract {value_text(values['qr_time'])}, which the file does not have")
    if "qr_share" in raw:
        share = raw["qr_share"]
        if isinstance(share, str) and share.strip():
            values["qr_share"] = share.strip()
        elif isinstance(share, int | float) and not isinstance(share, bool) and math.isfinite(share) \
                and 0.0 <= share <= 1.0:
            values["qr_share"] = float(share)
        else:
            p.add(f"{w}qr_share", f"is {value_text(share)}; give the key of a QR share assumption or a share from 0 "
                                  "to 1")
        if values.get("qr_time") is not None and "qr_share" in values:
            p.add(f"{w}qr_share", "a method with measured QR time (qr_time) takes its share from the measurement")
    addon = raw.get("tls_addon", [])
    if not isinstance(addon, list) or any(m not in TLS_MODES for m in addon):
        p.add(f"{w}tls_addon", f"must be a list of {', '.join(TLS_MODES)}")
        addon = []
    values["tls_addon"] = tuple(addon)
    return Shape(**{k: v for k, v in values.items() if v is not None})


def _load_reference(raw: Any, p: _Problems, documents: Documents) -> Reference | None:
    if not isinstance(raw, dict):
        p.add("reference", "is missing or not a table")
        return None
    w = "reference."
    releases = raw.get("releases", {})
    if not isinstance(releases, dict) or not all(isinstance(v, str) for v in releases.values()):
        p.add(f"{w}releases", "must be a table of release texts")
        releases = {}
    honor = raw.get("ziip_honor_priority")
    if honor is not None and not isinstance(honor, bool):
        p.add(f"{w}ziip_honor_priority", "must be true or false")
    values = dict(
        document=p.get(raw, "document", str, w),
        machine=p.get(raw, "machine", str, w),
        machine_description=p.get(raw, "machine_description", str, w),
        lpar_cps=p.number(raw, "lpar_cps", w, 1, 256, integer=True),
        lpar_ziips=p.number(raw, "lpar_ziips", w, 0, 256, integer=True),
        payload_in_bytes=p.number(raw, "payload_in_bytes", w, 0, 2**31, integer=True),
        payload_out_bytes=p.number(raw, "payload_out_bytes", w, 0, 2**31, integer=True),
        payload_note=p.get(raw, "payload_note", str, w),
        network=p.get(raw, "network", str, w),
        cipher=p.get(raw, "cipher", str, w, required=False),
        xml_elements_in=p.number(raw, "xml_elements_in", w, 0, 10**7, integer=True, required=False),
        xml_elements_out=p.number(raw, "xml_elements_out", w, 0, 10**7, integer=True, required=False),
    )
    if any(values[k] is None for k in ("document", "machine", "lpar_cps", "lpar_ziips",
                                       "payload_in_bytes", "payload_out_bytes")):
        return None
    return Reference(releases=dict(releases), ziip_honor_priority=honor, source=documents.get(values["document"]),
                     **values)


def _load_measurements(raw: Any, p: _Problems, spaces: dict[str, AddressSpace],
                       ref: Reference | None) -> Measurements | None:
    if not isinstance(raw, dict):
        p.add("measurements", "is missing or not a table")
        return None
    w = "measurements."
    columns: list[Column] = []
    raw_columns = p.get(raw, "columns", list, w)
    for i, col in enumerate(raw_columns or []):
        cw = f"{w}columns[{i + 1}]."
        if not isinstance(col, dict):
            p.add(cw[:-1], "must be a table with label and kind")
            continue
        label, kind = p.get(col, "label", str, cw), p.get(col, "kind", str, cw)
        space = col.get("address_space")
        if kind is not None and kind not in COLUMN_KINDS:
            p.add(f"{cw}kind", f"is {value_text(kind)}; allowed: {', '.join(COLUMN_KINDS)}")
        if kind in CPU_KINDS and space not in spaces:
            p.add(f"{cw}address_space", f"is {value_text(space)}; known: {', '.join(spaces)}")
        if kind not in CPU_KINDS and space is not None:
            p.add(f"{cw}address_space", f"only CPU columns name an address space (this is {value_text(kind)})")
        columns.append(Column(label or "", kind or "", space if kind in CPU_KINDS else None))

    kinds = [(c.kind, c.address_space) for c in columns]
    for single in ("etr", "resp_ms", "total_ms"):
        if kinds.count((single, None)) != 1:
            p.add(f"{w}columns", f"need exactly one '{single}' column")
    for key in {c.address_space for c in columns if c.address_space}:
        for kind in CPU_KINDS:
            if kinds.count((kind, key)) > 1:
                p.add(f"{w}columns", f"two '{kind}' columns for address space {key}")
        if (("gcpu", key) not in kinds) and (("ziip", key) not in kinds):
            p.add(f"{w}columns", f"address space {key} has no gcpu or ziip column")
    if len(p.items):
        return None

    raw_rows = p.get(raw, "rows", list, w) or []
    if len(raw_rows) < 2:
        p.add(f"{w}rows", f"has {len(raw_rows)} rows; at least 2 are needed to fit a line")
    rows: list[tuple[float | None, ...]] = []
    cps = ref.lpar_cps if ref else 256
    ziips = ref.lpar_ziips if ref else 256
    for r, row in enumerate(raw_rows):
        rw = f"{w}rows[{r + 1}]"
        if not isinstance(row, list) or len(row) != len(columns):
            width = len(row) if isinstance(row, list) else "not a list"
            p.add(rw, f"has {width} values; the table has {len(columns)} columns")
            continue
        values: list[float | None] = []
        for col, value in zip(columns, row, strict=True):
            cell = f"{rw} column '{col.label}'"
            if value == MISSING and col.kind in (*CPU_KINDS, "resp_ms"):
                values.append(None)
                continue
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                p.add(cell, f"is {value_text(value)}; must be a number (or \"NA\" in a CPU or response-time column)")
                values.append(None)
                continue
            high = _column_limit(col.kind, cps, ziips)
            low = 0.0
            if (col.kind in ("etr", "total_ms") and value <= 0) or not low <= value <= high:
                p.add(cell, f"is {value}; allowed range {'above 0' if col.kind in ('etr', 'total_ms') else '0'}"
                            f" to {high:g} {_column_unit(col.kind)}")
            values.append(float(value))
        rows.append(tuple(values))
    for r, row in enumerate(rows):
        for i, col in enumerate(columns):
            if col.kind == "aapcp" and row[i] is not None:
                g = next((j for j, c in enumerate(columns)
                          if c.kind == "gcpu" and c.address_space == col.address_space), None)
                if g is not None and row[g] is not None and row[i] > row[g]:
                    p.add(f"{w}rows[{r + 1}]", f"AAPCP {row[i]} exceeds the GCPU% {row[g]} that includes it")
    resp_index = next((i for i, c in enumerate(columns) if c.kind == "resp_ms"), None)
    if resp_index is not None and len({row[resp_index] is None for row in rows}) > 1:
        # the saturation rule compares response times between rows: a partial column would mislead it
        p.add(f"{w}rows", "the response-time column is \"NA\" in some rows only; give it in every row or in none")
    etr_index = next((i for i, c in enumerate(columns) if c.kind == "etr"), None)
    if etr_index is not None and rows:
        rates = [row[etr_index] for row in rows]
        if len(set(rates)) != len(rates):
            p.add(f"{w}rows", "two rows have the same ETR")

    average = p.number(raw, "published_average_ms", w, 1e-6, 1e6)
    excl = p.number(raw, "published_average_excl_ziip_ms", w, 1e-6, 1e6, required=False)
    table = p.get(raw, "table", str, w)
    average_table = p.get(raw, "average_table", str, w)
    if p.items:
        return None
    return Measurements(table=table, average_table=average_table, columns=tuple(columns), rows=tuple(rows),
                        published_average_ms=float(average), published_average_excl_ziip_ms=excl)


def _column_limit(kind: str, cps: int, ziips: int) -> float:
    if kind == "gcpu" or kind == "aapcp":
        return 100.0 * cps
    if kind == "ziip":
        return 100.0 * max(ziips, 0)
    if kind == "etr":
        return 1e7
    if kind == "resp_ms":
        return 1e7
    return 1e6


def _column_unit(kind: str) -> str:
    return {"etr": "tps", "resp_ms": "ms", "total_ms": "ms per transaction"}.get(kind, "% of one engine")


def _load_notes(raw: Any, p: _Problems) -> tuple[Note, ...]:
    if not isinstance(raw, list):
        p.add("notes", "must be a list of [[notes]] tables")
        return ()
    notes = []
    for i, note in enumerate(raw):
        w = f"notes[{i + 1}]."
        if not isinstance(note, dict):
            p.add(w[:-1], "must be a table")
            continue
        kind = p.get(note, "kind", str, w)
        if kind is not None and kind not in NOTE_KINDS:
            p.add(f"{w}kind", f"is {value_text(kind)}; allowed: {', '.join(NOTE_KINDS)}")
        notes.append(Note(kind or "", p.get(note, "where", str, w) or "", p.get(note, "text", str, w) or ""))
    return tuple(notes)


def _document_order(model: IngressModel) -> tuple[str, int, str]:
    """Catalog order: by document, then by table number, as the papers present them."""
    digits = re.findall(r"\d+", model.measurements.table)
    return model.reference.document, int(digits[0]) if digits else 0, model.id


def load_catalog(folder: Path | None = None) -> Catalog:
    """Load every model under ``folder`` (default: the shipped models/); raise CatalogError on any problem."""
    folder = folder or models_dir()
    spaces = load_address_spaces(folder / "address_spaces.toml")
    assumptions = load_assumptions(folder / "assumptions.toml")
    documents = load_documents(folder / DOCUMENTS_FILE)
    try:
        machines = load_machine_table(folder / "capacity")
    except MachineError as exc:
        raise CatalogError([("capacity", "file", str(exc))]) from None
    assumptions.update(_rating_assumptions(machines, assumptions))
    problems: list[tuple[str, str, str]] = []
    models: dict[str, IngressModel] = {}
    files = sorted((folder / "ingress").glob("*.toml"))
    if not files:
        problems.append(("ingress", "folder", f"no model files in {folder / 'ingress'}"))
    for path in files:
        try:
            model = load_model(path, spaces, documents)
        except CatalogError as exc:
            problems.extend(exc.problems)
            continue
        if model.id in models:
            problems.append((path.name, "id",
                             f"{value_text(model.id)} is already used by {models[model.id].path.name}"))
        models[model.id] = model
    if problems:
        raise CatalogError(problems)
    models = dict(sorted(models.items(), key=lambda item: _document_order(item[1])))
    for model in models.values():
        try:
            machines.parse(model.reference.machine)
        except MachineError as exc:
            problems.append((model.path.name, "reference.machine", str(exc)))
        shape = model.shape
        if shape.tls_base is not None and shape.tls_base not in models:
            problems.append((model.path.name, "shape.tls_base", f"names unknown method {value_text(shape.tls_base)}"))
        if isinstance(shape.qr_share, str) and shape.qr_share not in assumptions:
            problems.append((model.path.name, "shape.qr_share",
                             f"names unknown assumption {value_text(shape.qr_share)}"))
    limits = _read_toml(folder / "limits.toml")
    for model in models.values():
        if model.shape.commarea_limit and model.shape.commarea_limit not in limits:
            problems.append((model.path.name, "shape.commarea_limit",
                             f"{value_text(model.shape.commarea_limit)} is not in limits.toml"))
    if problems:
        raise CatalogError(problems)
    apps = {k: v for k, v in _read_toml(folder / "app_workloads.toml").items() if isinstance(v, dict)}
    for key, app in apps.items():
        try:
            machines.parse(str(app.get("machine")))
        except MachineError as exc:
            problems.append(("app_workloads.toml", f"{key}.machine", str(exc)))
        if not isinstance(app.get("cics_ms"), int | float) or not app.get("source"):
            problems.append(("app_workloads.toml", key, "needs cics_ms (a number) and source"))
        cps_key = app.get("lpar_cps_assumption")
        if "lpar_cps" not in app and cps_key not in assumptions:
            problems.append(("app_workloads.toml", key, "needs lpar_cps or a known lpar_cps_assumption"))
    if problems:
        raise CatalogError(problems)
    if shipped_data.files_of(folder) is not None:  # the installation's own files, as this process read them
        for model in models.values():
            _FROM_INSTALLATION[model] = folder
    return Catalog(models=models, address_spaces=spaces, assumptions=assumptions, folder=folder, machines=machines,
                   limits={k: v for k, v in limits.items() if isinstance(v, dict)}, app_workloads=apps,
                   builtin_digest=folder_digest(folder), documents=documents)


# each model read from the installation's models folder (and no other: a custom model, a model of another folder
# or one made in memory is not here), with that folder: what is derived from such a model may be kept in the data
# cache under the digest of the folder's files (costs.py)
_FROM_INSTALLATION: weakref.WeakKeyDictionary[IngressModel, Path] = weakref.WeakKeyDictionary()


def installation_folder(model: IngressModel) -> Path | None:
    """The installation's models folder when ``model`` was read from it as it is, else None."""
    return _FROM_INSTALLATION.get(model)


def installation_models(folder: Path) -> list[IngressModel]:
    """The models of this process read from the installation's models folder ``folder`` (every catalog load's)."""
    return [model for model, where in list(_FROM_INSTALLATION.items()) if where == folder]


def _rating_assumptions(machines: MachineTable, known: dict[str, Assumption]) -> dict[str, Assumption]:
    """The numeric assumptions of the capacity ratings (the z990 zMIPS-to-PCI link), so that a plan may set them
    like any other; a key of assumptions.toml wins."""
    return {key: Assumption(key=key, name=a.name, group="Hardware scaling", unit=a.unit, default=a.default,
                            description=a.description, argument=a.argument, min=a.low, max=a.high, source=a.source)
            for key, a in machines.ratings.assumptions.items() if a.default is not None and key not in known}


def file_digest(data: bytes) -> str:
    """A short content hash: enough to tell that a model file changed, short enough to read."""
    return "sha256:" + hashlib.sha256(data).hexdigest()[:16]


def _digested_bytes(path: Path) -> bytes:
    """A file of the catalog's folder as the digest reads it: through the guarded reader, as every model file, so a
    named pipe or a device no model names is refused with its name instead of stopping the start."""
    try:
        return userfiles.read_bytes(path, MAX_PLAN_BYTES, "model file")
    except userfiles.FileReadError as exc:
        raise CatalogError([(path.name, "file", str(exc).removeprefix(f"'{path.name}' "))]) from None


def folder_digest(folder: Path) -> str:
    """Content hash of every TOML and CSV file under ``folder`` (names and bytes), in a stable order."""
    digest = hashlib.sha256()
    shipped = shipped_data.files_of(folder)  # the installation's: read once already
    files = shipped.items() if shipped is not None else (
        (path.relative_to(folder).as_posix(), _digested_bytes(path))
        for path in sorted([*folder.rglob("*.toml"), *folder.rglob("*.csv")]))
    for name, data in files:
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(data + b"\0")
    return "sha256:" + digest.hexdigest()[:16]
