"""The user guide's figures cannot go stale (issue 25): every figure it quotes from a plan carries, right after
it, an HTML comment naming the plan, the scenario and the key of `cicsplan compute --json`, and must be what
cicsplan computes, to the decimals written.

Markers (invisible where the guide is rendered):
  <!-- plan NAME -->                    before a ```json block: that block is plan NAME
  <!-- plan NAME {...} -->              a plan the guide describes in words, given here in full
  <!-- figure PLAN [scenario=S] KEY --> after a figure; PLAN is a guide plan or sample:NAME (a shipped
                                        sample); KEY a path into the JSON, a workload by name in brackets:
                                        totals.gcp_busy_pct, workloads[Terminals].cpu_ms_per_tran.total
"""

from __future__ import annotations

import json
import re
import shlex
from functools import cache
from pathlib import Path

import pytest

from conftest import REPO, SAMPLES, run_cli

GUIDE = REPO / "docs" / "user-guide.md"
PLAN_BEFORE_BLOCK = re.compile(r"<!-- plan (?P<name>[\w-]+) -->\s*```json\n(?P<json>.*?)```", re.S)
PLAN_HIDDEN = re.compile(r"<!-- plan (?P<name>[\w-]+) (?P<json>\{.*?\}) -->", re.S)
FIGURE = re.compile(r"<!-- figure (?P<args>[^>]*?) -->")
NUMBER = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?")


def _plans(text: str) -> dict[str, dict]:
    plans = {m["name"]: json.loads(m["json"]) for m in PLAN_BEFORE_BLOCK.finditer(text)}
    plans.update({m["name"]: json.loads(m["json"]) for m in PLAN_HIDDEN.finditer(text)})
    return plans


def _figures(text: str) -> list[tuple[int, str, str | None, str, str]]:
    """(line, plan, scenario, key, the figure as written) of every marked figure."""
    out = []
    for m in FIGURE.finditer(text):
        args = shlex.split(m["args"])
        scenario = next((a.split("=", 1)[1] for a in args if a.startswith("scenario=")), None)
        plan, key = [a for a in args if not a.startswith("scenario=")]
        before = FIGURE.sub("", text[:m.start()])[-40:]
        written = NUMBER.findall(before)[-1]
        out.append((text.count("\n", 0, m.start()) + 1, plan, scenario, key, written))
    return out


GUIDE_TEXT = GUIDE.read_text(encoding="utf-8")
PLANS = _plans(GUIDE_TEXT)
FIGURES = _figures(GUIDE_TEXT)


@cache
def _computed(plan: str, scenario: str | None, folder: Path) -> dict:
    if plan.startswith("sample:"):
        path = SAMPLES / f"{plan.split(':', 1)[1]}.cicsplan.json"
    else:
        path = folder / f"{plan}.cicsplan.json"
        path.write_text(json.dumps(PLANS[plan]), encoding="utf-8")
    done = run_cli("compute", "--json", str(path), *(["--scenario", scenario] if scenario else []))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _at(doc, key: str):
    for part in re.findall(r"[^.\[\]]+|\[[^\]]+\]", key):
        doc = next(w for w in doc if w["name"] == part[1:-1]) if part.startswith("[") else doc[part]
    return doc


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("guide")


def test_the_guide_marks_its_figures():
    assert len(FIGURES) >= 10
    assert {plan for _, plan, _, _, _ in FIGURES if not plan.startswith("sample:")} <= set(PLANS)


@pytest.mark.parametrize(("line", "plan", "scenario", "key", "written"), FIGURES,
                         ids=[f"line {f[0]}: {f[3]}" for f in FIGURES])
def test_a_figure_of_the_guide_is_what_cicsplan_computes(folder, line, plan, scenario, key, written):
    value = float(_at(_computed(plan, scenario, folder), key))
    decimals = len(written.split(".")[1]) if "." in written else 0
    shown = f"{value:,.{decimals}f}"
    assert shown == written.lstrip("+"), f"user guide line {line}: '{written}' where cicsplan computes {shown}"


def test_the_guide_names_documents_not_the_programs_files():
    """The guide is read inside the installed app, where the repository's folders mean nothing: it names the
    catalog and the references by their titles, never a path of models/, docs/ or resources/ or a .md/.toml file."""
    text = GUIDE.read_text(encoding="utf-8")
    paths = re.findall(r"(?:\b(?:models|docs|resources)/[\w./-]+|\b[\w-]+\.(?:md|toml)\b)", text)
    assert paths == []
