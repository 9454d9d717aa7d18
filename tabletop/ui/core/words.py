"""Words the screens share, each a message in the player's language: lists of names, AI levels, switches.

A list of names ("Ann, Ben and Cy") is joined with the language's own words (a message for the last
pair and one for the separator), never with English "and"; a level or a switch is worded from a table
marked with N_ and translated when shown.
"""

from __future__ import annotations

from tabletop.i18n import N_, t, tc


def separator() -> str:
    """What separates the items of a list ("Ann, Ben"): ", " in English."""
    return tc("list separator", ", ")


def listed(names: list[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy": the names joined as the language joins them."""
    names = list(names)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return t("{a} and {b}", a=separator().join(names[:-1]), b=names[-1])


LEVELS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
LEVEL_AI = {"random": N_("Random AI"), "easy": N_("Easy AI"), "normal": N_("Normal AI"), "hard": N_("Hard AI")}


def level(lv: str) -> str:
    """An AI level as the set-up offers it ("Normal")."""
    return t(LEVELS[lv]) if lv in LEVELS else lv.capitalize()


def level_ai(lv: str) -> str:
    """An AI seat with its level, as its plate says it ("Normal AI")."""
    return t(LEVEL_AI[lv]) if lv in LEVEL_AI else t("{level} AI", level=lv.capitalize())


def switch(on: bool) -> str:
    """An on/off choice's value."""
    return tc("option value", "on") if on else tc("option value", "off")


def switches() -> list:
    """The values of an on/off choice, off first, as (value, words)."""
    return [(False, switch(False)), (True, switch(True))]
