"""Per-method one-region figures the catalog derives from the documents' tables, and the measured values an
assumption offers (issue 16)."""

import shutil

import pytest

from cicsplan.core.catalog.catalog import CatalogError, load_catalog
from cicsplan.core.catalog.costs import OBSERVED_LABEL, one_region_throughput
from cicsplan.core.catalog.fit import SaturationRule
from conftest import REPO

# Ways into CICS Redpaper: (method, observed one-region throughput, its table row, saturating at or None)
OBSERVED = [
    ("3270", 4925.46, 3, 10160.81),  # Table 1: 13 ms against 5 ms at the top row, +3.7% CPU per transaction
    ("cws-http-pooled", 2462.41, 4, 3560.45),  # Table 8: the pooled-HTTP knee, 9 ms against 1 ms
    ("cws-https-pooled", 2384.40, 4, 3499.03),  # Table 14: 10 ms against 1 ms
    ("ws-soap", 2339.00, 3, 2558.38),
    ("sockets-child", 2124.87, 4, 3162.22),  # +6.4% CPU per transaction
    ("lu62-ee", 1170.62, 3, 1294.84),
    ("ctg-exci", 3564.75, 5, None),  # no row flagged: the top rate is only a lower bound
    ("ws-soap-1000", 1527.27, 5, None),  # 5 ms against 3 ms is less than twice
]


@pytest.mark.parametrize(("model_id", "tps", "row", "saturating"), OBSERVED)
def test_observed_one_region_throughput_by_the_saturation_rule(catalog, model_id, tps, row, saturating):
    observed = one_region_throughput(catalog.get(model_id))
    assert observed.tps == pytest.approx(tps, abs=0.005)
    assert observed.row + 1 == row
    assert observed.saturating_tps == (None if saturating is None else pytest.approx(saturating, abs=0.005))
    text = observed.text()
    assert OBSERVED_LABEL in text and f"row {row}" in text and "2817-779 LPAR of 3 CPs" in text
    assert ("not reached" in text) == (saturating is None)


def test_a_stricter_rule_flags_more_rows(catalog):
    """The rule is the editable one of the fitted method: a 1 ms response margin flags Table 8's row 4 too."""
    loose = one_region_throughput(catalog.get("cws-http-pooled"))
    strict = one_region_throughput(catalog.get("cws-http-pooled"), SaturationRule(resp_factor=1.5, resp_margin_ms=0.5))
    assert strict.tps < loose.tps


def test_crypto_card_time_offers_the_two_measured_coprocessors(catalog):
    suggestions = catalog.assumptions["crypto_handshake_card_ms"].suggestions
    assert [value for value, _ in suggestions] == [0.710, 0.577]
    assert all("Example 4" in source for _, source in suggestions)


@pytest.mark.parametrize(("old", "new", "reason"), [
    ("{ value = 0.577,", "{ value = 577.0,", "value 577.0 must lie within min and max"),
    ("{ value = 0.577,", "{ worth = 0.577,", "needs a number 'value' and a text 'source'"),
])
def test_a_bad_suggestion_is_named(tmp_path, old, new, reason):
    folder = tmp_path / "models"
    shutil.copytree(REPO / "models", folder)
    path = folder / "assumptions.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_catalog(folder)
    assert any("crypto_handshake_card_ms" in p[1] and "suggestions[2]" in p[1] and reason in p[2]
               for p in caught.value.problems), caught.value.problems
