"""On Windows, output redirected to a file is written in the ANSI code page unless cicsplan says otherwise.

Found by the Windows installer's test under Wine: `cicsplan explain PLAN 1 > out.txt` stopped with an
encoding error at the minus sign of a formula. Here Windows's streams are imitated: cp1252 text streams.
"""

from __future__ import annotations

import io
import sys

from cicsplan.__main__ import main
from cicsplan.cli.main import run_cli
from conftest import SAMPLES

MINUS = "\N{MINUS SIGN}"


class _Console(io.TextIOWrapper):
    def isatty(self) -> bool:
        return True


def _windows_streams(monkeypatch, stream_type=io.TextIOWrapper) -> io.BytesIO:
    raw = io.BytesIO()
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "stdout", stream_type(raw, encoding="cp1252"))
    monkeypatch.setattr(sys, "stderr", stream_type(io.BytesIO(), encoding="cp1252"))
    return raw


def test_explain_redirected_to_a_file_on_windows_writes_utf8_with_every_character(monkeypatch):
    args = ["explain", str(SAMPLES / "getting-started.cicsplan.json"), "1"]
    expected = io.StringIO()
    assert run_cli(args, out=expected, err=io.StringIO()) == 0
    raw = _windows_streams(monkeypatch)
    assert main(args) == 0
    sys.stdout.flush()
    assert MINUS in expected.getvalue()
    assert raw.getvalue().decode("utf-8") == expected.getvalue()


def test_a_windows_console_keeps_its_own_encoding(monkeypatch):
    _windows_streams(monkeypatch, _Console)
    from cicsplan.__main__ import utf8_when_redirected

    utf8_when_redirected()
    assert sys.stdout.encoding == "cp1252"
