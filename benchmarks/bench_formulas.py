"""The cost of one formula at the formula language's bounds, and of resolving 10,000 chained variables.

Every formula a planner can type is bounded (length, nesting depth, number size, round's places: see
cicsplan.core.plan.expr), so that none costs more than about a millisecond; this measures the worst cases, each
parsed cold (the parse cache cleared) and evaluated, the error paths included. Then plan variables: a
chain of 10,000 defined in reverse order (which raised RecursionError before issue 13), in random order,
and closed into one cycle, resolved cold and again with the parse cache warm (as after an edit).

Run: .venv/bin/python benchmarks/bench_formulas.py   (prints a table; figures go to benchmarks/RESULTS.md)
"""

from __future__ import annotations

import contextlib
import random
import statistics
import time

from cicsplan.core.catalog.catalog import load_catalog
from cicsplan.core.model.engine import compute
from cicsplan.core.plan import expr
from cicsplan.core.plan.plan import Plan, Record, Scenario

ENV = {"peak": 4000.0, "growth": 1.3, "peak_tps1": 3.0, "growth_factor_1": 4.0}
DEPTH = expr.MAX_DEPTH


def worst_cases() -> dict[str, str]:
    """Formulas at (or just past) each bound; the ones past it measure the cost of refusing."""
    terms = expr.MAX_TERMS
    longest = "=max(" + ",".join(["peak_tps1"] * (terms - 2) + ["growth_factor_1"]) + ")"
    return {
        f"longest: max() of {terms - 1} names, 2,000 characters": longest,
        f"most terms: max() of {terms - 1} numbers": "=max(" + ",".join(["7.5"] * (terms - 1)) + ")",
        f"most terms: {terms} numbers in sums of sums": "=" + "+".join(
            "(" + "+".join(["1.5"] * 50) + ")" for _ in range(terms // 50)),
        f"deepest: a sum of {DEPTH} names": "=" + "+".join(["peak"] * DEPTH),
        f"deepest: {DEPTH - 1} nested max()": "=" + "max(peak," * (DEPTH - 1) + "1" + ")" * (DEPTH - 1),
        f"deepest: a power tower {DEPTH} high": "=" + "^".join(["1.0001"] * DEPTH),
        f"deepest: {DEPTH - 1} unary minus signs": "=" + "-" * (DEPTH - 1) + "peak",
        f"largest literal: {expr.MAX_LITERAL_CHARS} characters": "=0." + "1" * (expr.MAX_LITERAL_CHARS - 2),
        "round at its limit of places": "=round(peak/7, 15)+round(peak*1e10, -15)",
        "refused: 2,001 characters": longest.replace("factor_1", "factor_12"),
        f"refused: max() of {terms} numbers ({terms + 1} terms)": "=max(" + ",".join(["7"] * terms) + ")",
        f"refused: nested {DEPTH + 1} deep": "=" + "+".join(["peak"] * (DEPTH + 1)),
        "refused: 1,999 unary minus signs": "=" + "-" * 1999 + "1",
        "brackets: 200 around one number (they nest nothing)": "=" + "(" * 200 + "1" + ")" * 200,
        "refused: 201 nested brackets": "=" + "(" * 201 + "1" + ")" * 201,
        "refused: a 400-digit literal": "=" + "9" * 400,
        "refused: a 1,999-digit literal": "=" + "9" * 1999,
        "refused: a syntax error after 1,990 characters": "=" + "peak_tps1+" * 199 + "peak)",
        "refused: 0^-1": "=0^-1",
        "refused: (-8)^(1/3)": "=(-8)^(1/3)",
        "refused: round(x, 2e9)": "=round(peak, 2e9)",
        f"refused: an overflow at the last of {DEPTH - 1} multiplications": "=" + "*".join(["1e10"] * (DEPTH - 1)),
    }


def cold_cost_ms(text: str, repeats: int) -> tuple[float, float]:
    """(median, max) milliseconds of a cold parse plus evaluation (or the FormulaError raised)."""
    times = []
    for _ in range(repeats):
        expr._parse_cached.cache_clear()
        start = time.perf_counter()
        with contextlib.suppress(expr.FormulaError):
            expr.evaluate(expr.parse(text), ENV)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def chain(count: int) -> dict[str, object]:
    return {f"v{i}": f"=v{i + 1}+1" for i in range(count)} | {f"v{count}": 1}


def resolve_ms(cells: dict[str, object], cold: bool, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        if cold:
            expr._parse_cached.cache_clear()
        else:
            expr.resolve_cells(cells)
        start = time.perf_counter()
        expr.resolve_cells(cells)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    print("one formula, parsed cold and evaluated (ms, median / max of 50)")
    worst_name, worst_ms = "", 0.0
    for name, text in worst_cases().items():
        median, slowest = cold_cost_ms(text, 50)
        print(f"  {name:<58} {median:>7.3f} {slowest:>7.3f}")
        if median > worst_ms:
            worst_name, worst_ms = name, median
    print(f"worst formula: {worst_ms:.3f} ms ({worst_name})")

    count = 10_000
    cells = chain(count)
    shuffled = list(cells.items())
    random.Random(13).shuffle(shuffled)
    cycle = dict(cells) | {f"v{count}": "=v0"}
    print(f"\nresolving {count:,} plan variables (ms, median of 5)        cold    warm")
    for name, variables in (("a chain defined in reverse order", cells), ("the chain in random order", dict(shuffled)),
                            ("the chain closed into one cycle", cycle)):
        print(f"  {name:<50} {resolve_ms(variables, True):>7.1f} {resolve_ms(variables, False):>7.1f}")
    catalog = load_catalog()
    plan = Plan(variables=cells, scenarios=[Scenario("Base", Record({"machine": "2817-779", "cps": 3, "ziips": 1}), [
        Record({"name": "w", "ingress": "3270", "tps": "=v9000"})])])
    compute(plan, catalog)
    times = []
    for _ in range(5):
        start = time.perf_counter()
        compute(plan, catalog)
        times.append((time.perf_counter() - start) * 1000)
    print(f"compute of a plan with {count:,} chained variables (parse cache warm): {statistics.median(times):.1f} ms "
          "(median of 5)")


if __name__ == "__main__":
    main()
