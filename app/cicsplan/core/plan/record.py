"""A row of a plan's cells: what the planner typed, kept as typed, with the keys this version does not know."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from cicsplan.core.common.records import dataclass

Scalar = str | int | float | bool | None


@dataclass
class Record:
    """A row of fields (a workload, the hardware, a region group) plus unknown keys kept as they were."""

    values: dict[str, Scalar] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Scalar = None) -> Scalar:
        return self.values.get(key, default)

    def set(self, key: str, value: Scalar) -> None:
        if value is None or value == "":
            self.values.pop(key, None)
        else:
            self.values[key] = value

    def to_json(self) -> dict[str, Any]:
        return {**self.values, **self.extra}
