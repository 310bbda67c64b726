; Inno Setup 6 script for cicsplan on Windows (x64). NOT BUILT OR RUN YET: written on Linux, see
; installers/README.md. Build the PyInstaller bundle first (installers/windows/build_windows.ps1 does
; both), then:
;
;   iscc installers\windows\cicsplan.iss
;
; Reads the version from the bundle's cicsplan.exe (the spec stamps it from app/cicsplan/__init__.py),
; so there is no second version number to keep in step. Override with /DAppVersion=x.y.z if needed.
; Installs per user (no administrator rights) by default; the first page offers "all users" too.

#define BundleDir AddBackslash(SourcePath) + "..\out\dist\cicsplan"
#ifndef AppVersion
  #define AppVersion GetStringFileInfo(BundleDir + "\cicsplan.exe", "ProductVersion")
#endif
#if AppVersion == ""
  #error "No version: build the bundle first (installers\out\dist\cicsplan\cicsplan.exe)"
#endif

[Setup]
; AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{6C1F3E0A-8C51-4E0B-9B0E-2B7A4C1D5E93}
AppName=cicsplan
AppVersion={#AppVersion}
AppVerName=cicsplan {#AppVersion}
AppPublisher=cicsplan developers
DefaultDirName={autopf}\cicsplan
DefaultGroupName=cicsplan
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\out
OutputBaseFilename=cicsplan-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\cicsplan.ico
UninstallDisplayIcon={app}\cicsplan.exe
UninstallDisplayName=cicsplan {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
MinVersion=10.0

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; the whole one-folder bundle: cicsplan.exe (windowed), cicsplan-cli.exe (console) and _internal\
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; an upgrade replaces the bundle whole: files a newer version no longer ships must not linger
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\cicsplan"; Filename: "{app}\cicsplan.exe"; Comment: "CICS capacity planner"
; the console twin: its output stays on screen (cmd /k) so a planner can read the self-test's report
Name: "{autoprograms}\cicsplan self-test"; Filename: "{cmd}"; \
    Parameters: "/k """"{app}\cicsplan-cli.exe"" --self-test"""; WorkingDir: "{userdocs}"; \
    IconFilename: "{app}\cicsplan.exe"; Comment: "Check this cicsplan installation"
Name: "{autodesktop}\cicsplan"; Filename: "{app}\cicsplan.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\cicsplan.exe"; Description: "{cm:LaunchProgram,cicsplan}"; Flags: nowait postinstall skipifsilent
