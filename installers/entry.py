"""The frozen executable's entry point (PyInstaller needs a script; the package's __main__ is the real one)."""

import sys

from cicsplan.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
