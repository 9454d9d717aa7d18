"""BIG TWO combinations: card codes, comparison keys, the five-card classifier and play generation.

Natural card id = 4 * rank + suit (rank 0 = "3" ... 12 = "2"; suit 0 = green ... 3 = purple), so a
bigger id is a stronger single. 52 is the black-and-white dragon, 53 the colour dragon. A play is
(cards, declarations): its card ids sorted, and for each dragon of a multi-card play (in id order) the
natural card it stands for, as (rank name, suit name). Every play has one integer key; between plays
of the same size a bigger key is stronger. Key = category, then a primary value (the rank, straight
or flush ranks), then the natural cards strongest first (of the triple / the four only, for a full
house / four + one), then which dragons (RES-1 to RES-4, RES-14).
Pure functions over ints and tuples; every table here is built once at import and never changed.
"""

from __future__ import annotations

from itertools import combinations, product

from tabletop.i18n import N_, t

RANK_NAMES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SUIT_NAMES = ("green", "yellow", "red", "purple")
NATURALS = 52
DB, DC = 52, 53  # black-and-white (mono) dragon, colour dragon
DSCORE = (1, 2)  # by dragon id - 52: the colour dragon wins a tie the natural cards leave open

SINGLE, PAIR, TRIPLE, STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH = range(8)
# the combinations' names: kept in English in the state and the events, shown through t()
CAT_NAMES = (N_("single"), N_("pair"), N_("triple"), N_("straight"), N_("flush"), N_("full house"), N_("four + one"),
             N_("straight flush"))
CAT_SIZE = (1, 2, 3, 5, 5, 5, 5, 5)
BOMBS = frozenset((FOUR, STRAIGHT_FLUSH))
ALL_FIVES = frozenset((STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH))
GROUPED = frozenset((FULL_HOUSE, FOUR))  # ties look only at the natural cards of the triple / the four

PRIM = 13 ** 5  # primary values stay below this (a flush's five ranks in base 13)
TIE = 53 ** 5   # natural cards strongest first, each as id + 1 in base 53 (0 = no card)
W = (53 ** 4, 53 ** 3, 53 ** 2, 53, 1)
P4 = TIE * 4
LEAD = -2            # below every key: on a lead anything goes
TRANSFORM_KEY = -1   # a stage 5 single dragon: every natural single beats it


def make_key(cat: int, primary: int, tie: int = 0, dscore: int = 0) -> int:
    """The comparison key of a play: category, primary value, natural-card tie-break, dragons."""
    return ((cat * PRIM + primary) * TIE + tie) * 4 + dscore


def tie_of(nats) -> int:
    """The tie-break value of some natural cards: compared strongest first (RES-3, RES-14)."""
    t = 0
    for i, c in enumerate(sorted(nats, reverse=True)):
        t += (c + 1) * W[i]
    return t


def _windows():
    """The 10 straights (rank cycle A-2-3-...-K-A, RES-2), weakest first, each ranks descending."""
    cycle = (11, 12) + tuple(range(12))
    wins = [tuple(sorted(cycle[i:i + 5], reverse=True)) for i in range(10)]
    return tuple(sorted(wins))


WIN_DESC = _windows()
STRAIGHT_OF_MASK = {sum(1 << r for r in w): i for i, w in enumerate(WIN_DESC)}
SINGLE_KEY = tuple(make_key(SINGLE, c, (c + 1) * W[0]) for c in range(NATURALS))
DRAGON_SINGLE_KEY = (make_key(SINGLE, 52, 0, 1), make_key(SINGLE, 53, 0, 2))
BASE = tuple(tuple(make_key(cat, p) for p in range(13)) for cat in range(8))
FLUSH_BASE = make_key(FLUSH, 0)
FREE_SUITS = tuple(tuple(s for s in range(4) if not m >> s & 1) for m in range(16))
DECL = tuple((RANK_NAMES[c >> 2], SUIT_NAMES[c & 3]) for c in range(NATURALS))
DECL_ID = {d: c for c, d in enumerate(DECL)}


def decl_id(d):
    """The natural card id a declaration (rank name, suit name) names, or None."""
    try:
        return DECL_ID.get(tuple(d))
    except TypeError:
        return None


def card_code(c: int) -> str:
    """Short notation (the tests' scenarios use it): "3g", "10p", "2r", "DB", "DC"."""
    return ("DB", "DC")[c - 52] if c >= NATURALS else RANK_NAMES[c >> 2] + SUIT_NAMES[c & 3][0]


# -- classification ---------------------------------------------------------------------------------
def classify5(a: int, b: int, c: int, d: int, e: int):
    """(category, primary) of five natural cards given in ascending id order, or None."""
    ra, rb, rc, rd, re = a >> 2, b >> 2, c >> 2, d >> 2, e >> 2
    if ra == rd or rb == re:
        return FOUR, rc
    if ra == rc:
        return (FULL_HOUSE, ra) if rd == re else None
    if rc == re:
        return (FULL_HOUSE, rc) if ra == rb else None
    if ra == rb or rb == rc or rc == rd or rd == re:
        return None
    w = STRAIGHT_OF_MASK.get((1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re))
    flush = (a & 3) == (b & 3) == (c & 3) == (d & 3) == (e & 3)
    if w is None:
        return (FLUSH, (((re * 13 + rd) * 13 + rc) * 13 + rb) * 13 + ra) if flush else None
    return (STRAIGHT_FLUSH if flush else STRAIGHT), w


_SIZE_WORDS = {4: N_("Four cards are never a combination: play four of a kind with a fifth card."),
               0: N_("A play needs at least one card.")}


def evaluate(cards, decls=(), transform: bool = False, same_card: bool = False):
    """(category, key) of a play, or a sentence saying why it is not a combination.

    `cards`: distinct card ids; `decls`: one (rank, suit) name pair per dragon in a multi-card play.
    `transform`: stage 5, where a single dragon is weaker than every card. `same_card`: a dragon may
    stand for a card of the same play (RES-14 lets a declaration duplicate a natural card; the listed
    plays never need it, so it only serves to match such a declaration to its listed equivalent).
    """
    n = len(cards)
    if n == 1:
        c = cards[0]
        if decls:
            return t("A single card takes no dragon declaration.")
        if c < NATURALS:
            return SINGLE, SINGLE_KEY[c]
        return SINGLE, TRANSFORM_KEY if transform else DRAGON_SINGLE_KEY[c - 52]
    if n not in (2, 3, 5):
        if n in _SIZE_WORDS:
            return t(_SIZE_WORDS[n])
        return t("{n} cards are not a combination: play 1, 2, 3 or 5 cards.", n=n)
    nats = [c for c in cards if c < NATURALS]
    drs = [c for c in cards if c >= NATURALS]
    if len(decls) != len(drs):
        return t("Declare what each dragon stands for: {needed} declaration(s) needed, {given} given.",
                 needed=len(drs), given=len(decls))
    virt = list(nats)
    for d in decls:
        v = decl_id(d)
        if v is None:
            return t("{declared} is not a card a dragon can stand for: give (rank, suit), e.g. ('9', 'green').",
                     declared=repr(d))
        virt.append(v)
    if len(set(virt)) < n and not same_card:
        return t("A dragon cannot stand for a card that is already in the same play.")
    ds = sum(DSCORE[c - 52] for c in drs)
    if n < 5:
        tie = tie_of(nats)
        r = virt[0] >> 2
        if any(v >> 2 != r for v in virt):
            if n == 2:
                return t("Not a pair: all 2 cards must have the same rank.")
            return t("Not a triple: all 3 cards must have the same rank.")
        return (PAIR if n == 2 else TRIPLE), BASE[n - 1][r] + tie * 4 + ds
    res = classify5(*sorted(virt))
    if res is None:
        return t("Not a five-card combination: play a straight, flush, full house, four + one or straight flush.")
    cat, primary = res
    if cat in GROUPED:
        nats = [c for c in nats if c >> 2 == primary]
    return cat, make_key(cat, primary, tie_of(nats), ds)


def beat_key(cards, key: int) -> int:
    """The key a follow must exceed: the play's own key, except for a multi-card play of dragons
    only, which ties with every play of its category and rank (RES-14: no natural card to compare,
    and the other side holds no dragon), so only a higher category or rank beats it."""
    if len(cards) > 1 and cards[0] >= NATURALS:
        return make_key(key // P4 // PRIM, key // P4 % PRIM, TIE - 1, 3)
    return key


def holds_bomb(hand) -> bool:
    """Whether a complete bomb (four + one, or a straight flush) can be formed from `hand` (RES-17)."""
    if len(hand) < 5:
        return False
    counts = [0] * 13
    suits = [0, 0, 0, 0]
    d = 0
    for c in hand:
        if c >= NATURALS:
            d += 1
        else:
            counts[c >> 2] += 1
            suits[c & 3] |= 1 << (c >> 2)
    if max(counts) + d >= 4:
        return True
    for m in suits:
        for wm in STRAIGHT_OF_MASK:
            if bin(m & wm).count("1") + d >= 5:
                return True
    return False


# -- generation ------------------------------------------------------------------------------------
def split(hand):
    """Per-rank and per-suit lists (ascending) of the natural cards of `hand`, and its dragons."""
    B = [[], [], [], [], [], [], [], [], [], [], [], [], []]
    S = [[], [], [], []]
    D = []
    for c in hand:
        if c < NATURALS:
            B[c >> 2].append(c)
            S[c & 3].append(c)
        else:
            D.append(c)
    return B, S, D


def singles(hand, lo: int, transform: bool, any_dragon: bool, out: list) -> None:
    """Single cards stronger than `lo`; `any_dragon`: stage 5, a dragon may go on any single trick."""
    for c in hand:
        if c < NATURALS:
            if SINGLE_KEY[c] > lo:
                out.append(((c,), ()))
        elif any_dragon or (TRANSFORM_KEY if transform else DRAGON_SINGLE_KEY[c - 52]) > lo:
            out.append(((c,), ()))


def pairs(B, D, lo: int, out: list) -> None:
    """Pairs stronger than `lo`: natural, one natural + a dragon, both dragons (any rank)."""
    base = BASE[PAIR]
    for r, b in enumerate(B):
        if len(b) >= 2:
            for x, y in combinations(b, 2):
                if base[r] + ((y + 1) * W[0] + (x + 1) * W[1]) * 4 > lo:
                    out.append(((x, y), ()))
    if not D:
        return
    for r, b in enumerate(B):
        for x in b:
            decl = (DECL[4 * r + FREE_SUITS[1 << (x & 3)][0]],)
            k = base[r] + (x + 1) * W[0] * 4
            for dr in D:
                if k + DSCORE[dr - 52] > lo:
                    out.append(((x, dr), decl))
    if len(D) == 2:
        for r in range(13):
            if base[r] + 3 > lo:
                out.append(((DB, DC), (DECL[4 * r], DECL[4 * r + 1])))


def triples(B, D, lo: int, out: list) -> None:
    """Triples stronger than `lo`: natural, two naturals + a dragon, one natural + both dragons."""
    base = BASE[TRIPLE]
    for r, b in enumerate(B):
        n = len(b)
        if n >= 3:
            for x, y, z in combinations(b, 3):
                if base[r] + ((z + 1) * W[0] + (y + 1) * W[1] + (x + 1) * W[2]) * 4 > lo:
                    out.append(((x, y, z), ()))
        if D and n >= 2:
            for x, y in combinations(b, 2):
                decl = (DECL[4 * r + FREE_SUITS[(1 << (x & 3)) | (1 << (y & 3))][0]],)
                k = base[r] + ((y + 1) * W[0] + (x + 1) * W[1]) * 4
                for dr in D:
                    if k + DSCORE[dr - 52] > lo:
                        out.append(((x, y, dr), decl))
        if len(D) == 2:
            for x in b:
                f = FREE_SUITS[1 << (x & 3)]
                if base[r] + (x + 1) * W[0] * 4 + 3 > lo:
                    out.append(((x, DB, DC), (DECL[4 * r + f[0]], DECL[4 * r + f[1]])))


def fives_natural(B, S, hand, lo: int, cats, out: list) -> None:
    """Five-card plays of categories `cats` stronger than `lo`, from natural cards only (fast path)."""
    if STRAIGHT in cats or STRAIGHT_FLUSH in cats:
        _straights_nat(B, lo, STRAIGHT in cats, STRAIGHT_FLUSH in cats, out)
    if FLUSH in cats and BASE[FULL_HOUSE][0] > lo:
        _flushes_nat(S, lo, out)
    if FULL_HOUSE in cats:
        _full_houses_nat(B, lo, out)
    if FOUR in cats:
        _fours_nat(B, hand, lo, out)


def _straights_nat(B, lo, want_s, want_f, out):
    for w, (r0, r1, r2, r3, r4) in enumerate(WIN_DESC):
        b0, b1, b2, b3, b4 = B[r0], B[r1], B[r2], B[r3], B[r4]
        if not (b0 and b1 and b2 and b3 and b4):
            continue
        ks, kf = BASE[STRAIGHT][w], BASE[STRAIGHT_FLUSH][w]
        if kf + P4 <= lo:
            continue
        for c0, c1, c2, c3, c4 in product(b0, b1, b2, b3, b4):
            tie4 = ((c0 + 1) * W[0] + (c1 + 1) * W[1] + (c2 + 1) * W[2] + (c3 + 1) * W[3] + c4 + 1) * 4
            if (c0 & 3) == (c1 & 3) == (c2 & 3) == (c3 & 3) == (c4 & 3):
                if want_f and kf + tie4 > lo:
                    out.append(((c4, c3, c2, c1, c0), ()))
            elif want_s and ks + tie4 > lo:
                out.append(((c4, c3, c2, c1, c0), ()))


def _flushes_nat(S, lo, out):
    for L in S:
        if len(L) < 5:
            continue
        for c0, c1, c2, c3, c4 in combinations(L[::-1], 5):
            r0, r1, r2, r3, r4 = c0 >> 2, c1 >> 2, c2 >> 2, c3 >> 2, c4 >> 2
            if ((1 << r0) | (1 << r1) | (1 << r2) | (1 << r3) | (1 << r4)) in STRAIGHT_OF_MASK:
                continue
            key = (FLUSH_BASE + ((((r0 * 13 + r1) * 13 + r2) * 13 + r3) * 13 + r4) * P4
                   + ((c0 + 1) * W[0] + (c1 + 1) * W[1] + (c2 + 1) * W[2] + (c3 + 1) * W[3] + c4 + 1) * 4)
            if key > lo:
                out.append(((c4, c3, c2, c1, c0), ()))


def _full_houses_nat(B, lo, out):
    base = BASE[FULL_HOUSE]
    prs = [(p, list(combinations(b, 2))) for p, b in enumerate(B) if len(b) >= 2]
    for t, b in enumerate(B):
        if len(b) < 3 or base[t] + P4 <= lo:
            continue
        for trip in combinations(b, 3):
            for p, pl in prs:
                if p != t:
                    for pr in pl:
                        cards = tuple(sorted(trip + pr))
                        if base[t] + tie_of(trip) * 4 > lo:
                            out.append((cards, ()))


def _fours_nat(B, hand, lo, out):
    base = BASE[FOUR]
    for q, b in enumerate(B):
        if len(b) == 4 and base[q] + P4 > lo:
            for x in hand:
                if x >> 2 != q:
                    cards = tuple(sorted(b + [x]))
                    if base[q] + tie_of(b) * 4 > lo:
                        out.append((cards, ()))


# -- generation with dragons (general path: also correct without dragons) ---------------------------
def _dsets(D, k: int):
    """The sets of `k` dragons from the held dragons `D` (which dragon goes where never matters)."""
    if k == 0:
        return ((),)
    if k == 1:
        return tuple((x,) for x in D)
    return (tuple(D),) if len(D) == 2 else ()


def _emit(out, lo, cat, primary, nats, dset, decl_ids, group=None):
    """Append the play if its key beats `lo`; `group`: the natural cards its tie looks at, if not all."""
    key = make_key(cat, primary, tie_of(nats if group is None else group), sum(DSCORE[x - 52] for x in dset))
    if key > lo:
        out.append((tuple(sorted(nats + dset)), tuple(DECL[i] for i in sorted(decl_ids))))


def fives(B, S, D, hand, lo: int, cats, out: list) -> None:
    """Every five-card play of categories `cats` stronger than `lo`, dragons as wild cards."""
    if not D:
        fives_natural(B, S, hand, lo, cats, out)
        return
    d = len(D)
    if STRAIGHT in cats or STRAIGHT_FLUSH in cats:
        _straights_wild(B, D, d, lo, cats, out)
    if FLUSH in cats:
        _flushes_wild(S, D, d, lo, out)
    if FULL_HOUSE in cats:
        _full_houses_wild(B, D, d, lo, out)
    if FOUR in cats:
        _fours_wild(B, D, d, [x for x in hand if x < NATURALS], lo, out)


def _straights_wild(B, D, d, lo, cats, out):
    want_s, want_f = STRAIGHT in cats, STRAIGHT_FLUSH in cats
    for w, rs in enumerate(WIN_DESC):
        for k in range(d + 1):
            for F in combinations(range(5), k):
                bs = [B[rs[i]] for i in range(5) if i not in F]
                if not all(bs):
                    continue
                for dset in _dsets(D, k):
                    for nats in product(*bs):
                        suits = {c & 3 for c in nats}
                        if len(suits) == 1:
                            s = suits.pop()
                            if want_f:
                                _emit(out, lo, STRAIGHT_FLUSH, w, nats, dset, [4 * rs[i] + s for i in F])
                            if k and want_s:
                                alt = 1 if s == 0 else 0
                                _emit(out, lo, STRAIGHT, w, nats, dset, [4 * rs[i] + alt for i in F])
                        elif want_s:
                            _emit(out, lo, STRAIGHT, w, nats, dset, [4 * rs[i] for i in F])


def _flushes_wild(S, D, d, lo, out):
    for s, L in enumerate(S):
        for k in range(d + 1):
            if len(L) < 5 - k:
                continue
            for dset in _dsets(D, k):
                for nats in combinations(L, 5 - k):
                    used = 0
                    for c in nats:
                        used |= 1 << (c >> 2)
                    free = [r for r in range(13) if not used >> r & 1]
                    for dr in combinations(free, k):
                        mask = used
                        for r in dr:
                            mask |= 1 << r
                        if mask in STRAIGHT_OF_MASK:
                            continue  # a straight flush: made by _straights_wild
                        primary = 0
                        for r in sorted([c >> 2 for c in nats] + list(dr), reverse=True):
                            primary = primary * 13 + r
                        _emit(out, lo, FLUSH, primary, nats, dset, [4 * r + s for r in dr])


def _suit_mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << (c & 3)
    return m


def _full_houses_wild(B, D, d, lo, out):
    for t, bt in enumerate(B):
        for k1 in range(min(d, 2) + 1):
            if len(bt) < 3 - k1:
                continue
            for trip in combinations(bt, 3 - k1):
                tdecl = [4 * t + s for s in FREE_SUITS[_suit_mask(trip)][:k1]]
                for k2 in range(min(d - k1, 2) + 1):
                    for pr, pdecl in _pair_parts(B, t, k2):
                        for dset in _dsets(D, k1 + k2):
                            _emit(out, lo, FULL_HOUSE, t, trip + pr, dset, tdecl + pdecl, trip)


def _pair_parts(B, t, k2):
    """(natural cards, declared ids) of every pair of a rank other than `t` using `k2` dragons."""
    if k2 == 2:
        p = 1 if t == 0 else 0  # both dragons: the rank of the pair changes nothing
        return [((), [4 * p, 4 * p + 1])]
    parts = []
    for p, bp in enumerate(B):
        if p != t and len(bp) >= 2 - k2:
            for pr in combinations(bp, 2 - k2):
                parts.append((pr, [4 * p + s for s in FREE_SUITS[_suit_mask(pr)][:k2]]))
    return parts


def _fours_wild(B, D, d, nat_hand, lo, out):
    for q, bq in enumerate(B):
        for k1 in range(min(d, 2) + 1):
            if len(bq) < 4 - k1:
                continue
            for quad in combinations(bq, 4 - k1):
                qdecl = [4 * q + s for s in FREE_SUITS[_suit_mask(quad)][:k1]]
                for x in nat_hand:
                    if x >> 2 != q:
                        for dset in _dsets(D, k1):
                            _emit(out, lo, FOUR, q, quad + (x,), dset, qdecl, quad)
                if d > k1:
                    kick = 4 if q == 0 else 0  # a dragon kicker: what it stands for changes nothing
                    for dset in _dsets(D, k1 + 1):
                        _emit(out, lo, FOUR, q, quad, dset, qdecl + [kick], quad)


# -- the legal plays of a hand ------------------------------------------------------------------------
_BY_SIZE = {2: pairs, 3: triples}


def plays(hand, top_size: int, top_key: int, bombs: bool, transform: bool) -> list:
    """Every legal play (cards, declarations) of `hand`: a lead when `top_size` is 0, else a follow.

    A follow is a stronger play of the same size; with `bombs` (stage 3) any bomb also beats a
    single, pair or triple; with `transform` (stage 5) a dragon may go on any single trick.
    """
    out: list = []
    if top_size == 1:
        singles(hand, top_key, transform, transform, out)
        if bombs and len(hand) >= 5:
            B, S, D = split(hand)
            fives(B, S, D, hand, LEAD, BOMBS, out)
        return out
    B, S, D = split(hand)
    if top_size == 0:
        singles(hand, LEAD, transform, transform, out)
        pairs(B, D, LEAD, out)
        triples(B, D, LEAD, out)
        fives(B, S, D, hand, LEAD, ALL_FIVES, out)
    elif top_size == 5:
        fives(B, S, D, hand, top_key, ALL_FIVES, out)
    else:
        _BY_SIZE[top_size](B, D, top_key, out)
        if bombs and len(hand) >= 5:
            fives(B, S, D, hand, LEAD, BOMBS, out)
    return out
