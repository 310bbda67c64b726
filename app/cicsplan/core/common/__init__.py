"""What every room of the core may use: reading and writing users' files safely, user text as reports show it,
cicsplan's own shipped data files read once and kept in a cache between runs, and the records
(``records.dataclass``) every room makes. Uses nothing else of cicsplan but its version and where its data folders
are (``cicsplan.paths``)."""
