#!/usr/bin/env bash
# Set up everything cicsplan needs on a fresh Debian 12 machine, then run it or its tests.
#
#   bash scripts/bootstrap.sh run  [cicsplan arguments]   # set up, then start cicsplan
#   bash scripts/bootstrap.sh test [pytest arguments]     # set up, then run the whole test suite
#
# `run` opens the workbook (on PLAN when given). Where there is no display (no DISPLAY or WAYLAND_DISPLAY,
# as over ssh or on a server) it does the work headless instead: it computes the plan (the getting-started
# sample unless PLAN is given), writes its PDF sizing report into the current folder (a new file, never
# over an existing one) and says where it is and how to open the workbook on a desktop.
#
# Idempotent: system packages are installed only when missing, the virtual environment
# (.venv) is created once and reinstalled only when pyproject.toml changes.
set -euo pipefail

mode="${1:-run}"
[ $# -gt 0 ] && shift
case "$mode" in run|test|setup) ;; *) echo "usage: $0 run|test|setup [args]" >&2; exit 2 ;; esac

start_dir="$PWD"  # where the user is: plan paths are relative to it, and a headless run's report goes there
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

# The same rule as the workbook's own check (cicsplan.gui.launch.lacks_display): Linux needs a display
# server unless a Qt platform is chosen.
no_display() { [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; }

# Whether cicsplan would open the workbook for these arguments (not a CLI command or an option).
opens_workbook() {
    [ $# -eq 0 ] && return 0
    case "$1" in -*) return 1 ;; esac
    "$venv/bin/python" -c 'import sys; from cicsplan.cli.main import command_names; sys.exit(sys.argv[1] in command_names())' "$1"
}

# No display: compute the plan, write its PDF report to a new file in the current folder, say where.
headless_run() {
    local plan="${1:-$repo/resources/samples/getting-started.cicsplan.json}"
    local folder="$PWD"
    if [ ! -w "$folder" ]; then
        say "the current folder $folder is not writable: the report goes to your home folder"
        folder="$HOME"
    fi
    local stem
    stem="$(basename "$plan")"; stem="${stem%.json}"; stem="${stem%.cicsplan}"
    local pdf="$folder/$stem-sizing.pdf" n=2
    while [ -e "$pdf" ]; do pdf="$folder/$stem-sizing-$n.pdf"; n=$((n + 1)); done  # never over a file
    say "no display (DISPLAY and WAYLAND_DISPLAY are not set): instead of opening the workbook, computing $plan"
    "$venv/bin/cicsplan" compute "$plan"
    "$venv/bin/cicsplan" report "$plan" -o "$pdf"
    say "sizing report: $pdf"
    say "to open the workbook, run on a desktop (or over ssh -X): bash $repo/scripts/bootstrap.sh run${1:+ $(printf '%q' "$1")}"
}

case "$mode" in
    setup)
        say "ready: $venv/bin/cicsplan"
        ;;
    run)
        cd "$start_dir"
        if no_display && opens_workbook "$@"; then
            headless_run "$@"
        else
            exec "$venv/bin/cicsplan" "$@"
        fi
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
