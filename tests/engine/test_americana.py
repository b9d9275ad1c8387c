"""Canasta Americana, rule by rule: wild cards barred from Sevens and (after the opening) from Aces,
naturals outnumbering at most two wild cards, the opening table and the natural meld an opening
holds, the splash, the pile taken with a natural pair and opened from the hand alone, the bonus cards
(talon), discards onto an empty pile, asking once a deal, the stock's last Three, the deal's end at
an empty stock, the four special hands, and the scoring worked out by hand (the readings in
engine/variants/americana.py), each rule with a legal and an illegal case."""

from __future__ import annotations

import re

import pytest

from engine import Deal, meld_keys, seat_view, variants
from engine.cards import codes
from engine.phases import ENDED_OUT, ENDED_SPECIAL, ENDED_STOCK
from engine.rules.wording import wording_of
from engine.scoring import ScoreItem
from engine.variants.americana import AMERICANA

from .positions import listed, position, refusal, rejects, side

KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"
SEVENS = "7C 7D 7H 7S 7C 7D 7H"
ACES = "AC AD AH AS AC AD AH"
TWOS = "2C 2D 2H 2S 2C 2D 2H"
TEN_STOCK = "4C 5C 6C 8C 9D 10D JD QS KS 6D"  # ten cards: the turn card (the 9th from the bottom) is in it


def table(hands, melds=None, *, phase: str = "play", **fields) -> Deal:
    """Seat 0 to move; ``hands``: seat 0's hand, or every seat's (None: filler); ``melds``: its
    side's (a dict) or both sides' (a list)."""
    hands = [hands, None, None, None] if isinstance(hands, str) else hands
    return position("americana", hands=hands, phase=phase,
                    melds=[melds, {}] if isinstance(melds, dict) else melds, **fields)


def says(deal: Deal, action: str, text: str) -> None:
    """Assert that ``action`` is refused with exactly ``text`` and changes nothing."""
    rejects(deal, action, f"^{re.escape(text)}$")


def refused(hand: str, melds: dict, action: str, **fields) -> str:
    return refusal("americana", hand, melds, action, **fields)


def test_americana_is_playable_with_its_rules():
    assert variants.get("americana") is AMERICANA
    deal = Deal.new(AMERICANA, seed=1)
    assert all(len(hand) == 13 for hand in deal.hands) and not deal.pile
    assert not any(card >> 2 == 3 for hand in deal.hands for card in hand)
    assert AMERICANA.target == 8500


# ---------------------------------------------------------------- melds


def test_sevens_never_take_a_wild_card():
    assert refused("7C 7D 7H 2C 9C 9D", {"K": "KC KD KH"}, "meld 7 7 7 2") == \
        "Sevens never meld with wild cards"
    assert refused("2C 9C 9D", {"K": "KC KD KH", "7": "7C 7D 7H 7S"}, "add 2 to 7") == \
        "Sevens never meld with wild cards"
    deal = table("7C 7D 7H 2C 9C 9D", {"K": "KC KD KH"})
    assert "meld 7 7 7 2" not in listed(deal) and "meld 7 7 7" in listed(deal)
    deal.apply("meld 7 7 7")
    assert deal.melds[0][7] == codes("7C 7D 7H")


ACE_WORDS = ("Aces take wild cards only in your side's opening; a meld of Aces opened with one takes "
             "another once it holds 5 natural Aces")


def test_aces_take_wild_cards_only_in_the_opening():
    # A A A 2 (80) + K K K (30) + Q Q Q (30) = 140: a dirty Ace meld in the opening.
    opening = table("AC AD AH 2C KC KD KH QC QD QH 9C 9D", {})
    opening.apply("meld A A A 2; K K K; Q Q Q")
    assert opening.is_open(0) and sorted(opening.melds[0][14]) == sorted(codes("AC AD AH 2C"))
    # Once the side is open, a new meld of Aces stays natural.
    assert refused("AC AD AH 2C 9C 9D", {"K": "KC KD KH"}, "meld A A A 2") == ACE_WORDS
    later = table("AC AD AH 2C 9C 9D", {"K": "KC KD KH"})
    assert "meld A A A 2" not in listed(later)
    later.apply("meld A A A")
    assert len(later.melds[0][14]) == 3


def test_a_dirty_ace_meld_takes_another_wild_card_at_five_naturals():
    dirty = {"K": "KC KD KH", "A": "AC AD AH AS 2C"}  # four natural Aces and a Two
    assert refused("JK AC 9C 9D", dirty, "add JK to A") == ACE_WORDS
    deal = table("JK AC 9C 9D", dirty)
    assert "add A JK" in listed(deal) and "add JK" not in listed(deal)
    deal.apply("add A JK")  # five natural Aces, two wild cards: a dirty Aces canasta
    assert len(deal.melds[0][14]) == 7
    assert AMERICANA.canasta_kind(14, deal.melds[0][14]) == "mixed"


def test_a_pure_ace_meld_never_takes_a_wild_card():
    pure = {"K": "KC KD KH", "A": "AC AD AH AS AC"}  # five natural Aces, no wild card
    assert refused("2C AD 9C 9D", pure, "add 2 to A") == ACE_WORDS
    assert refused("2C AD 9C 9D", pure, "add A 2 to A") == ACE_WORDS  # six naturals, still pure
    deal = table("2C AD 9C 9D", pure)
    assert {action for action in listed(deal) if action.startswith("add")} == {"add A", "add 2 to K"}
    deal.apply("add A")
    assert len(deal.melds[0][14]) == 6


def test_a_meld_of_aces_started_after_the_opening_takes_no_wild_card_even_with_five_aces():
    hand = "AC AD AH AS AC 2C 9C 9D"
    assert refused(hand, {"K": "KC KD KH"}, "meld A A A A A 2") == ACE_WORDS
    deal = table(hand, {"K": "KC KD KH"})
    assert "meld A A A A A 2" not in listed(deal) and "meld A A A A A" in listed(deal)
    deal.apply("meld A A A A A")
    assert sorted(deal.melds[0][14]) == sorted(codes("AC AD AH AS AC"))


def test_naturals_outnumber_wild_cards_and_a_meld_holds_at_most_two():
    open_side = {"Q": "QC QD QH"}
    hand = "KC KD KH KS 2C 2D JK 9C 9D"
    assert refused(hand, open_side, "meld K K 2 JK") == "a meld holds more natural cards than wild cards"
    assert refused(hand, open_side, "meld K K K K 2 2 JK") == "a meld may hold at most 2 wild cards"
    assert refused("2C 9C 9D", {"K": "KC KD 2D"}, "add 2 to K") == \
        "a meld holds more natural cards than wild cards"
    deal = table(hand, open_side)
    assert {"meld K K 2", "meld K K K 2 JK", "meld K K K K 2 JK"} <= listed(deal)
    deal.apply("meld K K K 2 JK")
    assert len(deal.melds[0][13]) == 5


def test_a_meld_holds_at_most_seven_cards_and_one_meld_per_rank():
    assert refused("KS 9C 9D", {"K": "KC KD KH KS KC KD KH"}, "add K to K") == \
        "a meld may hold at most 7 cards"
    assert refused("KS KC KD 9C 9D", {"K": "KC KD KH"}, "meld K K K").startswith(
        "your side already has a K meld")


def test_a_short_wild_meld_holds_the_side_s_wild_cards():
    melds = {"wild": "JK JK 2C", "K": "KC KD KH"}
    assert refused("2D 9C 9D", melds, "add 2 to K") == \
        "while your side's wild meld is short of a canasta, wild cards go only on it"
    assert refused("2D 9C 9D", melds, "discard 2", pile="8D") == \
        "while your side's wild meld is short of a canasta you may not discard a wild card"
    deal = table("2D 9C 9D", melds)
    assert "add 2 to K" not in listed(deal)
    deal.apply("add 2 to wild")
    assert len(deal.melds[0][meld_keys.wild()]) == 4


# ---------------------------------------------------------------- the opening


def test_the_opening_table():
    assert [AMERICANA.opening.minimum(score) for score in (-1200, 0, 2995, 3000, 4995, 5000, 8000)] == \
        [125, 125, 125, 155, 155, 180, 180]
    hand = "AC AD AH KC KD KH KS 5C 5D 5H 5S 5C 9C 9D"
    # A A A 60 + K K K K 40 + five Fives 25 = 125: just enough under 3000, short at 3000 and at 5000.
    assert refused(hand, {}, "meld A A A; K K K K; 5 5 5 5") == \
        "your melds total 120; your side needs 125 to open"
    deal = table(hand, {})
    deal.apply("meld A A A; K K K K; 5 5 5 5 5")
    assert deal.is_open(0)
    assert refused(hand, {}, "meld A A A; K K K K; 5 5 5 5 5", team_scores=[3000, 0]) == \
        "your melds total 125; your side needs 155 to open"
    assert refused(hand, {}, "meld A A A; K K K K; 5 5 5 5 5", team_scores=[5000, 0]) == \
        "your melds total 125; your side needs 180 to open"
    negative = table(hand, {}, team_scores=[-600, 0])
    negative.apply("meld A A A; K K K K; 5 5 5 5 5")
    assert negative.is_open(0)


NATURAL_WORDS = "an opening needs a meld without wild cards (or a meld of wild cards only, or of Aces)"


def test_an_opening_needs_a_meld_without_wild_cards():
    # K K K 2 (50) + Q Q Q JK (80) = 130, but every meld holds a wild card.
    hand = "KC KD KH 2C QC QD QH JK 9C 9D 9H 5C"
    assert refused(hand, {}, "meld K K K 2; Q Q Q JK") == NATURAL_WORDS
    deal = table(hand, {})
    assert "meld K K K 2; Q Q Q JK" not in listed(deal)
    deal.apply("meld K K K 2; Q Q Q JK; 9 9 9")  # 160, with a natural meld of Nines
    assert deal.is_open(0) and deal.hands[0] == codes("5C")


def test_a_wild_meld_or_a_meld_of_aces_stands_in_for_the_natural_meld():
    wild = table("JK JK JK 9C 9D 5C", {})
    wild.apply("meld wild JK JK JK")  # 150, a wild meld alone
    assert wild.is_open(0) and len(wild.melds[0][meld_keys.wild()]) == 3
    aces = table("AC AD AH 2C KC KD KH 2D 9C 9D", {})
    aces.apply("meld A A A 2; K K K 2")  # 80 + 50 = 130, both dirty, one of Aces
    assert aces.is_open(0)
    assert refused("QC QD QH 2C KC KD KH 2D 9C 9D JK", {}, "meld Q Q Q JK; K K K 2") == NATURAL_WORDS


# ---------------------------------------------------------------- the splash


FOURS = "4C 4D 4H 4S 4C 4D 4H"


def test_a_splash_of_seven_natural_fours_opens_below_the_minimum():
    deal = table(FOURS + " 5C 5D 5H 9C 9D", {})
    assert "meld 4 4 4 4 4 4 4" in listed(deal)
    deal.apply("meld 4 4 4 4 4 4 4")  # 35 points, a natural canasta from hand
    assert deal.is_open(0) and deal.canastas(0) == 1
    deal.apply("meld 5 5 5")  # the side is open: other melds follow in the same turn
    assert len(deal.melds[0][5]) == 3


def test_a_splash_holds_no_wild_card():
    hand = "4C 4D 4H 4S 4C 4D 2C 5C 5D 5H 9C 9D"
    assert refused(hand, {}, "meld 4 4 4 4 4 4 2") == "your melds total 50; your side needs 125 to open"
    assert "meld 4 4 4 4 4 4 2" not in listed(table(hand, {}))


def test_a_splash_is_the_whole_move():
    hand = FOURS + " 5C 5D 5H 9C 9D"
    assert refused(hand, {}, "meld 4 4 4 4 4 4 4; 5 5 5") == \
        "your melds total 50; your side needs 125 to open"
    assert "meld 4 4 4 4 4 4 4; 5 5 5" not in listed(table(hand, {}))


def test_a_take_of_the_pile_never_makes_a_splash():
    hand = "4C 4D 4H 4S 4C 4D 9C 9D 5C"
    deal = table([hand, None, None, None], {}, phase="draw", pile="8D 10S 4H")
    rejects(deal, "take 4 4 4 4 4 4", "your melds total 30; your side needs 125 to open")
    assert not any(action.startswith("take") for action in listed(deal))


# ---------------------------------------------------------------- the pile


def test_the_pile_is_taken_with_two_naturals_of_the_top_card():
    deal = table(["KC 2C 9C 9D 5C", None, None, None], {"K": "KS KH KD"}, phase="draw", pile="8D 10S KH")
    rejects(deal, "take K 2", "take the pile by showing 2 natural K from your hand")
    rejects(deal, "take", "take the pile by showing 2 natural K from your hand")
    assert not any(action.startswith("take") for action in listed(deal))
    paired = table(["KC KD 9C 9D 5C", None, None, None], {"K": "KS KH KD"}, phase="draw", pile="8D 10S KH")
    assert "take K K" in listed(paired)
    paired.apply("take K K")
    assert len(paired.melds[0][13]) == 6 and sorted(paired.hands[0]) == sorted(codes("9C 9D 5C 8D 10S"))


def test_opening_by_taking_the_pile_counts_only_the_hand_cards():
    hand = "KC KD AC AD AH AS 5C 5D 5H 5S 5C 9C 9D"
    deal = table([hand, None, None, None], {}, phase="draw", pile="8D 10S KH")
    # K K 20 + four Aces 80 + four Fives 20 = 120: the top King (10) would make 130, but it does not count.
    rejects(deal, "take K K; A A A A; 5 5 5 5", "your melds total 120; your side needs 125 to open")
    assert "take K K; A A A A; 5 5 5 5" not in listed(deal)
    deal.apply("take K K; A A A A; 5 5 5 5 5")  # 125 from the hand
    assert deal.is_open(0) and deal.melds[0][13] == codes("KH KC KD")
    assert sorted(deal.hands[0]) == sorted(codes("9C 9D 8D 10S"))


def test_a_wild_card_on_top_stops_the_pile():
    deal = table(["2D 2H 9C 9D", None, None, None], {"K": "KS KH KD"}, phase="draw", pile="8D 10S 2C")
    rejects(deal, "take 2 2", "a wild card tops the pile: nobody may take it now")
    assert listed(deal) == {"draw"}


# ---------------------------------------------------------------- the bonus cards (talon)


OPENING_HAND = "KC KD KH QC QD QH AC AD AH AS 9C"  # K K K 30 + Q Q Q 30 + A A A A 80 = 140, a Nine left
OPENING = "meld K K K; Q Q Q; A A A A"
KEEP_TWO = "to go out, your side needs 2 canastas: keep two cards (one to discard)"


def test_an_opening_down_to_one_card_discards_it_and_draws_four_bonus_cards():
    deal = table(OPENING_HAND, {}, stock=TEN_STOCK)
    deal.apply(OPENING)
    assert deal.hands[0] == codes("9C") and "discard 9" in listed(deal)
    assert seat_view(deal, 0).talon == 4 and seat_view(deal, 1).talon == 0  # what the hand panel says
    deal.apply("discard 9")
    # The bonus cards are the stock's top four; the turn goes on to the next player.
    assert deal.turn == 1 and deal.phase == "draw" and not deal.is_over
    assert deal.hands[0] == codes("4C 5C 6C 8C") and deal.stock == codes("9D 10D JD QS KS 6D")[::-1]
    assert deal.pile == codes("9C")


def test_three_bonus_cards_once_the_other_side_has_melded():
    deal = table(OPENING_HAND, [{}, {"5": "5C 5D 5H"}], stock=TEN_STOCK)
    deal.apply(OPENING)
    assert seat_view(deal, 0).talon == 3
    deal.apply("discard 9")
    assert deal.turn == 1 and deal.hands[0] == codes("4C 5C 6C")


def test_no_bonus_cards_once_the_stock_holds_fewer_than_nine():
    nine = table(OPENING_HAND, {}, stock=TEN_STOCK[:TEN_STOCK.rindex(" ")])  # the turn card is the last
    nine.apply(OPENING)
    nine.apply("discard 9")
    assert nine.turn == 1 and len(nine.hands[0]) == 4
    eight = table(OPENING_HAND, {}, stock="4C 5C 6C 8C 9D 10D JD QS")
    says(eight, OPENING, KEEP_TWO)
    assert OPENING not in listed(eight)


def test_no_bonus_cards_for_a_side_already_open():
    deal = table("KC KD KH 9C", {"Q": "QC QD QH"}, stock=TEN_STOCK)
    says(deal, "meld K K K", KEEP_TWO)


def test_an_opening_with_two_canastas_goes_out_instead_of_drawing_bonus_cards():
    deal = table(KINGS + " " + QUEENS + " 9C", {}, stock=TEN_STOCK)
    deal.apply("meld K K K K K K K; Q Q Q Q Q Q Q")
    assert seat_view(deal, 0).talon == 0  # the discard goes out
    deal.apply("discard 9")
    assert deal.ended == ENDED_OUT and deal.went_out == 0 and not deal.hands[0]
    assert len(deal.stock) == 10


# ---------------------------------------------------------------- discards


def test_an_ace_or_a_seven_waits_while_another_natural_may_start_the_pile():
    ace_words = "an Ace or a Seven may not start the pile while you hold another natural card that may"
    assert refused("AC 9C 5D", {}, "discard A") == ace_words
    assert refused("7C 9C 5D", {}, "discard 7") == ace_words
    empty = table("AC 9C 5D", {})
    assert {a for a in listed(empty) if a.startswith("discard")} == {"discard 9", "discard 5"}
    aces_and_sevens = table("AC 7C", {})
    assert {"discard A", "discard 7"} <= listed(aces_and_sevens)
    onto_a_pile = table("AC 9C 5D", {}, pile="8D")
    onto_a_pile.apply("discard A")
    assert onto_a_pile.pile == codes("8D AC")


def test_a_dead_card_waits_while_a_live_one_may_start_the_pile():
    melds = [{"Q": "QC QD QH"}, {"K": KINGS}]  # the other side's natural canasta closes the Kings
    deal = table("KS AC", melds)
    says(deal, "discard K", "a dead card may not start the pile while you hold a card that may")
    assert {a for a in listed(deal) if a.startswith("discard")} == {"discard A"}
    dead_only = table("KS QS", [{"Q": QUEENS}, {"K": KINGS}])  # both ranks closed
    dead_only.apply("discard K")
    assert dead_only.pile == codes("KS")
    mixed = table("KS AC", [{"Q": "QC QD QH"}, {"K": "KC KD KH KS KC 2C KD"}])  # a mixed one closes nothing
    mixed.apply("discard K")
    assert mixed.pile == codes("KS")


def test_a_wild_card_waits_for_a_hand_of_wild_cards_only():
    assert refused("2C 9C", {}, "discard 2") == \
        "a wild card may be discarded only when you hold no natural card"
    assert refused("JK 9C", {"K": "KC KD KH"}, "discard JK", pile="8D") == \
        "a wild card may be discarded only when you hold no natural card"
    deal = table("2C JK", {})
    assert {"discard 2", "discard JK"} <= listed(deal)
    deal.apply("discard 2")
    assert deal.pile == codes("2C")


# ---------------------------------------------------------------- asking partner


def test_each_player_asks_partner_once_a_deal():
    melds = {"K": KINGS, "Q": QUEENS}
    deal = table(["9C 9D 9H 4C", None, None, None], melds, stock=TEN_STOCK, pile="8D")
    assert "ask" in listed(deal)
    deal.apply("ask")
    deal.apply("no")
    assert deal.asked[0] and deal.turn == 0
    deal.apply("discard 4")
    for seat in (1, 2, 3):
        assert deal.turn == seat
        deal.apply("draw")
        deal.apply(sorted(a for a in listed(deal) if a.startswith("discard"))[0])
    deal.apply("draw")  # seat 0 again, with 9 9 9 and the card drawn: it could go out
    assert deal.turn == 0 and deal.hands[0][:3] == codes("9C 9D 9H")
    assert "ask" not in listed(deal)
    says(deal, "ask", "in Canasta Americana each player asks partner once a deal, and you have asked")
    # Partner, who has not asked, still may; and the player may go out without asking.
    assert "meld 9 9 9" in listed(deal)
    fresh = table(["9C 9D 9H 4C", None, None, None], melds, asked=[False, False, True, False])
    assert "ask" in listed(fresh)


# ---------------------------------------------------------------- the stock


def test_a_three_as_the_stock_s_last_card_stays_in_hand_and_ends_the_deal():
    deal = table(["5C 9D", None, "4S", None], {}, phase="draw", stock="3H", pile="8D")
    deal.apply("draw")
    assert deal.ended == ENDED_STOCK and deal.is_over
    assert sorted(deal.hands[0]) == sorted(codes("5C 9D 3H")) and not deal.red_threes[0]
    assert side(deal, 0).points("hand") == -25  # 5 + 10, the Three 5, and partner's Four 5
    # A Three drawn with another card under it is laid out and replaced, and play goes on.
    not_last = table("5C 9D", {}, phase="draw", stock="3H 4C", pile="8D")
    not_last.apply("draw")
    assert not not_last.is_over and not_last.red_threes[0] == codes("3H")
    assert sorted(not_last.hands[0]) == sorted(codes("5C 9D 4C"))


def test_a_deal_ended_by_the_stock_s_last_three_reads_back():
    from engine import dumps, from_json, to_json
    deal = table("5C 9D", {}, phase="draw", stock="3H", pile="8D")
    deal.apply("draw")
    assert dumps(from_json(to_json(deal))) == dumps(deal)


def test_the_deal_ends_when_the_stock_is_empty_at_the_start_of_a_turn():
    hands = ["9C KS", "KC KD 5C", None, None]
    deal = table(hands, [{}, {"K": "KH KD KH"}], phase="draw", stock="4C", pile="8D")
    deal.apply("draw")
    assert not deal.is_over and not deal.stock
    deal.apply("discard K")
    # Seat 1 could take the King with a natural pair onto its Kings, but there is no play from the pile.
    assert deal.ended == ENDED_STOCK and deal.is_over
    with_stock = table(hands, [{}, {"K": "KH KD KH"}], phase="draw", stock="4C 4D", pile="8D")
    with_stock.apply("draw")
    with_stock.apply("discard K")
    assert not with_stock.is_over and "take K K" in listed(with_stock)


# ---------------------------------------------------------------- special hands


STRAIGHT = "AC 2C 4C 5C 6C 7C 8C 9C 10C JC QC KC JK 9D"  # with the Three laid out: Ace to King, a Joker
PAIRS = "KC KD QC QD JC JD 10C 10D 9C 9D 8C 8D 6C 6D"
TWOS_PAIRS = "2C 2D AC AD 7C 7D KC KD QC QD JC JD 10C 10D"
GARBAGE = "KC KD KH KS QC QD QH QS JC JD JH 10C 10D 10H"


def test_a_straight_is_called_after_drawing_and_scores_3000():
    hands = [STRAIGHT, "5C 5D", "4H", "4S"]
    deal = table(hands, [{}, {"A": "AD AH AS"}], red_threes=["3H", "", "", ""])
    assert "call straight" in listed(deal)
    deal.apply("call straight")
    assert deal.ended == ENDED_SPECIAL and deal.declarer == 0 and not deal.hands[0]
    assert deal.special == ("straight", codes(STRAIGHT + " 3H")) and not deal.red_threes[0]
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: the Straight's 3000 and nothing else (partner's Four is not counted).
    assert ScoreItem("special", "Straight", 3000) in ours.items
    assert ours.points("hand") == 0 and ours.total == 3000
    # Theirs, as at any deal's end: three pure Aces melded without a canasta (-60) and short (-2500);
    # hands -15.
    assert ScoreItem("special", "Straight", 0) in theirs.items
    assert theirs.points("melds") == -60 and theirs.points("short_aces") == -2500
    assert theirs.total == -60 - 2500 - 15


def test_a_straight_is_refused_before_drawing_without_its_three_or_once_the_side_has_melded():
    threes = ["3H", "", "", ""]
    before = table(STRAIGHT[:-3], {}, phase="draw", red_threes=threes)
    says(before, "call straight", "you may call Straight only after drawing from the stock: draw first")
    no_three = table(STRAIGHT, {})
    says(no_three, "call straight", "your hand does not make Straight: A-K and a Joker, your Three laid out")
    no_joker = table(STRAIGHT.replace("JK", "KD"), {}, red_threes=threes)
    says(no_joker, "call straight", "your hand does not make Straight: A-K and a Joker, your Three laid out")
    melded = table(STRAIGHT, {"Q": "QD QH QS"}, red_threes=threes)  # partner has melded
    says(melded, "call straight", "you may call Straight only before your side has melded this deal")
    assert not any("straight" in action for d in (before, no_three, no_joker, melded) for action in listed(d))


def test_pairs_score_2500_alone_partner_s_threes_and_cards_not_counted():
    deal = table([PAIRS, "5C", "4H 4D", "5S"], [{}, {}], red_threes=["", "", "3D", ""])
    assert "call pairs" in listed(deal)
    deal.apply("call pairs")
    assert deal.special == ("pairs", codes(PAIRS))
    ours = side(deal, 0)
    assert ScoreItem("special", "Pairs", 2500) in ours.items
    assert ours.points("threes") == 0 and ours.points("hand") == 0 and ours.total == 2500
    assert side(deal, 1).total == -10


def test_pairs_are_refused_with_a_wild_pair_or_once_the_side_has_melded():
    wild = table(PAIRS.replace("6C 6D", "2C 2D"), {})
    says(wild, "call pairs",
         "your hand does not make Pairs: 7 natural pairs")
    melded = table(PAIRS, {"A": "AD AH AS"})
    says(melded, "call pairs", "you may call Pairs only before your side has melded this deal")


def test_pairs_with_twos_score_2000():
    deal = table([TWOS_PAIRS, "5C", "4H", "5S"], [{}, {}])
    assert "call twos" in listed(deal) and "call pairs" not in listed(deal)
    deal.apply("call twos")
    ours = side(deal, 0)
    assert ScoreItem("special", "Pairs with Twos", 2000) in ours.items and ours.total == 2000
    assert side(deal, 1).points("special") == 0 and side(deal, 1).total == -10


def test_pairs_with_twos_need_aces_sevens_and_twos_and_an_unmelded_side():
    words = "your hand does not make Pairs with Twos: 7 pairs with 2s, As and 7s"
    says(table(TWOS_PAIRS.replace("AC AD", "9C 9D"), {}), "call twos", words)
    says(table(TWOS_PAIRS.replace("2C 2D", "JK JK"), {}), "call twos", words)
    says(table(TWOS_PAIRS, {"5": "5D 5H 5S"}), "call twos",
         "you may call Pairs with Twos only before your side has melded this deal")


def test_garbage_scores_2000_alone_aces_left_in_partner_s_hand_not_counted():
    deal = table([GARBAGE, "5C", "AC AD AH", "5S"], [{}, {}])
    assert "call garbage" in listed(deal)
    deal.apply("call garbage")
    ours = side(deal, 0)
    assert ScoreItem("special", "Garbage", 2000) in ours.items
    assert ScoreItem("aces_held", "3+ Aces left in a hand", 0) in ours.items
    assert ours.points("hand") == 0 and ours.total == 2000


def test_garbage_is_refused_with_a_joker_or_once_the_side_has_melded():
    says(table(GARBAGE.replace("10H", "JK"), {}), "call garbage",
         "your hand does not make Garbage: 4+4+3+3 of four ranks")
    says(table(GARBAGE, {"5": "5D 5H 5S"}), "call garbage",
         "you may call Garbage only before your side has melded this deal")


# ---------------------------------------------------------------- scoring


def test_canasta_bonuses_of_every_kind():
    wild = meld_keys.wild()
    cases = [
        (13, "KC KD KH KS KC 2C JK", "mixed", 300),
        (13, KINGS, "natural", 500),
        (7, SEVENS, "sevens", 2500),
        (14, ACES, "aces", 2500),
        (14, "AC AD AH AS AC 2C JK", "mixed", 300),  # a dirty Aces canasta is an ordinary dirty one
        (wild, TWOS, "twos", 3000),
        (wild, "JK JK JK JK 2C 2D 2H", "jokers", 2500),
        (wild, "JK JK JK 2C 2D 2H 2S", "wild", 2000),
    ]
    for key, cards, kind, bonus in cases:
        assert AMERICANA.canasta_kind(key, codes(cards)) == kind
        assert AMERICANA.canasta_bonus(kind) == bonus


def test_threes_by_colour_count_with_two_canastas_nothing_with_one_against_none():
    threes = codes("3H 3D 3H 3D 3C 3S 3C")  # four red, three black
    assert AMERICANA.laid_out_points(threes[:1], True, 2) == 100
    assert AMERICANA.laid_out_points(threes[:2], True, 2) == 300
    assert AMERICANA.laid_out_points(threes[:3], True, 2) == 500
    assert AMERICANA.laid_out_points(threes, True, 2) == 1000 + 500
    assert AMERICANA.laid_out_points(threes, True, 1) == 0
    assert AMERICANA.laid_out_points(threes[3:6], True, 0) == -(100 + 300)
    assert AMERICANA.laid_out_points(threes[3:6], False, 0) == -(100 + 300)
    assert str(wording_of(AMERICANA).laid_out_words()) == \
        "black too, by colour 100/300/500/1,000: for a side with 2 canastas, 0 with 1, against one with none"


def test_melded_cards_count_against_a_side_without_a_canasta():
    deal = table(["9C", "4D", "5D", "6D"], [{"K": "KC KD KH", "A": "AC AD AH 2C"}, {"Q": QUEENS}],
                 red_threes=["3H", "3D", "3S", ""])
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: 30 + 80 melded, against us; a red and a black Three against us; a dirty Ace meld short: 0.
    assert ScoreItem("melds", "cards melded", -110) in ours.items
    assert ScoreItem("threes", "2 threes", -200) in ours.items
    assert ours.points("short_aces") == 0 and ours.total == -110 - 200 - 10 - 5
    # Theirs: one canasta: its cards (70) and bonus (500) count, their red Three nothing.
    assert theirs.points("melds") == 70 and theirs.points("natural_canastas") == 500
    assert theirs.points("threes") == 0 and theirs.total == 70 + 500 - 5 - 5


def test_scoring_a_deal_gone_out_by_hand():
    hands = ["9C", "7S 4H", "AS AS AC 5D", "KD 9H"]
    melds = [{"7": SEVENS, "K": "KC KD KH KS KC 2C JK", "A": "AC AD AH"},
             {"Q": QUEENS, "wild": "JK JK 2D 2H"}]
    deal = table(hands, melds, red_threes=["3H 3D", "3C", "3S", ""], has_melded=[True, True, True, True])
    deal.apply("discard 9")
    assert deal.ended == ENDED_OUT and deal.went_out == 0
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: cards 35 + 120 (five Kings, a Two, a Joker) + 60 = 215; a Sevens canasta 2500 and a dirty
    # one 300; Threes: two red 300, one black 100, with two canastas +400; going out 100, nothing
    # concealed; partner's hand -65 with three Aces (-1500); three pure Aces short of seven -2500.
    assert ours.points("melds") == 215
    assert ours.points("sevens_canastas") == 2500 and ours.points("mixed_canastas") == 300
    assert ScoreItem("threes", "3 threes", 400) in ours.items
    assert ours.points("going_out") == 100 and ours.points("concealed") == 0
    assert ours.points("hand") == -65
    assert ScoreItem("short_aces", "natural Aces short of a canasta", -2500) in ours.items
    assert ScoreItem("aces_held", "3+ Aces left in a hand", -1500) in ours.items
    assert ours.points("short_sevens") == 0 and ours.points("short_wild") == 0
    assert ours.points("sevens_held") == 0 and ours.points("special") == 0
    assert ours.total == 215 + 2500 + 300 + 400 + 100 - 65 - 2500 - 1500
    # Theirs: Queens 70 and the wild meld 140 (one canasta: they count); a natural canasta 500; one
    # black Three with one canasta: 0; hands -30; a wild meld of two Jokers short of seven -2000.
    assert theirs.points("melds") == 210 and theirs.points("natural_canastas") == 500
    assert theirs.points("threes") == 0 and theirs.points("hand") == -30
    assert ScoreItem("short_wild", "wild meld short of a canasta", -2000) in theirs.items
    assert theirs.points("going_out") == 0
    assert theirs.total == 210 + 500 - 30 - 2000


def test_scoring_a_deal_ended_by_the_stock_by_hand():
    hands = ["9C 4D", "7S 7S 7C", "AS", "5H"]
    melds = [{"wild": TWOS, "A": ACES, "7": "7C 7D 7H"}, {"wild": "JK JK JK JK 2S", "Q": QUEENS}]
    deal = table(hands, melds, stock="", pile="8D", red_threes=["3H", "3D 3D 3H", "", ""])
    deal.apply("discard 9")
    assert deal.ended == ENDED_STOCK and deal.went_out is None
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: seven Twos 140, seven Aces 140, three Sevens 15 = 295; a Twos canasta 3000 and an Aces
    # canasta 2500; one red Three with two canastas 100; hands -5 - 20; Sevens short -2500.
    assert ours.points("melds") == 295
    assert ours.points("twos_canastas") == 3000 and ours.points("aces_canastas") == 2500
    assert ours.points("threes") == 100 and ours.points("hand") == -25
    assert ScoreItem("short_sevens", "Sevens short of a canasta", -2500) in ours.items
    assert ours.points("short_aces") == 0 and ours.points("going_out") == 0
    assert ours.total == 295 + 3000 + 2500 + 100 - 25 - 2500
    # Theirs: four Jokers and a Two 220, Queens 70; a natural canasta 500; three Threes with one
    # canasta 0; hands -20; a wild meld with all four Jokers short -2500; three Sevens in a hand -1500.
    assert theirs.points("melds") == 290 and theirs.points("natural_canastas") == 500
    assert theirs.points("jokers_canastas") == 0 and theirs.points("threes") == 0
    assert ScoreItem("short_wild", "wild meld short of a canasta", -2500) in theirs.items
    assert ScoreItem("sevens_held", "3+ Sevens left in a hand", -1500) in theirs.items
    assert theirs.points("aces_held") == 0
    assert theirs.total == 290 + 500 - 20 - 2500 - 1500


def test_four_joker_and_dirty_ace_canastas_on_a_score_sheet():
    melds = [{"wild": "JK JK JK JK 2C 2D 2H", "A": "AC AD AH AS AC 2S 2S"}, {"K": KINGS, "wild": "2C 2D 2H"}]
    deal = table(["9C", "4D", "5D", "6D"], melds)
    ours, theirs = side(deal, 0), side(deal, 1)
    assert ScoreItem("jokers_canastas", "1 four-Joker canasta", 2500) in ours.items
    assert ours.points("mixed_canastas") == 300 and ours.points("short_wild") == 0
    assert ours.points("melds") == 200 + 60 + 100 + 40
    assert theirs.points("natural_canastas") == 500 and theirs.points("wild_canastas") == 0
    assert ScoreItem("short_wild", "wild meld short of a canasta", -2000) in theirs.items


@pytest.mark.parametrize(("aces", "sevens", "lines"), [
    ("AC AD", "7C 7D", (0, 0)),
    ("AC AD AH", "7C 7D", (-1500, 0)),
    ("AC AD AH AS", "7C 7D 7H", (-1500, -1500)),
])
def test_three_or_more_aces_or_sevens_in_a_hand_cost_1500_each(aces, sevens, lines):
    deal = table([f"{aces} {sevens}", "4D", "AS AH AC", "6D"], [{}, {}])
    ours = side(deal, 0)
    # Partner's three Aces cost 1500 too: a penalty for each hand.
    assert (ours.points("aces_held"), ours.points("sevens_held")) == (lines[0] - 1500, lines[1])


def test_going_out_is_by_a_last_discard_which_may_be_a_wild_card_never_by_melding_every_card():
    melds = {"K": KINGS, "Q": QUEENS}
    says(table("9C 9D 9H", melds), "meld 9 9 9",
         "keep two cards: you go out only by discarding your last card")
    assert "meld 9 9 9" not in listed(table("9C 9D 9H", melds))
    wild_last = table("9C 9D 9H JK", melds, stock=TEN_STOCK)
    wild_last.apply("meld 9 9 9")
    assert "discard JK" in listed(wild_last)
    wild_last.apply("discard JK")
    assert wild_last.ended == ENDED_OUT and wild_last.went_out == 0
    assert side(wild_last, 0).points("going_out") == 100
