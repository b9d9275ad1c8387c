"""How well guessed deals name the hidden cards: over positions of real play, the share of each other
hand's unseen cards that a guessed hand holds, per variant, for plain uniform guesses, today's guesses
within what the pile shows (``engine.ai.inference``) and guesses that read the table too
(``engine.ai.table_reading``); with ``--fit``, the weights that module's categories come out at. With
``--after-no``, positions after partner's no to "may I go out?" instead: the share of the hidden cards
guesses hold without the asks read and with them, in every hand and in the asker's; ``--fit --after-no``
fits the factors ``ASKED`` of that module.

    python tools/guess_quality.py [--variants classic,samba] [--deals 6] [--guesses 20] [--fit] [--after-no]

Positions: every third decision of deals played by medium and by hard's guide (hard with its search off,
as hard itself mostly plays), seen by the seat to move. Computer partners seldom say no (none in 60 deals
of five variants), so after-no positions are made: wherever a player asks, a copy of the deal goes on
from a no (as a person might answer), played by the same levels, and each of its decisions but the
asker's own is a position. A guess is scored against the true deal, which
the guessing never reads: it is handed the seat's view only.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter, defaultdict
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Deal, seat_view, variants  # noqa: E402
from engine.actions import Answer  # noqa: E402
from engine.ai import make_player  # noqa: E402
from engine.ai.determinize import sample_deal  # noqa: E402
from engine.ai.inference import hand_limits  # noqa: E402
from engine.ai.knowledge import Knowledge  # noqa: E402
from engine.ai.references import make_reference  # noqa: E402
from engine.ai.table_reading import (  # noqa: E402
    ASKED,
    BANDS,
    CATEGORIES,
    FULL,
    category,
    factors,
    rank_weights,
    refused,
    thrown,
)

VARIANTS = variants.playable()
LEVELS = ("medium", "hard-guide")
METHODS = ("uniform", "pile", "table")  # what each guess keeps to: nothing, the pile, the pile and the table


def _players(level: str, rules, seed: str = ""):
    return [make_reference(level, f"{seed}{seat}" if seed else seat) if level == "hard-guide" else
            make_player(level, seed=f"{seed}{seat}" if seed else seat) for seat in range(rules.players)]


def positions(key: str, first_seed: int, deals: int, every: int = 3):
    """(deal, seat to move) every ``every`` decisions of deals played by each of ``LEVELS``."""
    rules = variants.get(key)
    for level in LEVELS:
        for seed in range(first_seed, first_seed + deals):
            deal = Deal.new(rules, seed=seed)
            players = _players(level, rules)
            step = 0
            while not deal.is_over:
                if step % every == 0 and deal.turns > 0:
                    yield deal, deal.turn
                deal.apply(players[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions()).action)
                step += 1


def positions_after_no(key: str, first_seed: int, deals: int):
    """(deal, seat to move) at every decision but the asker's of copies of ``LEVELS``' deals that go on
    from a no wherever a player asks partner "may I go out?" (the deals themselves go on as played)."""
    rules = variants.get(key)
    for level in LEVELS:
        for seed in range(first_seed, first_seed + deals):
            deal = Deal.new(rules, seed=seed)
            players = _players(level, rules)
            while not deal.is_over:
                if deal.phase == "answer" and deal.question is None:
                    yield from _after_no(deal, level, f"no/{seed}/{deal.turns}/")
                deal.apply(players[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions()).action)


def _after_no(deal: Deal, level: str, seed: str):
    """The decisions of a copy of ``deal`` answered no and played on, the asker's left out."""
    twin, asker = deal.clone(), deal.asker
    twin.apply(Answer(False))
    players = _players(level, twin.rules, seed)
    while not twin.is_over:
        if twin.turn != asker:
            yield twin, twin.turn
        twin.apply(players[twin.turn].decide(seat_view(twin, twin.turn), twin.legal_actions()).action)


def _unseen_part(hand, picked) -> Counter:
    """The cards of a hand beyond those it is seen to have picked up with the pile."""
    return Counter(hand) - Counter(picked)


def _guess(method: str, view, rng: random.Random):
    if method == "uniform":
        return sample_deal(view, rng)
    if method == "pile":
        return sample_deal(view, rng, limits=hand_limits(view))
    return sample_deal(view, rng, limits=hand_limits(view), weights=rank_weights(view))


def measure(key: str, deals: int, guesses: int, first_seed: int) -> dict:
    """Per method: cards held and cards to hold, for opponents and partners, and guesses a CPU second."""
    held: dict[tuple[str, str], int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    cpu: dict[str, float] = defaultdict(float)
    made: dict[str, int] = defaultdict(int)
    rng = random.Random(f"guess-quality/{key}")
    for deal, seat in positions(key, first_seed, deals):
        view = seat_view(deal, seat)
        truth = {s: _unseen_part(deal.hands[s], deal.picked_up[s]) for s in range(deal.players) if s != seat}
        for s, cards in truth.items():
            total[_relation(view, s)] += guesses * sum(cards.values())
        for method in METHODS:
            started = time.thread_time()
            guessed = [_guess(method, view, rng) for _ in range(guesses)]
            cpu[method] += time.thread_time() - started
            made[method] += guesses
            for guess in guessed:
                for s, cards in truth.items():
                    found = _unseen_part(guess.hands[s], deal.picked_up[s]) & cards
                    held[method, _relation(view, s)] += sum(found.values())
    return {"held": dict(held), "total": dict(total),
            "per_cpu_s": {m: made[m] / cpu[m] if cpu[m] else 0.0 for m in METHODS}}


NO_ASKS = dict.fromkeys(ASKED, 1.0)  # the asks not read


def measure_after_no(key: str, deals: int, guesses: int, first_seed: int) -> dict:
    """After a no: per method ("table" without the asks read, "asks" with them) and per scope ("all"
    other hands, "asker" the hand of a seat told no, until its next turn), the true hidden cards guessed
    hands hold, and the cards to hold; "positions" and "askers" (told-no hands guessed, all positions).
    Both methods guess from the same random numbers (a position's ``guesses`` seeds), so that they differ
    by the reading alone."""
    held: dict[tuple[str, str], int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    counted: dict[str, int] = defaultdict(int)
    for number, (deal, seat) in enumerate(positions_after_no(key, first_seed, deals)):
        view = seat_view(deal, seat)
        askers = refused(view)
        counted["positions"] += 1
        counted["askers"] += len(askers)
        truth = {s: _unseen_part(deal.hands[s], deal.picked_up[s]) for s in range(deal.players) if s != seat}
        scopes = {s: ("all", "asker") if s in askers else ("all",) for s in truth}
        for s, cards in truth.items():
            for scope in scopes[s]:
                total[scope] += guesses * sum(cards.values())
        limits = hand_limits(view)
        for method, asked in (("table", NO_ASKS), ("asks", ASKED)):
            leaning = rank_weights(view, asked_factors=asked)
            for index in range(guesses):
                guess = sample_deal(view, random.Random(f"after-no/{key}/{number}/{index}"), limits=limits,
                                    weights=leaning)
                for s, cards in truth.items():
                    found = sum((_unseen_part(guess.hands[s], deal.picked_up[s]) & cards).values())
                    for scope in scopes[s]:
                        held[method, scope] += found
    return {"held": dict(held), "total": dict(total), **counted}


def fit_asks(keys, deals: int, first_seed: int, guesses: int, rounds: int = 6) -> tuple[dict, dict]:
    """The factors ``ASKED`` of ``engine.ai.table_reading`` fitted on after-no positions, the table's other
    weights as they are (iterative proportional fitting, as ``fit``). Returns the factors and, per
    category, the last round's ratio."""
    asked = dict(NO_ASKS)
    found = [viewed for key in keys for viewed in _views(positions_after_no(key, first_seed, deals))]
    ratios: dict = {}
    for round_ in range(rounds):
        ratios = _round_ratios(
            found, random.Random(f"guess-quality/fit-asks/{round_}"), guesses,
            leaning_of=lambda view: rank_weights(view, asked_factors=asked),
            truths_of=lambda view, truth: {s: truth[s] for s in refused(view)},
            names_of=lambda view: partial(_category_name, view))
        for name, ratio in ratios.items():
            asked[name] *= ratio ** 0.9
    return asked, ratios


def _relation(view, seat: int) -> str:
    return "partner" if view.side_of[seat] == view.side_of[view.seat] else "opponent"


def fit(keys, deals: int, first_seed: int, guesses: int, rounds: int = 6) -> tuple[dict, dict, dict]:
    """The weights of ``engine.ai.table_reading`` fitted on positions of real play: each round, every
    weight (a category and band of ``WEIGHTS``, a category of ``THROWN``) is multiplied by the ratio of
    the cards of its kind the true hands held to those guesses with the weights so far held (iterative
    proportional fitting, damped a little: the guesses' own dealing pulls each ratio toward 1, and the
    weights share cards). Returns the weights, the factors and, per key, the last round's ratio."""
    weights = {(kind, band): 1.0 for kind in CATEGORIES for _, band in (*BANDS, (0, FULL))}
    factors_ = dict.fromkeys(CATEGORIES, 1.0)
    found = [viewed for key in keys for viewed in _views(positions(key, first_seed, deals))]
    ratios: dict = {}
    for round_ in range(rounds):
        ratios = _round_ratios(
            found, random.Random(f"guess-quality/fit/{round_}"), guesses,
            leaning_of=lambda view: rank_weights(view, weights, factors_),
            truths_of=lambda view, truth: truth,
            names_of=lambda view: partial(_factor_names, view, threw=thrown(view)))
        for name, ratio in ratios.items():
            if name[0] == "thrown":
                factors_[name[1]] *= ratio ** 0.9
            else:
                weights[name] *= ratio ** 0.9
    return weights, factors_, ratios


def _round_ratios(found: list, rng: random.Random, guesses: int, *, leaning_of, truths_of, names_of) -> dict:
    """One round of a fit: at each position ``found`` holds (a view and the other hands' hidden cards),
    ``guesses`` deals guessed with the weights ``leaning_of(view)`` against the true hidden cards of the
    seats ``truths_of`` keeps, counted under the names ``names_of(view)`` gives; per name, the ratio of
    true cards to guessed ones (half a card added to each side keeps a weight whose kind the true hands
    never held above 0)."""
    true: dict = defaultdict(float)
    held: dict = defaultdict(float)
    for view, truth in found:
        truths = truths_of(view, truth)
        if not truths:
            continue
        limits, leaning = hand_limits(view), leaning_of(view)
        guessed = [sample_deal(view, rng, limits=limits, weights=leaning) for _ in range(guesses)]
        _tally(true, held, view, truths, guessed, names_of(view))
    return {name: (true[name] + 0.5) / (held[name] + 0.5) for name in true}


def _tally(true: dict, held: dict, view, truths: dict, guessed: list, names_of) -> None:
    """Add up, under each name ``names_of(seat, rank)`` gives for a rank the seat has not seen, the cards
    of that rank the seat's true hidden cards (``truths``) held and those the guesses held on average."""
    unseen = Knowledge(view).unseen
    for s, cards in truths.items():
        hidden = _ranks(cards)
        got = Counter[int]()
        for guess in guessed:
            got.update(_ranks(_unseen_part(guess.hands[s], view.picked_up[s])))
        for rank in range(16):
            if unseen[rank]:
                for name in names_of(s, rank):
                    true[name] += hidden[rank]
                    held[name] += got[rank] / len(guessed)


def _category_name(view, seat: int, rank: int) -> tuple:
    """The factor of ``ASKED`` a hidden card of ``rank`` in ``seat``'s hand counts for."""
    return (category(view, seat, rank),)


def _factor_names(view, seat: int, rank: int, threw) -> tuple:
    """The weights of ``WEIGHTS`` and ``THROWN`` a hidden card of ``rank`` in ``seat``'s hand counts for."""
    key, threw_key = factors(view, seat, rank, threw)
    return (key,) if threw_key is None else (key, ("thrown", threw_key))


def _views(found):
    """(view, hidden part of each other hand) of the (deal, seat) positions ``found``."""
    for deal, seat in found:
        yield seat_view(deal, seat), {s: _unseen_part(deal.hands[s], deal.picked_up[s])
                                      for s in range(deal.players) if s != seat}


def _ranks(cards: Counter) -> Counter:
    return Counter(card >> 2 for card in cards.elements())


def _count(text: str) -> int:
    """A whole number of at least 1, for ``--deals`` and ``--guesses``."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of at least 1, not {text!r}")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--deals", type=_count, default=6, help="deals a variant and level (default 6)")
    parser.add_argument("--guesses", type=_count, default=20, help="guessed deals a position and method")
    parser.add_argument("--seed", type=int, default=5000, help="first deal's seed (the fit uses 100)")
    parser.add_argument("--fit", action="store_true", help="print the categories' weights instead")
    parser.add_argument("--after-no", action="store_true",
                        help="positions after partner's no to \"may I go out?\" (with --fit: fit ASKED)")
    args = parser.parse_args(argv)
    keys = args.variants.split(",")
    unknown = [key for key in keys if key not in VARIANTS]
    if unknown:
        parser.error(f"--variants: {', '.join(unknown)} not among the playable variants "
                     f"({', '.join(VARIANTS)})")
    if args.after_no:
        return _main_after_no(keys, args)
    if args.fit:
        weights, factors_, ratios = fit(keys, args.deals, args.seed, 4)
        print("WEIGHTS =", {key: round(value, 2) for key, value in weights.items()})
        print("THROWN =", {key: round(value, 2) for key, value in factors_.items()})
        print("last round's ratios (true / guessed):", {k: round(v, 2) for k, v in ratios.items()})
        return 0
    print("| variant | positions' cards | opponents: uniform / pile / table | partner: uniform / pile / table"
          " | all: uniform / pile / table | guesses per CPU s: uniform / pile / table |")
    print("|---|---|---|---|---|---|")
    for key in keys:
        result = measure(key, args.deals, args.guesses, args.seed)
        held, total = result["held"], result["total"]
        cells = []
        for relation in ("opponent", "partner", None):
            count = total.get(relation, 0) if relation else sum(total.values())
            shares = []
            for method in METHODS:
                got = held.get((method, relation), 0) if relation else \
                    sum(v for (m, _), v in held.items() if m == method)
                shares.append(f"{100.0 * got / count:.1f}%" if count else "-")
            cells.append(" / ".join(shares))
        rates = " / ".join(f"{result['per_cpu_s'][m]:,.0f}" for m in METHODS)
        print(f"| {key} | {sum(total.values()) // args.guesses:,} | {' | '.join(cells)} | {rates} |",
              flush=True)
    return 0


def _main_after_no(keys: list[str], args) -> int:
    if args.fit:
        asked, ratios = fit_asks(keys, args.deals, args.seed, 4)
        # a weight of 0 would never deal its kind: 0.01 at least
        print("ASKED =", {key: max(0.01, round(value, 2)) for key, value in asked.items()})
        print("last round's ratios (true / guessed):", {k: round(v, 2) for k, v in ratios.items()})
        return 0
    print("| variant | positions | asker hands | all: without / with the asks | asker: without / with |")
    print("|---|---|---|---|---|")
    for key in keys:
        result = measure_after_no(key, args.deals, args.guesses, args.seed)
        held, total = result["held"], result["total"]
        cells = [" / ".join(f"{100.0 * held.get((method, scope), 0) / total[scope]:.1f}%" if total.get(scope)
                            else "-" for method in ("table", "asks")) for scope in ("all", "asker")]
        counts = f"{result.get('positions', 0):,} | {result.get('askers', 0):,}"
        print(f"| {key} | {counts} | {' | '.join(cells)} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
