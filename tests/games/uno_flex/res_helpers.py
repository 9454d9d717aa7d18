"""Helpers test_res.py and test_res_draw_four.py share."""


def plays(sc, seat=None):
    return {a.args for a in sc.g.legal_actions(sc.st, seat) if a.kind == "play"}


def sizes(sc):
    return [len(h) for h in sc.st.zones["hand"]]
