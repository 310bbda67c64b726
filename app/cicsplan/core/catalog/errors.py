"""The one error of the catalog room, kept apart from the loader (catalog.py) so that a command can catch it
without importing the loader and numpy: the list of the built-in catalog reads the data cache (listing.py)."""


class CatalogError(ValueError):
    """One or more catalog files are broken; ``problems`` lists (file, field, reason)."""

    def __init__(self, problems: list[tuple[str, str, str]]):
        self.problems = problems
        lines = [f"{file}: {where}: {reason}" for file, where, reason in problems]
        super().__init__("the model catalog has errors:\n  " + "\n  ".join(lines))
