"""Record the self-test's expectations from the engine of this source checkout.

    python installers/record_selftest.py [OUTPUT]     (default: resources/selftest/expected.json)

Run it whenever the engine's numbers change on purpose (new cost steps, corrected data) and
commit the result with that change: `cicsplan --self-test` compares every sample scenario's
key figures with this file, in the source tree and in the frozen bundle alike.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "app"))  # this checkout's engine, even if another cicsplan is installed

from cicsplan import paths  # noqa: E402
from cicsplan.selftest import record_expectations  # noqa: E402


def main(argv: list[str]) -> int:
    # record from the checkout's own data, never from an installed wheel's copy
    if paths.models_dir() != REPO / "models":
        print(f"record_selftest: cicsplan found its models in {paths.models_dir()}, not in {REPO / 'models'}",
              file=sys.stderr)
        return 1
    written = record_expectations(Path(argv[0]) if argv else None)  # default: resources/selftest/expected.json
    figures = json.loads(written.read_text(encoding="utf-8"))["samples"]  # counted from what was written
    scenarios = sum(len(s) for s in figures.values())
    print(f"recorded {len(figures)} sample plans, {scenarios} scenarios -> {written}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
