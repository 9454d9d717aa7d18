"""The game state: plain data only (ints, strs, bools, None, lists, str-keyed dicts), RNG included."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields


def copy_plain(x):
    """Deep copy of plain JSON-like data (lists and dicts of scalars), much faster than deepcopy."""
    if type(x) is list:
        return [copy_plain(v) if type(v) in (list, dict) else v for v in x]
    if type(x) is dict:
        return {k: (copy_plain(v) if type(v) in (list, dict) else v) for k, v in x.items()}
    return x


@dataclass(slots=True, eq=True)
class State:
    """Everything that changes during a match of one game.

    zones: table zones map to a list of card ids (bottom first, top last); seat zones map to a list
    holding one such list per seat. vars: the game's own plain data (current colour, power cards...).
    known: per observer seat, {str(card): holder seat} for cards that seat has seen in another hand.
    pending: a decision the rules wait for (whose it is, what kind), or None.
    """

    game: str
    players: int
    options: dict
    seed: int
    rng: int
    zones: dict = field(default_factory=dict)
    vars: dict = field(default_factory=dict)
    current: int = 0
    dealer: int = 0
    direction: int = 1
    round: int = 1
    scores: list = field(default_factory=list)
    phase: str = "play"  # "play" | "round_over" | "match_over"
    pending: dict | None = None
    known: list = field(default_factory=list)
    result: dict | None = None
    moves: int = 0

    def clone(self) -> "State":
        """An independent copy (for search): every list and dict is copied."""
        z = {}
        for k, v in self.zones.items():
            z[k] = [h[:] for h in v] if v and type(v[0]) is list else v[:]
        return State(self.game, self.players, self.options, self.seed, self.rng, z,
                     copy_plain(self.vars), self.current, self.dealer, self.direction, self.round,
                     self.scores[:], self.phase, copy_plain(self.pending), copy_plain(self.known),
                     copy_plain(self.result), self.moves)

    def to_dict(self) -> dict:
        return {f.name: copy_plain(getattr(self, f.name)) for f in fields(self)}

    @staticmethod
    def from_dict(d: dict) -> "State":
        names = [f.name for f in fields(State)]
        missing = [n for n in names if n not in d]
        extra = [k for k in d if k not in names]
        if missing or extra:
            raise ValueError(f"bad state data: missing {missing}, unknown {extra}")
        return State(**{n: copy_plain(d[n]) for n in names})

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> "State":
        return State.from_dict(json.loads(text))

    # -- zone helpers -------------------------------------------------------------------------
    def zone(self, name: str, seat: int | None = None) -> list:
        """The card list of a table zone, or of a seat zone for `seat`."""
        z = self.zones[name]
        return z if seat is None else z[seat]

    def hand(self, seat: int) -> list:
        return self.zones["hand"][seat]
