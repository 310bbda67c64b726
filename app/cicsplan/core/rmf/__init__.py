"""RMF Postprocessor reports as planners have them: the CPU Activity report (the machine, the LPAR's logical CPs
and zIIPs and their busy), the Partition Data report (every LPAR on the machine with its weight, logical
processors, busy and capping) and the Workload Activity report (per service or report class: transactions ended,
response time, APPL % of CPs and zIIPs), in the Postprocessor's XML ("ddsml") and text layouts, one or several
intervals. Readers only: what becomes a plan is core.analysis's business. May use core.common only.
"""
