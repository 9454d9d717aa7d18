"""tabletop: a desktop card table for UNO FLEX, BIG TWO, TWEAK and TOWAI."""

__version__ = "0.1.0"
