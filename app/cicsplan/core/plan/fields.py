"""Every input field a plan holds: its key, label, unit, allowed range and where its default comes from.

One table serves the loader's messages, the engine's validation, the GUI's column headers
and tooltips, the JSON Schema and the documentation, so they cannot disagree.
"""

from __future__ import annotations

from typing import Any

from cicsplan.core.common.records import dataclass

NUMBER = "number"
INTEGER = "integer"
TEXT = "text"
BOOL = "bool"  # true/false; text yes/no is accepted
INGRESS = "ingress"  # a catalog id


@dataclass(frozen=True)
class FieldSpec:
    key: str
    label: str
    kind: str
    description: str
    unit: str = ""
    min: float | None = None
    max: float | None = None
    required: bool = False
    default: Any = None
    default_source: str = ""
    formula: bool = False  # may hold "=..." over plan variables

    @property
    def range_text(self) -> str:
        if self.min is None and self.max is None:
            return ""
        unit = f" {self.unit}" if self.unit else ""
        if self.max is None:
            return f"{_num(self.min)}{unit} or more"
        return f"{_num(self.min)} to {_num(self.max)}{unit}"

    def tooltip(self) -> str:
        parts = [f"{self.label}: {self.description}"]
        if self.unit:
            parts.append(f"Unit: {self.unit}.")
        if self.range_text:
            parts.append(f"Allowed: {self.range_text}.")
        if self.formula:
            parts.append("A number or a formula over plan variables, e.g. =peak_tps*1.3.")
        if self.default_source:
            parts.append(f"Default: {self.default_source}")
        elif self.required:
            parts.append("Required.")
        return "\n".join(parts)


def _num(value: float | None) -> str:
    if value is None:
        return ""
    return f"{int(value):,}" if float(value).is_integer() else f"{value:g}"


MAX_BYTES = 2**31 - 1

WORKLOAD_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, "A name for the workload, shown in results and reports.", required=True),
    FieldSpec("ingress", "Ingress method", INGRESS,
              "How the work enters CICS: the id of a measured ingress model in the catalog "
              "(cicsplan catalog lists them), or 'none' for application CPU only.", required=True),
    FieldSpec("tps", "Rate", NUMBER, "Business transactions per second arriving by this method at the planned peak.",
              unit="tps", min=0, max=1_000_000, required=True, formula=True),
    FieldSpec("payload_in_bytes", "Payload in", INTEGER, "Bytes of application data sent into CICS per transaction.",
              unit="bytes", min=0, max=MAX_BYTES, formula=True,
              default_source="the ingress method's reference payload (the measured size)."),
    FieldSpec("payload_out_bytes", "Payload out", INTEGER, "Bytes of application data returned per transaction.",
              unit="bytes", min=0, max=MAX_BYTES, formula=True,
              default_source="the ingress method's reference payload (the measured size)."),
    FieldSpec("channel", "Channel", BOOL,
              "The data travels in a channel with containers instead of a COMMAREA (IPIC methods only: ctg-ipic, "
              "dpl-ipic), which lifts the 32 KB COMMAREA limit. The cost is taken as the COMMAREA one: the CICS TG "
              "report found them about the same up to 32 KB.", default=False,
              default_source="a COMMAREA, as measured."),
    FieldSpec("tls", "TLS add-on", TEXT,
              "TLS on an HTTP-based method that was measured without it: 'full' (new connection, full handshake), "
              "'partial' (new connection, session reused), 'pooled' (persistent connection: encryption only). "
              "Empty for none. Composed from the HTTP/HTTPS pairs of the catalog (an assumption for web services).",
              default="", default_source="none."),
    FieldSpec("xml_elements_in", "XML elements in", INTEGER,
              "XML elements in the web-service request (web-service methods only).", unit="elements", min=0,
              max=10_000_000, formula=True, default_source="the method's measured message (1 or 1000)."),
    FieldSpec("xml_elements_out", "XML elements out", INTEGER,
              "XML elements in the web-service response (web-service methods only).", unit="elements", min=0,
              max=10_000_000, formula=True, default_source="the method's measured message (1 or 1000)."),
    FieldSpec("xml_tag_bytes", "XML tag length", NUMBER,
              "Average length of the XML tag names.", unit="bytes", min=1, max=30, formula=True,
              default_source="the assumption 'Tag length in the 1000-element measurement' (15 bytes)."),
    FieldSpec("servers", "Servers", INTEGER,
              "Long-running servers sharing the workload, for single-server methods (iterative sockets server, MQ "
              "trigger FIRST): each server tops out at the measured rate, whatever the CPU speed.",
              unit="servers", min=1, max=100_000, formula=True, default=1, default_source="one server."),
    FieldSpec("app_gcp_ms", "Application CPU", NUMBER,
              "The application's own CPU per transaction in the CICS region that must run on general CPs, on top "
              "of the ingress cost, as measured on the machine 'Application CPU measured on' names (it moves from "
              "there to the plan's machine by the engines' capacity).", unit="ms", min=0, max=100_000, formula=True,
              default_source="none."),
    FieldSpec("app_ziip_ms", "Application zIIP-eligible CPU", NUMBER,
              "The application's zIIP-eligible CPU per transaction (Java, XML parsing, TLS offload: RMF's APPL% IIP "
              "+ IIPCP), as measured; it runs on the plan's zIIPs and spills to the general CPs as they fill, like "
              "the ingress methods' eligible work.", unit="ms", min=0, max=100_000, formula=True,
              default_source="none."),
    FieldSpec("app_qr_ms", "Application QR CPU", NUMBER,
              "The part of the application's CPU that runs on the QR TCB (non-threadsafe commands, "
              "CONCURRENCY(QUASIRENT) programs), per transaction, as measured.", unit="ms", min=0,
              max=100_000, formula=True, default_source="none."),
    FieldSpec("app_qr_share", "Application QR share", NUMBER,
              "The share of the application's CPU (typed in or from its reference) that runs on the QR TCB, "
              "instead of its QR CPU in ms: 1 for a program that only runs on QR (non-threadsafe, "
              "CONCURRENCY(QUASIRENT) with no Db2 or MQ calls), 0 for one that runs on open TCBs.", unit="share",
              min=0, max=1, formula=True,
              default_source="the application reference's documented share (DSW: 1, it 'only executes on the QR "
                             "TCB'), otherwise none."),
    FieldSpec("app_reference", "Application reference", TEXT,
              "A reference application workload from the documents (RTW, DSW per release) whose CICS CPU per "
              "transaction is moved to the plan's machine by LSPR and used as the application CPU.", default="",
              default_source="none."),
    FieldSpec("app_cpu_source", "Application CPU source", TEXT,
              "Where the application CPU per transaction was measured (an RMF report's class and interval, say); "
              "the formula pane shows it beside the figure.", default="", default_source="typed in."),
    FieldSpec("app_machine", "Application CPU measured on", TEXT,
              "The machine the application CPU (application, zIIP-eligible and QR CPU) was measured on, as "
              "type-model (3931-705), with the CPs of its LPAR in the next field. The workbook fills "
              "it with the scenario's machine when you type the CPU, and keeps it when the machine changes, so the "
              "CPU moves to the new machine by the engines' capacity.", default="",
              default_source="the scenario's own machine and CPs: the CPU is on the plan's machine."),
    FieldSpec("app_lpar_cps", "Application CPU LPAR CPs", INTEGER,
              "The CPs of the LPAR the application CPU was measured on (the speed of its CPs, and of its zIIPs at "
              "full speed, is that of the n-way model of these CPs).", unit="engines", min=1, max=256,
              default_source="the machine's own CP count (3931-705: 5), or the scenario's CPs when the machine "
                             "is not given."),
    FieldSpec("uss_process_overhead", "USS process overhead", BOOL,
              "CICS TS V5.5 and later: the application uses USS APIs (sockets) on open TCBs, adding USS process "
              "management per task, half in CICS and half in OMVS.", default=False, default_source="no."),
    FieldSpec("other_latency_ms", "Other latency", NUMBER,
              "Time each transaction spends outside this LPAR's engines and QR TCB that is part of its response time: "
              "the network, Db2 or MQ I/O, a remote region, the client. Added to the response time as given.",
              unit="ms", min=0, max=1_000_000, formula=True,
              default_source="none: CPU and queueing on this LPAR only."),
    FieldSpec("response_target_ms", "Response target", NUMBER,
              "The response time the workload must keep (ms): a limit like the others, with its maximum rate and "
              "headroom, that Size It respects.", unit="ms", min=0.001, max=1_000_000, formula=True,
              default_source="none."),
    FieldSpec("response_target_factor", "Response target (x unloaded)", NUMBER,
              "The response time the workload may reach as a multiple of its unloaded time (its CPU and other "
              "latency with no queueing): 2 lets it double. With a response target in ms too, the lower applies.",
              unit="x", min=1, max=1000, formula=True, default_source="none."),
    FieldSpec("region", "Region group", TEXT,
              "The group of cloned CICS regions that runs this workload; the CICS address space's fixed cost "
              "is counted once per region of the group.", default="CICS",
              default_source="one group named CICS with one region."),
    FieldSpec("notes", "Notes", TEXT, "Free text kept with the workload.", default=""),
)

HARDWARE_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("machine", "Machine", TEXT,
              "The IBM machine as type-capacity setting or type-model, e.g. 2817-779, 2084-332, 3906-M04.",
              default="2817-779", default_source="the ingress measurements' machine (z196 2817-779)."),
    FieldSpec("cps", "LPAR CPs", INTEGER, "General-purpose engines (CPs) of the LPAR.", unit="engines",
              min=1, max=256, default=3, formula=True,
              default_source="the ingress measurements' LPAR (3 dedicated CPs)."),
    FieldSpec("ziips", "LPAR zIIPs", INTEGER, "zIIP engines of the LPAR.", unit="engines",
              min=0, max=256, default=1, formula=True,
              default_source="the ingress measurements' LPAR (1 dedicated zIIP)."),
    FieldSpec("ziip_honor_priority", "zIIP honor priority", BOOL,
              "IIPHONORPRIORITY: YES lets general CPs run zIIP-eligible work when the zIIPs are busy (it spills); "
              "NO keeps it waiting for a zIIP.", default=True,
              default_source="YES, the z/OS default and the Gateway measurements' setting (Tables 16 and 18)."),
    FieldSpec("smt2_ziip", "SMT-2 on zIIPs", BOOL,
              "Simultaneous multithreading (2 threads) on the zIIPs: the pool's capacity grows by the assumption "
              "'SMT-2 zIIP capacity gain'.", default=False, default_source="off."),
    FieldSpec("existing_cp_busy_pct", "Existing CP busy", NUMBER,
              "What already runs on the LPAR's general CPs, from your RMF, as % of all its CPs. When given (above "
              "0), the fixed CPU of shared address spaces (TCP/IP, NET, XCFAS, MQ, CTG, BPXOINIT) is taken to be "
              "inside it and is not added again.", unit="%", min=0, max=100, formula=True,
              default_source="nothing else runs on the LPAR."),
    FieldSpec("existing_ziip_busy_pct", "Existing zIIP busy", NUMBER,
              "What already runs on the LPAR's zIIPs, from your RMF, as % of all its zIIPs.", unit="%", min=0,
              max=100, formula=True, default_source="nothing else runs on the zIIPs."),
    FieldSpec("crypto_coprocessors", "Crypto Express coprocessors", INTEGER,
              "Crypto Express coprocessors that serve this LPAR's full TLS handshakes.", unit="coprocessors",
              min=0, max=64, default=1, formula=True,
              default_source="one, as in the RMF extract of the Ways into CICS Redpaper, Example 4."),
    FieldSpec("existing_card_busy_pct", "Existing card busy", NUMBER,
              "Busy other LPARs already put on the shared coprocessors (RMF cryptographic summary).", unit="%",
              min=0, max=100, default=0, formula=True, default_source="none."),
    FieldSpec("client_stacks", "Client TCP/IP stacks", INTEGER,
              "Client LPARs (TCP/IP stacks) that open the non-persistent connections; each has its own "
              "ephemeral ports.", unit="stacks", min=1, max=1000, default=1, formula=True,
              default_source="one client LPAR, as in the documents."),
    FieldSpec("lpar_name", "LPAR name", TEXT,
              "The plan's LPAR's name on the machine (RMF Partition Data's MVS partition name), shown beside the "
              "other LPARs.", default="", default_source="'this LPAR'."),
    FieldSpec("weight", "LPAR weight", INTEGER,
              "The LPAR's PR/SM weight in the machine's shared CP pool (RMF Partition Data): with the other LPARs "
              "of the machine (Hardware sheet, Other LPARs) it sets the CPs the LPAR is entitled to.", min=1,
              max=999, default_source="not given: with no other LPARs the LPAR owns its CPs; with them, required "
                                      "unless its CPs are dedicated."),
    FieldSpec("ziip_weight", "LPAR zIIP weight", INTEGER,
              "The LPAR's PR/SM weight in the machine's shared zIIP pool.", min=1, max=999,
              default_source="its CP weight."),
    FieldSpec("dedicated", "Dedicated processors", BOOL,
              "The LPAR's CPs and zIIPs are dedicated to it: out of the shared pools, its weight ignored.",
              default=False, default_source="shared (the usual z/OS LPAR)."),
    FieldSpec("initial_capping", "Initial capping", BOOL,
              "Initial (hard) capping: PR/SM never gives the LPAR more than its weight's share of the CP pool, "
              "even when the other LPARs leave CPs unused.", default=False, default_source="no."),
    FieldSpec("absolute_cap_cps", "Absolute capping", NUMBER,
              "Absolute capping: the most CPs' worth the LPAR may use, in processors (2.5 is two and a half CPs).",
              unit="CPs", min=0.01, max=256, formula=True, default_source="none."),
    FieldSpec("absolute_capping", "Absolute capping on", BOOL,
              "Absolute capping is defined for the LPAR (RMF's Partition Data prints that it is, not its value): a "
              "warning until Absolute capping gives its value in CPs.", default=False, default_source="no."),
    FieldSpec("defined_capacity_msu", "Defined capacity", NUMBER,
              "Defined capacity (soft cap): the LPAR's four-hour rolling average MSU may not pass it (WLM caps the "
              "LPAR when it does): a limit on the plan's peak four-hour average; 0 for none.", unit="MSU", min=0,
              max=1_000_000, formula=True, default=0, default_source="none."),
    FieldSpec("machine_cps", "Machine CPs", INTEGER,
              "The machine's physical general CPs: the CP pool the LPARs share. Needed with other LPARs when the "
              "machine is given as a hardware model (3906-M04), which does not say them.", unit="engines", min=1,
              max=256, formula=True, default_source="the software model's CPs (3931-705: 5)."),
    FieldSpec("machine_ziips", "Machine zIIPs", INTEGER,
              "The machine's physical zIIPs: the zIIP pool the LPARs share (RMF Partition Data: number of physical "
              "processors, zIIP).", unit="engines", min=0, max=256, formula=True,
              default_source="not given: the LPAR is taken to own its zIIPs."),
    FieldSpec("target_cp_busy_pct", "Target CP busy", NUMBER,
              "The general-CP busy the plan may reach: the maximum rate and headroom are measured against it.",
              unit="%", min=1, max=100, default=90, formula=True,
              default_source="90%, the level the CICS/MQ scaling runs were driven to (VTAM LU2 vs MQ Adapter "
                             "paper)."),
)

REGION_GROUP_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Region group", TEXT, "Name of the group, used by workloads' region field.", required=True),
    FieldSpec("regions", "Regions", INTEGER, "Cloned CICS regions in the group; work spreads evenly over them.",
              unit="regions", min=1, max=1000, default=1, formula=True, default_source="one region."),
    FieldSpec("lpar", "LPAR", TEXT, "The LPAR the group's regions run in: the plan's LPAR, or one of the other LPARs "
              "(Hardware sheet, Other LPARs) by its name.", default="", default_source="the plan's LPAR."),
)

WORKLOAD = {f.key: f for f in WORKLOAD_FIELDS}
HARDWARE = {f.key: f for f in HARDWARE_FIELDS}
REGION_GROUP = {f.key: f for f in REGION_GROUP_FIELDS}
