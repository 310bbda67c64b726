"""Render resources/icons/cicsplan.svg to the PNGs, the Windows .ico and the macOS .icns the installers use.

    python installers/make_icons.py        (needs PySide6, i.e. the project's .venv)

The outputs are committed, so a build needs neither this script nor Pillow; rerun it after editing the SVG.
Both container formats simply hold PNG images (Windows Vista+ and macOS 10.7+ read them).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024))


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + ICONDIRENTRY per size, each image a PNG (a width/height byte of 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in pngs.items():
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "cicsplan.svg"))
    if not renderer.isValid():
        print("make_icons: cicsplan.svg is not a valid SVG", file=sys.stderr)
        return 1
    for size in PNG_SIZES:
        (ICONS / f"cicsplan-{size}.png").write_bytes(render_png(renderer, size))
    (ICONS / "cicsplan.ico").write_bytes(ico_bytes({s: render_png(renderer, s) for s in ICO_SIZES}))
    (ICONS / "cicsplan.icns").write_bytes(icns_bytes({k: render_png(renderer, s) for k, s in ICNS_TYPES}))
    print(f"wrote {len(PNG_SIZES)} PNGs, cicsplan.ico and cicsplan.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
