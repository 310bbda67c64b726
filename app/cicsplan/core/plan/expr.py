"""A small, safe expression language.

One language serves two jobs:

* plan cells that hold a formula over named plan variables (``"=peak_tps*1.3"``), and
* the engine's own description of its calculation (each step is an expression over named
  inputs, evaluated on numpy arrays, rendered as text for the formula bar and, later, as
  Excel formulas).

Parsing goes through Python's ``ast`` module with a whitelist of node types; nothing is
ever passed to ``eval``. Names are identifiers; numbers are decimal literals.

A formula typed by a planner can fail only as a ``FormulaError`` whose message says why in
words: ``parse`` and ``evaluate`` check every step (domain, overflow, division by zero, the
bounds below), and ``resolve_cells`` resolves variables without recursion, naming cycles.
The engine's own steps use ``evaluate_array``, numpy's IEEE arithmetic without the checks.
"""

from __future__ import annotations

import ast
import math
import operator
import re
import sys
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache

import numpy as np

from cicsplan.core.common.records import dataclass

# Bounds on one formula. Together they keep the cost of any formula well under a millisecond
# (benchmarks/bench_formulas.py measures the worst cases) and each message names its limit.
# A formula longer than this is a paste accident, not a planning formula; parsing 2,000 characters
# costs about a millisecond, and a formula is re-parsed whenever the parse cache forgets it.
MAX_FORMULA_CHARS = 2000
# Numbers, names and functions in one formula. The cost of parsing and evaluating grows with them (a few
# microseconds each); 200 keeps the worst formula near a millisecond, and the depth bound below already
# keeps a plain sum under 101 terms. Counted with a regex before Python's parser runs.
MAX_TERMS = 200
# Operations nested inside operations (a sum of 101 terms is 101 deep). Every walk of the tree
# (evaluate, names, render, the Excel translation) recurses once per level: 100 stays far below
# Python's 1,000-frame limit wherever the walk starts from, the GUI's event handlers included.
MAX_DEPTH = 100
# Formulas compute in double precision floats: a number beyond this (a 400-digit literal, 1e999)
# cannot be held, and is an error naming it.
MAX_NUMBER = sys.float_info.max
# Characters of one number as typed. The largest float has 309 digits and a float keeps 17 significant
# ones: a longer number is a paste accident, refused before Python converts its digits (a cost that
# grows with the square of their count).
MAX_LITERAL_CHARS = 400
# Decimal places round() accepts, either side of the point. A float holds 15 to 17 significant
# digits, so more places never change a planning figure; numpy's rounding time grows with the count
# (round(x, 2e9) took two seconds), so the count is an error past this, not clamped.
MAX_ROUND_DIGITS = 15
# Names a cycle's message shows: a cycle through thousands of variables is told by its ends and its length.
CYCLE_NAMES_SHOWN = 8
# Exponents need no bound: every power is one float operation whatever the exponent, and a result
# beyond MAX_NUMBER is an error like any other overflow.

_LIMIT_TEXT = "about 1.8e308"  # MAX_NUMBER, as people write it
_SPLIT_HINT = "split it into plan variables"


class FormulaError(ValueError):
    """A formula cannot be parsed or evaluated; the message says why in plain words."""


@dataclass(frozen=True)
class Num:
    value: float


@dataclass(frozen=True)
class Name:
    name: str


@dataclass(frozen=True)
class Unary:
    op: str  # "-" or "+"
    operand: Node


@dataclass(frozen=True)
class Binary:
    op: str  # one of + - * / ^
    left: Node
    right: Node


@dataclass(frozen=True)
class Call:
    func: str
    args: tuple[Node, ...]


Node = Num | Name | Unary | Binary | Call

_BINOPS: dict[type, str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.Pow: "^",  # spreadsheet users write 2^3; parse reads it as Python's ** (see _python_text)
}
_UNARY: dict[type, str] = {ast.USub: "-", ast.UAdd: "+"}

# name -> (minimum args, maximum args or None)
FUNCTIONS: dict[str, tuple[int, int | None]] = {
    "min": (1, None),
    "max": (1, None),
    "abs": (1, 1),
    "round": (1, 2),
    "ceil": (1, 1),
    "floor": (1, 1),
    "sqrt": (1, 1),
}


def parse(text: str) -> Node:
    """Parse ``text`` (with or without a leading ``=``) into an expression tree."""
    if not isinstance(text, str):
        raise FormulaError("a formula must be text")
    return _parse_cached(text) if len(text) <= CACHED_FORMULA_CHARS else _parse_text(text)


def shorten(text: str, limit: int = 60) -> str:
    """A formula's text for a message: long ones are cut, so a message stays a sentence."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


# Trees are immutable, so a formula many cells repeat, or a plan recomputed after each edit, parses once.
# The cache holds the short formulas plans are made of (a tree of one costs about a kilobyte): 16,384 of
# them keep a plan of 10,000 chained variables parsed between edits. Longer ones are parsed each time
# (a millisecond at most), so no plan can fill memory with big trees.
CACHED_FORMULA_CHARS = 200


@lru_cache(maxsize=16384)
def _parse_cached(text: str) -> Node:
    return _parse_text(text)


def _parse_text(text: str) -> Node:
    body = text.strip()
    if body.startswith("="):
        body = body[1:].strip()
    if not body:
        raise FormulaError("the formula is empty")
    if len(body) > MAX_FORMULA_CHARS:
        raise FormulaError(f"the formula is {len(body):,} characters long; the limit is {MAX_FORMULA_CHARS:,} "
                           f"({_SPLIT_HINT})")
    _check_terms(body)
    python = _python_text(body)
    glued = _NUMBER_THEN_KEYWORD.search(python)
    if glued:  # Python would print a SyntaxWarning to stderr before refusing it
        raise FormulaError(f"the formula is not valid near character {_typed_offset(body, glued.end(1) + 1)}: "
                           f"the number {glued.group(1)!r} runs into a word; put an operator between them")
    try:
        tree = ast.parse(python, mode="eval")
    except SyntaxError as exc:
        if "nested" in str(exc.msg):
            raise FormulaError(_too_deep()) from None
        where = f" near character {_typed_offset(body, exc.offset)}" if exc.offset else ""
        raise FormulaError(f"the formula is not valid{where}: {shorten(body)!r}") from None
    except (RecursionError, MemoryError):
        raise FormulaError(_too_deep()) from None
    except (ValueError, Warning):  # e.g. a NUL character, or a warning an interpreter option made an error
        raise FormulaError(f"the formula is not valid: {shorten(body)!r}") from None
    return _convert(tree.body, 0, python)


# A number glued to the start of a keyword (1if, 0x1For, 1information): never a formula, and Python's
# tokenizer warns on stderr about it before failing. Found first, with a regex: silencing warnings instead
# is not thread-safe.
_NUMBER_THEN_KEYWORD = re.compile(r"(?<![\w.])(\d[\w.]*?|\.\d[\w.]*?)(and|else|for|if|in|is|not|or)")


# What costs the parser: numbers (with an exponent's sign), names and function names; and runs of signs,
# which nest without any term (-----1).
_TERM = re.compile(r"(?:\d|\.\d)[\w.]*(?:(?<=[eE])[+-][\w.]*)?|[^\W\d]\w*")
_SIGN_RUN = re.compile(r"(?:[-+]\s*){" + str(MAX_DEPTH) + ",}")


def _check_terms(body: str) -> None:
    """The bounds a regex can check before Python's parser spends time on a formula."""
    terms = _TERM.findall(body)
    if len(terms) > MAX_TERMS:
        raise FormulaError(f"the formula has {len(terms):,} numbers, names and functions; the limit is "
                           f"{MAX_TERMS} ({_SPLIT_HINT})")
    for term in terms:
        if len(term) > MAX_LITERAL_CHARS and term[0] in "0123456789.":
            try:
                too_large = math.isinf(float(term.replace("_", "")))
            except ValueError:  # not a decimal number (a hexadecimal one, or a typing slip)
                too_large = False
            if too_large:
                raise FormulaError(f"the number {_shown_number(term)} is too large: formulas hold numbers up to "
                                   f"{_LIMIT_TEXT}")
            raise FormulaError(f"the number {_shown_number(term)} is longer than the limit of {MAX_LITERAL_CHARS} "
                               "characters")
    if _SIGN_RUN.search(body):
        raise FormulaError(_too_deep())


def _shown_number(typed: str) -> str:
    if len(typed) <= 20:
        return typed
    count = f"{len(typed):,} digits" if typed.isdigit() else f"{len(typed):,} characters"
    return f"{typed[:10]}...{typed[-5:]} ({count})"


def _python_text(body: str) -> str:
    """The formula in Python's syntax: ``^`` is a power, as in spreadsheets, binding tighter than * and /
    (Python's own ``^`` is exclusive-or, below +, which would read a+b^2 as (a+b)^2). Formulas hold no
    text, so every ``^`` is an operator."""
    return body.replace("^", "**")


def _typed_offset(body: str, offset: int) -> int:
    """A column of the Python text back in the formula as typed (each ``^`` became two characters)."""
    python_col = 0
    for typed_col, char in enumerate(body, start=1):
        python_col += 2 if char == "^" else 1
        if python_col >= offset:
            return typed_col
    return len(body) + 1


def _too_deep() -> str:
    return f"the formula is nested more than {MAX_DEPTH} levels deep (operations inside operations); {_SPLIT_HINT}"


def _convert(node: ast.AST, depth: int, source: str) -> Node:
    if depth >= MAX_DEPTH:
        raise FormulaError(_too_deep())
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, int | float):
            raise FormulaError(f"only numbers are allowed as constants, not {shorten(repr(node.value), 40)}")
        value = finite_number(node.value)
        if value is None:
            typed = (ast.get_source_segment(source, node) or repr(node.value)).replace("**", "^")
            raise FormulaError(f"the number {_shown_number(typed)} is too large: formulas hold numbers up to "
                               f"{_LIMIT_TEXT}")
        return Num(value)
    if isinstance(node, ast.Name):
        return Name(node.id)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return Unary(_UNARY[type(node.op)], _convert(node.operand, depth + 1, source))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return Binary(_BINOPS[type(node.op)], _convert(node.left, depth + 1, source),
                      _convert(node.right, depth + 1, source))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        func = node.func.id
        if func not in FUNCTIONS:
            allowed = ", ".join(sorted(FUNCTIONS))
            raise FormulaError(f"unknown function '{shorten(func, 40)}' (allowed: {allowed})")
        low, high = FUNCTIONS[func]
        if len(node.args) < low or (high is not None and len(node.args) > high):
            wanted = f"{low}" if low == high else f"{low} or {high}" if high else f"at least {low}"
            noun = "argument" if wanted.endswith("1") and " or " not in wanted else "arguments"
            raise FormulaError(f"function '{func}' takes {wanted} {noun}, "
                               f"not {len(node.args)}")
        return Call(func, tuple(_convert(a, depth + 1, source) for a in node.args))
    typed = (ast.get_source_segment(source, node) or type(node).__name__).replace("**", "^")
    raise FormulaError(f"'{shorten(typed, 40)}' is not allowed in a formula (use numbers, names, + - * / ^, "
                       "parentheses and the functions " + ", ".join(sorted(FUNCTIONS)) + ")")


def names(node: Node) -> set[str]:
    """Every variable name the expression refers to."""
    if isinstance(node, Name):
        return {node.name}
    if isinstance(node, Unary):
        return names(node.operand)
    if isinstance(node, Binary):
        return names(node.left) | names(node.right)
    if isinstance(node, Call):
        out: set[str] = set()
        for arg in node.args:
            out |= names(arg)
        return out
    return set()


Value = float | np.ndarray


def evaluate(node: Node, env: Mapping[str, Value]) -> Value:
    """Evaluate a planner's formula on floats or numpy arrays (element-wise). Any failure (an unknown
    name, division by zero, a domain error, overflow, a bound) raises FormulaError saying which part
    failed; the result is always finite."""
    with np.errstate(all="ignore"):
        result = _checked(node, env)
    if isinstance(result, np.ndarray) and result.ndim:
        return result
    return float(result)


def evaluate_array(node: Node, env: Mapping[str, Value], spare: np.ndarray | None = None) -> np.ndarray:
    """Evaluate one of the engine's own steps: numpy arithmetic as IEEE defines it (a division by zero
    gives inf, the caller masks what it does not use); only an unknown name raises FormulaError.

    ``spare``: an array nothing reads any more (the same step's result in a run whose results are done with), written
    over where the evaluation would make a new array of its shape."""
    with np.errstate(all="ignore"):
        return np.asarray(_fresh(node, env, [] if spare is None else [spare])[0], dtype=float)


def _fresh(node: Node, env: Mapping[str, Value], spare: list[np.ndarray]) -> tuple[Value, bool]:
    """The value of ``node``, and whether it is an array made here that nothing else holds: the step above writes its
    own result into such an array instead of a new one. The same operations on the same numbers, so the same bits;
    at 10,000 workloads each new array is megabytes the system must hand over page by page (a third of the ranges'
    time went to that). ``spare`` holds at most one array to write into before making a new one."""
    if isinstance(node, Num):
        return node.value, False
    if isinstance(node, Name):
        try:
            return env[node.name], False
        except KeyError:
            raise FormulaError(f"unknown name '{node.name}'") from None
    if isinstance(node, Unary):
        value, fresh = _fresh(node.operand, env, spare)
        return (_apply(np.negative, (value,), (fresh,), spare) if node.op == "-" else (value, fresh))
    if isinstance(node, Binary):
        left, right = _fresh(node.left, env, spare), _fresh(node.right, env, spare)
        return _apply(_ARITHMETIC[node.op], (left[0], right[0]), (left[1], right[1]), spare)
    evaluated = [_fresh(a, env, spare) for a in node.args]
    args = [value for value, _ in evaluated]
    if node.func == "round":
        return np.round(args[0], int(args[1]) if len(args) > 1 else 0), False
    if node.func in ("min", "max"):
        op = np.minimum if node.func == "min" else np.maximum
        result, fresh = evaluated[0]
        for value, value_fresh in evaluated[1:]:
            result, fresh = _apply(op, (result, value), (fresh, value_fresh), spare)
        return result, fresh
    return _apply(_UNARY_FUNCTIONS[node.func], (args[0],), (evaluated[0][1],), spare)


def _apply(ufunc: np.ufunc, args: tuple[Value, ...], fresh: tuple[bool, ...],
           spare: list[np.ndarray]) -> tuple[Value, bool]:
    """``ufunc`` of ``args``, written into the first fresh argument that has the result's shape and type, else into
    the spare array (taken from ``spare``) when it has them."""
    shape = broadcast_shape(*(a.shape if isinstance(a, np.ndarray) else np.shape(a) for a in args))
    for arg, is_fresh in zip(args, fresh, strict=True):
        if is_fresh and arg.shape == shape and arg.dtype == np.float64:
            return ufunc(*args, out=arg), True
    if spare and spare[0].shape == shape and _writable(spare[0]) and any(isinstance(a, np.ndarray) for a in args):
        return ufunc(*args, out=spare.pop()), True
    result = ufunc(*args)
    return result, isinstance(result, np.ndarray) and result.ndim > 0


def broadcast_shape(*shapes: tuple[int, ...]) -> tuple[int, ...]:
    """``np.broadcast_shapes(*shapes)``, answered without numpy where the shapes agree or are scalars' (nearly every
    step of the engine: hundreds a run, where numpy builds a broadcast of dummy arrays each time); shapes that differ
    otherwise go to numpy, which broadcasts them or raises its ValueError."""
    result: tuple[int, ...] = ()
    for shape in shapes:
        if shape and shape != result:
            result = np.broadcast_shapes(result, shape) if result else shape
    return result


def _writable(array: np.ndarray) -> bool:
    """An array of its own that can take a float result (not a view that several cells read, as broadcast_to gives)."""
    return array.dtype == np.float64 and array.flags.writeable and array.flags.c_contiguous and array.base is None


_ARITHMETIC: dict[str, Callable[[Value, Value], Value]] = {
    "+": np.add, "-": np.subtract, "*": np.multiply, "/": np.divide, "^": np.power}
_UNARY_FUNCTIONS: dict[str, Callable[[Value], Value]] = {
    "abs": np.abs, "ceil": np.ceil, "floor": np.floor, "sqrt": np.sqrt}


def _checked(node: Node, env: Mapping[str, Value]) -> Value:
    """As _fresh, with every step checked. Python floats stay Python floats (a planner's formula is
    scalar, and float arithmetic is several times faster than numpy's on one number); arrays go through
    numpy with its errors off, a bad step showing as inf or nan."""
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Name):
        try:
            value = env[node.name]
        except KeyError:
            raise FormulaError(f"unknown name '{node.name}'") from None
        if type(value) is int:  # an int would make ^ exact integer arithmetic, unbounded in time
            value = finite_number(value)
        if value is None or not _finite(value):
            raise FormulaError(f"'{node.name}' is not a finite number")
        return value
    if isinstance(node, Unary):
        value = _checked(node.operand, env)
        return -value if node.op == "-" else value
    if isinstance(node, Binary):
        left, right = _checked(node.left, env), _checked(node.right, env)
        if node.op == "/" and _any(right == 0):
            raise FormulaError(f"{_part(node)} divides by zero")
        if node.op == "^":
            _check_power(node, left, right)
        result = _CHECKED_ARITHMETIC[node.op](left, right)
        if not _finite(result):
            raise FormulaError(f"the result of {_part(node)} is too large (formulas hold numbers up to {_LIMIT_TEXT})")
        return result
    args = [_checked(a, env) for a in node.args]
    if node.func == "round":
        return _round(node, args)
    if node.func in ("min", "max"):
        if all(type(a) is float for a in args):
            return min(args) if node.func == "min" else max(args)
        return _reduce(np.minimum if node.func == "min" else np.maximum, args)
    if node.func == "sqrt" and _any(args[0] < 0):
        raise FormulaError(f"{_part(node)} is the square root of a negative number")
    return _UNARY_FUNCTIONS[node.func](args[0])


def _power(base: Value, exponent: Value) -> Value:
    if type(base) is float and type(exponent) is float:
        try:
            return math.pow(base, exponent)  # checked first: only overflow is left, as OverflowError
        except OverflowError:
            return math.inf
    return np.power(base, exponent)


_CHECKED_ARITHMETIC: dict[str, Callable[[Value, Value], Value]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "^": _power}


def _check_power(node: Binary, base: Value, exponent: Value) -> None:
    if _any((base == 0) & (exponent < 0)):
        raise FormulaError(f"{_part(node)} divides by zero (zero to a negative power)")
    if _any((base < 0) & (exponent != np.floor(exponent))):
        hint = ""
        if type(base) is float and type(exponent) is float and exponent > 0 and _is_odd_whole(1 / exponent):
            root = format_number(1 / exponent)
            hint = f"; for the real root of a negative number write -({format_number(-base)}^(1/{root}))"
        raise FormulaError(f"{_part(node)} has no real value (a negative number to a fractional power){hint}")


def _is_odd_whole(value: float) -> bool:
    if not abs(value) < 1e15:  # inf (1/5e-324) among them: no root anyone writes
        return False
    rounded = round(value)
    return abs(value - rounded) < 1e-9 and rounded % 2 == 1


def _round(node: Call, args: list[Value]) -> Value:
    digits = 0
    if len(args) > 1:
        given = np.asarray(args[1])
        if given.ndim or given != np.round(given) or abs(given) > MAX_ROUND_DIGITS:
            shown = format_number(float(given)) if given.ndim == 0 else "a list of values"
            raise FormulaError(f"round's number of decimal places must be a whole number from {-MAX_ROUND_DIGITS} "
                               f"to {MAX_ROUND_DIGITS}, not {shown}")
        digits = int(given)
    rounded = np.round(args[0], digits)
    # numpy rounds by scaling: beyond about 1e293 the scaled value overflows, but such a number has no
    # decimals left to round, so it is its own rounding
    rounded = np.where(np.isfinite(rounded), rounded, args[0]) if digits > 0 else rounded
    if not _finite(rounded):
        raise FormulaError(f"the result of {_part(node)} is too large (formulas hold numbers up to {_LIMIT_TEXT})")
    return rounded


def _finite(value: Value) -> bool:
    if type(value) is float:
        return math.isfinite(value)
    return bool(np.all(np.isfinite(value)))


def _any(condition: bool | np.ndarray) -> bool:
    return bool(np.any(condition)) if isinstance(condition, np.ndarray) else bool(condition)


def _part(node: Node) -> str:
    """The failing part of a formula, as the planner would type it, short enough for a message."""
    return shorten(render(node).replace("×", "*").replace("−", "-"), 40)


def _reduce(op: Callable[[Value, Value], Value], args: list[Value]) -> Value:
    result = args[0]
    for arg in args[1:]:
        result = op(result, arg)
    return result


_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 4}


def render(node: Node, name_text: Callable[[str], str] = lambda n: n) -> str:
    """Text of the expression; ``name_text`` maps a name to what to show (its value, say)."""
    return _render(node, name_text, 0)


def _render(node: Node, name_text: Callable[[str], str], parent: int) -> str:
    if isinstance(node, Num):
        text = format_number(node.value)
        return f"({text})" if node.value < 0 and parent >= 3 else text
    if isinstance(node, Name):
        return name_text(node.name)
    if isinstance(node, Unary):
        # a power binds tighter than a sign (-2^2 is -4): a signed base of a power is bracketed
        text = f"{node.op}{_render(node.operand, name_text, 3)}"
        return f"({text})" if parent > 3 else text
    if isinstance(node, Binary):
        prec = _PRECEDENCE[node.op]
        # right operand of - and / binds tighter to keep a-(b-c) and a/(b*c) correct
        # nested powers are always bracketed, so nobody has to know which way 2^3^2 groups
        right_prec = prec + 1 if node.op in "-/^" else prec
        left_prec = prec + 1 if node.op == "^" else prec
        left = _render(node.left, name_text, left_prec)
        right = _render(node.right, name_text, right_prec)
        text = f"{left} {_symbol(node.op)} {right}"
        return f"({text})" if prec < parent else text
    args = ", ".join(_render(a, name_text, 0) for a in node.args)
    return f"{node.func}({args})"


def _symbol(op: str) -> str:
    return {"*": "×", "/": "/", "-": "−"}.get(op, op)


def format_number(value: float, significant: int = 6) -> str:
    """Compact text of a number for formulas: no trailing zeros, no float noise."""
    if value == 0:
        return "0"
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    text = f"{value:.{significant}g}"
    if "e" in text:
        return text
    return text


def resolve_cells(cells: Mapping[str, object]) -> tuple[dict[str, float], dict[str, str]]:
    """Evaluate named cells that hold numbers or formulas over each other.

    Returns (values, errors): a cell in a cycle gets "circular reference: a -> b -> a", a cell using
    an unknown name or a broken cell gets an error naming it, and the others get their value. The
    walk keeps its own stack, so a chain of any length resolves (no recursion limit) in one pass.

    Names are compared as Unicode normalises them (NFKC), as Python's parser reads the names in a formula: a
    cell named 'ﬁx' (a ligature) is referenced as =fix or =ﬁx alike, and its value is given under both
    spellings; two cells whose names normalise alike are both errors naming each other.
    """
    parsed: dict[str, Node | float] = {}
    errors: dict[str, str] = {}
    normal = {key: unicodedata.normalize("NFKC", key) for key in cells}
    by_normal: dict[str, str] = {}
    for key, name in normal.items():
        other = by_normal.setdefault(name, key)
        if other != key:
            errors[key] = f"is the same name as '{other}' once Unicode normalises both to '{name}'; rename one"
            errors.setdefault(other, f"is the same name as '{key}' once Unicode normalises both to '{name}'; "
                                     "rename one")
    for key, raw in cells.items():
        number = finite_number(raw)
        if number is not None:
            parsed[key] = number
        elif isinstance(raw, int | float) and not isinstance(raw, bool):
            errors[key] = f"must be a finite number (up to {_LIMIT_TEXT})"
        elif isinstance(raw, str) and raw.strip().startswith("="):
            try:
                parsed[key] = parse(raw)
            except FormulaError as exc:
                errors[key] = str(exc)
        else:
            errors[key] = "must be a number or a formula starting with '='"

    uses = {key: sorted(by_normal.get(n, n) for n in names(node)) for key, node in parsed.items()
            if not isinstance(node, float)}
    values: dict[str, float] = {}
    done: set[str] = set()
    for start in cells:
        if start in done:
            continue
        # depth-first, children first; ``on_path`` holds each open cell's place on the stack for cycles
        stack: list[tuple[str, Iterator[str]]] = [(start, iter(uses.get(start, ())))]
        on_path = {start: 0}
        while stack:
            key, pending = stack[-1]
            dep = next(pending, None)
            if dep is None:
                stack.pop()
                del on_path[key]
                done.add(key)
                _finish(key, parsed, uses, values, errors)
                if key in values and normal[key] != key:
                    values[normal[key]] = values[key]  # as formulas name it
            elif dep not in cells:
                errors.setdefault(key, f"unknown name '{dep}'")
            elif dep in on_path:
                cycle = [k for k, _ in stack[on_path[dep]:]]
                message = _cycle_text(cycle)  # one string for every member: a cycle may hold thousands
                for member in cycle:
                    errors.setdefault(member, message)
            elif dep not in done:
                on_path[dep] = len(stack)
                stack.append((dep, iter(uses.get(dep, ()))))
    for key in errors:
        values.pop(key, None)
        values.pop(normal[key], None)
    return values, errors


def _cycle_text(cycle: list[str]) -> str:
    """"circular reference: a -> b -> a"; a long cycle shows its first and last few and its length."""
    shown = [*cycle, cycle[0]]
    if len(shown) > CYCLE_NAMES_SHOWN:
        half = CYCLE_NAMES_SHOWN // 2
        return (f"circular reference: {' -> '.join(shown[:half])} -> ... -> {' -> '.join(shown[-half:])} "
                f"({len(cycle):,} variables)")
    return f"circular reference: {' -> '.join(shown)}"


def _finish(key: str, parsed: Mapping[str, Node | float], uses: Mapping[str, list[str]], values: dict[str, float],
            errors: dict[str, str]) -> None:
    """A cell whose every dependency is settled: its value, or why it has none."""
    if key in errors:
        return
    node = parsed[key]
    if isinstance(node, float):
        values[key] = node
        return
    for dep in uses[key]:
        if dep in errors:
            errors[key] = f"depends on '{dep}', which has an error"
            return
    try:
        values[key] = float(evaluate(node, values))
    except FormulaError as exc:
        errors[key] = str(exc)


def finite_number(raw: object) -> float | None:
    """A plan cell's number as a float, or None when it is not a number a formula can use (text, a
    yes/no, NaN, infinity, or a whole number too large for a float, which ``float`` would raise on)."""
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return None
    if isinstance(raw, int) and raw.bit_length() > 1024:
        return None
    value = float(raw)
    return value if math.isfinite(value) else None
