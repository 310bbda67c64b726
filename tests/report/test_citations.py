"""Citations name the document a planner can look up (title first, file name in brackets), and every
measured coefficient's derivation names the columns that really produce it."""

import json
import re

import numpy as np
import pytest

from cicsplan.core.analysis import usl
from cicsplan.core.catalog.catalog import (
    CatalogError,
    Documents,
    cite,
    load_catalog,
    load_documents,
    model_from_data,
)
from cicsplan.core.catalog.fit import fit_line
from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import explain, explain_tree
from cicsplan.core.model.plan_catalog import open_plan
from cicsplan.core.plan.fields import HARDWARE_FIELDS, WORKLOAD_FIELDS
from cicsplan.core.plan.plan import plan_from_json
from cicsplan.report import facts
from conftest import REPO, SEEDS, minimal_plan, run_cli

FILE_NAME = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")
SAMPLES = sorted((REPO / "resources" / "samples").glob("*.cicsplan.json"))


def _file_names(text: str) -> list[str]:
    """Source documents' file names in a text users read: there must be none (documents by their title)."""
    return FILE_NAME.findall(text)


# -- the documents ----------------------------------------------------------------------------------------------


def test_every_cited_document_has_a_title_release_and_kind(catalog):
    cited = {m.reference.document for m in catalog.models.values()} | {usl.load_scaling().document}
    assert cited <= set(catalog.documents.by_file)
    assert len(catalog.documents.by_file) == 5
    for doc in catalog.documents:
        assert doc.kind and doc.short and doc.publisher and doc.product
        assert bool(doc.title) != bool(doc.about)
        assert doc.heading.startswith(doc.name) and doc.product in doc.heading
        assert doc.file not in doc.description  # users read titles, never file names


@pytest.mark.skipif(not SEEDS.is_dir(), reason="source documents not present on this machine")
def test_documents_match_the_seed_files_and_their_own_first_lines(catalog):
    seeds = {p.name for p in SEEDS.glob("*.txt")}
    assert seeds == set(catalog.documents.by_file)

    def flat(text: str) -> str:
        return " ".join(text.replace("#", " ").replace("*", " ").split()).lower()

    for doc in catalog.documents:
        text = (SEEDS / doc.file).read_text(encoding="utf-8")
        first_lines = flat("\n".join(text.split("\n")[:40]))
        if doc.title:
            assert flat(doc.title) in first_lines, doc.file
        else:  # a description, never passed off as a title: the text starts at its abstract
            assert first_lines.startswith("abstract"), doc.file
        if doc.year:
            assert str(doc.year) in first_lines, doc.file
        if doc.date:
            assert flat(doc.date).split(", ")[-1] in first_lines, doc.file
        version = doc.product.split(",")[0].split()[-1]  # "V4.2" of "CICS TS V4.2"
        assert version.lower() in flat(text), doc.file
    redpaper = catalog.documents.get("000_9219529c98f8b258.txt")
    assert redpaper.kind == "IBM Redpaper" and redpaper.title == "A Processor Usage Study of Ways into CICS"
    assert redpaper.series == "IBM CICS Performance Series" and redpaper.product == "CICS TS V4.2"


def test_the_one_citation_function():
    documents = load_documents(REPO / "models" / "documents.toml")
    assert documents.cite("000_9219529c98f8b258.txt", "Table 16") == (
        'IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
        "Table 16")
    assert documents.cite("004_dd834a6f07580b26.txt") == (
        'GSE UK Conference 2019 presentation "CICS TS V5.5 Performance Highlights" (CICS TS V5.5, 2019)')
    assert documents.cite("003_14a8d1e374cbd40c.txt").startswith("IBM paper on converting a 3270 CICS/DB2 workload")
    # a file the list does not know (a custom model's own measurement) is shown by its name, as before
    assert documents.cite("our-rmf-2026.csv", "rows 1-4") == "our-rmf-2026.csv, rows 1-4"
    assert cite("x.txt", None) == "x.txt" and Documents().cite("000_9219529c98f8b258.txt") == "000_9219529c98f8b258.txt"


def test_a_model_citing_an_unlisted_file_keeps_its_file_name(catalog):
    path = catalog.get("ctg-exci").path
    import tomllib

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    data["reference"]["document"] = "our-own-rmf.txt"
    model = model_from_data(data, path, catalog.address_spaces, catalog.documents)
    assert model.reference.source is None
    assert model.citation == "our-own-rmf.txt, Table 16 (raw data), Table 17 (average)"
    listed = model_from_data(tomllib.loads(path.read_text(encoding="utf-8")), path, catalog.address_spaces,
                             catalog.documents)
    assert listed.citation == catalog.get("ctg-exci").citation


@pytest.mark.parametrize(("old", "new", "field", "reason"), [
    ('title = "CICS TS V5.5 Performance Highlights"\n', "", "004_dd834a6f07580b26.txt.title", "either the title"),
    ('short = "CICS TS V5.5 Performance Highlights"\n', "", "004_dd834a6f07580b26.txt.short", "is missing"),
    ("year = 2019", 'year = "2019"', "004_dd834a6f07580b26.txt.year", "must be a whole number"),
    ("year = 2019", "yaer = 2019", "004_dd834a6f07580b26.txt.yaer", "not a document field"),
])
def test_a_broken_documents_file_is_reported_by_entry_field_and_reason(tmp_path, old, new, field, reason):
    import shutil

    folder = tmp_path / "models"
    shutil.copytree(REPO / "models", folder)
    path = folder / "documents.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        load_catalog(folder)
    assert any(p[0] == "documents.toml" and p[1] == field and reason in p[2] for p in caught.value.problems), \
        caught.value.problems


# -- where planners read citations ------------------------------------------------------------------------------


def test_model_citations_show_the_title_and_never_the_file_name(catalog):
    for model in catalog.models.values():
        doc = model.reference.source
        assert model.citation.startswith(f"{doc.heading}, {model.measurements.table}")
        assert model.reference.document_text == doc.heading
        assert model.reference.document not in model.citation
    assert catalog.get("ctg-exci").citation == (
        'IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
        "Table 16 (raw data), Table 17 (average)")


def test_scaling_runs_cite_their_paper_by_title():
    data = usl.load_scaling()
    text = data.citation(data.series["vtam-best"])
    assert text.startswith('IBM paper "A Performance Comparison of CICS using VTAM LU2 and CICS-WebSphere MQ '
                           'Adapter" (CICS TS V5.1, WebSphere MQ V7.1, 2014), '
                           "table 'VTAM 3270-based RTW benchmark results': runs")


def test_texts_of_the_models_and_samples_name_documents_by_their_short_title(catalog):
    """A file name in a model text or assumption stands in brackets after the document's short title (for whoever
    checks the data files; users read the title alone: test_no_file_names_shown)."""
    shorts = {d.file: d.short for d in catalog.documents}
    texts: list[tuple[str, str]] = []
    for path in sorted((REPO / "models").rglob("*.toml")):
        if path.name == "documents.toml":  # the list itself, by file name
            continue
        for line in path.read_text(encoding="utf-8").split("\n"):
            if not line.startswith("document = ") and not line.startswith("["):  # the structured field and tables
                texts.append((path.name, line))
    for path in SAMPLES:
        texts.append((path.name, json.loads(path.read_text(encoding="utf-8")).get("notes", "")))
    texts += [(f"fields.py {f.key}", f.default_source) for f in (*WORKLOAD_FIELDS, *HARDWARE_FIELDS)]
    found = 0
    for where, text in texts:
        for m in FILE_NAME.finditer(text):
            found += 1
            assert text[:m.start()].endswith(f"{shorts[m.group(0)]} ["), f"{where}: {text[:m.end()][-120:]}"
    assert found > 40


def test_catalog_assumptions_and_report_sources_name_no_file(catalog):
    texts = [m.citation for m in catalog.models.values()]
    texts += [f"{a.argument} {a.source} {a.description}" for a in catalog.assumptions.values()]
    texts += [str(app.get("source", "")) for app in catalog.app_workloads.values()]
    texts += [str(limit.get("source", "")) for limit in catalog.limits.values()]
    for path in SAMPLES:
        loaded = open_plan(path, catalog)
        for scenario in loaded.plan.scenarios:
            result = compute(loaded.plan, catalog, scenario.name)
            texts += facts.scope_lines(result)
            texts += [f"{s.document}, {s.where}: {s.used_for}" for s in facts.sources(result)]
    bare = [(t[:160], _file_names(t)) for t in texts if _file_names(t)]
    assert bare == []
    ctg = compute(open_plan(REPO / "resources" / "samples" / "ctg.cicsplan.json", catalog).plan, catalog)
    source = next(s for s in facts.sources(ctg) if s.where.startswith("Table 16"))
    assert source.document == 'IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2)'
    assert "CTG: mean over rows 1-5 of ('CTG GCP CPU%' + 'CTG zAAP CPU%') / ETR x 10, zIIP-eligible: mean over " \
           "rows 1-5 of ('CTG AAPCP' + 'CTG zAAP CPU%') / ETR x 10" in source.used_for
    scope = " ".join(facts.scope_lines(ctg))
    assert 'from IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2)' \
        in scope


def test_excel_sources_and_coefficients_cite_by_title(catalog, tmp_path):
    import openpyxl

    from cicsplan.report.workbook import write_workbook

    result = compute(open_plan(REPO / "resources" / "samples" / "ctg.cicsplan.json", catalog).plan, catalog)
    path = tmp_path / "ctg.xlsx"
    write_workbook(path, [result])
    book = openpyxl.load_workbook(path)
    documents = [row[0] for row in book["Sources"].iter_rows(min_row=5, max_col=1, values_only=True) if row[0]]
    assert documents[0] == 'IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2)'
    cells = [c for ws in book for row in ws.iter_rows(values_only=True) for c in row if isinstance(c, str)]
    assert [c[:160] for c in cells if _file_names(c)] == []
    coefficients = book["Coefficients"]
    eligible = [coefficients.cell(row=r, column=coefficients.max_column).value
                for r in range(6, coefficients.max_row + 1) if coefficients.cell(row=r, column=3).value == "CTG"]
    assert eligible and all('Ways into CICS" (CICS TS V4.2), Table 1' in c for c in eligible)
    assert any("mean over rows 1-5 of ('CTG AAPCP' + 'CTG zAAP CPU%') / ETR x 10" in c for c in eligible)


def test_cli_catalog_and_explain_show_titles():
    done = run_cli("catalog")
    assert done.returncode == 0
    assert ('21 built-in ingress methods from IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS '
            "V4.2)") in done.stdout
    one = run_cli("catalog", "ctg-exci", "--json")
    data = json.loads(one.stdout)
    assert data["reference"]["document"] == "000_9219529c98f8b258.txt"
    assert data["reference"]["document_text"].startswith('IBM Redpaper "A Processor Usage Study of Ways into CICS"')
    assert data["source"].startswith('IBM Redpaper "A Processor Usage Study of Ways into CICS" (CICS TS V4.2), '
                                     "Table 16")
    explained = run_cli("explain", "resources/samples/ctg.cicsplan.json", "Branch systems (EXCI)")
    assert explained.returncode == 0
    assert _file_names(explained.stdout) == []
    assert '"A Processor Usage Study of Ways into CICS" (CICS TS V4.2), Table 16 (raw data)' in explained.stdout
    assert "000_9219529c98f8b258.txt" not in explained.stdout


# -- each coefficient's derivation names its own columns ------------------------------------------------------------


def _rows(text: str) -> list[int]:
    """Row indexes of 'rows 1-5', 'rows 1, 2, 4' or 'row 3' in a derivation."""
    m = re.search(r"over rows? ([0-9, -]+?)(?: of|,| against|:|$)", text)
    assert m, text
    out: list[int] = []
    for part in m.group(1).split(","):
        low, _, high = part.strip().partition("-")
        out += list(range(int(low) - 1, int(high or low)))
    return out


def _column_sums(model, text: str) -> list[np.ndarray]:
    """Each parenthesised sum of quoted column labels in ``text``, computed from the model's table."""
    m = model.measurements
    sums = []
    for group in re.findall(r"\(((?:[+-]? ?'[^']+' ?)+)\)", text):
        terms = re.findall(r"([+-]?) ?'([^']+)'", group)
        total = np.zeros(len(m.rows))
        for sign, label in terms:
            index = next(i for i, c in enumerate(m.columns) if c.label == label)
            total = total + (-1.0 if sign == "-" else 1.0) * m.values(index)
        sums.append(total)
    return sums


def _recompute(model, text: str) -> float:
    """What the derivation text says the coefficient is, recomputed from the columns and rows it names."""
    m = model.measurements
    assert text.endswith(f"; {model.citation}"), text
    derivation = text.removesuffix(f"; {model.citation}")
    if derivation.startswith("0:"):
        return 0.0
    rows = _rows(derivation)
    sums = _column_sums(model, derivation)
    assert sums, derivation
    if derivation.startswith("mean over"):
        (only,) = sums
        return float((only / m.etr * 10.0)[rows].mean())
    lines = [fit_line(m.etr, s, tuple(rows)) for s in sums]
    if "slope x 10" in derivation:
        return sum(line.slope_pct_per_tps for line in lines) * 10.0
    assert derivation.startswith("intercept"), derivation
    return sum(line.fixed_pct for line in lines)


def _provenance(result, key: str, space: str) -> tuple[float, str]:
    a = result.spaces.index(space)
    step = {"marginal_ms": "sized_ms", "marginal_eligible_ms": "sized_eligible_ms",
            "model_fixed_pct": "fixed_pct", "model_eligible_fixed_pct": "eligible_fixed_pct"}[key]
    item = next(i for i in explain(result, step, 0, a).inputs if i.key == key)
    assert item.provenance.kind == "measured"
    return item.value, item.provenance.text.split(": ", 1)[1]


def test_the_exci_eligible_coefficient_names_the_aapcp_and_zaap_columns(catalog):
    """The reported case: 0.14356 comes from 'CTG AAPCP' + 'CTG zAAP CPU%', not the total's columns."""
    loaded = open_plan(REPO / "resources" / "samples" / "ctg.cicsplan.json", catalog)
    result = compute(loaded.plan, catalog)
    w = list(result.resolved.names).index("Branch systems (EXCI)")
    a = result.spaces.index("CTG")
    tree = "\n".join(x.text() for x in explain_tree(result, "total_ms", w, a))
    line = next(t for t in tree.split("\n") if t.strip().startswith("marginal_eligible_ms = "))
    assert "marginal_eligible_ms = 0.14356 ms/tran" in line
    assert "mean over rows 1-5 of ('CTG AAPCP' + 'CTG zAAP CPU%') / ETR x 10" in line
    assert "CTG GCP CPU%" not in line
    total = next(t for t in tree.split("\n") if t.strip().startswith("marginal_ms = 0.24636"))
    assert "mean over rows 1-5 of ('CTG GCP CPU%' + 'CTG zAAP CPU%') / ETR x 10" in total
    model = catalog.get("ctg-exci")
    eligible = next(i for i in explain(result, "sized_eligible_ms", w, a).inputs if i.key == "marginal_eligible_ms")
    shown = eligible.value
    assert _recompute(model, eligible.provenance.text.split(": ", 1)[1]) == pytest.approx(shown, rel=1e-12)
    assert shown == pytest.approx(0.14356, abs=5e-6)


@pytest.mark.parametrize("method", ["published", "fitted"])
@pytest.mark.parametrize("model_id", ["ctg-exci", "ctg-ipic", "ws-soap-1000", "3270", "sockets-iterative"])
def test_every_coefficient_derivation_recomputes_to_the_shown_value(catalog, model_id, method):
    """With zIIP-eligible work (the Gateway's CTG, the 1000-element web service's CICS) and without (3270, a
    table with NA cells): the columns and rows each derivation names give the value the engine used."""
    doc = minimal_plan(ingress=model_id, tps=500)
    doc["cost_method"] = method
    result = compute(plan_from_json(doc), catalog)
    model = catalog.get(model_id)
    keys = ["marginal_ms", "marginal_eligible_ms"] + (["model_fixed_pct", "model_eligible_fixed_pct"]
                                                      if method == "fitted" else [])
    eligible_spaces = 0
    for space in model.address_spaces:
        has_eligible = bool(model.measurements.columns_of(space, ("aapcp", "ziip")))
        eligible_spaces += has_eligible
        for key in keys:
            shown, text = _provenance(result, key, space)
            assert _recompute(model, text) == pytest.approx(shown, rel=1e-9, abs=1e-12), (space, key, text)
            names = set(re.findall(r"'([^']+)'", text.removesuffix(f"; {model.citation}")))
            kinds = {c.kind for c in model.measurements.columns if c.label in names}
            if key in ("marginal_eligible_ms", "model_eligible_fixed_pct"):
                assert kinds <= {"aapcp", "ziip"}, text
                assert bool(kinds) == has_eligible, text
            elif method == "published" or not has_eligible:
                assert "gcpu" in kinds and "aapcp" not in kinds, text
            else:  # the fitted total: the other work and the eligible work, fitted apart
                assert kinds == {"gcpu", "aapcp", "ziip"}, text
    assert eligible_spaces == (1 if model_id in ("ctg-exci", "ctg-ipic", "ws-soap-1000") else 0)
