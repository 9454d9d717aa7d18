"""The Rules pages' source text (assets/rules/*.md): only the markup the reader typesets."""

import re
from pathlib import Path

import pytest

PAGES = sorted((Path(__file__).resolve().parent.parent / "assets" / "rules").glob("*.md"))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_no_emphasis_markup_the_reader_would_show_as_asterisks(page):
    for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        body = line.lstrip()
        body = body[2:] if body.startswith(("- ", "* ")) else body
        assert not re.search(r"\*\S|\S\*", body), f"{page.name}:{n}: {line!r}"


def test_every_game_has_a_page():
    """A page for every shipped game, and none for a game that is not there."""
    from tabletop.rules.loader import config_dir
    assert [p.stem for p in PAGES] == sorted(p.stem for p in config_dir().glob("*.yaml"))
