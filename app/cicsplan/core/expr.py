"""A small, safe expression language.

One language serves two jobs:

* plan cells that hold a formula over named plan variables (``"=peak_tps*1.3"``), and
* the engine's own description of its calculation (each step is an expression over named
  inputs, evaluated on numpy arrays, rendered as text for the formula bar and, later, as
  Excel formulas).

Parsing goes through Python's ``ast`` module with a whitelist of node types; nothing is
ever passed to ``eval``. Names are identifiers; numbers are decimal literals.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

MAX_FORMULA_CHARS = 2000
MAX_DEPTH = 60


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
    ast.Pow: "^",
    ast.BitXor: "^",  # spreadsheet users write 2^3
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
    return _parse_cached(text)


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> Node:
    # trees are immutable, so plans that repeat a formula in many cells parse it once
    body = text.strip()
    if body.startswith("="):
        body = body[1:].strip()
    if not body:
        raise FormulaError("the formula is empty")
    if len(body) > MAX_FORMULA_CHARS:
        raise FormulaError(f"the formula is longer than {MAX_FORMULA_CHARS} characters")
    try:
        tree = ast.parse(body, mode="eval")
    except SyntaxError as exc:
        if "nested" in str(exc.msg):
            raise FormulaError("the formula is too deeply nested") from None
        where = f" near character {exc.offset}" if exc.offset else ""
        shown = body if len(body) <= 60 else body[:57] + "..."
        raise FormulaError(f"the formula is not valid{where}: {shown!r}") from None
    except (RecursionError, MemoryError, ValueError):
        raise FormulaError("the formula is too deeply nested") from None
    return _convert(tree.body, 0)


def _convert(node: ast.AST, depth: int) -> Node:
    if depth > MAX_DEPTH:
        raise FormulaError("the formula is too deeply nested")
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, int | float):
            raise FormulaError(f"only numbers are allowed as constants, not {node.value!r}")
        value = float(node.value)
        if not math.isfinite(value):
            raise FormulaError("the number is too large")
        return Num(value)
    if isinstance(node, ast.Name):
        return Name(node.id)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return Unary(_UNARY[type(node.op)], _convert(node.operand, depth + 1))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return Binary(_BINOPS[type(node.op)], _convert(node.left, depth + 1), _convert(node.right, depth + 1))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        func = node.func.id
        if func not in FUNCTIONS:
            allowed = ", ".join(sorted(FUNCTIONS))
            raise FormulaError(f"unknown function '{func}' (allowed: {allowed})")
        low, high = FUNCTIONS[func]
        if len(node.args) < low or (high is not None and len(node.args) > high):
            raise FormulaError(f"function '{func}' got {len(node.args)} arguments")
        return Call(func, tuple(_convert(a, depth + 1) for a in node.args))
    raise FormulaError(f"'{ast.unparse(node)}' is not allowed in a formula (use numbers, names, + - * / ^, "
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
    """Evaluate on floats or numpy arrays (element-wise). Raises FormulaError on bad names or maths."""
    with np.errstate(all="ignore"):
        try:
            result = _eval(node, env)
        except (OverflowError, ZeroDivisionError):
            raise FormulaError("the result is too large or divides by zero") from None
    if np.any(~np.isfinite(result)):
        raise FormulaError("the result is not a finite number (division by zero or overflow)")
    return result


def _eval(node: Node, env: Mapping[str, Value]) -> Value:
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Name):
        try:
            return env[node.name]
        except KeyError:
            raise FormulaError(f"unknown name '{node.name}'") from None
    if isinstance(node, Unary):
        value = _eval(node.operand, env)
        return -value if node.op == "-" else value
    if isinstance(node, Binary):
        left, right = _eval(node.left, env), _eval(node.right, env)
        if node.op == "+":
            return left + right
        if node.op == "-":
            return left - right
        if node.op == "*":
            return left * right
        if node.op == "/":
            if np.ndim(right) == 0 and right == 0:
                raise ZeroDivisionError
            return left / right
        return np.power(left, right) if np.ndim(left) or np.ndim(right) else math.pow(left, right)
    args = [_eval(a, env) for a in node.args]
    return _call(node.func, args)


def _call(func: str, args: list[Value]) -> Value:
    if func == "min":
        return _reduce(np.minimum, args)
    if func == "max":
        return _reduce(np.maximum, args)
    if func == "abs":
        return np.abs(args[0])
    if func == "round":
        digits = int(args[1]) if len(args) > 1 else 0
        return np.round(args[0], digits)
    if func == "ceil":
        return np.ceil(args[0])
    if func == "floor":
        return np.floor(args[0])
    if np.any(np.asarray(args[0]) < 0):
        raise FormulaError("sqrt of a negative number")
    return np.sqrt(args[0])


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
        return format_number(node.value)
    if isinstance(node, Name):
        return name_text(node.name)
    if isinstance(node, Unary):
        return f"{node.op}{_render(node.operand, name_text, 3)}"
    if isinstance(node, Binary):
        prec = _PRECEDENCE[node.op]
        # right operand of - and / binds tighter to keep a-(b-c) and a/(b*c) correct
        # "^" reads left to right as typed (2^3^2) but ** binds right to left: always bracket nested powers
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

    Returns (values, errors): a cell in a cycle, or depending on a broken cell, gets an
    error naming the problem; the others get their value.
    """
    parsed: dict[str, Node | float] = {}
    errors: dict[str, str] = {}
    for key, raw in cells.items():
        if isinstance(raw, bool):
            errors[key] = "must be a number or a formula starting with '='"
        elif isinstance(raw, int | float):
            if math.isfinite(raw):
                parsed[key] = float(raw)
            else:
                errors[key] = "must be a finite number"
        elif isinstance(raw, str) and raw.strip().startswith("="):
            try:
                parsed[key] = parse(raw)
            except FormulaError as exc:
                errors[key] = str(exc)
        else:
            errors[key] = "must be a number or a formula starting with '='"

    values: dict[str, float] = {}
    state: dict[str, str] = {}  # "active" while on the stack, "done" after

    def visit(key: str, chain: list[str]) -> None:
        if state.get(key) == "done":
            return
        if state.get(key) == "active":
            cycle = " -> ".join([*chain[chain.index(key):], key])
            for member in chain[chain.index(key):]:
                errors.setdefault(member, f"circular reference: {cycle}")
            return
        state[key] = "active"
        node = parsed.get(key)
        if isinstance(node, float):
            values[key] = node
        elif node is not None:
            for dep in sorted(names(node)):
                if dep not in cells:
                    errors.setdefault(key, f"unknown name '{dep}'")
                    continue
                visit(dep, [*chain, key])
                if dep in errors:
                    errors.setdefault(key, f"depends on '{dep}', which has an error")
            if key not in errors:
                try:
                    values[key] = float(evaluate(node, values))
                except FormulaError as exc:
                    errors[key] = str(exc)
        state[key] = "done"

    for key in cells:
        visit(key, [])
    for key in errors:
        values.pop(key, None)
    return values, errors
