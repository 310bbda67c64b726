"""Custom models in the user's catalog: costed in plans exactly like built-in ones, recorded by the plans
that use them, reported when missing, changed or broken, exported and imported byte for byte; the CLI."""

from __future__ import annotations

import json

import numpy as np
import pytest

from cicsplan.core.analysis.calibrate import EtrCounting, calibrate
from cicsplan.core.analysis.calibrate_table import read_table_file
from cicsplan.core.catalog.user_catalog import (
    ModelExistsError,
    export_model_file,
    import_model_file,
    load_catalog_with_user,
    merge_user_catalog,
    save_model_text,
)
from cicsplan.core.model import plan_catalog
from cicsplan.core.model.engine import compute
from cicsplan.core.model.explain import explain_tree
from cicsplan.core.plan.plan import Plan, Record, Scenario
from cicsplan.core.plan.planio import load_plan, save_plan
from conftest import REPO, run_cli, settings_like

DATA = REPO / "tests" / "data" / "calibration"
WORKLOAD_KEYS = ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_eligible_ms", "wl_spill_ms", "wl_cpu_pct")


@pytest.fixture
def user_catalog(tmp_path):
    """A fresh catalog (never the session one: custom models join it in place) with an empty user folder."""
    return load_catalog_with_user(tmp_path / "catalog")


def save_calibrated(cat, path, model_id: str, **changes):
    table = read_table_file(path, cat.address_spaces)
    built_in = cat.get(changes.pop("built_in", "ctg-ipic"))
    result = calibrate(table, settings_like(built_in, model_id=model_id, **changes), cat)
    return save_model_text(cat, model_id, result.toml_text)


def plan_with(*workloads: tuple[str, str], machine: str = "2817-779", cps: int = 3, ziips: int = 1,
              method: str = "published", tps: float = 1500.0) -> Plan:
    records = [Record({"name": name, "ingress": ingress, "tps": tps}) for name, ingress in workloads]
    hardware = Record({"machine": machine, "cps": cps, "ziips": ziips})
    return Plan(name="custom", cost_method=method, scenarios=[Scenario("Base", hardware, records)])


# ---------------------------------------------------------------------------------------------
# costed exactly like the built-in it was made from

@pytest.mark.parametrize("method", ["published", "fitted"])
@pytest.mark.parametrize(("machine", "cps", "ziips"), [("2817-779", 3, 1), ("3931-705", 5, 2)])
def test_a_custom_model_computes_in_a_plan_exactly_like_its_built_in(user_catalog, method, machine, cps, ziips):
    save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    plan = plan_with(("built-in", "ctg-ipic"), ("custom", "our-ctg-ipic"), machine=machine, cps=cps, ziips=ziips,
                     method=method)
    result = compute(plan, user_catalog)
    assert not result.errors, [e.text() for e in result.errors]
    for key in WORKLOAD_KEYS:
        values = np.ravel(result.env[key])
        assert values[0] == pytest.approx(values[1], rel=1e-12), key
    cells = result.env["total_ms"]
    assert np.allclose(cells[0], cells[1], rtol=1e-12)


def test_web_services_counted_by_rmf_compute_like_the_document(user_catalog):
    save_calibrated(user_catalog, DATA / "ws-soap-rmf.tsv", "our-ws", built_in="ws-soap",
                    counting=EtrCounting("cics", 2))
    result = compute(plan_with(("built-in", "ws-soap"), ("custom", "our-ws"), method="fitted", tps=1000),
                     user_catalog)
    assert not result.errors
    total = np.ravel(result.env["wl_total_ms"])
    assert total[0] == pytest.approx(total[1], rel=1e-12)


def test_explanations_and_sources_cite_the_custom_model(user_catalog):
    save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    result = compute(plan_with(("custom", "our-ctg-ipic")), user_catalog)
    space = result.spaces.index("CICS")
    text = "\n".join(e.text() for e in explain_tree(result, "total_ms", 0, space))
    assert "custom model 'our-ctg-ipic' from our-ctg-ipic.toml (your measurement: ctg-ipic.csv" in text


# ---------------------------------------------------------------------------------------------
# the user's folder

def test_custom_ids_may_not_reuse_built_in_ids_and_broken_files_are_skipped(tmp_path, catalog):
    folder = tmp_path / "catalog"
    folder.mkdir()
    clash = (REPO / "models" / "ingress" / "ctg-ipic.toml").read_text(encoding="utf-8")
    (folder / "ctg-ipic.toml").write_text(clash, encoding="utf-8")
    (folder / "broken.toml").write_text("id = 'broken'\nthis is not toml", encoding="utf-8")
    good = load_catalog_with_user(tmp_path / "first")
    save_calibrated(good, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    (folder / "our-ctg-ipic.toml").write_bytes((tmp_path / "first" / "our-ctg-ipic.toml").read_bytes())

    cat = load_catalog_with_user(folder)
    assert cat.get("ctg-ipic").is_custom is False  # the built-in stays
    assert cat.get("our-ctg-ipic").is_custom
    problems = {file: reason for file, _, reason in cat.user_problems}
    assert "'ctg-ipic' is a built-in method; a custom model needs its own id" in problems["ctg-ipic.toml"]
    assert "is not a model file" in problems["broken.toml"]
    assert len(cat.models) == len(catalog.models) + 1


def test_custom_models_cannot_change_how_built_in_methods_are_derived(user_catalog, tmp_path):
    model = save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    text = model.path.read_text(encoding="utf-8").replace("[shape]\n", "[shape]\ntls_base = \"cws-http\"\n"
                                                                        "tls_mode = \"pooled\"\n")
    edited = tmp_path / "edited"
    edited.mkdir()
    (edited / "our-ctg-ipic.toml").write_text(text, encoding="utf-8")
    cat = load_catalog_with_user(edited)
    assert "our-ctg-ipic" not in cat.models
    assert any("TLS parts are derived from the built-in" in reason for _, _, reason in cat.user_problems)


def test_response_times_are_given_in_every_row_or_in_none(user_catalog, tmp_path):
    model = save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    text = model.path.read_text(encoding="utf-8").replace("[329.89, 1.0, ", '[329.89, "NA", ')
    edited = tmp_path / "edited"
    edited.mkdir()
    (edited / "our-ctg-ipic.toml").write_text(text, encoding="utf-8")
    cat = load_catalog_with_user(edited)
    assert "our-ctg-ipic" not in cat.models
    assert any("response-time column is \"NA\" in some rows only" in r for _, _, r in cat.user_problems)
    # and the broken file is named in the workload's error
    assert "is there but broken" in cat.unknown_ingress_text("our-ctg-ipic")


def test_a_missing_folder_is_an_empty_catalog(tmp_path):
    cat = load_catalog_with_user(tmp_path / "not-yet")
    assert not cat.user_problems and not any(m.is_custom for m in cat.models.values())


def test_export_and_import_keep_the_file_byte_for_byte(user_catalog, tmp_path):
    model = save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    exported = tmp_path / "to a colleague.toml"
    export_model_file(model, exported)
    assert exported.read_bytes() == model.path.read_bytes()

    other = load_catalog_with_user(tmp_path / "colleague")
    imported = import_model_file(other, exported)
    assert imported.path == tmp_path / "colleague" / "our-ctg-ipic.toml"
    assert imported.digest == model.digest and imported.is_custom
    assert other.get("our-ctg-ipic") is imported
    assert import_model_file(other, exported).digest == model.digest  # the same file again: fine

    changed = tmp_path / "changed.toml"
    changed.write_text(exported.read_text(encoding="utf-8").replace("Our CICS", "Their CICS"), encoding="utf-8")
    with pytest.raises(ModelExistsError, match="already in your catalog"):
        import_model_file(other, changed)
    assert import_model_file(other, changed, replace_existing=True).name.startswith("Their")


def test_a_file_that_is_not_a_model_is_refused_with_its_name(user_catalog, tmp_path):
    bad = tmp_path / "notes.toml"
    bad.write_text("id = 'notes'\nschema_version = 1\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"notes\.toml: family: is missing"):
        import_model_file(user_catalog, bad)


# ---------------------------------------------------------------------------------------------
# what plans record

def test_saving_records_the_catalog_and_custom_models_used(user_catalog, tmp_path):
    model = save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    plan = plan_with(("custom", "our-ctg-ipic"), ("built-in", "3270"))
    path = tmp_path / "plan.cicsplan.json"
    plan_catalog.save_plan(plan, path, user_catalog)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["version"] == 1
    assert doc["catalog"]["built_in"]["digest"] == user_catalog.builtin_digest
    assert doc["catalog"]["custom_models"] == [{"id": "our-ctg-ipic", "digest": model.digest,
                                                "file": "our-ctg-ipic.toml", "name": model.name}]
    loaded = plan_catalog.open_plan(path, user_catalog)
    assert loaded.warnings == []
    assert loaded.plan.catalog_record == doc["catalog"]


def test_a_plan_whose_custom_model_is_missing_opens_and_says_which_and_where(user_catalog, tmp_path):
    save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    path = tmp_path / "plan.cicsplan.json"
    plan_catalog.save_plan(plan_with(("custom", "our-ctg-ipic"), ("built-in", "3270")), path, user_catalog)

    elsewhere = load_catalog_with_user(tmp_path / "another machine")
    loaded = plan_catalog.open_plan(path, elsewhere)
    assert len(loaded.warnings) == 1
    assert "custom model 'our-ctg-ipic' (our-ctg-ipic.toml) used by custom is missing: looked in" in \
           loaded.warnings[0]
    assert str(tmp_path / "another machine") in loaded.warnings[0]
    result = compute(loaded.plan, elsewhere)
    errors = result.workload_issues(0)
    assert len(errors) == 1 and errors[0].field == "ingress"
    assert "unknown ingress method 'our-ctg-ipic': not built in and not in your custom catalog (looked for " \
           f"our-ctg-ipic.toml in {tmp_path / 'another machine'})" in errors[0].message
    assert result.resolved.valid.tolist() == [False, True]  # the other workload is still computed
    # saved again while missing, the plan keeps what it knew about the model
    plan_catalog.save_plan(loaded.plan, path, elsewhere)
    assert json.loads(path.read_text(encoding="utf-8"))["catalog"]["custom_models"][0]["id"] == "our-ctg-ipic"


def test_a_changed_custom_model_gives_a_warning(user_catalog, tmp_path):
    model = save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    path = tmp_path / "plan.cicsplan.json"
    plan_catalog.save_plan(plan_with(("custom", "our-ctg-ipic")), path, user_catalog)
    model.path.write_text(model.path.read_text(encoding="utf-8").replace("5.62", "5.72"), encoding="utf-8")
    merge_user_catalog(user_catalog, user_catalog.user_folder)
    warnings = plan_catalog.open_plan(path, user_catalog).warnings
    assert len(warnings) == 1 and "custom model 'our-ctg-ipic' has changed since the plan was saved" in warnings[0]


def test_a_different_built_in_catalog_gives_a_warning(user_catalog, tmp_path):
    plan = plan_with(("a", "3270"))
    plan.catalog_record = {"built_in": {"version": "0.0.1", "digest": "sha256:0000000000000000"},
                           "custom_models": []}
    path = tmp_path / "old.cicsplan.json"
    save_plan(plan, path)  # without a catalog the record is written as it was
    warnings = plan_catalog.open_plan(path, user_catalog).warnings
    assert len(warnings) == 1 and "the built-in catalog of costs has changed" in warnings[0]
    assert "saved with cicsplan 0.0.1" in warnings[0] and "sha256" not in warnings[0]


def test_a_damaged_record_is_a_clear_format_error(write_plan):
    from cicsplan.core.plan.planio import PlanLoadError

    doc = {"format": "cicsplan", "version": 1, "catalog": {"custom_models": ["our-ctg"]}, "workloads": []}
    with pytest.raises(PlanLoadError, match="'catalog' must be an object"):
        load_plan(write_plan(doc))


def test_the_record_lists_only_custom_models_in_use(user_catalog):
    save_calibrated(user_catalog, DATA / "ctg-ipic.csv", "our-ctg-ipic")
    assert plan_catalog.catalog_record(plan_with(("a", "ctg-ipic")), user_catalog)["custom_models"] == []


# ---------------------------------------------------------------------------------------------
# the command line

CALIBRATE = ("calibrate", str(DATA / "ctg-ipic.csv"), "--id", "our-ctg-ipic", "--name", "Our CTG IPIC",
             "--family", "CTG", "--machine", "2817-779", "--cps", "3", "--ziips", "1", "--release", "cics_ts=4.2",
             "--like", "ctg-ipic")


def test_cli_calibrate_prints_the_fit_and_saves_the_model(tmp_path):
    folder = tmp_path / "catalog"
    done = run_cli(*CALIBRATE, "--save", "--user-catalog", str(folder))
    assert done.returncode == 0, done.stderr
    assert "CTG" in done.stdout and "0.2681" in done.stdout  # the catalog's own CTG slope, ms/tran
    assert "R^2" in done.stdout and "Residuals" in done.stdout and "Flags: none" in done.stdout
    assert (folder / "our-ctg-ipic.toml").exists()
    assert "saved custom model 'our-ctg-ipic'" in done.stderr

    again = run_cli(*CALIBRATE, "--save", "--user-catalog", str(folder), "--release", "zos=3.1")
    assert again.returncode == 2 and "already in your catalog" in again.stderr and "--replace" in again.stderr

    listing = run_cli("catalog", "--user-catalog", str(folder))
    assert listing.returncode == 0
    assert "custom: our-ctg-ipic.toml" in listing.stdout and "1 custom model from" in listing.stdout
    plain = run_cli("catalog")
    assert "our-ctg-ipic" not in plain.stdout


def test_cli_plans_find_custom_models_through_the_environment(tmp_path, write_plan):
    folder = tmp_path / "catalog"
    assert run_cli(*CALIBRATE, "--save", "--user-catalog", str(folder)).returncode == 0
    plan = write_plan({"format": "cicsplan", "version": 1, "name": "t",
                       "hardware": {"machine": "2817-779", "cps": 3, "ziips": 1},
                       "workloads": [{"name": "ours", "ingress": "our-ctg-ipic", "tps": 1000}]})
    done = run_cli("explain", str(plan), "ours", "total_ms", "--space", "CTG",
                   env={"CICSPLAN_USER_CATALOG": str(folder)})
    assert done.returncode == 0, done.stderr
    assert "custom model 'our-ctg-ipic' from our-ctg-ipic.toml" in done.stdout
    missing = run_cli("compute", str(plan))
    assert missing.returncode == 2
    assert "unknown ingress method 'our-ctg-ipic' (not built in; no custom catalog was given" in missing.stderr


def test_cli_export_and_import(tmp_path):
    folder, other = tmp_path / "mine", tmp_path / "theirs"
    assert run_cli(*CALIBRATE, "--save", "--user-catalog", str(folder)).returncode == 0
    exported = tmp_path / "ours.toml"
    done = run_cli("catalog", "our-ctg-ipic", "--export", str(exported), "--user-catalog", str(folder))
    assert done.returncode == 0, done.stderr
    done = run_cli("catalog", "--import", str(exported), "--user-catalog", str(other))
    assert done.returncode == 0, done.stderr
    assert (other / "our-ctg-ipic.toml").read_bytes() == (folder / "our-ctg-ipic.toml").read_bytes()


def test_cli_calibrate_bad_table_names_the_cell(tmp_path):
    table = tmp_path / "bad.csv"
    table.write_text("ETR,CICS GCPU%\n100,2\n200,two\n", encoding="utf-8")
    done = run_cli("calibrate", str(table), "--id", "x", "--name", "x", "--family", "CTG", "--machine", "2817-779",
                   "--cps", "3", "--ziips", "1")
    assert done.returncode == 2
    assert "line 3, column 'CICS GCPU%': 'two' is not a number" in done.stderr
    assert "Traceback" not in done.stderr


def test_cli_writes_the_model_file_and_a_broken_custom_file_only_warns(tmp_path):
    out = tmp_path / "model.toml"
    done = run_cli(*CALIBRATE, "-o", str(out), "--json")
    assert done.returncode == 0, done.stderr
    fit = json.loads(done.stdout)
    assert fit["fitted"]["CTG"]["total_ms"] == pytest.approx(0.2681, abs=5e-5)
    assert out.read_text(encoding="utf-8") == fit["model_file"]
    folder = tmp_path / "catalog"
    folder.mkdir()
    (folder / "junk.toml").write_text("not = [toml", encoding="utf-8")
    done = run_cli("catalog", "--user-catalog", str(folder))
    assert done.returncode == 0
    assert "warning: custom model" in done.stderr and "junk.toml skipped" in done.stderr


def test_another_build_of_the_same_version_is_said_without_repeating_the_version(user_catalog, tmp_path):
    """New-user trial 3: "saved with another build of cicsplan 0.1.0 (this is cicsplan 0.1.0)" read as a
    contradiction."""
    from cicsplan import __version__

    plan = plan_with(("a", "3270"))
    plan.catalog_record = {"built_in": {"version": __version__, "digest": "sha256:0000000000000000"},
                           "custom_models": []}
    path = tmp_path / "same.cicsplan.json"
    save_plan(plan, path)
    [warning] = plan_catalog.open_plan(path, user_catalog).warnings
    assert "since the plan was saved, by another build of this version of cicsplan:" in warning
    assert warning.count(__version__) == 0
