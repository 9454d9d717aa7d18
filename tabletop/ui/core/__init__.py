"""The UI framework: scene stack, widgets, tweens, drawing helpers, card sprites, the face cache, sound."""
