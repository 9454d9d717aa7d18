"""TWEAK's figures for the measuring scripts: the speed its random self-play must keep, the positions where
legal-move generation has the most to enumerate (a 12-card table of 1s and 2s), and what the table sees of
its hidden piles."""

GOAL = ("games/s", 400)
SEEN_TOPS = ("deck",)   # hidden piles whose top card's back the table sees: the target (for scripts/probe_hidden.py)


def worst_cases(game) -> list:
    """(label, state) pairs: legal_actions is timed on each."""
    from tabletop.games.tweak.tables import tables
    T = tables(game)
    nums = list(T.numbers)
    out = []
    for label, table in (("TWEAK, 12 table cards (1s and 2s, twins merged)", [c for c in nums if T.value[c] <= 2][:12]),
                         ("TWEAK, 12 table cards (a 1 and a 2 of every colour)",
                          [c for c in nums if T.value[c] == 1][::2] + [c for c in nums if T.value[c] == 2][::2])):
        hand = [c for c in nums if T.value[c] in (1, 3, 4) and c not in table][:3]
        top = next(c for c in nums if T.back[c] == 10 and c not in table and c not in hand)
        st = game.new_state(1, 2)
        rest = [c for c in range(game.n_cards) if c not in hand and c not in table and c != top]
        st.zones.update(hand=[list(hand), []], table=list(table), deck=[top], box=rest, tdeck=[], blue=[],
                        tzone=[[], []], won=[[], []])
        st.vars.update(mod=1, used=False)
        st.current, st.pending = 0, None
        out.append((label, st))
    return out
