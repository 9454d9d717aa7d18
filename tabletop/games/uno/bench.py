"""UNO's figure for scripts/bench_engine.py: the speed its random self-play must keep."""

GOAL = ("decisions/s", 60000)
