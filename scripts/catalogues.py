"""Keep the message catalogues in step with the code (a maintainer's tool, not part of the game).

Usage: python scripts/catalogues.py update   rewrite every folder's locale/<lang>.po with the messages the
                                             code and the configs show now, keeping every translation made
       python scripts/catalogues.py check    list the messages a language lacks or gets wrong; exit 1 if any
"""

import sys

from tabletop.tools import catalogues


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    if cmd == "update":
        for p in catalogues.update():
            print(f"wrote {p}")
        return 0
    if cmd == "check":
        problems = catalogues.check(argv[1:] or None)
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s)")
        return 1 if problems else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
