"""models/ and resources/ are found from a source checkout, an installed wheel and a frozen app."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from cicsplan import paths
from conftest import REPO


def test_source_checkout_finds_the_repository_folders():
    assert paths.models_dir() == REPO / "models"
    assert (paths.samples_dir() / "3270.cicsplan.json").is_file()


def test_frozen_app_finds_its_unpacked_folders(tmp_path, monkeypatch):
    (tmp_path / "models").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    paths.data_dir.cache_clear()
    try:
        assert paths.models_dir() == tmp_path / "models"
    finally:
        paths.data_dir.cache_clear()


def test_missing_folder_says_what_to_do(monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "_candidates", lambda name: [tmp_path / name])
    paths.data_dir.cache_clear()
    try:
        with pytest.raises(paths.DataFolderMissing, match="cannot find its 'models' folder.*reinstall"):
            paths.models_dir()
    finally:
        paths.data_dir.cache_clear()


@pytest.mark.slow
def test_installed_wheel_carries_and_finds_its_data(tmp_path):
    """Build the wheel, unpack it as an installation would, run the CLI from it away from the checkout."""
    wheel_dir = tmp_path / "wheel"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                            "-w", str(wheel_dir), str(REPO)], capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    wheel = next(wheel_dir.glob("cicsplan-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "cicsplan/_data/models/ingress/3270.toml" in names
    assert "cicsplan/_data/resources/samples/ctg.cicsplan.json" in names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = ("from cicsplan.paths import models_dir; from cicsplan.core.catalog.catalog import load_catalog; "
            "print(models_dir()); print(len(load_catalog().models))")
    done = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, r'{site}'); {code}"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    folder, count = done.stdout.split()
    assert folder == str(site / "cicsplan" / "_data" / "models") and count == "21"


def test_no_installed_package_shadows_the_tests_package():
    """A dependency that installs a top-level 'tests' package (ciw 3.2.6 and 3.2.7 do) would hide this project's
    helpers (tests.fuzzing, tests.report_files) from every test that imports them."""
    import tests

    assert {Path(p).resolve() for p in tests.__path__} == {Path(__file__).resolve().parent}
