"""Reading IBM zPCR's Configuration Summary page (CheatSheet*.html), the export that carries a planner's ratings.

The page is one table: before each family of models a row with a single heading cell ("IBM Z z16/700"), then the
label row (Model, MIPS, MSU, #Partitions, #CPs, #IFLs, #ICFs, #zAAPs, #zIIPs), then one row per software model with
numbers written with thousands separators ("2,477"); LinuxONE marker models end in "_L". The models come back as the
same RatedModel rows as the built-in ratings, so an import replaces built-in models one for one.

Whatever the file holds, the answer is the models or one MachineError sentence saying what was expected and what
was found, with the line of the page. Hostile input is bounded before the HTML parser sees it: size, number of
tags, rows and cell text are capped, and every "<" must open a plain tag, a comment or a declaration (the standard
library's parser is slow, up to quadratic, on malformed markup such as thousands of "<!" in a row).
"""

from __future__ import annotations

import re
from datetime import date
from html.parser import HTMLParser
from typing import Any

from cicsplan.core.common.records import dataclass
from cicsplan.core.common.text_decoding import UndecodableText, decode_user_text
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.ratings import (
    COUNT_FIELDS,
    MAX_COUNT,
    MAX_MSU,
    MAX_PCI,
    PCI,
    RatedModel,
    split_model,
)

FORMAT = "zpcr-configuration-summary"
MAX_BYTES = 8 * 1024 * 1024  # zPCR's page for every model from the z9 to the z17 is about 1.5 MB
MAX_TAGS = 300_000  # about 2.5 times that page
MAX_MODELS = 10_000
MAX_CELLS = 40
MAX_CELL_CHARS = 200
TITLE = "Configuration Summary"

# the page's labels and the RatedModel field of each; Model, MIPS, MSU and #CPs are required
COLUMNS = (("Model", "model"), ("MIPS", "pci"), ("MSU", "msu"), ("#Partitions", "partitions"), ("#CPs", "cps"),
           ("#IFLs", "ifls"), ("#ICFs", "icfs"), ("#zAAPs", "zaaps"), ("#zIIPs", "ziips"))
LABELS = {label.upper(): field for label, field in COLUMNS}
FIELD_LABELS = {field: label for label, field in COLUMNS}
REQUIRED = ("model", "pci", "msu", "cps")
EXPECTED = ("a zPCR Configuration Summary: one table whose label row reads Model, MIPS, MSU, #Partitions, #CPs, "
            "#IFLs, #ICFs, #zAAPs, #zIIPs, with one row per model such as 3931-705")

# Every "<" must start one of these; anything else is refused before html.parser runs (its slow paths need them)
_MARKUP = re.compile(r"<(?:!--.*?--\s*>|![A-Za-z][^<>]*>|/?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?>)", re.S)
_NUMBER = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?")


@dataclass(frozen=True)
class ConfigurationSummary:
    """What a Configuration Summary page holds: its title, its family rows, and its models."""

    title: str
    families: tuple[str, ...]
    models: tuple[RatedModel, ...]

    def as_plan_table(self, name: str, imported: date, source: str) -> dict[str, Any]:
        """The capacity table a plan stores: its name and date, where it came from, and the models as read."""
        return {"name": name, "source": source, "imported": imported.isoformat(), "format": FORMAT,
                "models": [m.as_record() for m in self.models]}


def read_configuration_summary(data: bytes | str, file_name: str = "the page") -> ConfigurationSummary:
    """Read a zPCR Configuration Summary page; MachineError says what was expected and what was found where."""
    text = _decode(data, file_name)
    _check_markup(text, file_name)
    reader = _SummaryReader(file_name)
    try:
        reader.feed(text)
        reader.close()
    except _Refused as exc:
        raise MachineError(str(exc)) from None
    return reader.result()


class _Refused(Exception):
    """Raised inside the parser callbacks to stop at the first problem."""


def _decode(data: bytes | str, file_name: str) -> str:
    size = len(data.encode("utf-8", "surrogatepass")) if isinstance(data, str) else len(data)
    if size > MAX_BYTES:
        raise MachineError(f"{file_name} is {size / 1024 / 1024:,.1f} MB; a zPCR Configuration Summary is at most "
                           f"a few MB (cicsplan reads up to {MAX_BYTES // 1024 // 1024} MB): is it the right file?")
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    return decode_text_file(data, file_name, EXPECTED, binary_note=", not a web page")


def decode_text_file(data: bytes, name: str, expected: str, binary_note: str = "") -> str:
    """A capacity file's text by the rule every importer shares (core.common.text_decoding); a binary or
    damaged file is refused saying what was expected."""
    try:
        return decode_user_text(data)
    except UndecodableText as exc:
        note = binary_note if exc.binary else ""
        raise MachineError(f"{name} {exc}{note}; expected {expected}") from None


def _check_markup(text: str, file_name: str) -> None:
    tags = 0
    position = text.find("<")
    while position != -1:
        match = _MARKUP.match(text, position)
        if match is None and text.find(">", position) == -1:
            raise MachineError(f"{file_name} ends inside a tag (line {text.count(chr(10), 0, position) + 1}): the "
                               "file is cut short; export the Configuration Summary from zPCR again")
        if match is None:
            line = text.count("\n", 0, position) + 1
            sample = text[position:position + 24].split("\n")[0]
            raise MachineError(f"{file_name} line {line}: {sample!r} is not HTML markup a zPCR page writes; "
                               f"expected {EXPECTED}")
        tags += 1
        if tags > MAX_TAGS:
            raise MachineError(f"{file_name} has more than {MAX_TAGS:,} tags, far more than a zPCR Configuration "
                               "Summary of every IBM Z model; is it the right file?")
        position = text.find("<", match.end())


class _SummaryReader(HTMLParser):
    """Collects table rows (cells with their text and kind) and turns each into a family, label or model row."""

    def __init__(self, file_name: str) -> None:
        super().__init__(convert_charrefs=True)
        self.file_name = file_name
        self.title = ""
        self.in_title = False
        self.table_depth = 0
        self.tables = 0
        self.table_closed = False
        self.row: list[tuple[str, list[str]]] | None = None  # (tag, text pieces) per cell
        self.row_line = 0
        self.row_number = 0
        self.cell: tuple[str, list[str]] | None = None
        self.family = ""
        self.families: list[str] = []
        self.columns: list[str | None] | None = None  # field of each column, from the label row
        self.first_rows: list[str] = []  # the first rows as read, for the message when no label row is found
        self.models: dict[str, RatedModel] = {}
        self.model_lines: dict[str, int] = {}

    # -- parser callbacks

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self.in_title = True
        elif tag == "table":
            if self.table_depth:
                self._refuse("a table inside a table cell")
            self.table_depth, self.table_closed = 1, False
            self.tables += 1
        elif tag == "tr" and self.table_depth:
            self._end_row()
            self.row, self.row_line = [], self.getpos()[0]
        elif tag in ("td", "th") and self.table_depth:
            if self.row is None:
                self.row, self.row_line = [], self.getpos()[0]
            self._end_cell()
            if len(self.row) >= MAX_CELLS:
                self._refuse(f"a row of more than {MAX_CELLS} cells")
            self.cell = (tag, [])

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        elif tag in ("td", "th"):
            self._end_cell()
        elif tag == "tr":
            self._end_row()
        elif tag == "table" and self.table_depth:
            self._end_row()
            self.table_depth, self.table_closed = 0, True

    def handle_data(self, data: str) -> None:
        if self.in_title and len(self.title) < MAX_CELL_CHARS:
            self.title += data
        if self.cell is not None:
            pieces = self.cell[1]
            pieces.append(data)
            if sum(map(len, pieces)) > MAX_CELL_CHARS:
                self._refuse(f"a table cell of more than {MAX_CELL_CHARS} characters")

    # -- rows

    def _end_cell(self) -> None:
        if self.cell is not None and self.row is not None:
            self.row.append(self.cell)
        self.cell = None

    def _end_row(self) -> None:
        self._end_cell()
        row, self.row = self.row, None
        if not row:
            return
        self.row_number += 1
        texts = [" ".join("".join(pieces).split()) for _, pieces in row]
        if len(self.first_rows) < 3:
            self.first_rows.append(" | ".join(texts)[:120])
        if len(row) == 1 and row[0][0] == "th":
            self.family = texts[0]
            self.families.append(texts[0])
        elif all(tag == "th" for tag, _ in row):
            self._label_row(texts)
        elif self.columns is None:
            self._refuse(f"a row of data ({' | '.join(texts)[:80]!r}) before any label row")
        else:
            self._model_row(texts)

    def _label_row(self, texts: list[str]) -> None:
        columns = [LABELS.get(t.replace(" ", "").upper()) for t in texts]
        missing = [f for f in REQUIRED if f not in columns]
        if missing:
            self._refuse(f"a label row {' | '.join(texts)[:120]!r} without the columns "
                         f"{', '.join(_label(f) for f in missing)}")
        doubled = {f for f in columns if f is not None and columns.count(f) > 1}
        if doubled:
            self._refuse(f"a label row naming {', '.join(sorted(_label(f) for f in doubled))} twice")
        self.columns = columns

    def _model_row(self, texts: list[str]) -> None:
        assert self.columns is not None
        if len(texts) != len(self.columns):
            self._refuse(f"a row of {len(texts)} cells under a label row of {len(self.columns)}")
        cells = {f: t for f, t in zip(self.columns, texts, strict=True) if f is not None}
        name = cells["model"].upper()
        parts = split_model(name)
        if parts is None:
            self._refuse(f"model {cells['model']!r}, not a type-model such as 3931-705 or 9175-401_L")
        if name in self.models:
            self._refuse(f"model {name} a second time (first on line {self.model_lines[name]})")
        if len(self.models) >= MAX_MODELS:
            self._refuse(f"more than {MAX_MODELS:,} models")
        values = {f: self._number(f, text, name) for f, text in cells.items() if f != "model"}
        cps = values["cps"]
        if cps != parts[2]:
            self._refuse(f"model {name} with #CPs {cells['cps']!r}, but its name says {parts[2]} CPs")
        if not 0 < values["pci"] <= MAX_PCI or not 0 < values["msu"] <= MAX_MSU:
            self._refuse(f"model {name} with MIPS {cells['pci']!r} and MSU {cells['msu']!r}: both must be above 0")
        counts = {}
        for key in COUNT_FIELDS:
            value = values.get(key)
            if value is not None and (not float(value).is_integer() or not 0 <= value <= MAX_COUNT):
                self._refuse(f"model {name} with {_label(key)} {cells[key]!r}: a whole number from 0 to "
                             f"{MAX_COUNT:,} was expected")
            counts[key] = None if value is None else int(value)
        self.models[name] = RatedModel(name, parts[0], parts[1], parts[2], values["pci"], values["msu"], PCI,
                                       self.family, "", parts[3], **counts)
        self.model_lines[name] = self.row_line

    def _number(self, field: str, text: str, model: str) -> float:
        if not _NUMBER.fullmatch(text):
            self._refuse(f"model {model} with {_label(field)} {text!r}: a number such as 2,477 was expected")
        return float(text.replace(",", ""))

    def _refuse(self, found: str) -> None:
        line = self.row_line or self.getpos()[0]
        raise _Refused(f"{self.file_name} line {line} (table row {self.row_number}): found {found}; expected "
                       f"{EXPECTED}")

    # -- the end

    def result(self) -> ConfigurationSummary:
        where = self.file_name
        if self.cell is not None or self.row:
            raise MachineError(f"{where} ends inside a table row (line {self.row_line}): the file is cut short; "
                               "export the Configuration Summary from zPCR again")
        if not self.tables:
            title = f"titled {self.title.strip()!r}" if self.title.strip() else "without a title"
            raise MachineError(f"{where} is a page {title} with no table; expected {EXPECTED}")
        if self.columns is None:
            rows = "; ".join(repr(r) for r in self.first_rows) or "no rows"
            raise MachineError(f"{where} has no label row Model, MIPS, MSU, ... #CPs (its table starts with {rows}); "
                               f"expected {EXPECTED}")
        if not self.table_closed:
            raise MachineError(f"{where} ends before its table does (no </table> after line {self.row_line}): the "
                               "file is cut short; export the Configuration Summary from zPCR again")
        if not self.models:
            raise MachineError(f"{where} has the labels of a Configuration Summary but no model rows; expected "
                               f"{EXPECTED}")
        return ConfigurationSummary(" ".join(self.title.split()), tuple(self.families), tuple(self.models.values()))


def _label(field: str) -> str:
    return FIELD_LABELS[field]
