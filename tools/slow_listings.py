"""Searches for positions whose listing is slow, by hill-climbing on hand contents, for the corpus of
heavy positions (tests/fixtures/listing-corpus.json) that ``canasta bench engine`` times:

    python tools/slow_listings.py VARIANT [--rounds N] [--starts N] [--grow N] [--seed S] [--out FILE]

From positions of random play (play phase, the seat to move), each step moves cards between the hand
and the stock (up to four in, one out, or a swap) or, where the hand could go out, says partner's yes
(after a yes, only hands that could still go out are kept: play reaches no other); a step is kept when
``legal_actions()`` takes longer (the least CPU time of three calls). The slowest
position found from each start is printed (--grow N: each start's hand first takes up to N cards
from the stock but its Threes, for the big hands a pile brings), and with --out the best ones are
written as corpus entries (a name and the position) to add to the corpus by hand.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Deal, dumps, from_json, going_out, variants  # noqa: E402


def listing_ms(deal: Deal) -> float:
    """The least CPU milliseconds of three calls of ``legal_actions()``."""
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        deal.legal_actions()
        best = min(best, time.process_time() - started)
    return best * 1000.0


def start_positions(key: str, count: int, rng: random.Random) -> list[dict]:
    """Play-phase positions of random play, each a JSON dict, from ``count`` deals."""
    out = []
    for _ in range(count):
        deal = Deal.new(variants.get(key), seed=rng.getrandbits(32))
        stop = rng.randint(8, 80)
        moves = 0
        while not deal.is_over:
            if deal.phase == "play" and moves >= stop:
                out.append(json.loads(dumps(deal)))
                break
            deal.apply(rng.choice(deal.legal_actions()))
            moves += 1
    return out


def mutate(position: dict, rng: random.Random) -> dict | None:
    """A neighbour: cards moved between the hand to play and the stock, or partner's yes said; None
    where the result is no position (``from_json`` refuses it) or the move does not apply."""
    new = json.loads(json.dumps(position))
    seat = new["turn"]
    hand = new["hands"][seat].split()
    stock = new["stock"].split()
    choice = rng.random()
    if choice < 0.1:  # say yes where the hand could go out
        trial = from_json(new)
        partners = trial.partners(seat)
        if not partners or not going_out.can_go_out(trial, seat, ignore_answer=True):
            return None
        new["turn_state"].update(asker=seat, permission=True, must_go_out=True)
    elif choice < 0.55 and stock:  # cards from the stock into the hand
        for _ in range(min(rng.randint(1, 4), len(stock))):
            hand.append(stock.pop(rng.randrange(len(stock))))
    elif choice < 0.75 and len(hand) > 2:  # a card from the hand back into the stock
        stock.insert(rng.randrange(len(stock) + 1), hand.pop(rng.randrange(len(hand))))
    elif stock and hand:  # a swap
        i, j = rng.randrange(len(hand)), rng.randrange(len(stock))
        hand[i], stock[j] = stock[j], hand[i]
    else:
        return None
    new["hands"][seat] = " ".join(hand)
    new["stock"] = " ".join(stock)
    try:
        trial = from_json(new)
    except ValueError:
        return None
    if trial.must_go_out and not going_out.can_go_out(trial, seat, ignore_answer=True):
        return None  # after a yes the hand could go out (no yes is said otherwise): play reaches no other
    return new


def grown(position: dict, cards: int, rng: random.Random) -> dict:
    """``position`` with up to ``cards`` cards of the stock moved into the hand to play."""
    new = json.loads(json.dumps(position))
    seat = new["turn"]
    stock = new["stock"].split()
    rng.shuffle(stock)
    taken = [card for card in stock if not card.startswith("3")][:cards]  # hands hold no Three in some
    kept = [card for card in stock if card.startswith("3")] + \
        [card for card in stock if not card.startswith("3")][cards:]
    new["hands"][seat] = " ".join([*new["hands"][seat].split(), *taken])
    new["stock"] = " ".join(kept)
    return new


def climb(position: dict, steps: int, rng: random.Random) -> tuple[float, dict]:
    """The slowest position reached from ``position`` in ``steps`` tries, and its listing time."""
    best, best_ms = position, listing_ms(from_json(position))
    for _ in range(steps):
        candidate = mutate(best, rng)
        if candidate is None:
            continue
        ms = listing_ms(from_json(candidate))
        if ms > best_ms:
            best, best_ms = candidate, ms
    return best_ms, best


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=variants.playable())
    parser.add_argument("--rounds", type=int, default=150, help="hill-climbing steps per start")
    parser.add_argument("--starts", type=int, default=4, help="positions of random play to start from")
    parser.add_argument("--grow", type=int, default=0, help="stock cards each start's hand takes first")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", help="write the slowest positions found as corpus entries (JSON)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    found = []
    for position in start_positions(args.variant, args.starts, rng):
        ms, best = climb(grown(position, args.grow, rng), args.rounds, rng)
        deal = from_json(best)
        label = f"{args.variant}, {len(deal.hands[deal.turn])} cards" + \
            (" after partner's yes" if deal.must_go_out else "") + f", {len(deal.legal_actions())} actions"
        print(f"{ms:8.2f} ms  {label}", flush=True)
        found.append((ms, {"name": f"{label} (found by tools/slow_listings.py)", "position": best}))
    if args.out:
        found.sort(key=lambda item: -item[0])
        Path(args.out).write_text(json.dumps([entry for _, entry in found], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
