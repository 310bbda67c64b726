"""Where an input value came from, in words (the formula pane's and explain's "source" of a leaf). Its own module so
that the modules that resolve inputs (inputs, routing) can both name it without importing each other."""

from __future__ import annotations

from cicsplan.core.common.records import dataclass


@dataclass(frozen=True)
class Provenance:
    """Where an input value came from: typed in, a formula, a default, a variable, an assumption."""

    kind: str  # input, formula, default, variable, assumption, measured, override, computed
    text: str
