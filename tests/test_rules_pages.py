"""The Rules pages' source text (tabletop/games/<id>/guide/en.md): only the markup the reader typesets."""

import re
from pathlib import Path

import pytest

PAGES = sorted((Path(__file__).resolve().parent.parent / "tabletop" / "games").glob("*/guide/*.md"))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_no_emphasis_markup_the_reader_would_show_as_asterisks(page):
    for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        body = line.lstrip()
        body = body[2:] if body.startswith(("- ", "* ")) else body
        assert not re.search(r"\*\S|\S\*", body), f"{page.name}:{n}: {line!r}"


def test_every_game_has_a_page():
    """A page for every game folder, and none for a game that is not there."""
    from tabletop.games import folders
    assert sorted({p.parent.parent.name for p in PAGES if p.name == "en.md"}) == folders()
