"""Helpers test_scenarios.py and test_scenarios_expert.py share."""

import pytest

from tabletop.engine.errors import IllegalAction
from tests.games.big_two.helpers import C, decl, ids

def key(codes, *decls, transform=False):
    res = C.evaluate(ids(codes), decl(*decls), transform)
    assert isinstance(res, tuple), res
    return res[1]


def cat(codes, *decls):
    res = C.evaluate(ids(codes), decl(*decls))
    return res if isinstance(res, str) else C.CAT_NAMES[res[0]]


def refuse(sc, seat, codes, *decls, match=None):
    before = sc.st.to_json()
    with pytest.raises(IllegalAction, match=match) as e:
        sc.play(seat, codes, *decls)
    assert sc.st.to_json() == before
    return e.value.reason


def _finish(sc, seat, codes, *decls):
    ev = sc.play(seat, codes, *decls)
    assert sc.st.phase in ("round_over", "match_over")
    return next(e for e in ev if e["type"] == "round_over")
