#!/usr/bin/env bash
# Build cicsplan's Windows installer on Linux, then check it as far as Linux can.
#
#   bash installers/build_windows.sh [--linux-bundle DIR] [--no-wine]
#
# Produces installers/out/cicsplan-VERSION-setup.exe: a per-user NSIS installer (no administrator rights)
# holding python.org's embeddable CPython for Windows x64, cicsplan and its win_amd64 wheels, with a Start
# menu entry for the workbook, the `cicsplan` command on the user's PATH, and an uninstaller.
# Every download is pinned by SHA-256 (installers/windows/requirements.txt and build-inputs.txt); after
# them the build is offline, and the same checkout gives the same installer, byte for byte.
#
# Checks, failing loudly on the first problem:
#   - every signed binary of the embedded CPython verifies (osslsigncode; python.org's by the Python
#     Software Foundation, the Visual C++ runtime by Microsoft), in the staged folder and again as
#     extracted from the finished installer
#   - the embedded CPython's version matches every wheel's tags (and the compiled modules' file names)
#   - the installer's file list (7-Zip) holds the Qt platform plugin and every module of the Linux bundle
#     (installers/out/dist/cicsplan, built by build_linux.sh; --linux-bundle DIR names another); without
#     a Linux bundle this check is skipped, and says so; with --linux-bundle it is required
#   - the installer is within 150 MB
#   - Wine (unless --no-wine): the installer runs silently in a new Wine prefix; the installed `cicsplan`
#     command, found through the PATH entry the installer added, passes `cicsplan --self-test --no-qt`
#     and prints the same `compute --json` for every sample plan as this checkout on Linux; the
#     uninstaller removes the files, the PATH entry, the shortcuts and the registry entries again.
#     Qt does not start under Wine (Qt6Core.dll needs Windows's own ICU, icuuc.dll), so the workbook
#     itself is not run: README.md and the installer's notes say so.
#
# Needs Debian 12 (or a derivative) with Python 3.11+; installs nsis, p7zip-full, osslsigncode and wine
# with apt-get (as root or through sudo). Work files go to installers/out/windows/.
set -Eeuo pipefail

linux_bundle=""
require_bundle=0
wine_check=1
while [ $# -gt 0 ]; do
    case "$1" in
        --linux-bundle) linux_bundle="${2:?--linux-bundle needs a folder}"; require_bundle=1; shift ;;
        --no-wine) wine_check=0 ;;
        -h|--help) sed -n '2,31p' "$0"; exit 0 ;;
        *) echo "usage: $0 [--linux-bundle DIR] [--no-wine]" >&2; exit 2 ;;
    esac
    shift
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
out="$repo/installers/out"
work="$out/windows"
win="$repo/installers/windows"
started=$(date +%s)
MAX_MB=150

say() { printf '[build_windows %3ss] %s\n' "$(( $(date +%s) - started ))" "$*" >&2; }
passed=0
check_ok() { passed=$((passed + 1)); }
die() { printf '\n[build_windows] FAILED: %s\n\n' "$*" >&2; echo "windows: $passed passed, 1 failed"; exit 1; }
trap 'printf "\n[build_windows] FAILED at line %s: %s\n\n" "$LINENO" "$BASH_COMMAND" >&2; echo "windows: $passed passed, 1 failed"' ERR

version="$(sed -n 's/^__version__ *= *["'"'"']\([^"'"'"']*\)["'"'"'].*/\1/p' app/cicsplan/__init__.py)"
[ -n "$version" ] || die "no __version__ in app/cicsplan/__init__.py"
# the installer's version resource wants four numbers: 0.1.0 -> 0.1.0.0 (a suffix such as .dev1 is dropped)
version4="$(sed -E 's/^([0-9]+(\.[0-9]+){0,3}).*/\1/' <<< "$version")"
while [ "$(tr -cd . <<< "$version4" | wc -c)" -lt 3 ]; do version4="$version4.0"; done
setup="$out/cicsplan-$version-setup.exe"
# every file gets the time of the last commit, so two builds of one checkout are identical
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 1577836800)"
say "cicsplan $version for Windows x64"

# ---------------------------------------------------------------------------------------------
# system packages
python_bin="${PYTHON:-python3}"
command -v "$python_bin" >/dev/null 2>&1 || die "no $python_bin: install python3 first"
pkgs=(nsis p7zip-full osslsigncode)
"$python_bin" -c 'import ensurepip, venv' >/dev/null 2>&1 || pkgs+=(python3-venv)
if [ $wine_check = 1 ]; then pkgs+=(wine wine64 bsdutils); fi
sudo=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo"; fi
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ] && [ -z "$sudo" ]; then
        die "missing system packages: ${missing[*]}; run as root, or: apt-get install -y ${missing[*]}"
    fi
    say "installing system packages: ${missing[*]}"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null || die "apt-get update failed"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null \
        || die "apt-get install ${missing[*]} failed"
fi
for tool in makensis 7z osslsigncode; do
    command -v "$tool" >/dev/null 2>&1 || die "$tool is not installed"
done

# ---------------------------------------------------------------------------------------------
# build venv: pip for the downloads, hatchling for cicsplan's wheel, cicsplan's own dependencies for the
# Linux run the Wine results are compared with (reinstalled only when pyproject.toml changes)
venv="$work/venv"
mkdir -p "$work"
[ -x "$venv/bin/python" ] || { say "creating $venv"; "$python_bin" -m venv "$venv"; }
py="$venv/bin/python"
stamp="$venv/.cicsplan-windows-build"
want="$(cat pyproject.toml "$win/build-inputs.txt" | sha256sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    say "installing hatchling and cicsplan's dependencies into $venv"
    "$py" -m pip install -q --disable-pip-version-check --upgrade pip
    "$py" -m pip install -q --disable-pip-version-check "hatchling==1.33.0" . || die "pip install into $venv failed"
    echo "$want" > "$stamp"
fi

# ---------------------------------------------------------------------------------------------
# downloads, each checked against its pinned SHA-256 by pip (hash-checking mode); pip's cache makes
# later builds fast
downloads="$work/downloads"
rm -rf "$downloads"
say "downloading the pinned wheels (win_amd64, CPython 3.12) and build inputs"
"$py" -m pip download -q --disable-pip-version-check --require-hashes --no-deps --only-binary=:all: \
    --platform win_amd64 --python-version 3.12 --implementation cp \
    -d "$downloads/wheels" -r "$win/requirements.txt" || die "downloading the Windows wheels failed"
"$py" -m pip download -q --disable-pip-version-check --require-hashes --no-deps --only-binary=:all: \
    -d "$downloads/inputs" -r "$win/build-inputs.txt" || die "downloading the build inputs failed"

say "building cicsplan's wheel"
rm -rf "$work/app-wheel"
SOURCE_DATE_EPOCH="$epoch" "$py" -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
    -w "$work/app-wheel" . >/dev/null || die "building cicsplan's wheel failed"
app_wheel="$(ls "$work/app-wheel"/cicsplan-*.whl)"

# ---------------------------------------------------------------------------------------------
# stage and build
say "staging the installer's files, verifying python.org's signatures"
"$py" "$win/stage_windows.py" --inputs "$downloads/inputs" --wheels "$downloads/wheels" --app-wheel "$app_wheel" \
    --out "$work/stage" --version "$version" --epoch "$epoch" || die "staging failed"
check_ok
size_kb="$(du -sk "$work/stage" | cut -f1)"
say "makensis (LZMA, solid)"
t0=$(date +%s)
rm -f "$setup"
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$version" -DVERSION4="$version4" -DSTAGE="$work/stage" \
    -DLISTS="$work" -DOUTFILE="$setup" -DSIZE_KB="$size_kb" "$win/cicsplan.nsi" > "$work/makensis.log" 2>&1 \
    || { tail -30 "$work/makensis.log" >&2; die "makensis failed (log: $work/makensis.log)"; }
makensis_seconds=$(( $(date +%s) - t0 ))
setup_mb="$(( ($(stat -c %s "$setup") + 1048575) / 1048576 ))"
say "$(basename "$setup"): $setup_mb MiB in ${makensis_seconds}s, sha256 $(sha256sum "$setup" | cut -c1-16)..."
[ "$setup_mb" -le $MAX_MB ] || die "the installer is $setup_mb MiB, over the $MAX_MB MiB limit"
check_ok

# ---------------------------------------------------------------------------------------------
# checks of the finished installer: its file list, the signatures inside it, versions and tags
if [ -z "$linux_bundle" ] && [ -d "$out/dist/cicsplan/_internal" ]; then linux_bundle="$out/dist/cicsplan"; fi
bundle_args=()
if [ -n "$linux_bundle" ]; then
    [ -d "$linux_bundle/_internal" ] || die "no Linux bundle at $linux_bundle (build it with installers/build_linux.sh)"
    bundle_args=(--linux-bundle "$linux_bundle")
    [ -x "$out/venv/bin/python" ] || die "the Linux bundle's build venv $out/venv is missing (it reads the bundle's archive)"
    bundle_args+=(--linux-python "$out/venv/bin/python")
else
    say "NOTE: no Linux bundle (installers/out/dist/cicsplan): the module comparison is skipped; build_linux.sh first to run it"
fi
say "checking the installer: file list, modules, Qt platform plugin, signatures, versions"
"$py" "$win/check_windows.py" --installer "$setup" --trust-roots "$work/trust-roots.pem" --work "$work/check" \
    "${bundle_args[@]}" || die "the installer's checks failed"
check_ok

# ---------------------------------------------------------------------------------------------
if [ $wine_check = 1 ]; then
    say "Wine: install, run the installed cicsplan, uninstall"
    "$py" "$win/wine_smoke.py" --installer "$setup" --work "$work/wine" --linux-python "$py" \
        || die "the Wine smoke test failed"
    check_ok
else
    say "NOTE: --no-wine: the installed command was not run"
fi

total=$(( $(date +%s) - started ))
say "done in ${total}s: $setup ($setup_mb MiB)"
echo "windows: $passed passed, 0 failed"
