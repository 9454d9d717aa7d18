"""The table: its scene, the director that animates engine events, input, picking, dialogs, the generic
table module, the match session and the bots' runner."""
