"""BIG TWO's AI caches stay bounded in a long session (issue 29: memory)."""

import pygame  # noqa: F401  (as the shared memory tests)


def test_the_big_two_ai_caches_are_bounded(monkeypatch):
    """A pure cache of the BIG TWO policy kept up to 100,000 hands: 85 MiB in a long session against hard
    seats (whose searches see thousands of hands). Now 20,000 (tried here at 300)."""
    import random

    from tabletop.games.big_two import ai
    monkeypatch.setattr(ai, "PARTS_MAX", 300)
    monkeypatch.setattr(ai, "FIVES_MAX", 300)
    rng = random.Random(2)
    for _ in range(ai.PARTS_MAX + 200):
        hand = tuple(sorted(rng.sample(range(54), rng.randint(1, 13))))
        ai._partitions(hand)
    for _ in range(60):
        for five in ai._natural_fives(sorted(rng.sample(range(52), 13))):
            ai.strength(five)
    assert len(ai._PARTS) <= ai.PARTS_MAX and len(ai._FIVE_STRENGTH) <= ai.FIVES_MAX
