"""A row of figures written at once (``figures_of``, ``Row.changes_in_units_texts``; issue 24: `compare` of 20
scenarios x 10,000 workloads writes some 2.9 million figures) is the same text as each figure written alone."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.analysis.compare import Row
from cicsplan.core.common.figures import DECIMALS, figure, figures_of

UNITS = [*DECIMALS, "", "tps per 100% LPAR", "regions"]
values = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.floats(-1e-3, 1e-3),
                   st.sampled_from([0.0, -0.0, -0.00004, 0.00005, 1e12, -2.5, 1234567.89]), st.integers(-10**6, 10**6),
                   st.none(), st.sampled_from(["n/a", "3931-705", ""]))
rows = st.lists(values, min_size=1, max_size=8).flatmap(
    lambda row: st.lists(st.sampled_from(row), min_size=1, max_size=21))  # repeated values, as unchanged workloads


@settings(max_examples=budget(400), deadline=None)
@given(row=rows, unit=st.sampled_from(UNITS))
def test_a_row_of_figures_is_each_figure_written_alone(row, unit):
    assert figures_of(row, unit) == [figure(v, unit) for v in row]


@settings(max_examples=budget(400), deadline=None)
@given(row=rows, unit=st.sampled_from([*UNITS, "% of one engine", "ms/tran"]))
def test_a_rows_changes_in_one_pass_are_each_change_told_alone(row, unit):
    compared = Row("Workload w", "CPU per transaction", unit, tuple(row))
    assert compared.changes_in_units_texts() == [compared.change_in_units_text(k) for k in range(1, len(row))]
