"""A game definition (static, from YAML + hooks) and the only ways a state changes."""

from __future__ import annotations

from tabletop.engine import rng as _rng
from tabletop.engine.actions import NEXT_ROUND, SYSTEM, Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.state import State, copy_plain
from tabletop.i18n import seat_ref, t


def goal_reached(goal: dict, scores: list[int]) -> tuple[bool, list[int]]:
    """(over, winners) of a match goal: over once a score reaches it, won by the highest scores."""
    target, preset = goal["target"], goal["preset"]
    hit = {"score_at_least": any(x >= target for x in scores), "score_above": any(x > target for x in scores),
           "score_below": any(x < target for x in scores)}[preset]
    if not hit:
        return False, []
    best = max(scores)
    return True, [i for i, x in enumerate(scores) if x == best]


class Game:
    """Static definition of one game: cards, zones, options, hooks. Holds no per-match data."""

    def __init__(self, cfg: dict, cards: list[dict], file: str = "<config>"):
        from tabletop.rules.registry import get_hook
        self.cfg, self.file = cfg, file
        self.id: str = cfg["id"]
        self.family: str = cfg.get("based_on") or self.id   # the game folder whose code runs this config
        self.own = False   # a player's own file (from the user data folder), not a shipped game
        self.name: str = cfg["name"]
        self.description: str = cfg["description"]
        self.min_players: int = cfg["players"]["min"]
        self.max_players: int = cfg["players"]["max"]
        self.cards: list[dict] = cards
        self.n_cards = len(cards)
        self.attr: dict[str, tuple] = {k: tuple(c[k] for c in cards) for k in cfg["deck"]["attributes"]}
        self.zones: dict[str, dict] = cfg["zones"]
        self.seat_zones = [z for z, d in self.zones.items() if d["owner"] == "seat"]
        self.table_zones = [z for z, d in self.zones.items() if d["owner"] == "table"]
        self.options_spec: dict = cfg["options"]
        self.params: dict = cfg["rules"]
        self.scoring: dict = cfg["scoring"]
        self.hooks = {role: get_hook(name) for role, name in cfg["hooks"].items()}
        self.handlers = {kind: get_hook(name) for kind, name in cfg["actions"].items()}
        self.own_calls = frozenset(cfg["own_calls"])   # said by a seat for itself: offered before reactions
        self.hidden_vars = set(cfg["view"]["hidden_vars"])
        self.private_vars = set(cfg["view"]["private_vars"])
        self._setup = self.hooks["setup"]
        self._legal = self.hooks["legal"]

    # -- options ----------------------------------------------------------------------------
    def recorded_options(self, given: dict) -> dict:
        """The options of a saved game or log: one it does not name because it was made before that option
        existed is played as it was then (the option's `absent` value), not by today's default."""
        out = {k: o["absent"] for k, o in self.options_spec.items() if "absent" in o and k not in given}
        out.update(given)
        return out

    def resolve_options(self, given: dict | None, players: int | None = None) -> dict:
        """Defaults plus `given`; raises ValueError naming the option and what is allowed."""
        given = dict(given or {})
        out = {}
        for name, o in self.options_spec.items():
            v = given.pop(name, o["default"])
            kind = o["type"]
            if kind == "bool":
                if isinstance(v, str) and v.lower() in ("true", "false", "on", "off", "1", "0", "yes", "no"):
                    v = v.lower() in ("true", "on", "1", "yes")
                if type(v) is not bool:
                    raise ValueError(t("option {name} takes true or false, not {value}", name=name, value=repr(v)))
            elif kind == "int":
                if isinstance(v, str):
                    try:
                        v = int(v)
                    except ValueError:
                        raise ValueError(t("option {name} takes an integer, not {value}", name=name,
                                           value=repr(v))) from None
                if type(v) is not int:
                    raise ValueError(t("option {name} takes an integer, not {value}", name=name, value=repr(v)))
                lo, hi = o.get("min"), o.get("max")
                if lo is not None and v < lo or hi is not None and v > hi:
                    raise ValueError(t("option {name} must be between {min} and {max}, not {value}", name=name,
                                       min=lo, max=hi, value=v))
            elif kind == "choice":
                choices = o["choices"]
                same = [c for c in choices if type(c) is type(v) and c == v]  # not 1.0 or True for 1
                if same:
                    v = same[0]
                else:
                    conv = [c for c in choices if str(c) == str(v)]
                    if not conv:   # (the option's name and values as the config and the command line spell them)
                        raise ValueError(t("option {name} must be one of {choices}, not {value}", name=name,
                                           choices=", ".join(map(str, choices)), value=repr(v)))
                    v = conv[0]
            out[name] = v
        if given:
            allowed = ", ".join(sorted(self.options_spec)) or t("none")
            raise ValueError(t("unknown option {names} for {game} (allowed: {allowed})",
                               names=", ".join(sorted(given)), game=self.id, allowed=allowed))
        if "options" in self.hooks:
            problem = self.hooks["options"](self, out, players)
            if problem:
                raise ValueError(problem)
        return out

    def deal_size(self, zone: str, players: int) -> int:
        n = self.cfg["deal"][zone]
        return n if isinstance(n, int) else n[players]

    # -- life cycle -------------------------------------------------------------------------
    def new_state(self, seed: int, players: int, options: dict | None = None) -> State:
        """A fresh match, first round dealt. Raises ValueError for a bad seed, player count or option."""
        if type(seed) is not int:
            raise ValueError(t("the seed is a whole number, not {value}", value=repr(seed)))
        if type(players) is not int:
            raise ValueError(t("the number of players is a whole number, not {value}", value=repr(players)))
        if not self.min_players <= players <= self.max_players:
            raise ValueError(t("{game} takes {min} to {max} players, not {n}", game=t(self.name),
                               min=self.min_players, max=self.max_players, n=players))
        opts = self.resolve_options(options, players)
        st = State(game=self.id, players=players, options=opts, seed=seed, rng=_rng.seed_state(seed))
        st.scores = [0] * players
        st.known = [{} for _ in range(players)]
        st.direction = 1 if self.cfg["turn_order"]["direction"] == "clockwise" else -1
        st.dealer = _rng.randbelow(st, players) if self.cfg["turn_order"]["dealer"] == "random" else 0
        self.start_round(st, [])
        return st

    def start_round(self, st: State, events: list) -> None:
        """Empty every zone, put the whole deck in the box, and let the game's setup hook deal."""
        st.zones = {z: ([[] for _ in range(st.players)] if d["owner"] == "seat" else [])
                    for z, d in self.zones.items()}
        st.zones["box"] = list(range(self.n_cards))
        for k in st.known:
            k.clear()
        st.phase, st.pending, st.result = "play", None, None
        first = self.cfg["turn_order"]["first"]
        st.current = st.dealer if first == "dealer" else (st.dealer + st.direction) % st.players
        events.append({"type": "round_start", "round": st.round, "dealer": st.dealer})
        self._setup(self, st, events)

    # -- actions ----------------------------------------------------------------------------
    def legal_actions(self, st: State, seat: int | None = None) -> list[Action]:
        """Every legal action now (of every seat that may act), or only `seat`'s."""
        if st.phase == "play":
            acts = self._legal(self, st)
        elif st.phase == "round_over":
            acts = [Action(SYSTEM, NEXT_ROUND)]
        else:
            acts = []
        if seat is not None:
            acts = [a for a in acts if a.seat == seat]
        return acts

    def to_act(self, st: State) -> list[int]:
        """Seats with at least one legal action now (SYSTEM for table steps), in order."""
        seen = []
        for a in self.legal_actions(st):
            if a.seat not in seen:
                seen.append(a.seat)
        return seen

    def apply(self, st: State, action: Action, check: bool = True) -> list[dict]:
        """Apply `action`; returns events. Refuses an illegal action with IllegalAction(reason)."""
        if check:
            if not isinstance(action, Action):
                raise IllegalAction(t("not an action: {action}", action=repr(action)))
            if not isinstance(action.seat, (int, float)) or not isinstance(action.kind, str) \
                    or not isinstance(action.args, tuple):
                raise IllegalAction(t("not an action: {action} (a seat number, a kind and a tuple of arguments)",
                                      action=repr(action)))
            action = self._listed(st, action)
        events: list[dict] = []
        if action.kind == NEXT_ROUND and action.seat == SYSTEM:
            self._next_round(st, events)
        else:
            self.handlers[action.kind](self, st, action, events)
        st.moves += 1
        return events

    def _listed(self, st: State, action: Action) -> Action:
        """The listed legal action `action` stands for, or IllegalAction with the reason.

        The listed instance itself, so an equal look-alike (5.0 for card 5) never reaches a handler; an
        action the game's `equivalent` hook matches to a listed one (a wild card declared as another
        suit with the same effect) is that listed action."""
        legal = self.legal_actions(st)
        try:
            return legal[legal.index(action)]
        except ValueError:
            pass
        eq = self.hooks.get("equivalent")
        alt = eq(self, st, action) if eq is not None else None
        if alt is not None and alt in legal:
            return legal[legal.index(alt)]
        raise IllegalAction(self.reason(st, action))

    def reason(self, st: State, action) -> str:
        """Why `action` is not legal now, in words a player can read."""
        if st.phase == "match_over":
            return t("The match is over.")
        if st.phase == "round_over":
            return t("The round is over; deal the next round first.")
        if not isinstance(action, Action) or action.kind not in self.handlers:
            return t("{game} has no move called {kind}.", game=t(self.name), kind=repr(getattr(action, "kind", action)))
        mine = self.legal_actions(st, action.seat)
        if not mine:
            return t("It is not {player}'s turn.", player=self.seat_name(action.seat))
        if "reason" in self.hooks:
            r = self.hooks["reason"](self, st, action)
            if r:
                return r
        return t("That move is not allowed now.")

    def seat_name(self, seat: int) -> str:
        return t("the table") if seat == SYSTEM else seat_ref(seat)

    def describe(self, action: Action) -> str:
        if "describe" in self.hooks:
            return self.hooks["describe"](self, action)
        return str(action)

    def describe_to(self, action: Action, seat: int | None) -> str:
        """The words for `action` as `seat` may know them (None: a spectator): an action that names a card
        only its player sees (a swap of a hidden card) is told to everyone else without it (`describe_public` hook)."""
        if seat != action.seat and "describe_public" in self.hooks:
            text = self.hooks["describe_public"](self, action)
            if text is not None:
                return text
        return self.describe(action)

    # -- rounds and match -------------------------------------------------------------------
    def end_round(self, st: State, events: list, winners: list[int], deltas: list[int], **detail) -> None:
        """Close the round: add `deltas` to the scores, then decide whether the match is over."""
        for i, d in enumerate(deltas):
            st.scores[i] += d
        st.pending = None
        st.result = {"round": st.round, "winners": list(winners), "deltas": list(deltas), **detail}
        # every seat's cards left, face up: the round is over, so they are public (the result panel shows them)
        st.result["hands"] = {z: [h[:] for h in st.zones[z]] for z in self.seat_zones}
        events.append({"type": "round_over", "round": st.round, "winners": list(winners),
                       "deltas": list(deltas), "scores": st.scores[:], **detail})
        over, match_winners = self.match_over(st, winners)
        if over:
            st.phase = "match_over"
            st.result["match_winners"] = match_winners
            events.append({"type": "match_over", "winners": match_winners, "scores": st.scores[:]})
        else:
            st.phase = "round_over"

    def match_goal(self, options: dict, players: int) -> dict | None:
        """How a match with these options and players ends: None for one round that counts no points, else
        {"preset": score_at_least | score_above | score_below, "target": the score, "by": "seat" | "team"}.

        The one place this is worked out: the engine ends matches by it, and the table words it. A game
        whose `match_goal` hook decides (its targets depend on several options) says it there; otherwise
        the first of the config's `match_end` rules whose `if_option` holds."""
        options = {**{k: o["default"] for k, o in self.options_spec.items()}, **options}   # unnamed: defaults
        if "match_goal" in self.hooks:
            return self.hooks["match_goal"](self, options, players)
        for rule in self.cfg["match_end"]:
            if any(options.get(k) != v for k, v in rule.get("if_option", {}).items()):
                continue
            if rule["preset"] == "single_round":
                return None
            target = rule["target"]
            if isinstance(target, dict):
                target = options[target["option"]] if "option" in target else target[players]
            return {"preset": rule["preset"], "target": target, "by": "seat"}
        return None

    def single_round(self, options: dict, players: int | None = None) -> bool:
        """Whether a match with these options is one round that counts no points."""
        return self.match_goal(options, players) is None

    def match_over(self, st: State, round_winners: list[int]) -> tuple[bool, list[int]]:
        """The game's match_end hook if it has one (a tie it breaks with another round...), else whether a
        score has reached the match goal: the highest scores win."""
        if "match_end" in self.hooks:
            return self.hooks["match_end"](self, st, round_winners)
        goal = self.match_goal(st.options, st.players)
        if goal is None:
            return True, list(round_winners)
        return goal_reached(goal, st.scores)

    def _next_round(self, st: State, events: list) -> None:
        """Rotate the dealer one seat along the config's base direction (a Reverse in play does not
        change which way the deal passes), then deal the next round."""
        order = self.cfg["turn_order"]
        rot = order["dealer_rotation"]
        if rot != "none":
            base = 1 if order["direction"] == "clockwise" else -1
            st.dealer = (st.dealer + (base if rot == "next" else -base)) % st.players
        st.round += 1
        self.start_round(st, events)

    # -- information ----------------------------------------------------------------------------
    def zone_visible(self, zone: str, seat: int) -> bool:
        """Whether `seat` may see the cards of an event zone name ("draw", "hand:2")."""
        name, _, owner = zone.partition(":")
        d = self.zones.get(name)
        if d is None:
            return True
        vis = d["visibility"]
        return vis == "public" or (vis == "owner" and owner != "" and int(owner) == seat)

    def view(self, st: State, seat: int) -> dict:
        """Exactly what `seat` may know: plain data, safe to hand to a bot or a screen."""
        zones, counts = {}, {}
        for z, d in self.zones.items():
            cards = st.zones[z]
            vis = d["visibility"]
            if d["owner"] == "table":
                if vis == "public":
                    zones[z] = cards[:]
                else:
                    counts[z] = len(cards)
            else:
                if vis == "public":
                    zones[z] = [h[:] for h in cards]
                else:
                    counts[z] = [len(h) for h in cards]
                    if vis == "owner":
                        zones[z] = cards[seat][:]
        vars_ = {}
        for k, v in st.vars.items():
            if k in self.hidden_vars:
                continue
            if k in self.private_vars:
                v = [x if i == seat else None for i, x in enumerate(v)]
            vars_[k] = copy_plain(v)
        pending = copy_plain(st.pending)
        if pending and "private" in pending:
            pending["private"] = {k: v for k, v in pending["private"].items() if k == str(seat)}
        v = {"game": self.id, "seat": seat, "players": st.players, "options": dict(st.options),
             "current": st.current, "dealer": st.dealer, "direction": st.direction, "round": st.round,
             "scores": st.scores[:], "phase": st.phase, "moves": st.moves, "pending": pending,
             "result": copy_plain(st.result), "zones": zones, "counts": counts, "vars": vars_,
             "known": dict(st.known[seat])}
        if "view" in self.hooks:
            self.hooks["view"](self, st, seat, v)
        return v

    def determinize(self, view: dict, seed: int) -> State:
        """A complete state consistent with `view`: unseen cards dealt at random, fresh RNG.

        Cards the seat has seen in another hand (`known`) are put back there; the rest of the unseen
        cards fill the hidden zones to their known sizes. The game's determinize hook then restores
        anything else the seat knows (hidden vars, constraints such as a visible card back).
        """
        seat, players = view["seat"], view["players"]
        st = State(game=self.id, players=players, options=dict(view["options"]), seed=seed,
                   rng=_rng.seed_state(seed), vars=copy_plain(view["vars"]), current=view["current"],
                   dealer=view["dealer"], direction=view["direction"], round=view["round"],
                   scores=view["scores"][:], phase=view["phase"], pending=copy_plain(view["pending"]),
                   known=[{} for _ in range(players)], result=copy_plain(view["result"]), moves=view["moves"])
        st.known[seat] = dict(view["known"])
        seen = set()
        zones: dict = {}
        for z, d in self.zones.items():
            if z in view["zones"]:
                data = view["zones"][z]
                if d["owner"] == "seat" and d["visibility"] == "owner":
                    zones[z] = [None] * players
                    zones[z][seat] = data[:]
                    seen.update(data)
                elif d["owner"] == "seat":
                    zones[z] = [h[:] for h in data]
                    for h in data:
                        seen.update(h)
                else:
                    zones[z] = data[:]
                    seen.update(data)
        known_at: dict[int, list[int]] = {}
        for c, holder in view["known"].items():
            c = int(c)
            if c not in seen:
                known_at.setdefault(holder, []).append(c)
                seen.add(c)
        pool = [c for c in range(self.n_cards) if c not in seen]
        _rng.shuffle(st, pool)
        for z, d in self.zones.items():
            if d["owner"] == "seat" and d["visibility"] != "public":
                if z not in zones:
                    zones[z] = [None] * players
                for s in range(players):
                    if zones[z][s] is None:
                        n = view["counts"][z][s]
                        fixed = known_at.pop(s, []) if z == "hand" else []
                        fixed = fixed[:n]
                        take = n - len(fixed)
                        zones[z][s] = fixed + pool[len(pool) - take:] if take else fixed
                        if take:
                            del pool[len(pool) - take:]
            elif d["owner"] == "table" and d["visibility"] == "hidden":
                n = view["counts"][z]
                zones[z] = pool[len(pool) - n:] if n else []
                if n:
                    del pool[len(pool) - n:]
        if pool or known_at:
            raise ValueError(f"determinize: {len(pool)} card(s) left over; zone sizes disagree with the deck")
        st.zones = {z: zones[z] for z in self.zones}
        if "determinize" in self.hooks:
            self.hooks["determinize"](self, st, view)
        return st

    def redact(self, events: list[dict], seat: int | None) -> list[dict]:
        """Events as `seat` may see them (None: a spectator who sees only public things).

        A move between zones the seat cannot see keeps its zones but loses its card (card = -1);
        an event with `private_to` loses its `cards` for everyone else.
        """
        out = []
        for e in events:
            if e.get("type") == "move" and e.get("card", -1) >= 0:
                who = -99 if seat is None else seat
                if not (self.zone_visible(e["src"], who) or self.zone_visible(e["dst"], who)):
                    e = dict(e, card=-1)
            if "private_to" in e and (seat is None or seat not in e["private_to"]):
                e = {k: v for k, v in e.items() if k not in ("cards", "card")}
            out.append(e)
        return out

    def card_name(self, cid: int) -> str:
        """The card's name in the player's language (the config's `name`, translated by the game's catalogue)."""
        if "name" in self.attr:
            return t(self.attr["name"][cid])
        return "/".join(str(v) for v in self.cards[cid].values() if v not in (None, False))
