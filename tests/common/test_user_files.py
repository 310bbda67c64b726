"""Users' files (core.common.userfiles): only ordinary files are read, within a limit; a save never loses someone else's
edit, writes through a symbolic link, leaves a read-only file alone (root included), says when an office program
has the file open, and gives new files the umask's permissions while existing ones keep theirs."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import time
from pathlib import Path

import pytest
from tests.fuzzing import no_hang

from cicsplan.core.common import userfiles
from cicsplan.core.common.userfiles import (
    ChangedOnDiskError,
    FileReadError,
    OpenElsewhereError,
    ReadOnlyFileError,
    read_bytes,
    write_bytes,
    write_with,
)
from cicsplan.core.plan import planio
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.core.plan.planio import PlanLoadError, PlanSaveError, load_plan, save_plan
from cicsplan.report.atomic import ReportError, write_atomically, write_bytes_atomically
from conftest import SAMPLES, minimal_plan

POSIX_ONLY = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and umask are POSIX")


def a_plan(name: str = "test"):
    plan = plan_from_json(minimal_plan())
    plan.name = name
    return plan


def saved_plan(tmp_path: Path, name: str = "orders.cicsplan.json") -> Path:
    path = tmp_path / name
    path.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    return path


def symlink_or_skip(link: Path, target: Path) -> None:
    try:
        link.symlink_to(target)
    except (OSError, NotImplementedError):
        pytest.skip("this system does not let this user make symbolic links")


@contextlib.contextmanager
def umask(value: int):
    previous = os.umask(value)
    try:
        yield
    finally:
        os.umask(previous)


# ---------------------------------------------------------------------------------------------------
# reading: ordinary files only, within the limit


@POSIX_ONLY
def test_a_fifo_is_refused_before_it_is_opened(tmp_path):
    fifo = tmp_path / "plan.cicsplan.json"
    os.mkfifo(fifo)  # opening it for reading would wait for a writer for ever
    with no_hang(10), pytest.raises(PlanLoadError, match=r"'plan.cicsplan.json' is a named pipe \(FIFO\), not a "
                                                           "plan file: cicsplan reads only ordinary files"):
        load_plan(fifo)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_not_read():
    with no_hang(10), pytest.raises(PlanLoadError, match="'zero' is a device, not a plan file"):
        load_plan("/dev/zero")  # endless zeros: read, they would fill memory


def test_a_folder_is_refused(tmp_path):
    folder = tmp_path / "x.csv"
    folder.mkdir()
    with pytest.raises(FileReadError, match="'x.csv' is a folder, not a table file"):
        read_bytes(folder, 100, "table file")


def test_a_file_that_grows_past_the_limit_while_read_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "growing.csv"
    path.write_bytes(b"a" * 10)
    real_fstat = os.fstat

    def grown(fd):  # the file grew after its size was checked: the read stops at limit + 1 bytes
        path.write_bytes(b"a" * 1000)
        return real_fstat(fd)

    monkeypatch.setattr(userfiles.os, "fstat", grown)
    with pytest.raises(FileReadError, match="'growing.csv' is more than 100 bytes; a table file is at most 100 bytes"):
        read_bytes(path, 100, "table file")


def test_what_was_read_is_what_the_state_describes(tmp_path):
    path = saved_plan(tmp_path)
    loaded = load_plan(path)
    assert loaded.disk_state == userfiles.disk_state(path)
    assert loaded.disk_state.size_bytes == path.stat().st_size


# ---------------------------------------------------------------------------------------------------
# never over someone else's edit


def test_a_save_over_a_file_someone_else_saved_is_refused(tmp_path):
    path = saved_plan(tmp_path)
    mine = load_plan(path)
    theirs = load_plan(path).plan
    theirs.name = "Their edit"
    save_plan(theirs, path)  # another window or person saved in between
    their_bytes = path.read_bytes()
    with pytest.raises(ChangedOnDiskError) as caught:
        save_plan(mine.plan, path, unchanged_since=mine.disk_state)
    assert caught.value.current == userfiles.disk_state(path)
    assert "has changed on disk" in str(caught.value)
    assert path.read_bytes() == their_bytes  # their version is intact
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # and no temporary file is left


def test_a_change_of_the_same_size_and_time_is_found_by_the_content_hash(tmp_path):
    path = saved_plan(tmp_path)
    mine = load_plan(path)
    before = path.stat()
    text = path.read_text(encoding="utf-8")
    changed = text.replace('"name": "Terminals"', '"name": "Terminalz"', 1)  # one letter, as a colleague's edit
    assert changed != text and len(changed) == len(text)
    path.write_text(changed, encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # a coarse clock or a copy that keeps the time
    assert (path.stat().st_size, path.stat().st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    with pytest.raises(ChangedOnDiskError):
        save_plan(mine.plan, path, unchanged_since=mine.disk_state)
    assert path.read_text(encoding="utf-8") == changed


def test_a_new_time_on_the_same_bytes_is_no_conflict(tmp_path):
    path = saved_plan(tmp_path)
    mine = load_plan(path)
    later = time.time() + 60
    os.utime(path, (later, later))  # touched, or saved unchanged by someone: nothing of theirs to lose
    mine.plan.name = "Mine"
    state = save_plan(mine.plan, path, unchanged_since=mine.disk_state)
    assert load_plan(path).plan.name == "Mine" and state == userfiles.disk_state(path)


def test_a_vanished_file_is_a_conflict_with_nothing_on_disk(tmp_path):
    path = saved_plan(tmp_path)
    mine = load_plan(path)
    path.unlink()  # deleted or moved by someone else
    with pytest.raises(ChangedOnDiskError) as caught:
        save_plan(mine.plan, path, unchanged_since=mine.disk_state)
    assert caught.value.current is None and not path.exists()
    save_plan(mine.plan, path)  # told, the user may write it there again
    assert load_plan(path).plan.name == mine.plan.name


# ---------------------------------------------------------------------------------------------------
# symbolic links, read-only files, permissions


def test_a_save_through_a_symbolic_link_writes_the_shared_file(tmp_path):
    shared = tmp_path / "shared"
    mine = tmp_path / "mine"
    shared.mkdir()
    mine.mkdir()
    target = saved_plan(shared)
    link = mine / "orders.cicsplan.json"
    symlink_or_skip(link, Path("..") / "shared" / target.name)  # relative, as people make them
    save_plan(a_plan("Through the link"), link)
    assert link.is_symlink() and os.readlink(link) == str(Path("..") / "shared" / target.name)
    assert load_plan(target).plan.name == "Through the link"
    assert sorted(p.name for p in shared.iterdir()) == [target.name]  # the temporary was beside the target
    assert sorted(p.name for p in mine.iterdir()) == [link.name]


def test_a_dangling_link_creates_its_target(tmp_path):
    target = tmp_path / "real.cicsplan.json"
    link = tmp_path / "link.cicsplan.json"
    symlink_or_skip(link, target)
    save_plan(a_plan("New"), link)
    assert link.is_symlink() and load_plan(target).plan.name == "New"


@pytest.mark.parametrize("as_root", [False, True], ids=["this user", "root (permission checks pass)"])
def test_a_read_only_plan_is_not_replaced(tmp_path, monkeypatch, as_root):
    """Replacing a file needs only the folder's permission, and root passes every permission check: the
    file's own mode bits decide (Windows' read-only attribute shows as no write bits)."""
    path = saved_plan(tmp_path)
    before = path.read_bytes()
    path.chmod(0o444)
    if as_root:
        monkeypatch.setattr(userfiles.os, "access", lambda *a, **k: True)
    try:
        with pytest.raises(ReadOnlyFileError, match=r"could not save 'orders.cicsplan.json': the file is read-only"):
            save_plan(a_plan("Overwritten"), path)
        assert path.read_bytes() == before and stat.S_IMODE(path.stat().st_mode) == 0o444
        assert [p.name for p in tmp_path.iterdir()] == [path.name]
    finally:
        path.chmod(0o644)


def test_a_read_only_report_is_not_replaced(tmp_path):
    path = tmp_path / "sizing.xlsx"
    path.write_bytes(b"the colleague's workbook")
    path.chmod(0o444)
    try:
        with pytest.raises(ReportError, match="could not write 'sizing.xlsx': the file is read-only"):
            write_bytes_atomically(path, b"new")
        assert path.read_bytes() == b"the colleague's workbook"
    finally:
        path.chmod(0o644)


@POSIX_ONLY
@pytest.mark.parametrize("mask", [0o022, 0o077, 0o002])
def test_new_files_get_the_umask_permissions(tmp_path, mask):
    with umask(mask):
        save_plan(a_plan(), tmp_path / "plan.cicsplan.json")
        write_bytes_atomically(tmp_path / "sizing.xlsx", b"xlsx")
        write_atomically(tmp_path / "sizing.pdf", lambda tmp: tmp.write_bytes(b"%PDF"))
    for name in ("plan.cicsplan.json", "sizing.xlsx", "sizing.pdf"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o666 & ~mask, name


@POSIX_ONLY
def test_an_existing_file_keeps_its_mode(tmp_path):
    path = saved_plan(tmp_path)
    path.chmod(0o640)
    with umask(0o077):
        save_plan(a_plan(), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_folder_is_not_overwritten(tmp_path):
    (tmp_path / "plan.cicsplan.json").mkdir()
    with pytest.raises(PlanSaveError, match="is a folder, not a file"):
        save_plan(a_plan(), tmp_path / "plan.cicsplan.json")


# ---------------------------------------------------------------------------------------------------
# office lock files


@pytest.mark.parametrize(("lock_name", "content", "says"), [
    (".~lock.sizing.xlsx#", "Jane Doe,pc-42,jdoe,12.05.2026 10:31,file:///home/jdoe/.config/libreoffice/4;",
     "it is open in LibreOffice (by Jane Doe on pc-42, since 12.05.2026 10:31)"),
    (".~lock.sizing.xlsx#", ",pc-42,jdoe,12.05.2026 10:31,;", "it is open in LibreOffice (by jdoe on pc-42"),
    ("~$sizing.xlsx", b"\x08Jane Doe" + b" " * 45, "it is open in Microsoft Office (by Jane Doe)"),
    ("~$sizing.xlsx", b"", "it is open in Microsoft Office. Close it there"),
])
def test_an_export_over_a_workbook_open_elsewhere_is_refused(tmp_path, lock_name, content, says):
    export_over_an_open_workbook(tmp_path, "sizing.xlsx", lock_name, content, says)


def test_word_and_powerpoint_shorten_the_owner_file_of_a_long_name(tmp_path):
    export_over_an_open_workbook(tmp_path, "orders-sizing.pdf", "~$ders-sizing.pdf", b"\x03Bob" + b" " * 50,
                                 "it is open in Microsoft Office (by Bob)")


def export_over_an_open_workbook(tmp_path, name, lock_name, content, says):
    path = tmp_path / name
    path.write_bytes(b"open in a spreadsheet")
    lock = tmp_path / lock_name
    lock.write_bytes(content.encode() if isinstance(content, str) else content)
    with pytest.raises(ReportError) as caught:
        write_bytes_atomically(path, b"new")
    assert isinstance(caught.value.__cause__, OpenElsewhereError)
    assert says in str(caught.value) and lock_name in str(caught.value)  # and what to delete if it is stale
    assert path.read_bytes() == b"open in a spreadsheet"
    lock.unlink()
    write_bytes_atomically(path, b"new")  # closed there: the export goes through
    assert path.read_bytes() == b"new"


def test_a_shortened_lock_name_is_not_taken_for_another_files(tmp_path):
    """'~$ders-sizing.pdf' may be Word's lock of 'orders-sizing.pdf' or of 'boarders-sizing.pdf'... of any name
    that differs in its first two characters: with two such files present it is not claimed for either."""
    (tmp_path / "orders-sizing.pdf").write_bytes(b"a")
    (tmp_path / "border-sizing.pdf").write_bytes(b"b")  # unrelated: differs beyond the first two characters
    (tmp_path / "Anders-sizing.pdf").write_bytes(b"c")
    (tmp_path / "~$ders-sizing.pdf").write_bytes(b"\x03Bob")
    assert userfiles.office_lock(tmp_path / "orders-sizing.pdf") is None
    (tmp_path / "Anders-sizing.pdf").unlink()
    assert userfiles.office_lock(tmp_path / "orders-sizing.pdf").owner == "by Bob"


def test_plans_ignore_office_locks_but_reports_do_not(tmp_path):
    path = saved_plan(tmp_path)
    (tmp_path / f".~lock.{path.name}#").write_text("x,y,z,now,;", encoding="utf-8")
    save_plan(a_plan("Saved"), path)  # no office program opens plans: their lock files mean nothing here
    assert load_plan(path).plan.name == "Saved"
    with pytest.raises(OpenElsewhereError):
        write_with(path, lambda tmp: tmp.write_bytes(b"x"), refuse_if_open_elsewhere=True)


# ---------------------------------------------------------------------------------------------------
# the same bound both ways


def test_the_plan_size_bound_is_the_same_for_save_and_open(tmp_path, monkeypatch):
    limit = 20_000
    monkeypatch.setattr(planio, "MAX_PLAN_BYTES", limit)
    plan = a_plan()
    plan.notes = "n"
    plan.notes = "n" * (limit - len(planio.plan_to_text(plan).encode()) + 1)  # exactly the limit
    path = tmp_path / "edge.cicsplan.json"
    save_plan(plan, path)
    assert path.stat().st_size == limit and load_plan(path).plan.notes == plan.notes
    plan.notes += "n"  # one byte more: refused both ways, saying so
    with pytest.raises(PlanSaveError, match=r"could not save 'big.cicsplan.json': as a file the plan would be "
                                            r"20,001 bytes, and cicsplan opens plan files of at most 20,000 bytes"):
        save_plan(plan, tmp_path / "big.cicsplan.json")
    assert not (tmp_path / "big.cicsplan.json").exists()
    (tmp_path / "big.cicsplan.json").write_text(planio.plan_to_text(plan), encoding="utf-8")
    with pytest.raises(PlanLoadError, match="'big.cicsplan.json' is 20,001 bytes; a plan file is at most 20,000"):
        load_plan(tmp_path / "big.cicsplan.json")


def test_write_bytes_returns_what_it_wrote(tmp_path):
    state = write_bytes(tmp_path / "a.bin", b"abc")
    assert state == userfiles.disk_state(tmp_path / "a.bin") and state.size_bytes == 3
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", state.modified_text)  # shown to the user


@POSIX_ONLY
@pytest.mark.parametrize("reader", ["plan", "calibration csv", "calibration xlsx", "workloads xlsx", "model file",
                                    "capacity table"])
def test_every_importer_refuses_a_fifo_without_waiting(tmp_path, catalog, reader):
    from cicsplan.core.analysis.calibrate_table import TableError, read_table_file, read_table_text
    from cicsplan.core.catalog.catalog import CatalogError
    from cicsplan.core.catalog.user_catalog import read_model_file
    from cicsplan.report.workbook_import import read_workloads

    suffix = {"plan": ".cicsplan.json", "calibration xlsx": ".xlsx", "workloads xlsx": ".xlsx",
              "model file": ".toml"}.get(reader, ".csv")
    fifo = tmp_path / f"pipe{suffix}"
    os.mkfifo(fifo)
    read = {"plan": load_plan, "calibration csv": lambda p: read_table_file(p, catalog.address_spaces),
            "calibration xlsx": lambda p: read_table_file(p, catalog.address_spaces),
            "workloads xlsx": lambda p: read_workloads(p, catalog), "model file": lambda p: read_model_file(p, catalog),
            "capacity table": read_table_text}[reader]
    with no_hang(10), pytest.raises((PlanLoadError, TableError, ReportError, CatalogError)) as caught:
        read(fifo)
    assert "is a named pipe (FIFO)" in str(caught.value) and f"pipe{suffix}" in str(caught.value)


def test_a_model_file_is_bounded_the_same_both_ways(tmp_path, catalog, monkeypatch):
    from cicsplan.core.catalog import user_catalog
    from cicsplan.core.catalog.catalog import CatalogError

    monkeypatch.setattr(user_catalog, "MAX_MODEL_BYTES", 100)
    with pytest.raises(CatalogError, match="m.toml: file: would be 101 bytes, and a model file is at most 100 bytes"):
        user_catalog.write_model_file(tmp_path / "m.toml", b"x" * 101)
    assert not (tmp_path / "m.toml").exists()
    (tmp_path / "m.toml").write_bytes(b"x" * 101)
    with pytest.raises(CatalogError, match="m.toml: file: is 101 bytes; a model file is at most 100 bytes"):
        user_catalog.read_model_file(tmp_path / "m.toml", catalog)
