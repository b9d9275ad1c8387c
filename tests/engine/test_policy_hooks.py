"""Variant policy: a subclass of ``Rules`` that overrides one Classic clause changes play there and
nowhere else, as a variant module will (here, black Threes laid out like red ones)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from engine import Deal, score_deal, variants
from engine.cards import THREE, codes, full_deck
from engine.rules import Rules

CLASSIC = variants.get("classic")


@dataclass(frozen=True)
class AllThreesLaidOut(Rules):
    def is_laid_out(self, card: int) -> bool:
        return card >> 2 == THREE

    def laid_out_points(self, count: int, side_has_melded: bool) -> int:
        return 100 * count


ALL_THREES = AllThreesLaidOut(**{f.name: getattr(CLASSIC, f.name) for f in fields(CLASSIC)})


def stacked(rules: Rules) -> Deal:
    """Two full packs ordered so that seat 1 is dealt one black Three and nobody another Three."""
    deck = full_deck(rules.packs)
    black = codes("3S")[0]
    deck.remove(black)
    threes = [card for card in deck if card >> 2 == THREE]
    return Deal.new(rules, deck=[black] + [c for c in deck if c >> 2 != THREE] + threes)


def test_a_laid_out_rank_leaves_the_hand_at_the_deal_and_is_replaced():
    deal = stacked(ALL_THREES)
    assert deal.red_threes[1] == codes("3S") and len(deal.hands[1]) == 11
    assert not any(card >> 2 == THREE for card in deal.hands[1])


def test_the_classic_default_keeps_a_black_three_in_hand():
    deal = stacked(CLASSIC)
    assert deal.red_threes[1] == [] and codes("3S")[0] in deal.hands[1]


def test_laid_out_cards_score_by_the_overriding_method():
    deal = stacked(ALL_THREES)
    side = next(s for s in score_deal(deal) if 1 in s.seats)
    assert side.points("red_threes") == 100  # Classic would count it against an unopened side
