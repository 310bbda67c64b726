"""PR/SM: how the physical processors of one pool (the machine's CPs, or its zIIPs) are shared by its LPARs.

The rules, from IBM's Processor Resource/Systems Manager Planning Guide (chapter "Determining the characteristics",
sections "Processing weights", "Capping processing weights", "Absolute capping", "Processing weight management")
and z/OS MVS Planning: Workload Management ("HiperDispatch mode"):

- each processor type is a pool of its own: the weights of the LPARs sharing CPs are added together, those sharing
  zIIPs apart;
- dedicated processors leave the pool and ignore weights: the shared pool is the physical processors less those
  dedicated to active LPARs;
- an LPAR's share of the pool is its weight over the sum of the weights of the active LPARs sharing it ("ZVSE
  300/1300 = 23.1%"), its entitlement that share of the shared physical processors;
- an LPAR never gets more than its logical processors: "an LP defined to have two CPs on a three-way CPC can never
  be allocated more than 67% of the CP resources no matter what its processing weight";
- share an LPAR leaves unused goes to the LPARs with demand in proportion to their weights ("Unused CP cycles to
  which a logical core is entitled are made available to other logical cores in proportion to the weights"),
  except to a capped one, which "does not have access to the CP resources that are not utilized by other LPs";
- caps, the lowest of which applies: initial capping holds the LPAR at its weight's share; absolute capping at a
  number of processors ("2.5 processors"); defined capacity (and group capacity) hold its four-hour rolling average
  MSU, which the caller turns into processors with the machine's MSU per processor;
- HiperDispatch (the z/OS default since z/OS 1.13 on the z196) packs the entitlement onto vertical high (100 % of a
  processor), vertical medium and vertical low (no share) logical processors (``vertical_split``).

Weights are enforced within about 1 % (at most 3.6 %) of the share, so these figures are what PR/SM aims at, not
what an RMF interval will show to the last percent. Unused share flowing by weight is computed as weighted max-min
sharing ("water filling"): every LPAR gets what it asks for up to the level its weight gives it, and what those
below the level leave is shared again by weight among the rest, until the pool or the demand runs out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from cicsplan.core.common.records import dataclass
from cicsplan.core.hardware.errors import MachineError

TOLERANCE = 1e-9  # processors: below this, a remainder is rounding, not share

LOGICAL = "logical processors"
INITIAL = "initial capping"
ABSOLUTE = "absolute capping"
DEFINED = "defined capacity"
CEILINGS = (LOGICAL, INITIAL, ABSOLUTE, DEFINED)  # in the order a tie is told


@dataclass(frozen=True)
class PoolLpar:
    """One LPAR's processors of one type, as PR/SM sees them. ``demand`` is what it asks for, in processors (None:
    as much as it can get); the caps are in processors (the caller turns a defined capacity in MSU into them)."""

    name: str
    logical: int
    weight: float | None = None  # its weight in this pool; ignored when dedicated
    dedicated: bool = False
    demand: float | None = None
    initial_capping: bool = False
    absolute_cap: float | None = None
    defined_cap: float | None = None


@dataclass(frozen=True)
class Vertical:
    """HiperDispatch's split of an entitlement over the logical processors: ``high`` at 100 % of a processor each,
    ``medium`` at ``medium_share`` each (0 to 1), ``low`` with no share."""

    high: int
    medium: int
    low: int
    medium_share: float


@dataclass(frozen=True)
class LparShare:
    """What PR/SM gives one LPAR of the pool, in processors."""

    name: str
    logical: int
    dedicated: bool
    share_of_pool: float | None  # weight / sum of the sharing LPARs' weights; None for a dedicated LPAR
    entitled: float  # the share of the shared processors, within its logical processors (all of them if dedicated)
    ceiling: float  # the most it can ever get: the lowest of its logical processors and its caps
    ceiling_by: str  # which of CEILINGS sets it
    guaranteed: float  # what it gets when every LPAR of the pool asks for all it can get
    available: float  # what it gets with the others at their demand and itself asking for all it can get
    given: float  # what it gets with every LPAR at its own demand
    vertical: Vertical


@dataclass(frozen=True)
class Pool:
    """One processor pool of a machine shared by its LPARs."""

    physical: int
    shared: float  # the physical processors less those dedicated to LPARs
    lpars: tuple[LparShare, ...]

    def lpar(self, name: str) -> LparShare:
        for share in self.lpars:
            if share.name == name:
                return share
        raise KeyError(name)


def share_pool(physical: int, lpars: Sequence[PoolLpar], kind: str = "CP") -> Pool:
    """The shares, entitlements, ceilings and the processors each LPAR gets from a pool of ``physical`` processors.

    MachineError, naming the LPAR, when the configuration cannot exist: dedicated processors beyond the machine's,
    an LPAR with more logical processors than the pool it draws on (PR/SM refuses to activate it), a sharing LPAR
    without a weight."""
    if physical < 0:
        raise MachineError(f"the machine has {physical} physical {kind}s; a count of 0 or more is needed")
    dedicated = sum(p.logical for p in lpars if p.dedicated)
    if dedicated > physical:
        names = ", ".join(f"{p.name} ({p.logical})" for p in lpars if p.dedicated)
        raise MachineError(f"the LPARs with dedicated {kind}s ({names}) hold {dedicated} {kind}s; the machine has "
                           f"{physical}")
    shared = float(physical - dedicated)
    sharing = [p for p in lpars if not p.dedicated and p.logical > 0]
    for p in sharing:
        if p.logical > shared:
            raise MachineError(f"{p.name} has {p.logical} logical {kind}s sharing a pool of {shared:g} (the "
                               f"machine's {physical} less {dedicated} dedicated): PR/SM activates no more logical "
                               f"{kind}s than the shared pool holds")
        if p.weight is None or not p.weight > 0:
            raise MachineError(f"{p.name} shares the {kind}s but has no weight: a shared LPAR needs a weight of 1 "
                               "to 999")
    total = sum(float(p.weight) for p in sharing)
    share = {p.name: float(p.weight) / total for p in sharing}
    entitled = {p.name: min(share[p.name] * shared, float(p.logical)) for p in sharing}
    ceilings = {p.name: _ceiling(p, share[p.name] * shared) for p in sharing}
    weights = [float(p.weight) for p in sharing]
    caps = [ceilings[p.name][0] for p in sharing]

    def fill(demands: list[float]) -> dict[str, float]:
        return dict(zip((p.name for p in sharing), water_fill(shared, demands, weights, caps), strict=True))

    everyone = fill(caps)
    at_demand = fill([_wanted(p, ceilings[p.name][0]) for p in sharing])
    out = []
    for p in lpars:
        if p.dedicated or p.logical <= 0:
            whole = float(p.logical) if p.dedicated else 0.0
            given = whole if p.demand is None else min(whole, max(p.demand, 0.0))
            out.append(LparShare(p.name, p.logical, p.dedicated, None, whole, whole, LOGICAL, whole, whole, given,
                                 Vertical(p.logical, 0, 0, 0.0) if p.dedicated else Vertical(0, 0, 0, 0.0)))
            continue
        alone = fill([ceilings[q.name][0] if q.name == p.name else _wanted(q, ceilings[q.name][0]) for q in sharing])
        ceiling, by = ceilings[p.name]
        out.append(LparShare(p.name, p.logical, False, share[p.name], entitled[p.name], ceiling, by,
                             everyone[p.name], alone[p.name], at_demand[p.name],
                             vertical_split(entitled[p.name], p.logical)))
    return Pool(physical, shared, tuple(out))


def _ceiling(p: PoolLpar, weight_share: float) -> tuple[float, str]:
    """The lowest of the LPAR's logical processors and its caps, and which it is (the first of CEILINGS in a tie)."""
    candidates = [(float(p.logical), LOGICAL)]
    if p.initial_capping:
        candidates.append((weight_share, INITIAL))
    if p.absolute_cap is not None:
        candidates.append((max(float(p.absolute_cap), 0.0), ABSOLUTE))
    if p.defined_cap is not None:
        candidates.append((max(float(p.defined_cap), 0.0), DEFINED))
    lowest = min(value for value, _ in candidates)
    return lowest, next(by for value, by in candidates if value <= lowest + TOLERANCE)


def _wanted(p: PoolLpar, ceiling: float) -> float:
    return ceiling if p.demand is None else min(max(float(p.demand), 0.0), ceiling)


def water_fill(capacity: float, demands: Sequence[float], weights: Sequence[float],
               ceilings: Sequence[float] | None = None) -> list[float]:
    """Weighted max-min sharing of ``capacity``: each claimant gets min(its demand, level x its weight), the level
    the highest at which the capacity is not overspent; what one cannot use goes to the others by weight. A demand
    above a claimant's ceiling counts as its ceiling."""
    n = len(demands)
    want = [max(0.0, float(d)) for d in demands]
    if ceilings is not None:
        want = [min(w, max(0.0, float(c))) for w, c in zip(want, ceilings, strict=True)]
    given = [0.0] * n
    left = max(0.0, float(capacity))
    open_ = [i for i in range(n) if want[i] > 0 and weights[i] > 0]
    while open_ and left > TOLERANCE:
        total = sum(weights[i] for i in open_)
        level = left / total
        settled = [i for i in open_ if want[i] <= weights[i] * level + TOLERANCE]
        if not settled:
            for i in open_:
                given[i] = weights[i] * level
            return given
        for i in settled:
            given[i] = want[i]
            left -= want[i]
        open_ = [i for i in open_ if i not in settled]
    return given


def vertical_split(entitlement: float, logical: int) -> Vertical:
    """HiperDispatch's vertical polarization of an entitlement of ``entitlement`` processors over ``logical``
    logical processors.

    The rule (IBM, "Planning Considerations for HiperDispatch Mode", and as RMF's CPU Activity report shows it in
    LOG PROC SHARE % and HIPERDISPATCH PRIORITY): with n = the whole processors of the entitlement and f the rest,

    - f >= 0.5, or no whole processor: n vertical highs and one vertical medium at f;
    - 0 < f < 0.5 with n >= 1: n - 1 vertical highs and two vertical mediums sharing 1 + f, each at (1 + f) / 2, so
      that no vertical medium holds less than half a processor;
    - no rest: n vertical highs ("a partition with a 200% share and four logical processors: two logical
      processors are sufficient", z/OS MVS Planning: Workload Management);

    the logical processors left are vertical lows; an entitlement of all the logical processors makes them all
    vertical highs. The RMF sample's VIRPT (weight 52 of 112 on 2 physical CPs: 0.93 processors, 2 logical) reads
    one MED processor at 92.9 % and one LOW."""
    if logical <= 0:
        return Vertical(0, 0, 0, 0.0)
    e = max(0.0, min(float(entitlement), float(logical)))
    if e >= logical - TOLERANCE:
        return Vertical(logical, 0, 0, 0.0)
    whole = math.floor(e + TOLERANCE)
    rest = e - whole
    if rest <= TOLERANCE:
        return Vertical(whole, 0, logical - whole, 0.0)
    if whole == 0 or rest >= 0.5:
        return Vertical(whole, 1, logical - whole - 1, rest)
    return Vertical(whole - 1, 2, logical - whole - 1, (1.0 + rest) / 2.0)
