"""Where a plan was left: the scenario on screen when it was last shown, kept per file in the user's settings
(not in the plan, which other people open too), so reopening a plan returns to the scenario being worked on."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from cicsplan.gui.document import CalculationError

if TYPE_CHECKING:
    from cicsplan.gui.document import PlanDocument


def _key(doc: PlanDocument) -> str | None:
    if doc.path is None:
        return None
    # a digest: a path holds slashes, which QSettings reads as groups, and may be long
    return "last_scenario/" + hashlib.sha1(str(doc.path.resolve()).encode("utf-8")).hexdigest()[:20]


def remember_scenario(settings: QSettings, doc: PlanDocument) -> None:
    key = _key(doc)
    if key is not None:
        settings.setValue(key, doc.scenario.name)


def restore_scenario(settings: QSettings, doc: PlanDocument) -> str | None:
    """Switch to the scenario the file was left on; its name when it switched, else None (first scenario)."""
    key = _key(doc)
    name = settings.value(key) if key is not None else None
    names = [s.name for s in doc.plan.scenarios]
    if not isinstance(name, str) or name not in names or names.index(name) == doc.scenario_index:
        return None
    try:
        doc.switch_scenario(names.index(name))
    except CalculationError:  # logged by the document; the plan stays open on its first scenario
        return None
    return name
