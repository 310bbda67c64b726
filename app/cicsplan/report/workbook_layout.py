"""Where each quantity of the calculation lives in the workbook, and how a formula refers to it.

Levels follow calc.QUANTITIES: "total" quantities have one cell, "workload" ones a cell per
workload row, "cell" ones a cell per (workload, address space) row of the long tables, "space" ones
a cell per address-space row, "lpar" ones a cell per row of the other LPARs hosting region groups.
"""

from __future__ import annotations

from dataclasses import field

from openpyxl.utils import get_column_letter

from cicsplan.core.common.records import dataclass


@dataclass
class Placement:
    sheet: str
    column: int
    level: str
    rows: dict = field(default_factory=dict)  # total {None: row}, workload {i: row}, cell {(i, a): row}, space {a:
    # row}, group {g: row}, lpar {slot: row} (slot 0 the first other LPAR hosting region groups)

    def row(self, workload: int | None, space: int | None, group: int | None, lpar: int | None = None) -> int:
        if self.level == "lpar":
            return self.rows[lpar]
        if self.level == "total":
            return self.rows[None]
        if self.level == "workload":
            return self.rows[workload]
        if self.level == "space":
            return self.rows[space]
        if self.level == "group":
            return self.rows[group]
        return self.rows[(workload, space)]


def coordinate(column: int, row: int, absolute: bool = False) -> str:
    letter = get_column_letter(column)
    return f"${letter}${row}" if absolute else f"{letter}{row}"


def quoted(sheet: str) -> str:
    return "'" + sheet.replace("'", "''") + "'"


@dataclass
class Layout:
    places: dict[str, Placement] = field(default_factory=dict)
    group_of: list[int] = field(default_factory=list)  # each workload's region group

    def place(self, key: str, placement: Placement) -> None:
        self.places[key] = placement

    def ref(self, key: str, from_sheet: str, workload: int | None = None, space: int | None = None,
            group: int | None = None, lpar: int | None = None) -> str:
        """The reference to ``key`` for the formula of the given workload / address-space / group / LPAR row."""
        p = self.places[key]
        absolute = p.level == "total"
        if group is None and workload is not None and self.group_of:
            group = self.group_of[workload]
        text = coordinate(p.column, p.row(workload, space, group, lpar), absolute)
        return text if p.sheet == from_sheet else f"{quoted(p.sheet)}!{text}"

    def column_range(self, key: str, from_sheet: str, rows: list[int]) -> str:
        p = self.places[key]
        text = f"{coordinate(p.column, min(rows), True)}:{coordinate(p.column, max(rows), True)}"
        return text if p.sheet == from_sheet else f"{quoted(p.sheet)}!{text}"
