"""What every command shares: exit codes, the user's errors, and the catalog with the user's custom models
(``--user-catalog DIR`` or the environment variable ``CICSPLAN_USER_CATALOG``)."""

from __future__ import annotations

import argparse
import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing on the way to `cicsplan --version`
if TYPE_CHECKING:  # pathlib, the catalog (and numpy) are imported by the commands that use them, not by --version
    from pathlib import Path
    from typing import TextIO

    from cicsplan.core.catalog.catalog import Catalog

EXIT_OK = 0
EXIT_INPUT = 2


class UserError(Exception):
    """A problem the user can fix (a bad file, an unknown name); printed without a traceback."""


def user_catalog_folder(args: argparse.Namespace | None) -> Path | None:
    from pathlib import Path

    from cicsplan.core.catalog.user_catalog import ENV_VAR

    given = getattr(args, "user_catalog", None) or os.environ.get(ENV_VAR)
    return Path(given).expanduser() if given else None


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
