"""What every room of the core may use: reading and writing users' files safely, and user text as reports
show it. Uses nothing else of cicsplan."""
