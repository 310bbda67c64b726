"""Property tests of the formula language (issue 13): whatever a planner types, parsing and evaluating give a
finite number or a FormulaError with a sentence; never another exception, never a hang. Variables over
each other resolve to values or errors, one per variable. A formula in a plan cell is an issue on that cell.

The time guard is a hang guard, not a speed target (benchmarks/bench_formulas.py measures the cost): a
formula that takes over GUARD_S is timed again from a cold parse, and fails only if it is slow every time.
"""

from __future__ import annotations

import math
import time
import warnings

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.model.engine import compute
from cicsplan.core.plan import expr
from cicsplan.core.plan.issues import ERROR
from cicsplan.core.plan.plan import plan_from_json
from conftest import minimal_plan

GUARD_S = 0.05
ENV = {"peak": 4000.0, "growth": 1.3, "neg": -2.5, "zero": 0.0, "huge": 1e308, "tiny": 5e-324}
FUNCTIONS = sorted(expr.FUNCTIONS)
OPERATORS = ["+", "-", "*", "/", "^", "**"]
FUZZ = settings(max_examples=budget(300), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

numbers = st.one_of(
    st.integers(min_value=0, max_value=10**12).map(str),
    st.integers(min_value=0, max_value=10**420).map(str),  # past a float's range from 309 digits
    st.floats(min_value=0, allow_nan=False, allow_infinity=False).map(repr),  # 5e-324 ... 1.7976931348623157e+308
    st.integers(min_value=-400, max_value=400).map(lambda e: f"1e{e}"),
    st.sampled_from(["0", "0.0", ".5", "5.", "1_000", "0x1F", "2e9", "1e999", "1e-999", "-0.0", "1j", "True"]),
)
names = st.sampled_from([*ENV, "nope", "x", "round", "__import__"])


def _extend(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(children, st.sampled_from(OPERATORS), children).map("".join),
        children.map(lambda c: f"({c})"),
        st.tuples(st.sampled_from(["-", "+"]), children).map("".join),
        st.tuples(st.sampled_from(FUNCTIONS), st.lists(children, max_size=4)).map(
            lambda t: f"{t[0]}({', '.join(t[1])})"),
        st.tuples(children, numbers).map(lambda t: f"round({t[0]}, {t[1]})"),  # round's places, any size
        st.tuples(children, children).map(lambda t: f"round({t[0]}, -{t[1]})"),
    )


grammar = st.recursive(numbers | names, _extend, max_leaves=40)
deep = st.tuples(st.sampled_from(["(", "-", "max(", "2^", "sqrt(", "1+"]), st.integers(0, 400)).map(
    lambda t: t[0] * t[1] + "1" + (")" * t[1] if t[0].endswith("(") else ""))
garbage = st.text(alphabet="0123456789.e+-*/^(),_ =abcdefghijklmnopqrstuvwxyz'\"[]{}:;!<>&|~@#\\\x00é",
                  max_size=80)
formulas = st.one_of(grammar, grammar.map(lambda f: "=" + f), deep, garbage)


def outcome(text: str, env: dict[str, float]) -> float | expr.FormulaError:
    """The value of ``text``, or its FormulaError; any other exception fails the test where it is raised, and
    so does a warning (Python's tokenizer prints some on stderr, which the CLI's user would see)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            return expr.evaluate(expr.parse(text), env)
        except expr.FormulaError as exc:
            return exc
        finally:
            assert not caught, (text, [str(w.message) for w in caught])


def seconds_cold(text: str, env: dict[str, float]) -> float:
    expr._parse_cached.cache_clear()
    started = time.perf_counter()
    outcome(text, env)
    return time.perf_counter() - started


@FUZZ
@given(text=formulas)
@example(text="=0^-1")  # the cases issue 13 reported, always among the examples
@example(text="=(-8)^(1/3)")
@example(text="=" + "9" * 400)
@example(text="=round(peak, 2e9)")
@example(text="=1information")  # a SyntaxWarning on stderr before the error
def test_a_formula_gives_a_finite_number_or_a_formula_error(text):
    started = time.perf_counter()
    result = outcome(text, ENV)
    elapsed = time.perf_counter() - started
    if isinstance(result, expr.FormulaError):
        message = str(result)
        assert message and len(message) < 400 and "Traceback" not in message, message
    else:
        assert type(result) is float and math.isfinite(result), (text, result)
    if elapsed > GUARD_S:  # a pause of the machine, or a slow path: a slow path is slow every time
        assert min(seconds_cold(text, ENV) for _ in range(3)) < GUARD_S, (text, elapsed)


VARIABLES = ["a", "b", "c", "d", "e", "f"]
variable_cells = st.one_of(
    st.recursive(numbers | st.sampled_from([*VARIABLES, "nope"]), _extend, max_leaves=8).map(lambda f: "=" + f),
    st.floats(allow_nan=True, allow_infinity=True), st.integers(-10**400, 10**400), st.booleans(), st.text(max_size=5))
variable_sets = st.dictionaries(st.sampled_from(VARIABLES), variable_cells, min_size=1)


@FUZZ
@given(cells=variable_sets)
def test_variables_resolve_to_one_value_or_one_error_each(cells):
    started = time.perf_counter()
    values, errors = expr.resolve_cells(cells)
    assert time.perf_counter() - started < 1.0, cells  # a hang guard: six variables
    assert set(values) | set(errors) == set(cells) and not set(values) & set(errors)
    assert all(type(v) is float and math.isfinite(v) for v in values.values())
    assert all(isinstance(m, str) and m for m in errors.values())


@settings(max_examples=budget(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=grammar.map(lambda f: "=" + f))
def test_a_formula_in_a_plan_is_an_issue_on_its_cell_and_the_plan_computes(catalog, text):
    doc = minimal_plan(tps=text)
    doc["workloads"].append({"name": "other", "ingress": "3270", "tps": 1500})
    doc["variables"] = {name: value for name, value in ENV.items() if name != "tiny"}
    result = compute(plan_from_json(doc), catalog)  # never raises
    value = outcome(text, doc["variables"])
    tps_errors = [i for i in result.errors if i.scope == "workload" and i.index == 0 and i.field == "tps"]
    if isinstance(value, expr.FormulaError) or not 0 <= value <= 1_000_000:
        assert tps_errors and tps_errors[0].name == "w", (text, result.errors)
        assert "workload 'w' (row 1), Rate: " in tps_errors[0].text()
    else:
        assert not result.errors and result.resolved.tps[0] == value
    # the other workload is computed either way
    assert result.resolved.valid[1] and result.value("wl_total_ms", 1) > 0
    assert not [i for i in result.errors if i.severity == ERROR and i.index == 1]
