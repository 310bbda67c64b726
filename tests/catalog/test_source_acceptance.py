"""The engine against the document's own numbers: its row totals, its averages, its rows."""

import numpy as np
import pytest

from cicsplan.cli.catalog_cli import acceptance_table
from cicsplan.core.catalog.checks import compare_averages, model_flags, parts_vs_published_table, row_total_mismatches
from cicsplan.core.catalog.costs import derive_costs, model_prediction_ms

# Where the document disagrees with itself by more than 1%, and the basis cicsplan takes.
KNOWN_AVERAGE_DISCREPANCIES = {
    "3270": "Table 2 states 0.139 ms; the rows' parts average 0.1407 ms (-1.2%)",
    "cws-https-full": "Table 11 states 1.321 ms, the mean of the published totals, which carry row 5's "
                      "1.548 ms; the parts average 1.2801 ms (+3.2%)",
    "cws-https-partial": "Table 13 states 1.041 ms; both the rows' totals and their parts average 1.024 ms (+1.6%)",
}
# basis: the parts (sum of the address spaces' CPU% / ETR x 10), the document's own definition of the total.


def test_acceptance_table(catalog, capsys):
    lines = parts_vs_published_table(list(catalog.models.values()))
    with capsys.disabled():
        print("\n" + acceptance_table(lines))
    for line in lines:
        model = catalog.get(line["id"])
        parts_mean = float(model.measurements.parts_total_ms.mean())
        # the published method is the mean of the rows' cost from their parts
        assert line["published_method_ms"] == pytest.approx(parts_mean, rel=0.005)
        assert line["discrepancy"] == (line["id"] in KNOWN_AVERAGE_DISCREPANCIES), line["id"]
        assert abs(line["stated_vs_parts_pct"]) <= 3.5 and abs(line["totals_vs_parts_pct"]) <= 3.5


def test_published_method_per_address_space_is_the_mean_of_cpu_over_etr(catalog):
    m = catalog.get("ctg-exci").measurements
    costs = derive_costs(catalog.get("ctg-exci"), "published")
    cics = np.mean(np.array([3.58, 7.09, 10.26, 19.02, 37.11]) / m.etr * 10)
    assert costs.by_as["CICS"].total_ms == pytest.approx(cics)
    ctg = costs.by_as["CTG"]
    gcp = np.mean(np.array([4.21, 6.89, 10.26, 18.66, 37.37]) / m.etr * 10)  # includes AAPCP
    ziip = np.mean(np.array([5.36, 9.90, 13.10, 22.52, 40.23]) / m.etr * 10)
    aapcp = np.mean(np.array([0.18, 0.39, 0.65, 1.07, 2.94]) / m.etr * 10)
    assert ctg.gcp_ms == pytest.approx(gcp)
    assert ctg.ziip_ms == pytest.approx(ziip)
    assert ctg.eligible_ms == pytest.approx(ziip + aapcp)
    assert costs.total_ms == pytest.approx(0.3974, abs=5e-5)  # Table 17: 0.396 stated


def test_published_excluding_ziip_matches_the_document(catalog):
    for model_id, stated in (("ctg-exci", 0.259), ("ctg-ipic", 0.245), ("ws-soap-1000", 1.371)):
        costs = derive_costs(catalog.get(model_id), "published")
        gcp = sum(c.gcp_ms for c in costs.by_as.values())
        assert gcp == pytest.approx(stated, rel=0.01), model_id


def test_rows_whose_published_total_disagrees_with_their_parts(catalog):
    found = {(model_id, row + 1) for model_id, m in catalog.models.items() for row, _, _ in row_total_mismatches(m)}
    assert ("cws-https-full", 5) in found  # 1.548 published, (97.99 + 7.49) / 787.34 x 10 = 1.340
    assert ("ws-soap-1000", 2) in found  # 1.501 published, 1.507 from the parts
    assert len(found) == 2
    flags = model_flags(catalog.get("cws-https-full"))
    assert any(f.kind == "row_total" and "1.548" in f.text and "1.3397" in f.text for f in flags)


def test_stated_averages_that_disagree_with_their_rows(catalog):
    assert compare_averages(catalog.get("3270")).stated_vs_parts_pct == pytest.approx(-1.2, abs=0.05)
    assert compare_averages(catalog.get("cws-https-full")).stated_vs_parts_pct == pytest.approx(3.2, abs=0.05)
    assert compare_averages(catalog.get("cws-https-partial")).stated_vs_parts_pct == pytest.approx(1.6, abs=0.05)
    for model_id in KNOWN_AVERAGE_DISCREPANCIES:
        assert any(f.kind == "average" for f in model_flags(catalog.get(model_id))), model_id


def test_column_label_that_looks_wrong_is_flagged(catalog):
    flags = model_flags(catalog.get("dpl-lu62"))
    label = [f for f in flags if f.kind == "note:column_label"]
    assert label and "TCP/IP" in label[0].where and "NET" in label[0].text
    assert catalog.get("dpl-lu62").measurements.columns[3].label == "TCP/IP GCPU%"  # kept as published


def test_fitted_model_floors(catalog):
    """Never negative, every non-saturated row's published total within 6%, median under 1%."""
    errors = []
    for model in catalog.models.values():
        fitted = derive_costs(model, "fitted")
        for cost in fitted.by_as.values():
            assert cost.fixed_pct >= 0 and cost.total_ms >= 0 and cost.eligible_ms >= 0
            assert cost.eligible_fixed_pct <= cost.fixed_pct + 1e-9 or cost.eligible_ms <= cost.total_ms
        saturated = {s.index for s in fitted.saturated}
        kept = [i for i in range(len(model.measurements.rows)) if i not in saturated]
        prediction = model_prediction_ms(model, fitted)
        rel = np.abs(prediction[kept] / model.measurements.published_total_ms[kept] - 1) * 100
        assert rel.max() < 6.0, (model.id, rel)
        errors.extend(rel)
    assert np.median(errors) < 1.0


def test_saturation_rule_on_the_documents_rows(catalog):
    def saturated(model_id):
        return [s.index + 1 for s in derive_costs(catalog.get(model_id), "fitted").saturated]

    assert saturated("3270") == [4]  # 13 ms at 10,160 tps: the QR TCB limit of Table 3
    assert saturated("cws-https-full") == [4, 5]  # 15 and 51 ms
    assert saturated("sockets-child") == [5]  # 0.701 ms against 0.659 ms below
    assert saturated("mq-trigger-first") == [4, 5]  # one server, 102 ms
    assert saturated("cws-http") == []  # flat 2 ms and flat cost
    assert saturated("sockets-iterative") == []  # client-side response times, cost falling


def test_fitted_cost_stays_below_published_where_fixed_costs_exist(catalog):
    """A positive fixed part means the marginal cost is below the average at the measured rates."""
    for model in catalog.models.values():
        fitted, published = derive_costs(model, "fitted"), derive_costs(model, "published")
        if fitted.fixed_pct > 0.5:
            mid = float(np.median(model.measurements.etr))
            assert fitted.total_ms < published.total_ms
            assert fitted.total_ms_at(mid) == pytest.approx(published.total_ms, rel=0.06)
