"""Reading a measurement table for calibration: pasted from a spreadsheet, CSV, or xlsx.

The first non-blank line names the columns; every later non-blank line is one measured interval.
Headers are read by meaning, not position: ``ETR``, ``RESP (ms)``, ``TOTAL ms CPU per transaction``,
and one CPU column per address space and kind, written as the catalog writes them (``CICS GCPU%``,
``TCP/IP GCPU%``, ``CTG AAPCP``, ``CTG zAAP CPU%``). A ``Label`` (or ``Interval``, ``Date``, ``Note``)
column names the rows. Anything else is an error that lists what is allowed: a column is never
dropped silently, and a bad cell is reported by its row and column, all of them at once.

Files are read within the limits of core.common.limits (size, rows, columns, characters in a field) from ordinary
files only. Text files may be UTF-8 (with or without a byte order mark), UTF-16 (what Excel's "Unicode Text"
writes: tab-separated, little-endian, with a byte order mark) or, failing those, Windows-1252 (Excel's "CSV").
"""

from __future__ import annotations

import csv
import io
import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cicsplan.core.catalog.catalog import CPU_KINDS, find_column, measured_spaces
from cicsplan.core.common import limits, userfiles
from cicsplan.core.common.csv_text import csv_problem
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.text_decoding import decode_user_text
from cicsplan.core.common.userfiles import FileReadError
from cicsplan.core.common.wording import counted, value_text
from cicsplan.core.common.workbooks import damage_text, sheet_rows, workbook_bytes

ETR, RESP, TOTAL, LABEL = "etr", "resp_ms", "total_ms", "label"
NA_TEXTS = ("na", "n/a")
MAX_PROBLEMS = 40
TEXT_SUFFIXES = (".csv", ".txt", ".tsv", ".tab")
XLSX_SUFFIXES = (".xlsx", ".xlsm")

_ETR_HEADERS = {"etr", "etrtps", "tps", "rate", "ratetps", "transactionrate", "transactionspersecond"}
_RESP_HEADERS = {"resp", "respms", "responsetime", "responsetimems", "rt", "rtms"}
_LABEL_HEADERS = {"label", "interval", "date", "time", "note", "notes", "comment", "run", "name"}
# what follows the address space in a CPU header, letters and digits only ("GCP CPU%" -> "gcpcpu")
_KIND_WORDS = {"gcpu": "gcpu", "gcpucpu": "gcpu", "gcp": "gcpu", "gcpcpu": "gcpu", "cpu": "gcpu", "": "gcpu",
               "aapcp": "aapcp", "aapcpcpu": "aapcp",
               "ziip": "ziip", "ziipcpu": "ziip", "zaap": "ziip", "zaapcpu": "ziip", "iip": "ziip", "iipcpu": "ziip"}
_EXTRA_ALIASES = {"MQ_CHIN": ("MQ CHINN", "CHINIT", "CHIN"), "MQ_MSTR": ("MSTR",), "NET": ("VTAM",)}
_KIND_TEXT = {ETR: "ETR", RESP: "response time", TOTAL: "total ms per transaction", "gcpu": "GCPU%",
              "aapcp": "AAPCP", "ziip": "zIIP CPU%"}


class TableError(ValueError):
    """The table cannot be read; ``problems`` lists each one with its row and column."""

    def __init__(self, source: str, problems: list[str]):
        self.source = source
        self.problems = problems
        shown = problems[:MAX_PROBLEMS]
        more = f"\n  ... and {len(problems) - MAX_PROBLEMS} more" if len(problems) > MAX_PROBLEMS else ""
        super().__init__(f"{source} cannot be used:\n  " + "\n  ".join(shown) + more)


@dataclass(frozen=True)
class TableColumn:
    header: str  # as typed
    kind: str  # etr, resp_ms, total_ms or a CPU kind (gcpu, aapcp, ziip)
    address_space: str | None = None


@dataclass(frozen=True)
class MeasurementTable:
    """The rows as typed: numbers (None for NA), the decimals each was typed with, and row names."""

    source: str  # the file name, or "pasted table"
    columns: tuple[TableColumn, ...]
    values: tuple[tuple[float | None, ...], ...]
    decimals: tuple[tuple[int, ...], ...]  # digits after the decimal point as typed (rounding tolerances)
    row_names: tuple[str, ...]  # "line 4", "row 7" or the label column's text

    def index(self, kind: str, address_space: str | None = None) -> int | None:
        return find_column(self.columns, kind, address_space)

    def column(self, i: int) -> list[float | None]:
        return [row[i] for row in self.values]

    @property
    def address_spaces(self) -> tuple[str, ...]:
        return measured_spaces(self.columns)


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def space_aliases(spaces: dict[str, Any]) -> list[tuple[str, str]]:
    """(alias in letters and digits, address-space key), longest first so 'MQ MSTR' wins over 'MQ'."""
    found: dict[str, str] = {}
    for key, space in spaces.items():
        for alias in (key, getattr(space, "name", key), *_EXTRA_ALIASES.get(key, ())):
            found.setdefault(_letters(alias), key)
    return sorted(found.items(), key=lambda item: -len(item[0]))


def allowed_headers_text(spaces: dict[str, Any]) -> str:
    names = ", ".join(getattr(s, "name", k) for k, s in spaces.items())
    return ("allowed headers: ETR; RESP (ms); TOTAL ms CPU per transaction; Label (row names); and per address "
            f"space '<space> GCPU%', '<space> AAPCP', '<space> zIIP CPU%' with <space> one of {names}")


def read_header(header: str, aliases: list[tuple[str, str]]) -> TableColumn | None:
    """The column a header names, or None (also for label columns, see ``is_label_header``)."""
    letters = _letters(header)
    if letters in _ETR_HEADERS:
        return TableColumn(header, ETR)
    if letters in _RESP_HEADERS:
        return TableColumn(header, RESP)
    if letters.startswith("total") and "ms" in letters:  # ms per transaction; "Total CPU%" is not read
        return TableColumn(header, TOTAL)
    for alias, key in aliases:
        if letters.startswith(alias) and letters[len(alias):] in _KIND_WORDS:
            return TableColumn(header, _KIND_WORDS[letters[len(alias):]], key)
    return None


def is_label_header(header: str) -> bool:
    return _letters(header) in _LABEL_HEADERS


# ---------------------------------------------------------------------------------------------
# cells

_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$")
_THOUSANDS_DOT = re.compile(r"^[+-]?\d{1,3}(\.\d{3})+(,\d*)?$")


def read_number(cell: Any, decimal_comma: bool) -> tuple[float | None, int]:
    """(value, decimals typed) of one cell; value None means NA. Raises ValueError with the reason."""
    if isinstance(cell, bool):
        raise ValueError(f"{value_text(cell)} is not a number")
    if isinstance(cell, int):
        return float(cell), 0
    if isinstance(cell, float):
        if not math.isfinite(cell):
            raise ValueError(f"{value_text(cell)} is not a finite number")
        text = repr(float(cell))
        return float(cell), len(text.split(".")[1]) if "." in text and "e" not in text else 6
    text = str(cell).strip().replace("\u00a0", "").replace(" ", "")
    if text.endswith("%"):
        text = text[:-1]
    if text.lower() in NA_TEXTS:
        return None, 0
    original = text
    if decimal_comma:
        if "." in text:
            if not _THOUSANDS_DOT.match(text):
                raise ValueError(f"'{original}' has a decimal point, but the table is read with decimal commas")
            text = text.replace(".", "")
        text = text.replace(",", ".")
    elif "," in text:
        if not _THOUSANDS.match(text):
            raise ValueError(f"'{original}': a comma here must separate thousands (1,940.74); if the table "
                             "writes decimals with a comma (5,62), read it with decimal commas")
        text = text.replace(",", "")
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"'{original}' is not a number") from None
    if not math.isfinite(value):
        raise ValueError(f"'{original}' is not a finite number")
    return value, len(text.split(".")[1]) if "." in text else 0


def _blank(cell: Any) -> bool:
    return cell is None or (isinstance(cell, str) and not cell.strip())


# ---------------------------------------------------------------------------------------------
# the table

def build_table(header: list[Any], rows: list[tuple[str, list[Any]]], source: str, spaces: dict[str, Any],
                decimal_comma: bool = False) -> MeasurementTable:
    """Read header and rows (each with its place in the source, e.g. "line 4") into a table."""
    problems: list[str] = []
    aliases = space_aliases(spaces)
    columns: list[TableColumn] = []
    positions: list[int] = []
    label_at: int | None = None
    for i, raw in enumerate(header):
        text = "" if raw is None else str(raw).strip()
        if not text:
            if any(not _blank(cells[i]) for _, cells in rows if i < len(cells)):
                problems.append(f"column {i + 1} has values but no header; {allowed_headers_text(spaces)}")
            continue
        if is_label_header(text) and label_at is None:
            label_at = i
            continue
        column = read_header(text, aliases)
        if column is None:
            problems.append(f"column {i + 1} '{text}' is not a column cicsplan reads; {allowed_headers_text(spaces)}")
            continue
        if any(c.kind == column.kind and c.address_space == column.address_space for c in columns):
            problems.append(f"column {i + 1} '{text}': a second {_column_text(column, spaces)} column")
            continue
        columns.append(column)
        positions.append(i)
    kinds = [(c.kind, c.address_space) for c in columns]
    if (ETR, None) not in kinds and not problems:
        problems.append(f"no ETR column (transactions per second); {allowed_headers_text(spaces)}")
    if not any(c.kind in CPU_KINDS for c in columns) and not problems:
        problems.append(f"no CPU column: give at least one '<space> GCPU%'; {allowed_headers_text(spaces)}")
    for c in columns:
        if c.kind == "aapcp" and ("gcpu", c.address_space) not in kinds:
            problems.append(f"column '{c.header}': AAPCP is the eligible work that ran on general CPs, part of the "
                            f"{_space_name(c.address_space, spaces)} GCPU% column, which is missing")
    if problems:
        raise TableError(source, problems)

    values: list[tuple[float | None, ...]] = []
    decimals: list[tuple[int, ...]] = []
    names: list[str] = []
    for place, cells in rows:
        if len(cells) > len(header) and any(not _blank(c) for c in cells[len(header):]):
            problems.append(f"{place} has {len(cells)} cells; the header names {len(header)} columns")
            continue
        cells = list(cells) + [None] * (len(header) - len(cells))
        row: list[float | None] = []
        row_decimals: list[int] = []
        for column, at in zip(columns, positions, strict=True):
            cell = cells[at]
            where = f"{place}, column '{column.header}'"
            if _blank(cell):
                hint = "type the value, or NA if it was not measured" if column.kind in CPU_KINDS else \
                    "every row needs one" if column.kind == ETR else "give it in every row or leave the column out"
                problems.append(f"{where} is empty; {hint}")
                row.append(None)
                row_decimals.append(0)
                continue
            try:
                value, places = read_number(cell, decimal_comma)
            except ValueError as exc:
                problems.append(f"{where}: {exc}")
                row.append(None)
                row_decimals.append(0)
                continue
            if value is None and column.kind not in CPU_KINDS:
                problems.append(f"{where} is NA; NA is allowed in CPU columns only ({_KIND_TEXT[column.kind]} "
                                "must be a number)")
            elif value is not None and column.kind in (ETR, TOTAL) and value <= 0:
                problems.append(f"{where} is {value:g}; allowed: above 0 ({_KIND_TEXT[column.kind]})")
            elif value is not None and value < 0:
                problems.append(f"{where} is {value:g}; allowed: 0 or more")
            row.append(value)
            row_decimals.append(places)
        label = "" if label_at is None or _blank(cells[label_at]) else str(cells[label_at]).strip()
        names.append(f"{place} ({label})" if label else place)
        values.append(tuple(row))
        decimals.append(tuple(row_decimals))
    table = MeasurementTable(source, tuple(columns), tuple(values), tuple(decimals), tuple(names))
    if not problems:
        problems.extend(_table_problems(table, spaces))
    if problems:
        raise TableError(source, problems)
    return table


def _table_problems(table: MeasurementTable, spaces: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    if len(table.values) < 2:
        problems.append(f"the table has {counted(len(table.values), 'measured row')}; at least 2 are needed to "
                        "fit a line (3 or more, spread over the rates you plan for, to see saturation)")
    etr = table.column(table.index(ETR))
    seen: dict[float, str] = {}
    for name, rate in zip(table.row_names, etr, strict=True):
        if rate in seen:
            problems.append(f"{name} has the same ETR {rate:g} as {seen[rate]}; merge the two intervals or drop one")
        seen[rate] = name
    for space in table.address_spaces:
        g, a = table.index("gcpu", space), table.index("aapcp", space)
        if g is None or a is None:
            continue
        for name, row in zip(table.row_names, table.values, strict=True):
            if row[a] is not None and row[g] is not None and row[a] > row[g]:
                problems.append(f"{name}: {table.columns[a].header} {row[a]:g} exceeds {table.columns[g].header} "
                                f"{row[g]:g}, which includes it (AAPCP is eligible work that ran on a general CP)")
    return problems


def _space_name(key: str | None, spaces: dict[str, Any]) -> str:
    return getattr(spaces.get(key), "name", key or "")


def _column_text(column: TableColumn, spaces: dict[str, Any]) -> str:
    if column.address_space:
        return f"{_space_name(column.address_space, spaces)} {_KIND_TEXT[column.kind]}"
    return _KIND_TEXT[column.kind]


# ---------------------------------------------------------------------------------------------
# sources

def parse_text(text: str, spaces: dict[str, Any], source: str = "pasted table",
               decimal_comma: bool = False) -> MeasurementTable:
    """A table pasted from a spreadsheet (tab-separated) or CSV text (comma or semicolon separated).

    Lines starting with '#' are comments; blank lines are skipped. A quoted field may run over several lines.
    """
    records = text_records(text, source, decimal_comma)
    header = records[0][1]
    rows = [(f"line {n}", cells) for n, cells in records[1:]]
    return build_table(header, rows, source, spaces, decimal_comma)


_EMPTY = ("the table is empty: paste or import a header line (ETR, RESP (ms), CICS GCPU%, ...) and one line per "
          "measured interval")


def _lines(text: str) -> Iterator[str]:
    """The text's lines with their endings, one at a time: a refused million-line table is never split whole."""
    if "\r" in text:  # Windows and classic Mac line ends, even mixed: each is one line end, as editors show them
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    start, end_of_text = 0, len(text)
    while start < end_of_text:
        end = text.find("\n", start)
        if end < 0:
            yield text[start:]
            return
        yield text[start:end + 1]
        start = end + 1


def _delimiter(text: str) -> str | None:
    """Tab (pasted from a spreadsheet, Excel's Unicode Text), else semicolon, else comma: read from the first
    line that is neither blank nor a comment (None: there is none)."""
    for line in _lines(text):
        if line.strip() and not line.lstrip().startswith("#"):
            return "\t" if "\t" in line else ";" if ";" in line else ","
    return None


def text_records(text: str, source: str, decimal_comma: bool = False) -> list[tuple[int, list[str]]]:
    """(line number, cells) of each record of the text that is neither blank nor a comment, the header first.

    Raises TableError with a sentence naming the line for an unterminated quote, a field or a row beyond the
    limits (limits.MAX_FIELD_CHARS, MAX_TABLE_COLUMNS) or more rows than a table may have (MAX_CALIBRATION_ROWS);
    the reading stops there, so a million-row table is refused after the first rows beyond the limit."""
    delimiter = _delimiter(text)
    if delimiter is None:
        raise TableError(source, [_EMPTY])
    if decimal_comma and delimiter == ",":
        raise TableError(source, ["with decimal commas, the columns must be separated by tabs or semicolons"])
    reader = csv.reader(_lines(text), delimiter=delimiter, strict=True)
    records: list[tuple[int, list[str]]] = []
    line = 1
    try:
        for cells in reader:
            start, line = line, reader.line_num + 1
            if not "".join(cells).strip() or cells[0].lstrip().startswith("#"):
                continue
            _check_record(start, cells, source)
            records.append((start, cells))
            if len(records) > limits.MAX_CALIBRATION_ROWS + 1:  # the header and the rows
                raise _too_many_rows(source, f"line {start}")
    except csv.Error as exc:
        raise TableError(source, [csv_problem(str(exc), line, limits.MAX_FIELD_CHARS)]) from None
    if not records:
        raise TableError(source, [_EMPTY])
    return records


def _too_many_rows(source: str, beyond: str | None) -> TableError:
    where = f" ({beyond} is beyond them)" if beyond else ""
    return TableError(source, [f"the table has more than {limits.MAX_CALIBRATION_ROWS:,} rows{where}; a table holds at "
                               f"most {limits.MAX_CALIBRATION_ROWS:,} measured intervals. Nothing was read."])


def check_table_rows(text: str, source: str) -> None:
    """Refuse (TableError) text with more lines than a table may have rows: a quick look before the text is shown
    in an editor, where a mistaken quote can still be corrected (parse_text says what else is wrong)."""
    lines = 0
    for line in _lines(text):
        if line.strip() and not line.lstrip().startswith("#"):
            lines += 1
            if lines > limits.MAX_CALIBRATION_ROWS + 1:
                break
    if lines > limits.MAX_CALIBRATION_ROWS + 1:
        raise _too_many_rows(source, None)


def _check_record(line: int, cells: list[str], source: str) -> None:
    if len(cells) > limits.MAX_TABLE_COLUMNS:
        raise TableError(source, [f"line {line} has {len(cells):,} fields; a table has at most "
                                  f"{limits.MAX_TABLE_COLUMNS:,} columns"])
    if max(map(len, cells), default=0) <= limits.MAX_FIELD_CHARS:
        return
    for column, cell in enumerate(cells, start=1):
        if len(cell) > limits.MAX_FIELD_CHARS:
            raise TableError(source, [f"line {line}, column {column}: the field is {len(cell):,} characters long; "
                                      f"a field holds at most {limits.MAX_FIELD_CHARS:,} (is a quote not closed?)"])


def read_table_text(path: Path) -> str:
    """The text of a CSV or text table file (see core.common.text_decoding), from an ordinary file within
    limits.MAX_TABLE_BYTES; TableError says why not."""
    try:
        data = userfiles.read_bytes(path, limits.MAX_TABLE_BYTES, "table file")
        return decode_user_text(data)
    except FileReadError as exc:
        raise TableError(path.name, [str(exc).removeprefix(f"'{path.name}' ")]) from None
    except ValueError as exc:
        raise TableError(path.name, [str(exc)]) from None


def _xlsx_rows(path: Path, sheet: str | None) -> tuple[str, list[tuple[int, list[Any]]]]:
    """(sheet title, non-blank rows with their sheet row numbers) of a workbook's first or named sheet."""
    from openpyxl import load_workbook  # imported here: only this reader needs it

    try:
        data = workbook_bytes(path, "workbook")
    except FileReadError as exc:
        raise TableError(path.name, [_without_name(str(exc), path.name)]) from None
    try:
        with userfiles.quiet_openpyxl():
            book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many types for damaged or non-xlsx files
        raise TableError(path.name, [f"cannot be read as an Excel workbook (.xlsx): {damage_text(exc)}"]) from None
    try:
        if sheet is not None and sheet not in book.sheetnames:
            raise TableError(path.name, [f"has no sheet '{sheet}'; sheets: {', '.join(book.sheetnames)}"])
        ws = book[sheet] if sheet else book.worksheets[0]
        title = ws.title
        found = []
        for number, cells in enumerate(sheet_rows(ws, path.name), start=1):  # the cells there, not the declared size
            if any(not _blank(c) for c in cells):
                found.append((number, list(cells)))
                _check_sheet_row(number, found[-1][1], len(found), path.name, title)
    except FileReadError as exc:
        raise TableError(path.name, [_without_name(str(exc), path.name)]) from None
    except TableError:
        raise
    except Exception as exc:  # a damaged sheet part, read lazily
        raise TableError(path.name, [f"cannot be read as an Excel workbook (.xlsx): {damage_text(exc)}"]) from None
    finally:
        book.close()
    if not found:
        raise TableError(path.name, [f"sheet '{title}' is empty"])
    header = found[0][1]
    while header and _blank(header[-1]):
        header.pop()
    return title, found


def _without_name(message: str, name: str) -> str:
    """A refusal that starts with the file's name, without it (TableError names the file itself)."""
    return message.removeprefix(f"'{name}' ").removeprefix(f"'{name}': ")


def _check_sheet_row(number: int, cells: list[Any], count: int, name: str, title: str) -> None:
    """The limits of bounds for a sheet's row (its non-blank rows so far: ``count``, the header included)."""
    source = f"{name} (sheet '{title}')"
    if count > limits.MAX_CALIBRATION_ROWS + 1:
        raise _too_many_rows(source, f"row {number}")
    used = max((i + 1 for i, c in enumerate(cells) if not _blank(c)), default=0)
    if used > limits.MAX_TABLE_COLUMNS:
        raise TableError(source, [f"row {number} has {used:,} columns; a table has at most "
                                  f"{limits.MAX_TABLE_COLUMNS:,}"])
    for column, cell in enumerate(cells, start=1):
        if isinstance(cell, str) and len(cell) > limits.MAX_FIELD_CHARS:
            raise TableError(source, [f"row {number}, column {column}: the cell is {len(cell):,} characters long; a "
                                      f"cell holds at most {limits.MAX_FIELD_CHARS:,}"])


def read_xlsx(path: Path, spaces: dict[str, Any], sheet: str | None = None) -> MeasurementTable:
    """The first sheet (or ``sheet``) of an Excel workbook: the first non-blank row is the header.

    Cells holding formulas are read as the values Excel saved with them.
    """
    title, found = _xlsx_rows(path, sheet)
    rows = [(f"row {n}", cells) for n, cells in found[1:]]
    return build_table(found[0][1], rows, f"{path.name} (sheet '{title}')", spaces)


def xlsx_as_text(path: Path, sheet: str | None = None) -> str:
    """A sheet as tab-separated text, as if copied from Excel: numbers exactly as stored."""
    _, found = _xlsx_rows(path, sheet)
    width = len(found[0][1])

    def cell_text(value: Any) -> str:
        if value is None:
            return ""
        if isinstance(value, float):
            return repr(value) if math.isfinite(value) else str(value)
        if hasattr(value, "isoformat"):
            return value.isoformat()
        return str(value).replace("\t", " ").replace("\n", " ")

    lines = []
    for _, cells in found:
        cells = cells[:max(width, max((i + 1 for i, c in enumerate(cells) if not _blank(c)), default=0))]
        lines.append("\t".join(cell_text(c) for c in cells))
    return "\n".join(lines) + "\n"


def read_table_file(path: Path, spaces: dict[str, Any], decimal_comma: bool = False,
                    sheet: str | None = None) -> MeasurementTable:
    """A table from a CSV/text file or an xlsx workbook, by its suffix."""
    suffix = path.suffix.lower()
    if suffix in XLSX_SUFFIXES:
        return read_xlsx(path, spaces, sheet)
    if suffix == ".xls":
        raise TableError(path.name, ["is an old-format Excel file (.xls); save it as .xlsx or CSV first"])
    if suffix not in TEXT_SUFFIXES:
        readable = ", ".join(TEXT_SUFFIXES + XLSX_SUFFIXES)
        raise TableError(path.name, [f"has suffix '{suffix}'; cicsplan reads {readable}"])
    return parse_text(read_table_text(path), spaces, path.name, decimal_comma)
