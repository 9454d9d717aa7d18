"""A tiny deterministic PRNG (splitmix64) whose whole state is one int kept inside the game state."""

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any int seed into an RNG state."""
    return (int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state) -> int:
    """Advance `state.rng` and return 64 random bits."""
    s = (state.rng + 0x9E3779B97F4A7C15) & _MASK
    state.rng = s
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def randbelow(state, n: int) -> int:
    """A uniform int in [0, n) drawn from the state's RNG."""
    return next_u64(state) % n


def shuffle(state, items: list) -> None:
    """Fisher-Yates shuffle of `items` in place with the state's RNG."""
    for i in range(len(items) - 1, 0, -1):
        j = next_u64(state) % (i + 1)
        items[i], items[j] = items[j], items[i]


class Rng:
    """A standalone generator with the same algorithm, for code outside a game state (bots, tools)."""

    __slots__ = ("rng",)

    def __init__(self, seed: int = 0):
        self.rng = seed_state(seed)

    def randbelow(self, n: int) -> int:
        return randbelow(self, n)

    def random(self) -> float:
        return next_u64(self) / 18446744073709551616.0

    def choice(self, seq):
        return seq[randbelow(self, len(seq))]

    def shuffle(self, items: list) -> None:
        shuffle(self, items)
