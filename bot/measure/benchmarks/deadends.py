"""The dead-end hunt: random and medium players play many deals of every playable variant and of random
rule sets, and every running position where the listing offers nothing (or a listed action is
refused, a move or a seat's view raises, or a deal never ends) is kept as JSON for a developer to
read and turn into a test."""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace
from pathlib import Path

from engine import Deal, IllegalAction, dumps, seat_view, variants
from engine.actions import Acaba, Ask
from engine.ai import make_player
from engine.cards import JOKER_RANK, THREE, TWO
from engine.rules.acaba import AcabaDeclaration
from engine.rules.called_hands import SpecialHands
from engine.rules.closing import ClosingDiscard, LastTurnAfterStock, ShortStockEnd, WildsDiscardedLast
from engine.rules.merges import MeldMerges
from engine.rules.opening_bonus import OpeningBonus
from engine.rules.opening_draw import OpeningDraw
from engine.rules.partnership import PartnershipByTake
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.splash import Splash
from engine.rules.turn_card import TurnCard
from engine.rules.wild_melds import wild_melds_like

from ...core.progress import bar

# The variants whose policies random rule sets keep (each a subclass of Rules with its own hooks).
RULES_BASES = ("classic", "samba", "chile-wild", "bolivia", "brazilian", "mexicana", "cuban", "italian",
               "canastone", "international", "americana")
RANDOM_RULES = "random-rules"
TABLES = {2: (((0,), (1,)), False), 3: (((0,), (1,), (2,)), True), 4: (((0, 2), (1, 3)), False),
          6: (((0, 2, 4), (1, 3, 5)), False)}
# The rule features drawn as the numbers they were fields of once, so that a hunt's deal draws the same
# rules whatever the revision (tests/fixtures/dead-ends.json): each number -> the feature it makes (0 or
# None makes none), the turn card's place with its talon. The base's own features are not kept but
# those of ``BASE_FEATURES``.
DRAWN_FEATURES = {"opening_draw": OpeningDraw, "opening_bonus": OpeningBonus}
BASE_FEATURES = (SpecialHands, ClosingDiscard, ShortStockEnd)
MAX_STEPS = 5000  # moves; a deal still running then is reported as endless
# Random seats call Acaba (or ask to) in one chance of this many where they could play on instead: a
# uniform choice ends most deals with Acaba in the first turns and hunts in almost nothing.
ACABA_ODDS = 200
ENDINGS = (Acaba(), Ask(acaba=True))


def random_rules(rng: random.Random):
    """``Rules`` drawn across the space the variants span, keeping a random base variant's policies
    (the same space as tests/engine/test_rules_space.py)."""
    base = variants.get(rng.choice(RULES_BASES))
    players = rng.choice(sorted(TABLES))
    teams, temporary = TABLES[players]
    pick = rng.choice
    drawn = dict(  # in the order the hunt has always drawn them, so that a deal index keeps its rules
        packs=rng.randint(2, 3) if players < 6 else 3, hand_size=rng.randint(11, 15),
        draw_count=rng.randint(1, 2), canastas_to_go_out=rng.randint(1, 2),
        wild_ranks=pick([frozenset({TWO, JOKER_RANK}), frozenset({JOKER_RANK})]),
        stop_ranks=pick([frozenset({THREE}), frozenset({THREE, 7})]),
        max_meld_size=pick([None, 7, 8]), meld_min_size=pick([3, 4]), pile_always_frozen=pick([False, True]),
        several=pick([False, True]), merge_melds=pick([False, True]), when_full=pick([False, True]),
        wild_melds=pick([(), (wild_melds_like(base, 3, 7),)]),
        sequences=pick([(), (Sequences(fewest=3, most=7),)]),
        acaba=pick([(), (AcabaDeclaration(points=1500),)]),
        opening_draw=pick([0, 13]),
        no_black_three_first_turn=pick([False, True]), top_card_opens=pick([False, True]),
        opening_bonus=pick([0, 3]), wild_discard_last=pick([False, True]),
        concealed_needs_canasta=pick([False, True]), last_turn_after_stock=pick([False, True]),
        turn_card=pick([None, 9]), talon=pick([None, (4, 3)]), splash=pick([False, True]),
        ask_once=pick([False, True]), last_laid_out_kept=pick([False, True]),
    )
    pile_taking = replace(base.pile_taking, stop_ranks=drawn.pop("stop_ranks"),
                          always_frozen=drawn.pop("pile_always_frozen"),
                          top_card_opens=drawn.pop("top_card_opens"))
    going_out = replace(base.going_out, canastas=drawn.pop("canastas_to_go_out"),
                        concealed_needs_canasta=drawn.pop("concealed_needs_canasta"),
                        ask_once=drawn.pop("ask_once"))
    laid_out = replace(base.laid_out, last_laid_out_kept=drawn.pop("last_laid_out_kept"))
    when_full = drawn.pop("when_full")
    several = (SeveralMelds(when_full=when_full),) if drawn.pop("several") else ()
    features = (*several, *drawn.pop("wild_melds"), *drawn.pop("sequences"), *drawn.pop("acaba"))
    for name, kind in DRAWN_FEATURES.items():
        number = drawn.pop(name)
        features += (kind(number),) if number else ()
    turn_card, talon = drawn.pop("turn_card"), drawn.pop("talon")
    features += (TurnCard(turn_card, talon),) if turn_card else ()
    features += (LastTurnAfterStock(),) if drawn.pop("last_turn_after_stock") else ()
    features += (MeldMerges(),) if drawn.pop("merge_melds") else ()
    features += (Splash(naturals=base.canasta_size),) if drawn.pop("splash") else ()
    features += (WildsDiscardedLast(),) if drawn.pop("wild_discard_last") else ()
    features += (PartnershipByTake(),) if temporary else ()
    features += tuple(held for held in base.features if isinstance(held, BASE_FEATURES))
    return replace(base, key=base.key, players=players, teams=teams,
                   features=features, pile_taking=pile_taking, going_out=going_out, laid_out=laid_out,
                   **drawn)


def play_deal(rules, seed: int, levels: tuple[str, ...]) -> dict | None:
    """Play one deal with players of ``levels`` (by seat, repeated round the table); the broken
    promise met, as a record with the position, or None when the deal ended well."""
    deal = Deal.new(rules, seed=seed)
    seat_levels = [levels[seat % len(levels)] for seat in range(rules.players)]
    players = [make_player(level, seed=seed + seat) for seat, level in enumerate(seat_levels)]
    odds = random.Random(seed)
    for step in range(MAX_STEPS):
        if deal.is_over:
            return None
        legal = deal.legal_actions()
        if not legal:
            return {"problem": "no legal action", "step": step, "position": json.loads(dumps(deal))}
        seat = deal.turn
        before = dumps(deal)
        try:
            choices = _playing_on(legal, odds) if seat_levels[seat] == "random" else legal
            action = players[seat].decide(seat_view(deal, seat), choices).action
            deal.apply(action)
        except IllegalAction as error:
            return {"problem": f"listed {action} refused: {error}", "step": step,
                    "position": json.loads(before)}
        except Exception as error:  # noqa: BLE001 - a crash is a finding too, kept with its position
            return {"problem": f"{type(error).__name__}: {error}", "step": step,
                    "position": json.loads(before)}
    return {"problem": f"still running after {MAX_STEPS} moves", "step": MAX_STEPS,
            "position": json.loads(dumps(deal))}


def _playing_on(legal: list, odds: random.Random) -> list:
    """``legal`` without Acaba, but in one chance of ``ACABA_ODDS`` or when nothing else is listed."""
    playing = [action for action in legal if action not in ENDINGS]
    return playing if playing and odds.randrange(ACABA_ODDS) else legal


def _levels(index: int) -> tuple[str, ...]:
    """Seats by deal: random players in three deals of four, medium against random in the fourth."""
    return ("medium", "random") if index % 4 == 3 else ("random",)


def deal_drawn(key: str, index: int) -> tuple[int, object]:
    """The seed and the rules of deal ``index`` of the hunt in ``key`` (a variant, or random rule
    sets for ``RANDOM_RULES``): the same in every run."""
    rng = random.Random(f"{key}/{index}")
    seed = rng.getrandbits(64)
    return seed, random_rules(rng) if key == RANDOM_RULES else variants.get(key)


def rules_of(entry: dict):
    """The rules a kept position plays under: those of the hunt's deal it came from (its ``hunt``:
    key and deal), else None (its variant's)."""
    hunt = entry.get("hunt")
    return None if hunt is None else deal_drawn(hunt["key"], hunt["deal"])[1]


def hunt(key: str, deals: int, start: int = 0) -> list[dict]:
    """The problems found in deals ``start`` to ``start + deals`` of variant ``key`` (or of random rule
    sets, for ``RANDOM_RULES``); deal ``index`` is the same deal in every run."""
    found = []
    for index in range(start, start + deals):
        seed, rules = deal_drawn(key, index)
        problem = play_deal(rules, seed, _levels(index))
        if problem is not None:
            problem.update(variant=key, deal=index, seed=seed, levels=list(_levels(index)))
            if key == RANDOM_RULES:
                problem["rules"] = repr(rules)
            found.append(problem)
    return found


CHUNK = 25  # deals a variant plays before the next one's turn, so a run stopped early covers all alike


def measure(quick: bool = False, variant: str = "all", deals: int | None = None,
            out: str | None = None) -> dict:
    """Hunt in ``variant`` (``all``: every playable one, then random rule sets, taking turns by
    chunks of deals); the file ``out`` (default deadends.json) holds the figures and the problems
    found so far after every chunk."""
    count = deals or (5 if quick else 200)
    keys = [*variants.playable(), RANDOM_RULES] if variant == "all" else [variant]
    path = Path(out or "deadends.json")
    played = dict.fromkeys(keys, 0)
    seconds = dict.fromkeys(keys, 0.0)
    found: list[dict] = []
    figures: dict = {}
    with bar(count * len(keys), "dead-end hunt", "deals") as shown:
        for start in range(0, count, CHUNK):
            for key in keys:
                started = time.perf_counter()
                chunk = min(CHUNK, count - start)
                found += hunt(key, chunk, start)
                played[key] += chunk
                seconds[key] += time.perf_counter() - started
                figures = {"deadends_file": str(path), "deadends_found": len(found)}
                for name in keys:
                    figures[f"deadends_{name}_deals"] = played[name]
                    figures[f"deadends_{name}_found"] = sum(1 for f in found if f["variant"] == name)
                    figures[f"deadends_{name}_s"] = round(seconds[name], 1)
                path.write_text(json.dumps({"figures": figures, "found": found}, indent=1))
                shown.set_postfix_str(f"{len(found)} found", refresh=False)
                shown.update(chunk)  # counted once saved
    return figures
