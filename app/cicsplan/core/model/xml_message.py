"""How the payload and the XML elements of a web-service workload relate: the message they make together.

In the cost model they are separate inputs that drive separate costs. The payload (bytes) is the application
data, as in the measurements ('32 KB as 1,000 elements of 32 bytes', the Ways into CICS Redpaper, Tables 20 and
22): it moves the per-byte share of the measured cost and the TLS encryption. The elements and their tag length
move the XML parsing cost (the per-element cost of Table 22 minus Table 20, or the CICS TS V3.1 estimator). The
tags themselves travel in the message but are costed through the elements, so the payload never includes them.

The message size here is what a planner compares with a trace of the real message; the engine does not use it.
"""

from __future__ import annotations

# '<tag>' and '</tag>' around each element's data: the tag name twice and five bytes of angle brackets and slash
TAG_DELIMITER_BYTES = 5


def xml_markup_bytes(elements: float, tag_bytes: float) -> float:
    """Bytes of start and end tags that ``elements`` elements with ``tag_bytes``-byte names add to a message."""
    return elements * (2.0 * tag_bytes + TAG_DELIMITER_BYTES)


def xml_message_bytes(payload_bytes: float, elements: float, tag_bytes: float) -> float:
    """About how large the XML message is: the data plus the tags around each element (no XML declaration,
    namespaces, attributes or SOAP envelope, which depend on the service)."""
    return payload_bytes + xml_markup_bytes(elements, tag_bytes)


def too_small_payload(payload_bytes: float, elements: float) -> bool:
    """Fewer bytes of data than elements: each element that carries data holds at least one byte, so the payload
    (or the element count) is not what the message holds."""
    return elements > 0 and payload_bytes < elements


def xml_message_text(direction: str, payload_bytes: float, elements: float, tag_bytes: float) -> str:
    """One line for the planner: the message the payload and the elements make, and what each input drives."""
    markup = xml_markup_bytes(elements, tag_bytes)
    return (f"XML message {direction}: about {payload_bytes + markup:,.0f} bytes = {payload_bytes:,.0f} bytes of "
            f"data (Payload {direction}) + {elements:,.0f} elements x {2 * tag_bytes + TAG_DELIMITER_BYTES:g} bytes "
            f"of tags (<tag> and </tag> at {tag_bytes:g}-byte names). The payload drives the per-byte cost and TLS "
            "encryption; the elements and their tag length the XML parsing cost.")
