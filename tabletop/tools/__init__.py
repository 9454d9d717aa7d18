"""The command-line tools: the `tabletop` command, headless simulation, replay, tournaments, screenshots."""
