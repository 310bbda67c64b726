"""Translate the engine's expression trees (cicsplan.core.plan.expr) into Excel formula text.

The same trees the engine evaluates with numpy become spreadsheet formulas; ``ref`` maps each name
to the cell that holds it. Excel's operators differ from the engine's in two ways that matter: unary
minus binds tighter than ``^`` (Excel reads -2^2 as 4, the engine as -4) and ``^`` groups left to right
(the engine's right to left), so negations, powers under a negation and nested powers are bracketed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cicsplan.core.plan import expr

_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 4}


class UntranslatableFormula(ValueError):
    """An expression uses something Excel cannot express the same way."""


def to_excel(node: expr.Node, ref: Callable[[str], str]) -> str:
    """Excel formula text (with the leading '=') for ``node``; ``ref(name)`` gives a cell reference."""
    return "=" + _text(node, ref, 0)


def number_text(value: float) -> str:
    if not math.isfinite(value):
        raise UntranslatableFormula(f"{value!r} is not a number Excel can hold")
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))


def _text(node: expr.Node, ref: Callable[[str], str], parent: int) -> str:
    if isinstance(node, expr.Num):
        text = number_text(node.value)
        return f"({text})" if node.value < 0 else text
    if isinstance(node, expr.Name):
        return ref(node.name)
    if isinstance(node, expr.Unary):
        # the engine's -a^2 is -(a^2), Excel's (-a)^2: a power under a sign is bracketed too
        inner = _text(node.operand, ref, 5 if node.op == "-" else parent)
        return inner if node.op == "+" else f"(-{inner})"
    if isinstance(node, expr.Binary):
        prec = _PRECEDENCE[node.op]
        left_prec = prec + 1 if node.op == "^" else prec
        right_prec = prec + 1 if node.op in "-/^" else prec
        text = f"{_text(node.left, ref, left_prec)}{node.op}{_text(node.right, ref, right_prec)}"
        return f"({text})" if prec < parent else text
    if isinstance(node, expr.Call):
        args = [_text(a, ref, 0) for a in node.args]
        return _call(node.func, args)
    raise UntranslatableFormula(f"unknown expression node {node!r}")


def _call(func: str, args: list[str]) -> str:
    if func in ("min", "max", "abs", "sqrt"):
        return f"{func.upper()}({','.join(args)})"
    if func == "round":
        # Excel rounds halves away from zero, numpy to even: equal except on exact halves
        return f"ROUND({args[0]},{args[1] if len(args) > 1 else '0'})"
    if func == "floor":
        return f"INT({args[0]})"
    if func == "ceil":
        return f"(-INT(-({args[0]})))"
    raise UntranslatableFormula(f"function '{func}' has no Excel translation")
