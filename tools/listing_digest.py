"""A fingerprint of what the engine lists, to show that a change of speed changes no play:

    python tools/listing_digest.py [--deals N] [--variant KEY ...]

Plays deals of every playable variant with a seeded random player and hashes, per variant, every
listing met (each action's text, in the engine's order) and every position after a move. Run it in a
checkout of the old commit and in the new one: equal digests mean the two engines list the same
actions and reach the same positions in all those deals.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Deal, dumps, variants  # noqa: E402

MAX_STEPS = 3000  # moves a deal may take before the fingerprint stops following it


def digest(key: str, deals: int) -> tuple[str, int]:
    """The hash of variant ``key``'s listings and positions over ``deals`` deals, and the moves played."""
    rules = variants.get(key)
    hashed = hashlib.sha256()
    moves = 0
    for index in range(deals):
        chooser = random.Random(f"{key}/{index}")
        deal = Deal.new(rules, seed=chooser.getrandbits(64))
        for _ in range(MAX_STEPS):
            if deal.is_over:
                break
            listed = deal.legal_actions()
            hashed.update("|".join(map(str, listed)).encode())
            deal.apply(chooser.choice(listed))
            hashed.update(dumps(deal).encode())
            moves += 1
    return hashed.hexdigest()[:16], moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="deals per variant (default 40)")
    parser.add_argument("--variant", nargs="*", help="variant keys (default: every playable one)")
    options = parser.parse_args()
    for key in options.variant or variants.playable():
        fingerprint, moves = digest(key, options.deals)
        print(f"{key:14} {fingerprint} {moves:7} moves")


if __name__ == "__main__":
    main()
