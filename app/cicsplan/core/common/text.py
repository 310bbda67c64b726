"""User text as a report shows it: names and notes that cannot reorder the text around them.

Unicode's explicit bidirectional controls (the embeddings and overrides U+202A-U+202E, the isolates
U+2066-U+2069, the marks U+200E, U+200F, U+061C) are invisible, yet they change the order in which the
characters after them are drawn: a workload named ``"\\u202eTerminals"`` is drawn reversed, and an
unclosed override runs on into whatever text follows it on the line (a figure, the next column).

Each one is replaced by a visible marker naming its code point. Isolating each user text instead
(wrapping it in U+2068 ... U+2069) would stop the spill into what follows, but an override inside the
isolate would still reverse the name itself, so a name could still pass for another; it would also rely
on every renderer (Qt, Excel, LibreOffice, terminals, pdftotext) implementing isolates, and would add
invisible characters to exported text. Letters of right-to-left scripts need no controls: Hebrew and
Arabic names still read right to left by the implicit rules, which never reorder text outside them.
The plan itself keeps its text unchanged; only what a report shows is replaced.
"""

from __future__ import annotations

BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_MARKERS = {ord(char): f"[U+{ord(char):04X}]" for char in BIDI_CONTROLS}


def report_text(text: str) -> str:
    """``text`` with every bidirectional control replaced by a visible marker such as ``[U+202E]``."""
    return text if text.isascii() else text.translate(_MARKERS)  # ASCII holds none: most figures, at C speed
