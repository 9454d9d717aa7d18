"""The corpus of broken configs (tests/broken_configs/cases.yaml): each is refused at load with its file,
key and reason, never loaded and never a traceback (issue 29 asked for at least 50)."""

import copy
from pathlib import Path

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import config_dir, load_config

CASES = yaml.safe_load((Path(__file__).parent / "broken_configs" / "cases.yaml").read_text(encoding="utf-8"))


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
