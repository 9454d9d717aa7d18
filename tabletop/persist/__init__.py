"""Player settings and the autosaved game, under the platformdirs user directories (or $TABLETOP_HOME)."""
