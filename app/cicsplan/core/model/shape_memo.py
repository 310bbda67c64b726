"""The message shape of the last recalculation, kept for the next: an edit of a rate, a workload or the hardware
leaves the shape's inputs (the catalog's costs by the cost method, the assumptions, the capacity table) as they
were, and building it again is a tenth of a recalculation at 200 workloads."""

from __future__ import annotations

import copy
import dataclasses
import threading
from typing import Any

import numpy as np

from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.costs import ModelCosts
from cicsplan.core.hardware.machines import MachineTable
from cicsplan.core.model.shape import ShapeTable, build_shape

_lock = threading.Lock()  # recalculations also run in worker threads (charts, limits)
_last: tuple[tuple[Catalog, dict[str, ModelCosts], list[str], dict[str, Any], MachineTable | None], ShapeTable] \
    | None = None


def shape_of(catalog: Catalog, costs: dict[str, ModelCosts], spaces: list[str], assumptions: dict[str, Any],
             machines: MachineTable | None = None) -> ShapeTable:
    """build_shape's table for these inputs: the last one built when they are the same (the same catalog, cost
    objects and capacity table; equal spaces and assumptions), else a new one. The table is shared between
    results, so its arrays are made read-only: nothing may change a shape in place."""
    global _last
    with _lock:
        last = _last
    if last is not None and _same(last[0], catalog, costs, spaces, assumptions, machines):
        return last[1]
    shape = build_shape(catalog, costs, spaces, assumptions, machines)
    _freeze(shape)
    with _lock:
        _last = ((catalog, dict(costs), list(spaces), copy.deepcopy(assumptions), machines), shape)
    return shape


def _same(key: tuple, catalog: Catalog, costs: dict[str, ModelCosts], spaces: list[str],
          assumptions: dict[str, Any], machines: MachineTable | None) -> bool:
    last_catalog, last_costs, last_spaces, last_assumptions, last_machines = key
    return (last_catalog is catalog and _same_machines(last_machines, machines) and last_spaces == spaces
            and last_costs.keys() == costs.keys() and all(last_costs[k] is v for k, v in costs.items())
            and last_assumptions == assumptions)


def _same_machines(a: MachineTable | None, b: MachineTable | None) -> bool:
    """The same ratings: each recalculation makes its own table with the plan's z990 link (MachineTable.with_link)."""
    if a is b:
        return True
    return (a is not None and b is not None and a.ratings is b.ratings and a.factors is b.factors
            and a.pci_per_zmips == b.pci_per_zmips and a.source_path == b.source_path)


def _freeze(shape: ShapeTable) -> None:
    for value in (getattr(shape, f.name) for f in dataclasses.fields(shape)):
        for array in value.values() if isinstance(value, dict) else (value,):
            if isinstance(array, np.ndarray):
                array.setflags(write=False)
