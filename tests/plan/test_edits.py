"""What a cell stores when a value is typed, pasted or filled into it follows the kind of its field."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.plan import edits
from cicsplan.core.plan.edits import CellRef
from cicsplan.core.plan.fields import BOOL, HARDWARE_FIELDS, INGRESS, REGION_GROUP_FIELDS, TEXT, WORKLOAD_FIELDS
from cicsplan.core.plan.plan import Plan, Record, Scenario

TEXT_CELLS = ([CellRef(0, "workloads", 0, f.key) for f in WORKLOAD_FIELDS if f.kind in (TEXT, INGRESS)]
              + [CellRef(0, "hardware", 0, f.key) for f in HARDWARE_FIELDS if f.kind in (TEXT, INGRESS)]
              + [CellRef(0, "region_groups", 0, f.key) for f in REGION_GROUP_FIELDS if f.kind in (TEXT, INGRESS)])
NUMBER_CELLS = [CellRef(0, "workloads", 0, key) for key in ("tps", "payload_in_bytes", "servers", "app_gcp_ms")]


def plan() -> Plan:
    return Plan(scenarios=[Scenario("Base", Record({"cps": 3}), [Record({"name": "w", "ingress": "3270", "tps": 1})],
                                    [Record({"name": "G", "regions": 2})])])


def test_every_text_field_is_covered():
    keys = {(ref.table, ref.key) for ref in TEXT_CELLS}
    assert {("workloads", "name"), ("workloads", "ingress"), ("workloads", "region"), ("workloads", "notes"),
            ("workloads", "tls"), ("workloads", "app_reference"), ("hardware", "machine"),
            ("region_groups", "name")} <= keys


@pytest.mark.parametrize("ref", TEXT_CELLS, ids=lambda r: f"{r.table}.{r.key}")
@pytest.mark.parametrize(("typed", "stored"), [("3270", "3270"), ("2024", "2024"), (" 2964 ", "2964"),
                                               ("1e3", "1e3"), ("1,000", "1,000"), ("=1/0", "=1/0"),
                                               ("", None), ("   ", None), (3270, "3270"), (2.5, "2.5")])
def test_a_text_field_keeps_text_that_reads_as_a_number(ref, typed, stored):
    p = plan()
    edits.set_cell(p, ref, typed)
    assert edits.get_cell(p, ref) == stored and type(edits.get_cell(p, ref)) is type(stored)


@pytest.mark.parametrize("ref", NUMBER_CELLS, ids=lambda r: r.key)
@pytest.mark.parametrize(("typed", "stored"), [("3270", 3270), ("1,250.5", 1250.5), ("1e3", 1000.0), ("-5", -5),
                                               ("=peak_tps*2", "=peak_tps*2"), ("x", "x"), ("", None),
                                               ("nan", "nan"), ("inf", "inf"), ("1e999", "1e999"),
                                               ("123456789012345678901234567890", 123456789012345678901234567890)])
def test_a_number_field_stores_finite_numbers_as_numbers_and_the_rest_as_typed(ref, typed, stored):
    p = plan()
    edits.set_cell(p, ref, typed)
    assert edits.get_cell(p, ref) == stored and type(edits.get_cell(p, ref)) is type(stored)


@pytest.mark.parametrize(("typed", "stored"), [("yes", True), ("Y", True), ("true", True), ("on", True), ("1", True),
                                               ("no", False), ("off", False), ("0", False), ("maybe", "maybe"),
                                               ("", None), (True, True)])
def test_a_yes_no_field_takes_yes_and_no_words(typed, stored):
    ref = CellRef(0, "workloads", 0, "channel")
    assert edits.field_kind(ref) == BOOL
    p = plan()
    edits.set_cell(p, ref, typed)
    assert edits.get_cell(p, ref) is stored if isinstance(stored, bool) else edits.get_cell(p, ref) == stored


def test_plan_variables_are_numbers_or_formulas():
    assert edits.normalise("4,000") == 4000 and edits.normalise("=peak_tps*2") == "=peak_tps*2"


finite = st.floats(allow_nan=False, allow_infinity=False)


@settings(max_examples=budget(200))
@given(value=st.one_of(st.integers(), finite, st.text()))
def test_what_a_cell_holds_survives_being_shown_in_an_editor_and_committed(value):
    """A cell's editor starts from str() of what it holds; committing that text unchanged gives it back."""
    text = str(value)
    kind_of_value = TEXT if isinstance(value, str) else None
    stored = edits.normalise(text, kind_of_value)
    if isinstance(value, str):
        assert stored == (value.strip() or None)
    else:
        assert stored == value and type(stored) is type(value)
