"""What a plan records about the catalog it was saved with, and what has changed since: the bridge between
a plan (core.plan) and the catalog (core.catalog), which know nothing of each other.

``open_plan`` and ``save_plan`` are planio's reading and writing with that record: the warnings of a plan
whose custom models are missing or changed, and the record written with each save.
"""

from __future__ import annotations

import os
from typing import Any

from cicsplan import __version__
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.catalog.user_catalog import MODEL_SUFFIX
from cicsplan.core.common.userfiles import DiskState
from cicsplan.core.plan import planio
from cicsplan.core.plan.plan import Plan
from cicsplan.core.plan.planio import LoadedPlan


def open_plan(path: str | os.PathLike[str], catalog: Catalog) -> LoadedPlan:
    """Read a plan file (planio.load_plan); its warnings also say which custom models the plan uses are missing
    or changed and whether the built-in catalog differs from the one it was saved with."""
    loaded = planio.load_plan(path)
    loaded.warnings.extend(plan_catalog_warnings(loaded.plan, catalog))
    return loaded


def save_plan(plan: Plan, path: str | os.PathLike[str], catalog: Catalog, *,
              unchanged_since: DiskState | None = None) -> DiskState:
    """Save a plan (planio.save_plan) with the record of the catalog it is saved with: built-in hash, custom
    models used."""
    plan.catalog_record = catalog_record(plan, catalog)
    return planio.save_plan(plan, path, unchanged_since=unchanged_since)



def used_ingress(plan: Plan) -> dict[str, list[str]]:
    """Ingress id -> the workloads (by name, with their scenario when there are several) that use it."""
    used: dict[str, list[str]] = {}
    several = len(plan.scenarios) > 1
    for scenario in plan.scenarios:
        for i, record in enumerate(scenario.workloads):
            value = record.get("ingress")
            if isinstance(value, str) and value.strip():
                name = record.get("name") or f"Workload {i + 1}"
                used.setdefault(value.strip(), []).append(f"{name} ({scenario.name})" if several else str(name))
    return used


def catalog_record(plan: Plan, catalog: Catalog) -> dict[str, Any]:
    """What the plan records about the catalog it is saved with (the file's optional 'catalog' key)."""
    previous = {e.get("id"): e for e in _recorded_custom(plan)}
    custom: list[dict[str, Any]] = []
    for model_id in used_ingress(plan):
        model = catalog.models.get(model_id)
        if model is not None and model.is_custom:
            custom.append({"id": model.id, "digest": model.digest, "file": model.path.name, "name": model.name})
        elif model is None and model_id in previous:
            custom.append(previous[model_id])  # still missing: keep what the plan knew about it
    return {"built_in": {"version": __version__, "digest": catalog.builtin_digest}, "custom_models": custom}


def _recorded_custom(plan: Plan) -> list[dict[str, Any]]:
    record = plan.catalog_record or {}
    return [e for e in record.get("custom_models", []) if isinstance(e, dict) and isinstance(e.get("id"), str)]


def where_looked(catalog: Catalog) -> str:
    if catalog.user_folder is None:
        return "no custom catalog was given (--user-catalog DIR or CICSPLAN_USER_CATALOG)"
    return f"looked in {catalog.user_folder}"


def plan_catalog_warnings(plan: Plan, catalog: Catalog) -> list[str]:
    """Missing or changed custom models, and a changed built-in catalog, against the plan's record."""
    used = used_ingress(plan)
    warnings: list[str] = []
    for entry in _recorded_custom(plan):
        model_id = entry["id"]
        if model_id not in used:
            continue
        who = ", ".join(used[model_id])
        model = catalog.models.get(model_id)
        if model is None:
            warnings.append(f"custom model '{model_id}' ({entry.get('file', model_id + MODEL_SUFFIX)}) used by "
                            f"{who} is missing: {where_looked(catalog)}. Those workloads are not computed until its "
                            "model file is imported.")
        elif not model.is_custom:
            warnings.append(f"'{model_id}' was a custom model when the plan was saved and is now a built-in method "
                            f"of the same id; {who} now use the built-in one")
        elif entry.get("digest") and entry["digest"] != model.digest:
            warnings.append(f"custom model '{model_id}' has changed since the plan was saved ({model.path}: "
                            f"{entry['digest']} then, {model.digest} now); the results of {who} may differ from "
                            "the saved plan's")
    built = (plan.catalog_record or {}).get("built_in")
    if isinstance(built, dict) and built.get("digest") and built["digest"] != catalog.builtin_digest:
        saved_with = str(built.get("version") or "")
        when = ("was saved, by another build of this version of cicsplan" if saved_with == __version__ else
                f"was saved with cicsplan {saved_with} (this is cicsplan {__version__})" if saved_with else
                f"was saved with another version of cicsplan (this is cicsplan {__version__})")
        warnings.append(f"the built-in catalog of costs has changed since the plan {when}: its figures may differ "
                        "from those saved or reported then. Saving the plan records the catalog it is computed with "
                        "now")
    return warnings
