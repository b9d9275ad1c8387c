"""Print ``/canasta review``'s private message, as a player reads it, for deals of ``canasta bench review``
(Classic, seat 0 at easy, medium in the other seats), reviewed at the default settings:

    python tools/review_examples.py [--seeds 6906,6914] [--lang en]

docs/review.md shows three of them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.measure.benchmarks.review import FIRST_SEED, reviewed  # noqa: E402
from cogs.review import review_text  # noqa: E402
from i18n import LANGUAGES, speaking  # noqa: E402


def seeds(text: str) -> list[int]:
    """Whole numbers, separated by commas."""
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seeds takes whole numbers separated by commas, not {text!r}") \
            from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=seeds, default=[FIRST_SEED],
                        help=f"the bench's deal seeds (default {FIRST_SEED})")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the language (default en)")
    args = parser.parse_args(argv)
    for seed in args.seeds:
        missed, cpu = reviewed(seed)
        with speaking(args.lang):
            text = review_text(SimpleNamespace(id=1), 1, missed)
        print(f"<!-- deal seed {seed}: reviewed in {cpu:.1f} s of CPU -->\n{text}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
