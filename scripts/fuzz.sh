#!/usr/bin/env bash
# A long fuzz run: every fuzz and property test with SCALE times its CI budget of examples.
#   bash scripts/fuzz.sh          # 50 x the CI budget
#   bash scripts/fuzz.sh 200      # 200 x
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/bootstrap.sh setup
export QT_QPA_PLATFORM=offscreen CICSPLAN_FUZZ_SCALE="${1:-50}"
exec .venv/bin/python -m pytest -q -m fuzz -p no:cacheprovider
