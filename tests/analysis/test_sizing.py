"""Size it: the smallest CPs and zIIPs of a machine type for a plan, checked against the plan computed directly on
the chosen model and on the one just smaller (the numbers a planner can check), and the answers when nothing fits."""

from __future__ import annotations

import json
import math
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.analysis.sizing import SizingError, plan_ratings, size_plan
from cicsplan.core.analysis.sizing_search import Search, first_index
from cicsplan.core.hardware.ratings import model_name, split_model
from cicsplan.core.hardware.ratings_files import load_ratings
from cicsplan.core.model.engine import compute
from cicsplan.core.plan.planio import load_plan, load_plan_document
from cicsplan.paths import models_dir
from conftest import REPO, SAMPLES, SHARED_MACHINE_PLAN, TRIAL_LPARS, run_cli

Z16 = SAMPLES / "moving-to-z16.cicsplan.json"
Z16_SCENARIO = "z16, 5 CPs + 2 zIIPs"


def plan_doc(workloads: list[dict], regions: int = 1, hardware: dict | None = None) -> dict:
    groups = sorted({w["region"] for w in workloads})
    return {"format": "cicsplan", "version": 1, "name": "sizing test",
            "hardware": hardware or {"machine": "3931-705", "cps": 5, "ziips": 1},
            "region_groups": [{"name": g, "regions": regions} for g in groups], "workloads": workloads}


def busy_on(plan_document: dict, catalog, machine: str, cps: int, ziips: int) -> tuple[float, float, list]:
    """(CP busy %, zIIP busy %, limits over target) of the plan computed by the engine on that hardware."""
    doc = json.loads(json.dumps(plan_document))
    doc["hardware"].update({"machine": machine, "cps": cps, "ziips": ziips})
    result = compute(load_plan_document(doc).plan, catalog)
    assert not result.errors, result.errors
    over = [lim.key for lim in result.limits().limits if lim.value > lim.threshold]
    return float(result.env["gcp_busy_pct"]), float(result.env["ziip_busy_pct"]), over


@pytest.fixture(scope="module")
def ratings():
    return load_ratings(models_dir() / "capacity")


GATEWAY = plan_doc([{"name": "Gateway", "ingress": "ctg-ipic", "tps": 20000, "region": "AOR"},
                    {"name": "Terminals", "ingress": "3270", "tps": 8000, "region": "TOR"}], regions=20)


def test_the_cps_and_ziips_chosen_are_the_fewest_that_keep_busy_within_target(catalog):
    sizing = size_plan(load_plan_document(GATEWAY).plan, catalog, "3931", "7")
    best = sizing.recommended
    n, z = best.cps, best.ziips
    assert best.model.model == model_name("3931", "7", n)
    assert z >= 2  # the gateway's eligible work needs more than one zIIP: the zIIP search is exercised
    cp, ziip, over = busy_on(GATEWAY, catalog, best.model.model, n, z)
    assert cp <= 90.0 and ziip <= 90.0 and over == []
    assert (cp, ziip) == pytest.approx((best.cp_busy_pct, best.ziip_busy_pct))
    assert busy_on(GATEWAY, catalog, model_name("3931", "7", n - 1), n - 1, z)[0] > 90.0  # one CP fewer: over
    assert busy_on(GATEWAY, catalog, best.model.model, n, z - 1)[1] > 90.0  # one zIIP fewer: over
    fewer = next(c for c in sizing.candidates if c.note == "one CP fewer")
    assert fewer.cps == n - 1 and not fewer.fits and fewer.shortfalls[0].key == "cp_busy"


def test_every_setting_is_searched_and_the_cheapest_in_msu_is_recommended(catalog, ratings):
    sizing = size_plan(load_plan_document(GATEWAY).plan, catalog, "3931")
    assert sizing.settings == ("7", "6", "5", "4")
    fitting = [c for c in sizing.candidates if c.fits and (c is sizing.candidates[0] or c.note.startswith("best"))]
    assert {c.setting for c in fitting} <= {"7", "6", "5", "4"} and len(fitting) >= 2
    assert sizing.recommended.model.msu == min(c.model.msu for c in sizing.candidates if c.fits)
    for c in fitting:  # each setting's answer is its smallest: the model one CP smaller is over the target
        counts = ratings.settings("3931")[c.setting]
        if c.cps - 1 in counts:
            smaller = model_name("3931", c.setting, c.cps - 1)
            assert busy_on(GATEWAY, catalog, smaller, c.cps - 1, c.ziips)[0] > 90.0, smaller


def test_existing_work_is_carried_as_the_same_capacity_in_ibms_ratings(catalog, ratings):
    plan = load_plan(Z16).plan
    sizing = size_plan(plan, catalog, "3931", "7", Z16_SCENARIO)
    best = sizing.recommended
    # 35 % of a 3931-705 (10,129 PCI in zPCR's Configuration Summary) is 3,545 PCI, whatever the model it moves to
    pci_705 = ratings.find("3931-705").pci
    assert pci_705 == 10129
    assert best.hardware["existing_cp_busy_pct"] == pytest.approx(35 * pci_705 / best.model.pci, abs=0.005)
    assert best.hardware["existing_cp_busy_pct"] != 35 or best.cps == 5
    assert any("35% of 5 CPs on 3931-705" in note for note in sizing.notes)


def test_a_qr_limit_more_cps_cannot_fix_is_named_with_its_remedy(catalog):
    doc = plan_doc([{"name": "Web", "ingress": "cws-https-pooled", "tps": 10000, "region": "WOR"}])
    sizing = size_plan(load_plan_document(doc).plan, catalog, "3931")
    assert sizing.recommended is None and sizing.candidates  # never an empty answer
    keys = {s.key for s in sizing.unmet}
    assert "qr_cpu:WOR" in keys
    qr = next(s for s in sizing.unmet if s.key == "qr_cpu:WOR")
    assert qr.value > qr.threshold
    counted = re.match(r"(\d+) regions in region group WOR \(it has 1\) bring it within 70% on the (3931-\w+)", qr.fix)
    assert counted, qr.fix
    regions, model = int(counted.group(1)), counted.group(2)
    cps = split_model(model)[2]
    doc["region_groups"][0]["regions"] = regions  # the remedy it names works, and is the least that does
    assert "qr_cpu:WOR" not in busy_on(doc, catalog, model, cps, 0)[2]
    doc["region_groups"][0]["regions"] = regions - 1
    assert "qr_cpu:WOR" in busy_on(doc, catalog, model, cps, 0)[2]
    # the S8 TCBs of 10,000 tps of HTTPS (37.15 ms held each) need more regions still: each has its own MAXSSLTCBS
    s8 = next(s for s in sizing.unmet if s.key == "s8_tcbs:WOR")
    most = int(re.match(r"(\d+) regions in region group WOR \(it has 1\) bring it within 32 TCBs", s8.fix).group(1))
    assert most == math.ceil(10000 * 37.15 / 1000 / 32)
    doc["region_groups"][0]["regions"] = most
    assert size_plan(load_plan_document(doc).plan, catalog, "3931").recommended is not None


def test_a_plan_too_big_for_a_small_type_says_even_the_largest_model_is_too_small(catalog):
    doc = plan_doc([{"name": "Terminals", "ingress": "3270", "tps": 900000, "region": "TOR"}], regions=1000)
    sizing = size_plan(load_plan_document(doc).plan, catalog, "2964", "7")
    assert sizing.recommended is None
    assert sizing.unmet[0].key == "cp_busy" and "the largest model of its setting" in sizing.unmet[0].fix


def test_unknown_type_and_setting_name_what_exists(catalog):
    plan = load_plan(Z16).plan
    with pytest.raises(SizingError, match=r"machine type '9999' is not in IBM's capacity ratings; give a type number "
                                          r"or a generation name, one of: 9175 \(IBM z17 ME1\).*3931 \(IBM z16 A01\)"
                       ) as bad:
        size_plan(plan, catalog, "9999")
    assert bad.value.field == "machine_type"
    with pytest.raises(SizingError, match=r"capacity setting '8' .* give one of 7, 6, 5, 4\.") as bad:
        size_plan(plan, catalog, "3931", "8")
    assert bad.value.field == "setting"
    assert size_plan(plan, catalog, "3931", "6xx", Z16_SCENARIO).settings == ("6",)


def test_a_plan_with_errors_is_refused_naming_them(catalog):
    doc = plan_doc([{"name": "W", "ingress": "no-such-ingress", "tps": 100, "region": "CICS"}])
    with pytest.raises(SizingError, match=r"1 error to fix before it can be sized: .*no-such-ingress"):
        size_plan(load_plan_document(doc).plan, catalog, "3931")


def test_cli_size_prints_the_candidates_recommended_first(write_plan):
    path = write_plan(GATEWAY)
    done = run_cli("size", str(path), "--type", "3931", "--setting", "7")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("model"))
    first = lines[header + 2].split()
    assert first[0].startswith("3931-7") and first[-1] == "recommended"
    assert "binding limit" in lines[header] and "headroom" in lines[header] and "model MSU" in lines[header]
    as_json = json.loads(run_cli("size", str(path), "--type", "3931", "--setting", "7", "--json").stdout)
    assert as_json["recommended"] == first[0] == as_json["candidates"][0]["model"]
    top = as_json["candidates"][0]
    assert top["fits"] and top["cp_busy_pct"] <= 90 and top["hardware"]["cps"] == top["cps"]


def test_cli_size_refuses_a_bad_type_or_setting_with_exit_2(write_plan):
    path = write_plan(GATEWAY)
    bad_type = run_cli("size", str(path), "--type", "z99")
    assert bad_type.returncode == 2 and bad_type.stdout == ""
    assert "--type: machine type 'z99' is not in IBM's capacity ratings; give a type number or a generation name, " \
           "one of: 9175 (IBM z17 ME1)" in bad_type.stderr
    by_generation = json.loads(run_cli("size", str(path), "--type", "z16", "--json").stdout)
    assert by_generation["machine_type"] == "3931"  # the z16's enterprise type, as IBM's A01
    bad_setting = run_cli("size", str(path), "--type", "3931", "--setting", "Q")
    assert bad_setting.returncode == 2
    assert "--setting: capacity setting 'Q' is not one the IBM z16 A01 (3931) has: give one of 7, 6, 5, 4" \
        in bad_setting.stderr


def test_cli_size_exits_2_naming_the_limit_when_nothing_fits(write_plan):
    path = write_plan(plan_doc([{"name": "Web", "ingress": "cws-https-pooled", "tps": 10000, "region": "WOR"}]))
    done = run_cli("size", str(path), "--type", "3931", "--setting", "7")
    assert done.returncode == 2
    assert "No model of the IBM z16 A01 (3931) keeps every limit within its target" in done.stdout
    assert "QR TCB CPU, region group WOR" in done.stderr and "regions in region group WOR (it has 1)" in done.stderr


@settings(max_examples=budget(200), deadline=None)
@given(st.integers(0, 60), st.integers(0, 61), st.integers(-3, 70))
def test_the_search_finds_the_first_count_that_fits_wherever_it_starts(size, threshold, hint):
    items = list(range(size))
    calls = []

    def ok(n):
        calls.append(n)
        return n >= threshold

    expected = threshold if threshold < size else None
    assert first_index(items, ok, hint) == expected
    calls.clear()
    assert first_index(items, ok) == expected
    assert len(calls) <= 2 * max(1, size).bit_length() + 2  # a search, not a scan


def test_a_plan_whose_own_machine_is_mistyped_is_still_sized_on_the_type(catalog):
    """Sizing is how a planner finds the machine: a machine in error on the sheet does not stop it, and the work's
    zIIP-eligible CPU still gets its zIIP (read on the type's own model)."""
    doc = plan_doc([{"name": "Gateway", "ingress": "ctg-ipic", "tps": 5000, "region": "AOR"}], regions=5,
                   hardware={"machine": "z16 7o5", "cps": 3, "ziips": 1})
    plan = load_plan_document(doc).plan
    assert compute(plan, catalog).errors
    best = size_plan(plan, catalog, "3931", "7").recommended
    assert best.ziips >= 1
    cp, ziip, over = busy_on(doc, catalog, best.model.model, best.cps, best.ziips)
    assert cp <= 90 and ziip <= 90 and over == []
    doc["hardware"]["existing_cp_busy_pct"] = 20  # a share of a machine cicsplan cannot read: it says so
    with pytest.raises(SizingError, match=r"Existing CP/zIIP busy is a share of the plan's LPAR on z16 7o5"):
        size_plan(load_plan_document(doc).plan, catalog, "3931", "7")


def test_the_plans_imported_capacity_table_rates_the_candidates_and_the_carried_work(catalog, ratings):
    plan = load_plan(Z16).plan
    builtin = size_plan(plan, catalog, "3931", "7", Z16_SCENARIO)
    # zPCR rates the plan's own 3931-705 at twice IBM's built-in figure and every 7xx model at a tenth of its MSU
    rows = [{"model": m.model, "cps": n, "pci": m.pci, "msu": m.msu / 10} for n in ratings.settings("3931")["7"]
            if (m := ratings.rating("3931", "7", n)).msu is not None]
    rows = [dict(r, pci=2 * r["pci"]) if r["model"] == "3931-705" else r for r in rows]
    plan.capacity_table = {"name": "zPCR test", "models": rows}
    sizing = size_plan(plan, catalog, "3931", "7", Z16_SCENARIO)
    best = sizing.recommended
    assert best.model.msu == ratings.find(best.model.model).msu / 10  # the imported MSU, as compute reads it
    # 35 % of the imported 3931-705 (2 x 10,129 PCI) is the existing work carried to the candidate
    assert any("35% of 5 CPs on 3931-705 (7,090 PCI)" in note for note in sizing.notes)
    pci_705 = 2 * ratings.find("3931-705").pci
    assert best.hardware["existing_cp_busy_pct"] == pytest.approx(35 * pci_705 / best.model.pci, abs=0.005)
    assert builtin.recommended.model.msu == ratings.find(builtin.recommended.model.model).msu  # IBM's, no table
    result = compute(plan, catalog, Z16_SCENARIO)
    on_best = load_plan(Z16).plan
    on_best.capacity_table = plan.capacity_table
    for s in on_best.scenarios:
        if s.name == Z16_SCENARIO:
            s.hardware.values.update(best.hardware)
    assert not result.errors
    assert float(compute(on_best, catalog, Z16_SCENARIO).env["gcp_busy_pct"]) == pytest.approx(best.cp_busy_pct)


def test_cli_size_labels_every_column_counts_in_words_and_keeps_the_cps(write_plan):
    path = write_plan(GATEWAY)
    done = run_cli("size", str(path), "--type", "3931", "--setting", "7")
    header = next(line for line in done.stdout.splitlines() if line.startswith("model"))
    assert header.split() == ["model", "setting", "CPs", "zIIPs", "CP", "busy", "zIIP", "busy", "binding", "limit",
                              "rate", "headroom", "model", "MSU", "slowest", "response", "note"]
    recommended = next(line for line in done.stdout.splitlines() if line.startswith("Recommended:"))
    assert "(s)" not in done.stdout
    assert re.search(r"with \d+ CPs and \d+ zIIPs?, by the smallest model MSU: the smallest MSU rating",
                     recommended)
    assert re.search(r"Changes: (machine 3931-705 -> 3931-7\d\d, )?CPs 5 -> \d+, zIIPs 1 -> \d+", done.stdout)
    kept = json.loads(run_cli("size", str(path), "--type", "3931", "--keep-cps", "--json").stdout)
    assert kept["min_cps"] == 5 and all(c["cps"] >= 5 for c in kept["candidates"])


def test_a_fix_shared_by_two_limits_is_said_once_after_both():
    from cicsplan.core.analysis.sizing import Shortfall, shortfalls_text

    fix = "more regions in region group WOR (each region has its own QR TCB) or faster engines"
    text = shortfalls_text((Shortfall("qr_cpu:WOR", "QR TCB CPU, region group WOR", 96.1, 70, "%", fix),
                            Shortfall("qr_dispatch:WOR", "QR TCB dispatch, region group WOR", 102.1, 90, "%", fix),
                            Shortfall("crypto", "Crypto Express busy", 80.0, 70, "%", "more coprocessors")))
    assert text == ("QR TCB CPU, region group WOR at 96.1%, above its target of 70% and QR TCB dispatch, region group "
                    f"WOR at 102.1%, above its target of 90%: {fix}; Crypto Express busy at 80.0%, above its target "
                    "of 70%: more coprocessors")


def test_sizing_says_how_the_plan_fares_on_its_own_hardware(catalog):
    """Size It answers 'the smallest model'; the planner also asked about the LPAR they have (the trial's 6+2)."""
    from cicsplan.core.analysis.sizing import size_plan
    from cicsplan.core.model.engine import compute
    from conftest import SAMPLES

    plan = load_plan(SAMPLES / "moving-to-z16.cicsplan.json").plan
    sizing = size_plan(plan, catalog, "3931", "7xx")
    result = compute(plan, catalog)
    binding = result.limits().binding
    assert sizing.now == (f"The plan now: 2817-779 with 3 CPs and 1 zIIP, CP busy "
                          f"{float(result.env['gcp_busy_pct']):.1f}%, every limit within its target; {binding.label} "
                          f"binds first at {binding.max_tps:,.0f} tps "
                          f"(the rates can grow {binding.headroom_pct:+.1f}%)")
    # squeezed onto one CP of the same machine, the plan is over its CP target: said with the figures
    plan.scenarios[0].hardware.set("cps", 1)
    squeezed = size_plan(plan, catalog, "3931", "7xx").now
    over = compute(plan, catalog).limits().limits[0]
    assert over.value > over.threshold
    assert squeezed.startswith("The plan now: 2817-779 with 1 CP and 1 zIIP, CP busy ")
    assert f"; general-CP busy at the target at {over.value:,.1f}%, above its target of 90%" in squeezed
    assert "binds first" not in squeezed


def test_a_shared_machine_is_sized_for_all_its_lpars(catalog):
    """Issue 28: the candidate is the whole machine; the other LPARs keep their weights and work (as capacity), the
    plan's LPAR takes the CPs they do not have dedicated, and Use puts them all in the plan."""
    from cicsplan.core.analysis.sizing import size_plan, sizing_to_json
    from cicsplan.core.plan.planio import load_plan_document

    doc = {"format": "cicsplan", "version": 1, "name": "lpars",
           "hardware": {"machine": "3931-710", "cps": 4, "ziips": 1, "weight": 300,
                        "partitions": [{"name": "PROD2", "logical_cps": 8, "weight": 700, "busy_pct": 60},
                                       {"name": "DB2DED", "logical_cps": 2, "dedicated": True, "busy_pct": 80}]},
           "workloads": [{"name": "App", "ingress": "none", "tps": 1000, "app_gcp_ms": 1.0,
                          "app_machine": "3931-710", "app_lpar_cps": 4}]}
    sizing = size_plan(load_plan_document(doc).plan, catalog, "3931", setting="7")
    top = sizing.recommended
    assert top is not None
    assert top.hardware["cps"] == top.model.cps - 2  # every CP but DB2DED's two
    carried = {(row, key): value for row, key, value in top.partitions}
    # PROD2's 60 % of 8 CPs of a 3931-710 is carried as capacity: the same PCI on the candidate's CPs
    assert carried[(0, "busy_pct")] > 0 and (1, "busy_pct") in carried
    assert any("other LPARs (PROD2, DB2DED) are carried" in n for n in sizing.notes)
    # a smaller machine cannot activate PROD2's 8 logical CPs beside DB2DED's 2 dedicated ones: left out, said why
    assert min(c.cps for c in sizing.candidates) == 10
    assert ("Models with fewer than 10 CPs are left out: PROD2 has 8 logical CPs and PR/SM activates no more logical "
            "CPs than the machine's shared CPs; DB2DED has 2 dedicated CPs beside them") in " ".join(sizing.notes)
    from cicsplan.core.analysis.sizing import change_text

    assert change_text(sizing, top).endswith("the busy of 2 other LPARs as carried there")
    json_ = sizing_to_json(sizing)["candidates"][0]
    assert {"row": 1, "field": "busy_pct", "value": carried[(0, "busy_pct")]} in json_["other_lpars"]


def test_size_json_gives_the_busy_of_what_prsm_gives_beside_the_response_time(catalog):
    """Issue 28: on a shared machine a candidate's CP busy of its logical CPs is not what its response time queues
    on; --json gives what PR/SM gives it there and the busy of that, and a saturated response says why."""
    from cicsplan.core.analysis.sizing import sizing_to_json

    out = sizing_to_json(size_plan(load_plan_document(SHARED_MACHINE_PLAN).plan, catalog, "3931", setting="7"))
    for c in out["candidates"]:
        logical = c["hardware"]["cps"]
        assert c["available_cps"] < logical
        # the same CP work over the two capacities
        assert c["cp_busy_of_available_pct"] * c["available_cps"] == pytest.approx(c["cp_busy_pct"] * logical,
                                                                                   rel=1e-3)
        assert c["slowest_saturated"] == (c["cp_busy_of_available_pct"] >= 100.0)
        assert c["slowest_saturated_on"] == ("the CPs PR/SM gives it" if c["slowest_saturated"] else "")
    # a machine the LPAR owns has no such figures
    alone = sizing_to_json(size_plan(load_plan_document(GATEWAY).plan, catalog, "3931", setting="7"))
    assert alone["candidates"][0]["available_cps"] is None
    assert alone["candidates"][0]["cp_busy_of_available_pct"] is None


TRIAL_PLAN = REPO / "tests" / "data" / "plans" / "response-target-shared-z16.cicsplan.json"


def test_cli_hardware_to_set_lists_the_other_lpars_busy_as_json_does(catalog, tmp_path):
    """New-user trial, finding 17: the CLI's "Hardware to set" left out the other LPARs' carried busy (89.68, 59.73)
    that --json and the workbook give."""
    from cicsplan.core.analysis.sizing import sizing_to_json

    done = run_cli("size", str(TRIAL_PLAN), "--type", "z16")
    assert done.returncode == 0, done.stderr
    (line,) = [x for x in done.stdout.splitlines() if "Hardware to set:" in x]
    top = sizing_to_json(size_plan(load_plan(TRIAL_PLAN).plan, catalog, "3931"))["candidates"][0]
    names = {1: "PRODB", 2: "TESTC"}
    for carried in top["other_lpars"]:
        assert f"{names[carried['row']]} {carried['field']} {carried['value']:g}" in line.split("other LPARs:")[1]
    assert "PRODB busy_pct 89.68" in line


def test_a_row_that_does_not_fit_at_the_largest_of_its_setting_says_what_would(catalog):
    """Finding 17: with --setting 4 the only row (the 3931-439, the largest 4xx) said "a larger model"; the other
    LPAR's work overflows its own 4 logical CPs on the slow engines, which no larger model of the setting changes.
    Its 161 zIIPs are IBM's most for the model (200 cores less its 39 CPs): the row says it was tried so."""
    sizing = size_plan(load_plan(TRIAL_PLAN).plan, catalog, "3931", setting="4")
    assert sizing.recommended is None
    (row,) = sizing.candidates
    assert row.model.model == "3931-439" and row.ziips == 161 == 200 - 39
    assert row.note == "does not fit: the largest 4xx, at its most zIIPs"
    (shortfall,) = sizing.unmet
    assert "a larger model" not in shortfall.text().replace("a larger model of this setting does not help", "")
    assert "faster engines (a higher capacity setting, --setting) or more logical CPs for PRODB" in shortfall.text()


def trial_lpars(routed: bool) -> dict:
    """The trial's plan; without ``routed`` every region group stays in PROD1 (the trial's onelpar plan)."""
    doc = json.loads(json.dumps(TRIAL_LPARS))
    if not routed:
        del doc["region_groups"][2]["lpar"]
    return doc


def on_candidate(doc: dict, catalog, candidate):
    """The plan as Use leaves it: the candidate's hardware and the other LPARs' carried values."""
    plan = load_plan_document(json.loads(json.dumps(doc))).plan
    s = plan.scenarios[0]
    s.hardware.values.update({k: v for k, v in candidate.hardware.items() if v is not None})
    for row, key, value in candidate.partitions:
        s.partitions[row].set(key, value)
    return compute(plan, catalog)


@pytest.mark.parametrize("routed", [True, False], ids=["AOR2 in PROD2", "every group in PROD1"])
def test_size_it_recommends_a_machine_that_holds_every_lpar_at_its_load(catalog, ratings, routed):
    """Finding A1: the 3931-504 (3,440 PCI) was recommended for about 4,300 PCI of work on the machine. The machine's
    demand on the 708 (every LPAR's bar of the machine view) in IBM's PCI per CP of the 708 must fit the recommended
    model's PCI at the target busy; none of the other LPARs is shrunk, and nothing shown as fitting is over a limit."""
    from cicsplan.core.analysis.sizing_lpars import machine_loads
    from cicsplan.core.model.lpar_view import machine_bars

    doc = trial_lpars(routed)
    baseline = compute(load_plan_document(json.loads(json.dumps(doc))).plan, catalog)
    pci_per_cp = ratings.rating("3931", "7", 8).pci / 8  # the 3931-708's 1,934.8 PCI per CP
    demand_pci = sum(b.demand for b in machine_bars(baseline)) * pci_per_cp
    assert 3_800 < demand_pci < 4_800  # the trial's 2.23 CPs x 1,934.8 PCI = about 4,300 PCI
    sizing = size_plan(load_plan_document(doc).plan, catalog, "3931")
    top = sizing.recommended
    assert top is not None
    assert top.model.pci * sizing.target_cp_busy_pct / 100.0 >= demand_pci, top.model.model
    # what Use writes computes within target: every limit (PROD2's entitlement too) and the whole machine
    used = on_candidate(doc, catalog, top)
    assert [lim.label for lim in used.limits().limits if lim.value > lim.threshold] == []
    for load in machine_loads(used):
        assert load.busy_pct <= sizing.target_cp_busy_pct, (load.kind, load.busy_pct)
    for c in sizing.candidates:
        assert c.cps >= 4, c.model.model  # PROD2's 4 logical CPs need 4 physical ones: no 3931-702 offered
        assert all(key != "logical_cps" for _, key, _ in c.partitions)  # a colleague's LPAR is not shrunk
        if c.fits:
            assert c.headroom_pct is None or c.headroom_pct >= 0, c.model.model
            assert c.slowest_response_ms is not None and math.isfinite(c.slowest_response_ms), c.model.model
    assert any(n.startswith("Models with fewer than 4 CPs are left out: PROD2 has 4 logical CPs") for n in
               sizing.notes), sizing.notes


def test_a_machine_too_small_for_every_lpar_names_the_shortfall_and_by_how_much(catalog, ratings):
    """With every group in PROD1 the plan's own limits fit a 3931-504; the machine does not: PROD2 and TEST carry
    4.79 of its CPs. The shortfall names the machine and how many CPs' worth of work is over the target."""
    from cicsplan.core.analysis.sizing import plan_ratings
    from cicsplan.core.analysis.sizing_search import Search

    plan = load_plan_document(trial_lpars(routed=False)).plan
    own_ratings, factors = plan_ratings(plan, catalog)
    search = Search(plan, catalog, plan.scenarios[0].name, own_ratings, factors, "3931")
    c = search.at_most(ratings.rating("3931", "5", 4))
    assert not c.fits
    machine = [s for s in c.shortfalls if s.key == "machine_busy:CP"]
    assert machine, [s.text() for s in c.shortfalls]
    text = machine[0].text()
    assert text.startswith("the machine's CPs with every LPAR at its load at ")
    excess = float(re.search(r"CPs' worth of work, ([\d.]+) more than 90% of the 3931-504's 4 CPs", text).group(1))
    assert excess == pytest.approx(machine[0].value / 100 * 4 - 0.9 * 4, abs=0.01)
    assert text.endswith(": a larger model")


def test_cli_size_says_why_small_models_are_left_out(tmp_path):
    path = tmp_path / "trial.cicsplan.json"
    path.write_text(json.dumps(trial_lpars(routed=True)), encoding="utf-8")
    out = run_cli("size", str(path), "--type", "z16")
    assert out.returncode == 0, out.stderr
    assert ("Note: Models with fewer than 4 CPs are left out: PROD2 has 4 logical CPs and PR/SM activates no more "
            "logical CPs than the machine's shared CPs") in out.stdout
    row = next(line for line in out.stdout.splitlines() if line.rstrip().endswith("recommended"))
    assert "3931-702" not in out.stdout and "-100.0%" not in row and "saturated" not in row, row


def test_an_lpar_on_another_machine_of_the_sysplex_is_not_the_candidates(catalog):
    """An LPAR on another machine (partitions[].machine) shares none of the candidate's CPs: its 12 logical CPs do
    not raise the fewest CPs a candidate needs, and its busy is not carried to the candidate (Use leaves it)."""
    doc = json.loads(json.dumps(TRIAL_LPARS))
    doc["hardware"]["partitions"].append({"name": "DR", "logical_cps": 12, "weight": 100, "busy_pct": 50,
                                          "machine": "3931-712"})
    sizing = size_plan(load_plan_document(doc).plan, catalog, "3931")
    top = sizing.recommended
    assert top is not None
    assert min(c.cps for c in sizing.candidates) < 12
    assert all(row != 2 for c in sizing.candidates for row, _, _ in c.partitions)
    assert any(n.startswith("The machine's other LPARs (PROD2, TEST) are carried") for n in sizing.notes)
    assert any(n.startswith("Models with fewer than 4 CPs are left out") for n in sizing.notes)


def test_the_cheaper_models_refused_are_shown_with_their_reasons(catalog):
    """New-user trial 3: the 3931-705 (1,232 MSU, below the recommended 3931-608's 1,259) was refused but not shown.
    Per setting, the model of the next lower MSU rating than the answer is listed when it does not fit, with what it
    falls short on; each one, computed at the most zIIPs it allows, does not fit."""
    doc = trial_lpars(True)
    sizing = size_plan(load_plan_document(doc).plan, catalog, "3931")
    top = sizing.recommended
    refused = [c for c in sizing.candidates if c.note == "cheaper: does not fit"]
    assert refused and {c.setting for c in refused} >= {"7"}
    search_plan = load_plan_document(json.loads(json.dumps(doc))).plan
    ratings, factors = plan_ratings(search_plan, catalog)
    search = Search(search_plan, catalog, search_plan.scenarios[0].name, ratings, factors, "3931")
    for c in refused:
        assert c.model.msu < top.model.msu and not c.fits and c.shortfalls, c.model.model
        assert not search.at_most(c.model).fits, c.model.model
        # the next one down its setting: no model of that setting between it and the answer's MSU
        setting = [ratings.rating("3931", c.setting, n) for n in ratings.settings("3931")[c.setting]]
        assert not [m for m in setting if c.model.msu < m.msu < top.model.msu], c.model.model
