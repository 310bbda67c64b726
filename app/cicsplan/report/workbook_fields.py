"""Which columns of a workloads sheet are which plan fields, and a plan formula read back from Excel.

The Inputs sheet of an exported workbook holds every workload field of the plan, as the plan holds it: a number as
a number, a blank as a blank (the engine's default then applies), a formula over plan variables as an Excel formula
over the variables' cells. The import reads the same columns back, so no field can be dropped on the way (one table,
``WORKLOAD``, names both sides). A formula comes back as the plan formula it was when it still gives the number Excel
shows; otherwise the number is taken, so an import never holds another figure than the sheet.
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Mapping

from openpyxl import load_workbook

from cicsplan.core.common.userfiles import quiet_openpyxl
from cicsplan.core.plan import expr
from cicsplan.core.plan.fields import INTEGER, NUMBER, WORKLOAD, FieldSpec
from cicsplan.core.plan.routing import ROUTING
from cicsplan.core.plan.routing_text import ROUTING_FIELD

# the calculation's per-workload inputs that are plan fields as typed: their column is the field's own
SAME_AS_FIELD = ("tps",)
VARIABLE_HEADS = ("variable", "value")  # the head of the plan variables' block on an exported Inputs sheet
SAME_VALUE = 1e-9  # a formula read back is kept when it gives Excel's number this closely (relative)
# the workloads columns: every workload field, and the routing in the words of the Workloads sheet's Routing cell
# (the record holds it beside its fields; an input cell no formula reads)
COLUMN_FIELDS: dict[str, FieldSpec] = {**WORKLOAD, ROUTING: ROUTING_FIELD}


def column_key(text: object) -> str | None:
    """The workload field a column's header names: its key (``tps``), its label (``Rate``) or both with the unit."""
    if not isinstance(text, str):
        return None
    wanted = text.strip().lower()
    for key, spec in COLUMN_FIELDS.items():
        unit = f" ({spec.unit})" if spec.unit else ""
        if wanted in (key.lower(), spec.label.lower(), f"{spec.label}{unit}".lower()):
            return key
    return None


def header_columns(row: tuple) -> tuple[dict[int, str], list[str]]:
    """The field of each column of a header row (the first column that names a field has it) and the headers of
    the other columns, which are not read."""
    columns: dict[int, str] = {}
    ignored: list[str] = []
    for k, cell in enumerate(row):
        key = column_key(cell)
        if key is not None and key not in columns.values():
            columns[k] = key
        elif cell not in (None, ""):
            ignored.append(str(cell))
    return columns, ignored


# -- formulas ---------------------------------------------------------------------------------------------------------

_REFERENCE = re.compile(r"(?:(?P<sheet>'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?\$?(?P<col>[A-Za-z]{1,3})\$?(?P<row>\d+)"
                        r"(?![\w(!])")
_FUNCTION = re.compile(r"\b(MIN|MAX|ABS|SQRT|ROUND|INT)\s*\(", re.IGNORECASE)
_STRING = re.compile(r'"')


def variable_cells(rows: list[tuple], header_index: int) -> dict[tuple[int, int], str]:
    """(row, column) of each plan variable's value on an exported Inputs sheet (1-based, as Excel counts), found by
    the block's head above the workloads table; empty for any other sheet."""
    for index in range(header_index):
        row = rows[index]
        if tuple(str(v).strip().lower() if isinstance(v, str) else v for v in row[:2]) == VARIABLE_HEADS:
            out = {}
            for below in range(index + 1, header_index):
                name = rows[below][0] if rows[below] else None
                if not isinstance(name, str) or not name.strip():
                    break
                out[(below + 1, 2)] = name.strip()
            return out
    return {}


def plan_formula(excel: str, sheet: str, cells: Mapping[tuple[int, int], str]) -> str | None:
    """The plan formula an Excel formula over the sheet's plan-variable cells reads as (``=peak_tps*0.2``), or None
    when it uses anything else (another cell, text, an operator or function plans do not have)."""
    if not excel.startswith("=") or _STRING.search(excel):
        return None
    failed = False

    def name(match: re.Match) -> str:
        nonlocal failed
        where = match.group("sheet")
        if where is not None and where.strip("'").replace("''", "'") != sheet:
            failed = True
            return match.group(0)
        column = 0
        for letter in match.group("col").upper():
            column = column * 26 + ord(letter) - 64
        found = cells.get((int(match.group("row")), column))
        if found is None:
            failed = True
            return match.group(0)
        return found

    text = _REFERENCE.sub(name, excel[1:])
    if failed:
        return None
    text = _ceilings(_FUNCTION.sub(lambda m: ("floor" if m.group(1).upper() == "INT" else m.group(1).lower()) + "(",
                                   text))
    try:
        node = expr.parse(text)
    except expr.FormulaError:
        return None
    if not expr.names(node) <= set(cells.values()):
        return None
    return "=" + text


_CEILING = "(-floor(-("  # how excel_formula writes ceil(x): (-INT(-(x)))
_ROUND = "round("  # and round(x): ROUND(x,0)


def _closing(text: str, opening: int) -> int:
    """The index of the bracket that closes the one at ``opening`` (len(text) when none does)."""
    depth = 0
    for k in range(opening, len(text)):
        depth += {"(": 1, ")": -1}.get(text[k], 0)
        if depth == 0:
            return k
    return len(text)


def _ceilings(text: str) -> str:
    """The functions excel_formula spells otherwise, back as a plan writes them: (-floor(-(x))) as ceil(x) and
    round(x,0) as round(x)."""
    start = text.find(_CEILING)
    while start >= 0:
        end = _closing(text, start + len(_CEILING) - 1)  # the bracket that closes x
        if text.startswith(")))", end):
            text = f"{text[:start]}ceil({text[start + len(_CEILING):end]}){text[end + 3:]}"
        start = text.find(_CEILING, start + 1)
    start = text.find(_ROUND)
    while start >= 0:
        end = _closing(text, start + len(_ROUND) - 1)
        if text.startswith(",0)", end - 2) and _closing(text[:end - 2], start + len(_ROUND) - 1) == end - 2:
            text = f"{text[:end - 2]}{text[end:]}"  # a top-level ",0" ends the arguments
        start = text.find(_ROUND, start + 1)
    return text


def keeps_value(formula: str, variables: Mapping[str, float], value: object) -> bool:
    """Whether ``formula`` over ``variables`` gives ``value`` (what Excel shows; None when never calculated)."""
    try:
        got = float(expr.evaluate(expr.parse(formula), variables))
    except (expr.FormulaError, TypeError, ValueError, ArithmeticError):
        return False
    if value is None:
        return math.isfinite(got)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isclose(got, float(value), rel_tol=SAME_VALUE, abs_tol=1e-12)


def restore_formulas(imported, data: bytes, rows: list[tuple], header_index: int,
                     variables: Mapping[str, float] | None) -> None:
    """Put back, in ``imported``'s records, the plan formula of each number Excel computed from plan-variable cells
    (``rows`` are the sheet's values, ``data`` the workbook): kept when it gives the number the sheet shows over
    ``variables`` (default: the workbook's own values of them), else the number stays and ``kept_values`` says why."""
    cells = variable_cells(rows, header_index)
    if not cells or not imported.records:
        return
    own = {name: rows[row - 1][column - 1] for (row, column), name in cells.items()}
    values = dict(variables) if variables is not None else {k: v for k, v in own.items()
                                                             if isinstance(v, int | float) and not isinstance(v, bool)}
    formulas = _formula_rows(data, imported.sheet, max(imported.record_rows) + 1)
    numeric = {k: key for k, key in imported.columns.items() if COLUMN_FIELDS[key].kind in (NUMBER, INTEGER)}
    for record, index in zip(imported.records, imported.record_rows, strict=True):
        row = formulas[index] if index < len(formulas) else ()
        for k, key in numeric.items():
            excel = row[k] if k < len(row) else None
            if not isinstance(excel, str):
                continue
            formula = plan_formula(excel, imported.sheet, cells)
            if formula is None:
                continue  # a formula over other cells: the number it gives is what the sheet holds
            shown = record.get(key)
            if keeps_value(formula, values, shown):
                record.values[key] = formula
            else:
                imported.kept_values.append(
                    f"row {index + 1}, {key}: {formula} gives another number with the scenario's variables, so the "
                    f"sheet's {expr.format_number(float(shown)) if isinstance(shown, int | float) else 'value'} "
                    "is imported")


def _formula_rows(data: bytes, sheet: str, count: int) -> list[tuple]:
    """The first ``count`` rows of ``sheet`` as written (formulas as their text)."""
    with quiet_openpyxl():
        wb = load_workbook(io.BytesIO(data), read_only=True, data_only=False)
    try:
        return list(wb[sheet].iter_rows(max_row=count, values_only=True))
    finally:
        wb.close()
