"""Hardware scaling: machines, LSPR per-engine ratios, zIIP spill, existing load, limits."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.hardware.machines import CATEGORIES, MachineError, capacity_ratio, parse_capacity_csv
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from conftest import minimal_plan

FULL_SPEED = ["2084-303", "2097-703", "2817-703", "2827-703", "2964-703", "3906-703", "8561-703", "3931-703",
              "3931-A01", "3906-M04", "2817-M80"]


def plan(ingress="ctg-ipic", tps=1000.0, regions=1, **hardware):
    doc = minimal_plan(ingress=ingress, tps=tps)
    doc["hardware"].update(hardware)
    if regions > 1:  # enough cloned regions that the LPAR, not one region's QR TCB, runs out first
        doc["workloads"][0]["region"] = "AOR"
        doc["region_groups"] = [{"name": "AOR", "regions": regions}]
    return plan_from_json(doc)


# -- the machine table ---------------------------------------------------------------------------

def test_designations(catalog):
    table = catalog.machines
    m = table.parse("2817-779")
    assert (m.machine_type.family, m.setting, m.model_cps) == ("z196", "7", 79)
    assert table.parse("3906-M04").model_cps is None  # a hardware model reads as full capacity
    assert table.parse("3931-7K0").model_cps == 200
    assert table.parse("2964-7E1").model_cps == 141
    assert table.parse("8561-503").share == pytest.approx(0.39)
    assert table.parse("2084-332").model_cps == 32
    for bad, message in (("9999-701", "not in the capacity table"), ("2817-579", "capacity setting 5xx"),
                         ("3931-7Z9", "has 1 to 200 CPs"), ("z16", "not a type-model"), ("2817-Q99", "neither")):
        with pytest.raises(MachineError, match=message):
            table.parse(bad)


def test_curves_are_sane(catalog):
    for mt in catalog.machines.types.values():
        n = np.array(mt.curve.n)
        for category in CATEGORIES:
            pci = np.array(mt.curve.pci[category])
            assert np.all(np.diff(pci) > 0), mt.type  # more engines, more capacity
            assert np.all(np.diff(pci / n) <= 1e-9), mt.type  # but less per engine (MP effect)
        assert np.all(np.array(mt.curve.pci["HIGH"]) <= np.array(mt.curve.pci["LOW"]))


def test_generation_gains_at_three_cps_match_the_sources(catalog):
    """IBM MQ for z/OS reports, LSPR at 3 CPs (shared/design/hardware-facts.md)."""
    def per_engine(t, c):
        return catalog.machines.types[t].curve.per_engine(c, 3)

    for old, new, gains in (("2964", "3906", (6, 8, 11)), ("3906", "8561", (11, 13, 15)),
                            ("8561", "3931", (9, 10, 12))):
        for category, gain in zip(CATEGORIES, gains, strict=True):
            assert per_engine(new, category) / per_engine(old, category) - 1 == pytest.approx(gain / 100, abs=0.006)
    assert catalog.machines.types["3931"].curve.pci["AVERAGE"][0] == 2253  # z16 701 (IBM z16 Technical Overview)


def test_scaling_uses_the_lpars_engines_not_the_machine_size(catalog):
    same = compute(plan(machine="2817-M80", cps=3), catalog)
    assert same.env["wl_total_ms"][0] == pytest.approx(0.5050, abs=1e-4)
    z16 = compute(plan(machine="3931-703", cps=3), catalog)
    ratio = (3290 / 3) / (6570 / 3)  # z196 3-way vs z16 3-way, AVERAGE, PCI per engine
    assert z16.env["cp_speed_ratio"][0, 0] == pytest.approx(ratio, rel=0.002)
    big_lpar = compute(plan(machine="3931-703", cps=32), catalog)
    assert big_lpar.env["cp_speed_ratio"][0, 0] > z16.env["cp_speed_ratio"][0, 0]  # bigger LPAR: slower engines


def test_sub_capacity_slows_cps_but_not_ziips(catalog):
    full = compute(plan(machine="8561-703", cps=3), catalog)
    sub = compute(plan(machine="8561-503", cps=3), catalog)
    assert sub.env["cp_speed_ratio"][0, 0] / full.env["cp_speed_ratio"][0, 0] == pytest.approx(1 / 0.39)
    assert sub.env["ziip_speed_ratio"][0, 0] == pytest.approx(full.env["ziip_speed_ratio"][0, 0])


def test_explanation_shows_the_capacity_figures(catalog):
    from cicsplan.core.model.explain import explain

    r = compute(plan(machine="3931-705", cps=5), catalog)
    e = explain(r, "other_gcp_ms", 0, r.spaces.index("CICS"))
    ratio = next(i for i in e.inputs if i.key == "cp_speed_ratio")
    assert "2817-779 (z196)" in ratio.provenance.text and "3931-705 (z16)" in ratio.provenance.text
    assert "PCI(3)/3" in ratio.provenance.text and "PCI(5)/5" in ratio.provenance.text


def test_unknown_machine_is_an_error_and_import_fixes_it(catalog):
    r = compute(plan(machine="9175-705"), catalog)
    assert any(i.field == "machine" and "9175" in i.message for i in r.errors)
    doc = minimal_plan(ingress="ctg-ipic", tps=1000)
    doc["hardware"].update(machine="9175-705", cps=5)
    doc["capacity_table"] = parse_capacity_csv("type,n,AVERAGE\n9175,1,2500\n9175,5,12000\n2817,1,1144\n"
                                               "2817,3,3290\n", "zPCR test export", "our zPCR, 2026-11")
    r = compute(plan_from_json(doc), catalog)
    assert not r.errors
    assert r.env["cp_speed_ratio"][0, 0] == pytest.approx((3290 / 3) / (12000 / 5))
    assert r.resolved.machine_table.imported == {"9175": "zPCR test export", "2817": "zPCR test export"}


def test_bad_capacity_files_say_what_is_wrong():
    with pytest.raises(MachineError, match="columns type, n"):
        parse_capacity_csv("model,pci\n3931-701,2253\n", "x")
    with pytest.raises(MachineError, match="line 2: n and the PCI columns must be numbers"):
        parse_capacity_csv("type,n,AVERAGE\n3931,one,2253\n", "x")
    with pytest.raises(MachineError, match="appears twice"):
        parse_capacity_csv("type,n,AVERAGE\n3931,1,2253\n3931,1,2300\n", "x")


def test_lspr_category_changes_the_ratio_across_generations(catalog):
    doc = minimal_plan(ingress="3270", tps=5000)
    doc["hardware"].update(machine="3931-703", cps=3)
    ratios = {}
    for category in CATEGORIES:
        doc["assumptions"] = {"lspr_category": category}
        ratios[category] = compute(plan_from_json(doc), catalog).env["cp_speed_ratio"][0, 0]
    # newer generations gain most on HIGH-RNI work (MQ reports): the z196 cost shrinks most there
    assert ratios["HIGH"] < ratios["AVERAGE"] < ratios["LOW"]


# -- zIIP offload and spill ----------------------------------------------------------------------

def test_spill_defaults_are_the_fit_to_the_gateway_rows(catalog):
    u, s = [], []
    for model_id in ("ctg-exci", "ctg-ipic"):
        m = catalog.get(model_id).measurements
        z, a = m.cpu_pct("CTG", "ziip"), m.cpu_pct("CTG", "aapcp")
        u += list(z / 100)
        s += list(a / (a + z))
    x = np.vstack([np.ones(len(u)), np.array(u) ** 2]).T
    base, coeff = np.linalg.lstsq(x, np.array(s), rcond=None)[0]
    assert catalog.assumptions["ziip_spill_base"].default == pytest.approx(base, abs=5e-5)
    assert catalog.assumptions["ziip_spill_coeff"].default == pytest.approx(coeff, abs=5e-5)


def test_honor_priority_no_keeps_eligible_work_off_the_cps(catalog):
    r = compute(plan(ziip_honor_priority=False), catalog)
    assert float(r.env["spill_share"]) == 0 and r.env["wl_spill_ms"][0] == 0
    heavy = compute(plan(tps=9000, ziip_honor_priority=False), catalog)
    assert float(heavy.env["ziip_busy_pct"]) > 100
    assert any("zIIP shortfall" in w.message for w in heavy.warnings)
    assert heavy.limits().binding.key == "ziip_capacity"


def test_full_ziips_spill_the_overflow(catalog):
    r = compute(plan(tps=9000), catalog)
    assert float(r.env["ziip_pool_busy"]) == 1.0
    demand = float(r.env["ziip_demand_engines"])
    assert float(r.env["spill_share"]) == pytest.approx(1 - 1 / demand)
    assert float(r.env["ziip_engines"]) == pytest.approx(1.0)
    assert any("zIIPs are full" in w.message for w in r.warnings)


def test_no_ziips_means_everything_runs_on_cps(catalog):
    r = compute(plan(ziips=0), catalog)
    assert float(r.env["ziip_engines"]) == 0
    assert r.env["wl_gcp_ms"][0] == pytest.approx(r.env["wl_total_ms"][0])


def test_smt2_adds_ziip_capacity(catalog):
    off = compute(plan(tps=3000), catalog)
    on = compute(plan(tps=3000, smt2_ziip=True), catalog)
    assert float(on.env["ziip_capacity_engines"]) == pytest.approx(1.25)
    assert float(on.env["ziip_busy_pct"]) < float(off.env["ziip_busy_pct"])
    assert on.env["wl_gcp_ms"][0] <= off.env["wl_gcp_ms"][0]


# -- existing load, coverage, whole-plan results -------------------------------------------------

def test_the_documents_3270_run_is_57_percent_busy(catalog):
    """3 CPs at 10,160.81 tps: the LPAR was 57% busy (000_9219529c98f8b258.txt, text under Table 3)."""
    r = compute(plan(ingress="3270", tps=10160.81), catalog)
    assert float(r.env["gcp_busy_pct"]) == pytest.approx(57, abs=1.0)


def test_existing_load_adds_and_holds_the_shared_fixed_costs(catalog):
    doc = minimal_plan(ingress="mq-trigger-every", tps=1000)
    doc["cost_method"] = "fitted"
    bare = compute(plan_from_json(doc), catalog)
    doc["hardware"]["existing_cp_busy_pct"] = 30
    loaded = compute(plan_from_json(doc), catalog)
    mq = loaded.spaces.index("MQ_CHIN")
    assert loaded.env["fixed_pct"][0, mq] == 0 and bare.env["fixed_pct"][0, mq] > 0
    cics = loaded.spaces.index("CICS")
    assert loaded.env["fixed_pct"][0, cics] == bare.env["fixed_pct"][0, cics]  # regions are new: their fixed counts
    new = float(loaded.env["gcp_lpar_engines"]) / 3 * 100
    assert float(loaded.env["gcp_busy_pct"]) == pytest.approx(30 + new)


def test_itr_follows_the_cics_mq_papers_definition(catalog):
    r = compute(plan(ingress="3270", tps=5000), catalog)
    busy = float(r.env["gcp_lpar_engines"]) / 3 * 100
    assert float(r.env["itr"]) == pytest.approx(5000 / busy * 100)


def test_max_rate_at_target_and_headroom(catalog):
    r = compute(plan(ingress="dpl-lu62", tps=2000, regions=4), catalog)
    limits = r.limits()
    assert limits.binding.key == "cp_busy"
    one_region = compute(plan(ingress="dpl-lu62", tps=2000), catalog).limits()
    assert one_region.binding.key == "qr_cpu:CICS"  # one region stops before the LPAR
    busy_per_tps = float(r.env["gcp_busy_pct"]) / 2000  # published method: busy is proportional to the rate
    assert limits.max_tps_at_target == pytest.approx(90 / busy_per_tps, rel=1e-6)
    assert limits.binding.headroom_pct == pytest.approx((90 / float(r.env["gcp_busy_pct"]) - 1) * 100, rel=1e-6)
    over = compute(plan(ingress="dpl-lu62", tps=30000, regions=4), catalog)
    assert over.limits().binding.headroom_pct < 0  # over-committed
    qr = compute(plan(ingress="3270", tps=5000), catalog)
    assert qr.limits().binding.key == "qr_dispatch:CICS"  # the 3270 region runs out of QR dispatch first


def test_result_json_has_the_whole_plan_keys(catalog):
    from cicsplan.core.model.result_json import result_to_json

    out = result_to_json(compute(plan(machine="3931-705", cps=5, existing_cp_busy_pct=20, regions=4), catalog))
    totals = out["totals"]
    for key in ("gcp_engines", "ziip_engines", "gcp_busy_pct", "ziip_busy_pct", "itr", "max_tps_at_target",
                "binding_constraint", "headroom"):
        assert key in totals
    assert totals["binding_constraint"] == "cp_busy" and totals["headroom"]["cp_busy"] > 0
    assert set(out["workloads"][0]["by_address_space"]["CTG"]) >= {"ziip_eligible_ms", "spill_ms"}


# -- properties a planner relies on ----------------------------------------------------------------

machines = st.sampled_from(FULL_SPEED)
ingress_ids = st.sampled_from(["3270", "ctg-exci", "ctg-ipic", "ws-soap-1000", "mq-dpl-bridge", "cws-https-full"])
settings_ = settings(max_examples=budget(40), deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])


@settings_
@given(ingress=ingress_ids, tps=st.floats(1, 5000), extra=st.floats(0.1, 3000), machine=machines,
       method=st.sampled_from(["published", "fitted"]))
def test_more_tps_never_costs_less(catalog, ingress, tps, extra, machine, method):
    p = plan(ingress=ingress, tps=tps, machine=machine)
    p.cost_method = method
    low = compute(p, catalog)
    p.scenarios[0].workloads[0].values["tps"] = tps + extra
    high = compute(p, catalog)
    assert float(high.env["gcp_engines"]) + float(high.env["ziip_engines"]) >= \
        float(low.env["gcp_engines"]) + float(low.env["ziip_engines"]) - 1e-12
    assert float(high.env["gcp_busy_pct"]) >= float(low.env["gcp_busy_pct"]) - 1e-9


@settings_
@given(ingress=ingress_ids, tps=st.floats(1, 3000), a=machines, b=machines, cps=st.integers(1, 16))
def test_a_faster_machine_never_costs_more_ms(catalog, ingress, tps, a, b, cps):
    ra = compute(plan(ingress=ingress, tps=tps, machine=a, cps=cps, ziips=4), catalog)
    rb = compute(plan(ingress=ingress, tps=tps, machine=b, cps=cps, ziips=4), catalog)
    if ra.resolved.machine.cp_capacity("AVERAGE", cps) >= rb.resolved.machine.cp_capacity("AVERAGE", cps):
        assert ra.env["wl_total_ms"][0] <= rb.env["wl_total_ms"][0] + 1e-12
        assert ra.env["wl_gcp_ms"][0] <= rb.env["wl_gcp_ms"][0] + 1e-12


@settings_
@given(ingress=ingress_ids, tps=st.floats(1, 8000), ziips=st.integers(0, 6), more=st.integers(1, 4),
       machine=machines, honor=st.booleans())
def test_adding_ziips_never_raises_cp_time_nor_changes_the_total_at_full_speed(catalog, ingress, tps, ziips, more,
                                                                                machine, honor):
    few = compute(plan(ingress=ingress, tps=tps, machine=machine, ziips=ziips, ziip_honor_priority=honor), catalog)
    many = compute(plan(ingress=ingress, tps=tps, machine=machine, ziips=ziips + more, ziip_honor_priority=honor),
                   catalog)
    assert float(many.env["gcp_engines"]) <= float(few.env["gcp_engines"]) + 1e-12
    assert float(many.env["gcp_engines"]) + float(many.env["ziip_engines"]) == pytest.approx(
        float(few.env["gcp_engines"]) + float(few.env["ziip_engines"]), rel=1e-9)


@settings(max_examples=budget(60), deadline=None)
@given(a=st.sampled_from([*FULL_SPEED, "8561-503", "3931-605", "2097-403"]),
       b=st.sampled_from([*FULL_SPEED, "8561-404", "3931-505"]), n_a=st.integers(1, 32), n_b=st.integers(1, 32),
       category=st.sampled_from(CATEGORIES), engine=st.sampled_from(["cp", "ziip"]))
def test_scaling_a_to_b_to_a_is_the_identity(catalog, a, b, n_a, n_b, category, engine):
    table = catalog.machines
    ma, mb = table.parse(a), table.parse(b)
    there = capacity_ratio(ma, n_a, mb, n_b, category, engine)
    back = capacity_ratio(mb, n_b, ma, n_a, category, engine)
    assert there * back == pytest.approx(1.0, rel=1e-12)


def test_a_machine_that_is_not_text_is_an_error_not_the_default(catalog):
    from cicsplan.core.model.engine import compute
    from cicsplan.core.plan.plan import plan_from_json
    from conftest import minimal_plan

    doc = minimal_plan()
    doc["hardware"]["machine"] = 3931
    result = compute(plan_from_json(doc), catalog)
    assert [e.field for e in result.errors] == ["machine"]
    assert "3931-705" in result.errors[0].message


def test_machine_types_take_ascii_digits_only(catalog):
    """Arabic-Indic or full-width digits look like a type to \\d but no LSPR table knows them."""
    from cicsplan.core.hardware.machines import MachineError

    with pytest.raises(MachineError):
        catalog.machines.parse("\u0663\u0669\u0663\u0661-705")  # 3931 in Arabic-Indic digits
    assert catalog.machines.parse("3931-705").text == "3931-705"
