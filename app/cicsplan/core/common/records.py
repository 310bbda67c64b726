"""``dataclass`` as the standard library's, made in a fraction of the time: cicsplan's records are created at every
start (about 60 on the way to `compute --json`, 90 to the workbook's window), and Python 3.11 writes and compiles
the source of each one's ``__eq__``, ``__repr__`` and ``__hash__``, half of the 60 ms their creation took.

Here those three are shared functions that read the class's fields through ``operator.attrgetter`` (made once per
class, no compiling), with the standard library's meaning to the letter (Python 3.11's ``dataclasses``):
``__eq__`` compares the tuples of the fields with ``compare=True`` when both objects are of the same class, else
returns NotImplemented; ``__hash__`` is the hash of the tuple of the fields with ``hash=True`` (or ``compare=True``
where ``hash`` is not given), given to frozen classes and set to None on the others as ``eq=True`` does; ``__repr__``
writes ``ClassName(name=value!r, ...)`` of the fields with ``repr=True``, "..." where it meets itself. A method the
class defines itself is kept, as the standard library keeps it. ``__init__`` and a frozen class's ``__setattr__``
and ``__delattr__`` are still the standard library's (their generated code is what makes construction fast), but
not compiled at each start: ``dataclasses`` writes their source text and runs ``exec`` on it, and this module gives
``dataclasses`` an ``exec`` that takes the compiled code of a text it knows from ``records_code`` (the texts of
cicsplan's records written out as a module, so Python's bytecode cache keeps them compiled; about 160 functions,
a tenth of `compute --json`'s start). A text it does not know (another Python's, a record changed since
``records_code`` was written, another package's dataclass) is run by the real ``exec``: the cache only saves the
compiling, never changes a function.

Only ``frozen`` and ``eq`` are taken; a record that needs another option (``order``, ``slots``) uses the standard
library's ``dataclass`` directly.
"""

from __future__ import annotations

import builtins
import dataclasses
import sys
from _thread import get_ident
from operator import attrgetter
from types import FunctionType

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import CodeType
    from typing import Any, TypeVar

    T = TypeVar("T")


_known: dict[str, CodeType] | None = None  # records_code's texts and their code, read at the first record


def _known_code(text: str) -> CodeType | None:
    """The compiled ``__create_fn__`` of a text ``dataclasses`` writes, when records_code holds it for this Python."""
    global _known
    if _known is None:
        from cicsplan.core.common import records_code

        this_python = f"{sys.version_info[0]}.{sys.version_info[1]}"
        _known = records_code.codes() if this_python == records_code.PYTHON else {}
    return _known.get(text)


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """``exec`` for ``dataclasses``, which runs ``exec(text, globals, ns)`` on a text that defines one function,
    ``__create_fn__``: a known text's function is made from its code in those globals, as running the text does
    (exec also gives ``globals`` the builtins when it lacks them); anything else is the real ``exec``."""
    if type(source) is not str:
        return builtins.exec(source, globals, locals)
    code = _known_code(source) if type(globals) is dict and type(locals) is dict else None
    if code is None:  # compiled as in dataclasses' own frame: without this module's `from __future__` flags
        return builtins.exec(compile(source, "<string>", "exec", dont_inherit=True), globals, locals)
    if "__builtins__" not in globals:
        globals["__builtins__"] = builtins.__dict__
    locals[code.co_name] = FunctionType(code, globals)
    return None


dataclasses.exec = _exec  # type: ignore[attr-defined]  # dataclasses' module global, looked up before builtins


def _getter(names: list[str]) -> Callable[[Any], tuple]:
    """The tuple of an object's ``names``, as the generated methods' ``(self.a,self.b,)`` builds it."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return attrgetter(*names)


def _methods(cls: type, fields: tuple[dataclasses.Field, ...]) -> dict[str, Any]:
    compared = _getter([f.name for f in fields if f.compare])
    hashed = _getter([f.name for f in fields if (f.compare if f.hash is None else f.hash)])
    shown_names = [f.name for f in fields if f.repr]
    shown = _getter(shown_names)
    running: set[tuple[int, int]] = set()  # the reprs under way, as dataclasses' _recursive_repr keeps them

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(hashed(self))

    def __repr__(self: Any) -> str:
        key = id(self), get_ident()
        if key in running:
            return "..."
        running.add(key)
        try:
            return self.__class__.__qualname__ + "(" + ", ".join(
                [f"{name}={value!r}" for name, value in zip(shown_names, shown(self), strict=True)]) + ")"
        finally:
            running.discard(key)

    methods = {"__eq__": __eq__, "__hash__": __hash__, "__repr__": __repr__}
    for name, method in methods.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
    return methods


def _record(cls: type[T], frozen: bool, eq: bool) -> type[T]:
    own_hash = cls.__dict__.get("__hash__", dataclasses.MISSING)
    explicit_hash = not (own_hash is dataclasses.MISSING or (own_hash is None and "__eq__" in cls.__dict__))
    own = {name for name in ("__eq__", "__repr__") if name in cls.__dict__}
    cls = dataclasses.dataclass(cls, frozen=frozen, eq=False, repr=False)
    methods = _methods(cls, dataclasses.fields(cls))
    for name in ("__repr__", "__eq__") if eq else ("__repr__",):
        if name not in own:
            setattr(cls, name, methods[name])
    if eq and not explicit_hash:  # dataclasses' table for eq=True: a hash from the fields when frozen, else none
        cls.__hash__ = methods["__hash__"] if frozen else None  # type: ignore[method-assign,assignment]
    return cls


def dataclass(cls: type[T] | None = None, /, *, frozen: bool = False, eq: bool = True) -> Any:
    """``@dataclass``, ``@dataclass(frozen=True)``, ``eq=False`` (identity equality and hash): the standard library's
    record (see the module's notes)."""
    if cls is None:
        return lambda c: _record(c, frozen, eq)
    return _record(cls, frozen, eq)
