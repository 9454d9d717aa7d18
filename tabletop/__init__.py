"""tabletop: a desktop card table for published card games, each a config and one folder of hooks."""

__version__ = "0.1.0"
