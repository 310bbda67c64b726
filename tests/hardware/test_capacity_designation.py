"""What planners type for a machine, read against IBM's ratings; refusals name what exists."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.fuzzing import budget

from cicsplan.core.hardware.designation import Designation, lpar_engine, lpar_ziip_engine, parse_designation
from cicsplan.core.hardware.machines import MachineError
from cicsplan.core.hardware.ratings_files import load_ratings
from conftest import REPO

RATINGS = load_ratings(REPO / "models" / "capacity")


@pytest.mark.parametrize(("typed", "canonical", "setting", "model_cps", "hardware"), [
    ("3931-705", "3931-705", "7", 5, None),
    ("3931705", "3931-705", "7", 5, None),
    ("3931 705", "3931-705", "7", 5, None),
    ("  2817-779 ", "2817-779", "7", 79, None),
    ("3931\u2011705", "3931-705", "7", 5, None),  # a non-breaking hyphen pasted from a document
    ("３９３１－７０５", "3931-705", "7", 5, None),  # full-width digits and hyphen
    ("3931-7k0", "3931-7K0", "7", 200, None),
    ("3931-604", "3931-604", "6", 4, None),
    ("9176-a03", "9176-A03", "A", 3, None),
    ("2084-332", "2084-332", "3", 32, None),
    ("2818-M05", "2818-M05", "M", 5, None),  # a software model of the z114, not its hardware model
    ("z16 705", "3931-705", "7", 5, None),
    ("IBM z16-705", "3931-705", "7", 5, None),
    ("z16 Z04", "3932-Z04", "Z", 4, None),
    ("z10 EC 701", "2097-701", "7", 1, None),
    ("z10EC 701", "2097-701", "7", 1, None),
    ("zEC12 7A1", "2827-7A1", "7", 101, None),
    ("z17 7K8", "9175-7K8", "7", 208, None),
    ("z990 303", "2084-303", "3", 3, None),
    ("3906-M04", "3906-M04", "7", None, "M04"),
    ("3931-max39", "3931-Max39", "7", None, "Max39"),
    ("9175-ME1", "9175-ME1", "7", None, "ME1"),
    ("2084-D32", "2084-D32", "3", None, "D32"),
])
def test_what_planners_type_is_read_as_ibm_names_it(typed, canonical, setting, model_cps, hardware):
    d = parse_designation(typed, RATINGS)
    assert (d.canonical, d.setting, d.model_cps, d.hardware_model) == (canonical, setting, model_cps, hardware)
    assert d.text == typed.strip()


@pytest.mark.parametrize(("typed", "expected"), [
    ("3931-640", "3931-640 is not a model IBM rates: the 6xx setting of the IBM z16 A01 (3931) has 601-639 "
                 "(1 to 39 CPs). 3931 (IBM z16 A01) rates 701-7K0 (1 to 200 CPs), 601-639"),
    ("3931-7K1", "3931-7K1 is not a model IBM rates: the 7xx setting of the IBM z16 A01 (3931) has 701-7K0"),
    ("9175-A03", "the IBM z17 ME1 (9175) has no capacity level A setting. 9175 (IBM z17 ME1) rates 701-7K8 (1 to 208 "
                 "CPs), 601-643 (1 to 43 CPs), 501-543 (1 to 43 CPs) and 401-443 (1 to 43 CPs). The capacity level A "
                 "setting is on the IBM z17 (9176): 9176-A03."),
    ("3931-700", "'3931-700': 700 is not a model of the IBM z16 A01 (3931); give a software model or a hardware model "
                 "(A01, Max39, Max82, Max125, Max168, Max200)"),
    ("9175-401_L", "9175-401_L is the rating of a LinuxONE Emperor 5: LinuxONE machines run Linux on IFLs and have no "
                   "general CPs for z/OS, so CICS on z/OS cannot be sized on one. 9175 (IBM z17 ME1) rates 701-7K8"),
    ("3931-705_L", "3931-705_L is not a model IBM rates (the _L suffix marks LinuxONE ratings)"),
    ("3907-ZR1", "3907-ZR1 is the hardware model of the IBM z14 ZR1 (3907), whose capacity is set by capacity level, "
                 "not by the hardware model: give the software model. 3907 (IBM z14 ZR1) rates capacity levels A-Z "
                 "with 1 to 6 CPs (A01 to Z06)."),
    ("z16 A01", "machine 'z16 A01' can mean 3931-A01 (the IBM z16 A01 hardware model); 3932-A01 (IBM z16 A02, "
                "capacity level A, 1 CP): give the machine type"),
    ("z16 7L1", "machine 'z16 7L1': no z16 type rates a model 7L1"),
    ("z99 701", "Z99 is not a generation in IBM's capacity ratings (known: z17, z16, z15"),
    ("1234-701", "machine type 1234 is not in IBM's capacity ratings (known: 9175 IBM z17 ME1"),
    ("z16705", "machine 'z16705' is not a type and model such as 3931-705"),
    ("abc", "machine 'abc' is not a type and model such as 3931-705 (a z16 with 5 CPs at full speed), 3931-A01 "
            "(its hardware model) or z16 705"),
    ("", "give the machine as a type and model"),
    ("3931-705" + " " * 80 + "x", "is too long for a type and model"),
])
def test_a_designation_ibm_does_not_rate_is_refused_naming_what_exists(typed, expected):
    with pytest.raises(MachineError) as caught:
        parse_designation(typed, RATINGS)
    assert expected in str(caught.value)


def test_not_text_is_refused():
    for value in (None, 3931705, ["3931-705"]):
        with pytest.raises(MachineError, match="give the machine as a type and model"):
            parse_designation(value, RATINGS)


def test_an_lpar_uses_the_n_way_model_of_its_machines_setting():
    machine = parse_designation("2817-779", RATINGS)  # the catalog's machine: an LPAR of 3 CPs on a 79-way
    assert lpar_engine(RATINGS, machine, 3).model.model == "2817-703"
    sub = parse_designation("3931-605", RATINGS)
    assert lpar_engine(RATINGS, sub, 2).model.model == "3931-602"
    assert lpar_ziip_engine(RATINGS, sub, 2).model.model == "3931-702"  # zIIPs at full speed
    hardware = parse_designation("3906-M04", RATINGS)
    assert lpar_engine(RATINGS, hardware, 32).model.model == "3906-732"
    assert lpar_engine(RATINGS, parse_designation("2084-332", RATINGS), 3).pci_per_engine == pytest.approx(1243 / 3)


def test_an_lpar_larger_than_its_machine_is_refused():
    machine = parse_designation("2817-703", RATINGS)
    with pytest.raises(MachineError, match="an LPAR of 4 CPs does not fit on a 2817-703, which has 3 CPs"):
        lpar_engine(RATINGS, machine, 4)
    with pytest.raises(MachineError, match="does not fit on a 2817-703"):
        lpar_ziip_engine(RATINGS, machine, 4)


def test_an_lpar_beyond_what_a_sub_capacity_setting_rates_is_refused():
    with pytest.raises(MachineError, match="3931-640 is not a model IBM rates"):
        lpar_engine(RATINGS, Designation("3931-6xx", "3931", "6", None), 40)


@settings(max_examples=budget(200), deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_a_designation_or_one_sentence(text):
    try:
        d = parse_designation(text, RATINGS)
    except MachineError as exc:
        message = str(exc)
        assert message and "\n" not in message and "Traceback" not in message
        return
    assert d.machine_type in RATINGS.types
    if d.model_cps is not None:
        assert RATINGS.find(d.canonical) is not None


@settings(max_examples=budget(200), deadline=None)
@given(st.sampled_from([m.model for m in RATINGS.all_models() if not m.linuxone]), st.sampled_from(["-", "", " "]),
       st.booleans())
def test_every_rated_model_reads_back_as_itself(name, separator, lower):
    typed = name.replace("-", separator)
    d = parse_designation(typed.lower() if lower else typed, RATINGS)
    assert d.canonical == name
