"""The user guide's text as the help window shows it: the Markdown shipped in docs/, its HTML comments taken out
(the figure markers that tests/cli/test_guide_figures.py reads), and each heading named as GitHub names its
anchor, so the guide's own links (``#3-every-input``) work inside cicsplan as they do where the file is read."""

from __future__ import annotations

import re
from pathlib import Path

from cicsplan.paths import DataFolderMissing, docs_dir

GUIDE_FILE = "user-guide.md"
# a fenced code block is kept whole (a comment inside one is text); a comment alone on its lines goes with them
_FENCE_OR_COMMENT = re.compile(r"(?P<fence>^```.*?^```)|(?P<line>^[ \t]*<!--.*?-->[ \t]*\n)|(?P<inline><!--.*?-->)",
                               re.S | re.M)
_NOT_IN_ANCHOR = re.compile(r"[^\w\- ]")


def guide_path() -> Path:
    return docs_dir() / GUIDE_FILE


def read_guide() -> str:
    """The guide's Markdown without its comments, or a sentence saying why there is none."""
    try:
        path = guide_path()
        text = path.read_text(encoding="utf-8")
    except DataFolderMissing as exc:
        return f"# The user guide is missing\n\n{exc}\n"
    except (OSError, UnicodeError):
        return (f"# The user guide is missing\n\ncicsplan cannot read its user guide (looked for {path}); "
                "reinstall cicsplan.\n")
    return without_comments(text)


def without_comments(markdown: str) -> str:
    """``markdown`` with every HTML comment outside code blocks removed, whole lines where a comment is alone."""
    return _FENCE_OR_COMMENT.sub(lambda m: m["fence"] or "", markdown)


def anchor_name(heading: str, taken: set[str]) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; a repeated heading gets
    -1, -2... Adds the name to ``taken``."""
    base = _NOT_IN_ANCHOR.sub("", heading.strip().lower()).replace(" ", "-")
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}-{n}"
    taken.add(name)
    return name
