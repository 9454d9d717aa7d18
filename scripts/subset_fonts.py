"""Make the bundled CJK fonts: Noto Sans CJK TC and JP, Regular and Bold, cut down to the characters
tabletop needs (a maintainer's tool, not part of the game; fonttools is a development dependency:
`pip install -e '.[dev]'`).

Usage: python scripts/subset_fonts.py [--source DIR] [--unihan FILE] [--out DIR]
Rerun it after translating (a new character in a .po file or a guide is taken in) and commit the fonts it
writes. The same inputs give byte-identical files (no timestamps are rewritten), so a rerun that brings
no new character changes nothing.

Inputs, all from Debian packages (there is no other download):
  fonts-noto-cjk   /usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc: the OFL fonts; the faces
                   "Noto Sans CJK TC" and "Noto Sans CJK JP" of each collection are taken (each region's own
                   glyph forms) and the OFL text of /usr/share/doc/fonts-noto-cjk/copyright goes into the
                   licence file written beside the fonts.
  unicode-data     /usr/share/unicode/Unihan_OtherMappings.txt.bz2: the kJoyoKanji field (Japan's 2,136
                   jōyō kanji of 2010, and the 4 official forms that differ from the usual code point: 剝
                   塡 頰 𠮟) and kJinmeiyoKanji (the 863 jinmeiyō kanji allowed in Japanese given names,
                   and their listed variants).

The characters (both fonts take COMMON; the TC font also takes Big5 level 2):
  - Latin-1 (U+0020-007E, 00A0-00FF) and Latin Extended-A (0100-017F): names typed in French and others
    (DejaVu draws them first; in the CJK fonts they cost little and keep the fonts whole on their own);
  - General Punctuation (2000-206F), CJK Symbols and Punctuation (3000-303F), Hiragana (3040-309F),
    Katakana (30A0-30FF), Katakana Phonetic Extensions (31F0-31FF), Bopomofo (3100-312F, Taiwan's
    phonetic letters), Halfwidth and Fullwidth Forms (FF00-FFEF, half-width kana included);
  - the symbols of Big5 (0xA140-0xA3BF) and of JIS X 0208 rows 1-8 (punctuation, arrows, Greek, Cyrillic,
    box drawing), enumerated through Python's big5 and euc_jp codecs;
  - Taiwan's common hanzi: Big5 level 1 (0xA440-0xC67E), 5,401 characters, the frequently used hanzi
    Big5 took from the Ministry of Education's list of common characters (常用國字標準字體表, 4,808
    characters, all in it);
  - Japan's common kanji: JIS X 0208 level 1 (rows 16-47), 2,965 kanji, plus the jōyō kanji and the
    jinmeiyō kanji from Unihan (34 jōyō and ~300 jinmeiyō are not in level 1);
  - every character of every catalogue (tabletop/locale/*.po, tabletop/games/*/locale/*.po), of every
    guide (tabletop/games/*/guide/*.md), of the configs (game_configs/*.yaml, tabletop/games/*/*.yaml),
    and of the string literals of tabletop's code (the symbols the interface draws: ✓ ✘ ▶ ★ · … and the
    language names 繁體中文, 日本語);
  - TC only: Big5 level 2 (0xC940-0xF9D5), 7,652 less frequent hanzi, many of them common in Taiwanese
    given names (翊 瑋 婕 璇 蓁 ...). Drawn in the Taiwanese forms whatever the language.
A character Noto Sans CJK does not have is left out (the report names them; DejaVu draws most of them).

The fonts keep their outlines, hinting and names (the licence's copyright notices are in them); the
tables of vertical writing and of OpenType layout (GSUB/GPOS/GDEF/BASE/VORG/vhea/vmtx) are dropped: the
game draws horizontal text glyph by glyph. The report gives each file's size; the fonts' total (DejaVu
included) must stay under BUDGET (the script fails otherwise).
"""

from __future__ import annotations

import argparse
import bz2
import hashlib
import io
import sys
import tokenize
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto")
UNIHAN = Path("/usr/share/unicode/Unihan_OtherMappings.txt.bz2")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
OUT = ROOT / "assets" / "fonts"
BUDGET = 15 * 1000 * 1000   # bytes of every font under assets/fonts together
LICENCE = "LICENSE-NotoSansCJK.txt"
# the copyright line of upstream's LICENSE (github.com/notofonts/noto-cjk, Sans/LICENSE); the name
# "Source" is reserved, "Noto Sans CJK" is not, so the subsets keep their names
UPSTREAM_NOTICE = "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'."

FACES = {   # output name -> (collection, face's full name)
    "NotoSansCJKtc-Regular-Subset.otf": ("NotoSansCJK-Regular.ttc", "Noto Sans CJK TC"),
    "NotoSansCJKtc-Bold-Subset.otf": ("NotoSansCJK-Bold.ttc", "Noto Sans CJK TC Bold"),
    "NotoSansCJKjp-Regular-Subset.otf": ("NotoSansCJK-Regular.ttc", "Noto Sans CJK JP"),
    "NotoSansCJKjp-Bold-Subset.otf": ("NotoSansCJK-Bold.ttc", "Noto Sans CJK JP Bold"),
}

BLOCKS = {
    "Latin-1": [(0x20, 0x7E), (0xA0, 0xFF)],
    "Latin Extended-A": [(0x100, 0x17F)],
    "General Punctuation": [(0x2000, 0x206F)],
    "CJK Symbols and Punctuation": [(0x3000, 0x303F)],
    "Hiragana": [(0x3040, 0x309F)],
    "Katakana": [(0x30A0, 0x30FF), (0x31F0, 0x31FF)],
    "Bopomofo": [(0x3100, 0x312F)],
    "Halfwidth and Fullwidth Forms": [(0xFF00, 0xFFEF)],
}


# -- the character lists ------------------------------------------------------------------------------------
def _codec_range(codec: str, first: int, last: int) -> list[str]:
    """The characters of the double-byte codes first..last that `codec` decodes, in code order."""
    out = []
    for code in range(first, last + 1):
        try:
            ch = bytes([code >> 8, code & 0xFF]).decode(codec)
        except UnicodeDecodeError:
            continue
        if len(ch) == 1:
            out.append(ch)
    return out


def big5_symbols() -> list[str]:
    return _codec_range("big5", 0xA140, 0xA3BF)


def big5_level1() -> list[str]:
    return _codec_range("big5", 0xA440, 0xC67E)


def big5_level2() -> list[str]:
    return _codec_range("big5", 0xC940, 0xF9D5)


def _jis_rows(first: int, last: int) -> list[str]:
    """JIS X 0208 rows first..last (1-based ku), through EUC-JP (0xA0 + ku, 0xA0 + ten)."""
    out = []
    for ku in range(first, last + 1):
        for ten in range(1, 95):
            try:
                out.append(bytes([0xA0 + ku, 0xA0 + ten]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return out


def jis_symbols() -> list[str]:
    return _jis_rows(1, 8)


def jis_level1() -> list[str]:
    return _jis_rows(16, 47)


def unihan_lists(path: Path) -> tuple[set[str], set[str]]:
    """(jōyō, jinmeiyō) kanji of Unihan's kJoyoKanji and kJinmeiyoKanji: the code points listed and the
    code points their values point to (a few entries name the official form: "U+5265 kJoyoKanji U+525D")."""
    joyo: set[str] = set()
    jinmei: set[str] = set()
    with bz2.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3 or parts[1] not in ("kJoyoKanji", "kJinmeiyoKanji"):
                continue
            into = joyo if parts[1] == "kJoyoKanji" else jinmei
            into.add(chr(int(parts[0][2:], 16)))
            for value in parts[2].split():
                value = value.split(":")[-1]
                if value.startswith("U+"):
                    into.add(chr(int(value[2:], 16)))
    return joyo, jinmei


def _string_literals(path: Path) -> str:
    """The text of a Python file's string literals (the symbols and names its interface draws)."""
    kinds = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    with open(path, "rb") as fh:
        return "".join(tok.string for tok in tokenize.tokenize(fh.readline) if tok.type in kinds)


def project_files(root: Path = ROOT) -> dict[str, list[Path]]:
    """The project's files whose every character the fonts must have, by kind."""
    pkg = root / "tabletop"
    return {
        "catalogues": sorted(pkg.glob("locale/*.po")) + sorted(pkg.glob("games/*/locale/*.po")),
        "guides": sorted(pkg.glob("games/*/guide/*.md")),
        "configs": sorted((root / "game_configs").glob("*.yaml")) + sorted(pkg.glob("games/*/*.yaml")),
        "code": sorted(pkg.rglob("*.py")),
    }


def project_chars(root: Path = ROOT) -> dict[str, set[str]]:
    out = {}
    for kind, files in project_files(root).items():
        chars: set[str] = set()
        for p in files:
            chars |= set(_string_literals(p) if kind == "code" else p.read_text(encoding="utf-8"))
        out[kind] = {c for c in chars if unicodedata.category(c) not in ("Cc", "Cs")}
    return out


def character_sets(unihan: Path) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """({list name: characters}, {font name: characters it is cut to})."""
    lists: dict[str, set[str]] = {}
    for name, ranges in BLOCKS.items():
        lists[name] = {chr(c) for a, b in ranges for c in range(a, b + 1)}
    lists["Big5 symbols"] = set(big5_symbols())
    lists["JIS X 0208 symbols (rows 1-8)"] = set(jis_symbols())
    lists["Big5 level 1 hanzi"] = set(big5_level1())
    lists["JIS X 0208 level 1 kanji"] = set(jis_level1())
    lists["jōyō kanji"], lists["jinmeiyō kanji"] = unihan_lists(unihan)
    for kind, chars in project_chars().items():
        lists[f"project {kind}"] = chars
    common = set().union(*lists.values())
    lists["Big5 level 2 hanzi (TC only)"] = set(big5_level2())
    tc = common | lists["Big5 level 2 hanzi (TC only)"]
    per_font = {name: (tc if "tc-" in name else common) for name in FACES}
    return lists, per_font


# -- the fonts ----------------------------------------------------------------------------------------------
def face_number(collection: Path, full_name: str) -> int:
    from fontTools.ttLib import TTCollection
    ttc = TTCollection(str(collection), lazy=True)
    for i, font in enumerate(ttc.fonts):
        if font["name"].getDebugName(4) == full_name:
            return i
    raise SystemExit(f"{collection} has no face named {full_name!r}")


def subset(collection: Path, number: int, chars: set[str], out: Path) -> tuple[set[int], str]:
    """Write the face's subset to `out`; returns (the code points it has, its version string)."""
    from fontTools import subset as ft
    opts = ft.Options()
    opts.font_number = number
    opts.layout_features = []
    opts.drop_tables += ["GSUB", "GPOS", "GDEF", "BASE", "VORG", "vhea", "vmtx", "DSIG"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.name_legacy = True
    opts.notdef_outline = True
    opts.hinting = True
    opts.recalc_timestamp = False
    font = ft.load_font(str(collection), opts, lazy=False)
    version = font["name"].getDebugName(5)
    sub = ft.Subsetter(opts)
    sub.populate(unicodes=sorted(ord(c) for c in chars))
    sub.subset(font)
    buf = io.BytesIO()
    ft.save_font(font, buf, opts)
    out.write_bytes(buf.getvalue())
    return set(font.getBestCmap()), version


def ofl_text(copyright_file: Path) -> str:
    """The SIL OFL 1.1 text of Debian's copyright file (its "License: SIL-1.1" paragraph)."""
    lines = copyright_file.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines[:-1])   # the stand-alone paragraph, not a Files: stanza's field
              if line.strip() == "License: SIL-1.1" and lines[i + 1].startswith(" ")]
    if not starts:
        raise SystemExit(f"{copyright_file} has no 'License: SIL-1.1' paragraph")
    start = starts[0]
    body = []
    for line in lines[start + 1:]:
        if not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    text = "\n".join(body).strip("\n") + "\n"
    if "SIL OPEN FONT LICENSE Version 1.1" not in text:
        raise SystemExit(f"{copyright_file}: the SIL-1.1 paragraph is not the OFL's text")
    return text


def licence(version: str, notice: str, ofl: str) -> str:
    files = "\n".join(f"  {name}" for name in FACES)
    return (
        "Noto Sans CJK TC and Noto Sans CJK JP, Regular and Bold, subset\n\n"
        f"{files}\n\n"
        "are subsets of Noto Sans CJK: the faces TC and JP of NotoSansCJK-Regular.ttc and\n"
        "NotoSansCJK-Bold.ttc from Debian's fonts-noto-cjk, cut down to the characters tabletop draws\n"
        "by scripts/subset_fonts.py. Upstream: https://github.com/notofonts/noto-cjk\n"
        f"Font version: {version}\n\n"
        f"{UPSTREAM_NOTICE}\n{notice}\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n" + ofl)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=SOURCE, help="folder of NotoSansCJK-{Regular,Bold}.ttc")
    ap.add_argument("--unihan", type=Path, default=UNIHAN, help="Unihan_OtherMappings.txt(.bz2)")
    ap.add_argument("--copyright", type=Path, default=DEBIAN_COPYRIGHT, help="Debian's copyright file (OFL)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    for need, pkg in ((args.source / "NotoSansCJK-Regular.ttc", "fonts-noto-cjk"),
                      (args.unihan, "unicode-data"), (args.copyright, "fonts-noto-cjk")):
        if not need.exists():
            raise SystemExit(f"{need} is missing: apt-get install {pkg}")
    lists, per_font = character_sets(args.unihan)
    print("character lists:")
    for name, chars in lists.items():
        print(f"  {name:34s} {len(chars):6d}")
    han = lambda cs: sum(1 for c in cs if unicodedata.name(c, "").startswith("CJK UNIFIED IDEOGRAPH"))
    jis1 = lists["JIS X 0208 level 1 kanji"]
    print(f"  jōyō kanji outside JIS level 1: {len(lists['jōyō kanji'] - jis1)}, "
          f"jinmeiyō outside it: {len(lists['jinmeiyō kanji'] - jis1)}")
    args.out.mkdir(parents=True, exist_ok=True)
    version = notice = None
    has_all: dict[str, set[int]] = {}
    for name, (ttc, face) in FACES.items():
        collection = args.source / ttc
        chars = per_font[name]
        got, version = subset(collection, face_number(collection, face), chars, args.out / name)
        has_all[name] = got
        lacking = sorted(c for c in chars if ord(c) not in got and unicodedata.category(c) not in ("Zs", "Cf"))
        data = (args.out / name).read_bytes()
        print(f"{name}: {len(data):,} bytes, {len(got)} characters ({han(map(chr, got))} hanzi/kanji) of "
              f"{len(chars)} asked; sha256 {hashlib.sha256(data).hexdigest()[:16]}")
        if lacking:
            print(f"  not in Noto Sans CJK ({len(lacking)}): {''.join(lacking[:80])}{' ...' if len(lacking) > 80 else ''}")
    from fontTools.ttLib import TTFont
    notice = TTFont(str(args.out / next(iter(FACES))))["name"].getDebugName(0)
    (args.out / LICENCE).write_text(licence(version, notice, ofl_text(args.copyright)), encoding="utf-8")
    total = sum(p.stat().st_size for p in args.out.iterdir() if p.suffix.lower() in (".ttf", ".otf"))
    print(f"all fonts under {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}: "
          f"{total:,} bytes (budget {BUDGET:,})")
    drawn: set[int] = set()   # what the game can draw: DejaVu's characters and the subsets'
    for p in sorted(args.out.iterdir()):
        if p.suffix.lower() in (".ttf", ".otf"):
            drawn |= set(TTFont(str(p)).getBestCmap())
    missing = set()
    for kind in ("catalogues", "guides", "configs", "code"):
        missing |= {c for c in lists[f"project {kind}"] if ord(c) not in drawn and not c.isspace()}
    if missing:
        print(f"characters of the project no font has: {''.join(sorted(missing))}")
    if total > BUDGET:
        print("over budget", file=sys.stderr)
        return 1
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
