"""ginbot: Gin Rummy matches on Discord."""

__version__ = "0.1.0"
