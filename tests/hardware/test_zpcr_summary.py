"""Reading IBM zPCR's Configuration Summary page: the real layout reads as IBM's ratings; a damaged page, another
page or hostile input is one sentence naming what was expected and what was found (never a crash, never a hang).

tests/data/zpcr-configuration-summary-sample.html is a page in zPCR's own layout (seven families: z17 7xx, the
LinuxONE Emperor 5, z16 7xx and 4xx, z196 7xx and 4xx, z10 BC Z00) holding IBM's published figures.
"""

from __future__ import annotations

import time
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, no_hang

from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import models_from_records
from cicsplan.core.hardware.ratings_files import load_ratings
from cicsplan.core.hardware.zpcr_summary import FORMAT, MAX_BYTES, MAX_TAGS, read_configuration_summary
from conftest import REPO

SAMPLE = (REPO / "tests" / "data" / "zpcr-configuration-summary-sample.html").read_bytes()
TEXT = SAMPLE.decode("ascii")
NAME = "CheatSheet123.html"
RATINGS = load_ratings(REPO / "models" / "capacity")


def read(data: bytes | str):
    """The page's summary, or the refusal's text (which must name the file); any other exception fails the test."""
    try:
        return read_configuration_summary(data, NAME)
    except MachineError as exc:
        message = str(exc)
        assert message.startswith(NAME) and "\n" not in message, message
        return message


def refusal(data: bytes | str) -> str:
    outcome = read(data)
    assert isinstance(outcome, str), "the damaged page was read as a Configuration Summary"
    return outcome


# -- the real layout ----------------------------------------------------------------------------------------------


def test_the_sample_page_reads_as_ibms_ratings():
    summary = read_configuration_summary(SAMPLE, NAME)
    assert summary.title == "Configuration Summary"
    assert summary.families == ("IBM Z z17/700", "LinuxONE Emperor 5 9175/400", "IBM Z z16/700", "IBM Z z16/400",
                                "zEnterprise 196/700", "zEnterprise 196/400", "System z10 BC/Z00")
    assert len(summary.models) == 208 + 1 + 200 + 39 + 80 + 15 + 5
    first = summary.models[0]
    assert (first.model, first.cps, first.pci, first.msu, first.partitions, first.ifls, first.icfs, first.zaaps,
            first.ziips, first.family) == ("9175-701", 1, 2477, 306, 85, 207, 207, 0, 207, "IBM Z z17/700")
    by_name = {m.model: m for m in summary.models}
    assert by_name["9175-7K8"].pci == 248344 and by_name["3931-7K0"].pci == 215089  # thousands separators
    assert by_name["9175-401_L"].linuxone and by_name["9175-401_L"].ziips == 0
    assert by_name["2817-403"].setting == "4" and by_name["2098-Z05"].setting == "Z"


def test_an_import_of_the_sample_overrides_the_built_in_models_one_for_one():
    """The page holds IBM's published figures, so replacing the built-in models changes no number, only the
    source each figure is cited from."""
    summary = read_configuration_summary(SAMPLE, NAME)
    merged = RATINGS.with_models(summary.models, "zPCR sample")
    for m in summary.models:
        built_in, imported = RATINGS.find(m.model), merged.find(m.model)
        assert imported.source == "zPCR sample" and imported.generation == built_in.generation
        assert imported._replace(source="") == built_in._replace(source=""), m.model
    assert merged.find("3931-439").source == "zPCR sample" and merged.find("3931-639").source.startswith("IBM")
    assert merged.engine("3931", "7", 3).pci_per_engine == RATINGS.engine("3931", "7", 3).pci_per_engine


def zpcr_page(models) -> str:
    """Models in zPCR's Configuration Summary layout (as the sample page writes it): a family row, then the labels."""
    fields = ("model", "pci", "msu", "partitions", "cps", "ifls", "icfs", "zaaps", "ziips")
    labels = ("Model", "MIPS", "MSU", "#Partitions", "#CPs", "#IFLs", "#ICFs", "#zAAPs", "#zIIPs")
    out, family = ["<HTML><TITLE>Configuration Summary</TITLE>\n<table align=center border>"], None
    for m in models:
        if m.family != family:
            family = m.family
            out.append(f'<tr><th align="center" colspan=9><font size="+1">{family}</font></th></tr><tr>'
                       + "".join(f'<th align="center"><font size="+1">{label}</font></th>' for label in labels)
                       + "</tr>")
        values = [m.model] + [f"{getattr(m, f):,.0f}" for f in fields[1:]]
        out.append("<tr>" + "".join(f'<td align="right"><font size="+1">{v}</font></td>' for v in values) + "</tr>")
    return "\n".join(out) + "\n</table></HTML>\n"


def test_every_built_in_model_in_zpcrs_layout_reads_back_as_itself():
    """A planner's full export (every type, mid-range levels and LinuxONE markers included) imports one for one."""
    built_in = [m for m in RATINGS.all_models() if m.scale == "PCI"]
    summary = read_configuration_summary(zpcr_page(built_in), NAME)
    assert len(summary.models) == 3190
    assert [m._replace(source="", generation="") for m in summary.models] == [
        m._replace(source="", generation="") for m in built_in]


def test_a_plan_stores_the_import_with_its_name_and_date_and_reads_it_back():
    summary = read_configuration_summary(SAMPLE, NAME)
    table = summary.as_plan_table("zPCR 2026-08", date(2026, 8, 10), f"imported from {NAME}")
    assert {k: table[k] for k in ("name", "source", "imported", "format")} == {
        "name": "zPCR 2026-08", "source": f"imported from {NAME}", "imported": "2026-08-10", "format": FORMAT}
    back = models_from_records(table["models"], table["name"])
    assert [m._replace(source="") for m in back] == [m._replace(source="") for m in summary.models]


@pytest.mark.parametrize("encode", [
    lambda t: t.encode("utf-8-sig"), lambda t: t.encode("utf-16"), lambda t: t.encode("utf-16-le"),
    lambda t: t.encode("utf-32"), lambda t: t.encode("cp1252"), lambda t: t,
    lambda t: t.replace("\n", "\r\n").encode(), lambda t: t.lower().replace("9175-401_l", "9175-401_L").encode(),
])
def test_encodings_line_ends_and_tag_case_do_not_matter(encode):
    summary = read_configuration_summary(encode(TEXT), NAME)
    assert len(summary.models) == 548 and summary.models[0].pci == 2477


def test_other_zpcr_label_spellings_and_missing_optional_columns_are_read():
    page = ("<html><title>Configuration Summary</title><table><tr><th colspan=4>IBM Z z16/700</th></tr>"
            "<tr><th>model</th><th>MIPS</th><th>MSU</th><th># CPs</th></tr>"
            "<tr><td>3931-701</td><td>2,253</td><td>278</td><td>1</td></tr></table></html>")
    summary = read_configuration_summary(page, NAME)
    assert summary.models[0].pci == 2253 and summary.models[0].ziips is None


# -- damaged pages and other files ------------------------------------------------------------------------------------


def replace_once(old: str, new: str) -> str:
    assert old in TEXT, old
    return TEXT.replace(old, new, 1)


FIRST_ROW = ('<td align="right"><font size="+1">9175-701</font></td>\n'
             '<td align="right"><font size="+1">2,477</font></td>')
FIRST_ROW_WHOLE = TEXT[TEXT.index("<tr>\n" + FIRST_ROW[:40]):TEXT.index("</tr>", TEXT.index(FIRST_ROW)) + 6]


@pytest.mark.parametrize(("page", "expected"), [
    (replace_once(">2,477<", ">2,4x7<"),
     f"{NAME} line 18 (table row 3): found model 9175-701 with MIPS '2,4x7': a number such as 2,477 was expected; "
     "expected a zPCR Configuration Summary: one table whose label row reads Model, MIPS, MSU, #Partitions, #CPs, "
     "#IFLs, #ICFs, #zAAPs, #zIIPs, with one row per model such as 3931-705"),
    (replace_once(">2,477<", ">2,47<"), "MIPS '2,47': a number such as 2,477 was expected"),
    (replace_once(">2,477<", "><"), "MIPS '': a number such as 2,477 was expected"),
    (replace_once(">306<", ">-306<"), "MSU '-306': a number such as 2,477 was expected"),
    (replace_once(">2,477<", ">0<"), "model 9175-701 with MIPS '0' and MSU '306': both must be above 0"),
    (TEXT.replace(FIRST_ROW_WHOLE, FIRST_ROW_WHOLE * 2, 1), "found model 9175-701 a second time (first on line 18)"),
    (replace_once(">9175-701<", ">9175-7.1<"), "found model '9175-7.1', not a type-model such as 3931-705"),
    (replace_once(">9175-701<", ">9175-7O1<"), "found model 9175-7O1 with #CPs '1', but its name says 241 CPs"),
    (replace_once('<td align="right"><font size="+1">1</font></td>\n<td align="right"><font size="+1">207',
                  '<td align="right"><font size="+1">2</font></td>\n<td align="right"><font size="+1">207'),
     "found model 9175-701 with #CPs '2', but its name says 1 CPs"),
    (replace_once(">207</font></td>\n</tr>", ">2.5</font></td>\n</tr>"),
     "#zIIPs '2.5': a whole number from 0 to 10,000 was expected"),
    (replace_once('<td align="right"><font size="+1">0</font></td>\n', ""), "found a row of 8 cells under a label "
                                                                           "row of 9"),
    (replace_once(">MIPS<", ">Weight<"), "found a label row 'Model | Weight | MSU | #Partitions | #CPs | #IFLs | "
                                         "#ICFs | #zAAPs | #zIIPs' without the columns MIPS"),
    (replace_once(">#IFLs<", ">MSU<"), "found a label row naming MSU twice"),
    (replace_once("<th align=\"center\"><font size=\"+1\">Model</font></th>",
                  "<td align=\"center\"><font size=\"+1\">Model</font></td>"), "found a row of data ('Model | MIPS"),
    (replace_once(">2,477<", "><table><tr><td>1</td></tr></table><"), "found a table inside a table cell"),
    (replace_once(">2,477<", ">" + "9" * 300 + "<"), "found a table cell of more than 200 characters"),
])
def test_a_damaged_page_is_refused_naming_what_was_found_and_where(page, expected):
    assert expected in refusal(page)


def test_the_message_names_the_line_of_the_damage():
    cell = '<td align="right"><font size="+1">3,311</font></td>'  # 2817-703, far down the page
    row_line = TEXT[:TEXT.index(cell)].count("\n") - 1  # the row's <tr>: two lines above its MIPS cell
    message = refusal(replace_once(cell, cell.replace("3,311", "3.311.0")))
    assert message.startswith(f"{NAME} line {row_line} (table row ") and "model 2817-703 with MIPS '3.311.0'" in message


@pytest.mark.parametrize(("page", "expected"), [
    ("model,machine_type,generation\n3931-701,3931,z16\n", f"{NAME} is a page without a title with no table"),
    ("<html><title>LPAR Configuration Capacity</title><p>nothing</p></html>",
     "is a page titled 'LPAR Configuration Capacity' with no table; expected a zPCR Configuration Summary"),
    ("<html><table><tr><th>Partition</th><th>Weight</th></tr><tr><td>PROD</td><td>80</td></tr></table></html>",
     "found a label row 'Partition | Weight' without the columns Model, MIPS, MSU, #CPs"),
    ("<html><table><tr><td>PROD</td><td>80</td></tr></table></html>", "found a row of data ('PROD | 80') before any "
                                                                      "label row"),
    ("<html><table><tr><th>Model</th><th>MIPS</th><th>MSU</th><th>#CPs</th></tr></table></html>",
     "has the labels of a Configuration Summary but no model rows"),
    (b"%PDF-1.7\n\x00\x01\x02binary", f"{NAME} is a binary file, not a web page"),
    (b"\xff\xfe\x00\xd8", "is not valid UTF-16 text (a damaged character at byte 2)"),
    ("<html><table><tr><td>1 < 2</td></tr></table>", "'< 2</td></tr></table>' is not HTML markup a zPCR page writes"),
])
def test_a_file_that_is_not_a_configuration_summary_says_what_was_expected(page, expected):
    assert expected in refusal(page)


def test_a_page_cut_short_anywhere_is_refused():
    """Every cut of a one-family page (the sample's header and its z10 BC rows) before its </table> is refused."""
    family = '<tr>\n<th align="center" colspan=9><font size="+1">'
    small = TEXT[:TEXT.index(family)] + TEXT[TEXT.index(family + "System z10 BC/Z00"):]
    end_of_table = small.index("</table>") + len("</table>")
    with no_hang():
        assert len(read_configuration_summary(small[:end_of_table], NAME).models) == 5  # </HTML> is not needed
        for cut in range(end_of_table):
            message = refusal(small[:cut])
            assert any(s in message for s in ("cut short", "no table", "no label row", "no model rows")), (cut, message)


# -- hostile input --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("page", "expected"), [
    (b"<html>" + b" " * (MAX_BYTES + 1), "is 8.0 MB; a zPCR Configuration Summary is at most a few MB"),
    ("<b>" * (MAX_TAGS + 1), f"has more than {MAX_TAGS:,} tags"),
    ("<!" * 2_000_000 + ">", "'<!<!<!<!<!<!<!<!<!<!<!<!' is not HTML markup"),  # quadratic in html.parser itself
    ("<!" * 2_000_000, "ends inside a tag (line 1): the file is cut short"),
    ("<a" + " x" * 2_000_000, "ends inside a tag (line 1): the file is cut short"),
    ("<" * 2_000_000 + ">", "'<<<<<<<<<<<<<<<<<<<<<<<<' is not HTML markup a zPCR page writes"),
    ("<table><tr>" + "<td>1" * 50, "found a row of more than 40 cells"),
    ("<table><tr><td>" + "<font>" * 200_000, "ends inside a table row"),
    ("<table>" + "<tr><td>x</td></tr>" * 50_000 + "</table>", "before any label row"),
    ("<!--" + "x" * 3_000_000 + ">", "'<!--xxxxxxxxxxxxxxxxxxxx' is not HTML markup"),
    ("<table><tr><th>Model</th><th>MIPS</th><th>MSU</th><th>#CPs</th></tr>"
     + "".join(f"<tr><td>3931-{s}{n:02d}</td><td>1</td><td>1</td><td>{n}</td></tr>" for s in "7654" for n in
               range(1, 100)) * 30 + "</table>", "found model 3931-701 a second time"),
])
def test_hostile_input_is_refused_quickly(page, expected):
    start = time.perf_counter()
    with no_hang(60):
        assert expected in refusal(page)
    assert time.perf_counter() - start < 30  # a generous hang guard, not a speed target (benchmarks/ measures that)


@st.composite
def damaged_page(draw) -> str:
    """The sample page with a cut, a splice of markup or junk, or a changed cell."""
    text = TEXT[:draw(st.integers(2000, 12000))] + TEXT[-2000:] if draw(st.booleans()) else TEXT
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["cut", "splice", "cell", "drop"]))
        at = draw(st.integers(0, len(text)))
        if kind == "cut":
            text = text[:at]
        elif kind == "splice":
            piece = draw(st.one_of(
                st.sampled_from(["<", ">", "<tr>", "</tr>", "<td>", "</td>", "<th>1</th>", "<table>", "</table>",
                                 "&#0;", "&amp;", "<!--", "-->", "<![CDATA[", "<script>", "</", "<td colspan=9>",
                                 "9175-701", "3,000", "\u00a0", "\ufeff", "\x00"]),
                st.text(max_size=20)))
            text = text[:at] + piece + text[at:]
        elif kind == "cell":
            cell = draw(st.sampled_from([">2,477<", ">306<", ">85<", ">9175-702<", ">#CPs<", ">MIPS<"]))
            if cell in text:
                text = text.replace(cell, ">" + draw(st.text(max_size=12)) + "<", 1)
        else:
            end = min(len(text), at + draw(st.integers(1, 400)))
            text = text[:at] + text[end:]
    return text


FUZZ = settings(max_examples=budget(60), deadline=timedelta(seconds=10), suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(page=damaged_page(), as_bytes=st.booleans())
def test_a_damaged_sample_is_read_or_refused_in_one_sentence(page, as_bytes):
    outcome = read(page.encode("utf-8", "surrogatepass") if as_bytes else page)
    if not isinstance(outcome, str):
        for m in outcome.models:  # whatever was read is a model of its own name, with positive figures
            assert m.pci > 0 and m.msu > 0 and m.model.startswith(m.machine_type)


@FUZZ
@given(data=st.binary(max_size=3000))
def test_random_bytes_are_refused_in_one_sentence(data):
    assert isinstance(read(data), str)


@FUZZ
@given(cells=st.lists(st.lists(st.text(alphabet="0123456789,.-_ABLZxy#<>& ", max_size=10), min_size=1, max_size=10),
                      max_size=20))
def test_random_tables_are_read_or_refused_in_one_sentence(cells):
    rows = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in cells)
    read("<table><tr><th>Model</th><th>MIPS</th><th>MSU</th><th>#CPs</th></tr>" + rows + "</table>")
