"""The developers' tools: scripts run by hand or by CI, and the helpers the tests and the benchmarks share (a
regular package, so a ``scripts`` package some library installs cannot shadow it). Nothing here ships."""
