"""`explain` of a routed workload's waits (issue 28): its CP wait with parts in other LPARs and its QR TCB wait with
its application in its routes' region groups show the values line every other quantity has, part by part, and the
parts add to the engine's figure; the formula pane shows that line too."""

from __future__ import annotations

import re

import pytest
from tests.report.test_workbook_lpar_demand import computed, three_workloads

from cicsplan.core.model.explain import explain
from cicsplan.gui.formula_panel import render

TERM = re.compile(r"([-\d.e+]+) × ([-\d.e+]+)(?: × ([-\d.e+]+))? \(")


def routed(catalog):
    doc = three_workloads()
    doc["workloads"][1].update(ingress="ctg-ipic", app_qr_share=0.5)  # QR time, so that the QR wait is not zero
    return computed(doc, catalog)


def total_of(values: str) -> float:
    """The values line read as the arithmetic it writes: each part's label "(AOR2)" or "(PROD2: Erlang C, c = 10,
    u = 0.85)" dropped, × and − read as * and -, and only numbers, operators and brackets left to evaluate."""
    arithmetic = re.sub(r" \((?:[A-Za-z][^()]*)\)", "", values).replace("×", "*").replace("−", "-")
    assert re.fullmatch(r"[\d.e+\-*() ]+", arithmetic), arithmetic
    return float(eval(arithmetic, {"__builtins__": {}}))  # digits and operators only (checked above)


def test_the_cp_wait_of_a_workload_in_two_lpars_shows_each_lpars_part(catalog):
    e = explain(routed(catalog), "cp_wait_ms", 1)
    assert e.with_values, e.formula
    assert "(PROD1: cp_wait_per_ms)" in e.with_values and "(PROD2: Erlang C, c = 10, u = " in e.with_values
    assert total_of(e.with_values) == pytest.approx(e.value, rel=1e-4)  # the line's 5 digits


def test_a_workload_whose_group_runs_in_another_lpar_waits_there(catalog):
    e = explain(routed(catalog), "cp_wait_ms", 2)  # Resident: AOR3 in PROD2, not routed
    assert e.with_values.count(" × ") == 1 and "(PROD2: Erlang C" in e.with_values
    assert total_of(e.with_values) == pytest.approx(e.value, rel=1e-4)


def test_the_qr_wait_of_a_routed_workload_shows_its_groups_parts(catalog):
    e = explain(routed(catalog), "qr_wait_ms", 1)
    assert e.with_values, e.formula
    assert e.with_values.endswith("(AOR2)") and "(TOR)" in e.with_values
    # the IPIC link's QR time: the mirror's in AOR2's part, the send and receive in the TOR's
    assert re.search(r"\(\S+ \+ \S+\) × 0\.6 × \S+ \(AOR2\)$", e.with_values), e.with_values
    assert re.search(r"^\(\S+ − \S+ × 0\.6 \+ \S+\) × \S+ \(TOR\)", e.with_values), e.with_values
    assert total_of(e.with_values) == pytest.approx(e.value, rel=1e-4)


def test_the_formula_pane_shows_the_values_line(catalog):
    html = render(explain(routed(catalog), "cp_wait_ms", 1))
    assert "<br><code>= " in html and "PROD2: Erlang C" in html


def test_a_workload_sum_without_address_spaces_reads_zero(catalog):
    """Ingress 'none' measures no address space: its per-workload sums list the spaces its application CPU is in."""
    result = routed(catalog)
    e = explain(result, "wl_total_ms", 0)
    assert e.with_values and total_of_sum(e.with_values) == pytest.approx(e.value)
    zero = explain(result, "wl_ziip_ms", 0)
    assert zero.with_values == "0" and zero.value == 0


def total_of_sum(values: str) -> float:
    return sum(float(x) for x in values.split(" + "))
