"""A plan without workloads (File > New, a plan emptied row by row) through every command and report: each
answers in sentences or figures, none crashes (issue 24: the Excel export of an empty plan crashed)."""

from __future__ import annotations

import json

import openpyxl
import pytest

from conftest import run_cli

EMPTY = {"format": "cicsplan", "version": 1, "name": "Nothing yet",
         "scenarios": [{"name": "Base", "hardware": {"machine": "3931-705", "cps": 5, "ziips": 1}, "workloads": []},
                       {"name": "Later", "hardware": {"machine": "3931-706", "cps": 6, "ziips": 1}, "workloads": []}]}


def strict_json(text: str):
    def refuse(name):
        raise AssertionError(f"{name} in --json output")

    return json.loads(text, parse_constant=refuse)


@pytest.fixture
def empty(write_plan):
    return write_plan(EMPTY, "empty.cicsplan.json")


def assert_no_traceback(done) -> None:
    assert "Traceback" not in done.stderr and "Error:" not in done.stderr, done.stderr


@pytest.mark.parametrize("args", [[], ["--ranges"], ["--scenario", "Later"]], ids=["plain", "ranges", "scenario"])
def test_compute(empty, args):
    done = run_cli("compute", str(empty), *args)
    assert_no_traceback(done)
    assert done.returncode == 0 and "Plan: Nothing yet" in done.stdout
    done = run_cli("compute", str(empty), "--json", *args)
    assert done.returncode == 0
    doc = strict_json(done.stdout)
    assert doc["workloads"] == [] and doc["totals"]["total_tps"] == 0


def test_compare(empty):
    done = run_cli("compare", str(empty))
    assert_no_traceback(done)
    assert done.returncode == 0 and "Base" in done.stdout and "Later" in done.stdout
    done = run_cli("compare", str(empty), "--json")
    assert done.returncode == 0 and strict_json(done.stdout)["scenarios"] == ["Base", "Later"]


def test_size_says_there_is_nothing_to_size(empty):
    for extra in ([], ["--json"]):
        done = run_cli("size", str(empty), "--type", "3931", *extra)
        assert_no_traceback(done)
        assert done.returncode == 2 and "no workload has a rate, so there is nothing to size" in done.stderr


def test_explain_says_the_plan_has_no_workloads(empty):
    done = run_cli("explain", str(empty), "anything")
    assert_no_traceback(done)
    assert done.returncode == 2
    assert done.stderr.strip() == "cicsplan: scenario 'Base' has no workloads, so there is no 'anything' to explain"


def test_pdf_and_excel_reports(empty, tmp_path):
    for suffix in (".pdf", ".xlsx"):
        target = tmp_path / f"empty{suffix}"
        done = run_cli("report", str(empty), "-o", str(target))
        assert_no_traceback(done)
        assert done.returncode == 0, done.stderr
        assert target.stat().st_size > 1000
    book = openpyxl.load_workbook(tmp_path / "empty.xlsx")
    assert {"Inputs", "Results"} <= set(book.sheetnames)
