"""What the frozen bundle leaves out, and the two rewrites that shrink what it keeps (installers/cicsplan.spec);
the Windows installer leaves out the same parts (windows_left_out, used by installers/windows/stage_windows.py).

Issue 29 asks for a Linux bundle under 120 MiB. The weight that is not cicsplan's own:
  - Qt modules, plugins and translations the app never loads: EXCLUDED_MODULES, DROP
  - libraries every Linux desktop already has: SYSTEM_LIBS (the .deb names them in its Depends)
  - debug information in the build machine's Python (libpython alone is 22 MiB with it, 5.5 MiB without):
    ``strip_debug`` removes it, as Debian's own packages do (dh_strip: strip --strip-unneeded)
  - Qt's ICU data (libicudata, 30.5 MiB): every language's collation, calendar, currency and unit names,
    break dictionaries and code pages. Qt calls ICU only for case mapping, collation, time zones and named
    text codecs (the ucal_/ucnv_/ucol_/u_strTo* functions libQt6Core imports); ``trim_icu_data`` keeps
    root and English locale data, the collation root, time zone data, the converter alias table and the
    single-byte code pages (Windows, ISO 8859, EBCDIC); other locales fall back to root, as ICU does for
    any locale it lacks (sorting in a file dialog follows the root order, time zone names are English),
    and the multi-byte East Asian code pages are left out.

Importable without PyInstaller, so tests/installers check the lists and the ICU rewrite without building.
The Linux rewrites need binutils (objdump, strip, as, ld); the Windows part reads PE files in Python.
"""

from __future__ import annotations

import re
import struct
import subprocess
from fnmatch import fnmatch
from pathlib import Path

# Python packages never used at run time (some are in the build venv, some are optional imports of our
# dependencies that would drag in whole libraries).
EXCLUDED_PYTHON = [
    "tkinter", "_tkinter", "PyQt5", "PyQt6", "PySide2", "matplotlib", "scipy", "pandas", "IPython",
    "jupyter_rfb", "pyqtgraph.examples", "pyqtgraph.opengl", "pyqtgraph.jupyter", "OpenGL", "cupy", "numba",
    "h5py", "PIL", "pytest", "hypothesis", "jsonschema", "setuptools", "pip", "pydoc_data", "lib2to3",
    "unittest", "test", "ssl", "_ssl", "_hashlib", "readline",
    # SQLite (1.6 MiB with its library): only filelock's read-write locks use it, which cicsplan does not (it
    # takes a FileLock); filelock leaves those names None when sqlite3 is missing, by design
    "sqlite3", "_sqlite3",
    # numpy's test helpers (they need unittest, left out above) and doctest, which only they import
    "numpy.testing", "doctest",
]
# Qt modules cicsplan does not use (the wheel carries them, the hooks would collect their libraries and
# plugins). QtTest: pyqtgraph imports it when present, for its own tests only. QtOpenGL: 8.5 MiB of OpenGL
# bindings pyqtgraph imports by name but uses only when drawing through OpenGL, which cicsplan never turns
# on; installers/rthooks/qtopengl_left_out.py stands in for it (see there).
EXCLUDED_QT = [
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest", "PySide6.QtNetwork", "PySide6.QtDBus", "PySide6.QtSql", "PySide6.QtDesigner",
    "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtXml", "PySide6.QtConcurrent", "PySide6.QtSvgWidgets",
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtWebEngineQuick", "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets", "PySide6.Qt3DCore", "PySide6.Qt3DRender", "PySide6.QtCharts",
    "PySide6.QtDataVisualization", "PySide6.QtGraphs", "PySide6.QtPdf", "PySide6.QtPdfWidgets",
    "PySide6.QtBluetooth", "PySide6.QtPositioning", "PySide6.QtLocation", "PySide6.QtSensors",
    "PySide6.QtSerialPort", "PySide6.QtWebSockets", "PySide6.QtTextToSpeech", "PySide6.QtRemoteObjects",
    "PySide6.QtTest", "PySide6.QtOpenGL",
]
EXCLUDED_MODULES = EXCLUDED_PYTHON + EXCLUDED_QT
# PyInstaller's runtime hooks that run at every start for features cicsplan never uses (the spec takes them out of
# the Analysis' scripts). pyi_rth_multiprocessing imports multiprocessing and subprocess (25 modules, about 15 ms of
# a start) so that multiprocessing's child processes can start from the frozen executable; cicsplan starts none,
# and pyqtgraph's multiprocess package (which its package imports) is never used, so its hook that runs a child
# process's bootstrap goes too. pyi_rth_pkgutil teaches pkgutil.iter_modules the frozen archive, for code that
# lists a package's modules: nothing bundled does (pyqtgraph's examples, which do, are left out). The module
# packages themselves stay bundled. tests/installers/test_bundle_trim.py holds the app to not using them.
DROPPED_RUNTIME_HOOKS = ["pyi_rth_multiprocessing", "pyi_rth_pyqtgraph_multiprocess", "pyi_rth_pkgutil"]
# The Qt modules the bundle carries; every other PySide6 module must be in EXCLUDED_QT (a test holds them apart).
KEPT_QT = ["PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtOpenGLWidgets",
           "PySide6.QtPrintSupport", "PySide6.QtSvg"]

# Files the Qt hooks collect that a desktop app does not need: fnmatch patterns on the bundled path
# ('/'-separated; '*' also matches '/', so "PySide6/*plugins" covers Linux/macOS "PySide6/Qt/plugins" and
# Windows "PySide6/plugins"). Platform plugins kept: xcb (X11 desktops, XWayland included), offscreen
# (self-test, CI) and minimal on Linux; windows and cocoa on their systems.
DROP = [
    "PySide6/*translations/*",               # Qt's own UI translations: cicsplan is English only
    "PySide6/*plugins/platforms/*eglfs*", "PySide6/*plugins/platforms/*linuxfb*",
    "PySide6/*plugins/platforms/*vnc*", "PySide6/*plugins/platforms/*vkkhrdisplay*",
    "PySide6/*plugins/platforms/*minimalegl*", "PySide6/*plugins/platforms/*wayland*",
    "PySide6/*plugins/platforms/*webgl*", "PySide6/*plugins/platforms/*direct2d*",
    "PySide6/*plugins/egldeviceintegrations/*", "PySide6/*plugins/wayland-*",
    "PySide6/*plugins/platformthemes/*gtk3*",  # needs GTK 3 on the machine; Qt's own theme is used instead
    "PySide6/*plugins/networkinformation/*", "PySide6/*plugins/tls/*",
    "PySide6/*plugins/qmltooling/*", "PySide6/*plugins/designer/*", "PySide6/*plugins/sqldrivers/*",
    "PySide6/*plugins/generic/*",            # touch screens and tablets via evdev/tslib
    # image formats: cicsplan reads and writes PNG and SVG (built in, and the svg plugins); ico for icons
    "PySide6/*plugins/imageformats/*tiff*", "PySide6/*plugins/imageformats/*webp*",
    "PySide6/*plugins/imageformats/*icns*", "PySide6/*plugins/imageformats/*tga*",
    "PySide6/*plugins/imageformats/*wbmp*", "PySide6/*plugins/imageformats/*pdf*",
    "PySide6/*plugins/imageformats/*jpeg*", "PySide6/*plugins/imageformats/*gif*",
    "PySide6/*qml/*",
    "PySide6/opengl32sw.dll",                # Windows software OpenGL (20 MB): the 2D widgets do not use it
    "pyqtgraph/examples/*",
    "numpy/_core/_*_tests.*",                # numpy's compiled test helpers (numpy.testing is left out)
    "pyqtgraph/icons/peegee/*",              # pyqtgraph's mascot, the window icon of its own mkQApp()
    "*.dist-info/RECORD",                    # pip's file list; the licences beside it are kept
    # Python extension modules nothing uses once their importers are excluded (OpenSSL is 5 MB; cicsplan
    # never opens a network connection; readline is for the interactive prompt)
    "python3*/lib-dynload/_ssl.*", "python3*/lib-dynload/_hashlib.*", "python3*/lib-dynload/readline.*",
    "lib-dynload/_ssl.*", "lib-dynload/_hashlib.*", "lib-dynload/readline.*",
]

# Libraries left to the operating system (matched on the file name; the .deb's Depends name their packages,
# computed by installers/deb_depends.py). CUPS printing with its Kerberos/GnuTLS/Avahi closure: a tarball user
# without it only loses printing. The rest are on every Linux desktop and are on the AppImage project's
# exclude list of libraries not to bundle (github.com/AppImage/pkg2appimage, excludelist): bundling them
# gains nothing and risks a copy older than the system's own configuration (fontconfig). D-Bus (with the
# systemd, gcrypt, lz4 and zstd libraries behind it) is on every systemd desktop.
SYSTEM_LIBS = [
    "libcups.so*",
    "libstdc++.so*", "libgcc_s.so*", "libglib-2.0.so*", "libgthread-2.0.so*", "libX11.so*", "libfontconfig.so*",
    "libfreetype.so*", "libexpat.so*", "libz.so*", "libuuid.so*", "libgpg-error.so*", "libdbus-1.so*",
]


def dest_of(entry: tuple) -> str:
    """The bundled path of a PyInstaller TOC entry, '/'-separated."""
    return entry[0].replace("\\", "/")


def keep(entry: tuple) -> bool:
    name = dest_of(entry)
    base = name.rsplit("/", 1)[-1]
    return not any(fnmatch(name, p) for p in DROP) and not any(fnmatch(base, p) for p in SYSTEM_LIBS)


# ------------------------------------------------------------------------------------------------
# debug information (Linux, ELF)


def has_debug_info(path: Path) -> bool:
    """True for an ELF file carrying .debug_* sections (a Python built from source keeps them)."""
    with path.open("rb") as fh:
        if fh.read(4) != b"\x7fELF":
            return False
    out = subprocess.run(["objdump", "-h", str(path)], capture_output=True, text=True, check=True).stdout
    return any(line.split()[1].startswith(".debug_") for line in out.splitlines()
               if len(line.split()) > 1 and line.split()[0].isdigit())


def strip_debug(binaries: list, workdir: Path) -> tuple[list, list[str]]:
    """Point every binary that carries debug information at a stripped copy under workdir; others are kept
    as they are (the wheels' libraries are stripped already, and strip would break numpy's OpenBLAS, whose
    ELF layout auditwheel's patchelf rewrote)."""
    stripped, names = [], []
    for entry in binaries:
        source = Path(entry[1])
        if entry[2] == "SYMLINK" or not source.is_file() or not has_debug_info(source):
            stripped.append(entry)
            continue
        target = workdir / "stripped" / dest_of(entry)
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["strip", "--strip-unneeded", "-o", str(target), str(source)], check=True)
        stripped.append((entry[0], str(target), entry[2]))
        names.append(dest_of(entry))
    return stripped, names


# ------------------------------------------------------------------------------------------------
# ICU's data (Linux: the PySide6 wheel bundles ICU; Windows uses the system's)

ICU_DATA_LIB = re.compile(r"libicudata\.so\.(\d+)$")
# top-level items Qt never reaches: character names, spoof checks, stringprep profiles
ICU_DROP_TOP = re.compile(r"(unames\.icu|confusables\.cfu|.*\.spp)$")
# code page tables: the single-byte ones are 1-16 KiB each (0.5 MiB for all 150), the multi-byte East Asian
# ones 70-550 KiB each (4.4 MiB)
ICU_CODE_PAGE = re.compile(r".*\.cnv$")
ICU_SMALL_CODE_PAGE_BYTES = 16 * 1024
# a locale's own bundle (de.res, sr_Latn_BA.res, es_419.res), as opposed to shared data (zoneinfo64.res)
ICU_LOCALE_BUNDLE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")
ICU_KEPT_LOCALES = {"root.res", "en.res"}
# trees kept, with the items kept in each (ucadata.icu: the collation root; tzdbNames: time zone abbreviations)
ICU_KEPT_TREES = {
    "coll": {"root.res", "res_index.res", "pool.res", "ucadata.icu"},
    "zone": {"root.res", "en.res", "res_index.res", "pool.res", "tzdbNames.res"},
}


class IcuDataError(ValueError):
    pass


def icu_item_kept(name: str, size_bytes: int) -> bool:
    """name: an item of ICU's common data, e.g. 'icudt73l/coll/root.res'."""
    path = name.split("/", 1)[1] if "/" in name else name
    if "/" in path:
        tree, leaf = path.split("/", 1)
        return leaf in ICU_KEPT_TREES.get(tree, ())
    if path in ICU_KEPT_LOCALES:
        return True
    if ICU_CODE_PAGE.fullmatch(path):
        return size_bytes <= ICU_SMALL_CODE_PAGE_BYTES
    return not ICU_DROP_TOP.fullmatch(path) and not ICU_LOCALE_BUNDLE.fullmatch(path)


def icu_items(blob: bytes) -> tuple[int, list[tuple[str, bytes]]]:
    """(header length, [(name, bytes)]) of an ICU common data package (little-endian 'CmnD', format 1)."""
    if len(blob) < 32 or blob[2:4] != b"\xda\x27":
        raise IcuDataError("not ICU data (no magic number)")
    header = struct.unpack_from("<H", blob, 0)[0]
    info = blob[4:4 + 20]
    if info[4] != 0 or info[8:12] != b"CmnD" or info[12] != 1:
        raise IcuDataError("not a little-endian ICU common data package of format 1")
    count = struct.unpack_from("<I", blob, header)[0]
    table = [struct.unpack_from("<II", blob, header + 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in table[1:]] + [len(blob) - header]
    items = []
    for (name_at, data_at), end in zip(table, ends, strict=True):
        name_end = blob.index(b"\0", header + name_at)
        items.append((blob[header + name_at:name_end].decode("ascii"), blob[header + data_at:header + end]))
    return header, items


def _padded(data: bytes, to: int = 16) -> bytes:
    return data + b"\0" * (-len(data) % to)


def icu_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """An ICU common data package: the header, the table of contents (names in the order given, which must
    be sorted: ICU searches it by bisection), the names, then each item on a 16-byte boundary."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_len = 4 + 8 * len(items)
    data_at = len(_padded(b"\0" * (toc_len + len(names))))
    table, body, name_at = [], b"", toc_len
    for name, data in items:
        table.append(struct.pack("<II", name_at, data_at + len(body)))
        name_at += len(name) + 1
        body += _padded(data)
    toc = struct.pack("<I", len(items)) + b"".join(table) + names
    return header + _padded(toc) + body


def trim_icu_data(blob: bytes) -> tuple[bytes, int, int]:
    """(the package with only the items icu_item_kept keeps, items kept, items dropped)."""
    header_len, items = icu_items(blob)
    names = [name for name, _ in items]
    if names != sorted(names, key=lambda n: n.encode("ascii")):
        raise IcuDataError("the package's table of contents is not sorted")
    kept = [(name, data) for name, data in items if icu_item_kept(name, len(data))]
    return icu_package(blob[:header_len], kept), len(kept), len(items) - len(kept)


def _symbol(library: Path, name_pattern: str) -> tuple[str, int, int, int]:
    """(name, file offset, size, section) of the one dynamic data symbol matching name_pattern."""
    symbols = subprocess.run(["objdump", "-T", str(library)], capture_output=True, text=True, check=True).stdout
    found = [line.split() for line in symbols.splitlines() if re.search(name_pattern + r"$", line)]
    if len(found) != 1:
        raise IcuDataError(f"{library.name}: expected one {name_pattern} symbol, found {len(found)}")
    fields = found[0]
    address, section, size, name = int(fields[0], 16), fields[-3], int(fields[-2], 16), fields[-1]
    headers = subprocess.run(["objdump", "-h", str(library)], capture_output=True, text=True, check=True).stdout
    for line in headers.splitlines():
        parts = line.split()
        if len(parts) >= 6 and parts[0].isdigit() and parts[1] == section:
            vma, file_offset = int(parts[3], 16), int(parts[5], 16)
            return name, file_offset + address - vma, size, int(parts[0])
    raise IcuDataError(f"{library.name}: no section {section}")


def trimmed_icu_library(library: Path, workdir: Path) -> tuple[Path, str]:
    """A copy of libicudata.so.N holding the trimmed data, assembled with binutils (as, ld); (its path, a
    one-line summary)."""
    match = ICU_DATA_LIB.search(library.name)
    if not match:
        raise IcuDataError(f"{library.name} is not ICU's data library")
    symbol, offset, size, _ = _symbol(library, rf"icudt{match[1]}_dat")
    with library.open("rb") as fh:
        fh.seek(offset)
        blob = fh.read(size)
    trimmed, kept, dropped = trim_icu_data(blob)
    workdir.mkdir(parents=True, exist_ok=True)
    data = workdir / f"icudt{match[1]}l.dat"
    data.write_bytes(trimmed)
    source = workdir / "icudata.s"
    source.write_text(
        "\t.section .rodata\n"
        f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n{symbol}:\n"
        f'\t.incbin "{data.name}"\n\t.size {symbol}, . - {symbol}\n'
        '\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
    subprocess.run(["as", "-o", "icudata.o", source.name], cwd=workdir, check=True)
    out = workdir / library.name
    subprocess.run(["ld", "-shared", "-soname", library.name, "-z", "noexecstack", "-o", out.name, "icudata.o"],
                   cwd=workdir, check=True)
    summary = (f"ICU data {size / 2**20:.1f} -> {len(trimmed) / 2**20:.1f} MiB ({kept} items kept, "
               f"{dropped} left out)")
    return out, summary


def trim_icu(binaries: list, workdir: Path) -> tuple[list, str]:
    """The binaries with ICU's data library replaced by its trimmed copy; (binaries, summary or '')."""
    result, summary = [], ""
    for entry in binaries:
        if entry[2] != "SYMLINK" and ICU_DATA_LIB.search(dest_of(entry)):
            trimmed, summary = trimmed_icu_library(Path(entry[1]), workdir / "icu")
            entry = (entry[0], str(trimmed), entry[2])
        result.append(entry)
    return result, summary


# ------------------------------------------------------------------------------------------------
# the Windows installer (installers/windows/stage_windows.py): the win_amd64 wheels installed as pip installs
# them, then the same parts left out as from the Linux bundle (DROP, the excluded Qt modules), with what only
# the wheel's layout has, and the Qt libraries nothing kept loads. PySide6.QtOpenGL stays there: no runtime
# hook runs in that installation to stand in for it.

WINDOWS_DROP = [
    "PySide6/*.exe",                      # Designer, Linguist, qmlls, uic, rcc...: developer tools
    "PySide6/*.lib", "PySide6/*.pyi", "PySide6/py.typed",  # link libraries and type stubs: for developers
    "PySide6/include/*", "PySide6/typesystems/*", "PySide6/glue/*", "PySide6/metatypes/*", "PySide6/lib/*",
    "PySide6/scripts/*", "PySide6/doc/*",  # the pyside6-* tools' code, headers, binding generator input
    "PySide6/resources/*",                # icudtl.dat: Chromium's ICU data, for Qt WebEngine and Qt PDF
    "PySide6/*plugins/qmllint/*", "PySide6/*plugins/vectorimageformats/*",
    "PySide6/*plugins/platforminputcontexts/*virtualkeyboard*",  # Qt Quick's on-screen keyboard
    "PySide6/pyside6qml.abi3.dll",        # PySide's QML support, for the QtQml and QtQuick modules
]
WINDOWS_KEPT_QT = {"PySide6.QtOpenGL"}


def windows_left_out(rel: str) -> bool:
    """rel: a file under the Windows installation's pkgs folder, '/'-separated."""
    if rel.endswith(".dist-info/RECORD"):  # the installer's check reads every wheel's RECORD: kept, rewritten
        return False
    if any(fnmatch(rel, p) for p in DROP + WINDOWS_DROP):
        return True
    parts = rel.split("/")
    if len(parts) == 2 and parts[0] == "PySide6" and parts[1].endswith(".pyd"):
        module = "PySide6." + parts[1].split(".")[0]
        return module in EXCLUDED_QT and module not in WINDOWS_KEPT_QT
    return False


def pe_imports(path: Path) -> list[str]:
    """The DLL names a Windows PE file imports, delay-loaded ones included (read without Windows tools)."""
    data = path.read_bytes()
    if data[:2] != b"MZ":
        raise ValueError(f"{path.name} is not a Windows executable or DLL")
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe:pe + 4] != b"PE\0\0":
        raise ValueError(f"{path.name} has no PE header")
    sections_count = struct.unpack_from("<H", data, pe + 6)[0]
    optional_size = struct.unpack_from("<H", data, pe + 20)[0]
    optional = pe + 24
    directories = optional + (112 if struct.unpack_from("<H", data, optional)[0] == 0x20B else 96)
    sections = [struct.unpack_from("<IIII", data, optional + optional_size + 40 * i + 8) for i in range(sections_count)]

    def offset(rva: int) -> int:
        for virtual_size, address, raw_size, raw_at in sections:
            if address <= rva < address + max(virtual_size, raw_size):
                return rva - address + raw_at
        raise ValueError(f"{path.name}: address {rva:#x} is in no section")

    def name_at(rva: int) -> str:
        at = offset(rva)
        return data[at:data.index(b"\0", at)].decode("ascii")

    names = []
    for directory, size, name_field in ((1, 20, 12), (13, 32, 4)):  # imports, delay-load imports
        rva = struct.unpack_from("<I", data, directories + 8 * directory)[0]
        if not rva:
            continue
        at = offset(rva)
        while any(data[at:at + size]):
            names.append(name_at(struct.unpack_from("<I", data, at + name_field)[0]))
            at += size
    return names


def windows_unreachable_qt(pkgs: Path, files: list[str]) -> list[str]:
    """Qt's libraries (PySide6/Qt6*.dll) that no kept extension module, plugin or library loads, directly or
    through another: those of the left-out modules (Quick, QML, Designer, Network...)."""
    def is_qt_library(rel: str) -> bool:
        return rel.startswith("PySide6/Qt6") and rel.count("/") == 1 and rel.lower().endswith(".dll")

    binaries = [rel for rel in files if rel.lower().endswith((".dll", ".pyd"))]
    by_name = {rel.rsplit("/", 1)[-1].lower(): rel for rel in binaries if is_qt_library(rel)}
    todo = [rel for rel in binaries if not is_qt_library(rel)]
    reached: set[str] = set()
    while todo:
        rel = todo.pop()
        for name in pe_imports(pkgs / rel):
            target = by_name.get(name.lower())
            if target and target not in reached:
                reached.add(target)
                todo.append(target)
    return sorted(rel for rel in by_name.values() if rel not in reached)
