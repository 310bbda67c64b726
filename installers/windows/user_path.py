"""Add a folder to, or remove it from, the current user's PATH on Windows (no administrator rights).

    python user_path.py add|remove FOLDER

Run by cicsplan's installer and uninstaller with the Python they install. NSIS's own string handling
would cut a long PATH at 1024 characters; here the whole value is kept, with its registry type (a PATH
holding %VARIABLES% stays expandable). Other programs are told the environment changed, so a new
console finds the command without signing out. Exit 0 on success, 1 with a sentence on stderr otherwise.
"""

from __future__ import annotations

import ntpath
import os
import sys

ENVIRONMENT_KEY = "Environment"
VALUE = "Path"


def _same(entry: str, folder: str) -> bool:
    """One folder, however spelled: case, slashes, quotes, a trailing backslash, or another path to it."""
    def norm(p: str) -> str:
        return ntpath.normcase(ntpath.normpath(p.strip().strip('"'))) if p.strip() else ""

    if norm(entry) == norm(folder):
        return True
    try:
        return os.path.samefile(entry.strip().strip('"'), folder)
    except (OSError, ValueError):
        return False


def with_folder(path: str, folder: str) -> str:
    """PATH with ``folder`` appended, unless it is there already (in any spelling of case or slashes)."""
    entries = [e for e in path.split(";") if e.strip()]
    if any(_same(e, folder) for e in entries):
        return path
    return ";".join([*entries, folder])


def without_folder(path: str, folder: str) -> str:
    """PATH with every entry naming ``folder`` removed; empty entries are dropped too."""
    return ";".join(e for e in path.split(";") if e.strip() and not _same(e, folder))


def _broadcast_environment_change() -> None:
    import ctypes
    from ctypes import wintypes

    hwnd_broadcast, wm_settingchange, smto_abortifhung = 0xFFFF, 0x001A, 0x0002
    result = wintypes.DWORD()
    ctypes.windll.user32.SendMessageTimeoutW(hwnd_broadcast, wm_settingchange, 0, "Environment",
                                             smto_abortifhung, 5000, ctypes.byref(result))


def change(action: str, folder: str) -> None:
    import winreg

    with winreg.OpenKey(winreg.HKEY_CURRENT_USER, ENVIRONMENT_KEY, 0,
                        winreg.KEY_READ | winreg.KEY_WRITE) as key:
        try:
            path, kind = winreg.QueryValueEx(key, VALUE)
        except FileNotFoundError:
            path, kind = "", winreg.REG_EXPAND_SZ
        if kind not in (winreg.REG_SZ, winreg.REG_EXPAND_SZ):
            raise OSError(f"the user's PATH is not text (registry type {kind})")
        new = with_folder(path, folder) if action == "add" else without_folder(path, folder)
        if new == path:
            return
        if new:
            winreg.SetValueEx(key, VALUE, 0, kind, new)
        else:
            winreg.DeleteValue(key, VALUE)
    _broadcast_environment_change()


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("add", "remove"):
        print("usage: user_path.py add|remove FOLDER", file=sys.stderr)
        return 2
    try:
        change(argv[0], argv[1])
    except OSError as exc:
        print(f"cicsplan setup: could not {argv[0]} {argv[1]} on your PATH: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
