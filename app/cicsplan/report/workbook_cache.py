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

_NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
       "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
       "rel": "http://schemas.openxmlformats.org/package/2006/relationships"}
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


def add_cached_values(data: bytes, cache: dict[tuple[str, str], float]) -> bytes:
    """A copy of the .xlsx package ``data`` with ``cache[(sheet, coordinate)]`` as cached formula results."""
    source = zipfile.ZipFile(io.BytesIO(data))
    paths = sheet_paths(source)
    by_part: dict[str, dict[str, float]] = {}
    for (sheet, coord), value in cache.items():
        by_part.setdefault(paths[sheet], {})[coord] = value
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            content = source.read(item.filename)
            values = by_part.get(item.filename)
            if values:
                content = _fill(content.decode("utf-8"), values).encode("utf-8")
            target.writestr(item, content)
    return out.getvalue()


def _fill(xml: str, values: dict[str, float]) -> str:
    def replace(match: re.Match) -> str:
        coord, attributes, formula = match.groups()
        value = values.get(coord)
        if value is None:
            return match.group(0)
        return f'<c r="{coord}"{attributes}><f>{formula}</f><v>{value!r}</v></c>'

    return _FORMULA_CELL.sub(replace, xml)
