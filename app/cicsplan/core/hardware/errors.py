"""The one error of the hardware room: a machine, a capacity figure or a capacity file cannot be used."""


class MachineError(ValueError):
    """A machine designation or capacity figure cannot be used; the message says why and what to do."""
