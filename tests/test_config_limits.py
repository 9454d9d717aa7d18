"""A game config is read with a size cap and parsed by libyaml where PyYAML has it (issue 29, defect 4): a
50 MB config took minutes to validate (588 MB peak), and the pure-Python parser cost the title 16 ms of
its launch for one shipped config alone (1.3 ms with the C loader)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules import yaml_read
from tabletop.rules.loader import available_games, config_dir, load_config

GAMES = available_games()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_config_over_the_cap_is_refused_by_its_size_before_parsing(tmp_path, monkeypatch, game_id):
    text = (config_dir() / f"{game_id}.yaml").read_text(encoding="utf-8")
    p = tmp_path / f"{game_id}.yaml"
    pad = yaml_read.MAX_CONFIG_BYTES - len(text.encode()) + 1
    p.write_text(text + "#" * (pad - 1) + "\n", encoding="utf-8")   # a comment: valid YAML, one byte too many
    assert p.stat().st_size == yaml_read.MAX_CONFIG_BYTES + 1

    def no_parse(*args, **kw):
        raise AssertionError("parsed a file over the cap")
    monkeypatch.setattr(yaml_read, "_parse", no_parse)
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert (e.value.file, e.value.key) == (f"{game_id}.yaml", "(file)")
    assert e.value.reason == "too big (over 1.0 MB; at most 1.0 MB): a game config is a text file of at most 1.0 MB" \
        or e.value.reason == "too big (1.0 MB; at most 1.0 MB): a game config is a text file of at most 1.0 MB"


def test_a_huge_sparse_config_is_refused_at_once(tmp_path):
    p = tmp_path / "huge.yaml"
    with open(p, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(ConfigError, match=r"huge.yaml: \(file\): too big \(50.0 MB; at most 1.0 MB\)"):
        load_config(p)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_config_is_refused_not_waited_for(tmp_path):
    """In a process of its own: before, reading the FIFO waited for a writer for ever."""
    p = tmp_path / "pipe.yaml"
    os.mkfifo(p)
    r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(p)], capture_output=True, text=True,
                       timeout=60, cwd=Path(__file__).resolve().parent.parent)
    assert r.returncode == 1 and r.stderr.startswith("pipe.yaml: (file): not a regular file"), r.stderr


@pytest.mark.skipif(not getattr(yaml, "__with_libyaml__", False), reason="PyYAML built without libyaml")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_shipped_configs_are_parsed_by_libyaml(monkeypatch, game_id):
    """Where PyYAML has libyaml, the pure-Python parser is not used for a config that loads."""
    class NoPurePython(yaml.SafeLoader):
        def __init__(self, *a, **kw):
            raise AssertionError("the pure-Python YAML parser was used")
    monkeypatch.setattr(yaml, "SafeLoader", NoPurePython)
    game = load_config(config_dir() / f"{game_id}.yaml")
    assert game.id == game_id


def test_the_duplicate_key_check_holds_with_the_c_loader(tmp_path):
    text = (config_dir() / f"{GAMES[0]}.yaml").read_text(encoding="utf-8")
    p = tmp_path / "dup.yaml"
    p.write_text(text + "\nname: again\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"dup.yaml: name: duplicate key 'name' \(line \d+\)"):
        load_config(p)
