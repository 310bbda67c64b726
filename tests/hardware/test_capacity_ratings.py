"""IBM's published capacity ratings as shipped (models/capacity/) and the per-engine capacity taken from them.

The numbers asserted here are IBM's: the 1-way and 3-way ratings of each generation as zPCR's Configuration
Summary prints them, and independent IBM figures (the z16 Technical Overview's maximum-system PCI per generation,
the z10 EC Reference Guide's 401 share, an IBM post's z196 ratings) the shipped table must agree with.
"""

from __future__ import annotations

import hashlib
import itertools
import shutil
import tomllib
from pathlib import Path

import pytest

from cicsplan.core.hardware import ratings_files as capacity_files
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings import (
    CATEGORIES,
    LPAR_APPROXIMATION,
    PCI,
    Z990_ASSUMPTION,
    ZMIPS,
    CapacityRatings,
    RatedModel,
    TypeInfo,
    code_cps,
    cps_code,
    model_name,
    models_from_records,
    split_model,
)
from cicsplan.core.hardware.ratings_files import check_all, load_category_factors, load_ratings
from conftest import REPO

FOLDER = REPO / "models" / "capacity"


@pytest.fixture(scope="module")
def ratings() -> CapacityRatings:
    return load_ratings(FOLDER)


def per_engine(ratings, machine_type, setting, n):
    return ratings.engine(machine_type, setting, n).pci_per_engine


# -- the shipped files are the published ones -------------------------------------------------------------------


def test_the_data_files_are_unaltered_copies_of_the_published_tables():
    sources = tomllib.loads((FOLDER / "sources.toml").read_text(encoding="utf-8"))
    for table in sources["table"].values():
        data = (FOLDER / table["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == table["sha256"], table["file"]
        assert data.count(b"\n") - 1 == table["rows"], table["file"]


def test_every_rated_model_of_every_type_loads(ratings):
    assert check_all(ratings) == 3190 + 32  # zPCR's software models, and the z990's 301-332
    checked = 0
    for info in ratings.machine_types():
        for setting, counts in ratings.settings(info.machine_type).items():
            for n in counts:
                engine = ratings.engine(info.machine_type, setting, n)
                assert engine.model.model == model_name(info.machine_type, setting, n)
                assert engine.pci_per_engine > 0 and engine.msu_per_engine > 0
                checked += 1
    assert checked == 3190 - 11 + 32  # the 11 LinuxONE marker models are not z/OS settings


def test_per_engine_capacity_never_rises_with_the_cp_count(ratings):
    """IBM's n-way ratings lose capacity per engine as n grows (the MP effect), at every setting of every type."""
    for info in ratings.machine_types():
        for setting in ratings.settings(info.machine_type):
            models = [m for m in ratings.models_of(info.machine_type) if m.setting == setting]
            per = [m.pci / m.cps for m in models]
            assert all(b <= a for a, b in itertools.pairwise(per)), (info.machine_type, setting)
            assert all(b.pci > a.pci for a, b in itertools.pairwise(models)), (info.machine_type, setting)


# IBM zPCR Configuration Summary: (1-way PCI, 3-way PCI) of the full-speed setting of each generation
ONE_AND_THREE_WAY = {
    "9175": (2477, 6944), "3931": (2253, 6288), "8561": (2055, 5711), "3906": (1832, 5050), "2964": (1695, 4644),
    "2827": (1514, 4151), "2817": (1202, 3311), "2097": (902, 2468), "2094": (560, 1607),
    # mid-range types: capacity level Z is their full speed
    "9176": (2162, 6062), "3932": (1982, 5525), "8562": (1761, 4875), "3907": (1570, 4289), "2965": (1430, 3883),
    "2828": (1064, 2767), "2818": (782, 2026), "2098": (661, 1777),
}


@pytest.mark.parametrize("machine_type", ONE_AND_THREE_WAY)
def test_one_and_three_way_per_engine_capacity_is_ibms_rating(ratings, machine_type):
    one, three = ONE_AND_THREE_WAY[machine_type]
    full = ratings.full_setting(machine_type)
    assert full == ("Z" if machine_type in ("9176", "3932", "8562", "3907", "2965", "2828", "2818", "2098") else "7")
    assert per_engine(ratings, machine_type, full, 1) == one
    assert per_engine(ratings, machine_type, full, 3) == pytest.approx(three / 3, abs=1e-9)
    assert ratings.engine(machine_type, full, 3).published


def test_z196_to_z16_at_three_cps_is_ibms_ratio(ratings):
    """The catalog's costs were measured on a z196 LPAR of 3 CPs: moving them to a z16 LPAR of 3 CPs."""
    ratio = per_engine(ratings, "3931", "7", 3) / per_engine(ratings, "2817", "7", 3)
    assert ratio == pytest.approx((6288 / 3) / (3311 / 3), rel=1e-12)
    assert round(ratio, 3) == 1.899


# (model, PCI, MSU) of sub-capacity settings, as zPCR prints them
SUB_CAPACITY = [("3931-601", 1496, 185), ("3931-501", 937, 118), ("3931-401", 280, 35), ("3931-603", 4211, 519),
                ("9175-603", 4614, 568), ("9175-443", None, None), ("8561-503", 2184, 269), ("3906-403", 718, 91),
                ("2964-601", 1068, 134), ("2827-503", 1751, 217), ("2817-601", 768, 97), ("2817-501", 588, 74),
                ("2817-401", 240, 30), ("2817-403", 672, 85), ("2097-401", 214, 27), ("2094-608", None, None)]


@pytest.mark.parametrize(("name", "pci", "msu"), SUB_CAPACITY)
def test_sub_capacity_settings_give_ibms_n_way_rating(ratings, name, pci, msu):
    machine_type, setting, n, _ = split_model(name)
    engine = ratings.engine(machine_type, setting, n)
    assert engine.model.model == name and engine.published
    if pci is not None:
        assert engine.pci_per_engine == pytest.approx(pci / n) and engine.msu_per_engine == pytest.approx(msu / n)


def test_sub_capacity_works_for_every_type_ibm_rates_it_for(ratings):
    """z196, zEC12, z13 and z14 sub-capacity settings were refused by the derived table; every type has them now."""
    for machine_type in ("9175", "3931", "8561", "3906", "2964", "2827", "2817", "2097", "2094"):
        assert list(ratings.settings(machine_type))[:4] == ["7", "6", "5", "4"], machine_type


def test_the_shipped_table_agrees_with_independent_ibm_figures(ratings):
    """The checks sources.toml lists, made again on the shipped file."""
    # IBM z16 Technical Overview, slide "IBM z16 Design Principles": maximum-system PCI by generation
    maxima = {"2097-764": 31826, "2817-780": 52286, "2827-7A1": 78426, "2964-7E1": 111556, "3906-7H0": 146462,
              "8561-7J0": 183267, "3931-7K0": 215089}
    for name, pci in maxima.items():
        assert ratings.find(name).pci == pci, name
    # the same deck, slide "IBM z16 Full and Sub-Capacity CP Offerings"
    assert [ratings.find(n).pci for n in ("3931-701", "3931-601", "3931-501")] == [2253, 1496, 937]
    # IBM System z10 EC Reference Guide: the 401 is "approximately 23.69%" of a 701
    assert ratings.find("2097-401").pci / ratings.find("2097-701").pci == pytest.approx(0.2369, abs=0.001)
    # IBM-MAIN post: z196 701/601/501/401 = 1200/765/586/240, zEC12 701 = 1511 (within 0.5%)
    quoted = {"2817-701": 1200, "2817-601": 765, "2817-501": 586, "2817-401": 240, "2827-701": 1511}
    for name, pci in quoted.items():
        assert ratings.find(name).pci == pytest.approx(pci, rel=0.005), name


def test_the_z17_and_the_mid_range_types_are_there(ratings):
    codes = [info.machine_type for info in ratings.machine_types()]
    assert codes[:2] == ["9175", "9176"] and {"3932", "8562", "3907", "2965", "2828", "2818", "2098", "2096"} <= set(
        codes)
    assert ratings.settings("9175") == {"7": tuple(range(1, 209)), "6": tuple(range(1, 44)),
                                        "5": tuple(range(1, 44)), "4": tuple(range(1, 44))}
    assert ratings.settings("9176")["A"] == (1, 2, 3, 4, 5, 6)
    assert ratings.find("9175-7K8").cps == 208 and ratings.find("9175-7K8").pci == 248344


def test_a_model_gives_its_pci_msu_cps_and_zIIP_maximum(ratings):
    m = ratings.find("3931-705")
    assert (m.cps, m.pci, m.msu, m.ziips, m.generation, m.family) == (5, 10129, 1232, 195, "z16", "IBM Z z16/700")
    assert ratings.find("2817-703").ziips == 3  # the z196 allowed one zIIP per CP
    assert ratings.find("8561-703").ziips == 6  # the z15 two per CP


# -- the z990 -----------------------------------------------------------------------------------------------------


def test_the_z990_keeps_its_own_zmips_and_names_the_link_to_pci(ratings):
    engine = ratings.engine("2084", "3", 3)
    assert engine.model.scale == ZMIPS and engine.model.pci == 1243 and engine.model.msu == 191
    assert not engine.published and engine.assumptions == (Z990_ASSUMPTION,)
    assert engine.pci_per_engine == pytest.approx(1243 / 3 * 1.0)
    assert ratings.engine("2084", "3", 3, pci_per_zmips=0.96).pci_per_engine == pytest.approx(1243 / 3 * 0.96)
    assumption = ratings.assumptions[Z990_ASSUMPTION]
    assert assumption.default == 1.0 and assumption.low <= 0.96 and assumption.high >= 1.0
    assert "0.744" in assumption.argument and "Sipples" in assumption.source
    assert ratings.find("2084-332").pci == 9060 and ratings.find("2084-301").msu == 70
    with pytest.raises(MachineError, match="positive number"):
        ratings.engine("2084", "3", 3, pci_per_zmips=-1.0)


def test_the_z990_link_argument_is_the_arithmetic_of_ibms_steps(ratings):
    """The assumption's argument, recomputed: IBM's rounded 3-way steps and zPCR's z9 figures."""
    z9 = [1.47, 1.21, 1.28, 1.18, 1.25, 1.26, 1.18, 1.15, 1.15, *[1.12] * 7, 1.11, 1.14, 1.23]
    z890 = [1.77, 1.91, 1.25, 1.57, 1.22, 1.74, 1.20]
    product = 1.0
    for step in z890:
        product *= step
    z990_over_z9 = product
    for step in z9:
        z990_over_z9 /= step
    assert round(z990_over_z9, 3) == 0.744
    z9_703, base = ratings.find("2094-703").pci, ratings.find("2096-A03").pci
    assert round(z990_over_z9 * z9_703 / 1243, 2) == 0.96 and round(product * base / 1243, 2) == 0.99


# -- errors name what exists --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "expected"), [
    (("3931", "6", 40), "3931-640 is not a model IBM rates: the 6xx setting of the IBM z16 A01 (3931) has 601-639 "
                        "(1 to 39 CPs). 3931 (IBM z16 A01) rates 701-7K0 (1 to 200 CPs), 601-639 (1 to 39 CPs), "
                        "501-539 (1 to 39 CPs) and 401-439 (1 to 39 CPs)."),
    (("3931", "7", 201), "3931-7K1 is not a model IBM rates"),
    (("9175", "A", 3), "The capacity level A setting is on the IBM z17 (9176): 9176-A03."),
    (("2817", "8", 1), "the IBM zEnterprise 196 (2817) has no 8xx setting"),
    (("2096", "Q", 1), "capacity level Q setting of the IBM System z9 Business Class (2096) has Q02-Q04 (2 to 4 CPs)"),
    (("1234", "7", 1), "machine type 1234 is not in IBM's capacity ratings (known: 9175 IBM z17 ME1, 9176"),
])
def test_an_unrated_combination_is_an_error_naming_the_models_that_exist(ratings, args, expected):
    with pytest.raises(MachineError) as caught:
        ratings.engine(*args)
    assert expected in str(caught.value)


def test_the_mid_range_groups_of_capacity_levels_are_listed_compactly(ratings):
    assert ratings.describe_settings("9176") == ("9176 (IBM z17 (9176)) rates capacity levels A-Z with 1 to 6 CPs "
                                                 "(A01 to Z06).")
    text = ratings.describe_settings("2096")
    assert "capacity levels N-Q with 2 to 4 CPs (N02 to Q04)" in text and "capacity level K with 4 CPs (K04)" in text


@pytest.mark.parametrize("bad", [0, -3, 2.5, True, "3"])
def test_the_lpar_cp_count_must_be_a_whole_number(ratings, bad):
    with pytest.raises(MachineError, match="whole number of at least 1"):
        ratings.engine("3931", "7", bad)


# -- zIIPs, categories, the approximation ---------------------------------------------------------------------------


def test_ziips_run_at_full_speed_whatever_the_cp_setting(ratings):
    assert ratings.ziip_engine("3931", 3).model.model == "3931-703"
    assert ratings.ziip_engine("3932", 3).model.model == "3932-Z03"
    assert ratings.ziip_engine("2084", 3).model.model == "2084-303"


def test_low_and_high_are_the_named_category_factors_over_ibms_average(ratings):
    factors = load_category_factors(FOLDER / "category-factors.toml")
    generations = {info.generation for info in ratings.machine_types()}
    assert generations <= set(factors.factors)
    low = ratings.engine("2964", "7", 3, category="LOW", factors=factors)
    assert low.pci_per_engine == pytest.approx(4644 / 3 * 1.0467) and low.assumptions == ("lspr_category_factors",)
    assert ratings.engine("3931", "7", 3, category="HIGH", factors=factors).pci_per_engine == pytest.approx(6288 / 3)
    # z15 -> z16 at 3 CPs: the MQ reports' Low +9%, High +12% over the z15, relative to Average +10%
    assert factors.factor("z15", "LOW") == pytest.approx(1.10 / 1.09, abs=1e-4)
    assert factors.factor("z15", "HIGH") == pytest.approx(1.10 / 1.12, abs=1e-4)
    with pytest.raises(MachineError, match="AVERAGE category; LOW needs the category factors"):
        ratings.engine("3931", "7", 3, category="LOW")
    with pytest.raises(MachineError, match="not one of LOW, AVERAGE, HIGH"):
        ratings.engine("3931", "7", 3, category="MEDIUM")
    assert CATEGORIES == ("LOW", "AVERAGE", "HIGH")


def test_the_approximation_and_the_sources_are_stated_in_planners_words(ratings):
    assert "zPCR's LPAR configuration is more exact" in LPAR_APPROXIMATION
    zpcr = ratings.sources["zpcr"]
    assert zpcr.citation == "IBM Processor Capacity Reference (zPCR), Configuration Summary, exported 6 August 2026"
    assert "2094-701" in zpcr.rates and len(zpcr.checks) == 4
    assert ratings.sources["z990"].citation.endswith("as published on 7 April 2004")
    texts = [s.citation for s in ratings.sources.values()] + [s.rates for s in ratings.sources.values()]
    texts += [a.argument for a in ratings.assumptions.values()] + [a.source for a in ratings.assumptions.values()]
    for text in texts:  # users never see repository names, shared paths or data file names
        for forbidden in ("github", "shared/", "../", ".csv", ".html", ".json", "scrtsystem"):
            assert forbidden not in text.lower(), (forbidden, text[:80])
    assert ratings.engine("3931", "7", 3).describe() == (
        "3931-703: 6,288 PCI / 3 CPs = 2,096.0 PCI per engine (AVERAGE); from IBM Processor "
        "Capacity Reference (zPCR), Configuration Summary, exported 6 August 2026")


# -- LinuxONE -----------------------------------------------------------------------------------------------------


def test_linuxone_markers_are_kept_but_are_no_z_os_setting(ratings):
    marker = ratings.find("9175-401_L")
    assert marker.linuxone and marker.ziips == 0 and marker.family == "LinuxONE Emperor 5 9175/400"
    assert marker.pci == ratings.find("9175-401").pci  # the same nominal 1-CP rating as the IBM Z 401
    assert all(not m.linuxone for m in ratings.models_of("9175"))
    assert [m.model for m in ratings.models_of("9175", linuxone=True) if m.linuxone] == ["9175-401_L"]


# -- imported figures override built-in ones, one for one -----------------------------------------------------------


def test_imported_models_replace_the_built_in_ones_of_the_same_name(ratings):
    mine = RatedModel("3931-703", "3931", "7", 3, 6000.0, 750.0, family="IBM Z z16/700")
    new_type = RatedModel("2064-116", "2064", "1", 16, 3000.0, 500.0, family="zSeries 900/100")
    merged = ratings.with_models([mine, new_type], "zPCR May 2026")
    assert merged.find("3931-703").pci == 6000 and merged.find("3931-703").source == "zPCR May 2026"
    assert merged.find("3931-703").generation == "z16"
    assert merged.find("3931-704") == ratings.find("3931-704")  # the others stay IBM's built-in figures
    assert merged.imported == {"3931-703": "zPCR May 2026", "2064-116": "zPCR May 2026"}
    assert merged.type_info("2064").name == "zSeries 900" and merged.settings("2064") == {"1": (16,)}
    assert ratings.find("3931-703").pci == 6288  # the built-in table is unchanged
    with pytest.raises(MachineError, match="has no models"):
        ratings.with_models([], "empty")


def test_an_imported_z990_on_the_pci_scale_needs_no_link_assumption(ratings):
    merged = ratings.with_models([RatedModel("2084-303", "2084", "3", 3, 1200.0, 191.0)], "zPCR with the z990")
    engine = merged.engine("2084", "3", 3)
    assert engine.published and engine.pci_per_engine == pytest.approx(400.0)


def test_plan_records_round_trip_and_are_checked_field_by_field(ratings):
    models = [*ratings.models_of("3932")[:3], ratings.find("9175-401_L")]
    records = [m.as_record() for m in models]
    assert records[0] == {"model": "3932-Z01", "cps": 1, "pci": 1982, "msu": 245, "partitions": 40, "ifls": 67,
                          "icfs": 67, "zaaps": 0, "ziips": 67, "family": "IBM Z z16/Z00"}
    back = models_from_records(records, "mine")
    assert [(m.model, m.pci, m.msu, m.ziips, m.linuxone) for m in back] == [
        (m.model, m.pci, m.msu, m.ziips, m.linuxone) for m in models]
    for record, message in [({"model": "3931-7.5", "cps": 5, "pci": 1}, "must be a type-model"),
                            ({"model": "3931-705", "cps": 4, "pci": 1}, "cps must be 5"),
                            ({"model": "3931-705", "cps": 5, "pci": 0}, "pci must be a number above 0"),
                            ({"model": "3931-705", "cps": 5, "pci": float("nan")}, "pci must be a number above 0"),
                            ({"model": "3931-705", "cps": 5, "pci": 9, "msu": "9"}, "msu must be a number"),
                            ({"model": "3931-705", "cps": 5, "pci": 9, "ziips": -1}, "ziips must be a whole number"),
                            ({"model": "3931-705", "cps": 5, "pci": 9, "family": 7}, "family must be text")]:
        with pytest.raises(MachineError, match=message):
            models_from_records([record], "mine")
    with pytest.raises(MachineError, match="3931-705 appears twice"):
        models_from_records([{"model": "3931-705", "cps": 5, "pci": 9}] * 2, "mine")
    with pytest.raises(MachineError, match="non-empty list"):
        models_from_records({}, "mine")


# -- model codes ----------------------------------------------------------------------------------------------------


def test_model_codes_write_counts_above_99_with_a_letter():
    assert [cps_code(n) for n in (1, 9, 99, 100, 105, 190, 208)] == ["01", "09", "99", "A0", "A5", "J0", "K8"]
    assert all(code_cps(cps_code(n)) == n for n in range(1, 360))
    assert code_cps("00") is None and code_cps("5A") is None and code_cps("a5") is None
    assert split_model("3931-7A5") == ("3931", "7", 105, False) and split_model("9175-401_L")[3]
    assert split_model("3931-705-") is None and split_model("393-705") is None
    with pytest.raises(MachineError, match="cannot be written"):
        cps_code(360)


# -- loading: cached, and a broken file is named --------------------------------------------------------------------


def test_the_ratings_are_read_once_and_again_when_a_file_changes(tmp_path):
    folder = tmp_path / "capacity"
    shutil.copytree(FOLDER, folder)
    first = load_ratings(folder)
    assert load_ratings(folder) is first
    path = folder / "machine-types.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('name = "IBM z13"', 'name = "IBM z13 (renamed)"'),
                    encoding="utf-8")
    again = load_ratings(folder)
    assert again is not first and again.type_info("2964").name == "IBM z13 (renamed)"


def _broken(tmp_path: Path, file: str, old: str, new: str) -> Path:
    folder = tmp_path / "capacity"
    shutil.copytree(FOLDER, folder)
    path = folder / file
    data = path.read_bytes()
    assert old.encode() in data, old
    path.write_bytes(data.replace(old.encode(), new.encode(), 1))
    return folder


@pytest.mark.parametrize(("file", "old", "new", "message"), [
    ("zpcr-configuration-summary.csv", "IBM Z z16/700,5,10129", "IBM Z z16/700,5,1O129",
     "zpcr-configuration-summary.csv line 501: pci must be a whole number, not '1O129'"),
    ("zpcr-configuration-summary.csv", "3931-705,3931,z16,IBM Z z16/700,5,", "3931-705,3931,z16,IBM Z z16/700,4,",
     "line 501: 3931-705 needs cps = 5"),
    ("zpcr-configuration-summary.csv", "3931-705,3931,z16", "3931-70A,3931,z16", "model '3931-70A' is not a model"),
    ("zpcr-configuration-summary.csv", "3931-705,3931,z16,", "3931-705,3931,z17,", "generation 'z17'"),
    ("zpcr-configuration-summary.csv", "model,machine_type", "modell,machine_type", "the columns must be model"),
    ("sources.toml", "rows = 3190", "rows = 3191", "3190 data rows, but sources.toml says 3191"),
    ("sources.toml", 'scale = "zMIPS"', 'scale = "MIPS"', "scale must be PCI or zMIPS"),
    ("sources.toml", 'msu_metric = "MSU (charging/pricing, Mainframe Charter)"', 'msu_metric = "MSU"',
     "every model needs both"),
    ("machine-types.toml", 'hardware_models = ["H13"]', 'hardware_models = ["H06", "H13"]',
     "hardware model H06 of 2828 is also a software model IBM rates"),
    ("machine-types.toml", '[type.2964]\nname = "IBM z13"', '[type.2964]\nname = ""', "name and generation"),
    ("z990-2084-capacity.csv", "2084,2084-303,3,303", "2084,2084-303,4,303", "2084-303 needs n_cps = 3"),
])
def test_a_broken_file_is_named_with_its_line_and_field(tmp_path, file, old, new, message):
    folder = _broken(tmp_path, file, old, new)
    with pytest.raises(MachineError) as caught:
        check_all(load_ratings(folder))
    assert message in str(caught.value)


def test_a_missing_file_says_reinstall(tmp_path):
    folder = tmp_path / "capacity"
    shutil.copytree(FOLDER, folder)
    (folder / "zpcr-configuration-summary.csv").unlink()
    with pytest.raises(MachineError, match="zpcr-configuration-summary.csv: missing .* reinstall cicsplan"):
        load_ratings(folder)


def test_a_type_is_parsed_only_when_it_is_first_used(tmp_path):
    """Start-up reads the files but parses no row: cicsplan compute pays only for the types a plan names."""
    folder = _broken(tmp_path, "zpcr-configuration-summary.csv", "2096-A01,2096", "2096-A01,2097")
    broken = load_ratings(folder)
    assert per_engine(broken, "3931", "7", 3) == pytest.approx(6288 / 3)
    with pytest.raises(MachineError, match="not a model of a type"):
        broken.models_of("2096")


def test_tables_built_in_memory_answer_like_the_shipped_one():
    small = CapacityRatings.of([RatedModel("3931-701", "3931", "7", 1, 2253.0, 278.0, PCI, generation="z16")],
                               {"3931": TypeInfo("3931", "IBM z16 A01", "z16")})
    assert small.engine("3931", "7", 1).pci_per_engine == 2253
    assert capacity_files.ZPCR_COLUMNS[:4] == ("model", "machine_type", "generation", "zpcr_family")
