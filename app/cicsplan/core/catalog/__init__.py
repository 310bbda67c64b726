"""The catalog of measured ingress methods: the documents and their tables, address spaces, named
assumptions, the cost derivation and fit, their checks, and the user's custom models. May use
core.hardware (a measurement's machine) and core.common."""
