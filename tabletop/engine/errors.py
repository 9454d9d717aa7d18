"""Errors the engine and the config loader raise, each with a message a player can read."""


class IllegalAction(Exception):
    """An action the rules do not allow now; `reason` says why in plain words."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class ConfigError(Exception):
    """A game config that cannot be used: names the file, the key path and the reason."""

    def __init__(self, file: str, key: str, reason: str):
        super().__init__(f"{file}: {key}: {reason}")
        self.file, self.key, self.reason = file, key, reason
