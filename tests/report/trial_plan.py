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
