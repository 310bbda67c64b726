"""JSON as cicsplan writes it for others to read (``--json`` of every command): strict JSON, always.

Python's json module writes NaN and Infinity by default, which are not JSON: a reader in another language
stops at them. The documents (docs/result-format.md) say an undefined figure is ``null``; each document's own
builder says why in its ``notes``. This writer is the last guard: a non-finite number that reached it anyway
is written as ``null``, never as text a JSON reader refuses.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

import orjson


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
    """``value`` as one line of strict JSON (see ``_orjson_line``)."""
    try:
        return _orjson_line(value).decode()
    except TypeError:  # what orjson refuses: the strict, slower way
        return _JSON_LINE(finite(value))


def json_text_by_line(doc: dict[str, Any], long_lists: tuple[str, ...]) -> str:
    """``doc`` as strict JSON, its keys one to a line and each element of the lists named in ``long_lists`` on a
    line of its own: readable, and written by a compiled encoder (an indented document of a hundred thousand rows
    goes through json's pure-Python one, ten times slower)."""
    parts = []
    for key, value in doc.items():
        name = _JSON_LINE(key)
        if key in long_lists and isinstance(value, list) and value:
            parts.append(f"  {name}: [\n{_element_lines(value, '    ')}\n  ]")
        else:
            parts.append(f"  {name}: {_strict(value)}")
    return _ascii("{\n" + ",\n".join(parts) + "\n}")


def _element_lines(items: list[Any], indent: str) -> str:
    """Each of ``items`` as one line of strict JSON, ``indent`` before it, the lines joined by ``,\n``."""
    try:
        return b"".join(_orjson_pieces(items, indent.encode())).decode()
    except TypeError:
        return b"".join(_json_pieces(finite(items), indent.encode())).decode()


def json_text_rows(doc: Any) -> str:
    """``doc`` as strict JSON laid out for reading and written by a compiled encoder: an object's keys one to a
    line, indented; a list of objects or lists one element to a line, each element on its one line; a list of
    numbers or texts on one line. A workload, a region group, a limit or a curve is then one line, which a reader
    can grep and a program parses as any JSON. A value that is not finite becomes ``null`` (see the module's notes).
    """
    try:
        return _ascii(b"".join(_rows(doc, b"", _orjson_line, _orjson_pieces)).decode())
    except TypeError:  # what orjson refuses (an integer beyond 64 bits, a lone surrogate): json's encoder
        return b"".join(_rows(finite(doc), b"", _json_line, _json_pieces)).decode()


# orjson writes JSON about ten times faster than json's C encoder (issue 29: --json of 10,000 workloads, 20 MB of
# text, in well under 100 ms) and the same numbers: floats as their shortest text that reads back to the same
# float (Python's repr), NaN and infinity as null (strict JSON, as the documents promise), numpy's numbers
# through _numpy_number. What it refuses (an integer beyond 64 bits, text with a lone surrogate) raises a
# TypeError, and json's encoder writes that document instead, in the same layout.
_ORJSON_OPTIONS = 0  # a key that is not text (rare; OPT_NON_STR_KEYS costs a quarter more) goes to json's encoder


def _numpy_number(value: Any) -> Any:
    """A numpy number as the Python number json's writer got from it (a float32 widened to its exact float)."""
    if getattr(value, "ndim", None) == 0 and hasattr(value, "item"):
        return value.item()
    raise TypeError(f"{type(value).__name__} is not JSON")


def _orjson_line(value: Any) -> bytes:
    return orjson.dumps(value, default=_numpy_number, option=_ORJSON_OPTIONS)


# orjson writes a raw line break nowhere (inside a text it is the escape \n), so the only ones in the encoding of
# [a, <break>, b, <break>, c] are these markers: "[a,<break>,b,<break>,c]". Each element lies between two of them,
# less the commas beside it; found with bytes.find (memchr) and copied once, into the whole text. One call of
# orjson for the whole list: ten thousand calls take twice as long; replacing ",<break>," three times as long.
_BREAK = orjson.Fragment(b"\n")


def _orjson_pieces(items: list[Any] | tuple[Any, ...] | Lines, indent: bytes) -> list[bytes | memoryview]:
    """Each of ``items`` on a line of its own after ``indent``, the lines joined by commas: the pieces to join."""
    if isinstance(items, Lines):
        return [indent, items.text.replace(b"\n", b",\n" + indent)]
    marked = [_BREAK] * (2 * len(items) - 1)
    marked[::2] = items
    text = orjson.dumps(marked, default=_numpy_number, option=_ORJSON_OPTIONS)
    view = memoryview(text)
    separator = b",\n" + indent
    pieces: list[bytes | memoryview] = [indent]
    start = 1  # after "["
    while (end := text.find(b"\n", start)) >= 0:
        pieces += [view[start:end - 1], separator]  # the element before ",<break>"
        start = end + 2  # after "<break>,"
    pieces.append(view[start:-1])  # before "]"
    return pieces


_JSON_LINE = json.JSONEncoder(allow_nan=False, ensure_ascii=True, separators=(",", ":")).encode


def _json_line(value: Any) -> bytes:
    return _JSON_LINE(value).encode()


def _json_pieces(items: list[Any] | tuple[Any, ...] | Lines, indent: bytes) -> list[bytes]:
    if isinstance(items, Lines):
        raise TypeError("lines written by orjson: json writes the plain document")
    return [indent, (b",\n" + indent).join(_json_line(item) for item in items)]


class Lines:
    """A list whose elements are already written, each its one line of JSON text, the lines separated by a line
    break (which orjson writes nowhere else): ``json_text_rows`` puts each on its line at the list's indent. Only
    for that writer's orjson path: json's encoder refuses it (it writes some figures otherwise, 7.6e-05 where
    orjson writes 0.000076), and its caller then writes the plain document."""

    __slots__ = ("text",)

    def __init__(self, text: bytes) -> None:
        self.text = text

    @classmethod
    def joined(cls, pieces: list[bytes]) -> Lines:
        """The lines that ``pieces`` make, each line's first piece beginning with its line break."""
        if pieces:
            pieces[0] = pieces[0].removeprefix(b"\n")
        return cls(b"".join(pieces))


def value_texts(values: list[Any]) -> list[bytes]:
    """Each of ``values`` as orjson writes it alone (a text, number, None, list or object): one call for them all,
    its text cut at the line breaks put between them (see ``_BREAK``)."""
    if not values:
        return []
    marked = [_BREAK] * (2 * len(values) - 1)
    marked[::2] = values
    return _orjson_line(marked)[1:-1].split(b",\n,")


def member_texts(objects: list[dict[str, Any]]) -> list[bytes]:
    """Each object's members as the text that follows other members inside an object (``,"key":value``), b""
    for an empty object; written in one call for the objects that have members."""
    full = [i for i, members in enumerate(objects) if members]
    out = [b""] * len(objects)
    for i, text in zip(full, value_texts([objects[i] for i in full]), strict=True):
        out[i] = b"," + text[1:-1]
    return out


def interleaved(parts: list[bytes | list[bytes]], rows: int) -> list[bytes]:
    """The pieces of ``rows`` texts, each the concatenation of ``parts`` in order: a part is a text that is the same
    in every row, or a column (a list of one text for each row). Joined, the rows follow each other."""
    width = len(parts)
    pieces = [part if isinstance(part, bytes) else b"" for part in parts] * rows
    for j, part in enumerate(parts):
        if not isinstance(part, bytes):
            pieces[j::width] = part  # a column shorter or longer than the rows is refused (ValueError)
    return pieces


Pieces = list[bytes | memoryview]


def _rows(value: Any, indent: bytes, one: Callable[[Any], bytes], lines: Callable[[Any, bytes], Pieces]) -> Pieces:
    """The pieces of ``value``'s text in the layout of ``json_text_rows``, written by ``one`` (a value on one line)
    and ``lines`` (the elements of a list, one to a line)."""
    inner = indent + b"  "
    if isinstance(value, Lines):
        return [b"[\n", *lines(value, inner), b"\n", indent, b"]"] if value.text else [b"[]"]
    if isinstance(value, dict) and value:
        parts: Pieces = [b"{\n"]
        for number, (key, item) in enumerate(value.items()):
            parts += [b",\n" if number else b"", inner, one(_key(key)), b": ", *_rows(item, inner, one, lines)]
        return [*parts, b"\n", indent, b"}"]
    if isinstance(value, list | tuple) and any(isinstance(item, dict | list | tuple) for item in value):
        return [b"[\n", *lines(value, inner), b"\n", indent, b"]"]
    return [one(value)]


def _key(key: Any) -> str:
    """An object key as json writes it: text as it is, true/false/null and numbers as their JSON text."""
    if isinstance(key, str):
        return key
    return _JSON_LINE(key) if key is None or isinstance(key, bool | int | float) else str(key)


_NOT_ASCII = re.compile(r"[^\x00-\x7f]")


def _ascii(text: str) -> str:
    """``text`` with every character beyond ASCII written as its JSON escape (\\u00e9), as json's ensure_ascii
    does: the output reads the same in any console's code page. orjson writes UTF-8, and only inside texts."""
    if text.isascii():
        return text
    return _NOT_ASCII.sub(lambda match: _JSON_LINE(match.group())[1:-1], text)
