"""cicsplan machines [TYPE]: the types and models IBM rates, with PCI and MSU as zPCR prints them."""

from __future__ import annotations

import json

from conftest import REPO, run_cli


def test_the_types_are_listed_with_their_settings():
    done = run_cli("machines")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    z17 = next(line for line in lines if line.startswith("9175"))
    assert "IBM z17 ME1" in z17 and "7xx 6xx 5xx 4xx" in z17
    assert any(line.startswith("2084") and "3xx" in line for line in lines)
    types = json.loads(run_cli("machines", "--json").stdout)
    assert [t["type"] for t in types][:3] == ["9175", "9176", "3931"] and len(types) == 19


def test_a_types_models_carry_ibms_pci_msu_and_ziip_maximum():
    done = run_cli("machines", "z16", "--setting", "6")
    assert done.returncode == 0, done.stderr
    row = next(line.split() for line in done.stdout.splitlines() if line.startswith("3931-605"))
    assert row[:5] == ["3931-605", "6xx", "5", "6,776", "830"] and row[-1] == "195"
    models = json.loads(run_cli("machines", "3931", "--json").stdout)
    m = next(m for m in models if m["model"] == "3931-703")
    assert (m["capacity"], m["msu"], m["scale"]) == (6288, 771, "PCI")
    assert m["capacity_per_cp"] == 6288 / 3


def test_an_imported_page_is_marked_and_an_unknown_type_names_the_known_ones(tmp_path):
    page = tmp_path / "CheatSheet.html"
    page.write_text((REPO / "tests" / "data" / "zpcr-configuration-summary-sample.html").read_text(encoding="utf-8")
                    .replace(">10,129<", ">12,000<"), encoding="utf-8")
    models = json.loads(run_cli("machines", "3931", "--json", "--capacity", str(page)).stdout)
    m = next(m for m in models if m["model"] == "3931-705")
    assert m["capacity"] == 12000 and m["imported"] == page.name
    refused = run_cli("machines", "9999")
    assert refused.returncode == 2 and "not in IBM's capacity ratings; known: 9175 (z17)" in refused.stderr
