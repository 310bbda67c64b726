"""The one description of the calculation.

The engine runs these steps, the formula bar explains a result by reading the step that
produced it, and the Excel export writes the linear steps as formulas. Nothing else
re-implements the arithmetic.

Arrays are shaped (workloads, address spaces) for "cell" quantities and (workloads, 1)
for per-workload inputs, so numpy broadcasting does the per-address-space work.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from functools import cached_property

import numpy as np

from cicsplan.core.common.records import dataclass
from cicsplan.core.model.queueing import wait_per_service
from cicsplan.core.plan import expr


@dataclass(frozen=True)
class Quantity:
    key: str
    label: str
    unit: str
    level: str  # "cell" (workload x address space), "workload", "space" (address space, whole plan), "total"
    description: str


Q = Quantity
QUANTITIES: dict[str, Quantity] = {q.key: q for q in (
    # inputs per workload
    Q("tps", "rate", "tps", "workload", "the workload's planned transactions per second"),
    Q("cp_speed_ratio", "general-CP speed ratio", "", "workload",
      "per-engine capacity of the measurement LPAR's CPs / per-engine capacity of the plan LPAR's CPs (LSPR)"),
    Q("ziip_speed_ratio", "zIIP speed ratio", "", "workload",
      "per-engine capacity of the measurement machine's zIIPs / the plan machine's zIIPs (zIIPs run at full "
      "speed)"),
    Q("bytes_ratio", "payload relative to the measurement", "x", "workload",
      "bytes moved per transaction (in + out) / the bytes moved in the measurement"),
    Q("ref_qr_cpu_ms", "ingress QR TCB CPU per transaction", "ms/tran", "workload",
      "the method's QR share x its CICS CPU without TLS and XML element parsing for this message + the TLS share "
      "on QR x its TLS CPU, on the measurement hardware (the share measured for 3270 and pooled web support, a "
      "named assumption for the other methods)"),
    Q("ref_qr_dispatch_ms", "ingress QR TCB dispatch per transaction", "ms/tran", "workload",
      "QR TCB CPU x dispatched per CPU (measured ratio for 3270 and pooled web support, the assumption otherwise)"),
    Q("ref_so_ms", "SO TCB CPU per TLS transaction", "ms/tran", "workload",
      "SO TCB CPU per transaction of a TLS workload (Example 5, moved to the payload), measurement hardware"),
    Q("tls_tran", "TLS transaction", "", "workload", "1 for a workload whose transactions use TLS, else 0"),
    Q("app_qr_ms", "application QR CPU", "ms/tran", "workload",
      "the application's QR TCB CPU per transaction on the plan's machine (input, moved from the machine it was "
      "measured on)"),
    Q("handshakes_per_tran", "full TLS handshakes per transaction", "", "workload",
      "full handshakes on the Crypto Express card per transaction (HTTPS full handshake, TLS add-on 'full')"),
    Q("connections_per_tran", "client ports held per transaction", "", "workload",
      "new TCP connections per transaction that the client closes first, so that its ephemeral port stays in "
      "TIME_WAIT (a connection the server closes first holds no client port)"),
    Q("server_capacity_tps", "single-server capacity", "tps", "workload",
      "servers x the measured maximum of one server (iterative sockets, MQ trigger FIRST); 0 where not bound"),
    # measured coefficients per workload and address space (reference hardware)
    Q("marginal_ms", "measured CPU per transaction", "ms/tran", "cell",
      "CPU per transaction of the address space from the ingress model, general CPs and zIIP, on the "
      "measurement hardware"),
    Q("marginal_eligible_ms", "measured zIIP-eligible CPU per transaction", "ms/tran", "cell",
      "the zIIP-eligible part of the measured CPU per transaction (AAPCP + zIIP columns)"),
    Q("byte_share", "per-byte share of the measured cost", "share", "cell",
      "the share of the measured cost per transaction that grows with the bytes moved (at the measured payload)"),
    Q("eligible_byte_share", "per-byte share of the measured zIIP-eligible cost", "share", "cell",
      "the share of the measured zIIP-eligible cost per transaction that grows with the bytes moved"),
    Q("tls_ms", "TLS add-on CPU", "ms/tran", "cell",
      "handshake, per-request and per-byte TLS CPU the TLS add-on adds, on the measurement hardware"),
    Q("xml_ms", "extra XML CPU", "ms/tran", "cell",
      "CPU of the XML elements beyond the method's measured message (negative for fewer), measurement hardware"),
    Q("xml_eligible_ms", "extra XML zIIP-eligible CPU", "ms/tran", "cell", "the zIIP-eligible part of the XML CPU"),
    Q("app_ms", "application CPU", "ms/tran", "cell",
      "the application's own CPU on the plan's CPs: typed in and moved from the machine it was measured on by the "
      "engines' capacity, or a document's reference workload moved by LSPR, plus the USS process overhead"),
    Q("app_eligible_ms", "application zIIP-eligible CPU", "ms/tran", "cell",
      "the application's zIIP-eligible CPU at the plan's zIIP speed: typed in and moved from the machine it was "
      "measured on by the zIIPs' capacity"),
    Q("link_ms", "link CPU between regions", "ms/tran", "cell",
      "the CPU of the workload's routes to other region groups (DPL or function shipping) per transaction, on the "
      "plan's CPs: over the routes, share x (the link's AOR side + its TOR side), moved to the route's COMMAREA "
      "(0 for a workload that is not routed)"),
    Q("link_eligible_ms", "link zIIP-eligible CPU", "ms/tran", "cell",
      "the zIIP-eligible part of the link CPU, at the plan's zIIP speed"),
    Q("link_latency_ms", "link latency", "ms", "workload",
      "over the routes, share x the link's round trip latency (assumption; 0 for a workload that is not routed)"),
    Q("model_fixed_pct", "fixed CPU of the model", "% of one engine", "cell",
      "the address space's CPU at zero rate from the fitted line (0 with the published method)"),
    Q("model_eligible_fixed_pct", "fixed zIIP-eligible CPU of the model", "% of one engine", "cell",
      "the zIIP-eligible part of the fixed CPU"),
    # fixed-cost allocation
    Q("fixed_pct", "fixed CPU counted for the address space", "% of one engine", "cell",
      "the fixed CPU of the shared address space, counted once per LPAR (each LPAR hosting region groups runs its "
      "own, for the workloads whose TOR is there; once per region for CICS); none for shared address spaces of an "
      "LPAR whose existing load is given (it already holds them)"),
    Q("eligible_fixed_pct", "fixed zIIP-eligible CPU counted", "% of one engine", "cell",
      "the zIIP-eligible part of the counted fixed CPU"),
    Q("users_tps", "rate of all workloads sharing it", "tps", "cell",
      "total rate of the workloads that share this address space (or this region group, for CICS)"),
    Q("fixed_ms", "fixed CPU per transaction", "ms/tran", "cell",
      "the counted fixed CPU spread over the transactions of the workloads that share the address space"),
    Q("eligible_fixed_ms", "fixed zIIP-eligible CPU per transaction", "ms/tran", "cell",
      "the zIIP-eligible part of the fixed CPU per transaction"),
    # per workload and address space
    Q("sized_ms", "CPU per transaction for this message", "ms/tran", "cell",
      "measured CPU moved to the workload's payload, plus TLS and XML, on the measurement hardware"),
    Q("sized_eligible_ms", "zIIP-eligible CPU for this message", "ms/tran", "cell",
      "the zIIP-eligible part, moved to the workload's payload, plus XML"),
    Q("ref_total_ms", "CPU per transaction on the measurement hardware", "ms/tran", "cell",
      "CPU per transaction for this message plus the fixed part, before moving to the plan's machine"),
    Q("ref_eligible_ms", "zIIP-eligible CPU on the measurement hardware", "ms/tran", "cell",
      "the zIIP-eligible part, before moving to the plan's machine"),
    Q("other_gcp_ms", "non-eligible CPU on the plan's CPs", "ms/tran", "cell",
      "work that must run on general CPs, moved to the plan LPAR's CP speed"),
    Q("eligible_demand_ms", "eligible CPU at the plan's zIIP speed", "ms/tran", "cell",
      "zIIP-eligible work expressed in time on the plan machine's zIIPs, the application's included"),
    Q("spill_ms", "eligible CPU run on general CPs", "ms/tran", "cell",
      "zIIP-eligible work that runs on general CPs (spill), at the plan's CP speed"),
    Q("ziip_ms", "zIIP CPU per transaction", "ms/tran", "cell", "time on zIIPs"),
    Q("gcp_ms", "general-CP CPU per transaction", "ms/tran", "cell",
      "time on general CPs, including eligible work that ran there"),
    Q("total_ms", "CPU per transaction", "ms/tran", "cell", "CPU per transaction, general CPs and zIIP"),
    Q("eligible_ms", "zIIP-eligible CPU per transaction", "ms/tran", "cell",
      "the zIIP-eligible part, wherever it ran"),
    Q("cpu_pct", "CPU busy at the planned rate", "% of one engine", "cell",
      "CPU of the address space for this workload at its rate, general CPs and zIIP"),
    Q("gcp_pct", "general-CP busy at the planned rate", "% of one engine", "cell",
      "general-CP time of the address space for this workload at its rate"),
    Q("ziip_pct", "zIIP busy at the planned rate", "% of one engine", "cell",
      "zIIP time of the address space for this workload at its rate"),
    # per workload
    Q("wl_total_ms", "CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_gcp_ms", "general-CP CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_ziip_ms", "zIIP CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_eligible_ms", "zIIP-eligible CPU per transaction", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_spill_ms", "eligible CPU run on general CPs", "ms/tran", "workload", "sum over the address spaces"),
    Q("wl_cpu_pct", "CPU busy at the planned rate", "% of one engine", "workload", "sum over the address spaces"),
    Q("qr_cpu_ms", "QR TCB CPU per transaction", "ms/tran", "workload",
      "QR TCB CPU per transaction on the plan's machine: the ingress QR time moved by LSPR + application"),
    Q("qr_dispatch_ms", "QR TCB dispatch per transaction", "ms/tran", "workload",
      "QR TCB dispatched time per transaction on the plan's machine"),
    Q("so_ms", "SO TCB CPU per transaction", "ms/tran", "workload",
      "SO TCB CPU per TLS transaction on the plan's machine"),
    Q("server_busy_pct", "single-server busy", "%", "workload",
      "rate / single-server capacity x 100 (elapsed-time bound: does not change with CPU speed)"),
    # per region group
    Q("group_tps", "rate of the group", "tps", "group", "sum of the rates of the group's workloads"),
    Q("group_regions", "regions", "regions", "group", "cloned regions of the group (input)"),
    Q("group_qr_cpu_busy_pct", "QR CPU busy per region", "%", "group",
      "sum over the group of tps x qr_cpu_ms / regions / 10: QR TCB CPU as % of elapsed time in each region"),
    Q("group_qr_dispatch_busy_pct", "QR dispatch busy per region", "%", "group",
      "sum over the group of tps x qr_dispatch_ms / regions / 10"),
    Q("group_qr_limit_tps", "QR ceiling, group's own tps", "tps", "group",
      "the group's rate for its mix at which QR CPU reaches its ceiling or QR dispatch its ceiling, whichever "
      "comes first"),
    Q("group_regions_needed", "regions needed", "regions", "group",
      "regions the group needs to keep each region's QR TCB CPU and dispatch, SO TCB and S8 TCBs within their "
      "ceilings at the planned rate: the most any of them needs"),
    Q("group_regions_needed_by", "the ceiling that decides the regions needed", "", "group",
      "which per-region ceiling needs the most regions: 0 QR TCB CPU, 1 QR TCB dispatch, 2 SO TCB, 3 S8 TCBs "
      "(REGION_CEILINGS)"),
    Q("group_qr_cpu_saturation_tps", "QR CPU saturation of the group", "tps", "group",
      "the group's rate for its mix at which QR CPU reaches 100% of elapsed time in each region"),
    Q("group_qr_dispatch_saturation_tps", "QR dispatch saturation of the group", "tps", "group",
      "the group's rate for its mix at which the QR TCB is dispatched 100% of elapsed time in each region"),
    Q("group_saturation_tps", "saturation point of the group", "tps", "group",
      "the lower of the QR CPU and QR dispatch saturation rates: the group's regions can do no more"),
    Q("group_so_busy_pct", "SO TCB busy per region", "%", "group",
      "sum over the group of tps x so_ms / regions / 10: the single SO TCB's CPU as % of elapsed time"),
    Q("group_s8_tcbs_demand", "S8 TCBs busy per region", "TCBs", "group",
      "TLS tps per region x S8 hold time per TLS transaction / 1000: S8 TCBs held on average (Little's law)"),
    Q("group_s8_tcbs_needed", "S8 TCBs needed per region", "TCBs", "group",
      "TLS tps per region x S8 hold time per TLS transaction / 1000 (Little's law), rounded up"),
    Q("maxssltcbs", "MAXSSLTCBS", "TCBs", "total", "S8 (SSL) TCBs a region may attach (assumption, SIT)"),
    Q("s8_hold_ms", "S8 TCB hold per TLS transaction", "ms", "total", "assumption (Example 5)"),
    Q("so_busy_ceiling_pct", "SO TCB busy ceiling", "%", "total", "assumption (single TCB, as QR)"),
    # plan-wide inputs (hardware and assumptions)
    Q("cps", "LPAR CPs", "engines", "total", "the plan LPAR's general CPs"),
    Q("ziip_capacity_engines", "zIIP pool capacity", "engines", "total",
      "the LPAR's zIIPs, times 1 + the SMT-2 gain when SMT-2 is on"),
    Q("existing_cp_busy_pct", "existing CP busy", "%", "total", "what already runs on the LPAR's CPs"),
    Q("existing_ziip_busy_pct", "existing zIIP busy", "%", "total", "what already runs on the LPAR's zIIPs"),
    Q("ziip_cp_ratio", "zIIP speed over CP speed", "x", "total",
      "per-engine capacity of the plan LPAR's zIIPs / of its CPs (above 1 on a sub-capacity setting): a zIIP ms "
      "in CP ms"),
    Q("as_coverage", "address-space coverage", "share", "total",
      "share of LPAR busy that the listed address spaces explain, as the 3270 run measured it (assumption)"),
    Q("coverage_floor", "coverage the method's own runs prove", "share", "workload",
      "the share of its LPAR's CPs the method's busiest measured run put in its address spaces (measured, or as "
      "the cost methods give it there): the run fitted in the LPAR, so its address spaces explained at least "
      "this share of the LPAR's busy; 0 for application CPU alone"),
    Q("coverage", "address-space coverage of the workload", "share", "workload",
      "the assumption, or more where the method's own busiest run proves its address spaces explained more of "
      "the LPAR"),
    Q("lpar_gcp_pct", "LPAR general-CP busy from the workload", "% of one engine", "cell",
      "general-CP time of the address space for this workload at its rate, with the LPAR's time the listed "
      "address spaces do not explain (divided by the workload's coverage)"),
    Q("spill_base", "zIIP spill at an idle zIIP", "share", "total", "assumption, fitted to Tables 16 and 18"),
    Q("spill_coeff", "zIIP spill growth with busy", "share", "total", "assumption, fitted to Tables 16 and 18"),
    Q("qr_cpu_ceiling_pct", "QR CPU ceiling", "%", "total", "assumption (IBM: above 70% busy a region nears capacity)"),
    Q("qr_dispatch_ceiling_pct", "QR dispatch ceiling", "%", "total", "assumption (Table 3)"),
    Q("qr_dispatch_per_cpu", "QR dispatch per QR CPU", "x", "total", "assumption (Example 5)"),
    Q("card_ms", "Crypto Express time per full handshake", "ms", "total", "assumption (Example 4)"),
    Q("coprocessors", "Crypto Express coprocessors", "coprocessors", "total", "hardware input"),
    Q("existing_card_busy_pct", "existing card busy", "%", "total", "hardware input"),
    Q("port_capacity_per_s", "new connections per second the client stacks sustain", "per s", "total",
      "client stacks x ephemeral ports / TIME_WAIT seconds"),
    Q("handshakes_per_s", "full handshakes per second", "per s", "total", "sum over workloads of tps x handshakes"),
    Q("crypto_busy_pct", "Crypto Express card busy", "%", "total",
      "existing card busy + handshakes per second x card time / 1000 / coprocessors x 100"),
    Q("connections_per_s", "new connections per second", "per s", "total",
      "sum over workloads of tps x new connections per transaction"),
    Q("port_busy_pct", "client ephemeral ports in use", "%", "total",
      "new connections per second / what the client stacks sustain x 100"),
    # whole plan
    Q("ziip_demand_engines", "zIIP-eligible demand", "engines", "total",
      "all zIIP-eligible work of the plan in zIIP engines' worth at the plan's zIIP speed"),
    Q("ziip_pool_busy", "zIIP pool busy", "share", "total",
      "share of the zIIP pool busy, existing load included (0 to 1)"),
    Q("spill_share", "share of eligible work on general CPs", "share", "total",
      "the share of zIIP-eligible work that runs on general CPs: the honor-priority spill and any overflow"),
    Q("space_gcp_pct", "general-CP busy of the address space", "% of one engine", "space",
      "sum over the workloads, plus fixed CPU of address spaces whose workloads have no rate"),
    Q("space_ziip_pct", "zIIP busy of the address space", "% of one engine", "space",
      "sum over the workloads, plus fixed CPU of address spaces whose workloads have no rate"),
    Q("gcp_engines", "general CPs' worth of address-space time", "engines", "total",
      "the time the listed address spaces use on general CPs"),
    Q("ziip_engines", "zIIPs' worth of busy", "engines", "total", "the time the listed address spaces use on zIIPs"),
    Q("gcp_lpar_engines", "general CPs' worth of LPAR busy from the new work", "engines", "total",
      "the sum of the workloads' address-space time / their coverage (and of idle fixed CPU / the assumed "
      "coverage): the LPAR busy the new work adds"),
    Q("gcp_busy_pct", "LPAR general-CP busy", "%", "total",
      "existing busy + new work's LPAR busy / CPs x 100 (100 = every CP busy)"),
    Q("gcp_available_busy_pct", "LPAR general-CP busy of the CPs it can get", "%", "total",
      "LPAR general-CP busy x logical CPs / the CPs the LPAR can get with the other LPARs at their load (100 = all "
      "PR/SM gives it)"),
    Q("ziip_busy_pct", "LPAR zIIP busy", "%", "total",
      "existing busy + zIIP time / zIIP capacity x 100 (100 = every zIIP busy)"),
    Q("total_tps", "total rate", "tps", "total", "sum of the computed workloads' rates"),
    # response time: CPU, queueing for the engines and the region's QR TCB, and latency given
    Q("other_latency_ms", "other latency", "ms", "workload",
      "time outside this LPAR's engines and QR TCB in the response time (network, Db2, MQ, the client): input"),
    Q("ziip_servers", "zIIPs", "engines", "total", "the LPAR's zIIPs: the servers of the zIIP queue"),
    Q("cp_available_engines", "CPs the LPAR can get", "engines", "total",
      "what PR/SM gives the LPAR with the machine's other LPARs at their stated busy: its weight's share of the "
      "shared CPs and what the others leave unused, within its logical CPs, initial and absolute capping "
      "(core.hardware.prsm); its logical CPs when it has the machine to itself"),
    Q("ziip_available_engines", "zIIPs the LPAR can get", "engines", "total",
      "the same for the machine's shared zIIPs; its zIIPs when the machine's zIIPs are not given"),
    Q("importance_share", "existing load CICS queues behind", "share", "total",
      "the share of the existing busy at CICS's WLM importance or higher (assumption)"),
    Q("cp_queue_busy_pct", "CP busy CICS queues behind", "%", "total",
      "general-CP busy of the new work plus the existing work at CICS's importance or higher, plus the share of its "
      "logical CPs' time the other LPARs take (it waits for them as for higher-priority work)"),
    Q("ziip_queue_busy_pct", "zIIP busy CICS queues behind", "%", "total",
      "zIIP busy of the new work plus the existing work at CICS's importance or higher, plus the share of its "
      "logical zIIPs' time the other LPARs take"),
    Q("cp_wait_per_ms", "CP wait per ms of CP time", "ms/ms", "total",
      "Erlang C on the LPAR's CPs: C(c, c u) / (c (1 - u)), c the CPs, u the CP busy CICS queues behind"),
    Q("ziip_wait_per_ms", "zIIP wait per ms of zIIP time", "ms/ms", "total",
      "Erlang C on the LPAR's zIIPs: C(c, c u) / (c (1 - u)), c the zIIPs, u the zIIP busy CICS queues behind"),
    Q("group_qr_wait_per_ms", "QR TCB wait per ms of QR time", "ms/ms", "group",
      "one QR TCB per region, an M/M/1 queue at its dispatch busy u: u / (1 - u)"),
    Q("response_cpu_ms", "CPU in the response time", "ms", "workload",
      "the transaction's CPU on CPs and zIIPs at the plan's speeds"),
    Q("cp_wait_ms", "waiting for a general CP", "ms", "workload", "CP time per transaction x CP wait per ms"),
    Q("ziip_wait_ms", "waiting for a zIIP", "ms", "workload", "zIIP time per transaction x zIIP wait per ms"),
    Q("qr_wait_ms", "waiting for the QR TCB", "ms", "workload",
      "QR dispatch time per transaction x the region group's QR wait per ms"),
    Q("response_ms", "response time", "ms", "workload",
      "CPU + waiting for CPs, zIIPs and the QR TCB + other latency (infinite where a queue is saturated)"),
    Q("response_unloaded_ms", "unloaded response time", "ms", "workload", "CPU + other latency, with no queueing"),
    # the other LPARs hosting the plan's region groups (hardware.partitions named by region_groups[].lpar)
    Q("lpar_logical_cps", "logical CPs of the LPAR", "CPs", "lpar",
      "each other LPAR hosting region groups of the plan: its logical CPs (hardware.partitions)"),
    Q("lpar_logical_ziips", "logical zIIPs of the LPAR", "zIIPs", "lpar",
      "its logical zIIPs; none: its zIIP-eligible work runs on its CPs"),
    Q("lpar_stated_busy_pct", "stated CP busy of the LPAR", "%", "lpar",
      "its logical CPs' busy as RMF gives it, its own work without the plan's (hardware.partitions)"),
    Q("lpar_available_cps", "CPs the LPAR can get", "CPs", "lpar",
      "what PR/SM gives it with the machine's LPARs at their load, the plan's work in them included; on another "
      "machine the available CPs given (its logical CPs by default)"),
    Q("lpar_cp_ratio", "the plan's CP capacity over the LPAR's", "x", "lpar",
      "per-engine capacity of the plan's LPAR's CPs / of the LPAR's (1 on the plan's machine): its engines' worth of "
      "the plan's work"),
    Q("lpar_gcp_engines", "general CPs' worth of the plan's work in the LPAR", "engines", "lpar",
      "the plan's work in the LPAR on its CPs (its groups' workloads and the routes into them, less what they route "
      "elsewhere), divided by the coverage as the plan's LPAR's is, in the LPAR's engines"),
    Q("lpar_ziip_engines", "zIIPs' worth of the plan's work in the LPAR", "engines", "lpar",
      "the plan's zIIP time in the LPAR (on its CPs when it has no zIIPs)"),
    Q("lpar_busy_pct", "CP busy of the LPAR", "%", "lpar",
      "stated busy + the plan's work there / its logical CPs x 100"),
    Q("lpar_available_busy_pct", "CP busy of the CPs the LPAR can get", "%", "lpar",
      "its CP busy x logical CPs / the CPs it can get (100 = all PR/SM gives it)"),
    Q("itr", "internal throughput rate", "tps per 100% LPAR", "total",
      "ETR / LPAR busy % x 100 for the new work alone (the definition of the VTAM LU2 vs MQ Adapter paper); with "
      "region groups in other LPARs, the busy is the whole plan's work in the plan's LPAR's engines, wherever it runs"),
)}


def _top_level_parts(text: str) -> list[str]:
    """``text`` split at the semicolons outside brackets."""
    parts, depth, start = [], 0, 0
    for k, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == ";" and depth == 0:
            parts.append(text[start:k])
            start = k + 1
    parts.append(text[start:])
    return parts


@dataclass(frozen=True)
class ExprStep:
    """output = formula, element-wise."""

    output: str
    formula: str

    @cached_property
    def node(self) -> expr.Node:
        return expr.parse(self.formula)

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(sorted(expr.names(self.node)))

    @property
    def outputs(self) -> tuple[str, ...]:
        return (self.output,)

    def formula_of(self, output: str) -> str:
        return f"{self.output} = {expr.render(self.node)}"

    def run(self, env: dict[str, np.ndarray], ctx: Context, spare: np.ndarray | None = None
            ) -> dict[str, np.ndarray]:
        """``spare``: this step's result in an earlier run nobody reads any more, written over (expr.evaluate_array)."""
        if ctx.samples is not None:
            values = [np.asarray(env[key]) for key in self.inputs if key in env]
            if values and all(_same_in_every_sample(v) for v in values):
                # every input is shared by the samples (only some inputs vary, the rates of a curve, say): the
                # same arithmetic once, seen by every sample
                first = {key: np.asarray(env[key])[:1] for key in self.inputs if key in env}
                shape = expr.broadcast_shape(*(v.shape for v in values))
                return {self.output: np.broadcast_to(expr.evaluate_array(self.node, first), shape)}
        return {self.output: expr.evaluate_array(self.node, env, spare)}


@dataclass(frozen=True)
class AggregateStep:
    """A step across rows (a maximum, a sum, an allocation): run by a function, explained by its text.

    The function works on batched arrays (a leading axis of samples, see ``run``); called on one
    plain result, the step adds and removes that axis around it.
    """

    outputs: tuple[str, ...]
    inputs: tuple[str, ...]
    formula: str
    function: Callable[[dict[str, np.ndarray], Context], dict[str, np.ndarray]]
    reads: tuple[str, ...] = ()  # quantities the function also reads, not shown among the inputs
    # False: no output is ever a spreadsheet formula, even one its own clause states (queueing is not linear in the
    # rates: a live product of a static wait factor would go stale when a rate is changed in the spreadsheet)
    live: bool = True

    def formula_of(self, output: str) -> str:
        """The clause of ``formula`` that states ``output`` ("output = ..." up to the next output's clause), or
        the whole text when the step states its outputs together: one output's explanation does not carry its
        siblings' formulas."""
        clauses: dict[str, list[str]] = {}
        current: list[str] | None = None
        for part in _top_level_parts(self.formula):
            name, sep, _ = part.partition("=")
            if sep and name.strip() in self.outputs:
                current = clauses.setdefault(name.strip(), [])
            if current is not None:
                current.append(part.strip())
        return "; ".join(clauses[output]) if output in clauses else self.formula

    def run(self, env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
        if ctx.samples is not None:
            return self.function(env, ctx)
        batched = {key: _add_axis(key, env[key]) for key in (*self.inputs, *self.reads)}
        return {key: _remove_axis(key, value) for key, value in self.function(batched, ctx).items()}


def _same_in_every_sample(value: np.ndarray) -> bool:
    """A batched input whose samples are one array seen again (run_samples broadcasts a plain input so)."""
    return value.ndim > 0 and (value.shape[0] == 1 or value.strides[0] == 0)


@dataclass
class Context:
    """What aggregate steps need besides the arrays: who shares which address space instance."""

    instance: np.ndarray  # (n, A) int: the instance (address space, or region of a group for CICS)
    instance_count: int
    instance_multiplier: np.ndarray  # (instance_count,) regions in the group for region scope, else 1
    uses: np.ndarray  # (n, A) bool: the workload's model measured this address space
    valid: np.ndarray  # (n,) bool
    extra: dict = field(default_factory=dict)
    samples: int | None = None  # set while ``run`` evaluates a batch of samples


MIN_RATE_TPS = 1e-6

# Batched shapes (S samples): cells (S, n, A), per-workload inputs (S, n, 1), per-workload sums (S, n),
# totals (S, 1, 1) inside the steps so they broadcast against cells, groups (S, G), spaces (S, A).


def _add_axis(key: str, value: np.ndarray) -> np.ndarray:
    value = np.asarray(value)
    return value.reshape(1, 1, 1) if QUANTITIES[key].level == "total" else value[None]


def _remove_axis(key: str, value: np.ndarray) -> np.ndarray:
    return value.reshape(()) if QUANTITIES[key].level == "total" else value[0]


def _total(value: np.ndarray) -> np.ndarray:
    """A per-sample total, (S,) -> (S, 1, 1), to broadcast against cells."""
    return np.asarray(value, dtype=float).reshape(-1, 1, 1)


def _flat(value: np.ndarray) -> np.ndarray:
    """A per-sample total, (S, 1, 1) -> (S,)."""
    return np.asarray(value, dtype=float).reshape(-1)


def _taken_pct(logical: np.ndarray, available: np.ndarray) -> np.ndarray:
    """The share of the LPAR's logical processors' time it cannot have (the other LPARs take it, or a cap holds it),
    in %; exactly 0 when it can have them all (a plan without other LPARs computes as before, to the last bit)."""
    logical, available = _flat(logical), _flat(available)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(logical > 0, (logical - available) / logical * 100.0, 0.0)


@dataclass(frozen=True)
class FixedCosts:
    """The part of the fixed-CPU allocation that does not move with the rates: which cells share which instance and
    each instance's fixed CPU, for one set of draws. A caller that runs the same draws at many rates (the ranges' rate
    solver) makes it once (fixed_costs) and hands it to every run in ``Context.extra["fixed_costs"]``; it was a
    third of each of the solver's rounds."""

    index: np.ndarray  # (n, A): each cell's instance; instance_count where the cell's workload does not use it
    user_cells: tuple[np.ndarray, np.ndarray]  # (rows, columns) of the cells that use an instance, in C order
    flat: np.ndarray  # the instance of each of those cells
    fixed: np.ndarray  # (1 or S, instance_count): the instance's fixed CPU (% of one engine)
    eligible: np.ndarray  # (1 or S, instance_count): its zIIP-eligible part
    cell_fixed: np.ndarray  # (S, n, A): fixed_pct
    cell_eligible: np.ndarray  # (S, n, A): eligible_fixed_pct


def fixed_costs(model_fixed: np.ndarray, model_eligible: np.ndarray, ctx: Context, samples: int) -> FixedCosts:
    """The rate-free part of the fixed allocation from the models' fixed CPU, batched (S, n, A) or shared by the
    samples (a broadcast view)."""
    users = ctx.uses & ctx.valid[:, None]
    user_cells = np.nonzero(users)  # C order: the order a boolean mask takes the cells in
    flat = ctx.instance[users]
    model_fixed, model_eligible = np.asarray(model_fixed), np.asarray(model_eligible)
    # the fixed CPU of an instance is its users' largest: the same in every sample unless the samples vary it
    shared_fixed = _same_in_every_sample(model_fixed) and _same_in_every_sample(model_eligible)
    rows = 1 if shared_fixed else samples
    fixed = _instance_max(model_fixed[:rows, users], flat, ctx.instance_count)
    eligible = _instance_max(model_eligible[:rows, users], flat, ctx.instance_count)
    fixed *= ctx.instance_multiplier
    eligible *= ctx.instance_multiplier
    exclude = ctx.extra.get("exclude_fixed")
    if exclude is not None and exclude.any():
        # the existing load measured on an LPAR already holds its shared address spaces' fixed CPU
        fixed[:, exclude] = 0.0
        eligible[:, exclude] = 0.0
    index = np.where(users, ctx.instance, ctx.instance_count)
    return FixedCosts(index, user_cells, flat, fixed, eligible,
                      np.broadcast_to(_cells_of(fixed, index), (samples, *users.shape)),
                      np.broadcast_to(_cells_of(eligible, index), (samples, *users.shape)))


def _cells_of(values: np.ndarray, index: np.ndarray) -> np.ndarray:
    """(S, n, A): each cell's instance's value of ``values`` (S, instance_count), 0.0 where ``index`` says the cell
    uses no instance (what np.where(users, values[:, instance], 0.0) gives, in one gather)."""
    padded = np.concatenate([values, np.zeros((values.shape[0], 1))], axis=1)
    return np.take(padded, index, axis=1)


def _allocate_fixed(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    samples = env["model_fixed_pct"].shape[0]
    costs = ctx.extra.get("fixed_costs")
    if costs is None:
        costs = fixed_costs(env["model_fixed_pct"], env["model_eligible_fixed_pct"], ctx, samples)
    rows, cols = costs.user_cells
    tps = _instance_sum(np.broadcast_to(env["tps"], (samples, *ctx.uses.shape))[:, rows, cols], costs.flat,
                        ctx.instance_count)
    fixed, eligible = np.broadcast_to(costs.fixed, tps.shape), np.broadcast_to(costs.eligible, tps.shape)
    # A rate of a millionth of a transaction per second carries no share of a fixed cost: spreading it over
    # so few transactions would give meaningless (even infinite) figures; it is counted as idle instead. Each
    # instance's share is worked out once and given to its cells: the same division of the same numbers as cell by
    # cell, so the same bits.
    with np.errstate(all="ignore"):  # an instance without users may divide by (almost) nothing
        per_tran = np.where(tps > MIN_RATE_TPS, fixed * 10.0 / tps, 0.0)
        per_tran_eligible = np.where(tps > MIN_RATE_TPS, eligible * 10.0 / tps, 0.0)
    # Fixed CPU of instances whose users have no rate is still burnt: kept for the totals.
    idle = (tps <= MIN_RATE_TPS) & (fixed > 0)
    ctx.extra["idle_fixed_pct"] = np.where(idle, fixed, 0.0)
    ctx.extra["idle_eligible_fixed_pct"] = np.where(idle, eligible, 0.0)
    return {"fixed_pct": costs.cell_fixed, "eligible_fixed_pct": costs.cell_eligible,
            "users_tps": _cells_of(tps, costs.index), "fixed_ms": _cells_of(per_tran, costs.index),
            "eligible_fixed_ms": _cells_of(per_tran_eligible, costs.index)}


def _instance_max(values: np.ndarray, instance: np.ndarray, count: int) -> np.ndarray:
    """(S, count): per sample, the largest of ``values`` (S, users) of each instance, and 0 where none is larger
    (what np.maximum.at into zeros gives; a maximum is exact in any order, so sorting by instance changes
    nothing)."""
    out = np.zeros((values.shape[0], count))
    if not instance.size:
        return out
    order = np.argsort(instance, kind="stable")
    sorted_instance = instance[order]
    starts = np.flatnonzero(np.r_[True, sorted_instance[1:] != sorted_instance[:-1]])
    out[:, sorted_instance[starts]] = np.maximum(0.0, np.maximum.reduceat(values[:, order], starts, axis=1))
    return out


def _instance_sum(values: np.ndarray, instance: np.ndarray, count: int) -> np.ndarray:
    """(S, count): per sample, the sum of ``values`` (S, users) over each instance's users, added in the users'
    order from 0 (what np.add.at into zeros gives, bit for bit: bincount adds in the same order)."""
    samples = values.shape[0]
    if not instance.size:
        return np.zeros((samples, count))
    keys = (np.arange(samples)[:, None] * count + instance[None, :]).ravel()
    return np.bincount(keys, weights=np.ascontiguousarray(values, dtype=float).ravel(),
                       minlength=samples * count).reshape(samples, count)


def spill_share(demand: np.ndarray | float, capacity: np.ndarray | float, existing: np.ndarray | float,
                base: np.ndarray | float, coeff: np.ndarray | float,
                honor_priority: bool) -> tuple[np.ndarray, np.ndarray]:
    """(spill share, zIIP pool busy) for an eligible ``demand`` in zIIP engines on a pool of ``capacity``
    (element-wise over samples).

    With honor priority, spill s = base + coeff x u^2 where u is the pool busy the work leaves behind,
    u = existing + demand x (1 - s) / capacity: a quadratic in u, solved exactly. When even that
    overfills the pool, the zIIPs run full and the rest spills. With no zIIPs everything runs on CPs;
    with honor priority NO nothing spills (a shortfall waits, and busy may pass 100%).
    """
    demand, capacity, existing, base, coeff = np.broadcast_arrays(*(np.asarray(v, dtype=float) for v in (
        demand, capacity, existing, base, coeff)))
    # A vanishing demand beside a large room overflows room/demand to inf, which the max() below discards.
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        per_capacity = np.where(capacity > 0, demand / capacity, 0.0)
        if not honor_priority:
            share, busy = np.zeros_like(demand), existing + per_capacity
        else:
            k = coeff * per_capacity
            c0 = existing + per_capacity * (1.0 - base)
            # The root in the form without (-1 + sqrt) / 2k: that one cancels to 0 for a tiny k (a pool
            # with existing load showed 0 % busy) and needs k == 0 as a special case.
            root = np.sqrt(1.0 + 4.0 * k * c0)
            u = np.where(np.isfinite(root), 2.0 * c0 / (1.0 + root), np.inf)
            # When the existing load alone makes base + coeff x u^2 reach 1, all new work spills and the pool
            # stays at its existing busy (the quadratic's root would have spilled more than all of it).
            u = np.where(base + coeff * existing * existing >= 1.0, existing, u)
            room = np.maximum(0.0, 1.0 - existing) * capacity
            full_share = np.minimum(1.0, np.maximum(base + coeff, 1.0 - room / np.where(demand > 0, demand, 1.0)))
            share = np.where(u >= 1.0, full_share, np.minimum(1.0, base + coeff * u * u))
            busy = np.where(u >= 1.0, 1.0, u)
        no_work = demand <= 0
        share = np.where(no_work, 0.0 if not honor_priority else base, share)
        busy = np.where(no_work, existing, busy)
        no_pool = capacity <= 0
        return np.where(no_pool, 1.0, share), np.where(no_pool, 0.0, busy)


def _ziip_pool(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    valid = ctx.valid[:, None]
    eligible = env["eligible_demand_ms"]
    if _elsewhere(ctx):  # the plan's LPAR's zIIPs run its own part; another LPAR's work runs on its zIIPs
        row_lpar, _, moved = ctx.extra["lpar_work"]
        eligible = _lpar_part(np.broadcast_to(eligible, (eligible.shape[0], *moved.shape[1:])), moved[:, None],
                              row_lpar, 0)
    demand = np.where(valid, env["tps"] * eligible, 0.0).sum(axis=(1, 2)) / 1000.0
    idle = _in_slot(ctx, ctx.extra.get("idle_eligible_fixed_pct"), 0)
    if idle is not None and idle.any():
        demand = demand + (idle * ctx.extra["instance_ziip_ratio"]).sum(axis=1) / 100.0
    # the zIIP time the other LPARs take fills the pool like load already there
    existing = _flat(env["existing_ziip_busy_pct"]) + _taken_pct(env["ziip_servers"], env["ziip_available_engines"])
    share, busy = spill_share(demand, _flat(env["ziip_capacity_engines"]), existing / 100.0,
                              _flat(env["spill_base"]), _flat(env["spill_coeff"]),
                              bool(ctx.extra.get("honor_priority", True)))
    return {"ziip_demand_engines": _total(demand), "ziip_pool_busy": _total(busy), "spill_share": _total(share)}


def _in_slot(ctx: Context, per_instance: np.ndarray | None, slot: int) -> np.ndarray | None:
    """The instances' values (S, instances) of the LPAR ``slot`` (0 the plan's), the others' 0."""
    slots = ctx.extra.get("instance_slot")
    if per_instance is None or slots is None:
        return per_instance
    return np.where(slots == slot, per_instance, 0.0)


def _idle_parts(env: dict[str, np.ndarray], ctx: Context, slot: int) -> tuple[np.ndarray, np.ndarray] | None:
    """(general-CP %, zIIP %) per instance (S, instances) of the fixed CPU of the LPAR ``slot``'s address spaces
    whose workloads have no rate, its eligible part spilled as the plan's LPAR spills; None when there is none."""
    idle = _in_slot(ctx, ctx.extra.get("idle_fixed_pct"), slot)
    if idle is None or not idle.any():
        return None
    idle_eligible = _in_slot(ctx, ctx.extra["idle_eligible_fixed_pct"], slot)
    share = _flat(env["spill_share"])[:, None]
    to_cp = _flat(env["ziip_cp_ratio"])[:, None]
    cp_ratio, ziip_ratio = ctx.extra["instance_cp_ratio"], ctx.extra["instance_ziip_ratio"]
    idle_gcp = (idle - idle_eligible) * cp_ratio + idle_eligible * ziip_ratio * share * to_cp
    return idle_gcp, idle_eligible * (1.0 - share) * ziip_ratio


def _lpar_part(values: np.ndarray, moved: np.ndarray, row_lpar: np.ndarray, slot: int) -> np.ndarray:
    """The part of a cell quantity (S, n, A) in the LPAR ``slot`` (0 the plan's): the rows whose group is there, less
    what they route to other LPARs, plus what rows elsewhere route there (``moved``: (slots, S, n, A))."""
    own = np.where((row_lpar == slot)[None, :, None], values - moved.sum(axis=0), 0.0)
    return own + moved[slot]


def _moved_pct(env: dict[str, np.ndarray], ctx: Context) -> tuple[np.ndarray, np.ndarray]:
    """(general-CP %, zIIP %) of each routed part running in another LPAR than its row's, per LPAR
    slot: the part's ms at the plan's speeds, its eligible part spilled as the plan's LPAR spills."""
    _, gcp_ms, eligible_ms = ctx.extra["lpar_work"]
    tps = np.where(ctx.valid[None, :, None], env["tps"], 0.0)[None]
    share = env["spill_share"][None]
    gcp = tps * (gcp_ms[:, None] + eligible_ms[:, None] * share * env["ziip_cp_ratio"][None]) / 10.0
    ziip = tps * eligible_ms[:, None] * (1.0 - share) / 10.0
    return gcp, ziip


def _elsewhere(ctx: Context) -> bool:
    """Region groups of the plan run in other LPARs (the plan's totals are then its own LPAR's part)."""
    work = ctx.extra.get("lpar_work")
    return work is not None and work[1].shape[0] > 1


def _other_lpars(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    logical = env["lpar_logical_cps"]
    samples, count = logical.shape
    gcp_engines, ziip_engines = np.zeros((samples, count)), np.zeros((samples, count))
    if count and _elsewhere(ctx):
        row_lpar = ctx.extra["lpar_work"][0]
        gcp, ziip = _moved_pct(env, ctx)
        valid = ctx.valid[None, :, None]
        gcp_pct = np.where(valid, env["gcp_pct"], 0.0)
        ziip_pct = np.where(valid, env["ziip_pct"], 0.0)
        coverage = env["coverage"]
        for slot in range(1, count + 1):
            with np.errstate(divide="ignore", invalid="ignore"):
                gcp_engines[:, slot - 1] = (_lpar_part(gcp_pct, gcp, row_lpar, slot) / coverage).sum(axis=(1, 2)) / 100
            ziip_engines[:, slot - 1] = _lpar_part(ziip_pct, ziip, row_lpar, slot).sum(axis=(1, 2)) / 100.0
            idle = _idle_parts(env, ctx, slot)  # its own address spaces' fixed CPU with no rate, as the plan's LPAR's
            if idle is not None:
                gcp_engines[:, slot - 1] += idle[0].sum(axis=1) / 100.0 / _flat(env["as_coverage"])
                ziip_engines[:, slot - 1] += idle[1].sum(axis=1) / 100.0
    ratio = env["lpar_cp_ratio"]
    no_ziips = env["lpar_logical_ziips"] <= 0
    gcp_engines = (gcp_engines + np.where(no_ziips, ziip_engines, 0.0)) * ratio
    ziip_engines = np.where(no_ziips, 0.0, ziip_engines * ratio)
    with np.errstate(divide="ignore", invalid="ignore"):
        busy = env["lpar_stated_busy_pct"] + np.where(logical > 0, gcp_engines / logical * 100.0,
                                                      np.where(gcp_engines > 0, np.inf, 0.0))
        of_available = np.where(env["lpar_available_cps"] > 0, busy * logical / env["lpar_available_cps"], np.inf)
    return {"lpar_gcp_engines": gcp_engines, "lpar_ziip_engines": ziip_engines, "lpar_busy_pct": busy,
            "lpar_available_busy_pct": of_available}


def _workload_sums(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    return {f"wl_{k}": env[k].sum(axis=2) for k in ("total_ms", "gcp_ms", "ziip_ms", "eligible_ms", "spill_ms",
                                                    "cpu_pct")}


def _plan_totals(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    valid = ctx.valid[:, None]
    gcp_pct, ziip_pct, lpar_pct = env["gcp_pct"], env["ziip_pct"], env["lpar_gcp_pct"]
    if _elsewhere(ctx):  # the plan's LPAR's part: its groups' work less what they route away, plus what comes in
        row_lpar = ctx.extra["lpar_work"][0]
        moved_gcp, moved_ziip = _moved_pct(env, ctx)
        gcp_pct = _lpar_part(gcp_pct, moved_gcp, row_lpar, 0)
        ziip_pct = _lpar_part(ziip_pct, moved_ziip, row_lpar, 0)
        with np.errstate(divide="ignore", invalid="ignore"):
            lpar_pct = gcp_pct / env["coverage"]
    gcp_valid = np.where(valid, gcp_pct, 0.0)  # summed twice below: made once
    gcp = gcp_valid.sum(axis=1)
    ziip = np.where(valid, ziip_pct, 0.0).sum(axis=1)
    idle = _idle_parts(env, ctx, 0)  # the plan's LPAR's; another LPAR's counts in its row (_other_lpars)
    if idle is not None:
        spaces = ctx.extra["instance_space"]
        np.add.at(gcp, (slice(None), spaces), idle[0])
        np.add.at(ziip, (slice(None), spaces), idle[1])
    tps = np.where(ctx.valid, env["tps"][:, :, 0], 0.0).sum(axis=1)
    lpar = np.where(valid, lpar_pct, 0.0).sum(axis=(1, 2)) / 100.0
    with np.errstate(divide="ignore", invalid="ignore"):
        lpar = lpar + (gcp.sum(axis=1) - gcp_valid.sum(axis=(1, 2))) / 100.0 \
            / _flat(env["as_coverage"])  # idle fixed CPU: no workload, the assumed coverage
    return {"space_gcp_pct": gcp, "space_ziip_pct": ziip,
            "gcp_engines": _total(gcp.sum(axis=1) / 100.0), "ziip_engines": _total(ziip.sum(axis=1) / 100.0),
            "total_tps": _total(tps), "gcp_lpar_engines": _total(lpar)}


def _lpar_busy(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    cps, capacity = _flat(env["cps"]), _flat(env["ziip_capacity_engines"])
    ziip_engines = _flat(env["ziip_engines"])
    with np.errstate(divide="ignore", invalid="ignore"):
        lpar = _flat(env["gcp_lpar_engines"])
        new_busy_pct = lpar / cps * 100.0
        cp_busy = _flat(env["existing_cp_busy_pct"]) + new_busy_pct
        ziip_busy = np.where(capacity > 0, _flat(env["existing_ziip_busy_pct"]) + ziip_engines / capacity * 100.0,
                             np.where(ziip_engines == 0, 0.0, np.inf))
        # the whole plan's CPU in the plan's LPAR's engines, its part in other LPARs included: every transaction
        # of total_tps pays its CPU wherever its routes run it
        elsewhere = (env["lpar_gcp_engines"] / env["lpar_cp_ratio"]).sum(axis=1) if "lpar_gcp_engines" in env \
            else 0.0
        whole_pct = (lpar + elsewhere) / cps * 100.0
        itr = np.where(whole_pct > 0, _flat(env["total_tps"]) / whole_pct * 100.0, np.nan)
        of_available = cp_busy * cps / _flat(env["cp_available_engines"])
    return {"gcp_busy_pct": _total(cp_busy), "ziip_busy_pct": _total(ziip_busy), "itr": _total(itr),
            "gcp_available_busy_pct": _total(of_available)}


def _region_groups(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    groups = ctx.extra["group_index"]
    regions = env["group_regions"]
    samples, count = regions.shape
    every = slice(None)
    tps = np.where(ctx.valid, env["tps"][:, :, 0], 0.0)
    group_tps = np.zeros((samples, count))
    cpu = np.zeros((samples, count))
    dispatch = np.zeros((samples, count))
    np.add.at(group_tps, (every, groups), tps)
    np.add.at(cpu, (every, groups), tps * env["qr_cpu_ms"][:, :, 0])
    np.add.at(dispatch, (every, groups), tps * env["qr_dispatch_ms"][:, :, 0])
    routes = ctx.extra.get("routes")
    if routes is not None and len(routes[0]):
        _route_qr(env, routes, groups, tps, group_tps, cpu, dispatch, link_qr_ms(ctx))
    cpu_busy = cpu / regions / 10.0
    dispatch_busy = dispatch / regions / 10.0
    cpu_ceiling = _flat(env["qr_cpu_ceiling_pct"])[:, None]
    dispatch_ceiling = _flat(env["qr_dispatch_ceiling_pct"])[:, None]
    with np.errstate(all="ignore"):  # a vanishing busy gives an infinite factor: no limit
        factor = np.minimum(np.where(cpu_busy > 0, cpu_ceiling / cpu_busy, np.inf),
                            np.where(dispatch_busy > 0, dispatch_ceiling / dispatch_busy, np.inf))
        # with no rate the mix is unknown: the limit of one transaction of each workload's QR time
        limit = np.where(np.isfinite(factor) & (group_tps > 0), group_tps * factor, np.nan)
        # the saturation point: QR CPU or dispatch at 100% of elapsed time in every region
        cpu_saturation = np.where((cpu_busy > 0) & (group_tps > 0), group_tps * 100.0 / cpu_busy, np.nan)
        dispatch_saturation = np.where((dispatch_busy > 0) & (group_tps > 0), group_tps * 100.0 / dispatch_busy,
                                       np.nan)
        saturation = np.fmin(cpu_saturation, dispatch_saturation)
    return {"group_tps": group_tps, "group_qr_cpu_busy_pct": cpu_busy, "group_qr_dispatch_busy_pct": dispatch_busy,
            "group_qr_limit_tps": limit,
            "group_qr_cpu_saturation_tps": cpu_saturation, "group_qr_dispatch_saturation_tps": dispatch_saturation,
            "group_saturation_tps": saturation}


def link_qr_ms(ctx: Context) -> tuple[np.ndarray, np.ndarray]:
    """Each route's link QR TCB time per request: (the AOR's mirror, the TOR's send and receive), ms."""
    links = ctx.extra.get("route_links")
    count = len(ctx.extra["routes"][0])
    if links is None or links.aor_qr_ms is None:
        return np.zeros(count), np.zeros(count)
    return links.aor_qr_ms, links.tor_qr_ms


def _route_qr(env: dict[str, np.ndarray], routes: tuple[np.ndarray, ...], groups: np.ndarray, tps: np.ndarray,
              group_tps: np.ndarray, cpu: np.ndarray, dispatch: np.ndarray,
              link_qr: tuple[np.ndarray, np.ndarray]) -> None:
    """Moves each route's share of its workload's application QR time (and dispatch) from the TOR's group to the
    route's, adds the link's QR time on each side (the mirror in the route's group, the send and receive in the
    TOR's), and adds the route's rate to its group (in place)."""
    rows, to, shares = routes
    app_qr = np.broadcast_to(env["app_qr_ms"][:, :, 0], tps.shape)
    per_cpu = _flat(env["qr_dispatch_per_cpu"])[:, None]
    for row, group, share, aor_qr, tor_qr in zip(rows, to, shares, *link_qr, strict=True):
        tor = groups[row]
        if group == tor:
            continue
        moved_tps = tps[:, row] * share
        moved = moved_tps * app_qr[:, row]
        group_tps[:, group] += moved_tps
        cpu[:, group] += moved + moved_tps * aor_qr
        cpu[:, tor] = np.maximum(cpu[:, tor] - moved, 0.0) + moved_tps * tor_qr
        dispatch[:, group] += (moved + moved_tps * aor_qr) * per_cpu[:, 0]
        dispatch[:, tor] = (np.maximum(dispatch[:, tor] - moved * per_cpu[:, 0], 0.0)
                            + moved_tps * tor_qr * per_cpu[:, 0])


def _route_qr_wait(env: dict[str, np.ndarray], routes: tuple[np.ndarray, ...], groups: np.ndarray,
                   qr_ms: np.ndarray, qr_factor: np.ndarray, qr_wait: np.ndarray,
                   link_qr: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """A routed workload's QR wait: its application's QR dispatch and the link's mirror wait in its routes' groups,
    the rest and the link's TOR side in its own."""
    rows, to, shares = routes
    per_cpu = _flat(env["qr_dispatch_per_cpu"])[:, None]
    app = np.broadcast_to(env["app_qr_ms"][:, :, 0] * per_cpu, qr_ms.shape)
    aor_qr, tor_qr = link_qr
    qr_wait = np.array(qr_wait, dtype=float)
    for row in np.unique(rows):
        away = (rows == row) & (to != groups[row])
        own = qr_ms[:, row] - app[:, row] * shares[away].sum() + (shares[away] * tor_qr[away]).sum() * per_cpu[:, 0]
        with np.errstate(invalid="ignore"):
            wait = np.where(own > 0, own * qr_factor[:, groups[row]], 0.0)
            for group, share, mirror in zip(to[rows == row], shares[rows == row], aor_qr[rows == row], strict=True):
                if group != groups[row]:
                    part = (app[:, row] + mirror * per_cpu[:, 0]) * share
                    wait = wait + np.where(part > 0, part * qr_factor[:, group], 0.0)
        qr_wait[:, row] = wait
    return qr_wait


def _tls_tcbs(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    groups = ctx.extra["group_index"]
    regions = env["group_regions"]
    samples, count = regions.shape
    every = slice(None)
    tps = np.where(ctx.valid, env["tps"][:, :, 0], 0.0)
    so = np.zeros((samples, count))
    tls_tps = np.zeros((samples, count))
    np.add.at(so, (every, groups), tps * env["so_ms"][:, :, 0])
    np.add.at(tls_tps, (every, groups), tps * env["tls_tran"][:, :, 0])
    demand = tls_tps / regions * _flat(env["s8_hold_ms"])[:, None] / 1000.0
    return {"group_so_busy_pct": so / regions / 10.0, "group_s8_tcbs_demand": demand,
            "group_s8_tcbs_needed": np.maximum(np.ceil(demand - 1e-9), 0.0)}


# the per-region ceilings more regions relieve, in the order of group_regions_needed_by's codes
REGION_CEILINGS = ("QR TCB CPU", "QR TCB dispatch", "SO TCB", "S8 TCBs under MAXSSLTCBS")


def _regions_needed(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    regions = env["group_regions"]
    demand = [env["group_qr_cpu_busy_pct"], env["group_qr_dispatch_busy_pct"], env["group_so_busy_pct"],
              env["group_s8_tcbs_demand"]]
    ceilings = [env["qr_cpu_ceiling_pct"], env["qr_dispatch_ceiling_pct"], env["so_busy_ceiling_pct"],
                env["maxssltcbs"]]
    with np.errstate(divide="ignore", invalid="ignore"):
        # the group's whole demand over one region's ceiling: the regions it needs (work spreads evenly)
        needs = np.stack([d * regions / _flat(c)[:, None] for d, c in zip(demand, ceilings, strict=True)])
    needs = np.nan_to_num(needs, nan=0.0)
    by = np.argmax(needs, axis=0).astype(float)
    needed = np.ceil(np.max(needs, axis=0) - 1e-9)
    used = np.sum(np.stack(demand), axis=0) > 0
    return {"group_regions_needed": np.where(used, np.maximum(needed, 1.0), np.nan),
            "group_regions_needed_by": np.where(used, by, np.nan)}


def regions_needed_by(env: dict[str, np.ndarray], group: int) -> str:
    """The per-region ceiling that needs the most regions in the group ("S8 TCBs under MAXSSLTCBS"); "" if none."""
    code = float(np.asarray(env["group_regions_needed_by"])[group])
    return REGION_CEILINGS[int(code)] if np.isfinite(code) else ""


def _response(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    share = _flat(env["importance_share"])
    # PR/SM's other LPARs preempt the LPAR's logical processors: their time is load CICS waits behind
    cp_busy = (_flat(env["gcp_busy_pct"]) - _flat(env["existing_cp_busy_pct"]) * (1.0 - share)
               + _taken_pct(env["cps"], env["cp_available_engines"]))
    ziip_busy = (_flat(env["ziip_busy_pct"]) - _flat(env["existing_ziip_busy_pct"]) * (1.0 - share)
                 + _taken_pct(env["ziip_servers"], env["ziip_available_engines"]))
    cps = round(float(_flat(env["cps"])[0]))
    ziips = round(float(_flat(env["ziip_servers"])[0]))
    cp_factor = wait_per_service(cps, cp_busy / 100.0)
    ziip_factor = wait_per_service(ziips, ziip_busy / 100.0)
    qr_busy = env["group_qr_dispatch_busy_pct"] / 100.0
    with np.errstate(divide="ignore", invalid="ignore"):
        qr_factor = np.where(qr_busy >= 1.0, np.inf, qr_busy / (1.0 - qr_busy))
    groups = ctx.extra["group_index"]
    gcp, ziip = env["wl_gcp_ms"], env["wl_ziip_ms"]
    qr_ms = env["qr_dispatch_ms"][:, :, 0]
    with np.errstate(invalid="ignore"):  # inf x 0: no time on a saturated queue waits nothing
        cp_wait = np.where(gcp > 0, gcp * cp_factor[:, None], 0.0)
        ziip_wait = np.where(ziip > 0, ziip * ziip_factor[:, None], 0.0)
        qr_wait = np.where(qr_ms > 0, qr_ms * qr_factor[:, groups], 0.0)
    if _elsewhere(ctx) and env["lpar_logical_cps"].shape[-1]:
        cp_wait = _cp_wait_by_lpar(env, ctx, gcp, cp_factor)
    routes = ctx.extra.get("routes")
    if routes is not None and len(routes[0]):
        qr_wait = _route_qr_wait(env, routes, groups, qr_ms, qr_factor, qr_wait, link_qr_ms(ctx))
    cpu = env["wl_total_ms"]
    other = env["other_latency_ms"][:, :, 0] + env["link_latency_ms"][:, :, 0]
    return {"cp_queue_busy_pct": _total(cp_busy), "ziip_queue_busy_pct": _total(ziip_busy),
            "cp_wait_per_ms": _total(cp_factor), "ziip_wait_per_ms": _total(ziip_factor),
            "group_qr_wait_per_ms": qr_factor, "response_cpu_ms": cpu, "cp_wait_ms": cp_wait,
            "ziip_wait_ms": ziip_wait, "qr_wait_ms": qr_wait,
            "response_ms": cpu + cp_wait + ziip_wait + qr_wait + other, "response_unloaded_ms": cpu + other}


def _cp_wait_by_lpar(env: dict[str, np.ndarray], ctx: Context, gcp: np.ndarray, own_factor: np.ndarray) -> np.ndarray:
    """Each workload's CP wait with its parts in other LPARs waiting there: Erlang C on that LPAR's logical CPs at
    its busy (its own load and the plan's work, all of it taken to compete) plus the share of its logical CPs' time
    PR/SM does not give it; its part in the plan's LPAR at the plan's LPAR's wait."""
    row_lpar, moved_gcp, moved_eligible = ctx.extra["lpar_work"]
    logical = env["lpar_logical_cps"]
    factors = [own_factor]
    for slot in range(logical.shape[-1]):
        cps = float(np.ravel(logical)[slot])
        with np.errstate(divide="ignore", invalid="ignore"):
            taken = np.where(logical[:, slot] > 0, (logical[:, slot] - env["lpar_available_cps"][:, slot])
                             / logical[:, slot] * 100.0, 0.0)
        busy = (env["lpar_busy_pct"][:, slot] + np.maximum(taken, 0.0)) / 100.0
        factors.append(wait_per_service(max(round(cps), 1), busy))
    share = _flat(env["spill_share"])[:, None, None] if "spill_share" in env else 0.0
    # each part's general-CP time per transaction of its row, at the plan's speeds
    moved = (moved_gcp[:, None] + moved_eligible[:, None] * share * _flat(env["ziip_cp_ratio"])[:, None, None]
             ).sum(axis=-1)  # (slots, S, n)
    home = gcp - moved.sum(axis=0)
    wait = np.zeros_like(gcp)
    with np.errstate(invalid="ignore"):  # inf x 0: no time on a saturated queue waits nothing
        for slot, factor in enumerate(factors):
            part = np.where(row_lpar[None, :] == slot, home, 0.0) + moved[slot]
            wait = wait + np.where(part > 0, part * factor[:, None], 0.0)
    return wait


def _servers(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    capacity = env["server_capacity_tps"][:, :, 0]
    tps = env["tps"][:, :, 0]
    with np.errstate(divide="ignore", invalid="ignore"):
        busy = np.where(capacity > 0, tps / capacity * 100.0, np.nan)
    return {"server_busy_pct": busy}


def _connections(env: dict[str, np.ndarray], ctx: Context) -> dict[str, np.ndarray]:
    tps = np.where(ctx.valid, env["tps"][:, :, 0], 0.0)
    handshakes = (tps * env["handshakes_per_tran"][:, :, 0]).sum(axis=1)
    coprocessors = _flat(env["coprocessors"])
    with np.errstate(divide="ignore", invalid="ignore"):
        new_busy = np.where(coprocessors > 0, handshakes * _flat(env["card_ms"]) / 1000.0 / coprocessors * 100.0,
                            np.where(handshakes > 0, np.inf, 0.0))
    connections = (tps * env["connections_per_tran"][:, :, 0]).sum(axis=1)
    return {"handshakes_per_s": _total(handshakes),
            "crypto_busy_pct": _total(_flat(env["existing_card_busy_pct"]) + new_busy),
            "connections_per_s": _total(connections),
            "port_busy_pct": _total(connections / _flat(env["port_capacity_per_s"]) * 100.0)}


STEPS: tuple[ExprStep | AggregateStep, ...] = (
    AggregateStep(("fixed_pct", "eligible_fixed_pct", "users_tps", "fixed_ms", "eligible_fixed_ms"),
                  ("model_fixed_pct", "model_eligible_fixed_pct", "tps"),
                  "fixed_ms = fixed_pct × 10 / users_tps, where fixed_pct is the largest fixed CPU among the "
                  "workloads sharing the address space (counted once per LPAR, in each LPAR hosting region groups "
                  "for the workloads whose TOR runs there; once per region for CICS; none for shared address spaces "
                  "of an LPAR whose existing load is given: the plan's existing busy, another LPAR's stated busy) and "
                  "users_tps is their total rate",
                  _allocate_fixed),
    # max(..., 0): fewer XML elements than the measured message can take a cost down, never below nothing
    ExprStep("sized_ms", "max(marginal_ms * (1 - byte_share + byte_share * bytes_ratio) + tls_ms + xml_ms, 0)"),
    ExprStep("sized_eligible_ms",
             "min(max(marginal_eligible_ms * (1 - eligible_byte_share + eligible_byte_share * bytes_ratio) + "
             "xml_eligible_ms, 0), "
             "sized_ms)"),
    ExprStep("ref_total_ms", "sized_ms + fixed_ms"),
    ExprStep("ref_eligible_ms", "sized_eligible_ms + eligible_fixed_ms"),
    ExprStep("other_gcp_ms", "(ref_total_ms - ref_eligible_ms) * cp_speed_ratio + app_ms + link_ms"),
    ExprStep("eligible_demand_ms", "ref_eligible_ms * ziip_speed_ratio + app_eligible_ms + link_eligible_ms"),
    AggregateStep(("ziip_demand_engines", "ziip_pool_busy", "spill_share"),
                  ("tps", "eligible_demand_ms", "ziip_capacity_engines", "existing_ziip_busy_pct", "spill_base",
                   "spill_coeff", "ziip_servers", "ziip_available_engines"),
                  "spill_share = spill_base + spill_coeff × u², where u = existing + ziip_demand_engines × "
                  "(1 − spill_share) / ziip_capacity_engines (solved exactly), existing counting the zIIP time the "
                  "other LPARs take ((ziip_servers − ziip_available_engines) / ziip_servers); when the zIIPs are "
                  "full the rest spills too; 0 with honor priority NO; 1 with no zIIPs", _ziip_pool),
    ExprStep("spill_ms", "eligible_demand_ms * spill_share * ziip_cp_ratio"),
    ExprStep("ziip_ms", "eligible_demand_ms * (1 - spill_share)"),
    ExprStep("gcp_ms", "other_gcp_ms + spill_ms"),
    ExprStep("total_ms", "gcp_ms + ziip_ms"),
    ExprStep("eligible_ms", "spill_ms + ziip_ms"),
    ExprStep("cpu_pct", "tps * total_ms / 10"),
    ExprStep("gcp_pct", "tps * gcp_ms / 10"),
    ExprStep("coverage", "max(as_coverage, coverage_floor)"),
    ExprStep("lpar_gcp_pct", "gcp_pct / coverage"),
    ExprStep("ziip_pct", "tps * ziip_ms / 10"),
    AggregateStep(("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "wl_eligible_ms", "wl_spill_ms", "wl_cpu_pct"),
                  ("total_ms", "gcp_ms", "ziip_ms", "eligible_ms", "spill_ms", "cpu_pct"),
                  "sum over the workload's address spaces", _workload_sums),
    AggregateStep(("space_gcp_pct", "space_ziip_pct", "gcp_engines", "ziip_engines", "total_tps",
                   "gcp_lpar_engines"),
                  ("gcp_pct", "ziip_pct", "fixed_pct", "lpar_gcp_pct"),
                  "space_gcp_pct = Σ gcp_pct over the workloads, plus the fixed CPU of an address space whose "
                  "workloads have no rate; space_ziip_pct = Σ ziip_pct over the workloads, plus that fixed CPU's "
                  "zIIP part; gcp_engines = Σ space_gcp_pct / 100; ziip_engines = Σ space_ziip_pct / 100; "
                  "total_tps = Σ tps of the computed workloads; gcp_lpar_engines = Σ lpar_gcp_pct / 100, plus the "
                  "fixed CPU of address spaces whose workloads have no rate / as_coverage; with region groups in "
                  "other LPARs each sum is the plan's LPAR's part (its groups' work less what they route to other "
                  "LPARs, plus what comes in)", _plan_totals,
                  reads=("spill_share", "tps", "ziip_cp_ratio", "as_coverage", "coverage")),
    AggregateStep(("lpar_gcp_engines", "lpar_ziip_engines", "lpar_busy_pct", "lpar_available_busy_pct"),
                  ("gcp_pct", "ziip_pct", "coverage", "lpar_logical_cps", "lpar_logical_ziips",
                   "lpar_stated_busy_pct", "lpar_available_cps", "lpar_cp_ratio"),
                  "lpar_gcp_engines = Σ the LPAR's part of gcp_pct / coverage / 100 x lpar_cp_ratio, per other LPAR "
                  "hosting region groups (its groups' workloads less what they route away, plus the routes into its "
                  "groups: "
                  "share x (application + the link's AOR side)), its zIIP part on its CPs when it has no zIIPs; "
                  "plus the fixed CPU of its own shared address spaces whose workloads have no rate / as_coverage "
                  "(each LPAR hosting region groups runs its own: a workload's are in its TOR's LPAR); "
                  "lpar_busy_pct = lpar_stated_busy_pct + lpar_gcp_engines / lpar_logical_cps x 100; "
                  "lpar_available_busy_pct = lpar_busy_pct x lpar_logical_cps / lpar_available_cps", _other_lpars,
                  reads=("tps", "spill_share", "ziip_cp_ratio", "as_coverage")),
    ExprStep("qr_cpu_ms", "ref_qr_cpu_ms * cp_speed_ratio + app_qr_ms"),
    ExprStep("qr_dispatch_ms", "ref_qr_dispatch_ms * cp_speed_ratio + app_qr_ms * qr_dispatch_per_cpu"),
    AggregateStep(("group_tps", "group_qr_cpu_busy_pct", "group_qr_dispatch_busy_pct", "group_qr_limit_tps",
                   "group_qr_cpu_saturation_tps", "group_qr_dispatch_saturation_tps", "group_saturation_tps"),
                  ("tps", "qr_cpu_ms", "qr_dispatch_ms", "group_regions", "qr_cpu_ceiling_pct",
                   "qr_dispatch_ceiling_pct"),
                  "per region group: busy % = Σ tps × qr_ms / regions / 10, a routed workload's application QR time "
                  "(app_qr_ms, and its dispatch) counted in its routes' groups by their shares and the rest in its "
                  "own, and each route's link QR time added on both sides: the mirror's in the route's group, the "
                  "send and receive in the TOR's (the CICS part of the link's CPU x the QR share of the model it is "
                  "taken from, a named assumption: the documents do not say which TCB a mirror runs on; dispatch = "
                  "that x qr_dispatch_per_cpu); a group's rate counts the routes into it; limit tps = group tps × "
                  "min(CPU ceiling / CPU busy, dispatch ceiling / dispatch busy); saturation tps = group tps x 100 / "
                  "busy, the lower of CPU and dispatch",
                  _region_groups, reads=("app_qr_ms", "qr_dispatch_per_cpu")),
    ExprStep("so_ms", "ref_so_ms * cp_speed_ratio"),
    AggregateStep(("group_so_busy_pct", "group_s8_tcbs_demand", "group_s8_tcbs_needed"),
                  ("tps", "so_ms", "tls_tran", "group_regions", "s8_hold_ms"),
                  "per region group: SO busy % = Σ tps × so_ms / regions / 10; S8 TCBs needed per region = "
                  "ceil(Σ TLS tps / regions × s8_hold_ms / 1000) (Little's law)", _tls_tcbs),
    AggregateStep(("group_regions_needed", "group_regions_needed_by"),
                  ("group_qr_cpu_busy_pct", "group_qr_dispatch_busy_pct", "group_so_busy_pct", "group_s8_tcbs_demand",
                   "group_regions", "qr_cpu_ceiling_pct", "qr_dispatch_ceiling_pct", "so_busy_ceiling_pct",
                   "maxssltcbs"),
                  "per region group: regions needed = ceil(max over the per-region ceilings of busy × regions / "
                  "ceiling): QR TCB CPU and dispatch, SO TCB busy, S8 TCBs against MAXSSLTCBS; the ceiling that "
                  "needs the most decides it", _regions_needed),
    AggregateStep(("server_busy_pct",), ("tps", "server_capacity_tps"),
                  "server_busy_pct = tps / server_capacity_tps × 100 where the method has a single-server ceiling",
                  _servers),
    AggregateStep(("handshakes_per_s", "crypto_busy_pct", "connections_per_s", "port_busy_pct"),
                  ("tps", "handshakes_per_tran", "card_ms", "coprocessors", "existing_card_busy_pct",
                   "connections_per_tran", "port_capacity_per_s"),
                  "handshakes_per_s = Σ tps × handshakes_per_tran; crypto_busy_pct = existing_card_busy_pct + "
                  "handshakes_per_s × card_ms / 1000 / coprocessors × 100; connections_per_s = Σ tps × "
                  "connections_per_tran; port_busy_pct = connections_per_s / port_capacity_per_s × 100",
                  _connections),
    AggregateStep(("gcp_busy_pct", "ziip_busy_pct", "itr", "gcp_available_busy_pct"),
                  ("gcp_lpar_engines", "cps", "existing_cp_busy_pct", "ziip_engines",
                   "ziip_capacity_engines", "existing_ziip_busy_pct", "total_tps", "cp_available_engines"),
                  "gcp_busy_pct = existing_cp_busy_pct + "
                  "gcp_lpar_engines / cps × 100; ziip_busy_pct = existing_ziip_busy_pct + ziip_engines / "
                  "ziip_capacity_engines × 100; itr = total_tps / ((gcp_lpar_engines + Σ lpar_gcp_engines / "
                  "lpar_cp_ratio) / cps × 100) × 100: the rate per 100% of the plan's LPAR of the whole plan's work, "
                  "its part in other LPARs (region groups there) counted in the plan's LPAR's engines; "
                  "gcp_available_busy_pct = gcp_busy_pct × cps / cp_available_engines",
                  _lpar_busy, reads=("lpar_gcp_engines", "lpar_cp_ratio")),
    AggregateStep(("cp_queue_busy_pct", "ziip_queue_busy_pct", "cp_wait_per_ms", "ziip_wait_per_ms",
                   "group_qr_wait_per_ms", "response_cpu_ms", "cp_wait_ms", "ziip_wait_ms", "qr_wait_ms",
                   "response_ms", "response_unloaded_ms"),
                  ("wl_total_ms", "wl_gcp_ms", "wl_ziip_ms", "qr_dispatch_ms", "group_qr_dispatch_busy_pct",
                   "gcp_busy_pct", "existing_cp_busy_pct", "ziip_busy_pct", "existing_ziip_busy_pct", "cps",
                   "ziip_servers", "importance_share", "other_latency_ms", "cp_available_engines",
                   "ziip_available_engines", "link_latency_ms"),
                  "cp_queue_busy_pct = gcp_busy_pct - existing_cp_busy_pct × (1 - importance_share) + (cps - "
                  "cp_available_engines) / cps × 100 (the other LPARs' time on its logical CPs); cp_wait_per_ms "
                  "= C(c, c u) / (c (1 - u)) with c = cps, u = cp_queue_busy_pct / 100 (Erlang C, M/M/c); the same "
                  "for the zIIPs with c = ziip_servers and the zIIP time the other LPARs take; "
                  "group_qr_wait_per_ms = u / (1 - u), u = QR dispatch busy per region / 100 (M/M/1); cp_wait_ms = "
                  "wl_gcp_ms × cp_wait_per_ms (a part in another LPAR: × that LPAR's wait per ms, Erlang C on its "
                  "logical CPs at its busy and the share PR/SM does not give it); ziip_wait_ms = wl_ziip_ms × "
                  "ziip_wait_per_ms; qr_wait_ms = qr_dispatch_ms × the group's QR wait per ms (a routed workload's "
                  "application QR dispatch × its routes' groups' by their shares); response_cpu_ms = "
                  "wl_total_ms; response_ms = response_cpu_ms + cp_wait_ms + ziip_wait_ms + qr_wait_ms + "
                  "other_latency_ms + link_latency_ms; response_unloaded_ms = response_cpu_ms + other_latency_ms + "
                  "link_latency_ms", _response,
                  live=False, reads=("app_qr_ms", "qr_dispatch_per_cpu", "lpar_logical_cps", "lpar_available_cps",
                                     "lpar_busy_pct", "spill_share", "ziip_cp_ratio")),
)

LEAVES = tuple(key for key in QUANTITIES if not any(key in step.outputs for step in STEPS))


def producer(key: str) -> ExprStep | AggregateStep | None:
    """The step that computes ``key``, or None for an input."""
    for step in STEPS:
        if key in step.outputs:
            return step
    return None


def feeding(quantities: set[str]) -> set[str]:
    """The quantities and leaves the given quantities are computed from, themselves included."""
    out, todo = set(quantities), list(quantities)
    while todo:
        step = producer(todo.pop())
        for name in () if step is None else (*step.inputs, *getattr(step, "reads", ())):
            if name not in out:
                out.add(name)
                todo.append(name)
    return out


def run(env: dict[str, np.ndarray], ctx: Context,
        steps: tuple[ExprStep | AggregateStep, ...] = STEPS) -> dict[str, np.ndarray]:
    """Run every step (or ``steps``, in the order of STEPS) on one set of inputs (plain shapes: cells (n, A), totals
    scalars)."""
    ctx.samples = None
    for step in steps:
        env.update(step.run(env, ctx))
    return env


_PLAIN_NDIM = {"cell": 2, "workload": 2, "group": 1, "space": 1, "lpar": 1, "total": 0}


def run_samples(env: dict[str, np.ndarray], ctx: Context, samples: int,
                steps: tuple[ExprStep | AggregateStep, ...] = STEPS,
                spare: dict[str, np.ndarray] | None = None) -> dict[str, np.ndarray]:
    """Run every step on ``samples`` sets of inputs at once.

    An input may be given plain (shared by every sample) or batched with a leading axis of ``samples``:
    cells (S, n, A), per-workload inputs (S, n, 1), totals (S,), groups (S, G). Results come back
    batched: cells (S, n, A), per-workload results (S, n, 1) or (S, n), groups and spaces (S, .),
    totals (S,).

    ``spare``: the results of an earlier run of these steps that nobody reads any more (a solver's last round, which
    no input of this run is): each formula step writes over its own (expr.evaluate_array) rather than make new
    arrays the system hands over page by page.
    """
    batched: dict[str, np.ndarray] = {}
    for key, value in env.items():
        value = np.asarray(value)
        level = QUANTITIES[key].level if key in QUANTITIES else None
        if level is None:
            batched[key] = value
        elif level == "total":
            batched[key] = np.broadcast_to(value.reshape(-1, 1, 1), (samples, 1, 1))
        elif value.ndim == _PLAIN_NDIM[level]:
            batched[key] = np.broadcast_to(value, (samples, *value.shape))
        else:
            batched[key] = value
    ctx.samples = samples
    try:
        for step in steps:
            if spare and isinstance(step, ExprStep):
                batched.update(step.run(batched, ctx, spare.get(step.output)))
            else:
                batched.update(step.run(batched, ctx))
    finally:
        ctx.samples = None
    return {key: (np.asarray(value).reshape(samples) if key in QUANTITIES and QUANTITIES[key].level == "total"
                  else value) for key, value in batched.items()}
