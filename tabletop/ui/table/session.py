"""A match at the table: game, seats, state and the action log; autosaved after every action.

No pygame here and no rule logic: legality and reasons come from the engine.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from tabletop.engine.actions import SYSTEM, Action
from tabletop.engine.errors import IllegalAction
from tabletop.i18n import t, tc, tn
from tabletop.persist import autosave, history, stats

YOU = "You"  # the name of a lone human seat; it takes the plural verb (see says)


def agrees(name: str, verb: str) -> str:
    """The verb (given as "lead") as `name` takes it: "lead" for YOU, else "leads" ("has", "goes")."""
    if name == YOU:
        return verb
    if verb == "have":
        return "has"
    return verb + ("es" if verb.endswith(("o", "s", "sh", "ch", "x")) else "s")


def says(name: str, verb: str) -> str:
    """"Chen leads" / "You lead": the name and the verb (given as "lead") agreeing."""
    return f"{name} {agrees(name, verb)}"


def mid_you(text: str) -> str:
    """"Ada caught you", "Everyone passed: you lead": the lone human's "You" in lower case inside a sentence."""
    return re.sub(r"(?<=[^.!?\s] )You\b", "you", text)


AI_NAMES = ("Ada", "Bruno", "Chen", "Dara", "Emeka", "Fumiko", "Gita", "Hugo", "Ines", "Jonas")


def player_name(i: int) -> str:
    """The name the screen gives human seat i when several share it: "Player 2" in the player's language."""
    return t("Player {number}", number=i + 1)


YOU_MARK = "\x00you\x00"   # the lone human's place in a text being worded (Session.mark; Session.spoken fills it)


def default_seats(n: int, humans: int = 1, level: str = "normal") -> list[dict]:
    """Seat 0 (and the next humans-1) human, the rest AI with friendly names."""
    out = []
    for i in range(n):
        if i < humans:
            out.append({"kind": "human", "level": None, "name": YOU if humans == 1 else player_name(i)})
        else:
            out.append({"kind": "ai", "level": level, "name": AI_NAMES[i % len(AI_NAMES)]})
    return out


def round_moves(actions: list) -> list[int]:
    """The indices of the players' moves in the round now under way (the move log of a resumed match)."""
    out = []
    for i in range(len(actions) - 1, -1, -1):
        a = actions[i]
        if a.seat == SYSTEM:
            if a.kind == "next_round":
                break
            continue
        out.append(i)
    return out[::-1]


def recent_moves(actions: list, n: int | None = None) -> list:
    """The players' moves of the round now under way (the last `n` of them)."""
    out = [actions[i] for i in round_moves(actions)]
    return out[-n:] if n else out


class Dropped(NamedTuple):
    """The moves of a saved match left out on resume: from `first` (0-based), `count` of them, and why."""
    first: int
    count: int
    reason: str

    def notice(self, kept) -> str:
        """What the player is told: where the old save is kept (`kept`, a path or None)."""
        if kept is None:
            return tn("The saved game's move {number} is refused by the rules ({reason}): the match resumes "
                      "before it, {n} move dropped.",
                      "The saved game's move {number} is refused by the rules ({reason}): the match resumes "
                      "before it, {n} moves dropped.", self.count, number=self.first + 1, reason=self.reason)
        return tn("The saved game's move {number} is refused by the rules ({reason}): the match resumes before "
                  "it, {n} move dropped (the old save is kept as {file} in {folder}).",
                  "The saved game's move {number} is refused by the rules ({reason}): the match resumes before "
                  "it, {n} moves dropped (the old save is kept as {file} in {folder}).", self.count,
                  number=self.first + 1, reason=self.reason, file=kept.name, folder=str(kept.parent))


class Session:
    """One match: `st` changes only through `apply`, which logs the action and autosaves."""

    def __init__(self, game, seats: list[dict], options: dict, seed: int, save: bool = True):
        self.game, self.seats, self.seed, self.save = game, [dict(s) for s in seats], seed, save
        self.options = game.resolve_options(options, len(seats))
        self.st = game.new_state(seed, len(seats), self.options)
        self.actions: list[Action] = []
        self.drawn: list[dict] = []   # per action: {seat: cards it drew from a hidden pile} (the move log)
        self._texts: list[str] = []   # self.actions as the save writes them, extended as moves come
        self.notice: str | None = None
        if save:
            self._autosave()

    @classmethod
    def resume(cls, game, rec: dict, save: bool = True) -> "Session":
        """Rebuild a match from a save record by replaying its actions (each checked), up to the last one the
        rules take: one illegal action lost the whole match. What was left out is in `dropped` (None when
        nothing was). Raises (ValueError) only when the match cannot start at all (its seed or options)."""
        actions = rec["actions_parsed"] if "actions_parsed" in rec else [Action.from_json(x) for x in rec["actions"]]
        s = cls(game, rec["seats"], game.recorded_options(rec["options"]), rec["seed"], save=False)
        for i, a in enumerate(actions):
            try:
                events = s.game.apply(s.st, a)
            except Exception as e:  # noqa: BLE001  refused (IllegalAction) or a rule failing on it: stop before it
                why = e.reason if isinstance(e, IllegalAction) else f"{type(e).__name__}: {e}"
                if not isinstance(e, IllegalAction):   # it may have failed half-way: the state again, without it
                    s = cls.resume(game, dict(rec, actions_parsed=actions[:i]), save=False)
                s.dropped = Dropped(i, len(actions) - i, why)
                break
            s.actions.append(a)
            s.drawn.append(drawn(game, events))
        s.takeback = rec.get("takeback") is True   # a takeback was used before it was saved
        s.save = save
        return s

    dropped: "Dropped | None" = None
    takeback = False   # a move was taken back in this match (Undo): it is marked so and counted apart

    # -- seats ------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat]["kind"] == "human"

    def drives(self, seat: int) -> bool:
        """Whether this table runs the seat's AI (not a human here, nor a player at another computer)."""
        return 0 <= seat < len(self.seats) and self.seats[seat]["kind"] == "ai"

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    @property
    def hotseat(self) -> bool:
        return len(self.humans()) >= 2

    def name(self, seat: int) -> str:
        """The seat's name as typed; the lone human's default name is "You" in the player's language."""
        if not 0 <= seat < len(self.seats):
            return t("the table")
        name = self.seats[seat]["name"]
        return t("You") if name == YOU else name

    def is_you(self, seat: int) -> bool:
        """Whether the seat is the one the screen speaks to as "you" (the lone human, named You)."""
        return 0 <= seat < len(self.seats) and self.seats[seat]["name"] == YOU

    def told(self, seat: int, other: str, you: str, **params) -> str:
        """A message whose subject is a seat: `you` for the lone human ("You lead"), else `other` with its
        name as {player} ("Chen leads"). Both are messages (marked with N_ where they are written), so each
        language words the two its own way."""
        if self.is_you(seat):
            return t(you, **params)
        return t(other, player=self.name(seat), **params)

    def mark(self, seat: int) -> str:
        """The seat's name for a text that `spoken` finishes: the lone human's place is marked, as the
        words for them depend on where they stand in the sentence."""
        return YOU_MARK if self.is_you(seat) else self.name(seat)

    @staticmethod
    def spoken(text: str) -> str:
        """`text` with each marked place of the lone human (`mark`) worded: "You" where a sentence starts,
        the word for "you" inside one ("Ada catches you"), each a message of the player's language."""
        if YOU_MARK not in text:
            return text
        parts = text.split(YOU_MARK)
        out = parts[0]
        for part in parts[1:]:
            inside = re.search(r"[^.!?。！？\s] $", out) is not None   # after a word and a space, not an end
            out += (tc("the lone human, inside a sentence", "you") if inside else t("You")) + part
        return out

    # -- turn -----------------------------------------------------------------------------------------
    def legal(self, seat: int | None = None) -> list[Action]:
        """The legal actions now (of `seat`, or of every seat that may act), worked out once per position:
        the table asks many times a frame, and a rich hand with wild cards takes milliseconds each time."""
        acts = self._all_legal()
        return [a for a in acts if a.seat == seat] if seat is not None else list(acts)

    def _all_legal(self) -> list[Action]:
        """Every legal action now, from the cache (not a copy: callers must not change it)."""
        st = self.st
        key = (id(st), st.moves, st.round, st.phase, st.current, len(self.actions))
        if self._legal_key != key:
            self._legal_key, self._legal_all = key, self.game.legal_actions(st)
        return self._legal_all

    def position(self) -> tuple:
        """A key of the position now: it changes whenever the legal actions may have."""
        self._all_legal()
        return self._legal_key

    _legal_key = None
    _legal_all: list = []

    def primary(self) -> int | None:
        """The seat whose turn or decision it is (SYSTEM between rounds, None when nobody can act).

        Among the seats with a legal action: the pending decision's seat, else the current player, else
        the first one (the same rule as the AI driver).
        """
        st = self.st
        if st.phase == "round_over":
            return SYSTEM
        if st.phase != "play":
            return None
        seats = list(dict.fromkeys(a.seat for a in self._all_legal()))   # in order, as Game.to_act
        if not seats:
            return None
        pend = st.pending
        if pend and pend.get("seat") in seats:
            return pend["seat"]
        return st.current if st.current in seats else seats[0]

    def apply(self, action: Action) -> list[dict]:
        """Apply through the engine (IllegalAction with the engine's reason if refused); log; autosave."""
        events = self.game.apply(self.st, action)
        self.actions.append(action)
        self.drawn.append(drawn(self.game, events))
        if self.save:
            if self.st.phase == "match_over":
                autosave.clear()
                winners = (self.st.result or {}).get("match_winners") or []
                self.notice = stats.record(self.game.id, self.seats, winners, self.st.round, self.takeback)
                kept = history.add(history.entry(self.game.id, self.seats, self.options, self.seed,
                                                 [a.to_json() for a in self.actions], self.st.result,
                                                 self.st.round, self.st.scores, self.takeback))
                self.notice = self.notice or kept
            else:
                self._autosave()
        return events

    # -- takeback -----------------------------------------------------------------------------------
    def calls_opened(self, seat: int, kinds) -> frozenset:
        """Which of the calls `kinds` one of `seat`'s legal moves now would let it make (a last-card call
        pressed ahead of the card that opens it): each move tried on a copy of the state."""
        return calls_opened(self.game, self.st, self.legal(seat), seat, kinds)

    def can_take_back(self) -> bool:
        """Whether Undo is offered at all: one human at the table, against AI seats only (never in
        hot-seat, nor with a player at another computer: their moves are not the table's to take back)."""
        return len(self.humans()) == 1 and all(s["kind"] in ("human", "ai") for s in self.seats)

    def take_back(self, seat: int) -> str | None:
        """Take the match back to just before `seat`'s last decision in this round (the bots' moves since
        are undone too): the state is rebuilt from the seed and the actions before it. None when done,
        else why not (hot-seat, the round over, nothing of theirs to undo). The match is marked: it counts
        apart from clean wins."""
        if not self.can_take_back():
            return t("No takeback in a match with another human at the table.")
        if self.st.phase != "play":
            return t("The round is over: there is nothing to take back.")
        i = next((k for k in range(len(self.actions) - 1, -1, -1)
                  if self.actions[k].seat == seat or self.actions[k].kind == "next_round"), None)
        if i is None or self.actions[i].seat != seat:
            return t("Nothing to undo: you have made no move yet this round.")
        keep = self.actions[:i]
        st = self.game.new_state(self.seed, self.players, self.options)
        for a in keep:
            self.game.apply(st, a)
        self.st, self.actions, self.drawn = st, keep, self.drawn[:i]
        self.takeback = True
        self._legal_key = self._public_key = None
        if self.save:
            self._autosave()
        return None

    def try_apply(self, action: Action) -> tuple[list[dict] | None, str | None]:
        try:
            return self.apply(action), None
        except IllegalAction as e:
            return None, e.reason

    def record(self) -> dict:
        return autosave.record(self.game.id, self.seats, self.options, self.seed, self.actions)

    def _autosave(self) -> None:
        """Save after a move; each action is encoded once (a long match took 15 ms a move here)."""
        done = self._texts
        if len(done) > len(self.actions):   # the log was cut back: encode it afresh
            done.clear()
        done.extend(autosave.action_text(a) for a in self.actions[len(done):])
        rec = autosave.record(self.game.id, self.seats, self.options, self.seed, [])
        if self.takeback:
            rec["takeback"] = True   # the mark goes with the match to its statistics and history
        self.notice = autosave.save(rec, done)

    def start_saving(self) -> None:
        """Save from now on (a match dealt unsaved until the player agreed to replace the saved one)."""
        self.save = True
        self._autosave()

    # -- what a screen may show --------------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        """game.view for a seat; for None (a spectator, or hot-seat between turns) only public things."""
        if seat is not None:
            return self.game.view(self.st, seat)
        return public_view(self.game, self.st)

    @property
    def public(self) -> dict:
        """What every seat may see, worked out once per position: the table's screens read the match
        through this (or a seat's view), never through the state itself."""
        st = self.st
        key = (id(st), st.moves, st.round, st.phase, tuple(st.scores), len(self.actions))
        if self._public_key != key:
            self._public_key, self._public = key, public_view(self.game, st)
        return self._public

    _public_key = None
    _public: dict = {}


def calls_opened(game, st, legal: list, seat: int, kinds) -> frozenset:
    """The calls of `kinds` that `seat` may make after one of its `legal` moves in `st` (st is not changed)."""
    out: set = set()
    for a in legal:
        if a.kind in kinds or out >= set(kinds):
            continue
        after = st.clone()
        game.apply(after, a, check=False)
        out |= {x.kind for x in game.legal_actions(after) if x.seat == seat and x.kind in kinds}
    return frozenset(out)


def drawn(game, events: list[dict]) -> dict[int, int]:
    """{seat: how many cards it took from a hidden pile (the deck)} in these events: public (every seat
    sees the hands' sizes), it tells the move log who drew how many and on whose move (a penalty)."""
    out: dict[int, int] = {}
    for e in events:
        if e.get("type") != "move":
            continue
        src, (dst, _, owner) = e.get("src", ""), e.get("dst", "").partition(":")
        d = game.zones.get(src.partition(":")[0])
        if d is None or d["owner"] != "table" or d["visibility"] == "public" or dst not in game.seat_zones \
                or not owner.isdigit():
            continue
        out[int(owner)] = out.get(int(owner), 0) + 1
    return out


def public_view(game, st) -> dict:
    """What anyone at the table may see: seat 0's view with every private thing removed."""
    v = game.view(st, 0)
    for z, d in game.zones.items():
        if d["visibility"] != "public" and z in v["zones"]:
            del v["zones"][z]
    for k in game.private_vars:
        if k in v["vars"]:
            v["vars"][k] = [None] * st.players
    p = v.get("pending")
    if p and "private" in p:
        p["private"] = {}
    v["seat"] = None
    v["known"] = {}
    return v
