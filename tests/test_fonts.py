"""The bundled fonts and the fallback chain: Chinese, Japanese and French names drawn with their own
glyphs, a character no font has drawn as a visible box, CJK text wrapped between characters, the subset
fonts holding every character of the catalogues and guides, and the fonts' size."""

import os
import subprocess
import sys
import tomllib
import unicodedata
from pathlib import Path

import pygame
import pytest

from tabletop import i18n
from tabletop.resources import asset_path
from tabletop.ui.core import fonts, gfx

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
TC_R, TC_B = fonts.CJK["tc"]
JP_R, JP_B = fonts.CJK["jp"]
WHITE = (255, 255, 255)


@pytest.fixture(autouse=True)
def _english_after():
    pygame.font.init()
    yield
    i18n.set_language("en")


def _ink(surf) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 1)


def _same_ink(a, b) -> bool:
    ma, mb = _ink(a), _ink(b)
    return a.get_size() == b.get_size() and ma.count() == mb.count() == ma.overlap_area(mb, (0, 0))


def _drawn_by(name: str, size: int, run: str, into_size, baseline: int) -> pygame.Surface:
    """What the font file `name` alone draws of `run`, put on a line of `into_size` at `baseline`."""
    f = pygame.font.Font(str(asset_path("fonts", name)), size)
    out = pygame.Surface(into_size, pygame.SRCALPHA)
    out.blit(f.render(run, True, WHITE), (0, baseline - f.get_ascent()))
    return out


# -- names in their own glyphs ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang, cjk_first", [("en", TC_R), ("zh-TW", TC_R), ("fr", TC_R), ("ja", JP_R)])
@pytest.mark.parametrize("name", ["張小明", "佐藤花子", "Élodie"])
def test_a_name_is_drawn_with_its_own_glyphs(name, lang, cjk_first):
    """Each character goes to the first font of the chain that has a glyph for it (DejaVu for Latin, else
    the language's CJK font), and the pixels drawn are that font's: no box, no other font's glyph."""
    i18n.set_language(lang)
    for ch in name:
        got = fonts.font_for(ch)
        want = fonts.LATIN[0] if ch.isascii() or ch == "É" else cjk_first
        assert got == want, (ch, got, want)
        assert ch in fonts.coverage(got), (ch, got)
    f = fonts.Font(24)
    surf = f.render(name, True, WHITE)
    assert surf.get_size() == f.size(name)
    assert surf.get_height() == f.get_height(), "a CJK name keeps the line of an English one"
    by = fonts.LATIN[0] if name == "Élodie" else cjk_first
    assert _same_ink(surf, _drawn_by(by, 24, name, surf.get_size(), f.get_ascent()))
    assert not _same_ink(surf, f.render(fonts.REPLACEMENT * len(name), True, WHITE)), "not boxes"


def test_bold_names_use_the_bold_fonts():
    for ch, lang, want in (("張", "zh-TW", TC_B), ("佐", "ja", JP_B), ("É", "fr", fonts.LATIN[1])):
        i18n.set_language(lang)
        assert fonts.font_for(ch, bold=True) == want
    i18n.set_language("zh-TW")
    f = fonts.Font(20, bold=True)
    s = f.render("張小明", True, WHITE)
    assert _same_ink(s, _drawn_by(TC_B, 20, "張小明", s.get_size(), f.get_ascent()))


def test_the_two_regions_draw_their_own_forms():
    """直 is drawn differently in Taiwan and Japan: the language picks the CJK font."""
    i18n.set_language("zh-TW")
    tc = fonts.Font(40).render("直", True, WHITE)
    i18n.set_language("ja")
    jp = fonts.Font(40).render("直", True, WHITE)
    assert not _same_ink(tc, jp)
    assert fonts.font_for("直") == JP_R and fonts.font_for("直", lang="zh-TW") == TC_R


def test_a_character_only_the_other_cjk_font_has_comes_from_it():
    """翊 (Big5 level 2, common in Taiwanese given names) is only in the TC font: in Japanese the chain
    goes on to it after the JP font, and draws it with TC's glyph rather than a box."""
    assert "翊" in fonts.coverage(TC_R) and "翊" not in fonts.coverage(JP_R)
    i18n.set_language("ja")
    assert fonts.font_for("翊") == TC_R
    f = fonts.Font(30)
    s = f.render("佐翊", True, WHITE)
    jp = pygame.font.Font(str(asset_path("fonts", JP_R)), 30)
    tc = pygame.font.Font(str(asset_path("fonts", TC_R)), 30)
    expect = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    expect.blit(jp.render("佐", True, WHITE), (0, f.get_ascent() - jp.get_ascent()))
    expect.blit(tc.render("翊", True, WHITE), (jp.size("佐")[0], f.get_ascent() - tc.get_ascent()))
    assert _same_ink(s, expect)


def test_gfx_text_is_drawn_again_when_the_language_changes_font():
    i18n.set_language("zh-TW")
    before = gfx.text("直子", 40)
    i18n.set_language("ja")
    after = gfx.text("直子", 40)
    assert after is not before and not _same_ink(before, after)


def test_mixed_text_sits_on_one_baseline():
    """Runs of DejaVu and of Noto side by side: each piece drawn by its font at the shared baseline."""
    f = fonts.Font(30)
    text = "Ég張gy佐"
    surf = f.render(text, True, WHITE)
    assert surf.get_size() == f.size(text)
    expect = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    x = 0
    for run, name in (("Ég", fonts.LATIN[0]), ("張", TC_R), ("gy", fonts.LATIN[0]), ("佐", TC_R)):
        g = pygame.font.Font(str(asset_path("fonts", name)), 30)
        expect.blit(g.render(run, True, WHITE), (x, f.get_ascent() - g.get_ascent()))
        x += g.size(run)[0]
    assert x == surf.get_width()
    assert _same_ink(surf, expect)


# -- a character no font has -------------------------------------------------------------------------------
@pytest.mark.parametrize("odd", ["\U0010fffd", "\u0378", "\ue000", "\ud800", "\x00", "\U0001faf8"])
def test_a_character_no_font_has_is_a_visible_box_and_the_rest_is_readable(odd):
    """A private-use, an unassigned, a lone surrogate, a NUL, an emoji none of the fonts has: no
    exception, the box in its place, the rest of the text drawn as without it."""
    assert fonts.font_for(odd) is None
    f = fonts.Font(22, bold=True)
    text = f"A張{odd}B"
    surf = f.render(text, True, WHITE)
    assert surf.get_size() == f.size(text)
    assert _same_ink(surf, f.render(f"A張{fonts.REPLACEMENT}B", True, WHITE))
    box = f.render(fonts.REPLACEMENT, True, WHITE)
    assert _ink(box).count() > 0, "the box is visible"
    gfx.blit_text(pygame.Surface((300, 60)), text, 22, (0, 0), shadow=True)   # and through gfx
    assert gfx.wrap(text * 10, 22, 120) and gfx.ellipsize(text * 10, 22, 120).endswith("…")


def test_a_cjk_face_reused_at_another_size_draws_as_a_new_one():
    """Only FACES_PER_FILE faces of a CJK file stay open (~1 MB each); another size resizes one."""
    for size in range(30, 30 + fonts.FACES_PER_FILE + 2):
        fonts._face(TC_R, size)
    assert len(fonts._FACES[TC_R]) == fonts.FACES_PER_FILE
    reused = fonts._face(TC_R, 23)
    fresh = pygame.font.Font(str(asset_path("fonts", TC_R)), 23)
    assert reused.get_ascent() == fresh.get_ascent() and reused.size("張小明") == fresh.size("張小明")
    assert pygame.image.tobytes(reused.render("張小明", True, WHITE), "RGBA") == \
        pygame.image.tobytes(fresh.render("張小明", True, WHITE), "RGBA")


def test_marks_with_no_look_are_left_out_rather_than_boxed():
    f = fonts.Font(20)
    assert f.size("佐\u200d藤\ufe0f") == f.size("佐藤")


def test_plain_latin_text_takes_pygames_own_path():
    """English and French text: exactly what DejaVu draws by itself (no CJK font read for it)."""
    f = fonts.Font(18)
    plain = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 18)
    for s in ("Your turn: pick a card", "Élodie a joué « 7 » — à toi…", "✓ ★ ▶ ±", ""):
        assert f.size(s) == plain.size(s)
        assert pygame.image.tobytes(f.render(s, True, WHITE), "RGBA") == \
            pygame.image.tobytes(plain.render(s, True, WHITE), "RGBA")


def test_an_english_launch_reads_no_cjk_font(tmp_path):
    """The CJK fonts are read and opened when a text first needs them: the title in English does not."""
    code = ("from tabletop.app import App; from tabletop.ui.core.scene import make; "
            "from tabletop.ui.core import fonts, gfx; from tabletop.persist import settings as S; "
            "a = App(size=(1280, 720), settings=S.defaults(), save=False); a.scenes.push(make('title', a)); "
            "a.step(0.0); a.step(1 / 60); print(sorted(fonts._COVER), sorted(fonts._FACES)); "
            "gfx.text('張小明', 18); print(sorted(fonts._FACES))")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert r.returncode == 0, r.stderr[-2000:]
    first, then = r.stdout.strip().splitlines()[-2:]
    assert "CJK" not in first, first
    assert TC_R in then, then


# -- sizes and wrapping measure as they draw ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["張小明 plays 7", "佐藤花子さん、どうぞ。", "Élodie 與 張小明", "「括弧」A😀B\U0010fffd"])
@pytest.mark.parametrize("size, bold", [(9, False), (17, True), (40, False)])
def test_size_is_what_render_draws(text, size, bold):
    f = gfx.font(size, bold)
    assert f.size(text) == f.render(text, True, WHITE).get_size() == gfx.text(text, size, bold=bold).get_size()


def test_fit_size_and_ellipsize_measure_cjk_as_drawn():
    name = "佐藤花子鈴木一郎高橋さくら"
    size = gfx.fit_size(name, 30, 150, bold=True)
    assert gfx.text(name, size, bold=True).get_width() <= 150 or size == 9
    assert gfx.text(name, size + 1, bold=True).get_width() > 150 or size == 30
    cut = gfx.ellipsize(name, 18, 100)
    assert cut.endswith("…") and gfx.text(cut, 18).get_width() <= 100 and name.startswith(cut[:-1])


CJK_PARAGRAPHS = [
    "佐藤花子さんの番です。カードを一枚出すか、山札から引いてください。出せるカードがない場合は手番終了です。",
    "這一局由林美玲獲勝，她的隊伍扣分最少。張小明出了一張紅色的七，輪到佐藤花子。",
    "張小明 plays a red 7, then 佐藤花子 draws two cards (「ドロー2」).",
]


@pytest.mark.parametrize("text", CJK_PARAGRAPHS)
@pytest.mark.parametrize("width", [90, 160, 333])
def test_cjk_wraps_between_characters_and_fits(text, width):
    lines = gfx.wrap(text, 18, width)
    assert len(lines) > 1
    assert all(gfx.font(18).size(line)[0] <= width for line in lines), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", ""), "nothing lost, nothing added"
    cjk_breaks = [a[-1] for a in lines[:-1] if fonts.has_cjk(a[-1])]
    assert cjk_breaks, ("no line broke inside CJK text", lines)
    for line in lines[1:]:
        assert line[0] not in "、。，．）」』！？ー", ("a line starts with a closing mark", lines)
    for line in lines[:-1]:
        assert line[-1] not in "（「『", ("a line ends with an opening mark", lines)


@pytest.mark.parametrize("text", CJK_PARAGRAPHS)
def test_cjk_wrap_ends_lines_where_the_greedy_wrap_would(text):
    """The wrap measures a few candidates per line (not one per character): the lines are the ones
    adding unit after unit while the line fits gives."""
    f = gfx.font(17)
    for width in (50, 120, 200, 290, 1000):
        lines, line = [], ""
        for word in text.split():
            for i, unit in enumerate(fonts.units(word)):
                cand = unit if not line else line + (" " if i == 0 else "") + unit
                if f.size(cand)[0] <= width or not line:
                    line = cand
                else:
                    lines.append(line)
                    line = unit
        lines.append(line)
        assert gfx.wrap(text, 17, width) == lines


def _old_wrap(f, s, max_w):
    words, lines, line = s.split(), [], ""
    for w in words:
        cand = w if not line else line + " " + w
        if f.size(cand)[0] <= max_w or not line:
            line = cand
        else:
            lines.append(line)
            line = w
    if line:
        lines.append(line)
    return lines or [""]


@pytest.mark.parametrize("text", [
    "Drag a card to the centre (or click it, then the centre) to play it; a refused move snaps back.",
    "Élodie joue un « +2 » : le joueur suivant pioche deux cartes — à moins qu'il n'en pose un aussi.",
    "", "   ", "Supercalifragilisticexpialidocious is a long word",
])
def test_latin_text_still_wraps_at_spaces_only(text):
    for width in (60, 150, 400):
        assert gfx.wrap(text, 17, width) == _old_wrap(gfx.font(17), text, width)


# -- the shipped fonts ---------------------------------------------------------------------------------------
def _project_text() -> dict[str, str]:
    pkg = ROOT / "tabletop"
    files = (sorted(pkg.glob("locale/*.po")) + sorted(pkg.glob("games/*/locale/*.po"))
             + sorted(pkg.glob("games/*/guide/*.md")))
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in files}


def test_the_fonts_have_every_character_of_the_catalogues_and_guides():
    """Every character of every .po file and guide is drawn by a bundled font, and every one DejaVu lacks
    is in both CJK fonts (so each language draws it in its own forms). After translating, rerun
    scripts/subset_fonts.py."""
    texts = _project_text()
    assert any(k.endswith(".md") for k in texts), "the check itself: the guides are found"
    missing: dict[str, set] = {}
    for where, text in texts.items():
        for ch in set(text):
            if ch.isspace() or unicodedata.category(ch) == "Cc":
                continue
            for bold in (False, True):
                if ch in fonts.coverage(fonts.LATIN[bold]):
                    continue
                lacking = [n for pair in fonts.CJK.values() for n in (pair[bold],) if ch not in fonts.coverage(n)]
                if lacking:
                    missing.setdefault(ch, set()).update(lacking)
                    missing[ch].add(where)
    listed = "".join(sorted(missing))
    assert not missing, f"characters the fonts lack (rerun scripts/subset_fonts.py): {listed} " + \
        "; ".join(f"{c} U+{ord(c):04X} {sorted(w)}" for c, w in sorted(missing.items()))


def test_the_fonts_cover_the_common_characters_and_what_names_use():
    tc, jp = fonts.coverage(TC_R), fonts.coverage(JP_R)
    assert fonts.coverage(TC_B) == tc and fonts.coverage(JP_B) == jp
    kana = {chr(c) for c in range(0x3041, 0x3097)} | {chr(c) for c in range(0x30A1, 0x30FB)}
    assert kana <= jp and kana <= tc
    big5_1 = {bytes([c >> 8, c & 0xFF]).decode("big5") for c in range(0xA440, 0xC67F) if (c & 0xFF) in
              set(range(0x40, 0x7F)) | set(range(0xA1, 0xFF)) and _decodes(c, "big5")}
    assert len(big5_1) == 5401 and big5_1 <= tc and big5_1 <= jp
    jis_1 = {bytes([0xA0 + ku, 0xA0 + ten]).decode("euc_jp") for ku in range(16, 48) for ten in range(1, 95)
             if _decodes((0xA0 + ku) << 8 | (0xA0 + ten), "euc_jp")}
    assert len(jis_1) == 2965 and jis_1 <= jp and jis_1 <= tc
    assert set("翊瑋婕璇蓁") <= tc, "Big5 level 2: common in Taiwanese given names"
    latin = {chr(c) for c in range(0x20, 0x7F)} | {chr(c) for c in range(0xA0, 0x180)}
    assert latin <= fonts.coverage(fonts.LATIN[0]) and latin <= fonts.coverage(fonts.LATIN[1])


def _decodes(code: int, codec: str) -> bool:
    try:
        return len(bytes([code >> 8, code & 0xFF]).decode(codec)) == 1
    except UnicodeDecodeError:
        return False


def test_the_fonts_fit_in_15_mb_with_their_licences():
    shipped = [p for p in FONTS.iterdir() if p.suffix.lower() in (".ttf", ".otf")]
    assert {fonts.LATIN[0], fonts.LATIN[1], TC_R, TC_B, JP_R, JP_B} <= {p.name for p in shipped}
    total = sum(p.stat().st_size for p in shipped)
    assert total <= 15_000_000, f"{total:,} bytes of fonts"
    ofl = (FONTS / "LICENSE-NotoSansCJK.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl and "Adobe" in ofl
    for name in (TC_R, TC_B, JP_R, JP_B):
        assert name in ofl
    assert (FONTS / "LICENSE-DejaVu.txt").is_file()


def test_fonttools_is_not_a_runtime_dependency():
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert not any("fonttools" in d.lower() for d in cfg["project"]["dependencies"])
    assert any("fonttools" in d.lower() for d in cfg["project"]["optional-dependencies"]["dev"])


@pytest.mark.parametrize("name", [fonts.LATIN[0], fonts.LATIN[1], TC_R, JP_B])
def test_the_character_map_reader_agrees_with_fonttools(name):
    ttlib = pytest.importorskip("fontTools.ttLib")
    want = {chr(c) for c in ttlib.TTFont(str(FONTS / name)).getBestCmap()}
    assert fonts.coverage(name) == want


# -- the subsetting script -----------------------------------------------------------------------------------
def _subset_script():
    import importlib.util
    spec = importlib.util.spec_from_file_location("subset_fonts", ROOT / "scripts" / "subset_fonts.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_script_lists_the_common_characters_and_reads_the_project_files():
    script = _subset_script()
    assert len(script.big5_level1()) == 5401 and len(script.big5_level2()) == 7652
    assert len(script.jis_level1()) == 2965
    files = script.project_files()
    assert [p for p in files["guides"] if p.name == "en.md"], "the guides are read"
    assert set(files) == {"catalogues", "guides", "configs", "code"}
    assert {"繁", "體", "日", "語", "✓", "…"} <= script.project_chars()["code"], "the interface's own strings"


def test_the_committed_fonts_hold_what_the_script_asks_for():
    """The fonts in the tree are the script's output for the tree as it is (rerun it after translating):
    every character it asks for is in each font, but for those Noto Sans CJK does not have."""
    script = _subset_script()
    if not script.UNIHAN.exists():
        pytest.skip("Debian's unicode-data (Unihan) is not installed")
    lists, per_font = script.character_sets(script.UNIHAN)
    assert len({c for c in lists["jōyō kanji"] if len(c) == 1}) >= 2136
    for name, chars in per_font.items():
        cjk = {c for c in chars if unicodedata.name(c, "").startswith(("CJK UNIFIED", "HIRAGANA", "KATAKANA"))}
        lacking = sorted(c for c in cjk if c not in fonts.coverage(name))
        assert not lacking, (name, "".join(lacking[:50]), "rerun scripts/subset_fonts.py")
