#!/usr/bin/env bash
# An offline wheelhouse: cicsplan's wheel and every wheel it needs, for one platform and Python version,
# to install with one command into python.org's Python on a machine without network access.
#
#   bash installers/build_wheelhouse.sh PLATFORM [--python X.Y] [--test]
#
#   PLATFORM   macos-arm64 | macos-x86_64 | windows-x64 | linux-x86_64 | all (the four, for --python)
#   --python   the Python version it is for (default 3.12; numpy and Qt wheels are built per version)
#   --test     (linux-x86_64, with this machine's Python version) install it into a fresh venv with the
#              network cut off (unshare) and run `cicsplan --self-test` there, window included (offscreen)
#
# Produces installers/out/wheelhouse/cicsplan-VERSION-PLATFORM-pyXY/ (the wheels, SHA256SUMS, INSTALL.txt)
# and the same as a .zip beside it. On the target machine, in the unpacked folder:
#
#   python3 -m pip install --no-index --find-links . cicsplan        (Windows: py -3.12 -m pip install ...)
#
# Versions: installers/wheelhouse-constraints.txt (macOS, Linux); installers/windows/requirements.txt,
# hash-pinned, for Windows (the Windows installer's own wheels). The Linux wheels need glibc 2.34+ (Qt), the
# macOS ones the macOS version INSTALL.txt states (read from the wheels' tags).
set -Eeuo pipefail

usage() { echo "usage: $0 macos-arm64|macos-x86_64|windows-x64|linux-x86_64|all [--python X.Y] [--test]" >&2; exit 2; }
[ $# -ge 1 ] || usage
platform="$1"; shift
pyver="3.12"
run_test=0
while [ $# -gt 0 ]; do
    case "$1" in
        --python) pyver="${2:?--python needs a version such as 3.12}"; shift ;;
        --test) run_test=1 ;;
        *) usage ;;
    esac
    shift
done
[[ "$pyver" =~ ^3\.[0-9]+$ ]] || { echo "build_wheelhouse: --python takes a version such as 3.12, not '$pyver'" >&2; exit 2; }

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
if [ "$platform" = all ]; then
    for p in macos-arm64 macos-x86_64 windows-x64 linux-x86_64; do
        args=("$p" --python "$pyver")
        if [ $run_test = 1 ] && [ "$p" = linux-x86_64 ]; then args+=(--test); fi
        bash "$0" "${args[@]}"
    done
    exit 0
fi

out="$repo/installers/out/wheelhouse"
started=$(date +%s)
say() { printf '[wheelhouse %3ss] %s\n' "$(( $(date +%s) - started ))" "$*" >&2; }
die() { printf '\n[wheelhouse] FAILED: %s\n\n' "$*" >&2; exit 1; }

case "$platform" in
    # macOS 13 is the oldest Qt 6.11 supports; pip also takes wheels for older macOS and universal2 ones
    macos-arm64) platforms=(macosx_13_0_arm64) ;;
    macos-x86_64) platforms=(macosx_13_0_x86_64) ;;
    windows-x64)
        platforms=(win_amd64)
        [ "$pyver" = 3.12 ] || die "the Windows wheelhouse holds the installer's wheels, for Python 3.12 only" ;;
    linux-x86_64) platforms=(manylinux_2_34_x86_64 manylinux_2_28_x86_64 manylinux_2_27_x86_64 manylinux_2_17_x86_64
                            manylinux2014_x86_64) ;;
    *) usage ;;
esac
version="$(sed -n 's/^__version__ *= *["'"'"']\([^"'"'"']*\)["'"'"'].*/\1/p' app/cicsplan/__init__.py)"
[ -n "$version" ] || die "no __version__ in app/cicsplan/__init__.py"
name="cicsplan-$version-$platform-py${pyver/./}"
house="$out/$name"

python_bin="${PYTHON:-python3}"
venv="$out/venv"
if [ ! -x "$venv/bin/python" ]; then
    say "creating $venv"
    mkdir -p "$out"
    "$python_bin" -m venv "$venv" || die "cannot create a venv with $python_bin (apt-get install python3-venv)"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check "hatchling==1.33.0" || die "pip install hatchling failed"
fi
py="$venv/bin/python"

say "cicsplan $version for $platform, Python $pyver"
rm -rf "$house" "$house.zip"
mkdir -p "$house"
epoch="$(git log -1 --format=%ct 2>/dev/null || echo 1577836800)"
SOURCE_DATE_EPOCH="$epoch" "$py" -m pip wheel -q --disable-pip-version-check --no-deps --no-build-isolation \
    -w "$house" . >/dev/null || die "building cicsplan's wheel failed"
platform_args=()
for p in "${platforms[@]}"; do platform_args+=(--platform "$p"); done
if [ "$platform" = windows-x64 ]; then
    # the installer's complete, hash-pinned set: pip checks every download against its SHA-256
    "$py" -m pip download -q --disable-pip-version-check --only-binary=:all: "${platform_args[@]}" \
        --python-version "$pyver" --implementation cp --require-hashes --no-deps -d "$house" \
        -r installers/windows/requirements.txt || die "pip could not fetch the Windows installer's wheels (see above)"
else
    "$py" -m pip download -q --disable-pip-version-check --only-binary=:all: "${platform_args[@]}" \
        --python-version "$pyver" --implementation cp -c installers/wheelhouse-constraints.txt -d "$house" \
        "$house/cicsplan-$version-py3-none-any.whl" \
        || die "pip could not find every wheel for $platform and Python $pyver (see above)"
fi
wheels=("$house"/*.whl)
say "${#wheels[@]} wheels, $(du -sm "$house" | cut -f1) MiB"

"$py" - "$house" "$platform" "$pyver" "$version" <<'PY' || die "writing INSTALL.txt failed"
import hashlib, re, sys
from pathlib import Path

house, platform, pyver, version = Path(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
wheels = sorted(house.glob("*.whl"))
(house / "SHA256SUMS").write_text("".join(f"{hashlib.sha256(w.read_bytes()).hexdigest()}  {w.name}\n"
                                          for w in wheels), encoding="utf-8")
macos = [tuple(map(int, m.groups())) for w in wheels for m in re.finditer(r"macosx_(\d+)_(\d+)_", w.name)]
glibc = [tuple(map(int, m.groups())) for w in wheels for m in re.finditer(r"manylinux_(\d+)_(\d+)_", w.name)]
needs = {
    "macos-arm64": f"macOS {'.'.join(map(str, max(macos)))} or later on Apple silicon" if macos else "macOS",
    "macos-x86_64": f"macOS {'.'.join(map(str, max(macos)))} or later on Intel" if macos else "macOS",
    "windows-x64": "64-bit Windows 10 or 11",
    "linux-x86_64": f"Linux x86_64 with glibc {'.'.join(map(str, max(glibc)))} or later" if glibc else "Linux",
}[platform]
python = {"windows-x64": f"py -{pyver}"}.get(platform, f"python{pyver}")
where = {"macos-arm64": "python.org's macOS installer", "macos-x86_64": "python.org's macOS installer",
         "windows-x64": "python.org's Windows installer (64-bit)"}.get(platform, "your distribution or python.org")
text = f"""cicsplan {version}: offline wheelhouse for {needs}, Python {pyver}

Everything cicsplan needs is in this folder: no network is used.

1. Install Python {pyver} from {where}, if it is not there yet.
2. In a terminal, in this folder, run:

     {python} -m pip install --no-index --find-links . cicsplan

   (or, to keep it apart from other Python programs, first make a virtual environment:
     {python} -m venv ~/cicsplan-env   and use ~/cicsplan-env/bin/python -m pip ... instead)
3. Start the workbook with:  cicsplan      (or: {python} -m cicsplan)
   Check the installation with:  cicsplan --self-test

SHA256SUMS lists the checksum of every wheel here. {len(wheels)} wheels.
"""
(house / "INSTALL.txt").write_text(text.replace("\n", "\r\n") if platform == "windows-x64" else text,
                                   encoding="utf-8")
print(needs)
PY

# a reproducible zip of the folder (fixed timestamps, sorted)
"$py" - "$house" "$epoch" <<'PY' || die "zipping the wheelhouse failed"
import sys, time, zipfile
from pathlib import Path

house, epoch = Path(sys.argv[1]), int(sys.argv[2])
stamp = time.gmtime(max(epoch, 315532800))[:6]
with zipfile.ZipFile(f"{house}.zip", "w", zipfile.ZIP_STORED) as zf:  # wheels are zips already
    for path in sorted(house.iterdir()):
        info = zipfile.ZipInfo(f"{house.name}/{path.name}", date_time=stamp)
        info.external_attr = 0o644 << 16
        zf.writestr(info, path.read_bytes())
PY
say "$house.zip ($(du -m "$house.zip" | cut -f1) MiB)"

if [ $run_test = 1 ]; then
    [ "$platform" = linux-x86_64 ] || die "--test installs only the Linux wheelhouse (this machine's)"
    here="$("$python_bin" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
    [ "$here" = "$pyver" ] || die "--test needs --python $here (this machine's Python)"
    nonet=()
    if unshare --net true 2>/dev/null; then nonet=(unshare --net); elif unshare -rn true 2>/dev/null; then nonet=(unshare -rn); fi
    [ ${#nonet[@]} -gt 0 ] || say "NOTE: no unshare here: the offline install keeps the network (pip is still told --no-index)"
    test_dir="$(mktemp -d "${TMPDIR:-/tmp}/cicsplan-wheelhouse.XXXXXX")"
    trap 'rm -rf "$test_dir"' EXIT
    unzip -q "$house.zip" -d "$test_dir"
    "$python_bin" -m venv "$test_dir/env"
    say "installing the wheelhouse into a fresh venv${nonet[*]:+ without a network (${nonet[*]})}, with the documented command"
    (cd "$test_dir/$name" && "${nonet[@]}" env -i HOME="$test_dir" PATH=/usr/bin:/bin LANG=C.UTF-8 \
        "$test_dir/env/bin/python" -m pip install -q --disable-pip-version-check --no-index --find-links . cicsplan) \
        || die "the wheelhouse does not install offline"
    say "the installed cicsplan --self-test (window offscreen)"
    (cd "$test_dir" && "${nonet[@]}" env -i HOME="$test_dir" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
        "$test_dir/env/bin/cicsplan" --self-test) > "$out/$name-selftest.txt" 2>&1 \
        || { cat "$out/$name-selftest.txt" >&2; die "the cicsplan installed from the wheelhouse fails its self-test"; }
    tail -n 1 "$out/$name-selftest.txt" >&2
    installed="$("$test_dir/env/bin/python" -m pip list --format=freeze 2>/dev/null | grep -v -i '^pip=' | paste -sd' ' -)"
    say "installed offline: $installed"
    echo "wheelhouse: 1 passed, 0 failed"
fi
say "done"
