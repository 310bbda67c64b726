"""Writes the two Workload Activity reports of this folder, built by cicsplan's developers from IBM's documented
layout (z/OS RMF Report Analysis, "Workload Activity report"; the XML as the Postprocessor's ddsml names its
segments and parts). No real Workload Activity sample with a public licence was found; these are not RMF output.

- rmf-workload-sample.xml: Workload Activity XML for the interval of rmf-cpu-partition-sample.xml (04/12/2022
  00.00, 29:59:997) and the next one (00.30): a CICS transaction service class (rate and response time, no CPU: WLM
  books CICS work to the regions), the regions' report class (their CPU), a report class with its own CPU and
  transactions, and the system tasks.
- rmf-workload-intervals.txt: Workload Activity text report, four half-hour intervals of 07/27/2021 (09.00 to
  10.30, the 10.00 one beside rmf-cpu-partition-text-sample.txt), printed with carriage control in column one:
  the CICS transactions at 20, 40, 60 and 80 per second and their regions' CPU on a line, 1.5 % of one engine
  fixed and 0.12 % per transaction per second (1.2 ms a transaction), for the calibration.

Run ``python tests/data/rmf/make_workload_reports.py`` to write them again.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent


def xml_var(name: str, value: str) -> str:
    return f"<var><name>{escape(name)}</name><value>{escape(value)}</value></var>"


def xml_class(kind: str, name: str, workload: str, description: str, ended: int, seconds: float,
              times_s: tuple[float, float, float], appl: tuple[float, float, float],
              service_s: tuple[float, float, float]) -> str:
    head = [xml_var("Policy", "DAYPOL"), xml_var("Workload", workload),
            xml_var("Service Class" if kind == "Service" else "Report Class", name),
            xml_var("Description", description), xml_var("Period", "1")]
    times = "".join(xml_var(label, f"{0:03d}.00.00.{round(value * 1e6):06d}")
                    for label, value in zip(("Actual", "Execution", "Queued"), times_s, strict=True))
    return (f"<segment><name>{kind} Class {name}</name>"
            f"<part><var-list>{''.join(head)}</var-list></part>"
            f"<part><name>Transactions</name><var-list>{xml_var('Average', '0.24')}{xml_var('MPL', '0.24')}"
            f"{xml_var('Ended', str(ended))}{xml_var('Ended/sec', f'{ended / seconds:.2f}')}</var-list></part>"
            f"<part><name>Transaction Time (HHH.MM.SS.FFFFFF)</name><var-list>{times}</var-list></part>"
            "<part><name>Transaction Application Time %</name><table><column-headers><col type=\"T\">Category</col>"
            "<col type=\"N\">CP</col><col type=\"N\">zIIP/zAAP on CP</col><col type=\"N\">zIIP/zAAP</col>"
            f"</column-headers><row refno=\"1\"><col>Total</col><col>{appl[0]:.2f}</col><col>{appl[1]:.2f}</col>"
            f"<col>{appl[2]:.2f}</col></row></table></part>"
            f"<part><name>Service Time</name><var-list>{xml_var('CPU', f'{service_s[0]:.3f}')}"
            f"{xml_var('SRB', f'{service_s[1]:.3f}')}{xml_var('zIIP', f'{service_s[2]:.3f}')}</var-list></part>"
            "</segment>")


def xml_interval(start: str, end: str, length: str, seconds: float, classes: list[str]) -> str:
    return ("<postprocessor><metric id=\"WLMGL\"><description>Workload Activity Report</description>"
            "<type>Interval</type></metric><version><smf-data>z/OS V2R5</smf-data><rmf-report>z/OS V2R5</rmf-report>"
            "</version><resource><resname>VIRPLEX</resname><restype>SYSPLEX</restype></resource>"
            f"<time-data><display-start locale=\"en-us\">{start}</display-start>"
            f"<display-end locale=\"en-us\">{end}</display-end>"
            f"<report-interval unit=\"minutes\">{length}</report-interval>"
            "<cycle unit=\"milliseconds\">1000</cycle></time-data>"
            "<segment><name>Policy Activation</name><part><var-list>" + xml_var("Date", "04/11/2022")
            + xml_var("Time", "06.00.00") + "</var-list></part></segment>" + "".join(classes) + "</postprocessor>")


def workload_xml() -> str:
    intervals = []
    for start, end, length, seconds, tx_ended, region_cp, web_ended in (
            ("04/12/2022-00.00.00", "04/12/2022-00.30.00", "29:59:997", 1799.997, 5400, 1.00, 1800),
            ("04/12/2022-00.30.00", "04/12/2022-01.00.00", "30:00:000", 1800.0, 7200, 1.30, 2700)):
        # the regions' CPU: CP time in seconds = APPL % / 100 x interval
        classes = [
            xml_class("Service", "CICSTRAN", "CICS", "CICS transactions (response time goal)", tx_ended, seconds,
                      (0.012, 0.010, 0.001), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0)),
            xml_class("Report", "RCICSAOR", "CICS", "CICS regions PRODAOR1-2", 0, seconds, (0.0, 0.0, 0.0),
                      (region_cp, 0.10, 0.0), (region_cp / 100 * seconds, 0.0, 0.0)),
            xml_class("Report", "RWEBAPI", "WEB", "Web API enclaves", web_ended, seconds, (0.020, 0.018, 0.0),
                      (0.25, 0.05, 0.0), (0.25 / 100 * seconds, 0.0, 0.0)),
            xml_class("Service", "SYSSTC", "SYSTEM", "System tasks", 0, seconds, (0.0, 0.0, 0.0),
                      (0.25, 0.0, 0.0), (0.25 / 100 * seconds, 0.0, 0.0)),
        ]
        intervals.append(xml_interval(start, end, length, seconds, classes))
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ddsml><server><name>RMF-DDS-Server</name>"
            "<version>ZOSV2R5</version><platform>z/OS</platform></server>\n" + "\n".join(intervals) + "\n</ddsml>\n")


# -- text ------------------------------------------------------------------------------------------------------

COLUMNS = (0, 16, 42, 56, 72, 86, 100, 114)
HEADINGS = ("-TRANSACTIONS-", "TRANS-TIME HHH.MM.SS.TTT", "--DASD I/O--", "---SERVICE----", "SERVICE TIME",
            "---APPL %---", "--PROMOTED--", "----STORAGE----")


def text_row(cells: list[tuple[str, str]]) -> str:
    line = ""
    for (label, value), start in zip(cells, COLUMNS, strict=False):
        width = (COLUMNS[COLUMNS.index(start) + 1] if start != COLUMNS[-1] else start + 16) - start - 2
        cell = f"{label}{value:>{width - len(label)}}" if label else ""
        line = line.ljust(start) + cell
    return line.rstrip()


def ttt(seconds: float) -> str:
    """HHH.MM.SS.TTT with leading zero groups left out, as RMF prints it: 0.012 s is '12'."""
    ms = round(seconds * 1000)
    return str(ms) if ms < 1000 else f"{ms // 1000}.{ms % 1000:03d}"


def text_block(kind: str, name: str, workload: str, description: str, ended: int, seconds: float,
               times: tuple[float, float, float], appl: tuple[float, float, float]) -> list[str]:
    rate = ended / seconds
    cpu_s = appl[0] / 100 * seconds
    ziip_s = appl[2] / 100 * seconds
    head = (f"REPORT BY: POLICY=DAYPOL   WORKLOAD={workload:<8} {kind.upper()} CLASS={name:<8} "
            "RESOURCE GROUP=*NONE     PERIOD=1 IMPORTANCE=2")
    rows = [
        [("AVG", "0.24"), ("ACTUAL", ttt(times[0])), ("SSCHRT", "0.0"), ("IOC", "0"), ("CPU", f"{cpu_s:.3f}"),
         ("CP", f"{appl[0]:.2f}"), ("BLK", "0.000"), ("AVG", "0.00")],
        [("MPL", "0.24"), ("EXECUTION", ttt(times[1])), ("RESP", "0.0"), ("CPU", f"{round(cpu_s * 20)}"),
         ("SRB", "0.000"), ("AAPCP", "0.00"), ("ENQ", "0.000"), ("TOTAL", "0.00")],
        [("ENDED", str(ended)), ("QUEUED", ttt(times[2])), ("CONN", "0.0"), ("MSO", "0"), ("RCT", "0.000"),
         ("IIPCP", f"{appl[1]:.2f}"), ("CRM", "0.000"), ("SHARED", "0.00")],
        [("END/S", f"{rate:.2f}"), ("R/S AFFIN", "0"), ("DISC", "0.0"), ("SRB", "0"), ("IIT", "0.000"),
         ("AAP", "N/A"), ("LCK", "0.000")],
        [("#SWAPS", "0"), ("INELIGIBLE", "0"), ("Q+PEND", "0.0"), ("TOT", f"{round(cpu_s * 20)}"), ("HST", "0.000"),
         ("IIP", f"{appl[2]:.2f}"), ("SUP", "0.000")],
        [("EXCTD", "0"), ("CONVERSION", "0"), ("IOSQ", "0.0"), ("/SEC", f"{round(cpu_s * 20 / seconds)}"),
         ("AAP", "N/A")],
        [("AVG ENC", "0.00"), ("STD DEV", ttt(times[0] * 1.2)), ("", ""), ("", ""), ("IIP", f"{ziip_s:.3f}")],
    ]
    return [head, "CRITICAL   =NONE", f"DESCRIPTION ={description}", "",
            _heading_line(), *[text_row(r) for r in rows], ""]


def _heading_line() -> str:
    line = ""
    for heading, start in zip(HEADINGS, COLUMNS, strict=True):
        line = line.ljust(start) + heading
    return line


def text_page(start: str, seconds: float, length: str, page: int, blocks: list[list[str]]) -> list[str]:
    date, time = start.split()
    lines = ["1" + " " * 45 + "W O R K L O A D   A C T I V I T Y",
             " " + " " * 106 + f"PAGE {page:4d}",
             f"            z/OS V2R4               SYSPLEX PLEXA            DATE {date}          INTERVAL {length}"
             "  MODE = GOAL",
             f"                                    RPT VERSION V2R4 RMF     TIME {time}", ""]
    for block in blocks:
        lines += [" " + line if line else "" for line in block]
    return lines


def workload_text() -> str:
    lines = []
    for page, (start, rate) in enumerate((("07/27/2021 09.00.00", 20), ("07/27/2021 09.30.00", 40),
                                          ("07/27/2021 10.00.00", 60), ("07/27/2021 10.30.00", 80)), 1):
        seconds, length = 1799.996, "29.59.996"
        ended = round(rate * seconds)
        region = (1.5 + 0.12 * rate, 0.10, 0.02 * rate + 0.3)  # CP, IIPCP, IIP: % of one engine
        blocks = [text_block("Service", "CICSDEF", "CICS", "CICS transactions", ended, seconds,
                             (0.012 + 0.0001 * rate, 0.010, 0.001), (0.0, 0.0, 0.0)),
                  text_block("Report", "RCICSREG", "CICS", "CICS regions", 0, seconds, (0.0, 0.0, 0.0), region),
                  text_block("Service", "SYSSTC", "SYSTEM", "System tasks", 0, seconds, (0.0, 0.0, 0.0),
                             (0.40, 0.0, 0.05))]
        lines += text_page(start, seconds, length, page, blocks)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    (HERE / "rmf-workload-sample.xml").write_text(workload_xml().replace("><", ">\n<"), encoding="utf-8")
    (HERE / "rmf-workload-intervals.txt").write_text(workload_text(), encoding="utf-8")
