"""The features that were fields of ``Rules`` once (the initial-meld bonus, the opening draw, special
hands, the turn card and its talon, the packet under the upcard) work on any rules that hold them: added
to Classic, each is listed, checked, played, scored, shown in the views and described through its hooks
alone, and Classic without it knows nothing of it. So do other variants' pile-taking and opening
policies given to Classic."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.cli.terminal_help import help_text
from bot.core.rules_summary import describe
from engine import Deal, IllegalAction, dumps, from_json, public_view, score_deal, seat_view, variants
from engine.actions import Bonus, Call
from engine.cards import codes, is_red_three, shuffled_deck
from engine.errors import Words
from engine.rules.called_hands import SpecialHands
from engine.rules.opening_bonus import OpeningBonus
from engine.rules.opening_draw import OpeningDraw
from engine.rules.opening_table import OpeningTable
from engine.rules.packet import Packet
from engine.rules.pile_taking import PileTaking
from engine.rules.turn_card import TurnCard
from engine.special_hands import SpecialHand, seven_pairs

from .positions import position

CLASSIC = variants.get("classic")
BONUS = replace(CLASSIC, features=(OpeningBonus(cards=2),))
DRAWING = replace(CLASSIC, features=(OpeningDraw(cards=5),))
PAIRS = SpecialHand("pairs", Words("Pairs"), 1234, before_drawing=False, shown=seven_pairs,
                    words=Words("seven natural pairs"))
CALLING = replace(CLASSIC, features=(SpecialHands((PAIRS,)),))
TURNING = replace(CLASSIC, features=(TurnCard(place=9, talon=(4, 3)),))
BY_NATURALS = replace(CLASSIC, pile_taking=PileTaking(naturals=(2, 3), for_opening=False, stock_cards=1))
CLEAN_OPENING = replace(CLASSIC, opening=OpeningTable(clean_below=3000, wilds_count=False))
PACKETED = CLASSIC.with_feature(Packet(Words("on a face-down packet as big as its rank"), sizes=((14, 20),)))

OPENER = ["KC KD KH 9C 9D 9H 5S 6S", None, None, None]  # 60 in two melds, two cards kept


def opened(rules):
    deal = position("classic", hands=OPENER, pile="6C", phase="play", rules=rules)
    deal.apply("meld K K K; 9 9 9")
    return deal


def test_the_bonus_is_listed_after_an_opening_and_brings_its_cards():
    deal = opened(BONUS)
    assert Bonus() in deal.legal_actions()
    deal.apply("bonus")
    assert len(deal.hands[0]) == 2 + 2 and deal.bonus_taken
    assert Bonus() not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="you have taken the bonus already"):
        deal.apply("bonus")


def test_without_the_bonus_classic_neither_lists_nor_accepts_it_nor_keeps_its_record():
    deal = opened(CLASSIC)
    assert Bonus() not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="there is no initial-meld bonus in Classic Canasta"):
        deal.apply("bonus")
    taken = opened(BONUS)
    taken.apply("bonus")
    text = dumps(taken)
    assert from_json(text, rules=BONUS).bonus_taken
    with pytest.raises(ValueError, match="has no opening bonus"):
        from_json(text, rules=CLASSIC)


def test_the_bonus_and_the_opening_draw_are_described_and_shown():
    assert "bonus" in BONUS.verbs() and "bonus" not in CLASSIC.verbs()
    assert "(`bonus`)" in describe(BONUS) and "`bonus`" not in describe(CLASSIC)
    assert "  bonus       right after your side's opening: take 2 cards" in help_text(BONUS)
    assert "  bonus " not in help_text(CLASSIC)
    assert "then draws 5 cards from the stock" in describe(DRAWING)
    assert (seat_view(opened(BONUS), 0).opening_bonus, public_view(opened(CLASSIC)).opening_bonus) == (2, 0)
    fresh = position("classic", hands=OPENER, pile="6C", rules=DRAWING)
    assert seat_view(fresh, 0).opening_draw == DRAWING.opening_draw_cards == 5
    assert CLASSIC.opening_draw_cards == 0


def test_the_opening_draw_brings_its_cards_to_the_opener():
    assert len(opened(DRAWING).hands[0]) == 2 + 5
    assert len(opened(CLASSIC).hands[0]) == 2


PAIRS_HAND = "4C 4D 5C 5D 6C 6D 7C 7D 8C 8D 9C 9D 10C"  # thirteen: the draw makes the fourteenth


def test_a_special_hand_is_called_after_drawing_and_scores_its_bonus():
    deal = position("classic", hands=[PAIRS_HAND, None, None, None], stock="10D QH", pile="6H",
                    rules=CALLING)
    assert Call("pairs") not in deal.legal_actions()  # not before drawing
    deal.apply("draw")
    assert Call("pairs") in deal.legal_actions()
    deal.apply("call pairs")
    assert deal.is_over and deal.special is not None and deal.special[0] == "pairs"
    ours, theirs = score_deal(deal)
    assert ours.points("special") == 1234 and theirs.points("special") == 0
    assert "`call pairs`" in describe(CALLING) and "call pairs" in help_text(CALLING)
    assert CALLING.special_hand("pairs") == PAIRS and CLASSIC.special_hand("pairs") is None


def test_without_special_hands_classic_refuses_a_call_and_scores_no_special_line():
    deal = position("classic", hands=[PAIRS_HAND, None, None, None], stock="10D QH", pile="6H")
    deal.apply("draw")
    with pytest.raises(IllegalAction, match="Classic Canasta has no special hand 'pairs'"):
        deal.apply("call pairs")
    assert all(side.points("special") == 0 and "special" not in [item.key for item in side.items]
               for side in score_deal(deal))


def test_the_turn_card_is_shown_described_and_brings_a_talon_to_an_opening_that_empties_the_hand():
    deal = position("classic", hands=["KC KD KH 9C 9D 9H 5S", None, None, None], pile="6C", phase="play",
                    stock=" ".join(["4C"] * 2 + ["4D"] * 2 + ["4H"] * 2 + ["4S"] * 2 + ["JC"] * 2),
                    rules=TURNING)
    view = public_view(deal)
    assert (view.turn_card, view.turn_card_in_stock) == (9, True)
    assert public_view(opened(CLASSIC)).turn_card is None
    assert "**Turn card:** 9th from the stock's bottom" in describe(TURNING)
    assert "Turn card" not in describe(CLASSIC)
    deal.apply("meld K K K; 9 9 9")  # one card kept: its discard brings the talon
    assert seat_view(deal, 0).talon == 4
    deal.apply("discard 5")
    assert len(deal.hands[0]) == 4 and not deal.is_over


def upcard_deck(upcard: str) -> list[int]:
    """A shuffled Classic deck with its red Threes last (none dealt) and ``upcard`` first after the deal."""
    deck = shuffled_deck(CLASSIC.packs, 7, CLASSIC.jokers_per_pack)
    deck.sort(key=is_red_three)
    deck.remove(codes(upcard)[0])
    deck.insert(44, codes(upcard)[0])
    return deck


@pytest.mark.parametrize("upcard, size", [("8C", 8), ("KD", 13), ("AS", 20)])
def test_the_packet_lies_face_down_under_the_first_upcard_sized_by_its_rank(upcard, size):
    deck = upcard_deck(upcard)
    deal = Deal.new(PACKETED, deck=deck)
    assert deal.packet == size and deal.pile == deck[45:45 + size] + [deck[44]]
    view = public_view(deal)
    assert view.pile == (deck[44],) and view.pile_hidden == size
    plain = Deal.new(CLASSIC, deck=deck)
    assert plain.packet == 0 and plain.pile == [deck[44]] and public_view(plain).pile_hidden == 0


def test_the_packet_comes_with_the_pile_is_kept_in_a_position_and_is_described():
    deal = position("classic", hands=["8H 8D 5S", None, None, None], pile="4C 4D 8C", packet=2,
                    melds=[{"9": "9C 9D 9H"}, {}], rules=PACKETED)
    assert from_json(dumps(deal), rules=PACKETED).packet == 2
    with pytest.raises(ValueError, match="classic has no face-down packet"):
        from_json(dumps(deal), rules=CLASSIC)
    deal.apply("take 8 8")
    assert deal.packet == 0 and set(codes("4C 4D")) <= set(deal.hands[0])
    words = "one card turned up starts the pile, on a face-down packet as big as its rank."
    assert words in describe(PACKETED)
    assert "face-down packet" not in describe(CLASSIC)


def test_a_pile_taken_by_naturals_never_to_open_and_with_a_stock_card_plays_so_on_classic():
    unopened = position("classic", hands=["AH AD 5S", None, None, None], pile="4C AC", rules=BY_NATURALS)
    assert not [action for action in unopened.legal_actions() if str(action).startswith("take")]
    with pytest.raises(IllegalAction, match="in this game the pile never makes an opening"):
        unopened.apply("take A A")
    classic = position("classic", hands=["AH AD 5S", None, None, None], pile="4C AC")
    assert "take A A" in map(str, classic.legal_actions())
    deal = position("classic", hands=["8H 8D 2C 5S", None, None, None], pile="4C 4D 8C", stock="JS 7H 6D",
                    melds=[{"9": "9C 9D 9H"}, {}], rules=BY_NATURALS)
    with pytest.raises(IllegalAction, match="showing 2 natural 8 from your hand"):
        deal.apply("take 8 2")
    deal.apply("take 8 8")
    assert sorted(deal.hands[0]) == sorted(codes("2C 5S 4C 4D JS"))  # the stock's top card comes too
    text = describe(BY_NATURALS)
    assert "take the whole discard pile and 1 card from the stock" in text
    assert "never to a side not yet open; taken with 2 naturals from your hand matching the top card, 3 " \
        "when" in text
    assert "from the stock" not in describe(CLASSIC).split("**Turn:**")[1].split("\n")[0]


def test_an_opening_table_asking_clean_melds_and_not_counting_wild_cards_plays_so_on_classic():
    hand = ["KC KD KH 2S 9C 9D 9H 5S", None, None, None]
    dirty = position("classic", hands=hand, pile="6C", phase="play", rules=CLEAN_OPENING)
    with pytest.raises(IllegalAction, match="your melds total 20; your side needs 50 to open"):
        dirty.apply("meld K K 2")  # the Two counts nothing
    with pytest.raises(IllegalAction, match="below 3,000 points your side opens with clean melds only"):
        dirty.apply("meld K K 2; 9 9 9")
    position("classic", hands=hand, pile="6C", phase="play").apply("meld K K 2; 9 9 9")  # Classic: 70
    dirty.apply("meld K K K; 9 9 9")
    assert dirty.is_open(0)
    assert str(seat_view(dirty, 1).sides[1].opening_need) == "50 clean"
    assert str(seat_view(opened(CLASSIC), 1).sides[1].opening_need) == "50"
    text = describe(CLEAN_OPENING)
    assert "below 0: 15 clean, 0+: 50 clean, 1,500+: 90 clean, 3,000+: 120; wild cards count nothing" in text
    assert "clean" not in describe(CLASSIC).split("**First meld**")[1].split("\n")[0]
