"""Player settings and the autosaved game, under the platformdirs user directories (or $TABLETOP_HOME)."""


def cleanup_temps() -> int:
    """Remove what saves cut short left (their temporary files) in the settings and data folders; for the
    window holding the instance lock only (see store.remove_stale_temps). Returns how many went."""
    from tabletop.persist import autosave, settings, stats
    from tabletop.persist.store import remove_stale_temps
    return (remove_stale_temps(settings.path().parent, [settings.FILE])
            + remove_stale_temps(autosave.path().parent, [autosave.FILE, stats.FILE]))
