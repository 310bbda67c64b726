"""Which workload fields apply to a row's ingress method: the Workloads sheet offers an editor only there, the PDF
prints a value only there.

The rules are the engine's own (core.inputs reports a value given where it does not apply as an error): a TLS
add-on only for methods that allow one, a channel only for IPIC methods, XML elements only for web services.
A row whose method is not known yet (blank, mistyped) offers every field."""

from __future__ import annotations

from cicsplan.core.catalog.catalog import Catalog, IngressModel
from cicsplan.core.model.inputs import NO_INGRESS_ID

CONDITIONAL = ("tls", "channel", "xml_elements_in", "xml_elements_out", "xml_tag_bytes")


def _model(catalog: Catalog, ingress: object) -> IngressModel | None:
    return catalog.models.get(ingress.strip()) if isinstance(ingress, str) else None


def tls_choices(catalog: Catalog, ingress: object) -> tuple[str, ...] | None:
    """The TLS add-ons the row's method allows (empty: none), or None when the method is not known."""
    if isinstance(ingress, str) and ingress.strip() == NO_INGRESS_ID:
        return ()
    model = _model(catalog, ingress)
    return None if model is None else tuple(model.shape.tls_addon)


def why_not(catalog: Catalog, key: str, ingress: object) -> str | None:
    """Why ``key`` does not apply to a row of method ``ingress``; None when it applies (or may)."""
    if key not in CONDITIONAL:
        return None
    if isinstance(ingress, str) and ingress.strip() == NO_INGRESS_ID:
        return f"'{NO_INGRESS_ID}' has no ingress: only its application CPU is counted"
    model = _model(catalog, ingress)
    if model is None:
        return None
    if key == "tls" and not model.shape.tls_addon:
        if model.shape.tls_mode:
            return f"'{model.id}' already includes TLS ({model.shape.tls_mode} handshake)"
        return f"'{model.id}' is not an HTTP-based method that can add TLS"
    if key == "channel" and not model.shape.channel_capable:
        return f"a channel applies to IPIC methods (ctg-ipic, dpl-ipic), not '{model.id}'"
    if key.startswith("xml_") and not model.is_web_service:
        return f"XML elements apply to web-service methods (ws-soap, ws-soap-1000), not '{model.id}'"
    return None
