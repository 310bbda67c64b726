"""Cached results in formula cells.

openpyxl writes formula cells without a cached value, so a reader that does not recalculate (a
viewer, a script, Excel in protected view) would see nothing. The engine's value of every formula
cell is known, so it is written in as the cell's cached result.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from xml.etree import ElementTree
from xml.sax.saxutils import escape

from cicsplan.core.common.text import report_text

_NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
       "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
       "rel": "http://schemas.openxmlformats.org/package/2006/relationships"}
_NUMBER_CELL = re.compile(r'<c r="([A-Z]+[0-9]+)"((?:\s+[a-z]+="[^"]*")*)><v>[^<]*</v></c>')
_FORMULA_CELL = re.compile(r'<c r="([A-Z]+[0-9]+)"([^>]*)><f>(.*?)</f><v\s*/>(?:</v>)?</c>', re.DOTALL)


def sheet_paths(archive: zipfile.ZipFile) -> dict[str, str]:
    """Sheet title -> the part name of its XML inside the package."""
    workbook = ElementTree.fromstring(archive.read("xl/workbook.xml"))
    rels = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    targets = {rel.get("Id"): rel.get("Target") for rel in rels.findall("rel:Relationship", _NS)}
    out = {}
    for sheet in workbook.findall("m:sheets/m:sheet", _NS):
        target = targets[sheet.get(f"{{{_NS['r']}}}id")]
        out[sheet.get("name")] = target.lstrip("/") if target.startswith("/") else posixpath.join("xl", target)
    return out


def add_cached_values(data: bytes, cache: dict[tuple[str, str], float | str],
                      exact: dict[tuple[str, str], float] | None = None) -> bytes:
    """A copy of the .xlsx package ``data`` with ``cache[(sheet, coordinate)]`` as cached formula results (a number,
    or text for a formula that gives text), and the ``exact`` numbers in full (openpyxl writes 16 digits, which
    can differ from the number in the 17th)."""
    source = zipfile.ZipFile(io.BytesIO(data))
    paths = sheet_paths(source)
    by_part: dict[str, dict[str, float | str]] = {}
    for (sheet, coord), value in cache.items():
        by_part.setdefault(paths[sheet], {})[coord] = value
    numbers: dict[str, dict[str, float]] = {}
    for (sheet, coord), number in (exact or {}).items():
        numbers.setdefault(paths[sheet], {})[coord] = number
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            content = source.read(item.filename)
            values, full = by_part.get(item.filename), numbers.get(item.filename)
            if values or full:
                text = content.decode("utf-8")
                text = _fill(text, values) if values else text
                text = _exact(text, full) if full else text
                content = text.encode("utf-8")
            target.writestr(item, content)
    return out.getvalue()


def _fill(xml: str, values: dict[str, float | str]) -> str:
    def replace(match: re.Match) -> str:
        coord, attributes, formula = match.groups()
        value = values.get(coord)
        if value is None:
            return match.group(0)
        if isinstance(value, str):
            attributes = re.sub(r'\s+t="[^"]*"', "", attributes) + ' t="str"'
            return f'<c r="{coord}"{attributes}><f>{formula}</f><v>{escape(report_text(value))}</v></c>'
        return f'<c r="{coord}"{attributes}><f>{formula}</f><v>{value!r}</v></c>'

    return _FORMULA_CELL.sub(replace, xml)


def _exact(xml: str, numbers: dict[str, float]) -> str:
    def replace(match: re.Match) -> str:
        coord, attributes = match.groups()
        number = numbers.get(coord)
        return match.group(0) if number is None else f'<c r="{coord}"{attributes}><v>{number!r}</v></c>'

    return _NUMBER_CELL.sub(replace, xml)
