"""The Results sheet's region groups: the planning ceiling, the saturation point and the regions needed
follow what the planner types; the TLS TCBs show for TLS work (issue 16)."""

from __future__ import annotations

import json
import re

from PySide6.QtCore import Qt
from tests.gui.conftest import edit_current_cell

from cicsplan.core.model import calc


def type_into(qtbot, window, row, key, text):
    table = window.workloads.table
    column = [c.key for c in window.workloads.model.columns].index(key)
    table.setCurrentIndex(window.workloads.model.index(row, column))
    edit_current_cell(qtbot, table, text)


def group_row(html: str, name: str) -> list[str]:
    """The cells of the region-group table row of ``name`` (the first table row that starts with it)."""
    for row in re.findall(r"<tr>(.*?)</tr>", html):
        cells = [re.sub("<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        if cells and cells[0] == name and len(cells) == 9:
            return cells
    raise AssertionError(f"no region group row {name}")


def test_typing_a_rate_moves_the_regions_needed(qtbot, window, tmp_path):
    path = tmp_path / "web.cicsplan.json"
    path.write_text(json.dumps({
        "format": "cicsplan", "version": 1, "name": "web",
        "hardware": {"machine": "3931-708", "cps": 8, "ziips": 2},
        "region_groups": [{"name": "WEB", "regions": 1}, {"name": "TLS", "regions": 1}],
        "workloads": [{"name": "api", "ingress": "cws-http-pooled", "tps": 12000, "region": "WEB"},
                      {"name": "secure", "ingress": "cws-https-pooled", "tps": 3000, "region": "TLS"}]}),
        encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: "group's own tps" in window.results.totals_label.text(), timeout=10000)
    cells = group_row(window.results.totals_label.text(), "WEB")
    regions, needed, tps, ceiling, saturation = cells[1], cells[2], cells[6], cells[7], cells[8]
    assert (regions, tps, needed) == ("1", "12,000", "2")
    assert 6900 < float(ceiling.replace(",", "")) < float(saturation.replace(",", "")) < 12000
    quote = "&#x27;"
    assert f"QR time of WEB: {quote}cws-http-pooled{quote} through {quote}cws-https-pooled{quote}" in \
        window.results.totals_label.text()
    window.tabs.setCurrentWidget(window.workloads)
    type_into(qtbot, window, 0, "tps", "5000")
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: group_row(window.results.totals_label.text(), "WEB")[6] == "5,000", timeout=10000)
    env = window.doc.result.env
    web = [name for name, _ in window.doc.result.resolved.groups].index("WEB")
    row = group_row(window.results.totals_label.text(), "WEB")
    # the regions needed come from every per-region ceiling, the one that decides named beside them
    assert row[2] == f"{float(env['group_regions_needed'][web]):.0f}"
    assert row[3] == calc.regions_needed_by(env, web).split(" under ")[0]
    # TLS work: S8 TCBs by Little's law, 37.15 ms per TLS transaction, against MAXSSLTCBS 32
    assert tls_row(window.results.totals_label.text(), "TLS")[2:] == ["112", "32"]
    window.tabs.setCurrentWidget(window.workloads)
    type_into(qtbot, window, 1, "tps", "800")
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: tls_row(window.results.totals_label.text(), "TLS")[2] == "30", timeout=10000)


def tls_row(html: str, name: str) -> list[str]:
    for row in re.findall(r"<tr>(.*?)</tr>", html):
        cells = [re.sub("<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        if cells and cells[0] == name and len(cells) == 4:
            return cells
    raise AssertionError(f"no TLS row {name}")


def test_the_crypto_card_time_offers_example_4s_two_coprocessors(qtbot, window):
    from PySide6.QtTest import QTest

    window.tabs.setCurrentWidget(window.assumptions)
    table = window.assumptions.assumptions
    row = next(r for r in range(table.rowCount())
               if table.item(r, 0).text() == "Crypto Express service time per full handshake")
    assert table.item(row, 4).text().endswith("; measured: 0.71, 0.577")
    rect = table.visualRect(table.model().index(row, 0))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: "Measured values you can type" in window.assumptions.why.text(), timeout=5000)
    why = window.assumptions.why.text()
    assert "0.71 ms" in why and "0.577 ms" in why and "Example 4" in why
    table.setCurrentCell(row, 1)
    edit_current_cell(qtbot, table, "0.577")
    qtbot.waitUntil(lambda: window.doc.plan.assumptions.get("crypto_handshake_card_ms") == 0.577, timeout=5000)


def test_the_catalog_sheet_shows_one_regions_observed_throughput(window):
    window.tabs.setCurrentWidget(window.catalog_sheet)
    window.catalog_sheet.show_model("cws-http-pooled")
    text = " ".join(window.catalog_sheet.details.toPlainText().split())
    assert ("One region 2,462.41 tps (Table 8 row 4, 2817-779 LPAR of 3 CPs; saturating at 3,560.45 tps (row 5: "
            "response time 9 ms against 1 ms at lower rates)): observed one-region throughput, not a limit proven") \
        in text


def test_the_results_sheet_marks_an_assumed_limit_and_names_which_rate_each_table_gives(qtbot, window, tmp_path):
    """1,500 tps of CTG IPIC (QR share not measured: assumption 0.7) and 400 tps of 3270 on a z16: the binding QR
    limit carries a mark and the assumption it rests on; 'max plan tps' and 'group ceiling tps' say whose rate."""
    path = tmp_path / "small.cicsplan.json"
    path.write_text(json.dumps({
        "format": "cicsplan", "version": 1, "name": "small", "hardware": {"machine": "3931-706", "cps": 6, "ziips": 2},
        "workloads": [{"name": "gateway", "ingress": "ctg-ipic", "tps": 1500},
                      {"name": "terminals", "ingress": "3270", "tps": 400}]}), encoding="utf-8")
    assert window.open_path(path)
    window.tabs.setCurrentWidget(window.results)
    qtbot.waitUntil(lambda: "<th>max plan tps</th>" in window.results.totals_label.text(), timeout=10000)
    text = window.results.totals_label.text()
    assert "QR TCB CPU, region group CICS (binding) †" in text
    assert ("† QR TCB CPU, region group CICS: rests on the assumption qr_share_ctg_ipic = 0.7, not measured; edit it "
            "on the Assumptions sheet.") in text
    assert "general-CP busy at the target †" not in text  # measured costs: no mark
    assert "<th colspan='3'>group's own tps</th>" in text and "<th>ceiling</th>" in text
    assert "Group's own tps: the region group's rate, not the plan's (the limits' max plan tps)." in text
    assert group_row(text, "CICS")[6:8] == ["1,900", "11,626"]  # the group's own rate: here the whole plan's
