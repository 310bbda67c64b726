"""Minimal xlsx packages written part by part, as a hostile or broken tool could: a sheet declaring a size it
does not hold, rows far apart, many shared strings or styles. openpyxl would not write them."""

from __future__ import annotations

import io
import zipfile

NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
_TYPES = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-'
          'types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType='
          '"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/'
          'worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet'
          '+xml"/>{more}</Types>')
_STRINGS_TYPE = ('<Override PartName="/xl/{part}" ContentType="application/vnd.openxmlformats-officedocument.'
                 'spreadsheetml.sharedStrings+xml"/>')
_STYLES_TYPE = ('<Override PartName="/xl/{part}" ContentType="application/vnd.openxmlformats-officedocument.'
                'spreadsheetml.styles+xml"/>')
_REL = '<Relationship Id="{id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/{kind}" ' \
       'Target="{target}"/>'
_RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships ' \
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{}</Relationships>'


def package(sheet_data: str, dimension: str = "", shared: list[str] | None = None, styles: int = 0,
            strings_part: str = "sharedStrings.xml") -> bytes:
    """An xlsx of one sheet 'Sheet1' holding ``sheet_data`` (the XML inside <sheetData>)."""
    more, rels = "", [_REL.format(id="rId1", kind="worksheet", target="worksheets/sheet1.xml")]
    parts = {"xl/worksheets/sheet1.xml": f'<worksheet {NS}>{dimension and f"<dimension ref={dimension!r}/>"}'
                                         f"<sheetData>{sheet_data}</sheetData></worksheet>"}
    if shared is not None:
        more += _STRINGS_TYPE.format(part=strings_part)
        rels.append(_REL.format(id="rId2", kind="sharedStrings", target=strings_part))
        parts[f"xl/{strings_part}"] = f"<sst {NS}>" + "".join(f"<si><t>{t}</t></si>" for t in shared) + "</sst>"
    if styles:
        more += _STYLES_TYPE.format(part="styles.xml")
        rels.append(_REL.format(id="rId3", kind="styles", target="styles.xml"))
        parts["xl/styles.xml"] = (f'<styleSheet {NS}><fonts count="1"><font/></fonts><fills count="1"><fill/></fills>'
                                  f'<borders count="1"><border/></borders><cellXfs count="{styles}">'
                                  + '<xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>' * styles
                                  + "</cellXfs></styleSheet>")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _TYPES.format(more=more))
        z.writestr("_rels/.rels", _RELS.format(_REL.format(
            id="rId1", kind="officeDocument", target="xl/workbook.xml")))
        z.writestr("xl/workbook.xml", f'<?xml version="1.0" encoding="UTF-8"?><workbook {NS} xmlns:r="http://schemas.'
                                      'openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name='
                                      '"Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>')
        z.writestr("xl/_rels/workbook.xml.rels", _RELS.format("".join(rels)))
        for name, text in parts.items():
            z.writestr(name, text)
    return out.getvalue()


def text_row(number: int, *texts: object) -> str:
    """A row of inline texts and numbers starting in column A."""
    cells = []
    for k, value in enumerate(texts):
        ref = f"{chr(ord('A') + k)}{number}"
        if isinstance(value, int | float):
            cells.append(f'<c r="{ref}"><v>{value}</v></c>')
        else:
            cells.append(f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>')
    return f'<row r="{number}">{"".join(cells)}</row>'
