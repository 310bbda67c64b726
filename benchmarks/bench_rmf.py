"""Reading RMF reports at a large site's size: time and peak memory (tracemalloc) of a day of Workload Activity.

Run: .venv/bin/python benchmarks/bench_rmf.py [--intervals N] [--classes N]   (prints a table)

- XML: N half-hour intervals (default 48, a day) of a Workload Activity report of C classes (default 300), built
  from the test folder's sample by repeating its class segments under other names; read with read_rmf_bytes.
- The same refused when its last interval is cut short (the whole file is parsed before the refusal).
- A nesting bomb (100,000 nested elements) and an entity bomb: refused.
Each time is the best of three runs in this process; memory is the peak Python allocation during one read.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
import time
import tracemalloc
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "app"))

from cicsplan.core.rmf.read import read_rmf_bytes  # noqa: E402
from cicsplan.core.rmf.records import RmfError  # noqa: E402

SAMPLE = REPO / "tests" / "data" / "rmf" / "rmf-workload-sample.xml"


def day_of_workload_xml(intervals: int, classes: int) -> bytes:
    text = SAMPLE.read_text()
    first = text[text.index("<postprocessor>"):text.index("</postprocessor>") + len("</postprocessor>")]
    segments = re.findall(r"<segment>\s*<name>(?:Service|Report) Class .*?</segment>", first, re.S)
    head = first[:first.index(segments[0])]
    body = "".join(re.sub(r"Class (\w+)", lambda m, n=n: f"Class C{n:05d}", segments[n % len(segments)], count=1)
                   for n in range(classes))
    start = dt.datetime(2022, 4, 12)
    pieces = []
    for i in range(intervals):
        moment = (start + dt.timedelta(minutes=30 * i)).strftime("%m/%d/%Y-%H.%M.%S")
        pieces.append(re.sub(r"\d\d/\d\d/\d{4}-\d\d\.\d\d\.\d\d", moment, head, count=2) + body + "</postprocessor>")
    return ("<?xml version=\"1.0\"?>\n<ddsml>\n" + "\n".join(pieces) + "\n</ddsml>\n").encode()


def best_seconds(read, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        read()
        times.append(time.perf_counter() - started)
    return min(times)


def peak_bytes(read) -> int:
    tracemalloc.start()
    try:
        read()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def refused(data: bytes):
    def read():
        try:
            read_rmf_bytes(data, "'bench'")
        except RmfError:
            return
        raise AssertionError("not refused")
    return read


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--intervals", type=int, default=48)
    parser.add_argument("--classes", type=int, default=300)
    opts = parser.parse_args()
    data = day_of_workload_xml(opts.intervals, opts.classes)
    found, _ = read_rmf_bytes(data, "'bench'")
    assert len(found) == opts.intervals and len(found[0].classes) == opts.classes
    cut = data[:len(data) - 2000]
    nested = b"<ddsml>" + b"<a>" * 100_000 + b"</a>" * 100_000 + b"</ddsml>"
    laughs = (b'<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">'
              + b"".join(f'<!ENTITY {n} "{("&" + p + ";") * 10}">'.encode() for p, n in zip("abcdefg", "bcdefgh",
                                                                                             strict=True))
              + b"]><ddsml>&h;</ddsml>")
    rows = [
        (f"Workload Activity XML, {opts.intervals} intervals x {opts.classes} classes ({len(data) / 2**20:.1f} MB)",
         best_seconds(lambda: read_rmf_bytes(data, "'bench'")), peak_bytes(lambda: read_rmf_bytes(data, "'bench'"))),
        ("the same, cut short: refused", best_seconds(refused(cut)), peak_bytes(refused(cut))),
        ("100,000 nested elements: refused", best_seconds(refused(nested)), peak_bytes(refused(nested))),
        ("entity bomb (10^8 characters): refused", best_seconds(refused(laughs)), peak_bytes(refused(laughs))),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'case':<{width}}  {'seconds':>8}  {'peak MB':>8}")
    for name, seconds, peak in rows:
        print(f"{name:<{width}}  {seconds:8.3f}  {peak / 2**20:8.1f}")


if __name__ == "__main__":
    main()
