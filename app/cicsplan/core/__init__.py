"""The domain core: no Qt, no GUI. Rooms, from the bottom up (each uses only the rooms below it):

- ``common``: users' files read and written safely; user text as reports show it;
- ``plan``, ``hardware``, ``rmf``: the plan and its file; machines and their capacity; RMF reports as read;
- ``catalog``: the measured ingress methods and their costs (uses ``hardware``);
- ``model``: the calculation of a plan (the engine's pipeline, limits, explanations);
- ``analysis``: ranges, comparison, scalability, calibration.

``pyproject.toml`` states these layers as import-linter contracts, checked with the tests.
"""
