"""JSON as cicsplan writes it for others to read (``--json`` of every command): strict JSON, always.

Python's json module writes NaN and Infinity by default, which are not JSON: a reader in another language
stops at them. The documents (docs/result-format.md) say an undefined figure is ``null``; each document's own
builder says why in its ``notes``. This writer is the last guard: a non-finite number that reached it anyway
is written as ``null``, never as text a JSON reader refuses.
"""

from __future__ import annotations

import json
import math
from typing import Any


def finite(value: Any) -> Any:
    """``value`` with every NaN or infinite number (Python's or numpy's) replaced by None, without recursion."""
    if _is_number(value):
        return _number(value)
    if not isinstance(value, dict | list | tuple):
        return value
    root: list[Any] = [None]
    stack: list[tuple[Any, Any, Any]] = [(value, root, 0)]  # (node, container to fill, key in it)
    while stack:
        node, into, key = stack.pop()
        if isinstance(node, dict):
            copy: Any = dict.fromkeys(node)  # the keys in their order, filled below
            stack.extend((v, copy, k) for k, v in node.items())
        elif isinstance(node, list | tuple):
            copy = [None] * len(node)
            stack.extend((v, copy, i) for i, v in enumerate(node))
        else:
            copy = _number(node) if _is_number(node) else node
        into[key] = copy
    return root[0]


def _is_number(value: Any) -> bool:
    return isinstance(value, float) or (hasattr(value, "dtype") and getattr(value, "ndim", None) == 0)


def _number(value: Any) -> Any:
    number = value.item() if hasattr(value, "item") else value
    if isinstance(number, float) and not math.isfinite(number):
        return None
    return number


def json_text(doc: Any, indent: int | None = 2) -> str:
    """``doc`` as strict JSON text (see the module's notes)."""
    return json.dumps(finite(doc), indent=indent, allow_nan=False, ensure_ascii=True)


def _strict(value: Any) -> str:
    """``value`` as one line of strict JSON: json's C encoder straight away when it holds only Python's finite
    numbers (the usual case), else through ``finite`` (NaN or infinity refused, a numpy number not encodable)."""
    try:
        return json.dumps(value, allow_nan=False)
    except (ValueError, TypeError):
        return json.dumps(finite(value), allow_nan=False)


def json_text_by_line(doc: dict[str, Any], long_lists: tuple[str, ...]) -> str:
    """``doc`` as strict JSON, its keys one to a line and each element of the lists named in ``long_lists`` on a
    line of its own: readable, and written by json's C encoder (an indented document of a hundred thousand rows
    goes through its pure-Python one, ten times slower)."""
    parts = []
    for key, value in doc.items():
        name = json.dumps(key)
        if key in long_lists and isinstance(value, list) and value:
            lines = ",\n".join("    " + _strict(item) for item in value)
            parts.append(f"  {name}: [\n{lines}\n  ]")
        else:
            parts.append(f"  {name}: {_strict(value)}")
    return "{\n" + ",\n".join(parts) + "\n}"
