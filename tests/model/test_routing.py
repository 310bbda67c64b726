"""A workload routed from its TOR to AOR region groups (issue 28, point 3): the application's CPU and QR time run in
the routes' groups, each route to another group adds the link's CPU on both sides (named assumptions whose defaults
are the catalog's measured DPL and MRO models), and bad routing is an error naming the route and the range."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from cicsplan.core.catalog.links import LINKS, link_cost
from cicsplan.core.hardware.machines import capacity_ratio
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan_document
from cicsplan.core.plan.routing import LINK_KINDS

TPS = 400.0
APP_MS, APP_QR_MS = 0.8, 0.3


def plan(routing=None, machine="2817-779", cps=3, **workload) -> dict:
    """A TOR taking web work and two AOR groups; the application CPU is typed in (on the plan's machine)."""
    web = {"name": "Web", "ingress": "cws-http-pooled", "tps": TPS, "region": "TOR", "app_gcp_ms": APP_MS,
           "app_qr_ms": APP_QR_MS, **workload}
    if routing is not None:
        web["routing"] = routing
    return {"format": "cicsplan", "version": 1, "name": "routed",
            "hardware": {"machine": machine, "cps": cps, "ziips": 1},
            "region_groups": [{"name": "TOR"}, {"name": "AOR1", "regions": 2}, {"name": "AOR2"}],
            "workloads": [web, {"name": "Terminals", "ingress": "3270", "tps": 300, "region": "TOR"}]}


def computed(doc: dict, catalog):
    return compute(load_plan_document(copy.deepcopy(doc)).plan, catalog)


SPLIT = [{"group": "AOR1", "share_pct": 60, "link": "ipic", "commarea_bytes": 32000},
         {"group": "AOR2", "share_pct": 40, "commarea_bytes": 32000}]  # mro by default: the TOR's LPAR


def test_link_assumptions_default_to_the_catalogs_measured_models(catalog):
    """Each AOR-side default is the figure core.catalog.links computes from the model's own table, so a fix in a
    model's transcription cannot leave a stale default; the TOR side is the same by default, latency 0."""
    assert set(LINK_KINDS) == set(LINKS)
    for link in LINKS:
        aor = catalog.assumptions[f"link_aor_ms_{link}"]
        assert aor.default == pytest.approx(link_cost(catalog, link).total_ms, abs=5e-5), link
        assert "Table" in aor.source and ".txt" not in aor.source
        assert catalog.assumptions[f"link_tor_share_{link}"].default == 1.0
        assert catalog.assumptions[f"link_latency_ms_{link}"].default == 0.0
        assert catalog.assumptions[f"link_aor_ms_{link}"].group == "Links between regions"


def test_ipic_at_32_kb_reproduces_table_35_on_the_2817_779(catalog):
    doc = plan([{"group": "AOR1", "share_pct": 100, "link": "ipic", "commarea_bytes": 32000}])
    route = result_to_json(computed(doc, catalog))["workloads"][0]["routes"][0]
    assert route["link_aor_ms"] == pytest.approx(0.189, abs=0.002)  # Table 35: average ms per transaction
    assert route["link_tor_ms"] == pytest.approx(route["link_aor_ms"])
    assert (route["group"], route["link"], route["share_pct"], route["tps"]) == ("AOR1", "ipic", 100.0, TPS)


def test_routed_cpu_adds_rate_share_and_both_sides_of_the_link_at_the_plans_speed(catalog):
    """On a z16 the links' measurements (z196 2817-779, 3 CPs) move by IBM's per-engine capacity ratio."""
    machine, cps = "3931-705", 5
    plain = computed(plan(None, machine, cps), catalog)
    routed = computed(plan(SPLIT, machine, cps), catalog)
    assert not routed.errors
    table = catalog.machines
    ratio = capacity_ratio(table.parse("2817-779"), 3, table.parse(machine), cps, "AVERAGE", "cp")
    assert ratio < 1.0  # a z16 engine does more: the link costs less there
    per_tran = sum(route["share_pct"] / 100 * catalog.assumptions[f"link_aor_ms_{link}"].default * (1 + 1.0)
                   for route, link in zip(SPLIT, ("ipic", "mro"), strict=True)) * ratio
    added_pct = float(np.sum(routed.env["space_gcp_pct"]) - np.sum(plain.env["space_gcp_pct"]))
    assert added_pct == pytest.approx(TPS * per_tran / 10.0, rel=1e-6)
    # the workload's own CPU per transaction shows it; the other workload's does not move
    assert routed.env["wl_total_ms"][0] - plain.env["wl_total_ms"][0] == pytest.approx(per_tran, rel=1e-6)
    assert routed.env["wl_total_ms"][1] == plain.env["wl_total_ms"][1]
    # the link's TCP/IP side (IPIC) lands in TCP/IP, the MRO mirror's in CICS
    spaces = list(routed.spaces)
    assert routed.env["link_ms"][0, spaces.index("TCPIP")] > 0
    assert routed.env["link_ms"][0, spaces.index("NET")] == 0


def mirror_qr_ms(catalog, link: str, share: str) -> float:
    """By hand: the link's AOR-side assumption x the CICS part of its model's cost (core.catalog.links) x the QR share
    of that model (a named assumption): the mirror's QR TCB time per request, at the measurements' 32,000 bytes each
    way on their own machine (the plan's here: no move)."""
    cost = link_cost(catalog, link)
    cics = cost.ms_by_space["CICS"] - cost.eligible_ms_by_space.get("CICS", 0.0)
    return (catalog.assumptions[f"link_aor_ms_{link}"].default * cics / cost.total_ms
            * catalog.assumptions[share].default)


def test_the_application_and_the_links_qr_time_run_in_the_routes_groups(catalog):
    """The application's QR time moves to the routes' groups; the link's mirror runs on the AOR's QR TCB and its
    send and receive on the TOR's (the link's TOR side is the AOR side x link_tor_share, 1 by default)."""
    plain = computed(plan(None), catalog)
    routed = computed(plan(SPLIT), catalog)
    groups = [name for name, _ in routed.resolved.groups]
    tor, aor1, aor2 = groups.index("TOR"), groups.index("AOR1"), groups.index("AOR2")
    qr = routed.env["group_qr_cpu_busy_pct"]
    ipic = mirror_qr_ms(catalog, "ipic", "qr_share_dpl_ipic")  # DPL over IPIC's CICS part (Table 34)
    mro = mirror_qr_ms(catalog, "mro", "qr_share_ctg_exci")  # the CTG EXCI mirror's CICS part (Table 16)
    assert 0.05 < ipic < 0.15 and 0.03 < mro < 0.1
    # busy % per region = tps x ms / regions / 10: AOR1 has two regions
    assert qr[aor1] == pytest.approx(TPS * 0.6 * (APP_QR_MS + ipic) / 2 / 10)
    assert qr[aor2] == pytest.approx(TPS * 0.4 * (APP_QR_MS + mro) / 1 / 10)
    assert qr[tor] == pytest.approx(plain.env["group_qr_cpu_busy_pct"][tor] - TPS * APP_QR_MS / 10
                                    + TPS * (0.6 * ipic + 0.4 * mro) / 10)
    per_cpu = catalog.assumptions["qr_dispatch_per_cpu"].default
    assert routed.env["group_qr_dispatch_busy_pct"][aor2] == pytest.approx(TPS * 0.4 * (APP_QR_MS + mro) * per_cpu
                                                                           / 10)
    # the regions needed and the QR ceiling see it: AOR2's ceiling rate falls by the mirror's share of its QR time
    ceiling = float(routed.env["qr_cpu_ceiling_pct"])
    assert routed.env["group_qr_limit_tps"][aor2] == pytest.approx(
        TPS * 0.4 * min(ceiling / qr[aor2], float(routed.env["qr_dispatch_ceiling_pct"])
                        / float(routed.env["group_qr_dispatch_busy_pct"][aor2])))
    assert routed.env["group_tps"][aor1] == pytest.approx(TPS * 0.6)
    assert routed.env["group_tps"][tor] == plain.env["group_tps"][tor]  # the TOR still takes every request


def test_a_route_to_the_tors_own_group_has_no_link(catalog):
    doc = plan([{"group": "TOR", "share_pct": 50}, {"group": "AOR1", "share_pct": 50, "link": "mro"}])
    result = computed(doc, catalog)
    routes = result_to_json(result)["workloads"][0]["routes"]
    assert routes[0]["link"] is None and routes[0]["link_aor_ms"] == 0.0
    mro = catalog.assumptions["link_aor_ms_mro"].default
    assert routes[1]["link_aor_ms"] == pytest.approx(mro, rel=0.02)  # ~32 KB each way: the default's payload


def test_link_latency_joins_the_response_time_by_the_routes_share(catalog):
    doc = plan(SPLIT)
    before = computed(doc, catalog).env["response_ms"][0]
    doc["assumptions"] = {"link_latency_ms_ipic": 2.0}
    after = computed(doc, catalog).env["response_ms"][0]
    assert after - before == pytest.approx(0.6 * 2.0)


def test_an_empty_routing_computes_as_before_to_the_last_bit(catalog):
    plain = computed(plan(None), catalog)
    empty = computed(plan([]), catalog)
    for key in ("wl_total_ms", "space_gcp_pct", "gcp_busy_pct", "response_ms", "group_qr_cpu_busy_pct"):
        assert np.array_equal(np.asarray(plain.env[key]), np.asarray(empty.env[key])), key
    assert "routes" not in result_to_json(plain)["workloads"][0]


@pytest.mark.parametrize(("routing", "message"), [
    ([{"group": "AOR1", "share_pct": 60}, {"group": "AOR2", "share_pct": 30}],
     "Routing: the routes' shares add to 90%; they must add to 100%"),
    ([{"group": "AOR9", "share_pct": 100}],
     "Routing, route 1: 'AOR9' is not a region group of the scenario: one of TOR, AOR1, AOR2"),
    ([{"group": "AOR1", "share_pct": 120}], "Routing, route 1 (AOR1): share is 120; allowed range 0 to 100 %"),
    ([{"group": "AOR1"}], "Routing, route 1 (AOR1): share is missing; allowed range 0 to 100 %"),
    ([{"group": "AOR1", "share_pct": 100, "link": "sna"}],
     "Routing, route 1 (AOR1): link is 'sna'; allowed: mro, xcf, ipic, lu62, or empty for the default"),
    ([{"group": "AOR1", "share_pct": 100, "link": "xcf"}],
     "Routing, route 1 (AOR1): xcf joins regions in different LPARs, and the group is in the TOR's LPAR: use mro, "
     "ipic or lu62"),
    ([{"group": "AOR1", "share_pct": 50}, {"group": "AOR1", "share_pct": 50}],
     "Routing, route 2 (AOR1): the group has another route already; give each group one route"),
    ([{"group": "AOR1", "share_pct": 100, "commarea_bytes": -5}],
     "Routing, route 1 (AOR1): COMMAREA is -5; allowed range 0 to 2,147,483,647 bytes"),
    ({"group": "AOR1"}, "Routing must be a list of routes"),
])
def test_bad_routing_is_an_error_on_the_workloads_routing_cell(catalog, routing, message):
    result = computed(plan(routing), catalog)
    errors = [issue for issue in result.errors if issue.scope == "workload"]
    assert len(errors) == 1
    assert errors[0].message.startswith(message) and errors[0].field == "routing" and errors[0].index == 0
    assert not result.resolved.valid[0] and result.resolved.valid[1]  # the other workload still computes
    assert "None" not in errors[0].message and "True" not in errors[0].message


def test_an_unknown_lpar_on_a_group_names_the_lpars_allowed(catalog):
    doc = plan(SPLIT)
    doc["hardware"].update({"lpar_name": "PROD1", "weight": 300, "partitions": [
        {"name": "PROD2", "logical_cps": 4, "weight": 700}, {"name": "TEST", "logical_cps": 2, "weight": 100}]})
    doc["region_groups"][1]["lpar"] = "SYSB"
    result = computed(doc, catalog)
    [error] = [i for i in result.errors if i.scope == "region_group"]
    assert error.message == "'SYSB' is not an LPAR of the plan: the plan's LPAR (empty) or one of PROD2, TEST"
    assert error.field == "lpar" and error.index == 1
    assert not result.resolved.valid[0]  # routed to the misplaced group
    doc["region_groups"][1]["lpar"] = "prod1"  # the plan's own LPAR by its name, any case
    assert not computed(doc, catalog).errors


def test_routing_survives_saving_and_the_schema_describes_it(catalog, tmp_path):
    from cicsplan.core.plan.plan import plan_to_json
    from cicsplan.core.plan.schema import plan_schema

    loaded = load_plan_document(copy.deepcopy(plan(SPLIT))).plan
    assert plan_to_json(loaded)["workloads"][0]["routing"] == SPLIT
    schema = plan_schema()["$defs"]["workload"]["properties"]["routing"]
    assert schema["items"]["required"] == ["group", "share_pct"]
    assert set(plan_schema()["$defs"]["region_group"]["properties"]) >= {"lpar"}


def test_the_links_qr_time_waits_for_its_sides_qr_tcbs(catalog):
    """A routed workload's QR wait: its own QR dispatch less the application's routed part, plus the link's TOR side,
    waits in the TOR; each route's application part and mirror wait in the route's group (M/M/1 factors)."""
    routed = computed(plan(SPLIT), catalog)
    env = routed.env
    groups = [name for name, _ in routed.resolved.groups]
    tor, aor1, aor2 = groups.index("TOR"), groups.index("AOR1"), groups.index("AOR2")
    per_cpu = catalog.assumptions["qr_dispatch_per_cpu"].default
    ipic = mirror_qr_ms(catalog, "ipic", "qr_share_dpl_ipic")
    mro = mirror_qr_ms(catalog, "mro", "qr_share_ctg_exci")
    factor = env["group_qr_wait_per_ms"]
    own = float(env["qr_dispatch_ms"][0, 0]) - APP_QR_MS * per_cpu + (0.6 * ipic + 0.4 * mro) * per_cpu
    expected = (own * factor[tor] + 0.6 * (APP_QR_MS + ipic) * per_cpu * factor[aor1]
                + 0.4 * (APP_QR_MS + mro) * per_cpu * factor[aor2])
    assert float(env["qr_wait_ms"][0]) == pytest.approx(expected)


def test_the_fitted_method_takes_the_links_aor_side_from_the_fitted_models(catalog):
    """Table 35's average is the published figure (0.1901 ms); the fitted method takes the same rows' fitted slopes
    (core.catalog.links by the fitted method, 0.1890 ms: `cicsplan catalog --links`), as every ingress cost does; a
    figure the plan sets is its own under either method. On the measurements' machine at their 32,000 bytes: no
    move."""
    from cicsplan.core.model.explain import leaf_provenance

    route = [{"group": "AOR1", "share_pct": 100, "link": "ipic", "commarea_bytes": 32000}]
    published = computed(plan(route), catalog)
    fitted = computed({**plan(route), "cost_method": "fitted"}, catalog)
    set_ = computed({**plan(route), "cost_method": "fitted", "assumptions": {"link_aor_ms_ipic": 0.25}}, catalog)
    aor = [float(r.ctx.extra["route_links"].aor_ms[0].sum() + r.ctx.extra["route_links"].aor_eligible_ms[0].sum())
           for r in (published, fitted, set_)]
    assert aor[0] == pytest.approx(catalog.assumptions["link_aor_ms_ipic"].default)
    assert aor[1] == pytest.approx(link_cost(catalog, "ipic", "fitted").total_ms)
    assert aor[1] == pytest.approx(0.1890, abs=5e-5) and aor[1] != pytest.approx(aor[0])
    assert aor[2] == pytest.approx(0.25)
    cics = list(fitted.spaces).index("CICS")
    assert "link_aor_ms_ipic 0.189 ms (the fitted method's figure from the same models" in \
        leaf_provenance(fitted, "link_ms", 0, cics).text
    assert "link_aor_ms_ipic 0.25 ms x" in leaf_provenance(set_, "link_ms", 0, cics).text


def test_explain_writes_a_groups_busy_out_over_its_workloads_unless_routes_add_to_it(catalog):
    """`explain` of a region group's QR busy gives each workload's term and the values, which give the figure; a
    group that routes add to keeps the step's own clause (its terms are not the group's workloads alone)."""
    from cicsplan.core.model.explain import explain
    doc = plan(None)
    doc["region_groups"][0]["regions"] = 3
    plain = computed(doc, catalog)
    shown = explain(plain, "group_qr_dispatch_busy_pct", 1)  # 'Terminals', in the TOR with 'Web'
    assert shown.formula == ("group_qr_dispatch_busy_pct = (tps['Web'] × qr_dispatch_ms['Web'] + tps['Terminals'] "
                             "× qr_dispatch_ms['Terminals']) / group_regions / 10")
    web_ms, terminals_ms = (plain.value("qr_dispatch_ms", w) for w in (0, 1))
    assert shown.with_values == f"(400 × {web_ms:.5g} + 300 × {terminals_ms:.5g}) / 3 / 10"
    assert shown.value == pytest.approx((TPS * web_ms + 300 * terminals_ms) / 3 / 10, rel=1e-12)
    assert explain(plain, "group_tps", 0).with_values == "400 + 300"
    routed = explain(computed(plan(SPLIT), catalog), "group_qr_dispatch_busy_pct", 1)
    assert routed.with_values == "" and "route" in routed.formula


def test_explain_of_a_large_group_shows_its_first_terms_and_the_rest_as_one_figure(catalog):
    from cicsplan.core.model.explain import GROUP_TERMS_SHOWN, explain
    doc = plan(None)
    doc["workloads"] = [{"name": f"T{i}", "ingress": "3270", "tps": 10 + i, "region": "TOR"} for i in range(20)]
    result = computed(doc, catalog)
    shown = explain(result, "group_tps", 0)
    rest = sum(10 + i for i in range(GROUP_TERMS_SHOWN, 20))
    assert shown.formula.endswith(f"tps['T{GROUP_TERMS_SHOWN - 1}'] + the other {20 - GROUP_TERMS_SHOWN} workloads")
    assert shown.with_values.endswith(f"+ {rest}")
    assert shown.value == sum(10 + i for i in range(20))
