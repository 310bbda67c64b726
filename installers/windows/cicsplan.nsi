; cicsplan's Windows installer (NSIS 3, built on Linux with Debian's makensis by installers/build_windows.sh).
;
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DSTAGE=DIR -DLISTS=DIR -DOUTFILE=FILE cicsplan.nsi
;
; STAGE is the folder stage_windows.py laid out; LISTS holds its files.nsh and uninstall_files.nsh.
; Per-user: no administrator rights, %LOCALAPPDATA%\Programs\cicsplan by default, the user's own PATH,
; Start menu and uninstall entry (HKCU). The uninstaller removes exactly the files this installer wrote.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
SetCompressorDictSize 64
RequestExecutionLevel user
ManifestDPIAware true
ManifestSupportedOS Win10

!include MUI2.nsh
!include LogicLib.nsh
!include WinVer.nsh

!define APP "cicsplan"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\cicsplan"
!define SETTINGS_KEY "Software\cicsplan\installer"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
BrandingText "${APP} ${VERSION}"
ShowInstDetails show
ShowUninstDetails show

VIProductVersion "${VERSION4}"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} ${VERSION} setup"
VIAddVersionKey "CompanyName" "cicsplan developers"
VIAddVersionKey "LegalCopyright" "cicsplan developers"

!define MUI_ICON "${STAGE}\cicsplan.ico"
!define MUI_UNICON "${STAGE}\cicsplan.ico"
!define MUI_ABORTWARNING

; the notes (what is inside, what was tested, where Python comes from) in place of a licence page
!define MUI_PAGE_HEADER_TEXT "About this installer"
!define MUI_PAGE_HEADER_SUBTEXT "What it installs, what was tested, and where its Python comes from."
!define MUI_LICENSEPAGE_TEXT_TOP "Please read these notes."
!define MUI_LICENSEPAGE_TEXT_BOTTOM "They are installed as NOTES.txt in the program's folder."
!define MUI_LICENSEPAGE_BUTTON "$(^NextBtn)"
!insertmacro MUI_PAGE_LICENSE "${STAGE}\NOTES.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\Python\pythonw.exe"
!define MUI_FINISHPAGE_RUN_PARAMETERS "-m cicsplan"
!define MUI_FINISHPAGE_RUN_TEXT "Open the cicsplan workbook"
!define MUI_FINISHPAGE_RUN_NOTCHECKED
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${AtLeastWin10}
    MessageBox MB_OK|MB_ICONSTOP "cicsplan needs Windows 10 or 11 (64-bit)." /SD IDOK
    Abort
  ${EndIf}
FunctionEnd

Section "cicsplan"
  SetShellVarContext current
  ; an earlier installation in this folder is removed first, by its own uninstaller, so files a newer
  ; version no longer ships do not linger
  ${If} ${FileExists} "$INSTDIR\uninstall.exe"
    DetailPrint "Removing the earlier installation in $INSTDIR"
    ExecWait '"$INSTDIR\uninstall.exe" /S _?=$INSTDIR' $0
    Delete "$INSTDIR\uninstall.exe"
  ${EndIf}

  ; 4,000 files: the progress line names each, the details list only what follows
  SetDetailsPrint textonly
  !include "${LISTS}\files.nsh"
  SetDetailsPrint both
  DetailPrint "Copied the program's files to $INSTDIR"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; compiled modules now, so the first start is not slowed by it (the folder is the user's: writable)
  DetailPrint "Compiling the Python modules"
  nsExec::ExecToLog '"$INSTDIR\Python\python.exe" -m compileall -q -j 0 "$INSTDIR\pkgs"'
  Pop $0
  ${If} $0 != 0
    DetailPrint "Some modules were not compiled ($0); cicsplan compiles them when it first needs them."
  ${EndIf}

  DetailPrint "Adding $INSTDIR\bin to your PATH"
  nsExec::ExecToLog '"$INSTDIR\Python\python.exe" "$INSTDIR\tools\user_path.py" add "$INSTDIR\bin"'
  Pop $0
  ${If} $0 != 0
    MessageBox MB_OK|MB_ICONEXCLAMATION "cicsplan could not add its folder to your PATH ($0). The command is \
        $INSTDIR\bin\cicsplan.exe; the Start menu entries work regardless." /SD IDOK
  ${EndIf}

  ; the shortcuts start in the user's Documents, where plans usually live
  SetOutPath "$DOCUMENTS"
  CreateShortcut "$SMPROGRAMS\cicsplan.lnk" "$INSTDIR\Python\pythonw.exe" "-m cicsplan" \
      "$INSTDIR\cicsplan.ico" 0 SW_SHOWNORMAL "" "CICS capacity planner: the workbook"
  CreateShortcut "$SMPROGRAMS\cicsplan self-test.lnk" "$SYSDIR\cmd.exe" \
      '/k ""$INSTDIR\bin\cicsplan.exe" --self-test"' "$INSTDIR\cicsplan.ico" 0 SW_SHOWNORMAL "" \
      "Check this cicsplan installation"
  SetOutPath "$INSTDIR"

  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP} ${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "cicsplan developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\cicsplan.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  ${If} ${FileExists} "$INSTDIR\Python\python.exe"
    nsExec::ExecToLog '"$INSTDIR\Python\python.exe" "$INSTDIR\tools\user_path.py" remove "$INSTDIR\bin"'
    Pop $0
  ${EndIf}
  Delete "$SMPROGRAMS\cicsplan.lnk"
  Delete "$SMPROGRAMS\cicsplan self-test.lnk"
  SetDetailsPrint textonly
  !include "${LISTS}\uninstall_files.nsh"
  SetDetailsPrint both
  DetailPrint "Removed the program's files from $INSTDIR"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"
  DeleteRegKey /ifempty HKCU "Software\cicsplan"
SectionEnd
