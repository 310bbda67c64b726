"""The catalog: every required ingress model, transcribed verbatim, validated on load."""

import re
import shutil

import pytest

from cicsplan.core.catalog.catalog import FAMILIES, CatalogError, load_catalog
from conftest import REPO, SEEDS

REQUIRED = {  # id -> raw-data table of 000_9219529c98f8b258.txt (plan files depend on these ids)
    "3270": 1, "mq-3270-bridge": 4, "cws-http": 6, "cws-http-pooled": 8, "cws-https-full": 10,
    "cws-https-partial": 12, "cws-https-pooled": 14, "ctg-exci": 16, "ctg-ipic": 18, "ws-soap": 20,
    "ws-soap-1000": 22, "sockets-child": 24, "sockets-iterative": 26, "mq-trigger-every": 28,
    "mq-trigger-first": 30, "mq-dpl-bridge": 32, "dpl-ipic": 34, "dpl-lu62": 36, "lu62-xcf": 38,
    "lu62-ee": 40, "lu62-ctc": 42,
}
COMMAREA = {"ctg-exci", "ctg-ipic", "dpl-ipic", "dpl-lu62", "mq-dpl-bridge"}


def test_all_21_tables_with_their_ids(catalog):
    assert set(catalog.models) == set(REQUIRED)
    for model_id, table in REQUIRED.items():
        model = catalog.get(model_id)
        assert model.measurements.table == f"Table {table}"
        assert model.measurements.average_table == f"Table {table + 1}"
        assert model.reference.document == "000_9219529c98f8b258.txt"
        assert model.family in FAMILIES


def test_every_family_is_covered(catalog):
    assert {m.family for m in catalog.models.values()} == set(FAMILIES)


def test_reference_configuration(catalog):
    for model in catalog.models.values():
        ref = model.reference
        assert (ref.machine, ref.lpar_cps, ref.lpar_ziips) == ("2817-779", 3, 1)
        assert ref.releases["cics_ts"] == "4.2" and ref.releases["zos"] == "1.13"
        expected = 1920 if model.id in ("3270", "mq-3270-bridge") else 32000 if model.id in COMMAREA else 32768
        assert (ref.payload_in_bytes, ref.payload_out_bytes) == (expected, expected), model.id
        assert "client side" in model.coverage
        assert model.etr_counts and model.description and model.summary
    assert catalog.get("ctg-ipic").reference.releases["ctg"] == "8.1"
    assert catalog.get("mq-trigger-every").reference.releases["mq"] == "7.1"
    assert "3DES" in catalog.get("cws-https-full").reference.cipher or "Triple DES" in catalog.get(
        "cws-https-full").reference.cipher
    assert catalog.get("ws-soap-1000").reference.ziip_honor_priority is False
    assert catalog.get("ctg-exci").reference.ziip_honor_priority is True


def test_published_values_kept_verbatim(catalog):
    m = catalog.get("cws-https-full").measurements
    assert m.rows[-1] == (787.34, 51.0, 97.99, 7.49, 1.548)  # the row whose total disagrees stays as published
    assert m.published_average_ms == 1.321
    iterative = catalog.get("sockets-iterative").measurements
    bpx = iterative.column_index("gcpu", "BPXOINIT")
    assert all(row[bpx] is None for row in iterative.rows)  # "NA" kept as not measured
    exci = catalog.get("ctg-exci").measurements
    assert exci.published_average_excl_ziip_ms == 0.259
    assert [c.kind for c in exci.columns] == ["etr", "resp_ms", "gcpu", "gcpu", "gcpu", "aapcp", "ziip", "total_ms"]


def _source_table_values(table: int) -> list[str]:
    text = (SEEDS / "compact" / "000_9219529c98f8b258.txt").read_text(encoding="utf-8").split("\n")
    start = next(i for i, line in enumerate(text) if re.match(rf"^Table {table}\s{{2,}}", line))
    i = start + 1
    while not re.match(r"^\s*[0-9]", text[i]):
        i += 1
    values = []
    while re.match(r"^[0-9.]+$", text[i].strip()) or text[i].strip() in ("NA", "", "\xa0"):
        if text[i].strip() not in ("", "\xa0"):
            values.append(text[i].strip())
        i += 1
    return values


@pytest.mark.skipif(not (SEEDS / "compact").is_dir(), reason="source documents not present on this machine")
def test_transcription_matches_the_source_text(catalog):
    """Every value of every row, in order, is the number printed in the document's table."""
    for model_id, table in REQUIRED.items():
        published = _source_table_values(table)
        rows = catalog.get(model_id).measurements.rows
        ours = [v for row in rows for v in row]
        assert len(ours) == len(published), model_id
        for mine, theirs in zip(ours, published, strict=True):
            assert (mine is None and theirs == "NA") or mine == float(theirs), (model_id, mine, theirs)


@pytest.fixture
def broken_models(tmp_path):
    folder = tmp_path / "models"
    shutil.copytree(REPO / "models", folder)
    return folder


def _edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(("file", "old", "new", "field", "reason"), [
    ("3270.toml", "[1245.14, 6, 9.73, 5.71, 2.50, 0.144]", "[1245.14, 6, 9.73, 5.71, 0.144]",
     "measurements.rows[1]", "has 5 values; the table has 6 columns"),
    ("3270.toml", "[1245.14, 6, 9.73", "[\"NA\", 6, 9.73", "column 'ETR'", "must be a number"),
    ("3270.toml", "[1245.14, 6, 9.73", "[1245.14, 6, 977.3", "column 'CICS GCPU%'", "allowed range 0 to 300"),
    ("3270.toml", 'family = "3270"', 'family = "Telnet"', "family", "allowed:"),
    ("3270.toml", 'kind = "gcpu", address_space = "NET"', 'kind = "gcpu", address_space = "VTAM"',
     "address_space", "known:"),
    ("3270.toml", "lpar_cps = 3", "lpar_cps = \"three\"", "reference.lpar_cps", "must be a whole number"),
    ("3270.toml", 'id = "3270"', 'id = "3271"', "id", "must match the file name"),
    ("ctg-exci.toml", "[329.65, 1, 3.58, 2.14, 4.21, 0.18,", "[329.65, 1, 3.58, 2.14, 4.21, 9.18,",
     "measurements.rows[1]", "AAPCP 9.18 exceeds the GCPU% 4.21"),
    ("lu62-ctc.toml", "published_average_ms = 0.224", "published_average_ms = -1", "published_average_ms",
     "allowed range"),
    ("ctg-exci.toml", 'qr_share = "qr_share_ctg_exci"', "qr_share = 1.5", "shape.qr_share", "a share from 0 to 1"),
    ("ctg-exci.toml", 'qr_share = "qr_share_ctg_exci"', 'qr_share = "qr_share_ctg"', "shape.qr_share",
     "names unknown assumption 'qr_share_ctg'"),
])
def test_broken_file_is_reported_by_name_field_and_reason(broken_models, file, old, new, field, reason):
    _edit(broken_models / "ingress" / file, old, new)
    with pytest.raises(CatalogError) as caught:
        load_catalog(broken_models)
    problems = caught.value.problems
    assert any(p[0] == file and field in p[1] and reason in p[2] for p in problems), problems
    assert file in str(caught.value)


def test_not_toml_and_duplicate_id(broken_models):
    (broken_models / "ingress" / "3270.toml").write_text("id = [unclosed", encoding="utf-8")
    with pytest.raises(CatalogError, match="3270.toml: file: is not valid TOML"):
        load_catalog(broken_models)


def test_every_problem_of_a_file_is_listed(broken_models):
    path = broken_models / "ingress" / "dpl-ipic.toml"
    _edit(path, 'family = "DPL"', 'family = "X"')
    _edit(path, "lpar_ziips = 1", "lpar_ziips = -1")
    with pytest.raises(CatalogError) as caught:
        load_catalog(broken_models)
    fields = {p[1] for p in caught.value.problems}
    assert {"family", "reference.lpar_ziips"} <= fields


def test_releases_are_written_as_the_documents_write_the_products(catalog):
    assert catalog.get("3270").reference.releases_text == "CICS TS 4.2, z/OS 1.13"
    assert "CICS TG" in catalog.get("ctg-ipic").reference.releases_text
