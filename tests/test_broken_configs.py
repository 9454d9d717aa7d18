"""The corpus of broken configs: each game's own, in its tests folder (tests/games/<id>/broken_configs.yaml, a
list of edits of game_configs/<id>.yaml, each with the message it must be refused with). Each is refused at
load with its file, key and reason, never loaded and never a traceback (issue 29 asked for at least 50)."""

import copy
from pathlib import Path

import pytest
import yaml

from tabletop.engine.actions import RESERVED_KINDS
from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import config_dir, load_config



def corpus() -> list[dict]:
    """Every game's broken configs, found in the games' test folders; each case gets its config's `file`."""
    out = []
    for path in sorted((Path(__file__).parent / "games").glob("*/broken_configs.yaml")):
        for case in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            assert "file" not in case, f"{path}: a case edits its own game's config: no 'file' key"
            out.append({"file": f"{path.parent.name}.yaml", **case})
    return out


CASES = corpus()


def _edit(cfg, case):
    *where, last = case["path"]
    d = cfg
    for k in where:
        d = d[k]
    value = copy.deepcopy(case.get("value"))
    if "repeat" in case:
        value = value * case["repeat"]
    if case["op"] == "set":
        d[last] = value
    elif case["op"] == "delete":
        del d[last]
    elif case["op"] == "append":
        d[last].append(value)
    else:
        raise ValueError(f"unknown op {case['op']!r}")


def _text(text, case):
    if case["op"] == "text_append":
        tail = case["value"]
        if "repeat_tail" in case:
            tail = tail.rstrip("\n") + ("1" if "0x" in tail else "#") * case["repeat_tail"] + "\n"
        return text + tail
    return text.replace(case["old"], case["new"], 1)


def test_the_corpus_has_at_least_fifty_cases():
    assert len(CASES) >= 50
    assert all((config_dir() / c["file"]).is_file() for c in CASES), "a corpus of a game that has no config"
    assert len({(c["file"], c["op"], str(c.get("path")), str(c.get("value"))) for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[f"{i}-{c['file'].split('.')[0]}-{c['key']}" for i, c in enumerate(CASES)])
def test_a_broken_config_is_refused_with_file_key_and_reason(tmp_path, case):
    src = (config_dir() / case["file"]).read_text(encoding="utf-8")
    if case["op"].startswith("text_"):
        text = _text(src, case)
    else:
        cfg = yaml.safe_load(src)
        _edit(cfg, case)
        text = yaml.safe_dump(cfg, allow_unicode=True, sort_keys=False, width=10 ** 9)
    p = tmp_path / case["file"]
    p.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        load_config(p)
    err = e.value
    assert err.file == case["file"] and str(err).startswith(f"{case['file']}: ")
    assert err.key.startswith(str(case["key"])), (err.key, err.reason)
    assert str(case["reason"]) in err.reason, (err.key, err.reason)


@pytest.mark.parametrize("kind", sorted(RESERVED_KINDS))
@pytest.mark.parametrize("game_id", [p.stem for p in sorted(config_dir().glob("*.yaml"))])
def test_an_action_named_like_a_reserved_kind_is_refused(tmp_path, game_id, kind):
    """The engine handles `next_round` itself: a config action of that name would never be listed, and its
    handler never run; it is refused with the file, the key and why."""
    cfg = yaml.safe_load((config_dir() / f"{game_id}.yaml").read_text(encoding="utf-8"))
    cfg["actions"][kind] = next(iter(cfg["actions"].values()))
    p = tmp_path / f"{game_id}.yaml"
    p.write_text(yaml.safe_dump(cfg, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert (e.value.file, e.value.key) == (f"{game_id}.yaml", f"actions.{kind}")
    assert "the engine's own action" in e.value.reason and "another name" in e.value.reason
