"""CPU per transaction of each workload, in total and per address space, scenario by scenario with the change
against the first: the rows the PDF's and the workbook's scenario comparisons print (a 3270 to web services
move is judged per transaction, not on the LPAR's totals alone)."""

from __future__ import annotations

from collections.abc import Sequence

from cicsplan.core.analysis.compare import Row, compare
from cicsplan.core.common.records import dataclass
from cicsplan.core.model.engine import ScenarioResult

TOTAL = "CPU per transaction"
IN_SPACE = "CPU per transaction in "
ALL_SPACES = "all address spaces"


def in_comparison_order(results: Sequence[ScenarioResult], base: str | None = None) -> list[ScenarioResult]:
    """The scenarios as a comparison lists them: the base first (``base``, else the plan's first scenario), then
    the others in the plan's order, whichever one the report details; a change is always measured against the
    same scenario as the Compare sheet and ``cicsplan compare`` measure it."""
    if not results:
        return []
    order = {s.name: k for k, s in enumerate(results[0].plan.scenarios)}
    ordered = sorted(results, key=lambda r: order.get(r.scenario_name, len(order)))
    first = next((r for r in ordered if r.scenario_name == base), ordered[0])
    return [first, *(r for r in ordered if r is not first)]


@dataclass(frozen=True)
class PerTransaction:
    workload: str
    where: str  # an address space's name, or ALL_SPACES for the workload's total
    row: Row  # values in ms per transaction, one per scenario; changes against the first

    @property
    def is_total(self) -> bool:
        return self.where == ALL_SPACES


def per_transaction(results: Sequence[ScenarioResult]) -> list[PerTransaction]:
    out = []
    for row in compare(list(results)).rows:
        if not row.section.startswith("Workload ") or row.unit != "ms/tran":
            continue
        workload = row.section.removeprefix("Workload ")
        if row.label == TOTAL:
            out.append(PerTransaction(workload, ALL_SPACES, row))
        elif row.label.startswith(IN_SPACE):
            out.append(PerTransaction(workload, row.label.removeprefix(IN_SPACE), row))
    return out
