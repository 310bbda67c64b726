"""The plan's LPAR among the other LPARs of its machine: what PR/SM gives it (core.hardware.prsm) from the plan's
hardware and ``hardware.partitions``.

- The pools: the machine's physical CPs (the software model's CP count, or ``machine_cps`` for a hardware model) and
  its physical zIIPs (``machine_zIIPs``; without them the zIIP pool is not modelled and the LPAR owns its zIIPs).
- The other LPARs ask for their stated busy of their logical processors (busy_pct, ziip_busy_pct); their caps hold
  them (initial capping at their weight's share, absolute capping in CPs, defined capacity at its MSU over the
  machine's MSU per CP).
- The plan's LPAR asks for all it can get: what it gets is the CPs (and zIIPs) available to it with the others at
  their load, within its logical processors, initial and absolute capping. Its defined capacity acts on its
  four-hour rolling average MSU, not on each moment: it is a limit of its own (model.limits), and is shown beside
  the other caps in CPs.

A plan without other LPARs is one LPAR that owns what it has: nothing here applies and no figure moves.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from cicsplan.core.common.records import dataclass
from cicsplan.core.common.wording import counted
from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.machines import Machine
from cicsplan.core.hardware.prsm import ABSOLUTE, DEFINED, INITIAL, LOGICAL, LparShare, Pool, PoolLpar, share_pool
from cicsplan.core.plan.fields import BOOL, TEXT
from cicsplan.core.plan.issues import ERROR, WARNING, Issue
from cicsplan.core.plan.partitions import PARTITION
from cicsplan.core.plan.record import Record

SCOPE = "partition"  # the issues of hardware.partitions[i]
THIS_LPAR = "this LPAR"  # the plan's LPAR when it has no name


@dataclass(frozen=True)
class ResolvedPartition:
    """One other LPAR with its values checked; a value in error reads as its default, and the error stops the plan."""

    name: str
    logical_cps: int = 0
    logical_ziips: int = 0
    weight: float | None = None
    ziip_weight: float | None = None
    busy_pct: float = 0.0
    ziip_busy_pct: float = 0.0
    dedicated: bool = False
    initial_capping: bool = False
    absolute_cps: float | None = None
    absolute_on: bool = False
    group_capping: bool = False
    defined_msu: float = 0.0
    machine: str = ""  # another machine of the sysplex ("3931-708"); "" the plan's machine
    available_cps: float | None = None  # on another machine: what PR/SM gives it there; None its logical CPs

    @property
    def elsewhere(self) -> bool:
        """On another machine than the plan's: it takes no part in the plan machine's pools."""
        return bool(self.machine)


def resolve_partitions(reader: Any, records: list[Record]) -> tuple[list[ResolvedPartition], list[Issue]]:
    """Each partition's values checked against its field (``reader`` is the engine's cell reader): errors name
    ``hardware.partitions[i].key`` and the range allowed; unknown keys are kept, with a warning."""
    out: list[ResolvedPartition] = []
    issues: list[Issue] = []
    seen: dict[str, int] = {}
    for i, record in enumerate(records):
        raw_name = record.get("name")
        name = raw_name.strip() if isinstance(raw_name, str) else ""
        if not name or len(name) > 64:
            issues.append(Issue(ERROR, "the partition's name is required, 1 to 64 characters", SCOPE, i, "name"))
            name = f"partition {i + 1}"
        elif name.upper() in seen:
            issues.append(Issue(ERROR, f"'{name}' is also the name of other LPAR {seen[name.upper()] + 1}: each LPAR "
                                       "of a machine has its own name", SCOPE, i, "name", name))
        seen.setdefault(name.upper(), i)
        values: dict[str, Any] = {}
        for key, spec in PARTITION.items():
            if spec.kind == TEXT:
                continue
            raw = record.get(key)
            if spec.kind == BOOL:
                values[key] = reader.boolean(raw, spec, SCOPE, i, name)
            elif raw is None or (isinstance(raw, str) and not raw.strip()):
                values[key] = spec.default
            else:
                values[key] = reader.number(raw, spec, SCOPE, i, name, spec.default)
        for key in record.extra:
            if key != "caps":
                issues.append(Issue(WARNING, f"unknown field '{key}' is kept but not used", SCOPE, i, None, name))
        out.append(ResolvedPartition(
            name, int(values["logical_cps"] or 0), int(values["logical_ziips"] or 0), values["weight"],
            values["ziip_weight"], float(values["busy_pct"] or 0.0), float(values["ziip_busy_pct"] or 0.0),
            values["dedicated"], values["caps.initial"], values["caps.absolute_cps"], values["caps.absolute"],
            values["caps.group"], float(values["caps.defined_msu"] or 0.0),
            _text(record.get("machine")), values["available_cps"]))
    issues.extend(reader.issues)
    reader.issues.clear()
    return out, issues


def check_other_machines(partitions: list[ResolvedPartition], parse: Any, issues: list[Issue]) -> None:
    """An LPAR on another machine names a machine cicsplan knows (``parse`` is the machine table's) and gets no more
    CPs there than its logical CPs; Available CPs applies only there (on the plan's machine PR/SM's share of the pool
    is computed)."""
    for i, p in enumerate(partitions):
        if p.elsewhere:
            try:
                parse(p.machine)
            except ValueError as exc:
                issues.append(Issue(ERROR, f"Machine: {exc}", SCOPE, i, "machine", p.name))
            if p.available_cps is not None and p.available_cps > p.logical_cps:
                issues.append(Issue(ERROR, f"Available CPs is {p.available_cps:g}; allowed range 0.01 to its logical "
                                           f"CPs ({p.logical_cps})", SCOPE, i, "available_cps", p.name))
        elif p.available_cps is not None:
            issues.append(Issue(ERROR, "Available CPs applies to an LPAR on another machine (give its Machine); on the "
                                       "plan's machine cicsplan computes what PR/SM gives it from the weights", SCOPE,
                                i, "available_cps", p.name))


def _text(raw: Any) -> str:
    return raw.strip() if isinstance(raw, str) else ""


@dataclass(frozen=True)
class Cap:
    """One ceiling on the plan's LPAR's CPs, in CPs."""

    label: str  # prsm's LOGICAL, INITIAL, ABSOLUTE or DEFINED
    cps: float
    text: str  # "defined capacity 300 MSU (3.88 CPs at 77.2 MSU per CP, on the four-hour rolling average)"


@dataclass(frozen=True)
class PoolFigures:
    """One pool (CPs or zIIPs) as PR/SM shares it, and the plan's LPAR's part."""

    kind: str  # "CP" or "zIIP"
    pool: Pool
    own: LparShare  # the plan's LPAR

    @property
    def stolen_pct(self) -> float:
        """The share of the LPAR's logical processors' time it cannot have, the other LPARs at their load (or a cap
        holding it): 0 when it can have them all."""
        logical = self.own.logical
        return 0.0 if logical <= 0 else max(0.0, (logical - self.own.available) / logical * 100.0)


@dataclass(frozen=True)
class LparSharing:
    """What PR/SM gives the plan's LPAR, and how the machine's pools are shared."""

    name: str
    cp: PoolFigures
    ziip: PoolFigures | None  # None: the machine's zIIPs are not given; the LPAR owns its zIIPs
    caps: tuple[Cap, ...]  # every ceiling on its CPs, the lowest first
    msu_per_cp: float | None
    notes: tuple[str, ...] = field(default=())

    @property
    def binding_cap(self) -> Cap:
        return self.caps[0]


def lpar_sharing(hardware: dict[str, Any], partitions: list[ResolvedPartition], machine: Machine | None,
                 msu_per_cp: float | None) -> tuple[LparSharing | None, list[Issue]]:
    """The plan's LPAR among the machine's other LPARs; (None, []) without other LPARs (it owns what it has), and
    (None, errors) when the configuration cannot be computed, each error naming the field."""
    if not partitions and hardware.get("absolute_cap_cps") is None:
        return None, []  # it owns what it has
    issues: list[Issue] = []
    name = str(hardware.get("lpar_name") or "").strip() or THIS_LPAR
    for i, p in enumerate(partitions):
        if p.name.upper() == name.upper():
            issues.append(Issue(ERROR, f"'{p.name}' is the plan's own LPAR (hardware.lpar_name): list only the other "
                                       "LPARs of the machine", SCOPE, i, "name", p.name))
    dedicated = bool(hardware.get("dedicated"))
    weight = hardware.get("weight")
    if not partitions:  # alone on the machine, held only by its own absolute cap
        weight = weight or 1.0
    if not dedicated and weight is None:
        issues.append(Issue(ERROR, "LPAR weight is required (1 to 999) when the machine has other LPARs: it sets the "
                                   "plan's LPAR's share of the CPs; or tick Dedicated processors", "hardware", None,
                            "weight"))
    physical_cps = _physical_cps(hardware, machine, issues, alone=not partitions)
    if any(i.severity == ERROR for i in issues) or physical_cps is None:
        return None, issues
    notes: list[str] = []
    cps, ziips = int(hardware["cps"]), int(hardware["ziips"])
    own_cp = PoolLpar(name, cps, weight, dedicated, None, bool(hardware.get("initial_capping")),
                      hardware.get("absolute_cap_cps"))
    other_cps = [PoolLpar(p.name, p.logical_cps, p.weight, p.dedicated, p.busy_pct / 100.0 * p.logical_cps,
                          p.initial_capping, p.absolute_cps, _msu_cps(p.defined_msu, msu_per_cp))
                 for p in partitions]
    for i, p in enumerate(partitions):
        if p.absolute_on and p.absolute_cps is None:
            issues.append(Issue(WARNING, "absolute capping is defined but its value is not given (RMF does not print "
                                         "it): it is not applied; give it in CPs as caps.absolute_cps", SCOPE, i,
                                "caps.absolute_cps", p.name))
        if p.group_capping:
            notes.append(f"{p.name} is in a capacity group: the group's limit is not modelled")
    try:
        cp_pool = share_pool(physical_cps, [own_cp, *other_cps], "CP")
    except MachineError as exc:
        issues.append(Issue(ERROR, f"the machine's CPs cannot be shared so: {exc}", "hardware", None, "partitions"))
        return None, issues
    ziip = _ziip_pool(hardware, name, ziips, dedicated, partitions, issues)
    if any(i.severity == ERROR for i in issues):
        return None, issues
    own = cp_pool.lpar(name)
    caps = _caps(own, cp_pool.shared, hardware, msu_per_cp)
    return LparSharing(name, PoolFigures("CP", cp_pool, own), ziip, caps, msu_per_cp, tuple(notes)), issues


def _physical_cps(hardware: dict[str, Any], machine: Machine | None, issues: list[Issue],
                  alone: bool = False) -> int | None:
    given = hardware.get("machine_cps")
    model = machine.model_cps if machine is not None else None
    if alone and model is None and given is None:
        return int(hardware["cps"])  # its own CPs are the pool
    if model is not None and given is not None and int(given) != model:
        issues.append(Issue(ERROR, f"Machine CPs is {int(given)}; a {machine.text} has {counted(model, 'CP')}: leave "
                                   "it empty, or give the machine as its hardware model", "hardware", None,
                            "machine_cps"))
        return None
    if model is not None:
        return model
    if given is not None:
        return int(given)
    if machine is None:
        return None  # the machine's own error says why
    issues.append(Issue(ERROR, f"Machine CPs is required when the machine has other LPARs: {machine.text} is a "
                               "hardware model, which does not say how many CPs the LPARs share (1 to 256)",
                        "hardware", None, "machine_cps"))
    return None


def _msu_cps(msu: float, msu_per_cp: float | None) -> float | None:
    return msu / msu_per_cp if msu and msu_per_cp else None


def _ziip_pool(hardware: dict[str, Any], name: str, ziips: int, dedicated: bool,
               partitions: list[ResolvedPartition], issues: list[Issue]) -> PoolFigures | None:
    physical = hardware.get("machine_ziips")
    # another LPAR with shared logical zIIPs: the pool is shared, and without the machine's zIIPs it cannot be
    # modelled; with none elsewhere the LPAR's zIIPs are the pool (Size It's Use gives zIIPs so), nothing to say
    sharing = any(p.logical_ziips and not p.dedicated for p in partitions)
    if physical is None:
        if sharing:
            issues.append(Issue(WARNING, "Machine zIIPs is not given: the zIIP pool is not shared, the LPAR is taken "
                                         "to own its zIIPs (RMF Partition Data gives the machine's zIIPs)",
                                "hardware", None, "machine_ziips"))
        return None
    own = PoolLpar(name, ziips, hardware.get("ziip_weight") or hardware.get("weight"), dedicated)
    others = [PoolLpar(p.name, p.logical_ziips, p.ziip_weight or p.weight, p.dedicated,
                       p.ziip_busy_pct / 100.0 * p.logical_ziips) for p in partitions]
    try:
        pool = share_pool(int(physical), [own, *others], "zIIP")
    except MachineError as exc:
        issues.append(Issue(ERROR, f"the machine's zIIPs cannot be shared so: {exc}", "hardware", None,
                            "machine_ziips"))
        return None
    return PoolFigures("zIIP", pool, pool.lpar(name))


def _caps(own: LparShare, shared: float, hardware: dict[str, Any], msu_per_cp: float | None) -> tuple[Cap, ...]:
    caps = [Cap(LOGICAL, float(own.logical), f"its {counted(own.logical, 'logical CP')}")]
    if hardware.get("initial_capping") and own.share_of_pool is not None:
        weight_share = own.share_of_pool * shared
        caps.append(Cap(INITIAL, weight_share,
                        f"initial capping at its weight's share, {counted(round(weight_share, 3), 'CP')}"))
    absolute = hardware.get("absolute_cap_cps")
    if absolute is not None:
        caps.append(Cap(ABSOLUTE, float(absolute), f"absolute capping at {counted(float(absolute), 'CP')}"))
    defined = float(hardware.get("defined_capacity_msu") or 0.0)
    if defined > 0 and msu_per_cp:
        cps = defined / msu_per_cp
        caps.append(Cap(DEFINED, cps, f"defined capacity {defined:,.0f} MSU ({counted(round(cps, 2), 'CP')} at "
                                      f"{msu_per_cp:,.1f} MSU per CP, on the four-hour rolling average)"))
    order = {label: k for k, label in enumerate((LOGICAL, INITIAL, ABSOLUTE, DEFINED))}
    return tuple(sorted(caps, key=lambda c: (round(c.cps, 9), order[c.label])))


def available_is_computed(sharing: LparSharing | None, kind: str) -> bool:
    """Whether the CPs (kind "CP") or zIIPs the LPAR can get are computed from a shared pool (PR/SM's weights and
    the other LPARs' load), not simply its logical processors as typed in."""
    pool = None if sharing is None else sharing.cp if kind == "CP" else sharing.ziip
    return pool is not None and not pool.own.dedicated


def available_source(sharing: LparSharing | None, kind: str, hardware: dict[str, Any]) -> str:
    """Where the CPs (kind "CP") or zIIPs the LPAR can get come from, in words, for the formula pane: the formula
    with its values when PR/SM computes them."""
    logical = int(hardware["cps"] if kind == "CP" else hardware["ziips"])
    pool = None if sharing is None else sharing.cp if kind == "CP" else sharing.ziip
    if pool is None:
        why = ("the machine's zIIPs are not given (hardware machine_ziips)" if sharing is not None
               else "no other LPARs on the machine (Hardware sheet, Other LPARs)")
        return f"its {counted(logical, 'logical ' + kind)}: {why}, so the LPAR owns them"
    own = pool.own
    if own.dedicated:
        return f"its {counted(logical, 'dedicated ' + kind)}"
    others = ", ".join(f"{p.name} {p.given:.3g}" for p in pool.pool.lpars if p.name != own.name) or "none"
    return (f"{kind}s it can get = the {pool.pool.shared:g} shared {kind}s less what the other LPARs take at their "
            f"stated busy ({others} {kind}s), at most {own.ceiling:g} ({own.ceiling_by}) = {own.available:.3g}; its "
            f"weight's share {own.share_of_pool:.1%} of them entitles it to {own.entitled:.3g} (IBM PR/SM Planning "
            "Guide, processing weights)")
