"""The calculation: the plan's inputs resolved, hardware speeds, coefficients, message shape, the one
description of the calculation, the engine's pipeline, limits and sweeps, explanations and the result object.
May use core.plan, core.catalog, core.hardware and core.common."""
