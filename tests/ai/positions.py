"""Test positions: name the cards that matter, and the rest of the deck fills the other hands
and the stock, so every position holds exactly one full deck."""

from __future__ import annotations

from collections import Counter

from engine import from_json, variants
from engine.cards import card_name, codes, full_deck


def position(variant: str = "classic", *, hands: dict[int, str], sizes: dict[int, int] | None = None,
             melds: list[dict[str, str]] | None = None, pile: str = "", turn: int = 0,
             phase: str = "play", team_scores=None, **extra):
    """A deal from JSON where unnamed hands (``sizes``, default 11) and the stock are filled
    from the cards not named anywhere; cards laid out when held (red Threes) go to the bottom of the stock."""
    rules = variants.get(variant)
    melds = melds or [{} for _ in rules.teams]
    named = Counter()
    for text in [*hands.values(), pile, *(c for m in melds for c in m.values())]:
        named.update(codes(text))
    rest = Counter(full_deck(rules.packs, rules.jokers_per_pack)) - named
    assert not named - Counter(full_deck(rules.packs, rules.jokers_per_pack)), "more cards than a deck"
    free = sorted(c for c in rest.elements() if not rules.laid_out.is_laid_out(c))
    reds = [c for c in rest.elements() if rules.laid_out.is_laid_out(c)]
    all_hands = []
    for seat in range(rules.players):
        if seat in hands:
            all_hands.append(hands[seat])
        else:
            size = (sizes or {}).get(seat, 11)
            all_hands.append(" ".join(card_name(c) for c in free[:size]))
            free = free[size:]
    stock_cards = free + reds
    data = {"variant": variant, "turn": turn, "phase": phase, "hands": all_hands,
            "stock": " ".join(card_name(c) for c in stock_cards), "pile": pile, "melds": melds,
            "has_melded": [bool(melds[rules.team_of(s)]) for s in range(rules.players)]}
    if team_scores is not None:
        data["team_scores"] = list(team_scores)
    data.update(extra)
    return from_json(data)
