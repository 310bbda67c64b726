"""``cicsplan catalog``: the ingress methods listed, one shown in full, or the acceptance table. Kept apart from the
plan commands so that listing the catalog loads the catalog and nothing of the engine; the plain list of the
built-in catalog comes from the data cache (core/catalog/listing.py) and imports neither numpy nor the catalog,
so the catalog and its checks are imported by the functions that need them."""

from __future__ import annotations

from cicsplan.cli.common import EXIT_OK, UserError, load_catalog, user_catalog_folder
from cicsplan.cli.table import ms, render_table
from cicsplan.core.common.wording import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing on the way to the list
if TYPE_CHECKING:
    import argparse
    from typing import Any, TextIO

    from cicsplan.core.catalog.catalog import Catalog, IngressModel


def links_text(cat: Catalog, as_json: bool = False) -> str:
    """The AOR side of one request over each kind of link, by both cost methods (``catalog --links``)."""
    from cicsplan.core.catalog.links import LINK_NAMES, LINKS, LinkError, link_cost
    from cicsplan.core.common.json_text import json_text

    try:
        costs = [(link_cost(cat, link, "published"), link_cost(cat, link, "fitted")) for link in LINKS]
    except LinkError as exc:
        raise UserError(str(exc)) from None
    if as_json:
        return json_text([{"link": p.link, "name": LINK_NAMES[p.link], "aor_ms_published": round(p.total_ms, 4),
                           "aor_ms_fitted": round(f.total_ms, 4),
                           "aor_ms_by_address_space": {k: round(v, 4) for k, v in p.ms_by_space.items()},
                           "payload_in_bytes": p.payload_in_bytes, "payload_out_bytes": p.payload_out_bytes,
                           "machine": p.machine, "source": p.source} for p, f in costs], indent=2)
    rows = [[p.link, LINK_NAMES[p.link], ms(p.total_ms), ms(f.total_ms),
             ", ".join(f"{space} {ms(v)}" for space, v in p.ms_by_space.items())] for p, f in costs]
    table = render_table(["link", "kind", "ms published", "ms fitted", "by address space (published)"], rows,
                         [False, False, True, True, False])
    sources = [f"  {p.link}: {p.source}" for p, _ in costs]
    where = sorted({f"{p.machine} (LPAR of {counted(p.lpar_cps, 'CP')})" for p, _ in costs})
    sizes = sorted({f"{p.payload_in_bytes:,} bytes in and {p.payload_out_bytes:,} out" for p, _ in costs})
    return "\n".join([
        f"The AOR side of one DPL or function-shipped request ({' or '.join(sizes)}, the documents' server program "
        f"included), ms of CPU on the measurements' {' and '.join(where)}:", "", table, "",
        "The documents measured the server LPAR only: the TOR's side of each request is not in these figures. "
        "Compare them with your own: the mirror transaction's CPU per request in the AOR (CICS monitoring, "
        "SMF 110) plus the transport address space's per request in its LPAR (RMF Workload Activity: TCP/IP, "
        "NET or XCFAS).", "Sources:", *sources])


def catalog(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    plain_list = not (getattr(args, "import_file", None) or getattr(args, "export", None) or args.id or args.json
                      or args.check or getattr(args, "links", False))
    if plain_list and user_catalog_folder(args) is None:
        from cicsplan.core.catalog.errors import CatalogError
        from cicsplan.core.catalog.listing import built_in_lines

        try:
            lines = built_in_lines()
        except CatalogError as exc:
            raise UserError(f"the installation's model catalog is broken, reinstall cicsplan.\n{exc}") from None
        out.write(list_text(lines, None))
        return EXIT_OK
    from cicsplan.core.catalog.checks import parts_vs_published_table
    from cicsplan.core.common.json_text import json_text

    cat = load_catalog(args, err)
    if getattr(args, "import_file", None) or getattr(args, "export", None):
        from cicsplan.cli.calibrate_cli import model_file_command

        return model_file_command(args, cat, out)
    if getattr(args, "links", False):
        out.write(links_text(cat, args.json) + "\n")
        return EXIT_OK
    if args.check:
        lines = parts_vs_published_table([m for m in cat.models.values() if not m.is_custom])
        if args.json:
            out.write(json_text(lines, indent=2) + "\n")
        else:
            out.write(acceptance_table(lines) + "\n")
        return EXIT_OK
    if args.id:
        if args.id not in cat.models:
            raise UserError(f"unknown ingress id '{args.id}'.{cat.did_you_mean(args.id)} "
                            f"Known: {', '.join(cat.models)}")
        model = cat.get(args.id)
        out.write((json_text(model_json(model, cat), indent=2) if args.json else model_text(model, cat)) + "\n")
        return EXIT_OK
    if args.json:
        out.write(json_text([model_json(m, cat, rows=False) for m in cat.models.values()], indent=2) + "\n")
        return EXIT_OK
    from cicsplan.core.catalog.listing import catalog_lines

    out.write(list_text(catalog_lines(cat), cat.user_folder))
    return EXIT_OK


def list_text(lines: list[dict], user_folder: object | None) -> str:
    """The list of ``lines`` (core/catalog/listing.py): a table, then where the methods come from (the user's
    catalog ``user_folder``, when one was given, and the built-in methods' documents)."""
    rows = [[x["id"], x["family"], x["name"], f"{x['low_tps']:,.0f}-{x['high_tps']:,.0f}", ms(x["published_ms"]),
             x["flags"], x["source"]] for x in lines]
    text = render_table(["id", "family", "name", "measured tps", "ms/tran", "flags", "source"], rows,
                        [False, False, False, True, True, True, False]) + "\n"
    built_in = [x for x in lines if x["document"] is not None]
    documents = ", ".join(sorted({x["document"] for x in built_in}))
    if user_folder is not None:
        text += f"\n{counted(len(lines) - len(built_in), 'custom model')} from your catalog {user_folder}."
    return text + (f"\n{len(built_in)} built-in ingress methods from {documents}."
                   " ms/tran: published method (mean of CPU%/ETR over the rows), all address spaces."
                   "\nServer LPAR only: the client side was not measured. 'cicsplan catalog ID' shows one in full.\n")


def acceptance_table(lines: list[dict]) -> str:
    rows = [[x["id"], ms(x["published_method_ms"]), ms(x["stated_average_ms"], 3), f"{x['stated_vs_parts_pct']:+.1f}%",
             ms(x["published_totals_mean_ms"]), f"{x['totals_vs_parts_pct']:+.1f}%",
             "yes" if x["discrepancy"] else "", f"{x['fitted_max_error_pct']:.1f}%",
             f"{x['fitted_median_error_pct']:.2f}%", ",".join(str(r) for r in x["saturated_rows"]) or "-"]
            for x in lines]
    headers = ["id", "published", "stated avg", "diff", "mean of totals", "diff", "discrepancy",
               "fit max err", "fit median", "saturated rows"]
    note = ("published: mean over the rows of (sum of address spaces' CPU%) / ETR x 10, the basis cicsplan uses.\n"
            "diff: against the published method. fit errors: fitted model vs each non-saturated row's published total.")
    known = [f"  {x['id']}: stated average {x['stated_average_ms']:.3f} ms ({x['stated_vs_parts_pct']:+.1f}%), "
             f"mean of published totals {x['published_totals_mean_ms']:.4f} ms ({x['totals_vs_parts_pct']:+.1f}%); "
             f"basis chosen: the parts, {x['parts_mean_ms']:.4f} ms" for x in lines if x["discrepancy"]]
    if known:
        note += "\n\nKnown discrepancies (more than 1% from the parts):\n" + "\n".join(known)
    return render_table(headers, rows, [False] + [True] * 8 + [False]) + "\n\n" + note


def model_json(model: IngressModel, cat: Catalog, rows: bool = True) -> dict[str, Any]:
    from cicsplan.core.catalog.checks import model_flags
    from cicsplan.core.catalog.costs import derive_costs

    ref = model.reference
    m = model.measurements
    out: dict[str, Any] = {
        "id": model.id, "name": model.name, "family": model.family, "summary": model.summary,
        "description": model.description, "etr_counts": model.etr_counts, "coverage": model.coverage,
        "reference": {
            "document": ref.document, "document_text": ref.document_text,
            "machine": ref.machine, "machine_description": ref.machine_description,
            "lpar_cps": ref.lpar_cps, "lpar_ziips": ref.lpar_ziips, "releases": ref.releases,
            "payload_in_bytes": ref.payload_in_bytes, "payload_out_bytes": ref.payload_out_bytes,
            "cipher": ref.cipher, "network": ref.network, "ziip_honor_priority": ref.ziip_honor_priority,
        },
        "source": model.citation,
        "origin": model.origin,
        **({"file": str(model.path), "digest": model.digest, "provenance": model.provenance} if model.is_custom
           else {}),
        "measured_tps": list(model.etr_range),
        "address_spaces": list(m.address_spaces),
        "flags": [{"kind": f.kind, "where": f.where, "text": f.text} for f in model_flags(model)],
    }
    costs = {}
    for method in ("published", "fitted"):
        c = derive_costs(model, method)
        costs[method] = {
            "total_ms": c.total_ms,
            "by_address_space": {a: {"total_ms": x.total_ms, "eligible_ms": x.eligible_ms, "gcp_ms": x.gcp_ms,
                                     "ziip_ms": x.ziip_ms, "fixed_pct": x.fixed_pct,
                                     "r2": x.fit_total.r2 if x.fit_total else None, "derivation": x.derivation}
                                 for a, x in c.by_as.items()},
            "saturated_rows": [{"row": s.index + 1, "reason": s.reason} for s in c.saturated],
        }
    out["costs"] = costs
    if rows:
        out["columns"] = [{"label": c.label, "kind": c.kind, "address_space": c.address_space} for c in m.columns]
        out["rows"] = [list(r) for r in m.rows]
        out["published_average_ms"] = m.published_average_ms
        out["published_average_excl_ziip_ms"] = m.published_average_excl_ziip_ms
    return out


def model_text(model: IngressModel, cat: Catalog) -> str:
    from cicsplan.core.catalog.checks import model_flags
    from cicsplan.core.catalog.costs import derive_costs, one_region_throughput

    ref, m = model.reference, model.measurements
    lines = [f"{model.id}: {model.name}  [{model.family}]" + ("  [custom]" if model.is_custom else ""), "",
             model.summary, "", model.description, "",
             f"Source:      {model.citation}",
             f"Machine:     {ref.machine_description}",
             f"Releases:    {ref.releases_text}",
             f"Payload:     {ref.payload_in_bytes:,} bytes in, {ref.payload_out_bytes:,} bytes out. {ref.payload_note}",
             f"Network:     {ref.network}"]
    if model.is_custom:
        lines.append(f"Custom file: {model.custom_file_text}, shape like "
                     f"{model.provenance.get('shape_like') or '(defaults, not measured)'}")
    if ref.cipher:
        lines.append(f"Cipher:      {ref.cipher}")
    lines += [f"ETR counts:  {model.etr_counts}", f"Coverage:    {model.coverage}", "",
              f"Measured rows ({m.table}), with each row's total from its parts:"]
    headers = [c.label for c in m.columns] + ["parts total ms"]
    rows = [[("NA" if v is None else f"{v:g}") for v in row] + [f"{m.parts_total_ms[i]:.4f}"]
            for i, row in enumerate(m.rows)]
    lines.append(render_table(headers, rows, [True] * len(headers), indent="  "))
    lines.append(f"  {m.average_table}: published average {m.published_average_ms:.3f} ms"
                 + (f", excluding zAAP {m.published_average_excl_ziip_ms:.3f} ms"
                    if m.published_average_excl_ziip_ms else ""))
    lines.append("")
    published, fitted = derive_costs(model, "published"), derive_costs(model, "fitted")
    lines.append("Cost per address space (ms per transaction):")
    rows = []
    for a in m.address_spaces:
        p, f = published.by_as[a], fitted.by_as[a]
        r2 = f.fit_total.r2 if f.fit_total else None
        rows.append([cat.address_spaces[a].name, ms(p.total_ms), ms(p.gcp_ms), ms(p.ziip_ms), ms(f.total_ms),
                     f"{f.fixed_pct:.2f}", "n/a" if r2 is None else f"{r2:.4f}"])
    rows.append(["total", ms(published.total_ms), ms(sum(c.gcp_ms for c in published.by_as.values())),
                 ms(sum(c.ziip_ms for c in published.by_as.values())), ms(fitted.total_ms),
                 f"{fitted.fixed_pct:.2f}", ""])
    lines.append(render_table(["address space", "published", "on CPs", "on zIIP", "fitted slope", "fitted fixed %",
                               "R^2"], rows, [False] + [True] * 6, indent="  "))
    lines.append("  published: mean of CPU%/ETR x 10 over all rows. fitted: CPU% = fixed + slope x ETR "
                 "(ms = slope x 10), fixed >= 0.")
    lines += ["", f"One region:  {one_region_throughput(model).text()}"]
    share = model.shape.qr_share
    if model.shape.qr_time:
        lines.append(f"QR TCB:      measured ({model.extracts[model.shape.qr_time].get('source', '')})")
    elif isinstance(share, str) and share in cat.assumptions:
        lines.append(f"QR TCB:      not measured; assumption '{cat.assumptions[share].name}' ({share}) = "
                     f"{cat.assumptions[share].default:g} of its CICS CPU, editable")
    elif model.shape.tls_base:
        lines.append(f"QR TCB:      as '{model.shape.tls_base}' (the same flow without TLS); TLS runs on S8 TCBs")
    else:
        measured = [other.id for other in cat.models.values() if other.shape.tls_base == model.id
                    and other.shape.qr_time]
        if measured:
            lines.append(f"QR TCB:      derived from the measurement of '{measured[0]}' (the same flow with TLS, "
                         "whose TLS work runs on S8 TCBs); not measured for this method itself")
    flags = model_flags(model)
    if flags:
        lines += ["", "Flags and notes:"]
        lines += [f"  - [{f.kind}] {f.where}: {f.text}" for f in flags]
    return "\n".join(lines)
