"""Seat names: one cleaning for every way a name comes in (the settings' remembered tables, a saved game,
typing in the set-up's name field, a paste into it)."""

from __future__ import annotations


def clean_name(value, max_len: int, trim: bool = True) -> str:
    """`value` as a name a screen can draw: without NUL, other control or format characters, line
    breaks and lone surrogates (any character str.isprintable refuses, the plain space excepted), at most
    `max_len` characters, and with `trim` without spaces at either end. Not a string: "".

    A NUL or a lone surrogate in a remembered seat name crashed the set-up screen every time it opened
    (the font refuses both). Reads only as far as it needs: a name of millions of characters costs
    `max_len` kept characters, not a copy of the whole."""
    if not isinstance(value, str):
        return ""
    out: list[str] = []
    for ch in value:
        if not ch.isprintable():
            continue
        if trim and not out and ch.isspace():
            continue
        out.append(ch)
        if len(out) >= max_len:
            break
    text = "".join(out)
    return text.rstrip() if trim else text
