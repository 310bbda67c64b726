#!/usr/bin/env bash
# Build cicsplan's offline Linux installers from a clean checkout, then prove they work.
#
#   bash installers/build_linux.sh [--install-deb] [--fresh-root] [--keep-installed]
#
# Produces, in installers/out/:
#   cicsplan-VERSION-linux-x86_64.tar.gz   the one-folder bundle: unpack anywhere, run cicsplan-VERSION/cicsplan
#   cicsplan_VERSION_amd64.deb             /opt/cicsplan, /usr/bin/cicsplan, a desktop entry and icons
# and checks, failing loudly on the first problem:
#   - the frozen `cicsplan --self-test` (offscreen, and in a real X11 window under Xvfb when xvfb-run exists)
#   - the frozen workbook started without a display says so in one sentence and exits 2
#   - frozen and unfrozen `cicsplan compute SAMPLE --json` (every sample) and the other headless commands
#     print byte-identical output
#   - `cicsplan report` to PDF and Excel, when this checkout has the report package
#   - the tarball unpacked elsewhere and the .deb unpacked (dpkg -x) into a throwaway root run the self-test
#   --install-deb   also `apt-get install ./the.deb` on this machine (root or sudo), run the installed
#                   /usr/bin/cicsplan, then purge it again (unless --keep-installed)
#   --fresh-root    also debootstrap a minimal Debian 12 (once; kept in installers/out/fresh-root-base.tar),
#                   unpack a new copy, install the .deb there with apt (its Depends resolved from Debian's
#                   archive) and run the installed self-test in it (root only; about a minute)
#
# Needs Debian 12 (or a derivative) with Python 3.11; installs what it needs with apt-get (as root or
# through sudo), like scripts/bootstrap.sh. The build venv is installers/out/venv.
set -Eeuo pipefail

install_deb=0
fresh_root=0
keep_installed=0
for arg in "$@"; do
    case "$arg" in
        --install-deb) install_deb=1 ;;
        --fresh-root) fresh_root=1 ;;
        --keep-installed) keep_installed=1 ;;
        -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
        *) echo "usage: $0 [--install-deb] [--fresh-root] [--keep-installed]" >&2; exit 2 ;;
    esac
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
out="$repo/installers/out"
venv="$out/venv"
started=$(date +%s)

say() { printf '[build_linux %3ss] %s\n' "$(( $(date +%s) - started ))" "$*" >&2; }
passed=0
check_ok() { passed=$((passed + 1)); }
# the last line CI reads: how many checks passed (a plain "N passed, N failed" line)
die() { printf '\n[build_linux] FAILED: %s\n\n' "$*" >&2; echo "installers: $passed passed, 1 failed"; exit 1; }
proc_mount=""
trap 'printf "\n[build_linux] FAILED at line %s: %s\n\n" "$LINENO" "$BASH_COMMAND" >&2; echo "installers: $passed passed, 1 failed"' ERR
trap '[ -z "$proc_mount" ] || umount "$proc_mount" 2>/dev/null || true' EXIT

[ "$(uname -s)" = Linux ] || die "this script builds the Linux installers; see installers/README.md for Windows and macOS"
arch="$(uname -m)"
[ "$arch" = x86_64 ] || say "warning: building on $arch; the artifacts are named for it"
deb_arch="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
version="$(sed -n 's/^__version__ *= *["'"'"']\([^"'"'"']*\)["'"'"'].*/\1/p' app/cicsplan/__init__.py)"
[ -n "$version" ] || die "no __version__ in app/cicsplan/__init__.py"
say "cicsplan $version for $arch"

# ---------------------------------------------------------------------------------------------
# system packages: objdump for PyInstaller; the X11/OpenGL/font libraries the bundle carries or links
# to (installed here so the bundle and the .deb's Depends come out the same on every build machine);
# Xvfb for the real-window check; desktop-file-utils to validate the desktop entry.
python_bin="${PYTHON:-python3}"
command -v "$python_bin" >/dev/null 2>&1 || die "no $python_bin: install python3 (3.11) first"
pyver="$("$python_bin" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
pkgs=(binutils dpkg-dev xz-utils desktop-file-utils xvfb xauth poppler-utils
      libglib2.0-0 libgl1 libegl1 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3 fonts-dejavu-core
      fontconfig-config libcups2
      libxcb1 libx11-6 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
      libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libxcb-randr0 libxcb-xinerama0
      libxcb-xfixes0 libxcb-sync1 libxcb-shm0 libxcb-glx0)
"$python_bin" -c 'import ensurepip, venv' >/dev/null 2>&1 || pkgs+=("python3-venv")
# PyInstaller bundles libpythonX.Y.so; Debian's own python3 links it statically and ships it apart.
if [ "$("$python_bin" -c 'import sysconfig; print(sysconfig.get_config_var("Py_ENABLE_SHARED") or 0)')" != 1 ]; then
    pkgs+=("libpython$pyver")
fi
if [ $fresh_root = 1 ]; then pkgs+=(debootstrap); fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; fi
fi
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
apt_updated=0
apt_install() {
    if [ "$(id -u)" -ne 0 ] && [ -z "$sudo" ]; then
        die "missing system packages: $*; run as root, or: apt-get install -y $*"
    fi
    if [ $apt_updated = 0 ]; then
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null || die "apt-get update failed"
        apt_updated=1
    fi
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >/dev/null \
        || die "apt-get install $* failed"
}
if [ ${#missing[@]} -gt 0 ]; then
    say "installing system packages: ${missing[*]}"
    apt_install "${missing[@]}"
fi

# ---------------------------------------------------------------------------------------------
# build venv (reinstalled only when pyproject.toml changes)
mkdir -p "$out"
if [ ! -x "$venv/bin/python" ]; then
    say "creating $venv"
    "$python_bin" -m venv "$venv"
fi
stamp="$venv/.cicsplan-build-installed"
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    say "installing cicsplan's dependencies and PyInstaller into $venv"
    "$venv/bin/python" -m pip install -q --upgrade pip
    "$venv/bin/python" -m pip install -q ".[build]"
    echo "$want" > "$stamp"
fi
py="$venv/bin/python"
"$py" -c 'import PyInstaller, PySide6, numpy, pyqtgraph' || die "the build venv lacks PyInstaller or a dependency"
say "PyInstaller $("$py" -c 'import PyInstaller; print(PyInstaller.__version__)'), PySide6 $("$py" -c 'import PySide6; print(PySide6.__version__)'), Python $("$py" -c 'import platform; print(platform.python_version())')"

# ---------------------------------------------------------------------------------------------
# freeze
rm -rf "$out/dist" "$out/work" "$out/deb" "$out/check"
say "freezing (PyInstaller, one folder)"
t0=$(date +%s)
"$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN --distpath "$out/dist" --workpath "$out/work" \
    installers/cicsplan.spec || die "PyInstaller failed"
build_seconds=$(( $(date +%s) - t0 ))
bundle="$out/dist/cicsplan"
exe="$bundle/cicsplan"
[ -x "$exe" ] || die "no executable at $exe"
dangling="$(find "$bundle" -xtype l)"
[ -z "$dangling" ] || die "dangling symlinks in the bundle: $dangling"
for folder in models resources docs; do
    [ -d "$bundle/_internal/$folder" ] || die "the bundle lacks its $folder/ folder"
done
got_version="$("$exe" --version)"
[ "$got_version" = "cicsplan $version" ] || die "the frozen app says '$got_version', expected 'cicsplan $version'"
# the files' sizes, as benchmarks/bench_bundle.py counts them against issue 29's target (< 120 MiB)
size_mb="$(find "$bundle" -type f -printf '%s\n' | awk '{t += $1} END {printf "%.1f", t / 1048576}')"
files="$(find "$bundle" -type f | wc -l)"
say "bundle: $size_mb MiB, $files files, built in ${build_seconds}s"

# ---------------------------------------------------------------------------------------------
# checks of the frozen app against the source: run from a folder that is not the checkout, with no
# Python on PATH that could help it
check="$out/check"
mkdir -p "$check"
export QT_QPA_PLATFORM=offscreen
# the frozen app runs without a network where this machine allows it (a new network namespace: no
# interface but a loopback that is down), proving it needs none
nonet=()
if unshare --net true 2>/dev/null; then nonet=(unshare --net); elif unshare -rn true 2>/dev/null; then nonet=(unshare -rn); fi
if [ ${#nonet[@]} -gt 0 ]; then say "frozen runs happen without a network (${nonet[*]})"; else say "note: no unshare here: frozen runs keep the network"; fi
unfrozen() { (cd "$check" && PYTHONPATH="$repo/app" "$py" -m cicsplan "$@"); }
frozen() { (cd "$check" && "${nonet[@]}" env -i HOME="$check" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen "$exe" "$@"); }

say "frozen self-test (offscreen)"
frozen --self-test --screenshots "$check/screens-offscreen" | tee "$check/selftest.txt" \
    || die "the frozen self-test failed (report above, in $check/selftest.txt)"
check_ok
if command -v xvfb-run >/dev/null 2>&1; then
    say "frozen self-test in a real X11 window (Xvfb, xcb platform)"
    (cd "$check" && "${nonet[@]}" env -i HOME="$check" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=xcb \
        xvfb-run -a -s "-screen 0 1280x800x24" "$exe" --self-test --screenshots "$check/screens-xcb") \
        > "$check/selftest-xcb.txt" 2>&1 \
        || { cat "$check/selftest-xcb.txt" >&2; die "the frozen self-test failed on X11 (xcb)"; }
    tail -n 2 "$check/selftest-xcb.txt" >&2
    check_ok
fi

say "frozen workbook without a display: one sentence with the commands to use instead, exit 2"
gs_plan="$repo/resources/samples/getting-started.cicsplan.json"
no_display_status=0
(cd "$check" && "${nonet[@]}" env -i HOME="$check" PATH=/usr/bin:/bin LANG=C.UTF-8 "$exe" "$gs_plan") \
    > "$check/no-display.out" 2> "$check/no-display.err" || no_display_status=$?
[ "$no_display_status" = 2 ] || { cat "$check/no-display.err" >&2; die "the frozen workbook without a display exited $no_display_status, not 2"; }
[ "$(wc -l < "$check/no-display.err")" = 1 ] && [ ! -s "$check/no-display.out" ] \
    && grep -q "^cicsplan: there is no display to open the workbook on" "$check/no-display.err" \
    && grep -q ' compute [^"]*getting-started.cicsplan.json" prints the results' "$check/no-display.err" \
    || { cat "$check/no-display.err" >&2; die "the frozen workbook without a display does not say what to run instead"; }
check_ok

compare() {  # compare LABEL ARGS...: frozen and unfrozen output must be identical
    local label="$1"; shift
    unfrozen "$@" > "$check/$label.src" || die "unfrozen 'cicsplan $*' failed"
    frozen "$@" > "$check/$label.frozen" || die "frozen 'cicsplan $*' failed"
    if ! cmp -s "$check/$label.src" "$check/$label.frozen"; then
        { diff -u "$check/$label.src" "$check/$label.frozen" || true; } | head -40 >&2 || true
        die "frozen and unfrozen 'cicsplan $*' differ (files in $check)"
    fi
    check_ok
}
say "frozen vs unfrozen: compute --json of every sample, catalog, explain, schema"
compared=0
for sample in resources/samples/*.cicsplan.json; do
    compare "compute-$(basename "$sample" .cicsplan.json)" compute "$repo/$sample" --json
    compared=$((compared + 1))
done
compare catalog catalog
compare catalog-json catalog --json
compare catalog-check catalog --check
compare explain explain "$repo/resources/samples/getting-started.cicsplan.json" 1
compare schema schema
say "identical output on $((compared + 5)) commands (getting-started: $(wc -c < "$check/compute-getting-started.frozen") bytes of JSON)"

if [ -d app/cicsplan/report ]; then
    say "frozen report: PDF and Excel"
    frozen report "$repo/resources/samples/getting-started.cicsplan.json" -o "$check/report.pdf" \
        || die "the frozen app could not write a PDF report"
    frozen report "$repo/resources/samples/getting-started.cicsplan.json" -o "$check/report.xlsx" \
        || die "the frozen app could not write an Excel report"
    [ "$(head -c 4 "$check/report.pdf")" = "%PDF" ] || die "report.pdf is not a PDF"
    [ "$(head -c 2 "$check/report.xlsx")" = "PK" ] || die "report.xlsx is not an Excel workbook"
    if command -v pdftotext >/dev/null 2>&1; then
        words="$(pdftotext "$check/report.pdf" - | wc -w)"
        [ "$words" -gt 50 ] || die "the frozen PDF report has almost no text ($words words): fonts missing?"
    fi
    check_ok
else
    say "no app/cicsplan/report in this checkout: report check skipped"
fi

# ---------------------------------------------------------------------------------------------
# the tarball
tarball="$out/cicsplan-$version-linux-$arch.tar.gz"
say "packing $(basename "$tarball")"
rm -f "$tarball"
tar -C "$out/dist" --sort=name --owner=0 --group=0 --numeric-owner \
    --transform "flags=r;s,^cicsplan,cicsplan-$version," -czf "$tarball" cicsplan
unpacked="$(mktemp -d "${TMPDIR:-/tmp}/cicsplan-tar.XXXXXX")"
tar -C "$unpacked" -xzf "$tarball"
(cd "$unpacked" && "${nonet[@]}" env -i HOME="$unpacked" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    "$unpacked/cicsplan-$version/cicsplan" --self-test > "$unpacked/selftest.txt") \
    || { cat "$unpacked/selftest.txt" >&2; die "the unpacked tarball fails its self-test"; }
check_ok
rm -rf "$unpacked"

# ---------------------------------------------------------------------------------------------
# the .deb
deb="$out/cicsplan_${version}_${deb_arch}.deb"
root="$out/deb/root"
say "staging $(basename "$deb")"
mkdir -p "$root/opt" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/doc/cicsplan" "$root/DEBIAN"
cp -a "$bundle" "$root/opt/cicsplan"
ln -s ../../opt/cicsplan/cicsplan "$root/usr/bin/cicsplan"  # relative: works in a dpkg -x root too
cp installers/linux/cicsplan.desktop "$root/usr/share/applications/cicsplan.desktop"
for png in resources/icons/cicsplan-*.png; do
    size="${png##*-}"; size="${size%.png}"
    install -D -m 0644 "$png" "$root/usr/share/icons/hicolor/${size}x${size}/apps/cicsplan.png"
done
install -D -m 0644 resources/icons/cicsplan.svg "$root/usr/share/icons/hicolor/scalable/apps/cicsplan.svg"
install -m 0644 installers/linux/copyright "$root/usr/share/doc/cicsplan/copyright"
desktop-file-validate "$root/usr/share/applications/cicsplan.desktop" || die "the desktop entry is invalid"
check_ok

say "computing Depends from the libraries the bundle links to"
deps_out="$("$py" installers/deb_depends.py "$bundle")" || die "the bundle links to libraries this machine lacks"
lib_depends="$(sed -n 1p <<< "$deps_out")"
lib_recommends="$(sed -n 2p <<< "$deps_out")"
# loaded without being linked: fonts (or every glyph is a blank box), fontconfig's configuration for the
# bundled libfontconfig, and the OpenGL/EGL libraries Qt opens at run time
depends="$lib_depends, fonts-dejavu-core, fontconfig-config, libgl1, libegl1"
depends="$(tr ',' '\n' <<< "$depends" | sed 's/^ *//;/^$/d' | sort -u | paste -sd, - | sed 's/,/, /g')"
recommends="$(tr ',' '\n' <<< "$lib_recommends, xdg-utils" | sed 's/^ *//;/^$/d' | sort -u | paste -sd, - | sed 's/,/, /g')"
installed_kb="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$deb_arch/" -e "s/@DEPENDS@/$depends/" \
    -e "s/@RECOMMENDS@/$recommends/" -e "s/@INSTALLED_SIZE@/$installed_kb/" \
    installers/linux/control.in > "$root/DEBIAN/control"
say "Depends: $depends"
say "Recommends: $recommends"
find "$root" -type d -exec chmod 0755 {} +
rm -f "$deb"
# xz level 2: 57 MB in 30 s here; level 6 saves 6 MB for a minute more on 2 cores
t0=$(date +%s)
dpkg-deb --root-owner-group -Zxz -z2 --build "$root" "$deb" >/dev/null || die "dpkg-deb failed"
say "dpkg-deb: $(basename "$deb") in $(( $(date +%s) - t0 ))s"
dpkg-deb --info "$deb" > "$out/deb/info.txt" || die "the .deb cannot be read back"
dpkg-deb --contents "$deb" > "$out/deb/contents.txt" || die "the .deb's contents cannot be listed"
for path in ./opt/cicsplan/cicsplan ./usr/bin/cicsplan ./usr/share/applications/cicsplan.desktop \
            ./usr/share/icons/hicolor/256x256/apps/cicsplan.png ./opt/cicsplan/_internal/models/capacity/zpcr-configuration-summary.csv; do
    grep -q " $path" "$out/deb/contents.txt" || die "the .deb lacks $path"
done
check_ok

say "the .deb unpacked into a throwaway root (dpkg -x): installed self-test"
xroot="$(mktemp -d "${TMPDIR:-/tmp}/cicsplan-deb.XXXXXX")"
dpkg -x "$deb" "$xroot"
(cd "$xroot" && "${nonet[@]}" env -i HOME="$xroot" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    "$xroot/usr/bin/cicsplan" --self-test > "$xroot/selftest.txt") \
    || { cat "$xroot/selftest.txt" >&2; die "the unpacked .deb fails its self-test"; }
check_ok
rm -rf "$xroot"

if [ $install_deb = 1 ]; then
    say "installing the .deb on this machine (apt-get install ./$(basename "$deb"))"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --reinstall --no-install-recommends "$deb" >/dev/null \
        || die "apt-get could not install $deb"
    [ "$(command -v cicsplan || true)" = /usr/bin/cicsplan ] || say "note: 'cicsplan' on PATH is $(command -v cicsplan)"
    (cd /tmp && env -i HOME=/tmp PATH=/usr/bin:/bin LANG=C.UTF-8 /usr/bin/cicsplan --self-test) \
        || die "the installed cicsplan fails its self-test"
    (cd /tmp && /usr/bin/cicsplan compute "$repo/resources/samples/getting-started.cicsplan.json" --json) \
        | cmp -s - "$check/compute-getting-started.src" || die "the installed cicsplan computes differently"
    check_ok
    if [ $keep_installed = 0 ]; then
        $sudo env DEBIAN_FRONTEND=noninteractive dpkg --purge cicsplan >/dev/null || die "dpkg --purge cicsplan failed"
        [ ! -e /opt/cicsplan ] || die "dpkg --purge left /opt/cicsplan behind"
    fi
fi

if [ $fresh_root = 1 ]; then
    [ "$(id -u)" -eq 0 ] || die "--fresh-root needs root (debootstrap, chroot)"
    fresh="$out/fresh-root"
    base="$out/fresh-root-base.tar"  # the debootstrapped system, kept so later runs start from it untouched
    if [ ! -s "$base" ]; then
        say "debootstrap: a minimal Debian 12 (kept as $(basename "$base"))"
        rm -rf "$fresh"
        debootstrap --variant=minbase bookworm "$fresh" http://deb.debian.org/debian >"$out/debootstrap.log" 2>&1 \
            || { tail -20 "$out/debootstrap.log" >&2; die "debootstrap failed"; }
        tar -C "$fresh" -cf "$base.part" . && mv "$base.part" "$base"
    fi
    rm -rf "$fresh"
    mkdir -p "$fresh"
    tar -C "$fresh" -xf "$base"
    cp "$deb" "$fresh/tmp/cicsplan.deb"
    mount -t proc proc "$fresh/proc"
    proc_mount="$fresh/proc"
    say "fresh Debian: apt-get install ./cicsplan.deb, then the installed self-test"
    chroot "$fresh" env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null || die "apt-get update in the fresh root failed"
    chroot "$fresh" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends /tmp/cicsplan.deb \
        > "$out/fresh-install.log" 2>&1 || { tail -20 "$out/fresh-install.log" >&2; die "the .deb does not install on a fresh Debian"; }
    check_ok
    say "apt installed $(grep -c '^Setting up ' "$out/fresh-install.log") packages for it: $(awk '/^Setting up /{sub(/:.*/, "", $3); print $3}' "$out/fresh-install.log" | paste -sd' ' -)"
    # no Python there (minbase has none), and no network while it runs: only a loopback that is down
    if chroot "$fresh" sh -c 'command -v python3 || command -v python' >/dev/null; then
        die "the fresh root has a Python: it no longer proves the app needs none"
    fi
    offline=(chroot)
    net_note="with the network (unshare --net is not available here)"
    if unshare --net true 2>/dev/null; then offline=(unshare --net chroot); net_note="no network"; fi
    say "fresh Debian, no Python, $net_note: the installed cicsplan --self-test"
    "${offline[@]}" "$fresh" env -i HOME=/root PATH=/usr/bin:/bin LANG=C.UTF-8 sh -c 'cd /tmp && cicsplan --self-test' \
        || die "the .deb installed on a fresh Debian fails its self-test"
    check_ok
    # every bundled library and plugin must load there; the CUPS print plugin may lack its Recommends
    chroot "$fresh" sh -c 'cd /opt/cicsplan/_internal && find . -name "*.so*" -type f -exec env \
        LD_LIBRARY_PATH=/opt/cicsplan/_internal:/opt/cicsplan/_internal/PySide6/Qt/lib ldd {} + 2>&1' \
        | awk '/^\.\// {file = $1} /not found/ && file !~ /printsupport/ {print file, $0}' > "$out/fresh-ldd.txt"
    [ ! -s "$out/fresh-ldd.txt" ] || { cat "$out/fresh-ldd.txt" >&2; die "bundled libraries miss system libraries on a fresh Debian: add them to Depends"; }
    check_ok
    if [ -d app/cicsplan/report ]; then
        cp resources/samples/getting-started.cicsplan.json "$fresh/tmp/plan.cicsplan.json"
        "${offline[@]}" "$fresh" env -i HOME=/root PATH=/usr/bin:/bin LANG=C.UTF-8 sh -c \
            'cd /tmp && cicsplan report plan.cicsplan.json -o report.pdf && cicsplan report plan.cicsplan.json -o report.xlsx' \
            || die "the .deb installed on a fresh Debian cannot write reports"
        if command -v pdftotext >/dev/null 2>&1; then
            words="$(pdftotext "$fresh/tmp/report.pdf" - | wc -w)"
            [ "$words" -gt 50 ] || die "the PDF written on a fresh Debian has almost no text ($words words): fonts?"
            say "fresh Debian: PDF report with $words words of text, Excel report written"
        fi
        check_ok
    fi
    chroot "$fresh" env DEBIAN_FRONTEND=noninteractive dpkg --purge cicsplan >/dev/null || die "purge in the fresh root failed"
    umount "$fresh/proc"
    proc_mount=""
    rm -rf "$fresh"  # 600 MB; the next run unpacks a new copy from the base tarball anyway
fi

total=$(( $(date +%s) - started ))
deb_mb="$(du -m "$deb" | cut -f1)"
tar_mb="$(du -m "$tarball" | cut -f1)"
say "done in ${total}s: bundle $size_mb MiB ($files files, freeze ${build_seconds}s)"
say "  $tarball ($tar_mb MiB)"
say "  $deb ($deb_mb MiB)"
echo "installers: $passed passed, 0 failed"
