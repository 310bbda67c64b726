"""A users' XML file as a small tree, parsed safely and within bounds.

defusedxml's parser refuses document type declarations, entities and external references (the billion laughs,
quadratic blow-up and external entity attacks), so nothing in the file can make the parser fetch, expand or
loop. On top of it this builder refuses nesting deeper than any report, text longer than any report value and
more elements than any report holds, each with the line where it happened. The tree keeps each element's line,
so a reader's refusal can name it. ``on_closed`` lets a reader take a finished element (a report of one
interval) and drop it, so a long file of many intervals never sits in memory as one tree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException, DTDForbidden, EntitiesForbidden, ExternalReferenceForbidden
from defusedxml.ElementTree import DefusedXMLParser

from cicsplan.core.rmf.records import RmfError

MAX_DEPTH = 32  # a ddsml report is eight levels deep
MAX_TEXT_CHARS = 10_000  # one value, name or message of a report
MAX_ELEMENTS = 5_000_000  # about 50 times a day of Workload Activity intervals of a large system
_CHUNK_BYTES = 1 << 20


@dataclass(slots=True)
class Node:
    tag: str
    attrs: dict[str, str]
    line: int
    children: list[Node] = field(default_factory=list)
    pieces: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(self.pieces).strip()

    def child(self, tag: str) -> Node | None:
        return next((c for c in self.children if c.tag == tag), None)

    def all(self, tag: str) -> Iterator[Node]:
        return (c for c in self.children if c.tag == tag)

    def child_text(self, tag: str) -> str:
        found = self.child(tag)
        return found.text if found is not None else ""


class _Builder:
    """The parser's target: builds Nodes, checks the bounds, hands closed elements to ``on_closed``."""

    def __init__(self, name: str, on_closed: Callable[[Node, int], bool]) -> None:
        self.name = name
        self.on_closed = on_closed  # (node, depth) -> True to drop the node from its parent once handled
        self.stack: list[Node] = []
        self.root: Node | None = None
        self.elements = 0
        self.expat = None  # the expat parser underneath, for the line of each element

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        line = self.expat.CurrentLineNumber if self.expat is not None else 0
        if len(self.stack) >= MAX_DEPTH:
            raise RmfError(f"{self.name} line {line}: <{tag[:40]}> is nested {len(self.stack) + 1} elements deep; an "
                           f"RMF report is never more than {MAX_DEPTH} deep, so the file is not one")
        self.elements += 1
        if self.elements > MAX_ELEMENTS:
            raise RmfError(f"{self.name} line {line}: more than {MAX_ELEMENTS:,} elements, far more than RMF writes "
                           "for a month of intervals; split the report")
        node = Node(tag, attrs, line)
        if self.stack:
            self.stack[-1].children.append(node)
        else:
            self.root = node
        self.stack.append(node)

    def end(self, tag: str) -> None:
        node = self.stack.pop()
        if self.stack and self.on_closed(node, len(self.stack)):
            self.stack[-1].children.pop()

    def data(self, text: str) -> None:
        if not self.stack:
            return
        node = self.stack[-1]
        if not node.pieces and text.isspace():
            return  # the indentation between elements: values are read stripped
        node.pieces.append(text)
        if len(node.pieces) > 64 or len(text) > MAX_TEXT_CHARS:  # join only when it may have grown too long
            joined = "".join(node.pieces)
            node.pieces = [joined]
            if len(joined) > MAX_TEXT_CHARS:
                raise RmfError(f"{self.name} line {node.line}: <{node.tag}> holds more than {MAX_TEXT_CHARS:,} "
                               "characters of text; no value of an RMF report is that long")

    def close(self) -> Node | None:
        return self.root


def parse(data: bytes, name: str, on_closed: Callable[[Node, int], bool] | None = None) -> Node:
    """The file's root element (children that ``on_closed`` took are not in it); RmfError says why not."""
    builder = _Builder(name, on_closed or (lambda _node, _depth: False))
    parser = DefusedXMLParser(target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    builder.expat = parser.parser
    try:
        for start in range(0, len(data), _CHUNK_BYTES):
            parser.feed(data[start:start + _CHUNK_BYTES])
        root = parser.close()
    except DTDForbidden:
        raise RmfError(f"{name} holds a document type declaration (<!DOCTYPE ...>), which RMF never writes; "
                       "cicsplan does not read XML with one (it can define entities or fetch other files)") from None
    except EntitiesForbidden:
        raise RmfError(f"{name} declares XML entities, which RMF never writes; cicsplan does not expand them") \
            from None
    except ExternalReferenceForbidden:
        raise RmfError(f"{name} refers to another file or address (an external XML reference); cicsplan reads "
                       "nothing from outside the report") from None
    except DefusedXmlException:
        raise RmfError(f"{name} uses XML features RMF never writes; cicsplan does not read it") from None
    except ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        reason = str(exc).split(":")[0]
        raise RmfError(f"{name} is not well-formed XML: {reason} at line {line}, column {column + 1}; the file may "
                       "be cut short or damaged") from None
    except RecursionError:
        raise RmfError(f"{name} is nested too deeply to be an RMF report") from None
    if root is None:
        raise RmfError(f"{name} holds no XML element")
    return root
