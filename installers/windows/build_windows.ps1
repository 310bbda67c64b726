# Build the Windows bundle and installer. NOT RUN YET: written on Linux (see installers/README.md).
#
#   powershell -ExecutionPolicy Bypass -File installers\windows\build_windows.ps1
#
# Needs: 64-bit Python 3.11 from python.org ("py -3.11" works), Inno Setup 6 (iscc on PATH or in its
# default folder). Mirrors installers/build_linux.sh: build venv, freeze, frozen self-test, frozen vs
# unfrozen `compute --json`, then the installer.
$ErrorActionPreference = "Stop"
$repo = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $repo
$out = "$repo\installers\out"
$venv = "$out\venv-windows"

function Fail($message) { Write-Host "`n[build_windows] FAILED: $message`n" -ForegroundColor Red; exit 1 }

if (-not (Test-Path "$venv\Scripts\python.exe")) { py -3.11 -m venv $venv; if ($LASTEXITCODE) { Fail "venv" } }
& "$venv\Scripts\python.exe" -m pip install -q --upgrade pip
& "$venv\Scripts\python.exe" -m pip install -q ".[build]"
if ($LASTEXITCODE) { Fail "pip install .[build]" }

Remove-Item -Recurse -Force "$out\dist", "$out\work" -ErrorAction SilentlyContinue
& "$venv\Scripts\pyinstaller.exe" --noconfirm --clean --log-level WARN --distpath "$out\dist" `
    --workpath "$out\work" installers\cicsplan.spec
if ($LASTEXITCODE) { Fail "PyInstaller" }

$cli = "$out\dist\cicsplan\cicsplan-cli.exe"
$env:QT_QPA_PLATFORM = "offscreen"
& $cli --self-test
if ($LASTEXITCODE) { Fail "the frozen self-test" }

$sample = "$repo\resources\samples\getting-started.cicsplan.json"
$frozen = & $cli compute $sample --json | Out-String
$env:PYTHONPATH = "$repo\app"
$source = & "$venv\Scripts\python.exe" -m cicsplan compute $sample --json | Out-String
Remove-Item Env:PYTHONPATH
if ($frozen -ne $source) { Fail "frozen and unfrozen 'cicsplan compute --json' differ" }

$iscc = (Get-Command iscc -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $iscc installers\windows\cicsplan.iss
if ($LASTEXITCODE) { Fail "Inno Setup" }
Write-Host "[build_windows] done: $out\cicsplan-*-windows-x64-setup.exe"
