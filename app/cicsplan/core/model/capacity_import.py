"""What an imported capacity table did to a plan: how many models it holds, of which machine types, and which of
the plan's machines it now rates (the rest stay on IBM's built-in ratings), said in one sentence for the workbook's
import and the command line."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from typing import Any

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.machines import MachineTable, validate_import
from cicsplan.core.plan.fields import HARDWARE
from cicsplan.core.plan.plan import Plan


@dataclass(frozen=True)
class CapacityImport:
    name: str
    models: int
    families: tuple[str, ...]  # "IBM z16 A01 (3931)"
    rated: tuple[str, ...] = ()  # the plan's machines whose figures now come from the table
    built_in: tuple[str, ...] = ()  # the plan's machines it does not hold: IBM's built-in ratings
    unknown: tuple[str, ...] = field(default_factory=tuple)  # the plan's machine texts no table rates
    measured: tuple[str, ...] = ()  # the documents' measurement machines it rates: the costs move from its figures

    def text(self) -> str:
        """"Capacity table 'zPCR May 2026': 40 models of IBM z16 A01 (3931). It rates the plan's 3931-705; the
        8561-705 is not in it and stays on IBM's built-in ratings.\""""
        head = f"Capacity table '{self.name}': {counted(self.models, 'model')} of {_listed(self.families)}."
        if not (self.rated or self.built_in):
            return f"{head} The plan names no machine it could rate."
        parts = [f"it rates the plan's {_listed(self.rated)}"] if self.rated else []
        if self.built_in:
            one = len(self.built_in) == 1
            whose = "the" if self.rated else "the plan's"
            parts.append(f"{whose} {_listed(self.built_in)} {'is' if one else 'are'} not in it and "
                         f"stay{'s' if one else ''} on IBM's built-in ratings")
        if self.measured:
            parts.append(f"it also rates the measurement {'machine' if len(self.measured) == 1 else 'machines'} "
                         f"{_listed(self.measured)}, so the measured costs move from its figures")
        sentence = "; ".join(parts)
        return f"{head} {sentence[0].upper()}{sentence[1:]}."


def capacity_import(table: Any, built_in: MachineTable, machines: Iterable[tuple[str, float]],
                    measured: Iterable[tuple[str, float]] = (), category: str = "AVERAGE") -> CapacityImport:
    """The summary of ``table`` (a plan's imported capacity table) for the ``machines`` a plan uses, each with its
    LPAR's CPs, and the ``measured`` machines its costs come from: a machine is rated by the table when the figures
    of its LPAR's engines come from it."""
    name, models = validate_import(table, built_in.ratings)
    families: list[str] = []
    for model in models:
        info = built_in.ratings.types.get(model.machine_type)
        family = f"{info.name} ({model.machine_type})" if info is not None else (
            f"{model.family} ({model.machine_type})" if model.family else model.machine_type)
        if family not in families:
            families.append(family)
    imported = built_in.with_import(table)
    rated, stays, unknown = [], [], []
    for text, cps in dict.fromkeys(machines):
        try:
            engine = imported.parse(text).engine(category, cps)
        except MachineError:
            unknown.append(str(text))
            continue
        (rated if engine.model.model in imported.ratings.imported else stays).append(str(text))
    from_table = []
    for text, cps in dict.fromkeys(measured):
        try:
            if imported.parse(text).engine(category, cps).model.model in imported.ratings.imported:
                from_table.append(text)
        except MachineError:
            continue
    return CapacityImport(name, len(models), tuple(families), tuple(rated), tuple(stays), tuple(unknown),
                          tuple(from_table))


def measured_machines(plan: Plan, catalog: Catalog) -> list[tuple[str, float]]:
    """(machine, LPAR CPs) of the measurements behind the ingress methods the plan's workloads use."""
    out = []
    for scenario in plan.scenarios:
        for workload in scenario.workloads:
            model = catalog.models.get(workload.get("ingress")) if isinstance(workload.get("ingress"), str) else None
            if model is not None:
                out.append((model.reference.machine, float(model.reference.lpar_cps)))
    return out


def plan_machines(plan: Plan) -> list[tuple[str, float]]:
    """(machine, LPAR CPs) of each scenario of ``plan`` and each workload's application-CPU machine, as typed."""
    out: list[tuple[str, float]] = []
    for scenario in plan.scenarios:
        hardware = scenario.hardware
        machine, cps = hardware.get("machine") or HARDWARE["machine"].default, hardware.get("cps")
        whole = isinstance(cps, int | float) and not isinstance(cps, bool)
        cps = float(cps) if whole else float(HARDWARE["cps"].default)
        if isinstance(machine, str) and machine.strip():
            out.append((machine.strip(), cps))
        for workload in scenario.workloads:
            app, app_cps = workload.get("app_machine"), workload.get("app_lpar_cps")
            if isinstance(app, str) and app.strip():
                whole = isinstance(app_cps, int | float) and not isinstance(app_cps, bool)
                out.append((app.strip(), float(app_cps) if whole else _model_cps(app.strip(), cps)))
    return out


def _model_cps(text: str, default: float) -> float:
    """The CPs a model designation names (3931-705: 5), for an application machine given without its LPAR's CPs."""
    tail = text.rsplit("-", 1)[-1]
    return float(int(tail[1:])) if len(tail) == 3 and tail[1:].isdigit() and int(tail[1:]) > 0 else default


def _listed(items: Iterable[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
