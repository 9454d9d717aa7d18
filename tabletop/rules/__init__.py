"""Rules interpreter: YAML game configs, their schema, and the registry of named hooks."""

from tabletop.rules.registry import hook, get_hook, hook_names, register_schema  # noqa: F401
