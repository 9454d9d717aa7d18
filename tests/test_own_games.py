"""A player's own games: YAML files in <user data>/games, a variant of a shipped game or a game made of its
hooks. Good ones join the game choice marked as the player's own; bad ones are listed with file, key and
reason; nothing in that folder is ever run."""

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tabletop.rules import loader
from tabletop.rules.loader import catalogue, config_dir, load_game, user_games_dir

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def own(tmp_path, monkeypatch):
    """An empty games folder of a throwaway user, and a loader that has cached nothing."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(loader, "_CACHE", {})
    folder = user_games_dir()
    folder.mkdir(parents=True)
    return folder


def a_shipped_game_with_a_bool_option():
    for e in catalogue():
        g = e["game"]
        if g is not None and not e["own"]:
            for name, o in g.options_spec.items():
                if o["type"] == "bool":
                    return g, name
    pytest.skip("no shipped game has a bool option")


def write(folder: Path, name: str, data) -> Path:
    p = folder / f"{name}.yaml"
    p.write_text(data if isinstance(data, str) else yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return p


def test_a_variant_names_only_what_it_changes_and_plays_on_its_base_games_code(own):
    from tabletop.tools.sim import random_playout
    base, opt = a_shipped_game_with_a_bool_option()
    flipped = not base.options_spec[opt]["default"]
    write(own, "mine", {"id": "mine", "name": "My Variant", "based_on": base.id,
                        "description": "Mine.", "options": {opt: {"default": flipped}}})
    entry = next(e for e in catalogue() if e["id"] == "mine")
    g = entry["game"]
    assert entry["own"] and entry["error"] is None and g.own
    assert g.family == base.id and g.name == "My Variant" and g.options_spec[opt]["default"] is flipped
    assert g.options_spec[opt]["label"] == base.options_spec[opt]["label"]   # the rest is the base's
    assert g.n_cards == base.n_cards and g.hooks == base.hooks
    assert [e["id"] for e in catalogue()][-1] == "mine"   # after the shipped games
    st, actions = random_playout(g, 7, g.min_players)
    assert st.phase in ("round_over", "match_over") and st.game == "mine"


def test_a_file_naming_an_unregistered_function_is_refused_at_load_and_nothing_runs(own, monkeypatch):
    """A hook is a registered name, never a path to code: os.system is unknown; no Python is imported from
    the folder (a .py there is never loaded)."""
    import os
    base, _ = a_shipped_game_with_a_bool_option()
    ran = []
    monkeypatch.setattr(os, "system", lambda *a: ran.append(a) or 0)
    write(own, "evil", {"id": "evil", "name": "Evil", "based_on": base.id, "hooks": {"setup": "os.system"}})
    (own / "evil_hooks.py").write_text("import pathlib\npathlib.Path(__file__).with_suffix('.ran').touch()\n")
    entry = next(e for e in catalogue() if e["id"] == "evil")
    assert entry["game"] is None and entry["error"].startswith("evil.yaml: hooks.setup: ")
    assert "os.system" in entry["error"]
    with pytest.raises(Exception):
        load_game("evil")
    assert ran == [] and not (own / "evil_hooks.ran").exists()
    assert not any("evil_hooks" in m for m in sys.modules)


def test_bad_files_are_listed_with_file_key_and_reason_and_the_rest_load(own):
    base, _ = a_shipped_game_with_a_bool_option()
    write(own, "broken", "id: broken\nname: [unclosed\n")
    write(own, "wrongid", {"id": "other", "name": "X", "based_on": base.id})
    write(own, "nobase", {"id": "nobase", "name": "X", "based_on": "no_such_game"})
    write(own, base.id, {"id": base.id, "name": "Hijack", "based_on": base.id})
    errors = {e["id"]: e["error"] for e in catalogue() if e["error"]}
    assert errors["broken"].startswith("broken.yaml: (file): not valid YAML")
    assert errors["wrongid"].startswith("wrongid.yaml: id: ")
    assert errors["nobase"].startswith("nobase.yaml: based_on: there is no game 'no_such_game'")
    assert f"{base.id}.yaml: id: " in errors[base.id] and "shipped game" in errors[base.id]
    shipped = [e for e in catalogue() if not e["own"]]
    assert shipped and all(e["game"] is not None for e in shipped)
    assert load_game(base.id).name == base.name   # the player's file does not replace the shipped game


def test_the_game_choice_marks_the_players_own_and_says_why_a_file_does_not_load(own):
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import game_choice
    from tests.test_ui_driver import make_app, step
    base, _ = a_shipped_game_with_a_bool_option()
    write(own, "mine", {"id": "mine", "name": "My Variant", "based_on": base.id})
    write(own, "broken", "id: broken\nname: [unclosed\n")
    app = make_app(size=(960, 540))
    drawn = []
    real = gfx.blit_text
    gfx.blit_text = lambda surf, text, *a, **kw: drawn.append(text) or real(surf, text, *a, **kw)
    try:
        choice = app.scenes.push(game_choice.GameChoiceScene(app))
        step(app)
    finally:
        gfx.blit_text = real
    mine = next(g for g in choice.games if g["id"] == "mine")
    broken = next(g for g in choice.games if g["id"] == "broken")
    assert mine["available"] and mine["own"] and not broken["available"]
    assert any("your own" in t for t in drawn)
    assert any(t.startswith("Its rules file does not load: broken.yaml") or "broken.yaml" in t for t in drawn)
    for tile in choice.tiles:   # every tile inside the window, none over another
        assert app.screen.get_rect().contains(tile)
        assert sum(tile.colliderect(o) for o in choice.tiles) == 1
    app.close()


def test_validate_with_no_paths_checks_every_game_found_and_names_the_folder(own, tmp_path):
    base, _ = a_shipped_game_with_a_bool_option()
    write(own, "mine", {"id": "mine", "name": "My Variant", "based_on": base.id})
    write(own, "bad", {"id": "bad", "name": "Bad", "based_on": base.id, "players": {"min": 1, "max": 99}})
    env = {"TABLETOP_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "-m", "tabletop", "validate"], capture_output=True, text=True,
                       cwd=ROOT, env=env)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert f"your own games folder: {own}" in r.stdout
    assert "mine.yaml: ok (My Variant" in r.stdout
    assert r.stderr.startswith("bad.yaml: players.")
    for p in config_dir().glob("*.yaml"):
        assert f"{p.name}: ok (" in r.stdout


def test_the_shipped_example_variants_load():
    """Each game folder's examples/ (files a player copies into their games folder) validate."""
    import tabletop.games
    examples = sorted(Path(tabletop.games.__file__).parent.glob("*/examples/*.yaml"))
    assert examples, "ship at least one example a player can copy"
    for p in examples:
        g = loader.load_config(p)
        assert g.family == p.parent.parent.name and g.id == p.stem and g.id != g.family


def test_a_variant_seating_more_players_than_its_code_can_is_refused_at_load(own):
    """The games' tables are built for their most seats: a variant of a shipped game with more players
    loaded, then failed in play (an IndexError on the first move at the extra seats)."""
    from tabletop.rules.registry import get_limits
    for e in catalogue():
        g = e["game"]
        if g is None or e["own"] or not get_limits(g.family).get("players"):
            continue
        hi = get_limits(g.family)["players"][1]
        write(own, f"big_{g.id}", {"id": f"big_{g.id}", "name": "Big", "based_on": g.id,
                                   "players": {"min": g.min_players, "max": hi + 1}})
        err = next(x for x in catalogue() if x["id"] == f"big_{g.id}")["error"]
        assert err == f"big_{g.id}.yaml: players.max: the {g.id} rules seat at most {hi} players, not {hi + 1}", err


def test_a_new_game_made_only_of_shipped_hooks_joins_the_choice_and_plays(own):
    """Not a variant: a file written in full, with its own id and name, its own deck (every card twice), deal
    (a card fewer each) and match end; `based_on` only says whose registered hooks run it. It joins the game
    choice as the player's own and plays a round to its end. (Some games' rules refuse such a deck, with
    a reason: the first shipped game whose rules take it is used.)"""
    from tabletop.tools.sim import random_playout
    tried = []
    for e in catalogue():
        if e["own"] or e["game"] is None:
            continue
        base = e["game"]
        data = yaml.safe_load((config_dir() / f"{base.id}.yaml").read_text(encoding="utf-8"))
        data.update(id="brand_new", name="Brand New", based_on=base.id, description="A game of my own.")
        data["deck"]["count"] *= 2
        data["deck"]["cards"] = [dict(c, count=c.get("count", 1) * 2) for c in data["deck"]["cards"]]
        data["deal"] = {z: n - 1 if isinstance(n, int) and n > 1 else n for z, n in data.get("deal", {}).items()}
        data["match_end"] = [{"preset": "single_round"}]
        write(own, "brand_new", data)
        loader._CACHE.clear()
        entry = next(x for x in catalogue() if x["id"] == "brand_new")
        if entry["error"] is not None:
            tried.append(entry["error"])
            continue
        g = entry["game"]
        assert entry["own"] and g.own and g.family == base.id and g.name == "Brand New"
        assert g.n_cards == 2 * base.n_cards and g.cfg["deal"] == data["deal"]
        assert g.single_round({}, g.min_players)
        st, actions = random_playout(g, 5, g.min_players)
        assert st.phase == "match_over" and st.game == "brand_new" and actions
        return
    pytest.fail("no shipped game's rules take a deck of every card twice:\n  " + "\n  ".join(tried))


def test_at_960x540_the_whole_reason_a_file_does_not_load_is_reachable_from_its_tile(own):
    """A long reason (file, key, reason) was cut off on its tile at 960x540, with no way to read the rest:
    the tile's text now ends in "…" where it is cut, and the tile's Rules button opens the whole reason."""
    import pygame

    from tabletop.ui.core import gfx
    from tabletop.ui.screens import game_choice
    from tests.test_ui_driver import click, make_app, step
    write(own, "broken", {"id": "broken", "name": "Broken", "based_on": "no_such_game_" + "z" * 150})
    app = make_app(size=(960, 540))
    drawn = []
    real = gfx.blit_text
    gfx.blit_text = lambda surf, text, size, pos, colour, *a, **kw: drawn.append((text, colour)) or \
        real(surf, text, size, pos, colour, *a, **kw)
    try:
        choice = app.scenes.push(game_choice.GameChoiceScene(app))
        step(app)
    finally:
        gfx.blit_text = real
    i = next(k for k, g in enumerate(choice.games) if g["id"] == "broken")
    error = choice.games[i]["error"]
    assert error.startswith("broken.yaml: based_on: there is no game") and len(error) > 200
    on_tile = [text for text, colour in drawn if colour == gfx.BAD]
    assert on_tile[0].startswith("Its rules file does not load")
    assert "".join(on_tile).count("z") < 150, "the tile holds it all: the check would check nothing"
    assert on_tile[-1].endswith("…")
    play, rules = choice.widgets[2 * i], choice.widgets[2 * i + 1]
    assert not play.enabled and rules.enabled
    click(app, rules.rect.center)
    shown = app.scenes.top
    assert shown.name == "rules" and shown.heading == "Rules file error"
    assert "".join(line for line, *_ in shown.lines).replace(" ", "") == \
        f"Its rules file does not load: {error}".replace(" ", "")
    inner = shown.box.w - gfx.px(60)   # every line inside the panel: the long name is cut, not clipped
    assert all(gfx.font(size, bold).size(line)[0] <= inner - indent for line, size, bold, _, indent, _ in shown.lines)
    shown.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    step(app)   # scrolled to its end (where it is longer than the panel), drawn
    assert shown.scroll == max(0, shown.content_height() - (shown.box.h - gfx.px(20)))
    app.close()
