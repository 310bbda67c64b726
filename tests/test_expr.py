"""The safe expression language used by formula cells and by the engine's own steps."""

import math

import numpy as np
import pytest

from cicsplan.core import expr


@pytest.mark.parametrize(("text", "value"), [
    ("=1+2*3", 7), ("(1+2)*3", 9), ("=2^3", 8), ("2**3", 8), ("-4+10", 6), ("=max(1, 5, 3)", 5),
    ("=min(4, 2)", 2), ("=round(2.345, 2)", 2.35), ("=ceil(2.1)", 3), ("=floor(2.9)", 2), ("=sqrt(16)", 4),
    ("=abs(-3)", 3), ("=10/4", 2.5),
])
def test_arithmetic(text, value):
    assert expr.evaluate(expr.parse(text), {}) == pytest.approx(value)


def test_variables_and_arrays():
    node = expr.parse("=peak_tps*1.3")
    assert expr.names(node) == {"peak_tps"}
    assert expr.evaluate(node, {"peak_tps": 1000.0}) == pytest.approx(1300)
    out = expr.evaluate(expr.parse("a*b+1"), {"a": np.array([1.0, 2.0]), "b": np.array([3.0, 4.0])})
    assert list(out) == [4.0, 9.0]


@pytest.mark.parametrize("text", [
    "__import__('os').system('true')", "().__class__", "a.b", "[1,2]", "lambda: 1", "'text'", "x if y else z",
    "a < b", "f(1)", "open('x')", "1; 2", "a[0]", "{1: 2}", "True",
])
def test_rejects_anything_but_arithmetic(text):
    with pytest.raises(expr.FormulaError):
        expr.parse(text)


def test_errors_say_why():
    with pytest.raises(expr.FormulaError, match="unknown name 'peak'"):
        expr.evaluate(expr.parse("=peak*2"), {})
    with pytest.raises(expr.FormulaError, match="divides by zero|division by zero"):
        expr.evaluate(expr.parse("=1/0"), {})
    with pytest.raises(expr.FormulaError, match="not valid"):
        expr.parse("=1+")
    with pytest.raises(expr.FormulaError, match="empty"):
        expr.parse("=")
    with pytest.raises(expr.FormulaError):
        expr.evaluate(expr.parse("=10^10000"), {})
    with pytest.raises(expr.FormulaError, match="nested"):
        expr.parse("=" + "(" * 500 + "1" + ")" * 500)
    with pytest.raises(expr.FormulaError, match="longer"):
        expr.parse("=" + "1+" * 5000 + "1")


def test_render_keeps_meaning():
    for text in ("a - (b - c)", "a / (b * c)", "(a + b) * c", "-a + b", "a ^ (b ^ c)", "max(a, b) / 10"):
        node = expr.parse(text)
        rendered = expr.render(node).replace("×", "*").replace("−", "-")
        env = {"a": 7.0, "b": 3.0, "c": 2.0}
        assert expr.evaluate(expr.parse(rendered), env) == pytest.approx(expr.evaluate(node, env))


def test_resolve_cells_orders_and_finds_cycles():
    values, errors = expr.resolve_cells({"a": "=b*2", "b": 10, "c": "=a+b"})
    assert values == {"a": 20.0, "b": 10.0, "c": 30.0} and not errors
    values, errors = expr.resolve_cells({"x": "=y+1", "y": "=z+1", "z": "=x+1", "ok": 1, "bad": "=ok+nope"})
    assert values == {"ok": 1.0}
    assert "circular reference" in errors["x"] and "x -> y -> z -> x" in errors["x"]
    assert "unknown name 'nope'" in errors["bad"]
    values, errors = expr.resolve_cells({"d": "=e", "e": "=1/0"})
    assert "e" in errors and "has an error" in errors["d"]
    _, errors = expr.resolve_cells({"n": math.nan, "s": "text"})
    assert set(errors) == {"n", "s"}
