"""Files the workbook opens by itself go through the guarded reader (issue 24): a named pipe, a device or a
damaged file where the settings, the error log or a model file belong never stops the start; it is set aside
with a sentence, or refused naming the file."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from tests.fuzzing import no_hang

from cicsplan.core.catalog.catalog import CatalogError, load_catalog
from conftest import REPO

pytestmark = pytest.mark.skipif(os.name != "posix", reason="named pipes are POSIX")

START = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from cicsplan.gui.launch import run_gui

    app = QApplication([sys.argv[0]])
    QMessageBox.warning = staticmethod(lambda parent, title, text, *a, **k: print("WARNING", title, "|", text,
                                                                                  flush=True))

    def shown():
        windows = [w for w in app.topLevelWidgets() if w.isVisible() and hasattr(w, "workloads")]
        if windows:
            print("window shown", flush=True)
            windows[0].doc.undo_stack.setClean()
            app.quit()
        else:
            QTimer.singleShot(50, shown)

    QTimer.singleShot(0, shown)
    sys.exit(run_gui([]))
""")


def start_with(tmp_path, kind: str) -> subprocess.CompletedProcess:
    home = tmp_path / "home"
    config = home / ".config" / "cicsplan"
    config.mkdir(parents=True)
    settings = config / "cicsplan.conf"
    if kind == "fifo":
        os.mkfifo(settings)
    elif kind == "folder":
        settings.mkdir()
    else:
        settings.write_bytes(b"[General]\nrecent_files=" + b"x" * (2 * 1024 * 1024) + b"\n")
    env = dict(os.environ, PYTHONPATH=str(REPO / "app"), QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"))
    return subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize("kind", ["fifo", "folder", "too big"])
def test_a_settings_file_that_is_not_one_never_stops_the_start(tmp_path, kind):
    done = start_with(tmp_path, kind)
    assert "window shown" in done.stdout, done.stderr[-2000:]
    [warning] = [line for line in done.stdout.splitlines() if line.startswith("WARNING")]
    assert "Settings set aside | cicsplan's settings file" in warning and "was not used: " in warning
    assert "The workbook starts with fresh settings" in warning and "It is kept as " in warning
    reason = {"fifo": "is a named pipe (FIFO), not a settings file", "folder": "is a folder, not a settings file",
              "too big": "a settings file is at most 1 MB"}[kind]
    assert reason in warning
    kept = [p.name for p in (tmp_path / "home" / ".config" / "cicsplan").iterdir()]
    assert any(name.startswith("cicsplan.conf (set aside ") for name in kept), kept


def test_a_named_pipe_among_the_built_in_models_is_refused_not_waited_on(tmp_path):
    import shutil

    models = tmp_path / "models"
    shutil.copytree(REPO / "models", models)
    target = next((models / "ingress").glob("*.toml"))
    target.unlink()
    os.mkfifo(target)
    with no_hang(30), pytest.raises(CatalogError, match="is a named pipe"):
        load_catalog(models)


def test_the_error_log_is_never_a_pipe(tmp_path):
    from cicsplan.gui.crash_report import CrashReporter

    log = tmp_path / "errors.log"
    os.mkfifo(log)
    with no_hang(30):
        assert CrashReporter(log)._write("details") is False


def test_a_named_pipe_the_catalog_does_not_use_is_refused_not_waited_on(tmp_path):
    """The catalog's digest reads every TOML and CSV file of the folder, also one no model names: a named pipe there
    is refused with its name, never waited on (it stopped the start: the digest read it as an ordinary file)."""
    import shutil

    models = tmp_path / "models"
    shutil.copytree(REPO / "models", models)
    os.mkfifo(models / "ingress" / "left over.csv")
    with no_hang(30), pytest.raises(CatalogError, match="left over.csv: file: is a named pipe"):
        load_catalog(models)
