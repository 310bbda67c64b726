"""What every command shares: exit codes, the user's errors, and the catalog with the user's custom models
(``--user-catalog DIR`` or the environment variable ``CICSPLAN_USER_CATALOG``)."""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing on the way to `cicsplan --version`
if TYPE_CHECKING:  # pathlib, the catalog (and numpy) are imported by the commands that use them, not by --version
    import argparse
    from pathlib import Path
    from typing import TextIO

    from cicsplan.core.catalog.catalog import Catalog

EXIT_OK = 0
EXIT_INPUT = 2
USER_CATALOG_ENV_VAR = "CICSPLAN_USER_CATALOG"
USES_CATALOG = ("catalog", "compute", "compare", "explain", "calibrate", "report")  # the commands that read it


class UserError(Exception):
    """A problem the user can fix (a bad file, an unknown name); printed without a traceback."""


def user_catalog_folder(args: argparse.Namespace | None) -> Path | None:
    from pathlib import Path

    given = getattr(args, "user_catalog", None) or os.environ.get(USER_CATALOG_ENV_VAR)
    return Path(given).expanduser() if given else None


def add_user_catalog_options(sub: argparse._SubParsersAction) -> None:
    """--user-catalog on every command that loads the catalog; catalog's --import/--export/--replace."""
    for name in USES_CATALOG:
        if name in sub.choices:  # the parser may hold only the command given (cli.main.commands_reached)
            sub.choices[name].add_argument(
                "--user-catalog", metavar="DIR",
                help=f"your folder of custom models (default: ${USER_CATALOG_ENV_VAR}); they join the built-in "
                     "methods")
    if "catalog" not in sub.choices:
        return
    p = sub.choices["catalog"]
    p.add_argument("--import", dest="import_file", metavar="FILE",
                   help="copy a model file (from 'catalog ID --export' or the workbook) into your catalog")
    p.add_argument("--export", metavar="FILE", help="with ID: write the model's file to FILE, byte for byte")
    p.add_argument("--replace", action="store_true", help="with --import: replace a custom model of the same id")


def load_catalog(args: argparse.Namespace, err: TextIO) -> Catalog:
    """The built-in catalog plus the custom models of --user-catalog or CICSPLAN_USER_CATALOG."""
    from cicsplan.core.catalog.catalog import CatalogError
    from cicsplan.core.catalog.user_catalog import load_catalog_with_user, skipped_model_warnings

    try:
        cat = load_catalog_with_user(user_catalog_folder(args))
    except CatalogError as exc:
        raise UserError(f"the installation's model catalog is broken, reinstall cicsplan.\n{exc}") from None
    for warning in skipped_model_warnings(cat):  # reported and skipped: never stops the command
        err.write(f"cicsplan: warning: {warning}\n")
    return cat
