"""BIG TWO combinations: exhaustive five-card classification, ordering properties, play generation
checked against brute force (dragons included)."""

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.big_two import combos as C
from tests.games.big_two.helpers import decl, ids


# -- classification ----------------------------------------------------------------------------------
@pytest.mark.slow
def test_exhaustive_five_card_classification():
    got = Counter(r and r[0] for r in itertools.starmap(C.classify5, itertools.combinations(range(52), 5)))
    assert sum(got.values()) == 2_598_960
    assert got[C.STRAIGHT_FLUSH] == 40
    assert got[C.FOUR] == 624
    assert got[C.FULL_HOUSE] == 3_744
    assert got[C.FLUSH] == 5_108
    assert got[C.STRAIGHT] == 10_200


def test_classify_agrees_with_evaluate():
    rng = random.Random(3)
    for _ in range(3000):
        cards = tuple(sorted(rng.sample(range(52), 5)))
        r = C.classify5(*cards)
        e = C.evaluate(cards)
        assert (r is None) == isinstance(e, str)
        if r is not None:
            assert e[0] == r[0]


def test_straights_are_the_ten_of_the_rulebook():
    got = [{C.RANK_NAMES[r] for r in w} for w in C.WIN_DESC]  # weakest first
    want = ["3 4 5 6 7", "4 5 6 7 8", "5 6 7 8 9", "6 7 8 9 10", "7 8 9 10 J", "8 9 10 J Q",
            "9 10 J Q K", "10 J Q K A", "2 3 4 5 6", "A 2 3 4 5"]
    assert got == [set(w.split()) for w in want]


def test_evaluate_refusals():
    assert "same rank" in C.evaluate(ids(["3g", "4g"]))
    assert "Declare what each dragon" in C.evaluate(ids(["3g", "DB"]))
    assert "cannot stand for a card that is already" in C.evaluate(ids(["3g", "DB"]), decl("3g"))
    assert "not a card a dragon can stand for" in C.evaluate(ids(["3g", "DB"]), (("3", "blue"),))
    assert "not a card a dragon can stand for" in C.evaluate(ids(["3g", "DB"]), ([["x"]],))
    assert "no dragon declaration" in C.evaluate(ids(["DB"]), decl("3g"))
    assert "Four cards" in C.evaluate(ids(["3g", "3y", "3r", "3p"]))


def test_dragon_keys():
    assert C.evaluate(ids(["DB"]))[1] > C.evaluate(ids(["2p"]))[1]
    assert C.evaluate(ids(["DC"]))[1] > C.evaluate(ids(["DB"]))[1]
    assert C.evaluate(ids(["DC"]), (), True)[1] < C.evaluate(ids(["3g"]), (), True)[1]
    # a dragon in a straight: rank from the declaration, tie from the natural cards only (RES-14)
    a = C.evaluate(ids(["3g", "4y", "5r", "6p", "DB"]), decl("7p"))
    b = C.evaluate(ids(["3y", "4r", "5p", "6g", "7g"]))
    assert a[0] == b[0] == C.STRAIGHT and a[1] < b[1]  # 6p vs 7g strongest natural: 7g wins
    # an all-dragon pair ties with the natural pairs of its rank: neither beats the other (RES-14)
    dd = C.evaluate(ids(["DB", "DC"]), decl("9g", "9y"))[1]
    nat = C.evaluate(ids(["9r", "9p"]))[1]
    assert dd < nat and C.beat_key(ids(["DB", "DC"]), dd) > nat
    assert C.beat_key(ids(["DB", "DC"]), dd) < C.evaluate(ids(["10g", "10y"]))[1]
    assert C.beat_key(ids(["9r", "9p"]), nat) == nat
    # four + one: the kicker never matters
    assert C.evaluate(ids(["9g", "9y", "9r", "DB", "3g"]), decl("9p"))[1] == C.evaluate(
        ids(["9g", "9y", "9r", "DB", "2p"]), decl("9p"))[1]


def test_holds_bomb():
    def hb(codes):
        return C.holds_bomb(list(ids(codes)))
    assert hb(["9g", "9y", "9r", "9p", "3g"])
    assert not hb(["9g", "9y", "9r", "9p"])
    assert hb(["3y", "4y", "5y", "6y", "7y", "2p"])
    assert not hb(["Jy", "Qy", "Ky", "Ay", "2y"])  # a flush, not a straight
    assert hb(["9g", "9y", "DB", "DC", "3g"]) and hb(["3y", "4y", "6y", "7y", "DB"])
    assert not hb(["9g", "9y", "DB", "3g", "4r"])


# -- ordering properties -------------------------------------------------------------------------------
def _ref(cat, cards):
    """The spec's §4.2 comparison, written independently of the keys."""
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    top = max(cards)
    if cat in (C.SINGLE, C.PAIR, C.TRIPLE):
        return ranks[0], top & 3
    if cat in (C.STRAIGHT, C.STRAIGHT_FLUSH, C.FLUSH):
        return tuple(ranks), top & 3
    counts = Counter(c >> 2 for c in cards)
    return (max(counts, key=counts.get),)


@st.composite
def natural_play(draw, cat):
    rank = st.integers(0, 12)
    if cat in (C.SINGLE, C.PAIR, C.TRIPLE):
        r = draw(rank)
        suits = draw(st.lists(st.integers(0, 3), min_size=cat + 1, max_size=cat + 1, unique=True))
        return tuple(sorted(4 * r + s for s in suits))
    if cat in (C.STRAIGHT, C.STRAIGHT_FLUSH):
        w = C.WIN_DESC[draw(st.integers(0, 9))]
        if cat == C.STRAIGHT_FLUSH:
            s = draw(st.integers(0, 3))
            suits = [s] * 5
        else:
            suits = draw(st.lists(st.integers(0, 3), min_size=5, max_size=5).filter(lambda x: len(set(x)) > 1))
        return tuple(sorted(4 * r + s for r, s in zip(w, suits)))
    if cat == C.FLUSH:
        rs = draw(st.lists(st.integers(0, 12), min_size=5, max_size=5, unique=True).filter(
            lambda x: sum(1 << r for r in x) not in C.STRAIGHT_OF_MASK))
        s = draw(st.integers(0, 3))
        return tuple(sorted(4 * r + s for r in rs))
    main = draw(rank)
    other = draw(rank.filter(lambda r: r != main))
    if cat == C.FOUR:
        return tuple(sorted([4 * main + s for s in range(4)] + [4 * other + draw(st.integers(0, 3))]))
    ts = draw(st.lists(st.integers(0, 3), min_size=3, max_size=3, unique=True))
    ps = draw(st.lists(st.integers(0, 3), min_size=2, max_size=2, unique=True))
    return tuple(sorted([4 * main + s for s in ts] + [4 * other + s for s in ps]))


@settings(max_examples=300, deadline=None)
@given(st.data(), st.integers(0, 7))
def test_order_within_a_type_is_the_spec_order(data, cat):
    plays = [data.draw(natural_play(cat)) for _ in range(3)]
    keys = []
    for p in plays:
        got = C.evaluate(p)
        assert got[0] == cat, (p, got)
        keys.append(got[1])
        assert not got[1] > got[1]
    for (a, ka), (b, kb) in itertools.combinations(zip(plays, keys), 2):
        if a == b:
            continue
        assert (ka > kb) == (_ref(cat, a) > _ref(cat, b)) or _ref(cat, a) == _ref(cat, b)
        if not set(a) & set(b):  # two plays that can meet in one trick are never tied
            assert ka != kb and _ref(cat, a) != _ref(cat, b)
            assert (ka > kb) == (_ref(cat, a) > _ref(cat, b))


@settings(max_examples=200, deadline=None)
@given(st.data(), st.integers(3, 7), st.integers(3, 7))
def test_five_card_categories_order(data, c1, c2):
    a, b = data.draw(natural_play(c1)), data.draw(natural_play(c2))
    if c1 != c2:
        assert (C.evaluate(a)[1] > C.evaluate(b)[1]) == (c1 > c2)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 12), st.lists(st.integers(0, 3), min_size=2, max_size=2, unique=True))
def test_dragon_pair_tie_compares_natural_cards(r, suits):
    s1, s2 = suits
    free = [s for s in range(4) if s not in suits]
    a = C.evaluate((4 * r + s1, C.DB), (C.DECL[4 * r + free[0]],))
    b = C.evaluate((4 * r + s2, C.DC), (C.DECL[4 * r + free[1]],))
    assert a[0] == b[0] == C.PAIR and (a[1] > b[1]) == (s1 > s2)


# -- generation against brute force --------------------------------------------------------------------
def brute_lead(hand, transform=False):
    """Every (cards, key) a hand can play, from all subsets and all declarations."""
    out = set()
    for n in (1, 2, 3, 5):
        for cards in itertools.combinations(hand, n):
            nd = sum(c >= 52 for c in cards)
            for decls in ([()] if n == 1 or nd == 0 else itertools.product(C.DECL, repeat=nd)):
                r = C.evaluate(cards, decls, transform)
                if isinstance(r, tuple):
                    out.add((cards, r[1]))
    return out


def generated(hand, top_size=0, top_key=0, bombs=False, transform=False):
    found = C.plays(hand, top_size, top_key, bombs, transform)
    keys = []
    for cards, decls in found:
        assert list(cards) == sorted(set(cards))
        r = C.evaluate(cards, decls, transform)
        assert isinstance(r, tuple), (cards, decls, r)
        keys.append((cards, r[1]))
    assert len(set(keys)) == len(keys), "a play listed twice"
    return keys


def random_hand(rng, size, dragons):
    deck = list(range(52))
    rng.shuffle(deck)
    drs = [52, 53] if dragons == 2 else [rng.choice([52, 53])] if dragons else []
    return sorted(deck[:size - dragons] + drs)


@pytest.mark.parametrize("dragons", [0, 1, 2])
def test_lead_generation_matches_brute_force(dragons):
    rng = random.Random(10 + dragons)
    for _ in range(8 if dragons == 2 else 14):
        hand = random_hand(rng, rng.choice([7, 8, 9]), dragons)
        for transform in (False, True):
            assert set(generated(hand, transform=transform)) == brute_lead(hand, transform), hand


def test_lead_generation_on_rich_hands_matches_brute_force():
    for codes in (["9g", "9y", "9r", "9p", "10g", "10y", "10r", "Jg", "DB"],
                  ["3g", "4g", "5g", "6g", "7g", "8g", "DB", "DC"],
                  ["Ag", "2g", "3g", "4g", "5y", "Ay", "DC", "Kg"],
                  ["7g", "7y", "7r", "3g", "3y", "DB", "DC"]):
        hand = list(ids(codes))
        assert set(generated(hand)) == brute_lead(hand), codes


def _expected_follow(lead, top_size, top_key, bombs, transform):
    out = set()
    for cards, k in lead:
        n = len(cards)
        cat = C.evaluate(cards, (), transform)[0] if n == 1 else None
        if n == 5:
            cat = next(c for c in range(3, 8) if C.BASE[c][0] <= k < (C.BASE[c + 1][0] if c < 7 else 1 << 80))
        if (n == top_size and k > top_key or bombs and top_size < 5 and cat in C.BOMBS
                or transform and top_size == 1 and n == 1 and cards[0] >= 52):
            out.add((cards, k))
    return out


@pytest.mark.parametrize("dragons", [0, 1, 2])
def test_follow_generation_is_the_lead_list_filtered(dragons):
    rng = random.Random(40 + dragons)
    for i in range(60):
        hand = random_hand(rng, 13, dragons)
        other = [c for c in range(54) if c not in hand]
        rng.shuffle(other)
        tops = generated(sorted(other[:13]))
        for bombs, transform in ((False, False), (True, False), (True, True)):
            lead = generated(hand, transform=transform)
            for cards, k in rng.sample(tops, min(6, len(tops))):
                if len(cards) == 1 and cards[0] >= 52:
                    k = C.evaluate(cards, (), transform)[1]
                got = set(generated(hand, len(cards), k, bombs, transform))
                assert got == _expected_follow(lead, len(cards), k, bombs, transform)


def test_fast_natural_path_equals_general_path():
    rng = random.Random(7)
    for _ in range(150):
        hand = random_hand(rng, rng.choice([13, 17]), 0)
        B, S, D = C.split(hand)
        lo = rng.choice([C.LEAD, C.BASE[C.FLUSH][rng.randrange(13)], C.BASE[C.FULL_HOUSE][rng.randrange(13)]])
        fast, slow = [], []
        C.fives_natural(B, S, hand, lo, C.ALL_FIVES, fast)
        C._straights_wild(B, D, 0, lo, C.ALL_FIVES, slow)
        C._flushes_wild(S, D, 0, lo, slow)
        C._full_houses_wild(B, D, 0, lo, slow)
        C._fours_wild(B, D, 0, hand, lo, slow)
        assert sorted(fast) == sorted(slow)


def test_dragon_generation_does_not_blow_up():
    rng = random.Random(5)
    worst = 0
    for _ in range(100):
        hand = random_hand(rng, 17, 2)
        worst = max(worst, len(generated(hand)))
    assert worst < 5000  # measured: at most 3,455 distinct plays (a 17-card hand with 7 purples)


# -- five-card plays of whole 13-card hands, dragons included, against brute force --------------------
def brute_fives(hand):
    """Every (cards, key) five-card play of `hand`: all 5-subsets, each dragon declared as all 52 cards."""
    out = set()
    for cards in itertools.combinations(hand, 5):
        nd = sum(c >= 52 for c in cards)
        for decls in ([()] if nd == 0 else itertools.product(C.DECL, repeat=nd)):
            r = C.evaluate(cards, decls)
            if isinstance(r, tuple):
                out.add((cards, r[1]))
    return out


RICH_13 = [["3p", "4p", "5p", "6p", "7p", "8p", "9p", "10p", "Jp", "Qp", "Kp", "DB", "DC"],  # most plays
           ["9g", "9y", "9r", "9p", "10g", "10y", "10r", "10p", "Jg", "Jy", "Jr", "DB", "DC"],
           ["Ag", "2g", "3g", "4g", "5g", "6y", "10r", "Jr", "Qr", "Kr", "Ay", "2p", "DC"]]


@pytest.mark.parametrize("codes", RICH_13)
def test_thirteen_card_fives_with_dragons_match_brute_force(codes):
    hand = list(ids(codes))
    got = {p for p in generated(hand) if len(p[0]) == 5}
    assert got == brute_fives(hand)


@pytest.mark.slow
def test_many_thirteen_card_fives_match_brute_force():
    rng = random.Random(99)
    for i in range(24):
        hand = random_hand(rng, 13, i % 3)
        assert {p for p in generated(hand) if len(p[0]) == 5} == brute_fives(hand), hand


def test_worst_thirteen_card_hand_stays_small():
    """Eleven cards of one colour and both dragons: the most five-card plays a 13-card hand has."""
    hand = list(ids(RICH_13[0]))
    for lo in (C.LEAD, C.BASE[C.FLUSH][0], C.BASE[C.FOUR][0]):
        n = len(C.plays(hand, 5 if lo != C.LEAD else 0, lo, True, False))
        assert n < 20_000   # its time is in scripts/bench_engine.py (a test asserts no wall-clock time)


# -- category extremes (spec §8.7 "any flush") -----------------------------------------------------------
def test_weakest_of_each_five_card_category_beats_the_strongest_below():
    weakest = {C.FLUSH: ["3g", "4g", "5g", "6g", "8g"], C.FULL_HOUSE: ["3g", "3y", "3r", "4g", "4y"],
               C.FOUR: ["3g", "3y", "3r", "3p", "4g"], C.STRAIGHT_FLUSH: ["3g", "4g", "5g", "6g", "7g"]}
    strongest = {C.STRAIGHT: ["Ap", "2p", "3p", "4p", "5r"], C.FLUSH: ["2p", "Ap", "Kp", "Qp", "10p"],
                 C.FULL_HOUSE: ["2g", "2y", "2r", "Ap", "Ar"], C.FOUR: ["2g", "2y", "2r", "2p", "Ap"]}
    for cat in (C.FLUSH, C.FULL_HOUSE, C.FOUR, C.STRAIGHT_FLUSH):
        lo, hi = C.evaluate(ids(weakest[cat])), C.evaluate(ids(strongest[cat - 1]))
        assert (lo[0], hi[0]) == (cat, cat - 1) and lo[1] > hi[1]


# -- the "beats" relation with dragons: a strict order between plays that can meet in one trick -----------
def _beats(a, b):
    """Whether play a (cards, key) may follow play b of the same size (no bombs, no stage 5)."""
    return a[1] > C.beat_key(b[0], b[1])


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([1, 2, 3, 5]))
def test_beats_is_a_strict_order_with_dragons(rnd, size):
    deck = list(range(54))
    rnd.shuffle(deck)
    hands = [sorted(deck[i * 13:(i + 1) * 13]) for i in range(3)]
    picks = []
    for h in hands:
        ps = [p for p in generated(h) if len(p[0]) == size]
        if ps:
            picks.append(rnd.choice(ps))
    for a, b in itertools.permutations(picks, 2):
        assert not (_beats(a, b) and _beats(b, a))
        if a[1] // C.P4 == b[1] // C.P4 and size > 1 and (a[0][0] >= 52 or b[0][0] >= 52):
            continue  # RES-14: an all-dragon pair ties with the natural pairs of its rank
        assert _beats(a, b) or _beats(b, a), (a, b)
    for a, b, c in itertools.permutations(picks, 3):
        if _beats(a, b) and _beats(b, c):
            assert _beats(a, c)
