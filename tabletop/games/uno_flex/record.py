"""UNO FLEX: what the whole table has seen of each hand, kept as public state (vars["held"]).

Everyone sees a player choose to draw instead of playing, and on what: the current colour, the discard
pile's top card and the player's Power card. A player who draws while holding a card they could play is
rare (the rules allow it, no bot above random does it), so the cards held at that moment are most likely
all unplayable there; a drawn card they keep most likely is too. The record keeps each hand as groups of
cards, `[count, moment, moment...]`, where a moment packs colour index, top card and Power card into
one int (`code`); a card of a group was held at each of its group's moments. Cards drawn later form a
group of their own with no moments. (Flat lists of ints: a seat's view copies them on every decision.)

Everything here is computed from public facts only (hand sizes, draws, keeps, played cards, colour, top
card, Power cards), so every seat could keep the same record; it is a reading of the table, not a peek.
The hard search deals sampled hands to fit it (`deal_hands`). A seat that plays a card its record says
it could not hold has not followed the habit: its moments are forgotten.
"""

from __future__ import annotations

MAX_MOMENTS = 8  # moments kept per group (the newest); older ones add little once a group has several


def code(colour: int, top: int, green: bool) -> int:
    """One moment as an int: the colour index, the discard pile's top card and the Power card."""
    return (colour * 4096 + top) * 2 + bool(green)


def start(st) -> None:
    """A new round: every hand is one group of dealt cards with no moments."""
    st.vars["held"] = [[[len(h)]] for h in st.zones["hand"]]


def _groups(st, seat: int):
    held = st.vars.get("held")  # absent in a state saved before the record existed
    return held[seat] if held is not None else None


def drew(st, seat: int, n: int) -> None:
    """`seat` took `n` cards into its hand (any draw, forced or chosen): a new group with no moments."""
    g = _groups(st, seat)
    if g is None or n <= 0:
        return
    if g and len(g[-1]) == 1:
        g[-1][0] += n
    else:
        g.append([n])


def moment(T, st, seat: int) -> int:
    """What `seat` would have had to match now (see `code`)."""
    return code(T.cidx[st.vars["colour"]], st.zones["discard"][-1], st.vars["power"][seat])


def _add_moment(group: list, m: int) -> None:
    if m not in group[1:]:
        group.append(m)
        if len(group) > MAX_MOMENTS + 1:
            del group[1]


def chose_to_draw(T, st, seat: int) -> None:
    """`seat` draws instead of playing: every card it holds is marked with this moment."""
    g = _groups(st, seat)
    if g is None or not st.zones["discard"]:
        return
    m = moment(T, st, seat)
    for group in g:
        _add_moment(group, m)


def kept(T, st, seat: int) -> None:
    """`seat` keeps the card it just drew (the newest card of its last group): it gets this moment too."""
    g = _groups(st, seat)
    if g is None or not g or not st.zones["discard"]:
        return
    last = g[-1]
    if last[0] > 1:
        last[0] -= 1
        g.append([1])
        last = g[-1]
    _add_moment(last, moment(T, st, seat))


def playable(T, c: int, m: int) -> bool:
    """Whether card `c` could be played at moment `m` (in either mode)."""
    if T.wild[c]:
        return True
    col, top = divmod(m >> 1, 4096)
    return T.matches(c, col, top) or bool(m & 1 and T.has_flex[c] and T.fcol[c] == col)


def fits(T, c: int, group: list) -> bool:
    """Whether card `c` may be one of `group`'s cards (unplayable at each of its moments)."""
    for i in range(1, len(group)):
        if playable(T, c, group[i]):
            return False
    return True


def played(T, st, seat: int, c: int) -> None:
    """`seat` played card `c`: it leaves the most marked group it can have come from (when it may have
    come from several, the record then claims too little rather than too much)."""
    g = _groups(st, seat)
    if g is None:
        return
    ok = [i for i, group in enumerate(g) if group[0] > 0 and fits(T, c, group)]
    if not ok:  # the habit did not hold for this seat: forget its moments
        total = sum(group[0] for group in g) - 1
        g[:] = [[total]] if total > 0 else []
        return
    i = max(ok, key=lambda k: (len(g[k]), k))
    g[i][0] -= 1
    if not g[i][0]:
        del g[i]


def deal_hands(T, st, view, rng_shuffle) -> None:
    """Deal the other seats' unknown cards again so each group gets cards that fit its moments.

    The most marked groups are dealt first; a group that finds too few fitting cards takes any. Cards the
    viewer has seen in a hand (`view["known"]`) stay where they are and fill the least marked groups.
    """
    held = st.vars.get("held")
    if held is None:
        return
    me = view["seat"]
    known = view["known"]
    hands = st.zones["hand"]
    pool: list = []
    fixed: dict = {}
    for s in range(st.players):
        if s == me:
            continue
        fixed[s] = [c for c in hands[s] if known.get(str(c)) == s]
        pool.extend(c for c in hands[s] if known.get(str(c)) != s)
    pool.extend(st.zones["draw"])
    rng_shuffle(pool)
    wants = []  # (marks, seat, group index, count, group)
    for s, k in fixed.items():
        groups = held[s] if s < len(held) else []
        if sum(group[0] for group in groups) != len(hands[s]):
            groups = [[len(hands[s])]]  # the record disagrees with the view: deal freely
        skip = len(k)
        for i in sorted(range(len(groups)), key=lambda i: len(groups[i])):
            n = groups[i][0]
            take = min(skip, n)
            skip -= take
            if n - take:
                wants.append((len(groups[i]), s, i, n - take, groups[i]))
    got: dict = {}
    wants.sort(key=lambda w: -w[0])
    for marks, s, i, n, group in wants:
        out = []
        if marks > 1:
            j = len(pool) - 1
            while j >= 0 and len(out) < n:
                if fits(T, pool[j], group):
                    out.append(pool.pop(j))
                j -= 1
        while len(out) < n:
            out.append(pool.pop())
        got[(s, i)] = out
    for s, k in fixed.items():
        hand = k[:]
        for key in sorted(key for key in got if key[0] == s):
            hand.extend(got[key])
        hands[s] = hand
    st.zones["draw"] = pool
