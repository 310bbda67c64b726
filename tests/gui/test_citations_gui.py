"""The Catalog sheet and the About box name each document by its title, with its file name in brackets."""

import re

FILE_NAME_RE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")


def test_catalog_sheet_shows_the_document_title_and_details(window):
    window.catalog_sheet.show_model("ctg-exci")
    text = window.catalog_sheet.details.toPlainText()
    assert ('Source IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
            "Table 16 (raw data), Table 17 (average)") in " ".join(text.split())
    assert '"IBM CICS Performance Series: A Processor Usage Study of Ways into CICS", IBM Redbooks' in text
    assert not FILE_NAME_RE.search(text)  # documents by their title, never their file


def test_about_box_lists_every_source_document_by_title(window, dialogs):
    window.act_about.trigger()
    kind, title, text = dialogs.shown[-1]
    assert kind == "about" and title == "About cicsplan"
    assert ('21 methods from IBM Redpaper &quot;A Processor Usage Study of Ways into CICS&quot; (CICS TS V4.2), '
            "measured on 2817-779") in text
    assert not FILE_NAME_RE.search(text)
    for name in ("A Performance Comparison of CICS using VTAM LU2 and CICS-WebSphere MQ Adapter",
                 "CICS Transaction Gateway for z/OS V9.0 Performance summary", "CICS TS V5.5 Performance Highlights",
                 "IBM paper (untitled) on converting a 3270 CICS/DB2 workload"):
        assert name in text
    assert not FILE_NAME_RE.search(text)  # documents by their title, never their file
