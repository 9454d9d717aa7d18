"""The per-move checks every game's random playout test makes."""

import pytest

from tabletop.engine.errors import IllegalAction
from tabletop.engine.state import State


def checked_legal(G, st, n: int, candidates, check_view, probe_every: int, state_every: int) -> list:
    """The legal actions before move `n`, after the checks: the game is never stuck and lists no action
    twice; every `probe_every` moves (0: never) each of `candidates(st)` that is not legal is refused with a
    reason and changes nothing (or, if the game's `equivalent` hook names it another way to write a listed
    action, does exactly what that action does); every `state_every` moves the state survives JSON and `check_view` passes
    for seat n % players."""
    legal = G.legal_actions(st)
    assert legal and len(set(legal)) == len(legal), (st.seed, n, st.vars)
    if probe_every and n % probe_every == 0:
        eq = G.hooks.get("equivalent")
        for a in candidates(st):
            if a not in legal:
                alt = eq(G, st, a) if eq is not None else None
                if alt is not None and alt in legal:   # another way to name a listed action: it is that action
                    x, y = st.clone(), st.clone()
                    assert G.apply(x, a) == G.apply(y, alt) and x == y
                    continue
                before = st.to_json()
                with pytest.raises(IllegalAction) as e:
                    G.apply(st, a)
                assert e.value.reason and st.to_json() == before
    if n % state_every == 0:
        assert State.from_json(st.to_json()) == st
        check_view(st, n % st.players)
    return legal


def my_move(game):
    """A position predicate: seat 0 to move alone with a real choice of cards, a few moves into the round (a
    choice of at least three moves made with cards: the table's CARD_MOVES and PICK_KINDS)."""
    from tabletop.ui.table.contract import table_of
    ui = table_of(game)
    kinds = set(ui.CARD_MOVES) | set(ui.PICK_KINDS)

    def ok(s) -> bool:
        legal = s.legal(0)
        return (s.st.pending is None and legal == s.legal() and len(s.actions) >= 10
                and sum(a.kind in kinds for a in legal) >= 3)
    return ok
