"""cicsplan: capacity planning for IBM CICS on IBM Z."""

__version__ = "0.1.0"
