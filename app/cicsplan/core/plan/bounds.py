"""A plan against the limits of what cicsplan takes (core.common.limits): one check for opening, saving,
importing and editing, so that cicsplan never writes a plan it would refuse to open again."""

from __future__ import annotations

from cicsplan.core.common import limits
from cicsplan.core.plan.plan import Plan, Record

ROW_TABLES = {"workloads": "workload", "region_groups": "region group", "partitions": "other LPAR"}  # rows


def row_limit(table: str) -> int:
    """The most rows a scenario's ``table`` may hold (read when asked, so a test may lower it)."""
    return {"region_groups": limits.MAX_REGION_GROUPS, "partitions": limits.MAX_PARTITIONS}.get(table,
                                                                                                 limits.MAX_WORKLOADS)


def text_limit(key: str) -> int:
    """The most characters a text under ``key`` may hold."""
    return limits.MAX_NAME_CHARS if key == "name" else limits.MAX_TEXT_CHARS


def text_problem(value: object, what: str, limit: int) -> str | None:
    """A sentence when ``value`` is text longer than ``limit`` characters, else None."""
    if isinstance(value, str) and len(value) > limit:
        verb = "are" if what.endswith("notes") else "is"
        return f"{what} {verb} {len(value):,} characters long; at most {limit:,} are allowed"
    return None


def count_problem(count: int, what: str, limit: int, where: str) -> str | None:
    if count > limit:
        return f"{where} has {count:,} {what}s; at most {limit:,} are allowed"
    return None


def rows_problem(table: str, count: int, scenario_name: str) -> str | None:
    """A sentence when a scenario's table (workloads, region_groups) would hold more rows than allowed."""
    return count_problem(count, ROW_TABLES.get(table, table), row_limit(table), f"scenario '{_short(scenario_name)}'")


def cell_problem(key: str, value: object, where: str) -> str | None:
    """A sentence when a cell's text is too long for its field (``where``: "scenario 'Base', workload 3")."""
    return text_problem(value, f"{where}: the {key}", text_limit(key))


def plan_problems(plan: Plan) -> list[str]:
    """Everything in ``plan`` beyond the limits (empty when it is within them), each a sentence naming where."""
    problems: list[str] = []

    def add(problem: str | None) -> None:
        if problem is not None:
            problems.append(problem)

    add(count_problem(len(plan.scenarios), "scenario", limits.MAX_SCENARIOS, "the plan"))
    add(text_problem(plan.name, "the plan's name", limits.MAX_NAME_CHARS))
    add(text_problem(plan.notes, "the plan's notes", limits.MAX_TEXT_CHARS))
    rows = (plan.capacity_table or {}).get("rows")
    if isinstance(rows, list):
        add(count_problem(len(rows), "row", limits.MAX_CAPACITY_ROWS, "the imported capacity table"))
    _mappings(add, "the plan", plan.variables, plan.assumptions)
    for scenario in plan.scenarios:
        where = f"scenario '{_short(scenario.name)}'"
        add(text_problem(scenario.name, f"the name of {where}", limits.MAX_NAME_CHARS))
        add(text_problem(scenario.notes, f"the notes of {where}", limits.MAX_TEXT_CHARS))
        _mappings(add, where, scenario.variables, scenario.assumptions)
        _record(add, scenario.hardware, f"{where}, hardware")
        for table in ROW_TABLES:
            records: list[Record] = getattr(scenario, table)
            add(rows_problem(table, len(records), scenario.name))
            for i, record in enumerate(records):
                _record(add, record, f"{where}, {ROW_TABLES[table]} {i + 1}")
        if len(problems) > 20:
            break
    return problems


def _record(add, record: Record, where: str) -> None:
    for key, value in record.values.items():
        add(cell_problem(key, value, where))


def _mappings(add, where: str, variables: dict, assumptions: dict) -> None:
    for label, mapping in (("variables", variables), ("assumption overrides", assumptions)):
        add(count_problem(len(mapping), label.removesuffix("s"), limits.MAX_VARIABLES, where))
        for key, value in mapping.items():
            add(text_problem(key, f"a name in {where}'s {label}", limits.MAX_NAME_CHARS))
            add(text_problem(value, f"{where}'s {label}: {_short(key)}", limits.MAX_TEXT_CHARS))


def _short(text: str) -> str:
    return text if len(text) <= 40 else f"{text[:37]}..."
