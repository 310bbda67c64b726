"""Counts in words: one helper for every count a user reads, and no "region(s)" left in the app's texts."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import numpy as np
import pytest

from cicsplan.core.common.wording import count_text, counted, noun_for

APP = Path(__file__).resolve().parents[2] / "app" / "cicsplan"
HEDGED_PLURAL = re.compile(r"[A-Za-z]\(s\)")  # "region(s)"; a unit such as "time (s)" has a space before it


@pytest.mark.parametrize(("n", "noun", "plural", "text"), [
    (1, "CP", None, "1 CP"),
    (2, "CP", None, "2 CPs"),
    (0, "zIIP", None, "0 zIIPs"),
    (1.5, "CP", None, "1.5 CPs"),
    (1.0, "region", None, "1 region"),  # a spreadsheet's 1.0 is one region
    (1200, "row", None, "1,200 rows"),  # thousands separated as the project writes counts
    (2, "degree of freedom", "degrees of freedom", "2 degrees of freedom"),
    (1, "degree of freedom", "degrees of freedom", "1 degree of freedom"),
    (np.float64(3.0), "region", None, "3 regions"),
    (np.int64(1), "server", None, "1 server"),
])
def test_counted_says_the_number_and_the_noun_it_asks_for(n, noun, plural, text):
    assert counted(n, noun, plural) == text


def test_a_count_has_no_minus_zero_and_at_most_three_decimals():
    assert count_text(-0.0) == "0" and count_text(-1e-9) == "0"
    assert count_text(2 / 3) == "0.667" and count_text(1234.5) == "1,234.5"
    assert count_text(float("nan")) == "n/a"


def test_the_noun_alone_agrees_with_the_count_as_written():
    assert noun_for(1, "key") == "key" and noun_for(3, "key") == "keys" and noun_for(1, "it", "them") == "it"
    assert noun_for(1.0001, "CP") == "CP"  # written "1", so read as one


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def hedged_plurals(source: str) -> list[tuple[int, str]]:
    """Every string constant or f-string part of ``source`` that says "noun(s)", docstrings left out."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
            and HEDGED_PLURAL.search(node.value)]


def test_the_scan_finds_a_hedged_plural_in_an_f_string_but_not_in_a_docstring_or_comment():
    source = ('"""Regions(s) of a group."""\n'
              'def f(n):\n'
              '    """The row(s) asked for."""\n'
              '    # the cell(s) changed\n'
              '    return f"{n} error(s)", f"time (s)"\n')
    assert [text for _, text in hedged_plurals(source)] == [" error(s)"]


def test_no_text_of_the_app_says_noun_s():
    found = [f"{path.relative_to(APP)}:{line}: {text!r}" for path in sorted(APP.rglob("*.py"))
             for line, text in hedged_plurals(path.read_text(encoding="utf-8"))]
    assert not found, "write counts with cicsplan.core.common.wording.counted:\n" + "\n".join(found)
