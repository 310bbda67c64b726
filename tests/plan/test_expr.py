"""The safe expression language used by formula cells and by the engine's own steps."""

import math

import numpy as np
import pytest

from cicsplan.core.plan import expr


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
    with pytest.raises(expr.FormulaError, match="nested more than 100 levels"):
        expr.parse("=" + "(" * 500 + "1" + ")" * 500)
    with pytest.raises(expr.FormulaError, match="10,001 characters long; the limit is 2,000"):
        expr.parse("=" + "1+" * 5000 + "1")


def test_render_keeps_meaning():
    for text in ("a - (b - c)", "a / (b * c)", "(a + b) * c", "-a + b", "a ^ (b ^ c)", "max(a, b) / 10",
                 "(-a) ^ 2", "-a ^ 2", "a ^ -b", "(a ^ b) ^ c", "-(a * b) ^ c", "a * b ^ 2"):
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


# -- Issue 13: a formula can fail only as a formula error --------------------------------------------------


@pytest.mark.parametrize(("text", "message"), [
    # each of these raised a Python exception (ValueError, OverflowError) out of the formula language
    ("=0^-1", "0 ^ (-1) divides by zero (zero to a negative power)"),
    ("=(-8)^(1/3)", "(-8) ^ (1 / 3) has no real value (a negative number to a fractional power); for the real "
                    "root of a negative number write -(8^(1/3))"),
    ("=(-1)^0.5", "(-1) ^ 0.5 has no real value"),
    ("=" + "9" * 400, "the number 9999999999...99999 (400 digits) is too large: formulas hold numbers up to about "
                      "1.8e308"),
    ("=" + "9" * 400 + "*0", "(400 digits) is too large"),
    ("=1e999", "the number 1e999 is too large"),
    ("=10^400", "the result of 10 ^ 400 is too large (formulas hold numbers up to about 1.8e308)"),
    ("=2^1024", "the result of 2 ^ 1024 is too large"),
    ("=1e300*1e300", "the result of 1e+300 * 1e+300 is too large"),
    ("=1/(2-2)", "1 / (2 - 2) divides by zero"),
    ("=sqrt(-4)", "sqrt(-4) is the square root of a negative number"),
])
def test_every_maths_failure_is_a_formula_error_naming_the_part(text, message):
    with pytest.raises(expr.FormulaError) as caught:
        expr.evaluate(expr.parse(text), {})
    assert message in str(caught.value)


def test_round_digits_are_bounded_not_slow():
    """round(x, 2e9) took seconds per cell, recomputed on every edit: the number of places has a named limit."""
    for digits in ("2e9", "16", "-16", "1e300", "-1e300", "2.5"):
        with pytest.raises(expr.FormulaError, match="round's number of decimal places must be a whole number "
                                                    "from -15 to 15, not"):
            expr.evaluate(expr.parse(f"=round(x, {digits})"), {"x": 1.5})
    assert expr.evaluate(expr.parse("=round(x, 15)"), {"x": 2.5}) == 2.5
    assert expr.evaluate(expr.parse("=round(x, -2)"), {"x": 1234.0}) == 1200
    assert expr.evaluate(expr.parse("=round(x, 2)"), {"x": 2.345}) == pytest.approx(2.35)
    # a number too large to have decimals is its own rounding (numpy's scaling would overflow to inf)
    assert expr.evaluate(expr.parse("=round(1e300, 15)"), {}) == 1e300


def test_deep_and_long_formulas_name_their_limit():
    assert expr.evaluate(expr.parse("=" + "+".join(["1"] * expr.MAX_DEPTH)), {}) == expr.MAX_DEPTH
    with pytest.raises(expr.FormulaError, match="nested more than 100 levels deep .* split it into plan variables"):
        expr.parse("=" + "+".join(["1"] * (expr.MAX_DEPTH + 1)))
    assert expr.evaluate(expr.parse("=" + "(" * 150 + "1" + ")" * 150), {}) == 1  # brackets alone nest nothing
    for nested in ("-" * 1500 + "1", "max(" * 150 + "1" + ")" * 150, "(" * 250 + "1" + ")" * 250,
                   "2^" * 150 + "1"):
        with pytest.raises(expr.FormulaError, match="nested more than 100 levels"):
            expr.parse("=" + nested)
    # the longest formula: 2,000 characters, 200 names
    longest = "=max(" + ",".join(["peak_tps1"] * 198 + ["growth_factor_1"]) + ")"
    env = {"peak_tps1": 3.0, "growth_factor_1": 4.0}
    assert len(longest) == expr.MAX_FORMULA_CHARS + 1 and expr.evaluate(expr.parse(longest), env) == 4
    with pytest.raises(expr.FormulaError, match="2,001 characters long; the limit is 2,000"):
        expr.parse(longest.replace("factor_1", "factor_12"))
    with pytest.raises(expr.FormulaError, match="has 201 numbers, names and functions; the limit is 200"):
        expr.parse("=max(" + ",".join(["7"] * 200) + ")")
    with pytest.raises(expr.FormulaError, match=r"the number 1111111111\.\.\.11111 \(1,998 digits\) is too large"):
        expr.parse("=" + "1" * 1998)
    with pytest.raises(expr.FormulaError, match=r"the number 0.00000000\.\.\.00001 \(503 characters\) is longer than "
                                                r"the limit of 400 characters"):
        expr.parse("=0." + "0" * 500 + "1")


def test_power_binds_tighter_than_times_and_plus_as_in_spreadsheets():
    """Python reads ^ as exclusive-or, below +: a+b^2 was (a+b)^2."""
    for text, value in (("=1+2^3", 9), ("=2*3^2", 18), ("=10-2^2", 6), ("=-2^2", -4), ("=(-2)^2", 4),
                        ("=2^-1", 0.5), ("=2^3^2", 512), ("=peak*1.1^2", 121)):
        assert expr.evaluate(expr.parse(text), {"peak": 100.0}) == pytest.approx(value), text
    with pytest.raises(expr.FormulaError, match=r"not valid near character 3: '2\^\^3'"):
        expr.parse("=2^^3")


def test_messages_stay_sentences_for_any_formula():
    with pytest.raises(expr.FormulaError) as caught:
        expr.parse("=" + "a+" * 150 + ")")
    assert len(str(caught.value)) < 120 and "..." in str(caught.value)
    with pytest.raises(expr.FormulaError, match="function 'max' takes at least 1 argument, not 0"):
        expr.parse("=max()")
    with pytest.raises(expr.FormulaError, match="function 'round' takes 1 or 2 arguments, not 3"):
        expr.parse("=round(1, 2, 3)")
    with pytest.raises(expr.FormulaError, match="'a.b' is not allowed"):
        expr.parse("=a.b")


def test_variables_resolve_in_any_order_without_a_recursion_limit():
    for count in (1_000, 10_000):
        # defined in reverse order: v0 uses v1, ..., the last is a number (this raised RecursionError)
        cells = {f"v{i}": f"=v{i + 1}+1" for i in range(count)} | {f"v{count}": 1}
        values, errors = expr.resolve_cells(cells)
        assert not errors and values["v0"] == count + 1 and len(values) == count + 1
    shuffled = list(cells.items())
    np.random.default_rng(13).shuffle(shuffled)
    values, errors = expr.resolve_cells(dict(shuffled))
    assert not errors and values["v0"] == 10_001


def test_a_long_chain_into_a_cycle_names_the_cycle_and_its_users():
    cells = {f"v{i}": f"=v{i + 1}*2" for i in range(5_000)} | {"v5000": "=w+1", "w": "=v4999-1"}
    values, errors = expr.resolve_cells(cells)
    assert errors["w"] == "circular reference: v4999 -> v5000 -> w -> v4999"
    assert errors["v5000"] == errors["w"] == errors["v4999"]
    assert errors["v4998"] == "depends on 'v4999', which has an error"
    assert errors["v0"] == "depends on 'v1', which has an error" and not values
    _, errors = expr.resolve_cells({"me": "=me+1"})
    assert errors == {"me": "circular reference: me -> me"}


def test_broken_variables_leave_the_others_resolved():
    cells = {"a": "=0^-1", "b": "=a*2", "c": "=nope+1", "d": 10 ** 400, "e": "=(-8)^(1/3)", "f": float("inf"),
             "ok": "=round(g, 2)", "g": 2.345}
    values, errors = expr.resolve_cells(cells)
    assert values == {"ok": pytest.approx(2.35), "g": 2.345}
    assert errors["a"].startswith("0 ^ (-1) divides by zero")
    assert errors["b"] == "depends on 'a', which has an error"
    assert errors["c"] == "unknown name 'nope'"
    assert errors["d"] == errors["f"] == "must be a finite number (up to about 1.8e308)"
    assert "no real value" in errors["e"]


def test_names_unicode_normalises_are_one_name_where_defined_and_where_referenced(catalog):
    """Python's parser reads the names in a formula as NFKC normalises them (ﬁx is fix, the micro sign µ the Greek
    mu μ): a variable defined with such a name used to be unreachable (issue 24)."""
    from cicsplan.core.model.engine import compute
    from cicsplan.core.plan.plan import plan_from_json

    doc = {"format": "cicsplan", "version": 1, "name": "x", "variables": {"ﬁx": 100, "µs": 2},
           "workloads": [{"name": "a", "ingress": "3270", "tps": "=ﬁx*µs"},
                         {"name": "b", "ingress": "3270", "tps": "=fix+μs"}]}
    result = compute(plan_from_json(doc), catalog)
    assert not result.errors, [e.text() for e in result.errors]
    assert list(result.resolved.tps) == [200.0, 102.0]


def test_two_names_that_normalise_alike_are_both_errors_naming_each_other():
    values, errors = expr.resolve_cells({"ﬁx": 1, "fix": 2, "other": 3})
    assert values == {"other": 3.0}
    assert errors == {"fix": "is the same name as 'ﬁx' once Unicode normalises both to 'fix'; rename one",
                      "ﬁx": "is the same name as 'fix' once Unicode normalises both to 'fix'; rename one"}


SHAPES = [(), (1,), (3,), (1, 3), (2, 1), (2, 3), (0,), (2, 0), (4, 2, 3), (1, 1, 1)]


@pytest.mark.parametrize("first", SHAPES)
@pytest.mark.parametrize("second", SHAPES)
@pytest.mark.parametrize("third", [None, (), (3,), (2, 3)])
def test_the_engines_broadcast_shape_is_numpys(first, second, third):
    """The engine's steps ask for the shape their operands broadcast to hundreds of times a run: the shortcut where
    they agree gives numpy's answer, and shapes that cannot broadcast fail as numpy's do."""
    shapes = (first, second) if third is None else (first, second, third)
    try:
        expected = np.broadcast_shapes(*shapes)
    except ValueError:
        with pytest.raises(ValueError):
            expr.broadcast_shape(*shapes)
        return
    assert expr.broadcast_shape(*shapes) == expected
    assert expr.broadcast_shape() == np.broadcast_shapes() == ()
