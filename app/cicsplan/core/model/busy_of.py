"""A busy figure with the capacity it is of, as the views show it beside a response time.

An LPAR's busy is a share of its logical processors; on a machine shared with other LPARs, PR/SM may give it fewer
processors than that (its weight's share and what the others leave), and the response time queues on what it gets:
"26.6 % busy" of 16 logical CPs is 100 % of the 4.26 CPs it gets, and saturated. A shared LPAR's busy is therefore
always told of both capacities, what it gets first (issue 28).
"""

from __future__ import annotations

import math

from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.model.result import ScenarioResult


@dataclass(frozen=True)
class BusyOf:
    """One pool's busy: of the LPAR's logical processors, and of what PR/SM gives it (None when it owns them)."""

    kind: str  # "CP" or "zIIP"
    busy_pct: float  # of its logical processors
    logical: int
    available: float | None = None  # the processors PR/SM gives it with the other LPARs at their load
    available_busy_pct: float | None = None

    @property
    def shared(self) -> bool:
        return self.available is not None and self.available_busy_pct is not None

    def text(self) -> str:
        """'100.1% of the 3.89 CPs PR/SM gives it (28.0% of its 15 logical CPs)', or '28.0% of 15 CPs'."""
        if not self.shared:
            return f"{pct_text(self.busy_pct)} of {counted(self.logical, self.kind)}"
        return (f"{pct_text(self.available_busy_pct)} of the {self.available:.2f} {self.kind}s PR/SM gives it "
                f"({pct_text(self.busy_pct)} of its {counted(self.logical, 'logical ' + self.kind)})")

    def status(self) -> str:
        """For the status line after 'CPs' or 'zIIPs': '26.6% busy of 16', or '100.1% busy of the 4.20 CPs PR/SM
        gives it (28.0% of its 15 logical CPs)'."""
        if not self.shared:
            return f"{pct_text(self.busy_pct)} busy of {self.logical:g}"
        return self.text().replace(" of the ", " busy of the ", 1)

    def cell(self) -> str:
        """For a table whose header says CP (or zIIP) busy: '28.0%' when it owns its processors, else
        '100.1% of 3.89 it gets · 28.0% of 15 logical'."""
        if not self.shared:
            return pct_text(self.busy_pct)
        return f"{pct_text(self.available_busy_pct)} of {self.available:.2f} it gets · {pct_text(self.busy_pct)} of " \
               f"{self.logical} logical"


def pct_text(value: float | None) -> str:
    """'28.0%', or 'n/a' when there is no figure."""
    return "n/a" if value is None or not math.isfinite(value) else f"{value:.1f}%"


def busy_of(result: ScenarioResult, kind: str = "CP") -> BusyOf:
    """The scenario's CP (or zIIP) busy with its capacities; what PR/SM gives only on a shared machine (and, for
    zIIPs, when the machine's zIIPs are given)."""
    env, hw, sharing = result.env, result.resolved.hardware, result.resolved.sharing
    if kind == "CP":
        busy, logical = float(env["gcp_busy_pct"]), int(hw["cps"])
        if sharing is None:
            return BusyOf(kind, busy, logical)
        return BusyOf(kind, busy, logical, float(env["cp_available_engines"]), float(env["gcp_available_busy_pct"]))
    busy, logical = float(env["ziip_busy_pct"]), int(hw["ziips"])
    if sharing is None or sharing.ziip is None or logical <= 0:
        return BusyOf(kind, busy, logical)
    available = float(env["ziip_available_engines"])
    servers = float(env["ziip_servers"])
    # the busy is a share of its logical zIIPs: the same work over what it gets
    of_available = busy * servers / available if available > 0 else math.inf
    return BusyOf(kind, busy, logical, available, of_available)


def saturated_on(result: ScenarioResult, workload: int) -> str:
    """What a workload's saturated response time queues on: 'the CPs PR/SM gives it', 'the zIIPs', 'the QR TCB of
    region group AOR'; '' when its response time is finite."""
    env = result.env
    waits = (("cp_wait_ms", "the CPs" + (" PR/SM gives it" if result.resolved.sharing is not None else "")),
             ("ziip_wait_ms", "the zIIPs"), ("qr_wait_ms", "the QR TCB"))
    for key, words in waits:
        if math.isinf(float(env[key].ravel()[workload])):
            if key == "qr_wait_ms":
                return f"{words} of region group {result.resolved.region_names[workload]}"
            return words
    return ""


def cp_busy_words(result: ScenarioResult) -> str:
    """'28.0%' on a machine the LPAR owns; '100.1% of the 4.20 CPs PR/SM gives it (28.0% of its 15 logical CPs)' on
    a shared one."""
    busy = busy_of(result)
    return busy.text() if busy.shared else pct_text(busy.busy_pct)
