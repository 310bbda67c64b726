"""Page one of the PDF answers the question (issue 17): what the plan needs, what binds first and at what rate,
the headroom, the regions needed and the warnings that matter, with the one chart; no page after it is
near-empty."""

from __future__ import annotations

import copy

import pytest
from tests.report_files import pdf_text, squash

from cicsplan.core.common.figures import figure
from cicsplan.core.common.wording import counted
from cicsplan.core.model import calc
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.issues import EXTRAPOLATION, LIMIT, by_importance
from cicsplan.core.plan.planio import load_plan, load_plan_document
from cicsplan.report.content import build_report
from cicsplan.report.headline import WARNINGS_SHOWN, headline
from conftest import SAMPLES


def page_one(tmp_path, results) -> str:
    from cicsplan.report.pdf import write_pdf

    out = tmp_path / "sizing.pdf"
    write_pdf(out, build_report(results))
    return squash(pdf_text(out, "-f", "1", "-l", "1")).replace("\ufb01", "fi")  # the font's "fi" ligature


@pytest.mark.parametrize("sample", ["3270", "getting-started", "sockets", "moving-to-z16"])
def test_page_one_holds_what_the_plan_needs_what_binds_and_the_headroom(catalog, tmp_path, qapp, sample):
    plan = load_plan(SAMPLES / f"{sample}.cicsplan.json").plan
    results = [compute(plan, catalog, s.name) for s in plan.scenarios]
    result = results[0]
    text = page_one(tmp_path, results)
    hw, env = result.resolved.hardware, result.env
    cps, ziips = float(hw["cps"]), float(hw["ziips"])
    assert f"an LPAR of {cps:g} CP{'s' * (cps != 1)} and {ziips:g} zIIP{'s' * (ziips != 1)}" in text
    assert f"{figure(env['total_tps'], 'tps')} tps over" in text
    assert f"needs {figure(env['gcp_lpar_engines'], 'engines')} CPs' worth" in text
    # the Workloads total (address-space time) beside it, with the step between them: the trial saw two figures
    assert (f"({figure(env['gcp_engines'], 'engines')} of measured address-space time, the Workloads total, "
            f"÷ address-space coverage {squash(result.coverage_text())})") in text
    assert f"{float(env['gcp_busy_pct']):.1f}% busy" in text
    binding = result.limits().binding
    assert f"{binding.label}, at {figure(binding.max_tps, 'tps')} tps" in text
    assert f"Headroom {binding.headroom_pct:+.1f}%" in text
    for g, (name, regions) in enumerate(result.resolved.groups):
        needed = float(env["group_regions_needed"][g])
        if needed == needed and float(env["group_tps"][g]) > 0:  # known: the group's QR time is given
            assert f"{name}: {needed:.0f} needed for the {calc.regions_needed_by(env, g)}, {regions:g} planned" \
                in text
    # the answer in words, and how sure it is across the assumptions' ranges
    over = [lim for lim in result.limits().limits if lim.value > lim.threshold]
    assert text.startswith(squash(f"CICS capacity sizing: {plan.name}")) and (
        "Answer Fits: every limit is within its target at the planned rates" in text if not over else
        "Answer Does not fit at the planned rates:" in text)
    assert "draws of the assumptions" in text and "5th to 95th percentile of" in text
    assert "LPAR busy as the planned rates grow" in text
    assert f"runs out here: {figure(binding.max_tps, 'tps')} tps" in text  # the chart's rate is the text's
    for other in results[1:]:  # each other scenario in a line: what binds it and at what rate
        limit = other.limits().binding
        assert f"'{other.scenario_name}': {limit.label} binds at {figure(limit.max_tps, 'tps')} tps" in text
    assert "Scope: what the measurements cover" not in text  # the detail starts on page two


def far_beyond(catalog):
    """The getting-started plan at 40 times its rates: beyond what was measured, and over its binding limit."""
    plan = load_plan(SAMPLES / "getting-started.cicsplan.json").plan
    rates = compute(plan, catalog).resolved.tps
    for w, tps in zip(plan.scenarios[0].workloads, rates, strict=True):
        w.set("tps", float(tps) * 40)
    return plan


def test_page_one_names_the_first_warnings_and_says_how_many_more(catalog, tmp_path, qapp):
    result = compute(far_beyond(catalog), catalog)
    assert len(result.warnings) > WARNINGS_SHOWN and not result.errors
    text = page_one(tmp_path, [result])
    ranked = by_importance(result.warnings)  # limits first, extrapolation notes last
    assert ranked[0].topic == LIMIT and ranked[-1].topic == EXTRAPOLATION
    for issue in ranked[:WARNINGS_SHOWN]:
        assert squash(issue.text()) in text
    assert squash(ranked[WARNINGS_SHOWN].text()) not in text
    assert f"{counted(len(result.warnings) - WARNINGS_SHOWN, 'more warning')} in" in text
    binding = result.limits().binding
    assert binding.headroom_pct < 0
    assert (f"Headroom none: the planned {figure(result.env['total_tps'], 'tps')} tps is more than this limit "
            f"allows; the rates must come down by {-binding.headroom_pct:.1f}% to {figure(binding.max_tps, 'tps')} "
            "tps") in text


def test_errors_come_before_warnings_on_page_one(catalog):
    plan = far_beyond(catalog)
    plan.scenarios[0].workloads[-1].set("tps", -1)
    result = compute(plan, catalog)
    answer = headline(result)
    assert result.errors and answer.issues[0] == result.errors[0].text()


def test_page_one_gives_the_msu_of_ibms_rating_of_the_model(catalog):
    from cicsplan.core.model.msu import msu_figures

    result = compute(load_plan(SAMPLES / "3270.cicsplan.json").plan, catalog)
    msu = msu_figures(result)
    assert msu is not None and msu.new_work_msu > 0
    row = dict(headline(result).rows)["MSU"]
    assert f"the new work {msu.new_work_msu:,.1f} MSU" in row
    assert f"the LPAR {msu.lpar_msu:,.1f} MSU at the planned busy ({msu.msu_per_cp:,.1f} MSU per CP, IBM's rating " \
           f"of the {msu.model}: " in row
    assert msu.model == "2817-779" and msu.msu_per_cp == pytest.approx(6097 / 79)  # the machine's, not a 3-way's


def test_no_msu_is_claimed_for_a_plan_with_errors(catalog):
    plan = load_plan(SAMPLES / "3270.cicsplan.json").plan
    plan.scenarios[0].workloads[0].set("tps", -1)
    result = compute(plan, catalog)
    assert result.errors and "MSU" not in dict(headline(result).rows)


@pytest.mark.parametrize("sample", sorted(p.name for p in SAMPLES.glob("*.cicsplan.json")))
def test_no_page_is_near_empty(catalog, qapp, tmp_path, sample):
    """Short sections go on where the last one ended (the Workloads table had a page to itself, and each
    landscape section another); only the last page may be short, never down to a few lines."""
    from PySide6.QtGui import QPdfWriter

    from cicsplan.report.pdf import Layouter, set_up_page

    plan = load_plan(SAMPLES / sample).plan
    report = build_report([compute(plan, catalog, s.name) for s in plan.scenarios])
    writer = QPdfWriter(str(tmp_path / "layout.pdf"))
    set_up_page(writer)
    pages = Layouter(writer, report).run()
    fill = [round(p.filled, 2) for p in pages]
    assert min(fill[:-1]) >= 0.3, fill
    assert fill[-1] >= 0.1, fill
    layouter = Layouter(writer, report)
    for number, page in enumerate(layouter.run(), start=1):  # a table split over pages keeps its page's width
        assert page.widest <= layouter.area(page.orientation).width() + 1, (number, page.widest)


@pytest.mark.parametrize("sample", ["moving-to-z16", "getting-started", "lu62"])
def test_no_page_ends_with_a_heading(catalog, qapp, tmp_path, sample):
    """A heading is kept with its table's header and first row ('What moves the maximum rate most' ended a
    page on its own, its table on the next)."""
    from cicsplan.report.content import Heading
    from cicsplan.report.pdf import write_pdf

    plan = load_plan(SAMPLES / f"{sample}.cicsplan.json").plan
    report = build_report([compute(plan, catalog, s.name) for s in plan.scenarios])
    headings = {s.title for s in report.sections} | {b.text for s in report.sections for b in s.blocks
                                                     if isinstance(b, Heading)}
    out = tmp_path / "report.pdf"
    pages = write_pdf(out, report)
    for number in range(1, pages + 1):
        lines = [line.strip() for line in pdf_text(out, "-f", str(number), "-l", str(number)).splitlines()
                 if line.strip()]
        body = [line for line in lines if not line.startswith("cicsplan ") and not line.startswith("page ")]
        assert body and body[-1] not in headings, (number, body[-3:])


def test_an_lpar_without_ziips_is_said_so_not_given_a_busy_figure(catalog):
    plan = load_plan(SAMPLES / "ctg.cicsplan.json").plan
    plan.scenarios[0].hardware.set("ziips", 0)
    result = compute(plan, catalog)
    assert float(result.env["ziip_demand_engines"]) > 0
    rows = dict(headline(result).rows)
    assert rows["zIIPs"] == "the LPAR has none: the zIIP-eligible work runs on the general CPs"


def test_page_one_gives_the_plans_msu_in_all_its_lpars_beside_its_lpars_part(catalog, tmp_path, qapp):
    """The trial's plan (3931-708, 233.25 MSU per CP) with AOR2 in PROD2: page one gives the plan's whole MSU, PROD1's
    part and PROD2's, then the plan's LPAR's own figures, each named for what it is."""
    from tests.report.test_report_lpars import TRIAL  # the trial's machine and LPARs, AOR2 in PROD2

    from cicsplan.core.model.msu import msu_figures

    result = compute(load_plan_document(copy.deepcopy(TRIAL)).plan, catalog)
    m = msu_figures(result)
    own, prod2 = m.parts
    assert (own.lpar, prod2.lpar, m.msu_per_cp) == ("PROD1", "PROD2", 1866 / 8)
    # by hand, coverage 1: PROD1 0.2 CP and PROD2 0.1 CP of work, at 1,866 / 8 = 233.25 MSU per CP
    assert (own.new_work_msu, prod2.new_work_msu) == (pytest.approx(46.65), pytest.approx(23.325))
    assert m.plan_work_msu == pytest.approx(69.975)
    row = dict(headline(result).rows)["MSU"]
    assert row.startswith(f"the plan's work in all its LPARs {m.plan_work_msu:,.1f} MSU (the plan's LPAR PROD1 "
                          f"{own.new_work_msu:,.1f} + PROD2 {prod2.new_work_msu:,.1f}); in the plan's LPAR the new "
                          f"work {m.new_work_msu:,.1f} MSU")
    assert squash(f"the plan's work in all its LPARs {m.plan_work_msu:,.1f} MSU") in page_one(tmp_path, [result])
