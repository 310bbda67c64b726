"""The RMF readers against the real samples (figures as the reports print them), the Workload Activity reports built
from IBM's layout, and hostile files: each refused with a sentence naming the line or element, never a traceback."""

from __future__ import annotations

import datetime as dt
import tracemalloc
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget, no_hang

from cicsplan.core.common import limits
from cicsplan.core.rmf.read import read_rmf_bytes, read_rmf_files
from cicsplan.core.rmf.records import RmfError

DATA = Path(__file__).resolve().parents[1] / "data" / "rmf"
XML_SAMPLE = DATA / "rmf-cpu-partition-sample.xml"
TEXT_SAMPLE = DATA / "rmf-cpu-partition-text-sample.txt"
WORKLOAD_XML = DATA / "rmf-workload-sample.xml"
WORKLOAD_TEXT = DATA / "rmf-workload-intervals.txt"


def refused(data: bytes | str, name: str = "'r'") -> str:
    with pytest.raises(RmfError) as caught:
        read_rmf_bytes(data.encode("utf-8") if isinstance(data, str) else data, name)
    message = str(caught.value)
    assert "Traceback" not in message and "None" not in message and "Error" not in message
    return message


# -- the real samples ---------------------------------------------------------------------------------------

def test_xml_sample_machine_lpar_and_partitions_as_printed():
    report, skipped = read_rmf_files([XML_SAMPLE])
    assert skipped == []
    (interval,) = report.intervals
    assert interval.interval.start == dt.datetime(2022, 4, 12, 0, 0)
    assert interval.interval.seconds == pytest.approx(29 * 60 + 59.997)
    cpc = interval.cpc
    assert (cpc.designation, cpc.hardware_model, cpc.capacity_msu, cpc.physical_cps, cpc.physical_ziips) == \
        ("8562-Z02", "T02", 413.0, 2, 0)
    lpar = interval.lpar
    assert (lpar.logical_cps, lpar.logical_ziips, lpar.cp_busy_pct, lpar.cp_mvs_busy_pct) == (2, 0, 0.89, 0.88)
    assert interval.partition_name == "VIRPT"
    by_name = {p.name: p for p in interval.partitions}
    assert [p.name for p in interval.partitions if p.logical_cps] == ["VIRPT", "QCK2", "TRNG", "VIDVLP"]
    assert [by_name[n].weight for n in ("VIRPT", "QCK2", "TRNG", "VIDVLP")] == [52, 25, 10, 25]
    assert [by_name[n].busy_pct for n in ("VIRPT", "QCK2", "TRNG", "VIDVLP")] == [0.89, 0.26, 0.25, 0.43]
    # capping "N Y N": absolute (LPAR hardware) capping only, as the header's "LPAR Hardware Capping YES" says
    assert (by_name["VIRPT"].capping.initial, by_name["VIRPT"].capping.absolute) == (False, True)
    assert by_name["KVMOCP1"].other_processors == "4 IFL" and by_name["KVMOCP1"].weight is None
    assert not by_name["VISSC1"].active and not by_name["ZVMVIN"].active
    assert by_name["ICF1LP7"].other_processors == "1 ICF"


def test_text_sample_cps_ziips_and_the_partition():
    report, _ = read_rmf_files([TEXT_SAMPLE])
    (interval,) = report.intervals
    assert len(interval.sources) == 2  # the CPU Activity and Partition Data pages of one interval, joined
    assert interval.system == "S0W1"
    assert interval.interval.start == dt.datetime(2021, 7, 27, 10, 0)
    assert interval.interval.seconds == pytest.approx(29 * 60 + 59.996)
    assert interval.cpc.designation == "1090-306" and interval.cpc.capacity_msu is None  # "CPC Capacity 0"
    lpar = interval.lpar
    assert (lpar.logical_cps, lpar.logical_ziips, lpar.cp_busy_pct, lpar.ziip_busy_pct) == (3, 3, 4.23, 3.03)
    (sysplex,) = interval.partitions
    assert (sysplex.name, sysplex.weight, sysplex.ziip_weight, sysplex.logical_cps, sysplex.logical_ziips) == \
        ("SYSPLEX", 950, 950, 3, 3)
    assert (sysplex.busy_pct, sysplex.ziip_busy_pct, sysplex.capping.initial) == (4.23, 3.03, True)


# -- Workload Activity ----------------------------------------------------------------------------------------

def test_workload_xml_classes_and_intervals():
    report, _ = read_rmf_files([WORKLOAD_XML])
    assert [i.interval.start.strftime("%H.%M") for i in report.intervals] == ["00.00", "00.30"]
    first = report.intervals[0]
    tran = first.work_class("CICSTRAN")
    assert (tran.kind, tran.ended, tran.ended_per_s, tran.response_ms, tran.execution_ms, tran.queued_ms) == \
        ("service", 5400, 3.0, pytest.approx(12.0), pytest.approx(10.0), pytest.approx(1.0))
    assert (tran.appl_cp_pct, tran.appl_ziip_pct) == (0.0, 0.0)
    regions = first.work_class("RCICSAOR")
    assert (regions.kind, regions.appl_cp_pct, regions.appl_ziip_on_cp_pct, regions.appl_ziip_pct) == \
        ("report", 1.0, 0.1, 0.0)
    assert regions.cpu_s == pytest.approx(18.0)
    assert report.intervals[1].work_class("CICSTRAN").ended_per_s == 4.0


def test_workload_text_four_intervals_with_carriage_control():
    report, _ = read_rmf_files([WORKLOAD_TEXT])
    assert [round(i.work_class("CICSDEF").ended_per_s) for i in report.intervals] == [20, 40, 60, 80]
    regions = [i.work_class("RCICSREG") for i in report.intervals]
    assert [r.appl_cp_pct for r in regions] == [3.9, 6.3, 8.7, 11.1]
    assert [r.appl_ziip_pct for r in regions] == [0.7, 1.1, 1.5, 1.9]
    assert regions[0].appl_ziip_on_cp_pct == 0.1 and regions[0].kind == "report"
    # TRANS-TIME HHH.MM.SS.TTT: "14" is 14 thousandths of a second
    assert report.intervals[0].work_class("CICSDEF").response_ms == pytest.approx(14.0)


def test_reports_of_one_interval_from_two_files_are_joined():
    report, _ = read_rmf_files([XML_SAMPLE, WORKLOAD_XML])
    first = report.intervals[0]
    assert first.lpar is not None and first.work_class("CICSTRAN") is not None
    assert len(first.sources) == 2
    assert report.intervals[1].lpar is None  # 00.30 has only Workload Activity


def test_the_same_file_twice_is_refused():
    with pytest.raises(RmfError, match="given twice"):
        read_rmf_files([XML_SAMPLE, XML_SAMPLE])


def test_two_systems_are_refused():
    with pytest.raises(RmfError, match="two systems|two machines"):
        read_rmf_files([XML_SAMPLE, TEXT_SAMPLE])


def test_another_report_is_named_not_read():
    text = TEXT_SAMPLE.read_text().replace("C P U  A C T I V I T Y", "C H A N N E L  P A T H  A C T I V I T Y")
    found, skipped = read_rmf_bytes(text.encode(), "'r.txt'")
    assert skipped[0].startswith("CHANNEL PATH ACTIVITY ('r.txt' line")
    assert found[0].lpar is None and found[0].partitions


# -- hostile XML ----------------------------------------------------------------------------------------------

def test_xml_entities_dtd_and_external_references_are_refused():
    laughs = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
              "<ddsml>&lol2;</ddsml>")
    assert "document type declaration" in refused(laughs)
    external = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><ddsml>&x;</ddsml>'
    assert "document type declaration" in refused(external)


def test_xml_deep_nesting_is_refused_with_its_line():
    deep = "<ddsml>\n" + "<a>" * 100_000 + "</a>" * 100_000 + "</ddsml>"
    with no_hang(30):
        message = refused(deep)
    assert "line 2" in message and "nested 33 elements deep" in message


def test_xml_huge_text_is_refused():
    message = refused("<ddsml>\n<postprocessor>\n<x>" + "A" * 200_000 + "</x></postprocessor></ddsml>")
    assert "line 3" in message and "<x>" in message and "10,000 characters" in message


def test_xml_cut_short_names_line_and_column():
    cut = XML_SAMPLE.read_bytes()[:5000]
    message = refused(cut)
    assert "not well-formed XML" in message and "line" in message and "cut short" in message


def test_xml_that_is_not_rmf():
    assert "root element is <html>" in refused("<html><body>hi</body></html>")
    assert "without a Postprocessor report" in refused("<ddsml><server/></ddsml>")


def test_xml_bad_figures_name_their_element():
    bad = XML_SAMPLE.read_text().replace("<col>52</col>", "<col>52,5</col>", 1)
    message = refused(bad)
    assert "Partition Data" in message and "(VIRPT)" in message and "decimal comma" in message
    assert "<row> line 440 (VIRPT)" in message
    weight = XML_SAMPLE.read_text().replace("<col>52</col>", "<col>5200</col>", 1)
    assert "1 to 999" in refused(weight)


def test_xml_memory_stays_bounded_over_many_intervals():
    """Each interval is read and dropped: 200 intervals cost about what one does, not 200 times it."""
    one = WORKLOAD_XML.read_text()
    body = one[one.index("<postprocessor>"):one.rindex("</postprocessor>") + len("</postprocessor>")]
    intervals = []
    start = dt.datetime(2022, 4, 12)
    for i in range(200):
        moment = start + timedelta(minutes=30 * i)
        piece = body.replace("04/12/2022-00.00.00", moment.strftime("%m/%d/%Y-%H.%M.%S"))
        piece = piece.replace("04/12/2022-00.30.00", moment.strftime("%m/%d/%Y-%H.%M.%S"))
        intervals.append(piece.split("</postprocessor>")[0] + "</postprocessor>")
    data = ("<ddsml>" + "\n".join(intervals) + "</ddsml>").encode()
    tracemalloc.start()
    try:
        found, _ = read_rmf_bytes(data, "'many.xml'")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(found) == 200
    assert peak < 3 * len(data) + 8_000_000  # the file itself and the records, never a tree of every interval


# -- hostile text ---------------------------------------------------------------------------------------------

def test_text_broken_columns_are_refused_naming_the_line():
    lines = WORKLOAD_TEXT.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.lstrip().startswith("ENDED"))
    lines[at] = lines[at].replace("ENDED    36000  QUEUED", "ENDED      36000QUEUED")
    message = refused("\n".join(lines))
    assert f"line {at + 1}" in message and "columns have moved" in message


def test_text_other_language_number_format_is_refused():
    text = WORKLOAD_TEXT.read_text().replace("END/S    20.00", "END/S    20,00", 1)
    message = refused(text)
    assert "decimal comma" in message and "line 14" in message
    german = TEXT_SAMPLE.read_text().replace("4.23        3.35", "4,23        3,35")
    assert "decimal comma" in refused(german)


def test_text_truncated_page_is_refused():
    lines = TEXT_SAMPLE.read_text().splitlines()
    total = next(i for i, line in enumerate(lines) if line.startswith("Total"))
    cut = "\n".join(lines[:total])  # the CPU Activity page stops before its TOTAL/AVERAGE line
    assert "no TOTAL/AVERAGE line" in refused(cut)
    title = next(i for i, line in enumerate(lines) if "C P U" in line)
    assert "has no DATE and TIME and INTERVAL in its header" in refused("\n".join(lines[:title + 1]))
    workload = WORKLOAD_TEXT.read_text().splitlines()
    assert "no ENDED figure" in refused("\n".join(workload[:12]))


def test_text_that_is_no_report():
    assert "no RMF Postprocessor report" in refused("hello\nworld\n")
    assert "binary" in refused(b"\x00\x01\x02\x03" * 100)
    assert "133 columns" in refused("x" * 5_000)


def test_text_in_ebcdic_says_how_to_transfer_it():
    ebcdic = WORKLOAD_TEXT.read_text().replace("\n", "").encode("cp037")
    assert "EBCDIC" in refused(ebcdic)


def test_file_size_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "MAX_RMF_BYTES", 1000)
    with pytest.raises(RmfError, match="at most 1,000 bytes"):
        read_rmf_files([XML_SAMPLE])


# -- fuzz -------------------------------------------------------------------------------------------------------

SEEDS = [XML_SAMPLE.read_bytes(), TEXT_SAMPLE.read_bytes(), WORKLOAD_XML.read_bytes(), WORKLOAD_TEXT.read_bytes()]
FUZZ = settings(max_examples=budget(80), deadline=timedelta(seconds=10), suppress_health_check=[HealthCheck.too_slow])


@st.composite
def damaged(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        action = draw(st.sampled_from(["flip", "cut", "insert", "delete", "repeat"]))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if action == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif action == "cut":
            del data[at:]
        elif action == "insert":
            data[at:at] = draw(st.sampled_from([b"<", b"&lol;", b"<!DOCTYPE x>", b"  ", b"12,34", b"\x00", b"\n",
                                                b"TOTAL/AVERAGE:  9e99  1", b"<a>" * 50, b"N/A", b"-", b"999999"]))
        elif action == "delete":
            del data[at:at + draw(st.integers(1, 200))]
        else:
            piece = bytes(data[at:at + draw(st.integers(1, 300))])
            data[at:at] = piece * draw(st.integers(1, 5))
    return bytes(data)


@FUZZ
@given(damaged())
def test_damaged_reports_are_read_or_refused_in_a_sentence(data):
    with no_hang(20):
        try:
            found, _ = read_rmf_bytes(data, "'fuzz'")
        except RmfError as exc:
            message = str(exc)
            assert message.startswith("'fuzz'") and len(message) < 2_000
            assert "Traceback" not in message and "None" not in message
            return
    for interval in found:
        assert interval.interval.seconds > 0
        for work in interval.classes:
            assert work.ended >= 0 and work.ended_per_s >= 0
