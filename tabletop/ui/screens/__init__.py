"""The screens around the table: title, game choice, set-up, settings, statistics, rules reader, overlays."""
