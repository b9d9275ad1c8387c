"""Picture speed and size: the table, an ordinary hand, a 40-card hand and a score sheet."""

from __future__ import annotations

import time

from engine import Match, from_json, public_view, seat_view, to_json, variants
from engine.actions import Add, Discard, Meld, Take

from .figures import median

NAMES = ["Alice", "Bob", "Carol", "Dan"]


def _choose(deal):
    """A fixed, greedy way to play: take the pile, meld or add, else discard the first card listed."""
    actions = deal.legal_actions()
    for kind in (Take, Meld, Add, Discard):
        chosen = [a for a in actions if isinstance(a, kind)]
        if chosen:
            return chosen[0]
    return actions[0]


def _match(turns: int) -> Match:
    match = Match(variants.get("classic"), seed=11)
    while not match.results and match.deal.turns < turns:
        match.apply(_choose(match.deal))
    return match


def _forty_card_hand():
    """A Classic deal where seat 0 holds 40 cards, as after taking a big pile."""
    deal = _match(10).deal
    data = to_json(deal)
    stock = data["stock"].split()
    hand = data["hands"][0].split()
    moved = [card for card in stock if card not in ("3H", "3D")][: 40 - len(hand)]
    for card in moved:
        stock.remove(card)
    data["hands"][0] = " ".join(hand + moved)
    data["stock"] = " ".join(stock)
    return seat_view(from_json(data), 0)


def _p50(call, rounds: int) -> tuple[float, int]:
    times, size = [], 0
    for _ in range(rounds):
        started = time.perf_counter()
        size = len(call())
        times.append((time.perf_counter() - started) * 1000)
    return median(times), size


def measure(quick: bool = False) -> dict:
    from render import hand_png, playable_ranks, score_sheet_png, table_png

    rounds = 10 if quick else 60
    deal = _match(40).deal
    table_view = public_view(deal)
    hand_view = seat_view(deal, deal.turn)
    playable = playable_ranks(deal.legal_actions())
    big_hand = _forty_card_hand()
    finished = _match(10_000)
    result = finished.results[0]

    started = time.perf_counter()
    table_png(table_view, NAMES)
    cold = (time.perf_counter() - started) * 1000
    figures = {"render_first_table_ms": round(cold, 1)}
    for name, call in (
        ("table", lambda: table_png(table_view, NAMES)),
        ("hand", lambda: hand_png(hand_view, NAMES, playable)),
        ("hand40", lambda: hand_png(big_hand, NAMES, playable)),
        ("scores", lambda: score_sheet_png(result, NAMES, match_scores=[result.team_scores], target=5000)),
    ):
        ms, size = _p50(call, rounds)
        figures[f"render_{name}_ms_p50"] = ms
        figures[f"render_{name}_png_bytes"] = size
    return figures
