"""The formula bar follows an input to its own formula, down to the measured coefficient."""

from PySide6.QtCore import QUrl


def test_drill_from_workload_total_to_address_space_to_source(window):
    window.formula.show_quantity("wl_total_ms", 2, None)
    assert 'href="q:total_ms[CTG]"' in window.formula.toHtml() or "total_ms[CTG]" in window.formula.toPlainText()
    window.formula._drill(QUrl("q:total_ms[CTG]"))
    assert "total_ms = gcp_ms + ziip_ms" in window.formula.toPlainText()
    for step in ("ziip_ms", "eligible_demand_ms", "ref_eligible_ms", "sized_eligible_ms"):
        window.formula._drill(QUrl(f"q:{step}"))
    text = window.formula.toPlainText()
    assert ("sized_eligible_ms = min(max(marginal_eligible_ms × (1 − eligible_byte_share + eligible_byte_share × "
            "bytes_ratio)") in text
    assert "Table 18" in text
