"""Synthesized sounds: a mixer that fails turns sound off for the session, said once."""


def test_sound_that_fails_goes_quiet_and_says_so_once(capsys, monkeypatch):
    import pygame

    from tabletop.ui.core.sound import Sound

    class App:
        settings = {"sound": True}
        told: list = []

        def toast(self, text, secs=3.0):
            self.told.append(text)

    def broken(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", broken)
    app = App()
    s = Sound(app)
    s.play("call")
    s.play("move")
    err = capsys.readouterr().err
    assert s.ok is False and err.count("sound is off") == 1 and "no audio device" in err
    assert app.told == ["No sound: the audio device could not be used."]   # a launcher shows no stderr
