"""Hardware scaling: machines, LSPR per-engine ratios, zIIP spill, existing load, limits."""

import csv

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.hardware.machines import CATEGORIES, MachineError, capacity_ratio, parse_capacity_csv
from cicsplan.core.hardware.ratings import ZIIP_RULE
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.plan import plan_from_json
from conftest import REPO, minimal_plan

# a 32-way full-speed model of each generation (or a hardware model): an LPAR of 1 to 32 CPs and up to 32 zIIPs fits
FULL_SPEED = ["2084-332", "2097-732", "2817-732", "2827-732", "2964-732", "3906-732", "8561-732", "3931-732",
              "3931-A01", "3906-M04", "2817-M80", "9175-732"]


def plan(ingress="ctg-ipic", tps=1000.0, regions=1, **hardware):
    doc = minimal_plan(ingress=ingress, tps=tps)
    doc["hardware"].update(hardware)
    if regions > 1:  # enough cloned regions that the LPAR, not one region's QR TCB, runs out first
        doc["workloads"][0]["region"] = "AOR"
        doc["region_groups"] = [{"name": "AOR", "regions": regions}]
    return plan_from_json(doc)


# -- the machine table: IBM's ratings, through the engine ------------------------------------------------------

# IBM zPCR Configuration Summary (models/capacity/zpcr-configuration-summary.csv), read here with the csv module and
# not through cicsplan's loader, so a loader fault cannot hide a wrong figure
IBM = {row["model"]: row for row in csv.DictReader((REPO / "models" / "capacity" / "zpcr-configuration-summary.csv")
                                                   .read_text(encoding="utf-8").splitlines())}
GENERATIONS = ["9175", "9176", "3931", "3932", "8561", "8562", "3906", "3907", "2964", "2965", "2827", "2828", "2817",
               "2818", "2097", "2098", "2094", "2096"]


def ibm_pci(model: str) -> float:
    return float(IBM[model]["pci"])


def test_designations(catalog):
    table = catalog.machines
    m = table.parse("2817-779")
    assert (m.info.generation, m.setting, m.model_cps) == ("z196", "7", 79)
    assert table.parse("3906-M04").model_cps is None  # a hardware model reads as full capacity
    assert table.parse("3931-7K0").model_cps == 200
    assert table.parse("2964-7E1").model_cps == 141
    assert table.parse("2817-503").setting == "5"  # refused by the derived table: IBM rates it
    assert table.parse("z16 705").text == "3931-705"
    assert table.parse("2084-332").model_cps == 32
    for bad, message in (("9999-701", "not in IBM's capacity ratings"), ("2817-579", "501-515"),
                         ("3931-7Z9", "701-7K0"), ("z16", "not a type and model"), ("2817-Q99", "not a model")):
        with pytest.raises(MachineError, match=message):
            table.parse(bad)


@pytest.mark.parametrize("machine_type", GENERATIONS)
def test_one_and_three_way_per_engine_capacity_is_ibms_table_for_every_generation(catalog, machine_type):
    full = "Z" if not any(f"{machine_type}-701" == m for m in IBM) else "7"
    machine = catalog.machines.parse(f"{machine_type}-{full}03")
    assert machine.cp_capacity("AVERAGE", 1) == ibm_pci(f"{machine_type}-{full}01")
    assert machine.cp_capacity("AVERAGE", 3) == pytest.approx(ibm_pci(f"{machine_type}-{full}03") / 3, rel=1e-12)
    assert machine.engine("AVERAGE", 3).published


def test_z196_to_z16_at_three_cps_through_the_engine_is_ibms_ratio(catalog):
    """The catalog's costs were measured on a z196 LPAR of 3 CPs: on a 3931-703 LPAR of 3 CPs each costs the
    z196 3-way's per-engine rating over the z16 3-way's, (3,311/3) / (6,288/3): 1.899 times faster."""
    same = compute(plan(ingress="3270", machine="2817-779", cps=3), catalog)  # 3270: general CPs only
    z16 = compute(plan(ingress="3270", machine="3931-703", cps=3), catalog)
    ratio = (ibm_pci("2817-703") / 3) / (ibm_pci("3931-703") / 3)
    assert (ibm_pci("2817-703"), ibm_pci("3931-703")) == (3311, 6288)
    assert z16.env["cp_speed_ratio"][0, 0] == pytest.approx(ratio, rel=1e-12)
    assert same.env["wl_total_ms"][0] / z16.env["wl_total_ms"][0] == pytest.approx(1.899, abs=5e-4)
    big_lpar = compute(plan(machine="3931-7K0", cps=32), catalog)
    assert big_lpar.env["cp_speed_ratio"][0, 0] == pytest.approx(
        (3311 / 3) / (ibm_pci("3931-732") / 32), rel=1e-12)  # bigger LPAR: the 32-way's slower engines


@pytest.mark.parametrize("machine", ["8561-503", "3931-605", "2817-402", "2827-510", "3906-401", "9175-604"])
def test_sub_capacity_slows_cps_to_ibms_rating_but_not_ziips(catalog, machine):
    machine_type, n = machine[:4], int(machine[6:])
    result = compute(plan(machine=machine, cps=n), catalog)
    assert not result.errors
    assert result.env["cp_speed_ratio"][0, 0] == pytest.approx((3311 / 3) / (ibm_pci(machine) / n), rel=1e-12)
    full = f"{machine_type}-7{n:02d}"
    assert result.env["ziip_speed_ratio"][0, 0] == pytest.approx((3311 / 3) / (ibm_pci(full) / n), rel=1e-12)


def test_an_lpar_ibm_does_not_rate_is_an_error_naming_the_models(catalog):
    r = compute(plan(machine="3931-639", cps=39), catalog)
    assert not r.errors
    r = compute(plan(machine="3931-6K0", cps=40), catalog)
    assert [e.field for e in r.errors] == ["machine"] and "601-639" in r.errors[0].message
    r = compute(plan(machine="3931-705", cps=6), catalog)  # more CPs than the model has
    assert [e.field for e in r.errors] == ["cps"] and "3931-705" in r.errors[0].message


def test_the_z17_and_mid_range_types_compute(catalog):
    for machine, n in (("9175-705", 5), ("9176-Z04", 4), ("3932-A02", 2), ("8562-T03", 3)):
        r = compute(plan(machine=machine, cps=n), catalog)
        assert not r.errors, machine
        assert r.env["cp_speed_ratio"][0, 0] == pytest.approx((3311 / 3) / (ibm_pci(machine) / n), rel=1e-12)


def test_explanation_shows_the_capacity_figures(catalog):
    from cicsplan.core.model.explain import explain

    r = compute(plan(machine="3931-705", cps=5), catalog)
    e = explain(r, "other_gcp_ms", 0, r.spaces.index("CICS"))
    ratio = next(i for i in e.inputs if i.key == "cp_speed_ratio")
    assert "2817-779 (IBM zEnterprise 196), LPAR of 3 CPs: 2817-703: 3,311 PCI / 3 CPs" in ratio.provenance.text
    assert f"3931-705 (IBM z16 A01), LPAR of 5 CPs: 3931-705: {ibm_pci('3931-705'):,.0f} PCI / 5 CPs" \
        in ratio.provenance.text
    assert "IBM Processor Capacity Reference (zPCR)" in ratio.provenance.text


def test_the_approximate_warning_is_there_only_where_a_figure_is_assumed(catalog):
    def warned(app_reference=None, **kw):
        doc = minimal_plan(ingress="3270", tps=100, **({"app_reference": app_reference} if app_reference else {}))
        doc["hardware"].update(machine=kw.pop("machine"), cps=kw.pop("cps"))
        doc["assumptions"] = kw
        r = compute(plan_from_json(doc), catalog)
        return [w.message for w in r.warnings if w.field == "machine"]

    assert warned(machine="3931-705", cps=5) == []  # IBM's ratings at both ends
    assert warned(machine="2817-779", cps=3) == []  # nothing moves
    low = warned(machine="3931-705", cps=5, lspr_category="LOW")
    assert len(low) == 1 and "category factors" in low[0]
    z990 = warned(machine="3931-705", cps=5, app_reference="rtw-3270-v3.1")
    assert len(z990) == 1 and "z990 zMIPS-to-PCI link" in z990[0]


def test_the_z990_link_is_a_plan_assumption(catalog):
    doc = minimal_plan(ingress="3270", tps=100, app_reference="rtw-3270-v3.1")  # measured on a z990
    doc["hardware"].update(machine="3931-705", cps=5)
    base = compute(plan_from_json(doc), catalog)
    doc["assumptions"] = {"z990_pci_per_zmips": 0.96}
    lower = compute(plan_from_json(doc), catalog)
    assert not lower.errors
    assert lower.env["wl_total_ms"][0] < base.env["wl_total_ms"][0]  # a smaller z990 engine: its costs shrink


def test_an_imported_table_replaces_the_models_it_holds(catalog):
    doc = minimal_plan(ingress="ctg-ipic", tps=1000)
    doc["hardware"].update(machine="3931-705", cps=5)
    doc["capacity_table"] = parse_capacity_csv("model,pci,msu\n3931-705,12000,1500\n", "zPCR test export",
                                               "our zPCR, 2026-11")
    r = compute(plan_from_json(doc), catalog)
    assert not r.errors
    assert r.env["cp_speed_ratio"][0, 0] == pytest.approx((3311 / 3) / (12000 / 5))
    assert r.resolved.machine_table.imported == {"3931": "zPCR test export"}


def test_a_plan_of_an_earlier_release_keeps_its_imported_n_way_rows(catalog):
    doc = minimal_plan(ingress="ctg-ipic", tps=1000)
    doc["hardware"].update(machine="3931-705", cps=5)
    doc["capacity_table"] = {"name": "old zPCR", "rows": [{"type": "3931", "n": 5, "AVERAGE": 12000},
                                                          {"type": "2817", "n": 3, "AVERAGE": 3290}]}
    r = compute(plan_from_json(doc), catalog)
    assert not r.errors
    assert r.env["cp_speed_ratio"][0, 0] == pytest.approx((3290 / 3) / (12000 / 5))


def test_bad_capacity_files_say_what_is_wrong():
    with pytest.raises(MachineError, match="columns model, pci"):
        parse_capacity_csv("machine,pci\n3931-701,2253\n", "x")
    with pytest.raises(MachineError, match="line 2: n and AVERAGE must be numbers"):
        parse_capacity_csv("type,n,AVERAGE\n3931,one,2253\n", "x")
    with pytest.raises(MachineError, match="appears twice"):
        parse_capacity_csv("type,n,AVERAGE\n3931,1,2253\n3931,1,2300\n", "x")
    with pytest.raises(MachineError, match="cps must be 5"):
        parse_capacity_csv("model,cps,pci\n3931-705,4,2253\n", "x")


def test_lspr_category_changes_the_ratio_across_generations(catalog):
    doc = minimal_plan(ingress="3270", tps=5000)
    doc["hardware"].update(machine="3931-703", cps=3)
    ratios = {}
    for category in CATEGORIES:
        doc["assumptions"] = {"lspr_category": category}
        ratios[category] = compute(plan_from_json(doc), catalog).env["cp_speed_ratio"][0, 0]
    # newer generations gain most on HIGH-RNI work (MQ reports): the z196 cost shrinks most there
    assert ratios["HIGH"] < ratios["AVERAGE"] < ratios["LOW"]
    assert ratios["LOW"] / ratios["AVERAGE"] == pytest.approx(1.0467)  # the named factors of category-factors.toml


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
    off = compute(plan(tps=3000, machine="3931-703"), catalog)
    on = compute(plan(tps=3000, machine="3931-703", smt2_ziip=True), catalog)
    assert float(on.env["ziip_capacity_engines"]) == pytest.approx(1.25)
    assert float(on.env["ziip_busy_pct"]) < float(off.env["ziip_busy_pct"])
    assert on.env["wl_gcp_ms"][0] <= off.env["wl_gcp_ms"][0]


@pytest.mark.parametrize("machine", ["2817-779", "2827-720", "2084-332", "2097-712"])
def test_smt2_is_refused_on_a_machine_without_smt(catalog, machine):
    """SMT came with the z13: a z196, zEC12, z990 or z10 has none, so SMT-2 cannot add zIIP capacity there."""
    result = compute(plan(machine=machine, cps=3, ziips=1, smt2_ziip=True), catalog)
    errors = [e for e in result.errors if e.field == "smt2_ziip"]
    assert len(errors) == 1 and "z13" in errors[0].message and "SMT-2" in errors[0].message


@pytest.mark.parametrize("machine", ["2964-703", "2965-Z03", "3906-703", "8561-703", "8562-Z03", "3931-703",
                                     "9175-703"])
def test_smt2_is_taken_on_every_machine_since_the_z13(catalog, machine):
    result = compute(plan(machine=machine, cps=3, ziips=1, smt2_ziip=True), catalog)
    assert not result.errors, [e.text() for e in result.errors]
    assert float(result.env["ziip_capacity_engines"]) > 1.0


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
@given(a=st.sampled_from([*FULL_SPEED, "8561-512", "3931-612", "2097-412"]),
       b=st.sampled_from([*FULL_SPEED, "8561-412", "3931-512"]), n_a=st.integers(1, 12), n_b=st.integers(1, 12),
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


@pytest.mark.parametrize(("machine", "cps"), [("3931-708", 1), ("3931-708", 8), ("3931-608", 8), ("3931-408", 3)])
def test_a_ziip_runs_as_a_full_speed_cp_of_its_lpar(catalog, machine, cps):
    """ZIIP_RULE: RMF's zIIP normalization factor makes a zIIP second a CP second on a full-speed machine and scales
    it by the setting's speed on a sub-capacity one; so the zIIPs' speed is the full-speed n-way of the LPAR's CPs,
    and the zIIP-to-CP factor is IBM's full-speed over the setting's rating at that n-way."""
    result = compute(plan(machine=machine, cps=cps, ziips=8), catalog)
    full, own = ibm_pci(f"3931-7{cps:02d}"), ibm_pci(f"{machine[:6]}{cps:02d}")
    assert float(result.env["ziip_speed_ratio"][0, 0]) == pytest.approx((3311 / 3) / (full / cps), rel=1e-12)
    assert float(result.env["ziip_cp_ratio"]) == pytest.approx(full / own, rel=1e-12)
    assert "R723NFFS" in ZIIP_RULE and "standard CP" in ZIIP_RULE
