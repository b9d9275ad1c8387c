"""Special hands called to end the deal (International's Schneider and Blitz, Americana's straight, pairs
and garbage; the patterns in :mod:`engine.special_hands`): ``call <name>`` shows a matching hand,
which ends the deal and scores the hand's bonus."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..actions import Call
from ..errors import IllegalAction, Phrases, Words
from ..moves.basics import need_phase
from ..phases import DRAW, ENDED_SPECIAL, PLAY
from ..scoring import ScoreItem
from ..special_hands import SpecialHand
from .feature import Feature
from .rule_names import names_of


@dataclass(frozen=True)
class SpecialHands(Feature):
    hands: tuple[SpecialHand, ...]

    owns: ClassVar[tuple[type, ...]] = (Call,)
    verbs: ClassVar[tuple[str, ...]] = ("call",)

    def special_hand(self, name: str) -> SpecialHand | None:
        return next((hand for hand in self.hands if hand.name == name), None)

    def turn_start_actions(self, deal) -> list:
        return self._calls(deal)

    def play_actions(self, deal) -> list:
        return self._calls(deal)

    def _calls(self, deal) -> list:
        """The special hands the player to move may call now."""
        if deal.has_melded[deal.turn]:
            return []
        return [Call(hand.name) for hand in self.hands if self.shown(deal, hand)]

    @staticmethod
    def shown(deal, hand: SpecialHand) -> tuple[int, ...] | None:
        """The cards of ``hand`` the player to move could call now, or None: the hand matches, the player
        has made no meld this deal, and it is the hand's moment (before drawing, or after drawing from
        the stock)."""
        seat = deal.turn
        if deal.has_melded[seat] or deal.phase != (DRAW if hand.before_drawing else PLAY):
            return None
        if hand.unopened_side and deal.is_open(deal.side_of[seat]):
            return None
        return hand.shown(deal.rules, deal.hands[seat], deal.red_threes[seat])

    def check(self, deal, action) -> None:
        hand = self.special_hand(action.hand)
        if hand is None:
            raise IllegalAction("{game} has no special hand '{hand}': it has {names}",
                                game=names_of(deal.rules).game, hand=action.hand[:20],
                                names=", ".join(h.name for h in self.hands))
        if deal.phase not in (DRAW, PLAY):
            need_phase(deal, PLAY)
        if deal.has_melded[deal.turn]:
            raise IllegalAction("you may call {hand} only before you have melded this deal", hand=hand.title)
        if hand.unopened_side and deal.is_open(deal.side_of[deal.turn]):
            raise IllegalAction("you may call {hand} only before your side has melded this deal",
                                hand=hand.title)
        if hand.before_drawing and deal.phase != DRAW:
            raise IllegalAction("you may call {hand} only at the start of your turn, before drawing",
                                hand=hand.title)
        if not hand.before_drawing and deal.phase != PLAY:
            raise IllegalAction("you may call {hand} only after drawing from the stock: draw first",
                                hand=hand.title)
        if self.shown(deal, hand) is None:
            raise IllegalAction("your hand does not make {hand}: {pattern}", hand=hand.title,
                                pattern=hand.words)

    def apply(self, deal, action) -> None:
        seat = deal.turn
        hand = self.special_hand(action.hand)
        assert hand is not None, "check let it through"
        cards = self.shown(deal, hand)
        assert cards is not None, "check let it through"
        held, laid_out = deal.hands[seat], deal.red_threes[seat]
        for card in cards:
            (held if card in held else laid_out).remove(card)
        deal.picked_up[seat].clear()
        deal.special = (action.hand, list(cards))
        deal._end(ENDED_SPECIAL, declarer=seat)

    def side_score(self, deal, seats: tuple[int, ...], items: tuple[ScoreItem, ...]) -> tuple[ScoreItem, ...]:
        """``items`` and the special hand's line: its bonus for the caller's side (alone where the hand
        says so); for the other sides nothing, or where the hand says so, their points for the deal
        turned against them (twice what they made)."""
        if deal.ended != ENDED_SPECIAL:
            return (*items, ScoreItem("special", "special hand", 0, Words("Special hand")))
        hand = self.special_hand(deal.special[0])
        assert hand is not None, "a position names a special hand of its game"
        if deal.declarer not in seats:
            points = sum(item.points for item in items)
            lost = -2 * points if hand.others_lose_gains and points > 0 else 0
            return (*items, ScoreItem("special", str(hand.title), lost, hand.title))
        if hand.scores_alone:  # the hand's bonus replaces the rest
            items = tuple(ScoreItem(item.key, item.label, 0, item.row, item.count) for item in items)
        return (*items, ScoreItem("special", str(hand.title), hand.bonus, hand.title))

    def summary_lines(self) -> tuple[Words, ...]:
        when = Words("called before you meld")
        if all(hand.unopened_side and not hand.before_drawing for hand in self.hands):
            when = Words("called after drawing by a side that has not melded")
        said: list = []
        for hand in self.hands:
            said += ["; "] * bool(said) + [Words("`call {name}` {pattern}: {bonus}", name=hand.name,
                                                 pattern=hand.words, bonus=hand.bonus)]
            if hand.others_lose_gains:
                said.append(Words(" (their gains turn negative)"))
        alone = Words(" (it alone scores)") if all(hand.scores_alone for hand in self.hands) else ""
        return (Words("- **Special hands** end the deal, {when}: {hands}{alone}.", when=when,
                      hands=Phrases(said), alone=alone),)

    def help(self, has_partners: bool) -> tuple[tuple[str, Words], ...]:
        return tuple((f"call {hand.name}", self._called_help(hand)) for hand in self.hands)

    @staticmethod
    def _called_help(hand: SpecialHand) -> Words:
        """What ``hand`` is and when it may be called (International's patterns say when themselves:
        before or after drawing)."""
        if hand.unopened_side:
            return Words("{hand}, after drawing from the stock while your side has melded nothing this deal: "
                         "{pattern}; it ends the deal", hand=hand.title, pattern=hand.words)
        return Words("{hand}, while you have melded nothing this deal: {pattern}; it ends the deal",
                     hand=hand.title, pattern=hand.words)
