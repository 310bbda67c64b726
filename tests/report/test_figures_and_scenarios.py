"""One way to write each quantity, MSU beside the other totals, and page one's answer to a move between scenarios."""

from __future__ import annotations

import json

import pytest
from tests.report_files import pdf_text, squash

from cicsplan.core.analysis.compare import Row, compare, compare_plan
from cicsplan.core.common.figures import figure, points_change, relative_change
from cicsplan.core.common.wording import counted
from cicsplan.core.model.engine import compute
from cicsplan.core.model.msu import msu_figures, why_no_msu
from cicsplan.core.plan.planio import load_plan, plan_from_json
from cicsplan.report import facts
from cicsplan.report.content import build_report
from conftest import SAMPLES, run_cli

RTW = SAMPLES / "rtw-3270-to-web-services.cicsplan.json"
Z16 = SAMPLES / "moving-to-z16.cicsplan.json"


def test_a_column_of_one_quantity_has_one_number_of_decimals():
    assert [figure(v, "tps") for v in (4040, 257.66, 0.5)] == ["4,040.0", "257.7", "0.5"]
    assert [figure(v, "ms/tran") for v in (8.8, 0.07668)] == ["8.8000", "0.0767"]
    assert [figure(v, "%") for v in (55.66, 100)] == ["55.7", "100.0"]
    assert [figure(v, "engines") for v in (1.67, 0.2123)] == ["1.670", "0.212"]
    assert figure(-0.00001, "%") == "0.0" and figure(None, "tps") == "n/a" and figure(float("inf"), "%") == "n/a"


def test_a_huge_relative_change_is_a_multiple():
    assert relative_change(14.8) == "+14.8%" and relative_change(-45.5) == "-45.5%"
    assert relative_change(1000.0) == "+1000.0%"
    assert relative_change(2993.5) == "×30.9"
    assert relative_change(None) == "" and points_change(6.63) == "+6.6 pts"
    assert Row("Workload w", "CPU per transaction", "ms/tran", (0.1, 3.0935)).change_in_units_text(1) == \
        "+2.9935 ms (×30.9)"


def test_cli_compare_writes_each_row_in_its_quantitys_decimals():
    done = run_cli("compare", str(Z16))
    assert done.returncode == 0, done.stderr
    lines: dict[str, str] = {}
    for line in done.stdout.splitlines():
        lines.setdefault(line.strip().split("  ")[0], line)  # the first workload's rows
    assert "4,040.0" in lines["total rate"] and "6,060.0" in lines["total rate"]
    assert "7,258.7" in lines["ITR of the new work"] and "22,211.0" in lines["ITR of the new work"]
    assert "0.1407" in lines["CPU per transaction"] and "0.0766" in lines["CPU per transaction"]


def test_msu_is_compared_where_the_model_is_rated(catalog):
    plan = load_plan(Z16).plan
    results = [compute(plan, catalog, s.name) for s in plan.scenarios]
    comparison = compare(results)
    row = comparison.find("Totals", "MSU of the new work in the plan's LPAR")
    assert row.unit == "MSU"
    assert row.values == tuple(pytest.approx(msu_figures(r).new_work_msu) for r in results)
    lpar = comparison.find("Totals", "LPAR MSU at the planned busy")
    assert lpar.values == tuple(pytest.approx(msu_figures(r).lpar_msu) for r in results)
    scenario = dict((label, values) for label, _, values in facts.scenario_rows(results))
    assert scenario["MSU of the new work in the plan's LPAR (MSU)"] == [pytest.approx(msu_figures(r).new_work_msu)
                                                                     for r in results]
    # one LPAR: the plan's work in all its LPARs is its LPAR's new work
    assert comparison.find("Totals", "MSU of the plan's work in all its LPARs").values == row.values
    compare_out = run_cli("compare", str(Z16)).stdout
    assert f"{msu_figures(results[1]).lpar_msu:,.1f}" in compare_out
    compute_out = run_cli("compute", str(Z16)).stdout
    assert f"MSU of the new work in the plan's LPAR: {msu_figures(results[0]).new_work_msu:,.1f} MSU" in compute_out


def test_without_an_msu_rating_the_compare_says_why(catalog, monkeypatch):
    import cicsplan.core.analysis.compare as compare_module

    plan = load_plan(Z16).plan
    results = [compute(plan, catalog, s.name) for s in plan.scenarios]
    monkeypatch.setattr(compare_module, "msu_figures", lambda r: None)  # a model IBM rates without MSU
    monkeypatch.setattr(compare_module, "why_no_msu", lambda r: "no MSU: not rated")
    comparison = compare_module.compare(results)
    assert comparison.find("Totals", "MSU of the new work in the plan's LPAR").values == (None, None)
    assert comparison.find("Totals", "MSU of the plan's work in all its LPARs").values == (None, None)
    assert [n for n in comparison.notes if "MSU" in n] == [f"scenario '{r.scenario_name}': no MSU: not rated"
                                                             for r in results]


def test_an_unrated_machine_gives_its_reason(catalog):
    doc = json.loads(Z16.read_text())
    doc["scenarios"][0]["hardware"]["machine"] = "9999-701"
    plan = plan_from_json(doc)
    result = compute(plan, catalog, plan.scenarios[0].name)
    if result.errors:
        assert why_no_msu(result) == "no MSU: the scenario has errors"
    else:
        assert msu_figures(result) is None and "9999-701" in why_no_msu(result)
    done = compute(load_plan(Z16).plan, catalog)
    assert why_no_msu(done) == ""


@pytest.fixture(scope="module")
def rtw_pdf(tmp_path_factory):
    from cicsplan.core.catalog.catalog import load_catalog
    from cicsplan.report.pdf import write_pdf

    catalog = load_catalog()
    plan = load_plan(RTW).plan
    results = [compute(plan, catalog, s.name) for s in plan.scenarios]
    out = tmp_path_factory.mktemp("pdf") / "rtw.pdf"
    write_pdf(out, build_report(results))
    return results, out


def test_page_one_gives_cpu_per_transaction_before_and_after(qapp, rtw_pdf):
    results, out = rtw_pdf
    page_one = squash(pdf_text(out, "-f", "1", "-l", "1"))
    before, after = (float(r.env["wl_total_ms"][0]) for r in results)
    assert (before, after) == (pytest.approx(8.8), pytest.approx(10.1))  # the paper's 8.8 and 10.1 ms
    assert "CPU per transaction (ms)" in page_one
    table = page_one[page_one.index("CPU per transaction (ms)"):]
    for text in ("RTW orders", f"{before:.4f}", f"{after:.4f}",
                 f"+{after - before:.4f} ms (+{(after / before - 1) * 100:.1f}%)"):
        assert text in table[:400], text


def test_a_single_scenario_page_one_has_no_compare_table(catalog, tmp_path, qapp):
    from cicsplan.report.pdf import write_pdf

    out = tmp_path / "one.pdf"
    write_pdf(out, build_report([compute(load_plan(SAMPLES / "3270.cicsplan.json").plan, catalog)]))
    assert "CPU per transaction (ms)" not in squash(pdf_text(out, "-f", "1", "-l", "1"))


def test_assumption_pages_leave_out_the_methods_the_plan_does_not_use(catalog):
    result = compute(load_plan(SAMPLES / "3270.cicsplan.json").plan, catalog)
    names = [row[0] for row in facts.assumption_rows(result)]
    left_out = facts.assumptions_not_used(result)
    assert "qr_share_mq_trigger_every" in left_out and "qr_share_cws_http" in left_out
    assert catalog.assumptions["qr_share_mq_trigger_every"].name not in names
    assert catalog.assumptions["as_coverage"].name in names  # plan-wide assumptions stay
    assert len(names) + len(left_out) == len(catalog.assumptions)
    section = next(s for s in build_report([result]).sections if s.title == "Assumptions and overrides")
    assert f"{counted(len(left_out), 'assumption')} about what this plan does not use" in section.blocks[0].text
    mq = compute(load_plan(SAMPLES / "mq.cicsplan.json").plan, catalog)
    used = {catalog.get(m).shape.qr_share for m in mq.resolved.ingress if m in catalog.models}
    assert not used & set(facts.method_assumptions_not_used(mq))
    assert any(isinstance(k, str) and k.startswith("qr_share_mq") for k in used)


def test_assumption_pages_leave_out_tls_xml_ports_and_address_spaces_no_workload_has(catalog):
    """The 3270 plan has no TLS, no XML, no new connections and no MQ: their assumptions are noise in its
    report; a plan with them keeps them."""
    plain = facts.assumptions_not_used(compute(load_plan(SAMPLES / "3270.cicsplan.json").plan, catalog))
    for key in ("maxssltcbs", "crypto_handshake_card_ms", "qr_share_tls", "xml_basis", "client_ephemeral_ports",
                "payload_share_MQ_CHIN", "payload_share_CTG"):
        assert key in plain, key
    for key in ("payload_share_CICS", "payload_share_NET", "as_coverage", "qr_cpu_ceiling_pct"):
        assert key not in plain, key
    web = facts.assumptions_not_used(compute(load_plan(SAMPLES / "web-support.cicsplan.json").plan, catalog))
    assert "maxssltcbs" not in web and "payload_share_TCPIP" not in web
    ws = facts.assumptions_not_used(compute(load_plan(SAMPLES / "web-services.cicsplan.json").plan, catalog))
    assert "xml_basis" not in ws and "xml_reference_tag_bytes" not in ws
    mq = facts.assumptions_not_used(compute(load_plan(SAMPLES / "mq.cicsplan.json").plan, catalog))
    assert "payload_share_MQ_CHIN" not in mq


def test_compare_plan_notes_no_msu_for_a_plan_that_has_it(catalog):
    assert not [n for n in compare_plan(load_plan(Z16).plan, catalog).notes if "MSU" in n]
