"""The title's first frame is drawn without what only later screens need (issue 29: launch to the first
interactive frame <= 0.5 s where no bytecode can be written; 0.54 s before). No time is asserted here:
scripts/bench_render.py measures the launch. What is asserted is what the first frame imports."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = """
import json, sys
from tabletop.app import run
run(['--first-frame-only'])
print(json.dumps(sorted(m for m in sys.modules if m.startswith(('tabletop', 'yaml')))))
"""


def test_the_first_frame_loads_no_game_rules_and_no_yaml(tmp_path):
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONDONTWRITEBYTECODE="1")
    r = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    mods = json.loads(r.stdout.strip().splitlines()[-1])
    assert not [m for m in mods if m == "yaml" or m.startswith("yaml.")], "YAML is read after the first frame"
    assert not [m for m in mods if m.startswith("tabletop.games.")], [m for m in mods if "games." in m]
    for later in ("tabletop.rules.loader", "tabletop.ui.screens.rules", "tabletop.ui.table.scene"):
        assert later not in mods


def test_a_game_s_hooks_load_with_the_game_alone():
    """Asking for one game's rules imports that game's modules, not all four."""
    code = ("import sys, json; from tabletop.rules.loader import available_games, load_game; "
            "g = available_games()[0]; load_game(g); "
            "print(json.dumps([g, sorted({m.split('.')[2] for m in sys.modules if m.startswith('tabletop.games.')})]))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    game, loaded = json.loads(r.stdout.strip().splitlines()[-1])
    assert loaded == [game]
