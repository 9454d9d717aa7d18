"""What a bot of a level decides in a position: the helpers of every game's policy tests
(tests/games/<id>/test_policies.py: the decisions a good player makes in clear situations; decision speed is
measured by scripts/bench_ai.py, a test asserts no wall-clock time)."""

from tabletop.ai import make_bot


def choose(game, st, seat, level="normal", seed=1):
    bot = make_bot(game.id, level, seed)
    return bot.choose(game, game.view(st, seat), game.legal_actions(st, seat))


def react(game, st, seat, level="normal", seed=1):
    return make_bot(game.id, level, seed).react(game, game.view(st, seat), game.legal_actions(st, seat))
