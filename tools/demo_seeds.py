"""Find, per variant of ``bot/cli/showcase.py``, a demo seed whose first deal shows the variant's feature:

    python tools/demo_seeds.py [--variant KEY ...] [--tries N]

Plays the demo's first deal (its computer players at the demo's level, seeded as the demo seeds
them) for the seeds demo, demo-1, demo-2, ... and prints, per variant, the first seed whose deal
shows the feature and the move that shows it. Record the seed in ``bot/cli/showcase.py``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.cli.demo import computer_players, decide  # noqa: E402
from bot.cli.showcase import DEFAULT_SEED, LEVEL, SHOWCASES, shows  # noqa: E402
from engine import Match, variants  # noqa: E402


def candidates(tries: int) -> list[str]:
    """The seeds tried, in order: the plain demo's first."""
    return [DEFAULT_SEED] + [f"{DEFAULT_SEED}-{n}" for n in range(1, tries)]


def first_deal_shows(key: str, seed: str) -> str | None:
    """The move of the demo's first deal with ``seed`` that shows the variant's feature, if one does."""
    rules = variants.get(key)
    feature = SHOWCASES[key].feature
    match = Match(rules, seed)
    players = computer_players(rules, LEVEL, seed)
    while match.number == 0 and not match.is_over:
        decision = decide(match, players)
        if shows(feature, match.deal, decision.action):
            return f"turn {match.deal.turns + 1}: {decision.action}"
        match.apply(decision.action)
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", choices=sorted(SHOWCASES),
                        help="a variant to search (default: every one listed in bot/cli/showcase.py)")
    parser.add_argument("--tries", type=int, default=200, help="seeds to try per variant (default 200)")
    args = parser.parse_args()
    for key in args.variant or sorted(SHOWCASES):
        for seed in candidates(args.tries):
            move = first_deal_shows(key, seed)
            if move is not None:
                print(f"{key}: seed {seed!r} shows {SHOWCASES[key].feature} ({move})", flush=True)
                break
        else:
            print(f"{key}: none of {args.tries} seeds shows {SHOWCASES[key].feature} in the first deal",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
