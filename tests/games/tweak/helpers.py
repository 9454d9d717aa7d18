"""Scenario builder for TWEAK tests: exact hands, table, deck (with the backs a test names) and T! cards."""

import copy

import yaml

from tabletop.engine.actions import Action
from tabletop.engine.rng import next_u64
from tabletop.rules.loader import build_game, config_dir, load_game

G = load_game("tweak")
RAW = yaml.safe_load((config_dir() / "tweak.yaml").read_text(encoding="utf-8"))
COLOURS = {"R": "red", "O": "orange", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
T_KINDS = ("thief", "joker", "shifter", "bomb")


def parse(code: str):
    """Spec notation "O2" or "O2[b9]" -> (colour, value, back or None)."""
    back = None
    if "[b" in code:
        code, b = code.split("[b")
        back = int(b.rstrip("]"))
    return COLOURS[code[0]], int(code[1:]), back


def turn_order(players: int, first: int = 0, direction: int = -1) -> list:
    """Seats in turn order starting at `first` (play passes to the right: seat index - 1)."""
    return [(first + direction * k) % players for k in range(players)]


def rng_for(index: int, n: int) -> int:
    """An RNG state whose next randbelow(n) is `index` (for "the RNG returns index 1")."""

    class R:
        rng = 0

    for x in range(10_000):
        r = R()
        r.rng = x
        if next_u64(r) % n == index:
            return x
    raise LookupError(index)


class Scene:
    """Build one exact situation on a game whose card backs are the ones the scenario names.

    Seats are named in turn order: sc.A, sc.B, sc.C, ... (play passes to the right by default).
    """

    def __init__(self, players=3, options=None, seed=1):
        self.players, self.options, self.seed = players, options, seed
        order = turn_order(players, 0, -1 if (options or {}).get("direction", "right") == "right" else 1)
        self.seats = order
        self.A, self.B, self.C = (order + [None, None])[:3]
        self.used: set = set()
        self.backs: dict = {}
        self.game = G

    def _pick(self, code: str) -> int:
        col, val, back = parse(code)
        for i, c in enumerate(G.cards):
            if i not in self.used and c["kind"] == "number" and c["colour"] == col and c["value"] == val:
                self.used.add(i)
                if back is not None and back != c["back"]:
                    self.backs[i] = back
                return i
        raise LookupError(code)

    def _pick_t(self, kind: str) -> int:
        for i, c in enumerate(G.cards):
            if i not in self.used and c["kind"] == kind:
                self.used.add(i)
                return i
        raise LookupError(kind)

    def setup(self, hands=None, table=(), deck=(), deck_fill=0, tzone=None, won=None, tdeck=(), current=None,
              fill=3):
        """hands/tzone/won: seat -> codes (other seats get `fill` filler cards); deck top first, then
        `deck_fill` filler cards below it; tdeck: T! kinds on top of the T! deck (the rest below)."""
        hands, tzone, won = hands or {}, tzone or {}, won or {}
        hs = {s: [self._pick(x) for x in h] for s, h in hands.items()}
        tab = [self._pick(x) for x in table]
        top = [self._pick(x) for x in deck]
        tz = {s: [self._pick_t(k) for k in ks] for s, ks in tzone.items()}
        wn = {s: [self._pick_t(x) if x in T_KINDS else self._pick(x) for x in ws] for s, ws in won.items()}
        ttop = [self._pick_t(k) for k in tdeck]
        fillers = [i for i in range(54) if i not in self.used]
        for s in range(self.players):
            if s not in hs:
                hs[s] = fillers[:fill]
                del fillers[:fill]
        below = fillers[:deck_fill]
        self.used.update(below)
        self.used.update(c for h in hs.values() for c in h)
        if self.backs:
            cfg = copy.deepcopy(RAW)
            for i, b in self.backs.items():
                cfg["deck"]["cards"][i]["back"] = b  # entries 0-53 are the number cards, one per id
            self.game = build_game(cfg, "tweak.yaml")
        g = self.game
        st = self.st = g.new_state(self.seed, self.players, self.options)
        trest = [c for c in range(g.n_cards) if g.cards[c]["kind"] in T_KINDS and c not in self.used]
        blue = next(c for c in range(g.n_cards) if g.cards[c]["kind"] == "target")
        self.used.update(trest)
        self.used.add(blue)
        st.zones = {
            "deck": below[::-1] + top[::-1], "tdeck": trest + ttop[::-1], "blue": [blue], "table": tab,
            "hand": [hs[s] for s in range(self.players)],
            "tzone": [tz.get(s, []) for s in range(self.players)],
            "won": [wn.get(s, []) for s in range(self.players)],
            "box": [c for c in range(g.n_cards) if c not in self.used],
        }
        st.vars.update(mod=0, used=False)
        st.current = self.A if current is None else current
        st.pending, st.phase = None, "play"
        return self

    def act(self, seat, kind, *args):
        return self.game.apply(self.st, Action(seat, kind, tuple(args)))

    def sum(self, seat, hand_card, table_cards):
        return self.act(seat, "sum", hand_card, tuple(sorted(table_cards)))

    def legal(self, seat=None):
        return self.game.legal_actions(self.st, seat)

    def hand(self, seat):
        return self.st.zones["hand"][seat]

    def zone(self, name, seat=None):
        z = self.st.zones[name]
        return z if seat is None else z[seat]

    def names(self, cards):
        return [self.game.card_name(c) for c in cards]

    def target(self):
        return self.game.view(self.st, self.A)["target"]


def all_cards_once(st, n=65) -> bool:
    cards = []
    for v in st.zones.values():
        if v and type(v[0]) is list:
            for h in v:
                cards.extend(h)
        else:
            cards.extend(v)
    return sorted(cards) == list(range(n))
