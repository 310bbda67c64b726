"""Errors and warnings, each tied to the place in the plan it concerns."""

from __future__ import annotations

from cicsplan.core.common.records import dataclass

ERROR = "error"
WARNING = "warning"
LIMIT = "limit"  # topic of a warning that a limit is reached or near (CPs, zIIPs, TCBs, card, ports, servers)
EXTRAPOLATION = "extrapolation"  # topic of a note that a figure lies beyond what the source measured


@dataclass(frozen=True)
class Issue:
    """A problem found in a plan. ``scope`` is workload, hardware, region_group, partition (another LPAR of the
    machine), variable, assumption, override or plan; ``index`` is the row for workloads, region groups and
    partitions."""

    severity: str
    message: str
    scope: str = "plan"
    index: int | None = None
    field: str | None = None
    name: str | None = None  # the workload's or group's name, for people
    topic: str = ""  # LIMIT, EXTRAPOLATION or "" (anything else): the order issues are read in

    @property
    def location(self) -> str:
        """Where the issue is, in the words the sheets use: "workload 'Web' (row 2), Payload in", "hardware, Machine
        zIIPs", "other LPAR 'PRODB', CP busy", "Results" (the message names the figure)."""
        if self.scope == "partition":  # another LPAR of the machine: named as the file holds it (plan-format.md)
            path = f"hardware.partitions[{self.index}]" + (f".{self.field}" if self.field else "")
            return f"other LPAR '{self.name}' ({path})" if self.name else path
        if self.scope == "totals":
            return "Results"
        if self.scope in ("workload", "region_group"):
            label = "workload" if self.scope == "workload" else "region group"
            who = f" '{self.name}'" if self.name else ""
            row = f" (row {self.index + 1})" if self.index is not None else ""
            where = f"{label}{who}{row}"
        elif self.scope in ("variable", "assumption") and self.field:
            return f"{self.scope} '{self.field}'"  # the name is the place: "variable 'peak_tps'"
        elif self.scope == "override" and self.index is not None:
            return f"coefficient override {self.index + 1}"
        elif self.scope == "plan":
            where = "plan"
        else:
            where = self.scope
        return f"{where}, {self.field_label}" if self.field else where

    @property
    def field_label(self) -> str:
        """The field's label as its sheet shows it ("Payload in"), or its key where no sheet names it."""
        from cicsplan.core.plan.fields import HARDWARE, REGION_GROUP, WORKLOAD  # fields does not import issues
        specs = {"workload": WORKLOAD, "hardware": HARDWARE, "region_group": REGION_GROUP}.get(self.scope, {})
        spec = specs.get(self.field or "")
        if spec is not None:
            return spec.label
        return {"partitions": "Other LPARs"}.get(self.field or "", f"field {self.field}")

    def text(self) -> str:
        return f"{self.location}: {self.message}"

    def to_json(self) -> dict:
        out = {"severity": self.severity, "message": self.message, "scope": self.scope}
        if self.index is not None:
            out["row"] = self.index + 1
        if self.field:
            out["field"] = self.field
        if self.name:
            out["name"] = self.name
        return out


def by_importance(issues: list[Issue]) -> list[Issue]:
    """Errors first, then warnings that a limit is reached or near, then the rest, extrapolation notes last;
    in the order found within each."""
    def rank(issue: Issue) -> int:
        if issue.severity == ERROR:
            return 0
        return {LIMIT: 1, EXTRAPOLATION: 3}.get(issue.topic, 2)
    return sorted(issues, key=rank)
