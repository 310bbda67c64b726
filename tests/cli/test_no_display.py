"""Without a display (over ssh, on a server) the workbook says so in one sentence with the commands that do
the work instead, and exits 2; `bootstrap.sh run` there computes the plan and writes its PDF report."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from tests.report_files import pdf_text

from cicsplan.gui.launch import EXIT_NO_DISPLAY, lacks_display, no_display_message
from conftest import REPO, SAMPLES

DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
needs_x11_rules = pytest.mark.skipif(os.name != "posix" or sys.platform == "darwin",
                                     reason="only Linux and the BSDs need a display server")


def headless_env() -> dict[str, str]:
    """This environment as on a server reached by ssh: no display, no Qt platform chosen."""
    return {k: v for k, v in os.environ.items() if k not in (*DISPLAY_VARIABLES, "CICSPLAN_USER_CATALOG")}


def quoted_commands(message: str) -> list[list[str]]:
    return [shlex.split(command) for command in message.split('"')[1::2]]


@pytest.mark.parametrize(("environ", "platform", "lacks"), [
    ({}, "linux", True),
    ({"DISPLAY": ""}, "linux", True),
    ({}, "freebsd14", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}, "linux", False),
    ({}, "darwin", False),
    ({}, "win32", False),
])
def test_a_display_is_needed_only_where_a_display_server_is(environ, platform, lacks):
    if os.name != "posix" and platform not in ("darwin", "win32"):
        pytest.skip("the rule for display servers applies on POSIX systems")
    assert lacks_display(environ, platform) is lacks


@needs_x11_rules
def test_the_workbook_without_a_display_says_what_to_run_instead_and_exits_2(tmp_path):
    plan = tmp_path / "payroll.cicsplan.json"
    plan.write_bytes((SAMPLES / "getting-started.cicsplan.json").read_bytes())
    done = subprocess.run([sys.executable, "-m", "cicsplan", str(plan)], capture_output=True, text=True,
                          cwd=tmp_path, env=headless_env(), timeout=120)
    assert done.returncode == EXIT_NO_DISPLAY == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr  # one sentence, not Qt's abort about xcb libraries
    message = lines[0]
    assert message.startswith("cicsplan: there is no display") and "xcb" not in message
    assert "DISPLAY" in message and "xvfb-run" in message
    compute, report, virtual = quoted_commands(message)
    assert compute[-2:] == ["compute", str(plan)] and report[-4:] == ["report", str(plan), "-o", "payroll.pdf"]
    assert virtual[:2] == ["xvfb-run", "-a"] and virtual[-1] == str(plan)
    # the commands it gives are exact: they run here, without a display
    ran = subprocess.run(compute, capture_output=True, text=True, cwd=tmp_path, env=headless_env(), timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert "Getting started" in ran.stdout
    ran = subprocess.run(report, capture_output=True, text=True, cwd=tmp_path, env=headless_env(), timeout=300)
    assert ran.returncode == 0, ran.stderr
    assert (tmp_path / "payroll.pdf").read_bytes()[:4] == b"%PDF"


def test_the_message_quotes_paths_and_names_a_plan_when_none_was_given():
    message = no_display_message(["my plans/payroll 2026.cicsplan.json"], program="cicsplan")
    compute, report, _ = quoted_commands(message)
    assert compute == ["cicsplan", "compute", "my plans/payroll 2026.cicsplan.json"]
    assert report == ["cicsplan", "report", "my plans/payroll 2026.cicsplan.json", "-o", "payroll 2026.pdf"]
    compute, report, _ = quoted_commands(no_display_message([], program="cicsplan"))
    assert compute == ["cicsplan", "compute", "PLAN.cicsplan.json"]


# ---------------------------------------------------------------------------------------------
# bootstrap.sh run

def bootstrap_run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    if not (REPO / ".venv" / ".cicsplan-installed").is_file():
        if os.environ.get("CICSPLAN_FULL_TEST"):
            pytest.fail("bootstrap.sh has not set up this checkout (.venv)")
        pytest.skip("scripts/bootstrap.sh has not set up this checkout (.venv): it would install everything")
    return subprocess.run(["bash", str(REPO / "scripts" / "bootstrap.sh"), "run", *args], capture_output=True,
                          text=True, cwd=cwd, env=headless_env(), timeout=600)


@needs_x11_rules
def test_bootstrap_run_without_a_display_writes_the_report_where_the_user_is(tmp_path):
    done = bootstrap_run(tmp_path)
    assert done.returncode == 0, done.stderr
    pdf = tmp_path / "getting-started-sizing.pdf"
    assert f"sizing report: {pdf}" in done.stderr
    assert "to open the workbook, run on a desktop" in done.stderr and "bootstrap.sh run" in done.stderr
    assert "Getting started: a mixed estate" in done.stdout  # the results, computed on the command line
    assert "Getting started: a mixed estate" in pdf_text(pdf)
    first = pdf.read_bytes()

    again = bootstrap_run(tmp_path)  # never over an existing file
    assert again.returncode == 0, again.stderr
    assert f"sizing report: {tmp_path / 'getting-started-sizing-2.pdf'}" in again.stderr
    assert pdf.read_bytes() == first and (tmp_path / "getting-started-sizing-2.pdf").is_file()

    plan = tmp_path / "plans" / "queues.cicsplan.json"  # a plan given is used, relative to where the user is
    plan.parent.mkdir()
    plan.write_bytes((SAMPLES / "mq.cicsplan.json").read_bytes())
    done = bootstrap_run(tmp_path, "plans/queues.cicsplan.json")
    assert done.returncode == 0, done.stderr
    assert f"sizing report: {tmp_path / 'queues-sizing.pdf'}" in done.stderr
    name = json_name(plan)
    assert name in done.stdout and name in pdf_text(tmp_path / "queues-sizing.pdf")


@needs_x11_rules
def test_bootstrap_run_without_a_display_still_runs_commands_and_reports_a_missing_plan(tmp_path):
    done = bootstrap_run(tmp_path, "schema")
    assert done.returncode == 0 and '"title": "cicsplan plan file"' in done.stdout
    done = bootstrap_run(tmp_path, "missing.cicsplan.json")
    assert done.returncode == 2 and "missing.cicsplan.json" in done.stderr
    assert not list(tmp_path.glob("*.pdf"))


def json_name(path: Path) -> str:
    return json.loads(path.read_text())["name"]
