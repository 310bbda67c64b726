"""What planners type for a machine, read against IBM's ratings: "3931-705", "3931705", "z16 705", "3906-M04".

A designation names a machine type and either a software model (capacity setting and CP count: 3931-705, 3932-Z04,
2084-332) or a hardware model (3906-M04, 3931-A01, 3931-Max39), which says the machine's size but not its capacity
setting and is read as the full-speed setting with the LPAR's own CP count. A generation name may stand for the type
("z16 705" is 3931-705, "z16 Z04" is 3932-Z04) when exactly one type of that generation has such a model.

Every refusal is one sentence naming what was typed and the models that exist.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

from cicsplan.core.hardware.errors import MachineError
from cicsplan.core.hardware.ratings import (
    AVERAGE,
    CapacityRatings,
    CategoryFactors,
    EngineCapacity,
    model_name,
    setting_label,
    split_model,
)

MAX_TEXT = 64  # longer text is not a designation; refused before any pattern runs on it
EXAMPLES = "3931-705 (a z16 with 5 CPs at full speed), 3931-A01 (its hardware model) or z16 705"
_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2212\u00ad"), "-")  # typographic hyphens -> "-"
_TYPE_FORM = re.compile(r"([0-9]{4})\s*[-/]?\s*([0-9A-Z]{2,6}(?:_L)?)")
_GENERATION_FORM = re.compile(r"(?:IBM\s+)?(Z[0-9A-Z]*(?:\s*(?:EC|BC))?)(?:\s*[-/]\s*|\s+)([0-9A-Z]{2,6}(?:_L)?)")


class Designation(NamedTuple):
    """A machine as IBM rates it: type and capacity setting, and the model's CP count (None for a hardware model:
    the LPAR's CP count decides which n-way rating applies)."""

    text: str  # as the planner typed it
    machine_type: str
    setting: str
    model_cps: int | None
    hardware_model: str | None = None

    @property
    def model(self) -> str | None:
        """The software model ("3931-705"), None for a hardware model."""
        return None if self.model_cps is None else model_name(self.machine_type, self.setting, self.model_cps)

    @property
    def canonical(self) -> str:
        """How cicsplan writes it back: "3931-705", or "3906-M04" for a hardware model."""
        return self.model or f"{self.machine_type}-{self.hardware_model}"


def parse_designation(text: object, ratings: CapacityRatings) -> Designation:
    """Read what a planner typed; MachineError says what was expected and which models exist."""
    if not isinstance(text, str) or not text.strip():
        raise MachineError(f"give the machine as a type and model, e.g. {EXAMPLES}")
    typed = text.strip()
    if len(typed) > MAX_TEXT:
        raise MachineError(f"machine {typed[:MAX_TEXT]!r}... is too long for a type and model such as {EXAMPLES}")
    plain = unicodedata.normalize("NFKC", typed).translate(_DASHES).upper()
    match = _TYPE_FORM.fullmatch(plain)
    if match:
        return _resolve(typed, match.group(1), match.group(2), ratings)
    match = _GENERATION_FORM.fullmatch(plain)
    if match:
        return _by_generation(typed, match.group(1), match.group(2), ratings)
    raise MachineError(f"machine {typed!r} is not a type and model such as {EXAMPLES}")


def lpar_engine(ratings: CapacityRatings, designation: Designation, lpar_cps: int, *, category: str = AVERAGE,
                factors: CategoryFactors | None = None, pci_per_zmips: float | None = None) -> EngineCapacity:
    """Per-engine capacity of the general CPs of an LPAR of ``lpar_cps`` CPs on this machine: the n-way model of
    the designation's capacity setting (see CapacityRatings.engine)."""
    _check_fits(designation, lpar_cps)
    return ratings.engine(designation.machine_type, designation.setting, lpar_cps, category=category,
                          factors=factors, pci_per_zmips=pci_per_zmips)


def lpar_ziip_engine(ratings: CapacityRatings, designation: Designation, lpar_cps: int, *, category: str = AVERAGE,
                     factors: CategoryFactors | None = None, pci_per_zmips: float | None = None) -> EngineCapacity:
    """Per-engine capacity of the zIIPs of that LPAR: the full-speed setting, whatever the CPs' setting."""
    _check_fits(designation, lpar_cps)
    return ratings.ziip_engine(designation.machine_type, lpar_cps, category=category, factors=factors,
                               pci_per_zmips=pci_per_zmips)


def _check_fits(designation: Designation, lpar_cps: int) -> None:
    if designation.model_cps is not None and isinstance(lpar_cps, int) and lpar_cps > designation.model_cps:
        raise MachineError(f"an LPAR of {lpar_cps} CPs does not fit on a {designation.model}, which has "
                           f"{designation.model_cps} CP{'s' if designation.model_cps > 1 else ''}: give the LPAR at "
                           f"most {designation.model_cps} CPs, or a larger model")


def _resolve(typed: str, machine_type: str, model: str, ratings: CapacityRatings) -> Designation:
    info = ratings.type_info(machine_type)  # unknown type: the error lists the known ones
    hardware = {h.upper(): h for h in info.hardware_models}
    if model in hardware:
        full = ratings.full_setting(machine_type)
        if full.isalpha():
            raise MachineError(f"{machine_type}-{hardware[model]} is the hardware model of the {info.label}, whose "
                               "capacity is set by capacity level, not by the hardware model: give the software "
                               f"model. {ratings.describe_settings(machine_type)}")
        return Designation(typed, machine_type, full, None, hardware[model])
    parts = split_model(f"{machine_type}-{model}")
    if parts is None:
        listed = f" or a hardware model ({', '.join(info.hardware_models)})" if info.hardware_models else ""
        raise MachineError(f"{typed!r}: {model} is not a model of the {info.label}; give a software model{listed}. "
                           f"{ratings.describe_settings(machine_type)}")
    _, setting, cps, linuxone = parts
    if linuxone:
        found = ratings.find(f"{machine_type}-{model}")
        what = (f"is the rating of a {found.family.rsplit(' ', 1)[0]}" if found and found.family else
                "is not a model IBM rates (the _L suffix marks LinuxONE ratings)")
        raise MachineError(f"{machine_type}-{model} {what}: LinuxONE machines run Linux on IFLs and have no general "
                           "CPs for z/OS, so CICS on z/OS cannot be sized on one. "
                           f"{ratings.describe_settings(machine_type)}")
    ratings.rating(machine_type, setting, cps)  # not rated: the error names the models that exist
    return Designation(typed, machine_type, setting, cps)


def _by_generation(typed: str, generation_text: str, model: str, ratings: CapacityRatings) -> Designation:
    key = _generation_key(generation_text)
    candidates = [info for info in ratings.machine_types() if _generation_key(info.generation) == key]
    if not candidates:
        known = ", ".join(dict.fromkeys(info.generation for info in ratings.machine_types()))
        raise MachineError(f"machine {typed!r}: {generation_text} is not a generation in IBM's capacity ratings "
                           f"(known: {known}); or give the machine type, e.g. {EXAMPLES}")
    found: list[Designation] = []
    refusals: list[str] = []
    for info in candidates:
        try:
            found.append(_resolve(typed, info.machine_type, model, ratings))
        except MachineError as exc:
            refusals.append(str(exc))
    if len(found) == 1:
        return found[0]
    if not found:
        if len(refusals) == 1:
            raise MachineError(refusals[0])
        offers = " ".join(ratings.describe_settings(info.machine_type) for info in candidates)
        raise MachineError(f"machine {typed!r}: no {candidates[0].generation} type rates a model {model}. {offers}")
    meanings = "; ".join(f"{d.canonical} ({_meaning(d, ratings)})" for d in found)
    raise MachineError(f"machine {typed!r} can mean {meanings}: give the machine type")


def _meaning(designation: Designation, ratings: CapacityRatings) -> str:
    info = ratings.types[designation.machine_type]
    if designation.hardware_model:
        return f"the {info.name} hardware model"
    cps = designation.model_cps
    return f"{info.name}, {setting_label(designation.setting)}, {cps} CP{'s' if cps != 1 else ''}"


def _generation_key(text: str) -> str:
    """"z10 EC", "Z10EC", "z10-ec" -> "Z10EC"."""
    return re.sub(r"[\s-]", "", text).upper()
