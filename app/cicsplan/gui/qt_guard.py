"""No exception ever crosses from the workbook's Python overrides into Qt.

Qt calls our overrides of its virtual functions (a model's data(), a delegate's setModelData(), an undo
command's redo(), an event handler) from C++. PySide 6.11 carries an exception raised there back into the
Python code that called Qt, or prints it; when overrides nest it crashes the process instead. Seen: a
delegate's setModelData() commits an edit, the recalculation repaints the open editor through the delegate's
setEditorData(), which raised: the process died in shiboken's PepException_GetArgs and the edits since the
last autosave were lost.

So every override goes through ``qt_override``: an exception is handed to ``sys.excepthook`` (the workbook's
hook logs it and tells the user in a sentence, see crash_report; pytest-qt fails the test that caused it) and
Qt gets a harmless answer. tests/gui/test_qt_guard.py checks that no override of a Qt method in the
workbook is left without it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar, overload

F = TypeVar("F", bound=Callable[..., Any])
GUARDED = "__qt_override_guarded__"


def report_exception(exc: BaseException) -> None:
    """Hand an exception to sys.excepthook, as an uncaught one would be; never raises itself."""
    try:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    except Exception:  # a broken hook must not turn a reported error into a crash
        sys.__excepthook__(type(exc), exc, exc.__traceback__)


@overload
def qt_override(method: F) -> F: ...
@overload
def qt_override(*, fallback: Any = None) -> Callable[[F], F]: ...


def qt_override(method: F | None = None, *, fallback: Any = None):
    """Decorate an override Qt calls: exceptions go to sys.excepthook and Qt gets ``fallback`` (None by
    default; give False for setData/eventFilter, 0 for rowCount, an empty QModelIndex for index...)."""

    def wrap(function: F) -> F:
        @functools.wraps(function)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            try:
                return function(*args, **kwargs)
            except Exception as exc:
                report_exception(exc)
                return fallback

        setattr(guarded, GUARDED, True)
        return guarded  # type: ignore[return-value]

    return wrap(method) if method is not None else wrap


def is_guarded(function: object) -> bool:
    return bool(getattr(function, GUARDED, False))
