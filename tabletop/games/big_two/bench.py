"""BIG TWO's figures for scripts/bench_engine.py: the speed its random self-play must keep, and the richest
hand for legal-move generation (eleven purples and both dragons: 1462 lead plays)."""

GOAL = ("games/s", 650)
# scripts/bench_render.py: a human's turn with the richest dealt hand (1,462 lead plays to light and pick)
RENDER_TURNS = [({"stage1_mighty_two": True, "stage2_dragons": True, "stage3_bombs": True,
                  "stage5_transforming_dragon": True}, 2921, "expert stages 1-3 and 5, a rich dealt hand")]


def worst_cases(game) -> list:
    """(label, state) pairs: legal_actions is timed on each."""
    st = game.new_state(2921, 4, {"stage1_mighty_two": True, "stage2_dragons": True, "stage3_bombs": True,
                                  "stage5_transforming_dragon": True})
    hand = [4 * r + 3 for r in range(11)] + [52, 53]   # eleven purples and both dragons
    p = st.current
    others = [c for c in range(game.n_cards) if c not in hand]
    hands = st.zones["hand"]
    sizes = [len(h) for h in hands]
    for s in range(st.players):
        if s == p:
            hands[s] = list(hand)
        else:
            hands[s], others = others[:sizes[s]], others[sizes[s]:]
    st.zones["aside"] = others
    st.pending, st.vars["top"], st.vars["must"] = None, None, -1
    return [("BIG TWO, 11 purples + 2 dragons, on a lead", st)]
