"""Read a workloads table from an Excel workbook into plan records, with an error for each bad row.

The columns are the plan's workload fields, headed by their key (``tps``) or their label (``Rate``), as
on the Inputs sheet of an exported workbook; other columns are ignored. Values are read as Excel last
calculated them, so a rate that is a formula in Excel arrives as its number.

A workbook is read only from an ordinary file within the limits of core.common.limits (its size, what it unpacks to),
and no more rows are read than a scenario may hold (MAX_WORKLOADS): a million-row sheet is refused at once.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path

from openpyxl import load_workbook
from openpyxl.utils.exceptions import InvalidFileException

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common import limits
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.userfiles import FileReadError, quiet_openpyxl
from cicsplan.core.common.wording import value_text
from cicsplan.core.common.workbooks import damage_text, sheet_rows, workbook_bytes
from cicsplan.core.model import calc
from cicsplan.core.model.inputs import NO_INGRESS_ID
from cicsplan.core.plan import bounds
from cicsplan.core.plan.fields import BOOL, INGRESS, INTEGER, NUMBER, FieldSpec
from cicsplan.core.plan.plan import Record
from cicsplan.core.plan.routing import ROUTING
from cicsplan.core.plan.routing_text import RoutingTextError, parse_routing
from cicsplan.report.atomic import ReportError
from cicsplan.report.workbook_fields import COLUMN_FIELDS, header_columns, restore_formulas

SCAN_ROWS = 300
YES = ("yes", "y", "true", "on", "1")
NO = ("no", "n", "false", "off", "0", "")


@dataclass
class ImportedWorkloads:
    sheet: str
    records: list[Record] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # "row 7, tps: ..." (Excel row numbers)
    ignored_columns: list[str] = field(default_factory=list)
    rows_read: int = 0  # workload rows found, good or bad
    columns: dict[int, str] = field(default_factory=dict)  # the field each read column holds (0-based)
    record_rows: list[int] = field(default_factory=list)  # the sheet row (0-based) of each record
    kept_values: list[str] = field(default_factory=list)  # "row 7, tps": a formula taken as its number, and why


def read_workloads(path: str | Path, catalog: Catalog,
                   variables: Mapping[str, float] | None = None) -> ImportedWorkloads:
    """The workloads table of the workbook at ``path``. Raises ReportError when no such table is found. A formula
    over plan variables (an exported Inputs sheet's) comes back as the plan formula when it gives, over
    ``variables`` (the scenario's; by default the workbook's own), the number Excel shows."""
    path = Path(path)
    try:
        data = workbook_bytes(path, "workbook to import")
    except FileReadError as exc:
        raise ReportError(str(exc)) from None
    try:
        with quiet_openpyxl():
            wb = load_workbook(io.BytesIO(data), data_only=True, read_only=True)
    except InvalidFileException:
        raise ReportError(f"'{path.name}' cannot be read as an Excel workbook (.xlsx): it is not one (an old .xls "
                          "or another program's file)") from None
    except Exception as exc:  # a damaged part (XML, zip member) surfaces as whatever openpyxl meets first
        raise ReportError(f"'{path.name}' cannot be read as an Excel workbook (.xlsx): {damage_text(exc)}") from None
    try:
        sheets = sorted(wb.worksheets, key=lambda ws: ws.title not in ("Inputs", "Workloads"))
        for ws in sheets:
            try:
                rows = _rows(ws, path.name)
            except FileReadError as exc:
                raise ReportError(str(exc)) from None
            except Exception as exc:  # as above: damaged sheet XML, bad cell references, bad values
                raise ReportError(f"'{path.name}': sheet '{ws.title}' cannot be read: {damage_text(exc)}") from None
            found = _header(rows)
            if found is not None:
                imported = _read(ws.title, rows, found, catalog)
                restore_formulas(imported, data, rows, found[0], variables)
                if imported.rows_read > limits.MAX_WORKLOADS:
                    raise ReportError(f"'{path.name}': sheet '{ws.title}' has more than {limits.MAX_WORKLOADS:,} "
                                      f"workload rows; a scenario holds at most {limits.MAX_WORKLOADS:,} workloads. "
                                      "Nothing was imported.")
                return imported
    finally:
        wb.close()
    raise ReportError(f"'{path.name}' has no workloads table: no sheet has a header row with the columns name, "
                      "ingress and tps (the Inputs sheet of a cicsplan workbook has one)")


def _blank(values) -> bool:
    return all(v is None or (isinstance(v, str) and not v.strip()) for v in values)


def _rows(ws, name: str) -> list[tuple]:
    """The rows a workloads table can be in: the first SCAN_ROWS (where its header is looked for), then on to
    the first empty row (where a table ends), so rows far below, or a million empty ones, are never read; and
    never more than one row beyond what a scenario may hold, so a million-row table is refused at once."""
    rows: list[tuple] = []
    most = SCAN_ROWS + limits.MAX_WORKLOADS + 2  # the header's place, the key row of an exported sheet, one more
    for row in sheet_rows(ws, name):  # what is there, not the size the sheet declares
        rows.append(row)
        if (len(rows) > SCAN_ROWS + 1 and _blank(row)) or len(rows) >= most:
            break
    return rows


def _header(rows: list[tuple]) -> tuple[int, dict[int, str]] | None:
    for index, row in enumerate(rows[:SCAN_ROWS]):
        columns, _ = header_columns(row)
        if {"name", "ingress", "tps"} <= set(columns.values()):
            return index, columns
    return None


def _read(sheet: str, rows: list[tuple], found: tuple[int, dict[int, str]], catalog: Catalog) -> ImportedWorkloads:
    header_index, columns = found
    out = ImportedWorkloads(sheet)
    out.columns = dict(columns)
    out.ignored_columns = header_columns(rows[header_index])[1]
    keys = set(COLUMN_FIELDS) | set(calc.QUANTITIES)
    for index in range(header_index + 1, len(rows)):
        row = rows[index]
        cells = {key: row[k] if k < len(row) else None for k, key in columns.items()}
        if all(v is None or (isinstance(v, str) and not v.strip()) for v in cells.values()):
            if index > header_index + 1:
                break
            continue
        if all(v is None or (isinstance(v, str) and v.strip() in keys) for v in cells.values()):
            continue  # the key row under an exported header
        record, problems = _record(cells, catalog)
        excel_row = index + 1
        out.rows_read += 1
        if problems:
            out.errors.extend(f"row {excel_row}, {problem}" for problem in problems)
        else:
            out.records.append(record)
            out.record_rows.append(index)
    return out


def _record(cells: dict[str, object], catalog: Catalog) -> tuple[Record, list[str]]:
    values: dict[str, object] = {}
    extra: dict[str, object] = {}
    problems: list[str] = []
    for key, raw in cells.items():
        spec = COLUMN_FIELDS[key]
        value, problem = _routes(raw) if key == ROUTING else _value(spec, raw, catalog)
        if problem:
            problems.append(f"{spec.key}: {problem}")
        elif value is not None:
            (extra if key == ROUTING else values)[key] = value
    return Record(values, extra), problems


def _routes(raw: object) -> tuple[list[dict] | None, str | None]:
    """The routes a Routing cell's words name (None: not routed), or why the words do not read."""
    if raw is None or isinstance(raw, bool) or not isinstance(raw, str | int | float):
        return None, (None if raw is None else f"Routing must be words such as 'AOR1 60% / AOR2 40%', not "
                                               f"{value_text(raw)}")
    try:
        return parse_routing(str(raw)), None
    except RoutingTextError as exc:
        return None, f"Routing does not read: {exc}"


def _value(spec: FieldSpec, raw: object, catalog: Catalog) -> tuple[object, str | None]:
    blank = raw is None or (isinstance(raw, str) and not raw.strip())
    if blank:
        return None, (f"{spec.label} is required" if spec.required else None)
    if spec.kind in (NUMBER, INTEGER):
        if isinstance(raw, str) and raw.strip().startswith("="):
            return raw.strip(), None  # a plan formula over plan variables, checked when the plan computes
        try:
            value = float(str(raw).replace(",", "")) if not isinstance(raw, int | float) else float(raw)
        except (ValueError, OverflowError):
            return None, f"{spec.label} must be a number ({spec.range_text}), not {value_text(raw)}"
        if isinstance(raw, bool) or not math.isfinite(value):
            return None, f"{spec.label} must be a number ({spec.range_text})"
        if spec.kind == INTEGER and not value.is_integer():
            return None, f"{spec.label} must be a whole number ({spec.range_text}), not {value:g}"
        if (spec.min is not None and value < spec.min) or (spec.max is not None and value > spec.max):
            return None, f"{spec.label} is {value:g}; allowed range {spec.range_text}"
        return (int(value) if value.is_integer() else value), None
    if spec.kind == BOOL:
        if isinstance(raw, bool):
            return raw, None
        text = str(raw).strip().lower()
        if text in YES:
            return True, None
        if text in NO:
            return False, None
        return None, f"{spec.label} must be yes or no, not {value_text(raw)}"
    # a yes/no cell in a text column reads as Excel shows it, not as Python spells it
    text = ("TRUE" if raw else "FALSE") if isinstance(raw, bool) else str(raw).strip()
    limit = bounds.text_limit(spec.key)
    if len(text) > limit:
        return None, f"{spec.label} is {len(text):,} characters long; at most {limit:,} are allowed"
    if spec.kind == INGRESS and text not in catalog.models and text != NO_INGRESS_ID:
        return None, f"unknown ingress method '{text[:40]}' (cicsplan catalog lists them)"
    return text, None
