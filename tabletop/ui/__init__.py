"""The pygame-ce desktop table: scenes, sprites, tweens, widgets, card faces and layouts."""
