"""Calibrate a custom ingress model from the user's own measurements.

A measurement table (``calibrate_table``) plus what it was measured on (machine, engines, releases)
and what its ETR counts becomes an ingress model file in the same shape as ``models/ingress/*.toml``.
The model is then loaded by the catalog's own loader and fitted by the catalog's own code (``costs``,
``fit``: fixed >= 0, saturated rows out), so a calibrated model is costed exactly like a built-in one.

What the ETR counts matters: RMF's CICS-subtype rate counts every CICS transaction, and a business
transaction may be several (a web-service request runs CWXN and the pipeline transaction: 2), so the
rate is divided by a factor; long-running tasks (iterative socket servers, MQ trigger FIRST) start no
transactions and have no CICS-subtype rate at all, so their rate is counted elsewhere and said so.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import re
import tomllib
from dataclasses import field, replace
from pathlib import Path
from typing import Any

import numpy as np

from cicsplan import __version__
from cicsplan.core.analysis.calibrate_table import ETR, RESP, TOTAL, MeasurementTable
from cicsplan.core.catalog.catalog import (
    CPU_KINDS,
    CUSTOM,
    FAMILIES,
    ID_PATTERN,
    TOTAL_KINDS,
    Catalog,
    CatalogError,
    IngressModel,
    file_digest,
    model_from_data,
)
from cicsplan.core.catalog.checks import Flag
from cicsplan.core.catalog.costs import ModelCosts, derive_costs
from cicsplan.core.catalog.fit import SaturationRule
from cicsplan.core.catalog.user_catalog import custom_model_problems
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted, value_text
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.model.coefficients import saturation_rule

COUNTING_BASES = {"cics": "RMF CICS-subtype rate", "external": "rate counted elsewhere (long-running tasks)"}
MAX_ETR_FACTOR = 100.0
RELEASE_KEY = re.compile(r"^[a-z][a-z0-9_]{0,29}$")
# [shape] fields a custom model may take from a built-in one. tls_base/tls_mode and XML element counts
# are left out on purpose: the catalog derives the TLS and XML parts of every method from the built-in
# pairs that carry them, and a custom model must never change how a built-in method is costed.
SHAPE_COPIED = ("connections_per_tran", "full_handshakes_per_tran", "tls_addon", "commarea_limit",
                "channel_capable", "single_server_tps", "payload_measured_only")
DEFAULT_PAYLOAD_BYTES = 32768  # the study's nominal 32 KB each way, when the user states no payload
TOTAL_TOLERANCE_PCT = 0.5  # a typed total this close to its parts is not worth a planner's attention
TOTALS_RULE = (f"a typed total is flagged when it differs from its address spaces' CPU / ETR by more than the "
               f"rounding of the typed cells (rounded or truncated) and by more than {TOTAL_TOLERANCE_PCT:g}%")


class CalibrationError(ValueError):
    """Settings or table that cannot make a model; ``problems`` names each field or cell."""

    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("cannot calibrate:\n  " + "\n  ".join(problems))


@dataclass(frozen=True)
class EtrCounting:
    """What the table's ETR column counts, and how it becomes business transactions per second."""

    basis: str = "cics"  # "cics": RMF's CICS-subtype rate; "external": counted elsewhere
    factor: float = 1.0  # counted transactions per business transaction (business tps = ETR / factor)
    source: str = ""  # where an external rate was counted (client region, application log, ...)

    def describe(self) -> str:
        if self.basis == "external":
            text = (f"Business transactions per second counted outside RMF's CICS subtype: "
                    f"{self.source.strip() or 'source not stated'}")
        else:
            text = "Business transactions per second from RMF's CICS-subtype rate (WLM report class of the region)"
        if self.factor != 1:
            text += (f", divided by {self.factor:g}: each business transaction is counted {self.factor:g} times "
                     "(for example a web-service request runs CWXN and the pipeline transaction)")
        return text + "."


@dataclass(frozen=True)
class OutlierRule:
    relative_pct: float = 15.0  # miss of the median line, % of its value
    absolute_pct: float = 1.0  # and at least this many % of one engine
    min_rows: int = 4  # rows kept in the fit before the rule applies

    def describe(self) -> str:
        return (f"a row used in the fit is an outlier in an address space when the median line through the rows "
                "(Theil-Sen: the median of the slopes between every pair of rows, then the median intercept) misses "
                f"its CPU% by more than {self.relative_pct:g}% of the line's value and by more than "
                f"{self.absolute_pct:g}% of one engine; checked with {self.min_rows} or more rows in the fit")


@dataclass(frozen=True)
class CalibrationSettings:
    model_id: str
    name: str
    family: str
    machine: str
    lpar_cps: int
    lpar_ziips: int
    releases: dict[str, str] = field(default_factory=dict)
    counting: EtrCounting = EtrCounting()
    like: str | None = None  # a built-in method whose [shape], payload and network are taken over
    payload_in_bytes: int | None = None
    payload_out_bytes: int | None = None
    summary: str = ""
    network: str = ""
    measured_on: str = ""  # when the measurement was taken, as the user writes it


@dataclass
class Calibration:
    settings: CalibrationSettings
    table: MeasurementTable
    model: IngressModel
    toml_text: str
    fitted: ModelCosts
    published: ModelCosts
    flags: list[Flag]
    residuals_pct: dict[str, np.ndarray]  # per address space, every row: measured - fitted line, % of an engine
    rule: SaturationRule
    outlier_rule: OutlierRule
    outliers: dict[str, list[int]] = field(default_factory=dict)  # per address space, rows flagged as outliers

    @property
    def saturated_rows(self) -> set[int]:
        return {s.index for s in self.fitted.saturated}

    def r2(self, space: str) -> float | None:
        line = self.fitted.by_as[space].fit_total
        return line.r2 if line else None

    @property
    def r2_total(self) -> float | None:
        return self.fitted.r2_total(self.model)


def parse_releases(text: str) -> dict[str, str]:
    """'cics_ts=6.1, zos=3.1' -> {'cics_ts': '6.1', 'zos': '3.1'}; ValueError naming a bad piece."""
    releases: dict[str, str] = {}
    for piece in (p.strip() for p in re.split(r"[,;\n]", text)):
        if not piece:
            continue
        key, sep, version = (x.strip() for x in piece.partition("="))
        key = key.lower().replace(" ", "_").replace("/", "")
        if not sep or not version or not RELEASE_KEY.match(key):
            raise ValueError(f"release '{piece}' must be written product=version, e.g. cics_ts=6.1, zos=3.1, mq=9.3")
        releases[key] = version
    return releases


def default_rule(catalog: Catalog) -> SaturationRule:
    """The catalog's saturation rule at the assumptions' defaults (what a plan uses unless it overrides)."""
    return saturation_rule({k: a.default for k, a in catalog.assumptions.items()})


# ---------------------------------------------------------------------------------------------
# checks

def settings_problems(settings: CalibrationSettings, catalog: Catalog) -> list[str]:
    s = settings
    problems: list[str] = []
    built_in = [m for m, model in catalog.models.items() if not model.is_custom]
    if not ID_PATTERN.match(s.model_id or ""):
        problems.append(f"id '{s.model_id}' must be 1 to 40 lower-case letters, digits and dashes, starting with a "
                        "letter or digit (e.g. our-ctg-ipic)")
    elif s.model_id in built_in or s.model_id == "none":
        problems.append(f"id '{s.model_id}' is a built-in method; choose another id, e.g. 'our-{s.model_id}'")
    if not s.name.strip():
        problems.append("name must not be empty (it is shown wherever the model is listed)")
    if s.family not in FAMILIES:
        problems.append(f"family '{s.family}' is not one of {', '.join(FAMILIES)}")
    try:
        catalog.machines.parse(s.machine)
    except MachineError as exc:
        problems.append(f"machine: {exc}")
    if isinstance(s.lpar_cps, bool) or not isinstance(s.lpar_cps, int) or not 1 <= s.lpar_cps <= 256:
        problems.append(f"CPs {value_text(s.lpar_cps)}: the measured LPAR's general CPs, a whole number from 1 to 256")
    if isinstance(s.lpar_ziips, bool) or not isinstance(s.lpar_ziips, int) or not 0 <= s.lpar_ziips <= 256:
        problems.append(f"zIIPs {value_text(s.lpar_ziips)}: the measured LPAR's zIIPs, a whole number from 0 to 256")
    c = s.counting
    if c.basis not in COUNTING_BASES:
        problems.append(f"ETR counting '{c.basis}'; allowed: {', '.join(COUNTING_BASES)}")
    if not (isinstance(c.factor, int | float) and math.isfinite(c.factor) and 0 < c.factor <= MAX_ETR_FACTOR):
        problems.append(f"ETR factor {value_text(c.factor)}: counted transactions per business transaction, above 0 "
                        f"and at most {MAX_ETR_FACTOR:g} (2 for web services counted by RMF: CWXN plus the pipeline)")
    if c.basis == "external" and not c.source.strip():
        problems.append("say where the rate was counted (e.g. 'completions in the client region'): a long-running "
                        "task has no CICS-subtype rate")
    if s.like is not None and s.like not in catalog.models:
        problems.append(f"shape like '{s.like}' is not a catalog method; known: {', '.join(built_in)}")
    for key in ("payload_in_bytes", "payload_out_bytes"):
        value = getattr(s, key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 2**31):
            problems.append(f"{key.replace('_', ' ')} {value_text(value)}: a whole number of bytes from 0 to "
                            "2,147,483,648")
    for key, version in s.releases.items():
        if not RELEASE_KEY.match(key) or not isinstance(version, str) or not version.strip():
            problems.append(f"release {key}={value_text(version)} must be product=version, e.g. cics_ts=6.1")
    return problems


def table_problems(table: MeasurementTable, settings: CalibrationSettings) -> list[str]:
    """Cells out of range for the measured LPAR: CPU% of more engines than it had."""
    problems: list[str] = []
    limits = {"gcpu": 100.0 * settings.lpar_cps, "aapcp": 100.0 * settings.lpar_cps,
              "ziip": 100.0 * settings.lpar_ziips}
    for i, col in enumerate(table.columns):
        if col.kind not in CPU_KINDS:
            continue
        for name, row in zip(table.row_names, table.values, strict=True):
            value = row[i]
            if value is not None and value > limits[col.kind]:
                engines = (counted(settings.lpar_ziips, "zIIP") if col.kind == "ziip" else
                           counted(settings.lpar_cps, "CP"))
                problems.append(f"{name}, column '{col.header}' is {value:g}; allowed 0 to {limits[col.kind]:g} "
                                f"(% of one engine; the measured LPAR had {engines})")
    return problems


# ---------------------------------------------------------------------------------------------
# the model file

def model_document(table: MeasurementTable, settings: CalibrationSettings, catalog: Catalog,
                   today: dt.date | None = None) -> dict[str, Any]:
    """The model file's content (what ``models/ingress/*.toml`` holds) for the table and settings."""
    s, c = settings, settings.counting
    today = today or dt.date.today()
    like = catalog.get(s.like) if s.like else None
    machine = catalog.machines.parse(s.machine)
    etr_at = table.index(ETR)
    rates = [row[etr_at] / c.factor for row in table.values]  # business transactions per second
    parts = _parts_ms(table, rates)
    total_at = table.index(TOTAL)
    totals = parts if total_at is None else [row[total_at] * c.factor for row in table.values]

    etr_label = "ETR (business tps)" if c.factor == 1 else f"ETR (business tps = counted rate / {c.factor:g})"
    columns: list[dict[str, Any]] = [{"label": etr_label, "kind": "etr"}]
    resp_at = table.index(RESP)
    columns.append({"label": table.columns[resp_at].header if resp_at is not None else "RESP (ms) (not given)",
                    "kind": "resp_ms"})
    cpu_at = [i for i, col in enumerate(table.columns) if col.kind in CPU_KINDS]
    columns += [{"label": table.columns[i].header, "kind": table.columns[i].kind,
                 "address_space": table.columns[i].address_space} for i in cpu_at]
    total_label = "TOTAL ms CPU per transaction" + (" (from the parts: not in your table)" if total_at is None
                                                   else f" (yours x {c.factor:g})" if c.factor != 1 else "")
    columns.append({"label": total_label, "kind": "total_ms"})
    rows = []
    for r, row in enumerate(table.values):
        rows.append([rates[r], "NA" if resp_at is None else row[resp_at],
                     *["NA" if row[i] is None else row[i] for i in cpu_at], totals[r]])

    source = table.source
    low, high = min(rates), max(rates)
    spaces = ", ".join(catalog.address_spaces[a].name for a in table.address_spaces)
    shape = {k: getattr(like.shape, k) for k in SHAPE_COPIED} if like else {}
    shape = {k: (list(v) if isinstance(v, tuple) else v) for k, v in shape.items() if v not in (None, (), False, 0.0)}
    payload_in = s.payload_in_bytes if s.payload_in_bytes is not None else (
        like.reference.payload_in_bytes if like else DEFAULT_PAYLOAD_BYTES)
    payload_out = s.payload_out_bytes if s.payload_out_bytes is not None else (
        like.reference.payload_out_bytes if like else DEFAULT_PAYLOAD_BYTES)
    stated = s.payload_in_bytes is not None and s.payload_out_bytes is not None
    payload_note = "As stated at calibration." if stated else (
        f"Not stated at calibration: taken from '{like.id}' ({like.reference.payload_note})" if like else
        f"Not stated at calibration: assumed {DEFAULT_PAYLOAD_BYTES:,} bytes each way (the study's nominal 32 KB).")
    notes = [
        {"kind": "etr_counting", "where": "column 'ETR'", "text": c.describe()},
        {"kind": "not_measured", "where": "[shape]",
         "text": (f"The message shape was not measured: taken from built-in '{like.id}' "
                  f"({', '.join(sorted(shape)) or 'nothing to take'}); TLS and XML composition are not taken.")
         if like else ("The message shape was not measured: defaults (no new connections or TLS handshakes per "
                       "transaction, no COMMAREA limit, no single-server ceiling).")},
    ]
    if resp_at is None:
        notes.append({"kind": "missing_value", "where": "column 'RESP (ms)'",
                      "text": "No response time in the imported table: the saturation rule uses the rise in CPU "
                              "per transaction only."})
    doc: dict[str, Any] = {
        "schema_version": 1,
        "id": s.model_id,
        "name": s.name.strip(),
        "family": s.family,
        "summary": s.summary.strip() or (f"Calibrated from your measurement {source}: {len(rates)} rows, "
                                         f"{low:,.0f}-{high:,.0f} tps on {s.machine}."),
        "description": (f"Custom model calibrated by cicsplan {__version__} on {today.isoformat()} from your "
                        f"measurement {source} ({len(rates)} rows; address spaces {spaces}) on {s.machine}, an LPAR "
                        f"of {counted(s.lpar_cps, 'CP')} and {counted(s.lpar_ziips, 'zIIP')}."
                        + (f" Message shape and payload taken from built-in '{like.id}'." if like else "")),
        "etr_counts": c.describe(),
        "coverage": (f"Your measurement: the address spaces in your table ({spaces}) on the measured LPAR only; "
                     "address spaces not in the table are not counted."),
        "provenance": {
            "kind": "your measurement",
            "source_file": source,
            "imported": today.isoformat(),
            "measured_on": s.measured_on.strip(),
            "machine": s.machine,
            "lpar_cps": s.lpar_cps,
            "lpar_ziips": s.lpar_ziips,
            "releases": ", ".join(f"{k}={v}" for k, v in s.releases.items()),
            "etr_basis": c.basis,
            "etr_factor": float(c.factor),
            "etr_source": c.source.strip(),
            "shape_like": s.like or "",
            "calibrated_by": f"cicsplan {__version__}",
        },
        "reference": {
            "document": f"your measurement ({source})",
            "machine": s.machine,
            "machine_description": (f"{s.machine} ({machine.info.name}); LPAR with {counted(s.lpar_cps, 'CP')} and "
                                    f"{counted(s.lpar_ziips, 'zIIP')}, your measurement"),
            "lpar_cps": s.lpar_cps,
            "lpar_ziips": s.lpar_ziips,
            "payload_in_bytes": payload_in,
            "payload_out_bytes": payload_out,
            "payload_note": payload_note,
            "network": s.network.strip() or (like.reference.network if like else "Not stated (your measurement)."),
            "releases": dict(s.releases),
        },
        "shape": shape,
        "measurements": {
            "table": "custom model, your table",
            "average_table": "mean of your rows",
            "columns": columns,
            "rows": rows,
            "published_average_ms": float(np.mean(totals)),
        },
        "notes": notes,
    }
    return doc


def _parts_ms(table: MeasurementTable, rates: list[float]) -> list[float]:
    """Each row's total from its address spaces: (GCPU% + zIIP%) / business ETR x 10."""
    at = [i for i, col in enumerate(table.columns) if col.kind in TOTAL_KINDS]
    return [sum(row[i] or 0.0 for i in at) / rate * 10.0 for row, rate in zip(table.values, rates, strict=True)]


def toml_text(doc: dict[str, Any], header: str = "") -> str:
    """Write a model document as TOML (the few shapes a model file uses)."""
    lines = [f"# {line}" if line else "#" for line in header.splitlines()]
    tables = {k: v for k, v in doc.items() if isinstance(v, dict)}
    arrays = {k: v for k, v in doc.items() if isinstance(v, list) and v and all(isinstance(x, dict) for x in v)}
    for key, value in doc.items():
        if key not in tables and key not in arrays:
            lines.append(f"{key} = {_toml_value(value)}")
    for key, table in tables.items():
        lines += ["", f"[{key}]"]
        subtables = {k: v for k, v in table.items() if isinstance(v, dict)}
        for k, v in table.items():
            if k in subtables:
                continue
            if isinstance(v, list) and v and isinstance(v[0], dict | list):  # columns, rows: one per line
                lines.append(f"{k} = [")
                lines += [f"  {_toml_value(item)}," for item in v]
                lines.append("]")
            else:
                lines.append(f"{k} = {_toml_value(v)}")
        for k, v in subtables.items():
            lines += ["", f"[{key}.{k}]"] + [f"{kk} = {_toml_value(vv)}" for kk, vv in v.items()]
    for key, items in arrays.items():
        for item in items:
            lines += ["", f"[[{key}]]"] + [f"{k} = {_toml_value(v)}" for k, v in item.items()]
    return "\n".join(lines) + "\n"


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{value} cannot be written to a model file")
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {type(value).__name__} to a model file")


def model_from_text(text: str, path: Path, catalog: Catalog) -> IngressModel:
    """Load a model file's text with the catalog's own validation (CatalogError on any problem)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError([(path.name, "file", f"is not valid TOML: {exc}")]) from None
    return model_from_data(data, path, catalog.address_spaces)


# ---------------------------------------------------------------------------------------------
# calibration

def calibrate(table: MeasurementTable, settings: CalibrationSettings, catalog: Catalog,
              today: dt.date | None = None, outlier_rule: OutlierRule | None = None) -> Calibration:
    """Fit the table as the catalog fits its own tables; raise CalibrationError naming every problem."""
    problems = settings_problems(settings, catalog)
    if not problems:
        problems = table_problems(table, settings)
    if problems:
        raise CalibrationError(problems)
    doc = model_document(table, settings, catalog, today)
    header = (f"Custom ingress model \"{settings.model_id}\": calibrated by cicsplan from your measurement "
              f"{table.source}.\nEdit with care: plans record this file's content hash and warn when it changes.")
    text = toml_text(doc, header)
    try:
        model = model_from_text(text, Path(f"{settings.model_id}.toml"), catalog)
    except CatalogError as exc:  # a gap between the checks above and the loader: say it, never crash
        raise CalibrationError([f"{where}: {reason}" for _, where, reason in exc.problems]) from None
    clash = custom_model_problems(model, catalog)
    if clash:
        raise CalibrationError(clash)
    model = replace(model, origin=CUSTOM, digest=file_digest(text.encode("utf-8")))
    rule = default_rule(catalog)
    outlier_rule = outlier_rule or OutlierRule()
    fitted = derive_costs(model, "fitted", rule)
    published = derive_costs(model, "published", rule)
    residuals = _residuals(model, fitted)
    outliers = find_outliers(model, fitted, outlier_rule)
    flags = calibration_flags(table, settings, model, fitted, outliers, catalog)
    if flags:  # the calibration's own findings travel with the model file as notes
        doc["notes"] += [{"kind": "calibration", "where": f.where, "text": f"[{f.kind}] {f.text}"} for f in flags
                         if f.kind in ("row_total", "outlier", "weak_fit", "few_rows")]
        text = toml_text(doc, header)
        model = replace(model_from_text(text, Path(f"{settings.model_id}.toml"), catalog), origin=CUSTOM,
                        digest=file_digest(text.encode("utf-8")))
        fitted = derive_costs(model, "fitted", rule)
        published = derive_costs(model, "published", rule)
    return Calibration(settings=settings, table=table, model=model, toml_text=text, fitted=fitted,
                       published=published, flags=flags, residuals_pct=residuals, rule=rule,
                       outlier_rule=outlier_rule,
                       outliers={space: [row for row, _ in found] for space, found in outliers.items()})


def _residuals(model: IngressModel, fitted: ModelCosts) -> dict[str, np.ndarray]:
    m = model.measurements
    return {space: m.total_pct(space) - (cost.fixed_pct + cost.total_ms / 10.0 * m.etr)
            for space, cost in fitted.by_as.items()}


def find_outliers(model: IngressModel, fitted: ModelCosts, rule: OutlierRule) -> dict[str, list[tuple[int, str]]]:
    """Per address space: (row, why) of the rows used in the fit that the median line misses (OutlierRule)."""
    m = model.measurements
    kept = [i for i in range(len(m.rows)) if i not in {s.index for s in fitted.saturated}]
    return {space: _outliers(m.etr, m.total_pct(space), kept, rule) for space in m.address_spaces}


def calibration_flags(table: MeasurementTable, settings: CalibrationSettings, model: IngressModel,
                      fitted: ModelCosts, outliers: dict[str, list[tuple[int, str]]], catalog: Catalog) -> list[Flag]:
    """Suspicious rows and fits: inconsistent totals, saturation, outliers, forced fixed parts."""
    m = model.measurements
    names = table.row_names
    flags: list[Flag] = [Flag("row_total", names[r], text) for r, text in _total_mismatches(table, settings, m)]
    for sat in fitted.saturated:
        flags.append(Flag("saturated", names[sat.index], f"left out of the fitted line: {sat.reason}"))
    kept = [i for i in range(len(m.rows)) if i not in {s.index for s in fitted.saturated}]
    for space, found in outliers.items():
        for row, text in found:
            flags.append(Flag("outlier", names[row], f"{catalog.address_spaces[space].name}: {text}"))
    for space, cost in fitted.by_as.items():
        if cost.fit_total and cost.fit_total.fixed_forced_to_zero:
            flags.append(Flag("fixed_forced", catalog.address_spaces[space].name,
                              "unconstrained fit gives a negative fixed CPU "
                              f"({cost.fit_total.unconstrained_fixed_pct:.2f}% of an engine): saturation curvature "
                              "or too few rows, not a cost; the line is forced through zero"))
    if len(kept) < 3:
        flags.append(Flag("few_rows", "fit", f"the line rests on {counted(len(kept), 'row')}: measure at 3 or more "
                                             "rates below saturation"))
    r2 = fitted.r2_total(model)
    if r2 is not None and r2 < 0.95:
        flags.append(Flag("weak_fit", "fit", f"R^2 of the total CPU% against the line is {r2:.3f}: the rows do not "
                                             "lie on a line (mixed workloads or intervals?)"))
    flags += _counting_hints(settings)
    return flags


def _total_mismatches(table: MeasurementTable, settings: CalibrationSettings, m) -> list[tuple[int, str]]:
    """Rows whose typed total is not their parts' total within the rounding of the typed cells."""
    total_at = table.index(TOTAL)
    if total_at is None:
        return []
    factor = settings.counting.factor
    etr_at = table.index(ETR)
    cpu_at = [i for i, col in enumerate(table.columns) if col.kind in TOTAL_KINDS]
    out = []
    for r, row in enumerate(table.values):
        places = table.decimals[r]
        typed = row[total_at] * factor
        parts = float(m.parts_total_ms[r])
        rate = row[etr_at] / factor
        slack = (10.0 ** -places[total_at]) * factor  # rounded or truncated at the typed decimals
        slack += sum(0.5 * 10.0 ** -places[i] for i in cpu_at) / rate * 10.0
        slack += parts * 0.5 * 10.0 ** -places[etr_at] / row[etr_at]
        slack = max(slack, parts * TOTAL_TOLERANCE_PCT / 100.0)
        if abs(typed - parts) > slack + 1e-9:
            out.append((r, f"total {typed:.4f} ms per business transaction differs from its address spaces' CPU / "
                           f"ETR = {parts:.4f} ms ({(typed / parts - 1) * 100:+.1f}%): a column may be missing or the "
                           "total counts other work; cicsplan uses the parts"))
    return out


MEDIAN_LINE_PAIRS = 2_000_000  # every pair of up to 2,000 rows; a sample of this many pairs beyond


def median_line(etr: np.ndarray, cpu_pct: np.ndarray, rows: list[int]) -> tuple[float, float]:
    """Theil-Sen: the median of the slopes between every pair of rows, then the median intercept.

    One bad row moves only a few of the pairwise slopes, so unlike least squares it does not pull the
    line towards itself and make its neighbours look wrong.
    """
    xs, ys = etr[rows], cpu_pct[rows]
    n = len(rows)
    if n * (n - 1) // 2 <= MEDIAN_LINE_PAIRS:  # every pair, as the method is defined
        first, second = np.triu_indices(n, 1)
    else:  # a long table (a year of intervals): a fixed random sample of pairs, whose median is the same to
        # within a fraction of a percent, instead of billions of pairs
        rng = np.random.default_rng(n)
        first, second = rng.integers(0, n, MEDIAN_LINE_PAIRS), rng.integers(0, n, MEDIAN_LINE_PAIRS)
    dx = xs[second] - xs[first]
    apart = dx != 0
    slopes = (ys[second] - ys[first])[apart] / dx[apart]
    slope = float(np.median(slopes)) if slopes.size else 0.0
    return float(np.median(ys - slope * xs)), slope


def _outliers(etr: np.ndarray, cpu_pct: np.ndarray, kept: list[int], rule: OutlierRule) -> list[tuple[int, str]]:
    if len(kept) < rule.min_rows:
        return []
    fixed, slope = median_line(etr, cpu_pct, kept)
    out = []
    for row in kept:
        expected = fixed + slope * float(etr[row])
        miss = float(cpu_pct[row]) - expected
        if abs(miss) > rule.absolute_pct and abs(miss) > rule.relative_pct / 100.0 * abs(expected):
            share = f"{miss / expected * 100:+.0f}%" if expected else "none expected"
            out.append((row, f"CPU {cpu_pct[row]:.2f}% against {expected:.2f}% on the median line through the rows "
                             f"({miss:+.2f}% of an engine, {share})"))
    return out


def _counting_hints(settings: CalibrationSettings) -> list[Flag]:
    """Reminders where the family is known to count differently from RMF's CICS-subtype rate."""
    c = settings.counting
    if c.basis != "cics":
        return []
    hints = {
        "Web services": "RMF's CICS-subtype rate counts CWXN and the pipeline transaction (CPIH) of each web-service "
                        "request: if your ETR is that rate, the ETR factor is 2 (the study counts one per request)",
        "MQ": "with the MQ bridge RMF counts CKBP and the user transaction of each message (factor 2; the study "
              "counts one); with trigger FIRST one long-running task serves every message and there is no "
              "CICS-subtype rate: count the rate elsewhere (client region, messages) and say so",
        "Sockets": "an iterative server is one long-running task with no CICS-subtype rate: count the rate in the "
                   "client region and say so (the study did)",
    }
    if settings.family in hints and c.factor == 1:
        return [Flag("counting", "ETR", hints[settings.family])]
    return []
