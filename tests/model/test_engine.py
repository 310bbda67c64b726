"""The cost engine at the reference hardware: numbers a planner can check against the tables."""

from pathlib import Path

import numpy as np
import pytest

from cicsplan.core.catalog.costs import derive_costs
from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import explain, explain_tree
from cicsplan.core.plan.fields import WORKLOAD
from cicsplan.core.plan.plan import Plan, Record, Scenario, plan_from_json
from cicsplan.core.plan.planio import load_plan
from conftest import minimal_plan


def one(catalog, ingress, tps, method="published", **extra):
    doc = minimal_plan(ingress=ingress, tps=tps, **extra)
    doc["cost_method"] = method
    return compute(plan_from_json(doc), catalog)


@pytest.mark.parametrize("method", ["published", "fitted"])
def test_every_ingress_at_any_rate(catalog, method):
    for model_id, model in catalog.models.items():
        for tps in (1.0, float(np.median(model.measurements.etr)), 50_000.0):
            r = one(catalog, model_id, tps, method)
            assert not r.errors
            env = r.env
            total = env["wl_total_ms"][0]
            assert total > 0
            assert env["wl_gcp_ms"][0] + env["wl_ziip_ms"][0] == pytest.approx(total)
            assert env["wl_ziip_ms"][0] <= env["wl_eligible_ms"][0] + 1e-12
            assert env["wl_cpu_pct"][0] == pytest.approx(tps * total / 10)
            assert float(env["gcp_engines"]) == pytest.approx(tps * env["wl_gcp_ms"][0] / 1000)
            for a in range(len(r.spaces)):
                assert env["gcp_ms"][0, a] >= 0 and env["ziip_ms"][0, a] >= 0


def test_published_cost_equals_the_tables_average(catalog):
    r = one(catalog, "3270", 5000)
    assert r.env["wl_total_ms"][0] == pytest.approx(0.1407, abs=5e-5)
    by_space = {s: r.env["total_ms"][0, a] for a, s in enumerate(r.spaces) if r.ctx.uses[0, a]}
    assert set(by_space) == {"CICS", "NET", "XCFAS"}
    etr = np.array([1245.14, 2475.81, 4925.46, 10160.81])
    assert by_space["NET"] == pytest.approx(np.mean(np.array([5.71, 10.96, 21.09, 43.76]) / etr * 10))
    # 5,000 tps x 0.1407 ms = 0.70 engines, all on general CPs
    assert float(r.env["gcp_engines"]) == pytest.approx(5000 * 0.14069 / 1000, rel=1e-3)
    assert float(r.env["ziip_engines"]) == 0


def test_ziip_split_at_the_reference(catalog):
    """CTG IPIC on its own measurement LPAR: the eligible work splits by the spill curve fitted to the rows."""
    r = one(catalog, "ctg-ipic", 1000)
    ctg = r.spaces.index("CTG")
    etr = catalog.get("ctg-ipic").measurements.etr
    aapcp = np.mean(np.array([0.50, 0.72, 1.09, 4.33, 11.75]) / etr * 10)
    ziip = np.mean(np.array([8.93, 17.86, 26.46, 48.64, 80.15]) / etr * 10)
    eligible = aapcp + ziip
    assert r.env["eligible_ms"][0, ctg] == pytest.approx(eligible)  # the eligible work is the measured one
    assert r.env["wl_total_ms"][0] == pytest.approx(0.5050, abs=1e-4)  # the total does not move at reference
    u = float(r.env["ziip_pool_busy"])
    share = float(r.env["spill_share"])
    assert share == pytest.approx(0.0397 + 0.1422 * u * u)
    assert u == pytest.approx(1000 * eligible * (1 - share) / 1000)  # one zIIP, nothing else on it
    assert r.env["spill_ms"][0, ctg] == pytest.approx(eligible * share)
    # the measured split at this busy (row 3: 982 tps, AAPCP 1.09 of 27.55) is 4.0%; the curve gives about 5%
    assert 0.03 < share < 0.07


def test_fitted_cost_reproduces_a_measured_row(catalog):
    model = catalog.get("lu62-ctc")
    etr = float(model.measurements.etr[2])
    r = one(catalog, "lu62-ctc", etr, "fitted")
    assert r.env["wl_total_ms"][0] == pytest.approx(model.measurements.published_total_ms[2], rel=0.01)


def test_fixed_costs_of_shared_address_spaces_are_counted_once_per_lpar(catalog):
    """Two workloads on TCP/IP: its fixed CPU is counted once, not twice."""
    doc = minimal_plan(ingress="ctg-exci", tps=1000)
    doc["cost_method"] = "fitted"
    doc["workloads"].append({"name": "second", "ingress": "ctg-exci", "tps": 1000, "region": "OTHER"})
    r = compute(plan_from_json(doc), catalog)
    fitted = derive_costs(catalog.get("ctg-exci"), "fitted").by_as
    tcpip, cics = r.spaces.index("TCPIP"), r.spaces.index("CICS")
    expected_tcpip = fitted["TCPIP"].fixed_pct + 2000 * fitted["TCPIP"].total_ms / 10
    assert r.env["space_gcp_pct"][tcpip] == pytest.approx(expected_tcpip)
    # CICS is per region: two region groups, two fixed costs
    expected_cics = 2 * fitted["CICS"].fixed_pct + 2000 * fitted["CICS"].total_ms / 10
    assert r.env["space_gcp_pct"][cics] + r.env["space_ziip_pct"][cics] == pytest.approx(expected_cics)
    # each workload carries half the shared fixed cost per transaction
    assert r.env["fixed_ms"][0, tcpip] == pytest.approx(fitted["TCPIP"].fixed_pct * 10 / 2000)


def test_region_group_fixed_cost_is_per_region(catalog):
    doc = minimal_plan(ingress="3270", tps=2000, region="TOR")
    doc["cost_method"] = "fitted"
    doc["region_groups"] = [{"name": "TOR", "regions": 3}]
    r = compute(plan_from_json(doc), catalog)
    cics = r.spaces.index("CICS")
    fixed = derive_costs(catalog.get("3270"), "fitted").by_as["CICS"].fixed_pct
    assert r.env["fixed_pct"][0, cics] == pytest.approx(3 * fixed)


def _rate_warnings(result):
    return [i.message for i in result.issues if i.field == "tps" and "measured rate" in i.message]


@pytest.mark.parametrize("method", ["published", "fitted"])
def test_an_ordinary_small_plan_has_no_extrapolation_warning(catalog, method):
    """1,500 tps of CTG IPIC and 400 tps of 3270 on a z16 of 6 CPs: 400 tps is below Table 1's lowest row (1,245 tps),
    where the line only runs on to its fixed part; nothing lies above what the source measured."""
    doc = {"format": "cicsplan", "version": 1, "name": "small", "cost_method": method,
           "hardware": {"machine": "3931-706", "cps": 6, "ziips": 2},
           "workloads": [{"name": "gateway", "ingress": "ctg-ipic", "tps": 1500},
                         {"name": "terminals", "ingress": "3270", "tps": 400}]}
    r = compute(plan_from_json(doc), catalog)
    assert not r.errors and _rate_warnings(r) == []
    sample = Path(__file__).parents[2] / "resources" / "samples" / "getting-started.cicsplan.json"
    assert _rate_warnings(compute(load_plan(sample).plan, catalog)) == []


def test_a_rate_above_the_measured_range_of_one_region_warns_by_how_much(catalog):
    """ctg-ipic was measured up to 3,408 tps in one region: 5,000 tps in one region is 47% above it; in two
    regions each carries 2,500 tps, inside."""
    doc = minimal_plan(ingress="ctg-ipic", tps=5000, region="AOR")
    assert _rate_warnings(compute(plan_from_json(doc), catalog)) == [
        "rate 5,000 tps per region is 47% above the highest measured rate of 'ctg-ipic' (3,408.16 tps, one region); "
        "the cost is extrapolated"]
    doc["region_groups"] = [{"name": "AOR", "regions": 2}]
    assert _rate_warnings(compute(plan_from_json(doc), catalog)) == []


def test_fixed_cost_of_an_idle_workload_still_counts(catalog):
    doc = minimal_plan(ingress="mq-dpl-bridge", tps=0)
    doc["cost_method"] = "fitted"
    r = compute(plan_from_json(doc), catalog)
    fixed = derive_costs(catalog.get("mq-dpl-bridge"), "fitted").fixed_pct
    assert float(r.env["gcp_engines"]) == pytest.approx(fixed / 100)
    # the next transaction would cost the marginal (slope) cost; the fixed part is the LPAR's
    assert r.env["wl_total_ms"][0] == pytest.approx(derive_costs(catalog.get("mq-dpl-bridge"), "fitted").total_ms)


def test_rates_outside_the_measured_range_warn(catalog):
    r = one(catalog, "3270", 20000)
    assert not r.errors
    warning = r.workload_issues(0)[0]
    assert warning.severity == "warning" and warning.field == "tps"
    # by how much: 20,000 / 10,160.81 - 1 = 97%
    assert "20,000 tps per region is 97% above the highest measured rate of '3270' (10,160.81 tps" in warning.message
    assert not one(catalog, "3270", 4900).workload_issues(0)
    # Table 1's top row was saturating (13 ms against 5 ms): above row 3 the warning says so, by either method
    for method in ("published", "fitted"):
        message = one(catalog, "3270", 7000, method).workload_issues(0)[0].message
        assert "7,000 tps per region is above the observed one-region throughput of '3270': 4,925.46 tps " \
               "(Table 1 row 3" in message
        assert "saturating at 10,160.81 tps" in message and "not a limit proven" in message


def test_rates_are_compared_per_region(catalog):
    doc = minimal_plan(ingress="3270", tps=14000, region="TOR")
    doc["region_groups"] = [{"name": "TOR", "regions": 4}]
    r = compute(plan_from_json(doc), catalog)
    assert not [w for w in r.workload_issues(0) if w.field == "tps"]  # 3,500 tps per region: measured


def test_omitted_payload_gets_the_reference_payload(catalog):
    r = one(catalog, "ctg-exci", 1000)
    assert r.resolved.payload_in_bytes[0] == 32000
    prov = r.resolved.cell_provenance(0, "payload_in_bytes", catalog)
    assert prov.kind == "default" and "32,000 bytes" in prov.text
    other = one(catalog, "ctg-exci", 1000, payload_in_bytes=4096)
    assert any(i.field == "payload_in_bytes" and "per-byte shares" in i.message for i in other.warnings)


@pytest.mark.parametrize(("workload", "field", "message"), [
    ({"tps": -5}, "tps", "Rate is -5; allowed range 0 to 1,000,000 tps"),
    ({"tps": "lots"}, "tps", "must be a number (0 to 1,000,000 tps) or a formula"),
    ({"tps": "=peak*2"}, "tps", "unknown variable 'peak'"),
    ({"tps": "=1/0"}, "tps", "divides by zero"),
    ({"tps": None}, "tps", "Rate is required"),
    ({"ingress": "bogus"}, "ingress", "unknown ingress method 'bogus'"),
    ({"payload_in_bytes": 1.5}, "payload_in_bytes", "must be a whole number"),
    ({"payload_out_bytes": -1}, "payload_out_bytes", "allowed range 0 to 2,147,483,647 bytes"),
])
def test_errors_name_the_workload_field_and_range(catalog, workload, field, message):
    doc = minimal_plan(**workload)
    if workload.get("tps", 0) is None:
        del doc["workloads"][0]["tps"]
    r = compute(plan_from_json(doc), catalog)
    errors = [i for i in r.errors if i.field == field]
    assert errors and message in errors[0].message, r.errors
    assert errors[0].name == "w" and errors[0].index == 0
    assert f"workload 'w' (row 1), {WORKLOAD[field].label}: " in errors[0].text()  # the sheet's name for it


def test_error_in_one_workload_leaves_the_others_computed(catalog):
    doc = minimal_plan()
    doc["workloads"].append({"name": "bad", "ingress": "3270", "tps": -1})
    r = compute(plan_from_json(doc), catalog)
    assert list(r.resolved.valid) == [True, False]
    assert r.value("wl_total_ms", 0) > 0 and r.value("wl_total_ms", 1) is None


def test_variable_cycles_and_bad_names(catalog):
    doc = minimal_plan(tps="=a")
    doc["variables"] = {"a": "=b", "b": "=a", "9lives": 3}
    r = compute(plan_from_json(doc), catalog)
    messages = [i.text() for i in r.errors]
    assert any("circular reference" in m for m in messages)
    assert any("'9lives' must be letters, digits and underscores" in m for m in messages)


def test_assumption_overrides_are_checked(catalog):
    doc = minimal_plan()
    doc["assumptions"] = {"fit_min_rows": 1, "no_such_assumption": 3}
    r = compute(plan_from_json(doc), catalog)
    assert any(i.field == "fit_min_rows" and "allowed range 2 to 10" in i.message for i in r.errors)
    assert any(i.field == "no_such_assumption" and i.severity == "warning" for i in r.issues)


def test_a_misspelt_field_is_told_not_silently_replaced_by_its_default(catalog):
    doc = minimal_plan(payload_in_byte=100, tsp=5)
    doc["hardware"]["cpz"] = 4
    doc["region_groups"] = [{"name": "TOR", "regoins": 2}]
    r = compute(plan_from_json(doc), catalog)
    warnings = [i.text() for i in r.warnings]
    assert any("workload 'w'" in w and "unknown field 'payload_in_byte' is kept but not used; did you mean "
               "'payload_in_bytes'?" in w for w in warnings)
    assert any("unknown field 'tsp'" in w and "did you mean 'tps'?" in w for w in warnings)
    assert any(w.startswith("hardware") and "unknown field 'cpz'" in w and "'cps'" in w for w in warnings)
    assert any("region group 'TOR'" in w and "did you mean 'regions'?" in w for w in warnings)
    assert not r.errors  # the plan still computes, with the defaults the warnings point at


def test_coefficient_override_replaces_the_measured_cost(catalog):
    doc = minimal_plan(ingress="3270", tps=1000)
    doc["coefficient_overrides"] = [{"ingress": "3270", "address_space": "CICS", "total_ms": 0.2,
                                     "reason": "our own RMF, May 2026"}]
    r = compute(plan_from_json(doc), catalog)
    cics = r.spaces.index("CICS")
    assert r.env["total_ms"][0, cics] == 0.2
    leaf = next(i for i in explain(r, "sized_ms", 0, cics).inputs if i.key == "marginal_ms")
    assert leaf.provenance.kind == "override" and "our own RMF, May 2026" in leaf.provenance.text
    doc["coefficient_overrides"] = [{"ingress": "3270", "address_space": "CICS", "total_ms": -1}]
    assert "allowed range 0 to 100000" in compute(plan_from_json(doc), catalog).errors[0].message


def test_explanations_cite_document_table_and_rows(catalog):
    doc = minimal_plan(ingress="ctg-exci", tps="=peak*1.5")
    doc["variables"] = {"peak": 1000}
    r = compute(plan_from_json(doc), catalog)
    cics = r.spaces.index("CICS")
    e = explain(r, "cpu_pct", 0, cics)
    assert e.formula == "cpu_pct = tps × total_ms / 10"
    assert e.value == pytest.approx(1500 * r.env["total_ms"][0, cics] / 10)
    tps = next(i for i in e.inputs if i.key == "tps")
    assert tps.value == 1500 and tps.provenance.kind == "formula" and "peak = 1000" in tps.provenance.text
    tree = explain_tree(r, "cpu_pct", 0, cics)
    text = "\n".join(x.text() for x in tree)
    assert ('IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
            "Table 16 (raw data), Table 17 (average)") in text
    assert "mean over rows 1-5 of ('CICS GCPU%') / ETR x 10" in text


def test_vectorised_plan_equals_workloads_computed_one_by_one(catalog):
    rng = np.random.default_rng(7)
    ids = list(catalog.models)
    workloads = [{"name": f"w{i}", "ingress": ids[int(rng.integers(len(ids)))], "tps": float(rng.uniform(1, 3000)),
                  "region": f"R{i}"} for i in range(300)]
    plan = Plan(cost_method="published", scenarios=[Scenario("Base", Record({"cps": 3, "ziips": 1}),
                                                             [Record(dict(w)) for w in workloads])])
    whole = compute(plan, catalog)
    for i in (0, 17, 299):
        single = one(catalog, workloads[i]["ingress"], workloads[i]["tps"])
        assert whole.env["wl_total_ms"][i] == pytest.approx(single.env["wl_total_ms"][0])
    assert float(whole.env["gcp_engines"]) == pytest.approx(
        sum(w["tps"] * whole.env["wl_gcp_ms"][i] for i, w in enumerate(workloads)) / 1000)


def test_empty_plan_computes_to_zero(catalog):
    plan = plan_from_json({"format": "cicsplan", "version": 1, "workloads": []})
    r = compute(plan, catalog)
    assert not r.errors and float(r.env["gcp_engines"]) == 0


def test_ingress_none_costs_only_the_application_cpu(catalog):
    """Like-with-like comparisons: a workload whose measured figure already includes its front end."""
    r = one(catalog, "none", 100, app_gcp_ms=2.5)
    assert not r.errors and not r.warnings
    assert r.env["wl_total_ms"][0] == pytest.approx(2.5)
    used = {s for a, s in enumerate(r.spaces) if r.env["total_ms"][0, a] > 0}
    assert used == {"CICS"}
    assert float(r.env["gcp_engines"]) == pytest.approx(100 * 2.5 / 1000)
    empty = one(catalog, "none", 100)
    assert [w.field for w in empty.warnings] == ["app_gcp_ms"]
    assert "has none" in empty.warnings[0].message


def test_the_spill_is_told_only_when_there_is_zIIP_eligible_work(catalog):
    terminals = compute(plan_from_json(minimal_plan()), catalog)
    assert terminals.spill_text() == "no zIIP-eligible work"
    gateway = compute(plan_from_json(minimal_plan(ingress="ctg-ipic")), catalog)
    share = float(gateway.env["spill_share"]) * 100
    assert gateway.spill_text() == f"eligible work on CPs {share:.1f}%"


def test_a_whole_number_in_a_text_field_reads_as_its_digits(catalog):
    """A hand-edited plan may leave the quotes off an ingress id or a name that is a number."""
    quoted = compute(plan_from_json(minimal_plan(name="2024", ingress="3270")), catalog)
    unquoted = compute(plan_from_json(minimal_plan(name=2024, ingress=3270)), catalog)
    assert not unquoted.errors
    assert unquoted.resolved.names == ["2024"] and unquoted.resolved.ingress == ["3270"]
    assert unquoted.value("wl_total_ms", 0) == quoted.value("wl_total_ms", 0)


def test_replaced_issues_are_what_each_row_reads_even_at_the_same_count(catalog):
    """A result whose issues are set anew (as a failed compute does) answers each row from the new issues, not
    from an index built before, though there are as many."""
    from cicsplan.core.plan.issues import ERROR, Issue
    r = one(catalog, "3270", 7000)
    assert len(r.workload_issues(0)) == 1 and len(r.issues) == 1  # the index is built
    r.replace_issues([Issue(ERROR, "the plan could not be read", "plan")])
    assert r.workload_issues(0) == [] and r.errors[0].message == "the plan could not be read"
