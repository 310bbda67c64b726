"""The records' generated code is compiled once, not at every start (issue 29): core.common.records gives
``dataclasses`` the code of records_code for a text it knows, which must make the very function compiling the text
makes; records_code must hold every text of today's records (scripts/records_code.py writes it)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from cicsplan.core.common import records, records_code

REPO = Path(__file__).resolve().parents[2]
SAME_PYTHON = f"{sys.version_info[0]}.{sys.version_info[1]}" == records_code.PYTHON


def made_by(exec_function, text: str, module_globals: dict) -> object:
    """The ``__create_fn__`` that running ``text`` in ``module_globals`` defines, as dataclasses runs it."""
    namespace: dict = {}
    exec_function(text, module_globals, namespace)
    return namespace["__create_fn__"]


def compiled_exec(text: str, module_globals: dict, namespace: dict) -> None:
    """exec as dataclasses calls it: from a module without `from __future__ import annotations` (this one has it)."""
    exec(compile(text, "<string>", "exec", dont_inherit=True), module_globals, namespace)


def same_code(a, b) -> bool:
    """Two code objects alike in all but where their text was (file name and lines), nested code included."""
    fields = ("co_code", "co_names", "co_varnames", "co_freevars", "co_cellvars", "co_argcount",
              "co_kwonlyargcount", "co_flags", "co_name", "co_qualname", "co_stacksize")
    if any(getattr(a, name) != getattr(b, name) for name in fields) or len(a.co_consts) != len(b.co_consts):
        return False
    for x, y in zip(a.co_consts, b.co_consts, strict=True):
        if hasattr(x, "co_code"):
            if not (hasattr(y, "co_code") and same_code(x, y)):
                return False
        elif type(x) is not type(y) or x != y:
            return False
    return True


@pytest.mark.skipif(not SAME_PYTHON, reason="records_code holds another Python's texts: every text is compiled")
def test_a_known_text_makes_the_function_compiling_it_makes():
    text = records_code.TEXTS[len(records_code.TEXTS) // 2]
    ours_globals, theirs_globals = {"__name__": "cicsplan.somewhere"}, {"__name__": "cicsplan.somewhere"}
    ours, theirs = made_by(records._exec, text, ours_globals), made_by(compiled_exec, text, theirs_globals)
    assert ours.__code__.co_filename != "<string>"  # taken from records_code, not compiled here
    assert same_code(ours.__code__, theirs.__code__)
    assert (ours.__name__, ours.__qualname__, ours.__module__, ours.__defaults__, ours.__closure__) == (
        theirs.__name__, theirs.__qualname__, theirs.__module__, theirs.__defaults__, theirs.__closure__)
    assert ours.__globals__ is ours_globals and ours_globals["__builtins__"] is theirs_globals["__builtins__"]


def test_an_unknown_text_is_compiled_as_before():
    text = "def __create_fn__(x):\n def __init__(self, a):\n  self.a = a + x\n return __init__"
    made = made_by(records._exec, text, {"__name__": "elsewhere"})
    assert made.__code__.co_filename == "<string>"

    class Thing:
        __init__ = made(1)

    assert Thing(2).a == 3


def test_an_unknown_record_keeps_its_annotations_as_the_standard_library_does():
    """This module's `from __future__ import annotations` is records.py's too; a record compiled there must not
    take it: its __init__'s annotations are the types, not their names."""
    point = records.dataclass(type("Point", (), {"__annotations__": {"x": float}, "__module__": "elsewhere"}))
    twin = dataclasses.dataclass(type("Point", (), {"__annotations__": {"x": float}, "__module__": "elsewhere"}))
    assert point.__init__.__annotations__ == twin.__init__.__annotations__ == {"x": float, "return": None}


def test_records_of_another_python_are_compiled(monkeypatch):
    monkeypatch.setattr(records_code, "PYTHON", "2.7")
    monkeypatch.setattr(records, "_known", None)
    made = made_by(records._exec, records_code.TEXTS[0], {"__name__": "cicsplan.somewhere"})
    assert made.__code__.co_filename == "<string>"


COUNT_COMPILED = """
import builtins, sys
compiled = []
real = builtins.exec
def counting(source, *args):
    if isinstance(source, str):
        compiled.append(sys._getframe(1).f_code.co_name)
    return real(source, *args)
builtins.exec = counting
import cicsplan.cli.commands, cicsplan.core.model.result_json
print(len(compiled))
"""


@pytest.mark.skipif(not SAME_PYTHON, reason="records_code holds another Python's texts: every text is compiled")
def test_compute_compiles_no_record():
    """`compute --json`'s imports make about 160 functions of records; none is compiled."""
    done = subprocess.run([sys.executable, "-c", COUNT_COMPILED], capture_output=True, text=True, check=True,
                          timeout=120)
    assert done.stdout.strip() == "0"


@pytest.mark.skipif(not SAME_PYTHON, reason="records_code is written by the bundles' Python")
def test_records_code_is_up_to_date():
    """A record added or changed without running scripts/records_code.py would be compiled at every start again."""
    done = subprocess.run([sys.executable, str(REPO / "scripts" / "records_code.py"), "--check"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
