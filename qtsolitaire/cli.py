"""qtsolitaire-cli: the headless verbs (layouts, deal, solve, stats)."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="qtsolitaire-cli", description=__doc__)
    parser.add_subparsers(dest="verb", required=True)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
