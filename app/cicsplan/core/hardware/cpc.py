"""The CPC model whose MSU rating prices a machine's CPs (IBM's definition: the machine's MSU rating over its physical
CPs, whatever the LPAR's logical CPs); core.model.msu turns it into the plan's MSU figures."""

from __future__ import annotations

from cicsplan.core.hardware.machines import Machine
from cicsplan.core.hardware.ratings import RatedModel


def cpc_model(machine: Machine, lpar_cps: int) -> tuple[RatedModel, bool]:
    """The CPC model whose MSU rating prices the machine's CPs, and whether it only stands in for it (a hardware
    model such as 3906-M04, whose CP count is not known, is priced as the n-way model of the LPAR's CPs)."""
    designation = machine.designation
    ratings = machine.table.ratings
    if designation.model_cps is not None:
        return ratings.rating(designation.machine_type, designation.setting, designation.model_cps), False
    return ratings.rating(designation.machine_type, designation.setting, int(lpar_cps)), True
