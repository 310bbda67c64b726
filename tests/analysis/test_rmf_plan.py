"""A plan started from RMF reports, and a calibration from their intervals: figures from the reports' own numbers."""

from __future__ import annotations

from pathlib import Path

import pytest

from cicsplan.core.analysis.calibrate import CalibrationSettings, calibrate
from cicsplan.core.analysis.rmf_calibrate import rmf_measurement_table
from cicsplan.core.analysis.rmf_plan import Pick, plan_from_rmf
from cicsplan.core.model.engine import compute
from cicsplan.core.model.result_json import result_to_json
from cicsplan.core.plan.planio import load_plan_document, plan_to_json
from cicsplan.core.rmf.read import read_rmf_files
from cicsplan.core.rmf.records import RmfError

DATA = Path(__file__).resolve().parents[1] / "data" / "rmf"
XML = [DATA / "rmf-cpu-partition-sample.xml", DATA / "rmf-workload-sample.xml"]
TEXT = [DATA / "rmf-cpu-partition-text-sample.txt", DATA / "rmf-workload-intervals.txt"]
SECONDS_XML = 29 * 60 + 59.997
SECONDS_TEXT = 29 * 60 + 59.996


def started(files, picks, catalog, **kw):
    report, _ = read_rmf_files(files)
    return plan_from_rmf(report, picks, catalog, **kw)


def test_xml_plan_machine_lpar_partitions_and_workloads(catalog):
    result = started(XML, [Pick("CICSTRAN", "RCICSAOR"), Pick("RWEBAPI")], catalog)
    scenario = result.plan.scenario()
    hw = scenario.hardware.values
    assert (hw["machine"], hw["cps"], hw["ziips"], hw["weight"]) == ("8562-Z02", 2, 0, 52)
    # LPAR busy 0.89 % of 2 CPs less (1.00 + 0.25) % of one engine / coverage 0.84, per CP
    assert hw["existing_cp_busy_pct"] == pytest.approx((0.89 * 2 - 1.25 / 0.84) / 2, abs=1e-4)
    assert [(p.get("name"), p.get("weight"), p.get("logical_cps"), p.get("busy_pct")) for p in scenario.partitions] \
        == [("QCK2", 25, 2, 0.26), ("TRNG", 10, 2, 0.25), ("VIDVLP", 25, 2, 0.43)]
    # the LPAR's own name and the machine's zIIP pool (Partition Data: 0 physical zIIPs)
    assert (hw["lpar_name"], hw["machine_ziips"]) == ("VIRPT", 0)
    tran, web = (w.values for w in scenario.workloads)
    assert (tran["name"], tran["ingress"]) == ("CICSTRAN", "none")
    assert tran["tps"] == pytest.approx(5400 / SECONDS_XML, abs=1e-4)
    # APPL % CP 1.00 of which IIPCP 0.10: 3.0 ms only a CP runs, 0.333 ms zIIP-eligible (that ran on the CPs)
    assert tran["app_gcp_ms"] == pytest.approx((1.00 - 0.10) / 100 * SECONDS_XML * 1000 / 5400, rel=1e-6)
    assert tran["app_ziip_ms"] == pytest.approx(0.10 / 100 * SECONDS_XML * 1000 / 5400, rel=1e-6)
    assert web["app_gcp_ms"] == pytest.approx((0.25 - 0.05) / 100 * SECONDS_XML * 1000 / 1800, rel=1e-6)  # 2.0 ms
    assert web["app_ziip_ms"] == pytest.approx(0.05 / 100 * SECONDS_XML * 1000 / 1800, rel=1e-6)  # 0.5 ms
    assert (tran["app_machine"], tran["app_lpar_cps"]) == ("8562-Z02", 2)  # measured there: it moves with the plan
    assert "report class RCICSAOR" in tran["app_cpu_source"] and "8562-Z02" in tran["app_cpu_source"]
    targets = [m.target for m in result.mappings]
    assert "Hardware: Existing CP busy" in targets and "Workload CICSTRAN: App CPU" in targets


def test_the_plan_at_the_measured_rates_gives_the_measured_lpar_busy(catalog):
    """Existing load + the workloads' CPU back through the engine = the LPAR busy RMF measured."""
    plan = started(XML, [Pick("CICSTRAN", "RCICSAOR"), Pick("RWEBAPI")], catalog).plan
    reopened = load_plan_document(plan_to_json(plan)).plan  # what the file holds
    result = compute(reopened, catalog)
    assert not result.errors
    assert result_to_json(result)["totals"]["gcp_busy_pct"] == pytest.approx(0.89, abs=0.005)


def test_text_plan_takes_the_interval_with_cpu_activity(catalog):
    result = started(TEXT, [Pick("CICSDEF", "RCICSREG")], catalog)
    assert result.interval.interval.start.strftime("%H.%M") == "10.00"
    hw = result.plan.scenario().hardware.values
    assert (hw["machine"], hw["cps"], hw["ziips"], hw["weight"]) == ("1090-306", 3, 3, 950)
    assert hw["existing_cp_busy_pct"] == pytest.approx((4.23 * 3 - 8.7 / 0.84) / 3, abs=1e-4)
    assert hw["existing_ziip_busy_pct"] == pytest.approx((3.03 * 3 - 1.5) / 3, abs=1e-4)
    (work,) = result.plan.scenario().workloads
    assert work.values["tps"] == pytest.approx(60.0, abs=1e-3)
    ended = round(60 * SECONDS_TEXT)
    assert work.values["app_gcp_ms"] == pytest.approx((8.7 - 0.1) / 100 * SECONDS_TEXT * 1000 / ended, rel=1e-6)
    assert work.values["app_ziip_ms"] == pytest.approx((1.5 + 0.1) / 100 * SECONDS_TEXT * 1000 / ended, rel=1e-6)
    assert any("1090-306 is not one cicsplan can size" in n for n in result.notes)  # a zPDT: no IBM rating
    assert result.plan.scenario().partitions == []  # the only partition is the plan's own


def test_classes_sharing_the_regions_share_their_cpu_by_transactions(catalog):
    report, _ = read_rmf_files(XML)
    result = plan_from_rmf(report, [Pick("CICSTRAN", "RCICSAOR"), Pick("RWEBAPI", "RCICSAOR")], catalog)
    tran, web = (w.values for w in result.plan.scenario().workloads)
    each = (1.00 - 0.10) / 100 * SECONDS_XML * 1000 / (5400 + 1800)
    assert tran["app_gcp_ms"] == pytest.approx(each, rel=1e-6) and web["app_gcp_ms"] == pytest.approx(each, rel=1e-6)
    assert result.plan.scenario().hardware.values["existing_cp_busy_pct"] == \
        pytest.approx((0.89 * 2 - 1.00 / 0.84) / 2, abs=1e-4)  # the regions' CPU is taken off once


@pytest.mark.parametrize(("picks", "message"), [
    ([Pick("CICSTRAN")], "reports no CPU (APPL % 0): WLM books CICS transactions' CPU to the regions' class"),
    ([Pick("RCICSAOR")], "ended no transactions"),
    ([Pick("NOSUCH")], "no class 'NOSUCH' in the Workload Activity report of 04/12/2022 00.00-00.30"),
    ([Pick("CICSTRAN", "RCICSAOR"), Pick("cicstran")], "picked twice"),
    ([Pick("CICSTRAN", "SYSSTC"), Pick("RWEBAPI"), Pick("x:Y")], "write the name, or service:NAME"),
])
def test_picks_that_cannot_become_workloads_say_why(catalog, picks, message):
    with pytest.raises(RmfError) as caught:
        started(XML, picks, catalog)
    assert message in str(caught.value)


def test_a_class_busier_than_the_lpar_is_refused(catalog, tmp_path):
    """A sysplex-wide Workload Activity report read beside one system's CPU Activity."""
    busy = (DATA / "rmf-workload-sample.xml").read_text().replace("<col>1.00</col>", "<col>9.00</col>")
    path = tmp_path / "plex.xml"
    path.write_text(busy)
    with pytest.raises(RmfError, match="covers more than this system"):
        started([XML[0], path], [Pick("CICSTRAN", "RCICSAOR")], catalog)


def test_intervals_by_number(catalog):
    with pytest.raises(RmfError, match="interval 2 .* has no CPU Activity report; intervals with one: 1"):
        started(XML, [Pick("RWEBAPI")], catalog, which=2)
    with pytest.raises(RmfError, match="intervals 1 to 2"):
        started(XML, [Pick("RWEBAPI")], catalog, which=9)
    with pytest.raises(RmfError, match="no CPU Activity report"):
        started([XML[1]], [Pick("RWEBAPI")], catalog)


def test_calibration_from_rmf_intervals_recovers_the_regions_line(catalog):
    """The text report's regions run 1.5 % CP + 0.3 % zIIP fixed and 1.2 + 0.2 ms per transaction."""
    report, _ = read_rmf_files([TEXT[1]])
    table = rmf_measurement_table(report, Pick("CICSDEF", "RCICSREG"), catalog.address_spaces)
    assert len(table.values) == 4
    settings = CalibrationSettings(model_id="our-cics", name="Our CICS", family="3270", machine="8562-Z03",
                                   lpar_cps=3, lpar_ziips=3)
    fit = calibrate(table, settings, catalog)
    cics = fit.fitted.by_as["CICS"]
    assert cics.fixed_pct == pytest.approx(1.8, abs=0.01)
    assert cics.total_ms == pytest.approx(1.4, abs=0.01)
    assert cics.eligible_ms == pytest.approx(0.2, abs=0.01)


def test_calibration_from_a_transaction_class_alone_says_where_the_cpu_is(catalog):
    report, _ = read_rmf_files([TEXT[1]])
    with pytest.raises(RmfError, match="reports no CPU"):
        rmf_measurement_table(report, Pick("CICSDEF"), catalog.address_spaces)


def test_a_plan_from_the_partition_data_shares_the_machine_as_rmf_reports(catalog):
    """The sample's CPU Activity report prints LOG PROC Share% 92.9 for VIRPT's two CPs (one MED, one LOW): the plan
    it starts gives the same share; at the interval's load it can get the machine's two CPs less what the others
    used (0.26 %, 0.25 % and 0.43 % of their two CPs each)."""
    plan = started(XML, [Pick("CICSTRAN", "RCICSAOR"), Pick("RWEBAPI")], catalog).plan
    result = compute(load_plan_document(plan_to_json(plan)).plan, catalog)
    assert not result.errors
    lpar = result_to_json(result)["totals"]["lpar"]
    assert lpar["name"] == "VIRPT"
    assert round(lpar["entitled_cps"] * 100, 1) == 92.9
    assert lpar["vertical"] == {"high": 0, "medium": 1, "low": 1, "medium_share": pytest.approx(0.929, abs=5e-4)}
    assert lpar["available_cps"] == pytest.approx(2 - (0.26 + 0.25 + 0.43) / 100 * 2)
    assert lpar["ziip"]["physical"] == 0
    assert [b["name"] for b in lpar["machine"]["CP"]] == ["VIRPT", "QCK2", "TRNG", "VIDVLP"]
    # no LPAR has a zIIP: the machine view draws the CP pool alone, every row in words
    from cicsplan.core.model.lpar_view import machine_view_data
    from cicsplan.report.machine_paint import row_text

    view = machine_view_data(result)
    assert [pool["kind"] for pool in view["pools"]] == ["CP"] and lpar["machine"]["zIIP"] == []
    assert row_text(view["pools"][0]["rows"][0]).startswith("share 46.4%, entitled 0.93, can get 1.98")


def test_a_plan_from_an_emulated_machine_computes_once_a_rated_machine_is_chosen(catalog):
    """New-user trial, finding 10: a plan from a zPDT's reports (machine type 1090) errored on every workload ("field
    app_machine: machine type 1090 is not in IBM's capacity ratings") after the planner chose a rated machine, as
    the guide says to. The import leaves App CPU measured on empty and says so; choosing the machine is enough."""
    result = started(TEXT, [Pick("CICSDEF", "RCICSREG")], catalog)
    (work,) = result.plan.scenario().workloads
    assert "app_machine" not in work.values and "app_lpar_cps" not in work.values
    (note,) = [n for n in result.notes if "app_machine" in n]
    assert "left empty, not 1090-306" in note and "rated model" in note
    measured_on = {m.target: m.value for m in result.mappings}["Workload CICSDEF: App CPU measured on"]
    assert measured_on == "left empty"
    scenario = result.plan.scenario()
    scenario.hardware.set("machine", "8562-Z03")
    computed = compute(result.plan, catalog)
    assert not computed.errors, [e.text() for e in computed.errors]
    # the measured CPU is taken as it is on the chosen machine: (8.70 - 0.10 + 1.50 + 0.10)% of one engine at 60 tps
    assert computed.value("wl_total_ms", 0) == pytest.approx((8.7 + 1.5) / 100 * SECONDS_TEXT * 1000
                                                             / round(60 * SECONDS_TEXT), rel=1e-6)


def test_an_unrated_app_machine_says_which_field_to_change(catalog):
    from cicsplan.core.plan.plan import plan_from_json

    doc = {"format": "cicsplan", "version": 1, "name": "zPDT", "hardware": {"machine": "8562-Z03", "cps": 3},
           "workloads": [{"name": "CICSDEF", "ingress": "none", "tps": 60, "app_gcp_ms": 1.43,
                          "app_machine": "1090-306", "app_lpar_cps": 3}]}
    (error,) = compute(plan_from_json(doc), catalog).errors
    assert error.field == "app_machine"
    assert "clear Application CPU measured on and its LPAR CPs to take the CPU as measured on the plan's machine" \
        in error.text()


def test_the_lpars_absolute_capping_from_rmf_is_a_warning_until_its_value_is_given(catalog):
    """New-user trial, finding 19: the import's note said VIRPT's absolute capping value is missing, but the plan then
    had 0 warnings; the plan format promises a warning until the value is given."""
    result = started(XML, [Pick("CICSTRAN", "RCICSAOR")], catalog)
    hardware = result.plan.scenario().hardware
    assert hardware.values["absolute_capping"] is True
    warnings = [i for i in compute(result.plan, catalog).warnings if i.field == "absolute_cap_cps"]
    assert len(warnings) == 1 and "give it in CPs" in warnings[0].text()
    hardware.set("absolute_cap_cps", 1.5)
    computed = compute(result.plan, catalog)
    assert not [i for i in computed.warnings if i.field == "absolute_cap_cps"] and not computed.errors
