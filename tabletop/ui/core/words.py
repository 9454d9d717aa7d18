"""Words the screens share, each a message in the player's language: lists of names, AI levels, switches.

A list of names ("Ann, Ben and Cy") is joined with the language's own words (a message for the last
pair and one for the separator), never with English "and"; a level or a switch is worded from a table
marked with N_ and translated when shown.
"""

from __future__ import annotations

from tabletop.i18n import N_, t, tc


def separator() -> str:
    """What separates the items of a list ("Ann, Ben"): ", " in English (i18n.joined joins with it)."""
    return tc("list separator", ", ")


def listed(names: list[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy": the names joined as the language joins them."""
    names = list(names)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return t("{a} and {b}", a=separator().join(names[:-1]), b=names[-1])


LEVEL_AI = {"easy": N_("Easy AI"), "normal": N_("Normal AI"), "hard": N_("Hard AI")}   # the levels a table offers


def level(lv: str) -> str:
    """An AI level as the set-up offers it ("Normal"; a context of its own: "Normal" is a word of the games too)."""
    words = {"easy": tc("AI level", "Easy"), "normal": tc("AI level", "Normal"), "hard": tc("AI level", "Hard")}
    return words.get(lv) or lv.capitalize()


def level_ai(lv: str) -> str:
    """An AI seat with its level, as its plate says it ("Normal AI")."""
    return t(LEVEL_AI[lv]) if lv in LEVEL_AI else t("{level} AI", level=lv.capitalize())


def switch(on: bool) -> str:
    """An on/off choice's value."""
    return tc("option value", "on") if on else tc("option value", "off")


def switches() -> list:
    """The values of an on/off choice, off first, as (value, words)."""
    return [(False, switch(False)), (True, switch(True))]


def config_text(text):
    """A text of a game config (its name, description, an option's label or words) in the player's
    language: a message of the game's catalogue, found as the catalogue tool wrote it (a text on several
    lines as one line)."""
    if not isinstance(text, str) or not text:
        return text
    return t(" ".join(text.split()) if "\n" in text else text)
