"""Actions: small immutable values naming the seat that acts, what it does and its arguments."""

from typing import NamedTuple

SYSTEM = -1  # the seat of table-level steps such as dealing the next round
NEXT_ROUND = "next_round"   # the engine's own action between rounds (SYSTEM deals the next one)
RESERVED_KINDS = frozenset({NEXT_ROUND})   # action kinds the engine handles itself: no config may name one


class Action(NamedTuple):
    """`seat` acts with `kind` ("play", "draw", "pass", "colour", ...) and plain-data `args`."""

    seat: int
    kind: str
    args: tuple = ()

    def to_json(self) -> list:
        return [self.seat, self.kind, _to_lists(self.args)]

    @staticmethod
    def from_json(data) -> "Action":
        if not (isinstance(data, list) and len(data) == 3 and isinstance(data[0], int)
                and isinstance(data[1], str) and isinstance(data[2], list)):
            raise ValueError(f"not an action: {data!r}")
        return Action(data[0], data[1], _to_tuples(data[2]))

    def __str__(self) -> str:
        args = ",".join(str(a) for a in self.args)
        return f"{self.kind}({args})@{self.seat}"


def _to_lists(x):
    return [_to_lists(v) for v in x] if isinstance(x, (tuple, list)) else x


MAX_DEPTH = 32  # lists in an action's arguments nest a few levels; a deeper one is no action of any game


def _to_tuples(x, depth: int = 0):
    if not isinstance(x, (tuple, list)):
        return x
    if depth >= MAX_DEPTH:   # refused before the stack runs out (a corrupt save crashed every launch)
        raise ValueError(f"an action's arguments nest more than {MAX_DEPTH} levels deep")
    return tuple(_to_tuples(v, depth + 1) for v in x)
