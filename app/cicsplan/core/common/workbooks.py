"""Excel workbooks a planner brings (workloads to import, measurements to calibrate from), read within bounds.

openpyxl in read-only mode streams the cells of a sheet, but reads every shared string and every style of the
workbook first, and pads each row to the size the sheet declares: a half-megabyte part can unpack to millions
of strings or styles (gigabytes once built), and a sheet declaring A1:XFD1048576 turns a 2 KB file into a
billion empty cells. So, before openpyxl builds anything, the shared strings and the styles are counted by
streaming through their parts (stopping at the limit), and a sheet is read as the cells it holds, up to the
last cell of each row, within limits.MAX_WORKBOOK_CELLS. Every refusal is a FileReadError naming the file, the
part and the limit (core.common.limits).
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ParseError, iterparse
from xml.parsers import expat

from cicsplan.core.common import limits, userfiles
from cicsplan.core.common.userfiles import FileReadError

_TYPES = "[Content_Types].xml"
_STRINGS_TYPE = "sharedStrings+xml"
_STYLES_TYPE = "styles+xml"
_CHUNK_BYTES = 64 * 1024


def workbook_bytes(path: Path, what: str) -> bytes:
    """The bytes of the xlsx at ``path`` (an ordinary file within limits.MAX_TABLE_BYTES, unpacking to at most
    MAX_WORKBOOK_UNPACKED_BYTES) with its shared strings and styles within their limits; FileReadError says why
    not. Bytes that are not a zip are returned for openpyxl to refuse in its words."""
    data = userfiles.read_zip_bytes(path, limits.MAX_TABLE_BYTES, limits.MAX_WORKBOOK_UNPACKED_BYTES, what)
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError, EOFError, NotImplementedError):
        return data
    with archive:
        strings, styles = _parts(archive)
        for part in strings:
            _count(archive, part, path.name, strings=True)
        for part in styles:
            _count(archive, part, path.name, strings=False)
    return data


def sheet_rows(ws: Any, name: str) -> Iterator[tuple]:
    """The rows of a read-only openpyxl worksheet as tuples of values, as far as the sheet holds cells: the size
    the sheet declares is ignored (it may be missing, stale or absurd), and reading stops with a FileReadError
    beyond limits.MAX_WORKBOOK_CELLS (a row counts once, and each of its cells up to its last one)."""
    ws.reset_dimensions()
    read = 0
    for row in ws.iter_rows(values_only=True):
        read += 1 + len(row)
        if read > limits.MAX_WORKBOOK_CELLS:
            raise FileReadError(f"'{name}': sheet '{ws.title}' holds more than {limits.MAX_WORKBOOK_CELLS:,} cells "
                                "(empty ones before the last cell of each row included); cicsplan reads at most that "
                                "many from a sheet. Copy the table to a new workbook and import that.")
        yield row


def _parts(archive: zipfile.ZipFile) -> tuple[list[str], list[str]]:
    """The shared-strings and styles parts: by their usual names, and by the content types the package gives."""
    names = set(archive.namelist())
    strings = {n for n in names if n.lower().endswith("sharedstrings.xml")}
    styles = {n for n in names if n.lower().endswith("styles.xml")}
    if _TYPES in names and archive.getinfo(_TYPES).file_size <= 1024 * 1024:
        try:
            for _, element in iterparse(archive.open(_TYPES), events=("end",)):
                part = element.get("PartName", "").lstrip("/")
                kind = element.get("ContentType", "")
                if part in names and kind.endswith(_STRINGS_TYPE):
                    strings.add(part)
                elif part in names and kind.endswith(_STYLES_TYPE):
                    styles.add(part)
        except (ParseError, OSError, zipfile.BadZipFile, EOFError, ValueError):
            pass  # a damaged package: openpyxl says so
    return sorted(strings), sorted(styles)


class _Counter:
    """Counts the elements of a part as expat streams it (no tree is built): shared strings (``si``), the
    characters of their texts, and all elements (for the styles); stops the parse past a limit."""

    def __init__(self, name: str, strings: bool):
        self.name, self.strings = name, strings
        self.elements = self.items = self.chars = 0
        self._in_text = False

    def start(self, tag: str, _attributes: object) -> None:
        local = tag.rsplit(" ", 1)[-1]
        self.elements += 1
        self._in_text = local == "t"
        if self.strings and local == "si":
            self.items += 1
            if self.items > limits.MAX_WORKBOOK_STRINGS:
                raise FileReadError(f"'{self.name}' holds more than {limits.MAX_WORKBOOK_STRINGS:,} distinct texts "
                                    "(shared strings); a workbook cicsplan reads holds at most that many")
        if not self.strings and self.elements > limits.MAX_WORKBOOK_STYLE_ELEMENTS:
            raise FileReadError(f"'{self.name}' has more than {limits.MAX_WORKBOOK_STYLE_ELEMENTS:,} entries in its "
                                "styles (cell formats, fonts, fills, borders); a workbook cicsplan reads has at most "
                                "that many (Excel itself keeps at most 64,000 cell formats)")

    def end(self, _tag: str) -> None:
        self._in_text = False

    def text(self, data: str) -> None:
        if self.strings and self._in_text:
            self.chars += len(data)
            if self.chars > limits.MAX_WORKBOOK_STRING_CHARS:
                raise FileReadError(f"'{self.name}' holds more than {limits.MAX_WORKBOOK_STRING_CHARS:,} characters "
                                    "of text (shared strings); a workbook cicsplan reads holds at most that many")


def _count(archive: zipfile.ZipFile, part: str, name: str, strings: bool) -> None:
    """Stream a part through the counter; a part that is not XML is left for openpyxl to refuse in its words."""
    counter = _Counter(name, strings)
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler, parser.EndElementHandler = counter.start, counter.end
    parser.CharacterDataHandler = counter.text
    try:
        with archive.open(part) as stream:
            while chunk := stream.read(_CHUNK_BYTES):
                parser.Parse(chunk, False)
            parser.Parse(b"", True)
    except FileReadError:  # a limit passed (a ValueError too: not the damage below)
        raise
    except (expat.ExpatError, OSError, zipfile.BadZipFile, EOFError, ValueError, RuntimeError):
        return


def damage_text(exc: BaseException) -> str:
    """Why openpyxl could not read a workbook, as a clause for a sentence: never the exception's class or its
    Python wording (a planner cannot act on "KeyError: 'xl/sharedStrings.xml'")."""
    if userfiles.refused_xml(exc):  # defusedxml refused a DTD, entities or an external reference
        return userfiles.REFUSED_XML
    if isinstance(exc, zipfile.BadZipFile):
        return ("it is not a zip archive, as every .xlsx workbook is (it may be an old .xls, a CSV renamed, or cut "
                "short)")
    if isinstance(exc, ParseError) or type(exc).__name__ in ("XMLSyntaxError", "ParseError"):
        return "a part of it is not well-formed XML; it is damaged"
    if isinstance(exc, KeyError):
        return "a part it refers to is missing; it is damaged"
    if isinstance(exc, UnicodeError):
        return "a part of it is not text in the encoding it declares; it is damaged"
    if isinstance(exc, ValueError | TypeError | AttributeError | IndexError):
        return "it holds a value or a reference that Excel does not write; it is damaged"
    return "it is damaged"
