"""The new-user trial's plan (2026-11-27), for the tests of what the trial found in the reports."""

# the trial's plan: a 3931-710 shared by three LPARs with weights 500/300/200; SOAP and CTG spill zIIP work, so the
# CP limits are static; a response-time target
TRIAL = {
    "format": "cicsplan", "version": 1, "name": "trial",
    "hardware": {"machine": "3931-710", "cps": 6, "ziips": 2, "lpar_name": "CICSPROD", "weight": 500,
                 "existing_cp_busy_pct": 20,
                 "partitions": [{"name": "PRODB", "logical_cps": 4, "weight": 300, "busy_pct": 60, "logical_ziips": 0},
                                {"name": "TESTC", "logical_cps": 3, "weight": 200, "busy_pct": 40}]},
    "workloads": [
        {"name": "Terminals 3270", "ingress": "3270", "region": "TOR", "tps": 400, "app_gcp_ms": 0.6,
         "app_machine": "3931-710", "app_lpar_cps": 6},
        {"name": "Partner SOAP service", "ingress": "ws-soap", "region": "WSR", "tps": 1200,
         "payload_in_bytes": 4096, "payload_out_bytes": 8192, "xml_elements_in": 100, "xml_elements_out": 200,
         "app_gcp_ms": 1.5, "app_machine": "3931-710", "app_lpar_cps": 6, "response_target_ms": 5},
        {"name": "Branch CTG IPIC", "ingress": "ctg-ipic", "region": "AOR", "tps": 800, "app_gcp_ms": 0.8,
         "app_machine": "3931-710", "app_lpar_cps": 6},
        {"name": "MQ requests", "ingress": "mq-trigger-every", "region": "AOR", "tps": 300, "app_gcp_ms": 0.9,
         "app_machine": "3931-710", "app_lpar_cps": 6},
    ]}

# trial 3's plan (2026-11-27): a 3931-708 shared by PROD1 (the plan's), PROD2 and TEST; CTG routed 50/50 to AOR1 and
# AOR2 (in PROD2) over IPIC, SOAP by free capacity. The TOR's QR TCB CPU binds at 9,169 tps, a static limit row
ROUTED = {
    "format": "cicsplan", "version": 1, "name": "routed",
    "hardware": {"machine": "3931-708", "cps": 6, "ziips": 0, "lpar_name": "PROD1", "weight": 500,
                 "partitions": [{"name": "PROD2", "logical_cps": 4, "weight": 300, "busy_pct": 40},
                                {"name": "TEST", "logical_cps": 2, "weight": 200, "busy_pct": 20}]},
    "workloads": [
        {"name": "3270 terminals", "ingress": "3270", "region": "TOR", "tps": 400},
        {"name": "CICS TG ECI", "ingress": "ctg-ipic", "region": "TOR", "tps": 250,
         "routing": [{"group": "AOR1", "share_pct": 50, "link": "ipic"},
                     {"group": "AOR2", "share_pct": 50, "link": "ipic"}]},
        {"name": "SOAP service", "ingress": "ws-soap", "region": "TOR", "tps": 80, "response_target_ms": 200,
         "routing": [{"group": "AOR1", "share_pct": "free"}, {"group": "AOR2", "share_pct": "free"}]},
    ],
    "region_groups": [{"name": "TOR", "regions": 1}, {"name": "AOR1", "regions": 1},
                      {"name": "AOR2", "regions": 1, "lpar": "PROD2"}]}

# trial 3's plan with its second scenario: AOR2 moved home to PROD1 (the CPU per transaction does not change)
ROUTED_SCENARIOS = {
    "format": "cicsplan", "version": 1, "name": "routed",
    "scenarios": [
        {"name": "Base", **{k: ROUTED[k] for k in ("hardware", "workloads", "region_groups")}},
        {"name": "AOR2 in PROD1", "hardware": ROUTED["hardware"], "workloads": ROUTED["workloads"],
         "region_groups": [{"name": "TOR", "regions": 1}, {"name": "AOR1", "regions": 1},
                           {"name": "AOR2", "regions": 1}]}]}
