"""Layout holds in every language: a pseudo-language (every message about 40% longer, its letters accented)
drives every scene `tabletop shots` renders at 960x540, and no text leaves its box: a control's words stay
inside the control, every other text inside the window."""

import pytest

from tabletop import i18n


def _drawn_texts(monkeypatch, size, lang):
    """Render every shot at `size` in `lang`; [(shot, text, text rect, box rect, what the box is)]."""
    import pygame

    from tabletop.tools import shots
    from tabletop.ui.core import gfx, widgets

    out, where, pending = [], {"box": None, "what": "window"}, []
    real_blit, real_label = gfx.blit_text, widgets.Button.draw_label

    def blit(surf, s, *a, **kw):
        r = real_blit(surf, s, *a, **kw)
        if surf is pygame.display.get_surface() and s.strip():
            box = where["box"] or surf.get_rect()
            pending.append((s, pygame.Rect(r), pygame.Rect(box), where["what"]))
        return r

    def label(self, surf, colour):
        where["box"], where["what"] = self.rect, f"button {self.label!r}"
        try:
            return real_label(self, surf, colour)
        finally:
            where["box"], where["what"] = None, "window"

    real_save = shots._save_png

    def save(surf, path):   # what was drawn since the last picture belongs to this one
        out.extend((path.stem, *x) for x in pending)
        pending.clear()
        return real_save(surf, path)

    monkeypatch.setattr(gfx, "blit_text", blit)
    monkeypatch.setattr(widgets.Button, "draw_label", label)
    monkeypatch.setattr(shots, "_save_png", save)
    i18n.set_language(lang)
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        assert shots.main(d, 3, size) == 0
    return out


@pytest.mark.parametrize("size", [(960, 540)])
def test_no_text_leaves_its_box_in_a_language_forty_percent_longer(monkeypatch, tmp_path, size):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    out = _drawn_texts(monkeypatch, size, i18n.PSEUDO)
    bad = [f"{shot}: {what}: {s!r} at {tuple(r)} outside {tuple(box)}"
           for shot, s, r, box, what in out if not box.inflate(2, 2).contains(r)]
    assert out and not bad, "\n".join(dict.fromkeys(bad))
