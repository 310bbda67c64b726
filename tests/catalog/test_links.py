"""The AOR side of a request over each link between CICS regions (issue 28, point 3), against the Ways into CICS
Redpaper's own rows: DPL over IPIC (Tables 34 and 35), over LU6.2 (Tables 36 and 37), the CICS address space of CTG
EXCI, which reaches CICS over MRO (Table 16), and the XCFAS address space of LU6.2 over XCF (Table 38)."""

from __future__ import annotations

import dataclasses

import pytest

from cicsplan.core.catalog.links import LINKS, LinkError, link_cost

# (ETR, address space GCPU%) as the Redpaper prints them
TABLE_16_CICS = [(329.65, 3.58), (658.32, 7.09), (962.08, 10.26), (1822.53, 19.02), (3564.75, 37.11)]
TABLE_38_XCFAS = [(499.66, 2.04), (832.73, 3.50), (1244.52, 5.26), (2477.27, 10.44), (4691.85, 19.31)]


def published_ms(rows: list[tuple[float, float]]) -> float:
    """The Redpaper's method: the average over the rows of CPU% / ETR x 10."""
    return sum(pct / etr * 10.0 for etr, pct in rows) / len(rows)


def test_dpl_over_ipic_and_lu62_cost_what_the_redpaper_averages(catalog):
    ipic, lu62 = link_cost(catalog, "ipic"), link_cost(catalog, "lu62")
    assert ipic.total_ms == pytest.approx(0.189, abs=0.002)  # Table 35: average ms of CPU per transaction
    assert lu62.total_ms == pytest.approx(0.204, abs=0.002)  # Table 37
    assert set(ipic.ms_by_space) == {"CICS", "TCPIP"} and set(lu62.ms_by_space) == {"CICS", "NET"}
    assert (ipic.payload_in_bytes, ipic.payload_out_bytes, ipic.machine) == (32000, 32000, "2817-779")


def test_mro_is_the_exci_mirrors_cics_cost_and_xcf_adds_the_xcf_transport(catalog):
    mro, xcf = link_cost(catalog, "mro"), link_cost(catalog, "xcf")
    assert mro.ms_by_space == {"CICS": pytest.approx(published_ms(TABLE_16_CICS), rel=1e-3)}  # 0.106 ms
    assert xcf.ms_by_space == {"CICS": pytest.approx(published_ms(TABLE_16_CICS), rel=1e-3),
                               "XCFAS": pytest.approx(published_ms(TABLE_38_XCFAS), rel=1e-3)}  # + 0.042 ms
    # "The CICS address space costs were less when using EXCI, because of the efficiency of using cross-memory
    # MRO": the mirror over MRO costs CICS less than over IPIC or LU6.2
    ipic, lu62 = link_cost(catalog, "ipic"), link_cost(catalog, "lu62")
    assert mro.ms_by_space["CICS"] < min(ipic.ms_by_space["CICS"], lu62.ms_by_space["CICS"])
    assert mro.total_ms < xcf.total_ms < ipic.total_ms < lu62.total_ms


def test_the_fitted_method_gives_the_fitted_lines_marginal_cost(catalog):
    for link in LINKS:
        published, fitted = link_cost(catalog, link, "published"), link_cost(catalog, link, "fitted")
        assert fitted.total_ms == pytest.approx(published.total_ms, rel=0.08), link  # linear tables: close
        assert fitted.total_ms != published.total_ms


def test_each_link_is_cited_by_title_and_table_never_by_file_name(catalog):
    for link in LINKS:
        source = link_cost(catalog, link).source
        assert '"A Processor Usage Study of Ways into CICS"' in source and ".txt" not in source
    assert "Table 16" in link_cost(catalog, "mro").source
    assert "Table 16" in link_cost(catalog, "xcf").source and "Table 38" in link_cost(catalog, "xcf").source


def test_an_unknown_link_or_a_missing_model_says_which(catalog):
    with pytest.raises(LinkError, match="'sna' is not a kind of link: one of mro, xcf, ipic, lu62"):
        link_cost(catalog, "sna")
    without = dataclasses.replace(catalog, models={k: v for k, v in catalog.models.items() if k != "dpl-ipic"})
    with pytest.raises(LinkError, match="IPIC .* taken from the catalog's 'dpl-ipic' model, which is not in"):
        link_cost(without, "ipic")
