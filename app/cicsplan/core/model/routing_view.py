"""The routed workloads' routes in words, for the CLI's text, the workbook and the report (one wording for all)."""

from __future__ import annotations

from cicsplan.core.model.result import ScenarioResult
from cicsplan.core.model.result_json import routes_json
from cicsplan.core.plan.routing import LINK_LABELS


def routing_lines(result: ScenarioResult) -> list[tuple[str, str]]:
    """(label, text) per routed workload: each route's share, rate, group, LPAR, link and link CPU per request."""
    r = result.resolved
    lines = []
    for row, routes in routes_json(result).items():
        parts = []
        for route in routes:
            where = f"{route['group']}" + (f" in LPAR {route['lpar']}" if route["lpar"] else "")
            if route["link"] is None:
                parts.append(f"{route['share_pct']:g}% ({route['tps']:,.0f} tps) in {where} (the TOR itself)")
            else:
                parts.append(f"{route['share_pct']:g}% ({route['tps']:,.0f} tps) to {where} over "
                             f"{LINK_LABELS[route['link']]}: link CPU {route['link_aor_ms']:.4f} ms in the AOR and "
                             f"{route['link_tor_ms']:.4f} ms in the TOR per request")
        tor = r.region_names[row]
        lines.append((f"routing of '{r.names[row]}' (enters in {tor})", "; ".join(parts)))
    return lines
