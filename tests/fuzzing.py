"""One budget for every fuzz and property test: CI runs a fixed, small number of examples; a longer run is
one command (``bash scripts/fuzz.sh`` sets CICSPLAN_FUZZ_SCALE, for instance to 50)."""

from __future__ import annotations

import contextlib
import os
import signal

from hypothesis import strategies as st

SCALE = float(os.environ.get("CICSPLAN_FUZZ_SCALE", "1") or "1")


def budget(examples: int) -> int:
    """The number of examples a test runs: its CI budget times the scale of this run."""
    return max(1, round(examples * SCALE))


@contextlib.contextmanager
def no_hang(seconds: int = 60):
    """Fail (instead of hanging CI) if the block runs far longer than it ever should."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def stop(*_):
        raise AssertionError(f"still running after {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# values a damaged or hand-edited file may hold
nasty_numbers = st.sampled_from([0, -1, 1, 0.5, -0.0, 1e308, -1e308, 5e-324, 2**31, 2**63, 10**308, -(10**308),
                                 10**400, float("nan"), float("inf"), float("-inf")])
nasty_text = st.sampled_from(["", " ", "x", "a\x00b", "\u202eRTL name\u202c", "😀 emoji", "e\u0301", "=1/0", "=x",
                              "=peak_tps*", "=" + "(" * 300 + "1" + ")" * 300, "3270", "ctg-ipic", "2817-779",
                              "3931-605", "AVERAGE", "yes", "no", "true", "1,000", "1e5", "\ufeff", "\\ud800"])
scalars = st.none() | st.booleans() | nasty_numbers | st.integers() | st.floats() | nasty_text | st.text(max_size=12)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.text(max_size=8) | nasty_text, inner, max_size=3), max_leaves=8)
