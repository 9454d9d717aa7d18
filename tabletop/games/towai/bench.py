"""TOWAI's figure for scripts/bench_engine.py: the speed its random self-play must keep."""

GOAL = ("games/s", 400)
