"""The base of the menu screens: a scene over the felt with a title and a column of widgets."""

from __future__ import annotations

import pygame

from tabletop.i18n import t
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.scene import Scene


class MenuScene(Scene):
    """A scene over the felt with a title and a column of widgets; Enter presses the primary button when
    no other widget takes it (Resume or New game on the title, Start on the set-up), or, where there are
    several (a Play per game), only focuses the first."""

    title = ""   # a message (marked with N_), shown in the player's language

    def layout(self, size) -> None:
        """Build the widgets (`build`), keeping the keyboard focus on the same control: a rebuild (a player
        fewer, coming back from the rules, a resize) dropped it, and the next Enter pressed Start."""
        keep = widgets.focus_key(self)
        self.build(size)
        widgets.restore_focus(self, keep)

    def build(self, size) -> None:
        """Place the widgets for the window size."""

    def handle(self, event) -> None:
        if widgets.dispatch(self, event) or event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [w for w in self.widgets if getattr(w, "primary", False) and w.enabled]
            if len(primary) == 1:
                primary[0].click(primary[0].rect.center)
            elif primary:   # several (a Play per game): none is the player's choice; show the first
                widgets.set_focus(self, primary[0])

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        if self.title:
            gfx.heading(surf, t(self.title), int(surf.get_height() * 0.05))
        super().draw(surf)


# -- title ------------------------------------------------------------------------------------------


def tip_widget(widgets):
    """The widget whose tip to show: the one under the pointer, else the one with the keyboard focus (the
    focus stays on the last one clicked, whose tip showed while the pointer was on another)."""
    return (next((wd for wd in widgets if wd.hover and wd.tip), None)
            or next((wd for wd in widgets if wd.focused and wd.tip), None))
