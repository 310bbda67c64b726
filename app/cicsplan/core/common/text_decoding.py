"""The text of a file a planner brings: one rule for every importer (capacity tables, zPCR pages, measurement
tables), because the same spreadsheet or zPCR export may reach any of them.

Windows tools write UTF-16 (Excel's "Unicode Text", with or without a byte order mark, little- or big-endian),
UTF-8 with or without a mark, UTF-32 (rarely; some .NET tools), or Windows-1252 ("CSV" in Excel); anything else
that holds zero bytes is not text at all.
"""

from __future__ import annotations

import codecs

_MARKS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
          (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
_SAMPLE_BYTES = 4096


class UndecodableText(ValueError):
    """Why some bytes are not text; ``binary`` is True for a file that holds zero bytes and no text encoding."""

    def __init__(self, reason: str, binary: bool = False) -> None:
        super().__init__(reason)
        self.binary = binary


def decode_user_text(data: bytes) -> str:
    """``data`` as text: UTF-32/UTF-8/UTF-16 by their byte order mark, UTF-32 without a mark when the high half of
    nearly every four bytes is zero, UTF-16 without a mark when every other byte of the start is zero, else UTF-8,
    else Windows-1252. Raises UndecodableText for a marked file that is
    damaged and for binary data (zero bytes that are not UTF-16)."""
    for mark, codec in _MARKS:
        if data.startswith(mark):
            try:
                return data.decode(codec)
            except UnicodeDecodeError as exc:
                raise UndecodableText(f"is not valid {codec.upper().removesuffix('-SIG')} text (a damaged "
                                      f"character at byte {exc.start:,})") from None
    sample = data[:_SAMPLE_BYTES]
    for order in ("le", "be"):
        if _unmarked_utf32(sample, order):
            return data[:len(data) - len(data) % 4].decode(f"utf-32-{order}", errors="replace")
    if _unmarked_utf16(sample, zeros_at=1):
        return data.decode("utf-16-le", errors="replace")
    if _unmarked_utf16(sample, zeros_at=0):
        return data.decode("utf-16-be", errors="replace")
    if b"\x00" in sample:
        raise UndecodableText("is a binary file", binary=True)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _unmarked_utf32(sample: bytes, order: str) -> bool:
    """Text in UTF-32 without a mark: the two high bytes of nearly every character zero, no character zero."""
    sample = sample[:len(sample) - len(sample) % 4]
    if len(sample) < 8:
        return False
    units = [sample[k:k + 4] for k in range(0, len(sample), 4)]
    if order == "be":
        units = [u[::-1] for u in units]
    high_zero = sum(u[2] == 0 and u[3] == 0 for u in units)
    return high_zero > 0.9 * len(units) and not any(u == b"\0\0\0\0" for u in units)


def _unmarked_utf16(sample: bytes, zeros_at: int) -> bool:
    """Latin text in UTF-16 without a mark: nearly every high byte zero and no low byte zero."""
    high, low = sample[zeros_at::2], sample[1 - zeros_at::2]
    return len(sample) >= 4 and high.count(0) > 0.9 * len(high) and not low.count(0)
