"""A rule feature is one object the rules hold: a feature the core engine has never heard of (here a
"knock" that ends the deal before the draw) is listed, checked, played, scored, kept in a position
and described through its hooks alone (engine/rules/feature.py); a feature sets up a deal, or annuls
it, once the hands are dealt."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

import pytest

from engine import Deal, IllegalAction, dumps, from_json, score_deal, variants
from engine.cards import shuffled_deck
from engine.deal import _next_seed
from engine.errors import Words
from engine.phases import DRAW
from engine.rules.feature import Feature
from engine.scoring import ScoreItem

from .positions import position

CLASSIC = variants.get("classic")


@dataclass(frozen=True)
class Knock:
    def __str__(self) -> str:
        return "knock"

    @staticmethod
    def absent(game) -> IllegalAction:
        return IllegalAction("there is no knocking in {game}", game=game)


@dataclass(frozen=True)
class Knocking(Feature):
    points: int

    owns: ClassVar[tuple[type, ...]] = (Knock,)
    ending: ClassVar[str | None] = "knock"
    verbs: ClassVar[tuple[str, ...]] = ("knock",)

    def turn_start_actions(self, deal) -> tuple:
        return (Knock(),)

    def check(self, deal, action) -> None:
        if deal.phase != DRAW:
            raise IllegalAction("knock before you draw")

    def apply(self, deal, action) -> None:
        deal._end(self.ending, declarer=deal.turn)

    def ending_score(self, deal, seats):
        return (ScoreItem("knock", "knock", self.points if deal.declarer in seats else 0, Words("Knock")),)

    def summary(self):
        return ((Words("Knock"), Words("before drawing, end the deal")),)


KNOCKING = replace(CLASSIC, features=(Knocking(points=250),))


def test_the_feature_lists_checks_and_plays_its_move_and_scores_the_deal_it_ends():
    deal = position("classic", hands=["AC AD 9C", None, None, None], pile="5C", rules=KNOCKING)
    assert Knock() in deal.legal_actions()
    deal.apply(Knock())
    assert deal.is_over and deal.ended == "knock" and deal.declarer == 0
    assert [side.total for side in score_deal(deal)] == [250, 0]


def test_the_features_check_refuses_and_changes_nothing():
    deal = position("classic", hands=["AC AD 9C", None, None, None], pile="5C", rules=KNOCKING)
    deal.apply("draw")
    before = dumps(deal)
    assert Knock() not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="knock before you draw"):
        deal.apply(Knock())
    assert dumps(deal) == before


def test_without_the_feature_its_move_is_neither_listed_nor_accepted():
    deal = position("classic", hands=["AC AD 9C", None, None, None], pile="5C")
    assert Knock() not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="there is no knocking in Classic Canasta"):
        deal.apply(Knock())


def test_a_position_the_feature_ended_is_kept_under_its_rules_and_refused_without_them():
    deal = position("classic", hands=["AC AD 9C", None, None, None], pile="5C", rules=KNOCKING)
    deal.apply(Knock())
    text = dumps(deal)
    again = from_json(text, rules=KNOCKING)
    assert again.ended == "knock" and [side.total for side in score_deal(again)] == [250, 0]
    with pytest.raises(ValueError, match="ended 'knock': null or one of out, stock, special"):
        from_json(text, rules=CLASSIC)


def test_the_features_words_reach_the_rules_verbs():
    assert "knock" in KNOCKING.verbs() and "knock" not in CLASSIC.verbs()
    assert KNOCKING.feature(Knocking) == Knocking(points=250) and CLASSIC.feature(Knocking) is None


@dataclass(frozen=True)
class TopCardUnder(Feature):
    """Once dealt, the stock's top card goes to its bottom (a deal-start hook that sets something up)."""

    def deal_start(self, deal) -> bool:
        deal.stock.insert(0, deal.stock.pop())
        return True


@dataclass(frozen=True)
class KingUpAnnuls(Feature):
    """A King turned up annuls the deal (a deal-start hook that says no)."""

    def deal_start(self, deal) -> bool:
        return deal.pile[-1] >> 2 != 13


def test_a_feature_sets_up_a_deal_once_the_hands_are_dealt():
    plain = Deal.new(CLASSIC, seed=4)
    moved = Deal.new(replace(CLASSIC, features=(TopCardUnder(),)), seed=4)
    assert moved.hands == plain.hands and moved.pile == plain.pile and moved.red_threes == plain.red_threes
    assert moved.stock == [plain.stock[-1], *plain.stock[:-1]]


def test_a_feature_that_annuls_a_deal_has_it_dealt_again_from_the_next_shuffle():
    rules = replace(CLASSIC, features=(KingUpAnnuls(),))
    seed = next(s for s in range(500) if Deal.new(CLASSIC, seed=s).pile[-1] >> 2 == 13)
    again = Deal.new(rules, seed=seed)
    assert again.pile[-1] >> 2 != 13
    assert again.hands == Deal.new(CLASSIC, seed=_next_seed(seed)).hands
    with pytest.raises(ValueError, match="annuls the deal"):
        Deal.new(rules, deck=shuffled_deck(CLASSIC.packs, seed, CLASSIC.jokers_per_pack))
