#!/usr/bin/env bash
# Set up everything cicsplan needs on a fresh Debian 12 machine, then run it or its tests.
#
#   bash scripts/bootstrap.sh run  [cicsplan arguments]   # set up, then start cicsplan
#   bash scripts/bootstrap.sh test [pytest arguments]     # set up, then run the whole test suite
#
# Idempotent: system packages are installed only when missing, the virtual environment
# (.venv) is created once and reinstalled only when pyproject.toml changes.
set -euo pipefail

mode="${1:-run}"
[ $# -gt 0 ] && shift
case "$mode" in run|test|setup) ;; *) echo "usage: $0 run|test|setup [args]" >&2; exit 2 ;; esac

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
venv="$repo/.venv"

say() { printf '[bootstrap] %s\n' "$*" >&2; }

# Libraries Qt loads even offscreen, and a font (without one, PDFs render blank boxes).
runtime_pkgs=(libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core)
# A real window on X11 (the xcb platform plugin).
window_pkgs=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0
             libxcb-xkb1 libxkbcommon-x11-0 libxcb-randr0 libxcb-xinerama0 libxcb-xfixes0)
# Tests: pages of reports to text/PNG, a virtual screen for screenshots.
# LibreOffice recalculates exported workbooks to check their formulas against the engine.
test_pkgs=(poppler-utils xvfb xauth libreoffice-calc-nogui)

pkgs=("${runtime_pkgs[@]}")
if [ "$mode" = run ]; then pkgs+=("${window_pkgs[@]}"); fi
if [ "$mode" = test ]; then pkgs+=("${window_pkgs[@]}" "${test_pkgs[@]}"); fi

python_bin="${PYTHON:-python3}"
if ! command -v "$python_bin" >/dev/null 2>&1; then
    pkgs+=(python3 python3-venv python3-pip)
elif ! "$python_bin" -c 'import ensurepip, venv' >/dev/null 2>&1; then
    pkgs+=(python3-venv python3-pip)
fi

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for p in "${pkgs[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$p")
        fi
    done
fi
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
            say "missing system packages: ${missing[*]}"
            say "run as root, or install them with: apt-get install -y ${missing[*]}"
            exit 1
        fi
    fi
    say "installing system packages: ${missing[*]}"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [ ! -x "$venv/bin/python" ]; then
    say "creating $venv"
    "$python_bin" -m venv "$venv"
fi

extras="test"
stamp="$venv/.cicsplan-installed"
want="$(sha256sum pyproject.toml | cut -d' ' -f1) $extras"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    say "installing cicsplan and its Python packages into $venv"
    "$venv/bin/python" -m pip install -q --upgrade pip
    "$venv/bin/python" -m pip install -q -e ".[$extras]"
    echo "$want" > "$stamp"
fi

case "$mode" in
    setup)
        say "ready: $venv/bin/cicsplan"
        ;;
    run)
        exec "$venv/bin/cicsplan" "$@"
        ;;
    test)
        export QT_QPA_PLATFORM=offscreen
        export CICSPLAN_FULL_TEST=1  # the tools installed above must be used, not skipped
        say "ruff"
        lint_dirs=()
        for d in app tests benchmarks installers; do [ -d "$d" ] && lint_dirs+=("$d"); done
        "$venv/bin/ruff" check "${lint_dirs[@]}"
        say "pytest"
        exec "$venv/bin/python" -m pytest "$@"
        ;;
esac
