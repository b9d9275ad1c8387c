"""International Canasta, rule by rule: thirteen dealt and no upcard, wild cards only in groups of
five naturals (one in a short group of the opening, beside a natural group of three; none with
Sevens), the pile taken with a natural pair and opened from the hand alone, the three-card bonus,
wild cards discarded last, the once-out bonus, Schneider and Blitz, the turn after the stock runs
out, and the scoring worked out by hand (docs/rules/international.md)."""

from __future__ import annotations

import random
import re

from engine import Deal, meld_keys
from engine.cards import THREE, codes
from engine.phases import ENDED_SPECIAL, ENDED_STOCK
from engine.rules.wording import wording_of
from engine.scoring import ScoreItem
from engine.variants.international import INTERNATIONAL

from .positions import listed, position, rejects, side
from .test_rules_space import play_out

KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"


def table(hands, melds=None, *, phase: str = "play", **fields) -> Deal:
    """Seat 0 to play; ``hands``: seat 0's hand, or every seat's (None: filler); ``melds``: its
    side's (a dict) or both sides' (a list)."""
    hands = [hands, None, None, None] if isinstance(hands, str) else hands
    return position("international", hands=hands, phase=phase, rules=INTERNATIONAL,
                    melds=[melds, {}] if isinstance(melds, dict) else melds, **fields)


def test_thirteen_cards_are_dealt_no_upcard_and_every_three_is_laid_out():
    deal = Deal.new(INTERNATIONAL, seed=3)
    assert all(len(hand) == 13 for hand in deal.hands) and not deal.pile
    assert len(deal.stock) == 108 - 52 - sum(len(threes) for threes in deal.red_threes)
    assert not any(card >> 2 == THREE for hand in deal.hands for card in hand)
    assert {str(action) for action in deal.legal_actions()} == {"draw"}


def test_wild_cards_join_a_group_only_once_it_holds_five_naturals():
    deal = table("KC KD KH KS KC 2C 2D JK 9C 9D", {"Q": "QC QD QH QS"})
    rejects(deal, "add 2 to Q", "only once it holds 5 natural cards")
    assert "add Q 2" not in listed(deal)
    rejects(deal, "meld K K K K 2", "only once it holds 5 natural cards")
    rejects(deal, "meld K K K K K 2 2 JK", "at most 2 wild cards")
    assert {"meld K K K K K 2 2", "meld K K K K K 2 JK"} <= listed(deal)
    deal.apply("meld K K K K K 2 JK")
    assert len(deal.melds[0][13]) == 7 and deal.canastas(0) == 1


def test_a_group_short_of_five_naturals_is_refused_a_wild_card_in_words_that_tell_the_openings_exception():
    deal = table("QC 2C 9C 9D", {"Q": "QC QD QH"})
    words = ("a meld takes wild cards only once it holds 5 natural cards (in your side's opening, a new "
             "meld of two or more naturals may take one)")
    rejects(deal, "add Q 2", f"^{re.escape(words)}$")
    assert str(INTERNATIONAL.wild_limit_words(13, 4)) == words
    assert str(INTERNATIONAL.wild_limit_words(13, 5)) == "a meld may hold at most 2 wild cards"
    assert str(INTERNATIONAL.wild_limit_words(7, 5)) == "Sevens never meld with wild cards"


def test_a_natural_laid_with_a_wild_card_makes_the_base_of_five():
    deal = table("QC 2C 9C 9D", {"Q": "QC QD QH QS"})
    assert "add Q 2" in listed(deal)
    deal.apply("add Q 2")
    assert len(deal.melds[0][12]) == 6


def test_sevens_never_take_a_wild_card():
    deal = table("7C 7D 7H 7S 7C 2C 9C 9D", {"K": KINGS})
    rejects(deal, "meld 7 7 7 7 7 2", "Sevens never meld with wild cards")
    assert "meld 7 7 7 7 7 2" not in listed(deal) and "meld 7 7 7 7 7" in listed(deal)


def test_an_opening_may_hold_a_pair_with_a_wild_card_beside_a_natural_group_of_three():
    hand = "AC AD AH KC KD QC QD 2C JK 9C 9D 5C 6C"
    deal = table(hand, {})
    rejects(deal, "meld K K 2; Q Q JK", "needs a meld of three or more natural cards")
    rejects(deal, "meld K K 2 JK; A A A", "only once it holds 5 natural cards")
    assert "meld A A A; K K 2" in listed(deal)
    deal.apply("meld A A A; K K 2")  # 60 + 40 = 100, at least 90
    assert deal.is_open(0)
    rejects(deal, "meld Q Q JK", "only once it holds 5 natural cards")  # the opening is made


def test_an_opening_of_five_naturals_with_a_wild_card_needs_no_natural_group_beside_it():
    deal = table("AC AD AH AS AC 2C 9C 9D 5C", {})  # five Aces 100 and a Two 20: 120
    assert "meld A A A A A 2" in listed(deal)
    deal.apply("meld A A A A A 2")
    assert deal.is_open(0) and len(deal.melds[0][14]) == 6


def test_a_high_opening_of_a_wild_meld_beside_groups_is_listed():
    # 180 to open: three Jokers and a Two (170), three Sixes (15) and a pair of Aces with a Two (60)
    # are listed beside the openings of groups alone; three Jokers and three Sixes are 165, short.
    hand = "JK JK JK 2C 2D 6C 6D 6H AC AD KC 10C 7C 7D"
    deal = table(hand, {}, team_scores=[7500, 0])
    openings = {text for text in listed(deal) if text.startswith("meld")}
    assert "meld 6 6 6; wild 2 JK JK JK" in openings and "meld A A 2; 6 6 6; wild JK JK JK" in openings
    rejects(deal, "meld 6 6 6; wild JK JK JK", "your melds total 165; your side needs 180")
    deal.apply("meld A A 2; 6 6 6; wild JK JK JK")
    assert deal.is_open(0) and len(deal.hands[0]) == 5


def test_an_opening_needs_90_and_more_as_the_score_grows():
    deal = table("AC AD AH KC KD KH 9C 9D 5C", {})
    rejects(deal, "meld A A A", "your melds total 60; your side needs 90")
    deal.apply("meld A A A; K K K")
    for score, need in ((-500, 90), (2495, 90), (2500, 120), (4995, 120), (5000, 150), (7500, 180)):
        assert INTERNATIONAL.opening.minimum(score) == need


def test_the_pile_is_taken_with_a_natural_pair_and_opened_by_cards_from_the_hand_alone():
    hands = ["KC KD AC AD AH AS 9C 9D 5C 6C", None, None, None]
    deal = table(hands, {}, phase="draw", pile="4S 8H KH")
    rejects(deal, "take K 2", "2 natural K")
    # 20 for the pair and 60 for three Aces: 80, short of 90, though the top King would make it 90
    rejects(deal, "take K K; A A A", "your melds total 80; your side needs 90")
    assert "take K K; A A A A" in listed(deal)
    deal.apply("take K K; A A A A")
    assert deal.melds[0][13] == codes("KH KC KD") and set(codes("4S 8H")) <= set(deal.hands[0])


def test_an_open_side_takes_the_pile_only_with_a_pair_even_onto_its_meld():
    hands = ["KC KD 9C 9D 5C 6C", None, None, None]
    deal = table(hands, {"K": "KS KH KS"}, phase="draw", pile="4S KH")
    rejects(deal, "take", "2 natural K")
    assert "take K K" in listed(deal) and "take" not in listed(deal)
    deal.apply("take K K")
    assert len(deal.melds[0][13]) == 6


def test_a_pair_is_not_offered_to_take_the_pile_onto_a_meld_it_would_fill_past_seven():
    deal = table("KC KD 9C 9D 5C 6C", {"K": "KS KH KS KH KD"}, phase="draw", pile="4S KC")
    rejects(deal, "take K K", "your K meld is full")
    assert not any(action.startswith("take") for action in listed(deal))


def test_the_three_card_bonus_right_after_the_opening():
    stock = "4C 5D 6H 8C 9H 10S JD"
    deal = table("AC AD AH KC KD KH 9C 9D 5C", {}, stock=stock)
    rejects(deal, "bonus", "right after your side's opening")
    assert "bonus" not in listed(deal)
    deal.apply("meld A A A; K K K")
    assert "bonus" in listed(deal)
    deal.apply("bonus")
    assert sorted(deal.hands[0]) == sorted(codes("9C 9D 5C 4C 5D 6H"))
    rejects(deal, "bonus", "taken the bonus already")
    deal.apply("discard 4")
    partner_turn = deal.clone()
    partner_turn.turn, partner_turn.phase = 2, "play"
    rejects(partner_turn, "bonus", "right after your side's opening")


def test_a_wild_card_is_discarded_only_from_a_hand_without_naturals():
    deal = table("2C 9C 5D", {"K": KINGS})
    rejects(deal, "discard 2", "only when you hold no natural card")
    assert "discard 2" not in listed(deal) and "discard 9" in listed(deal)
    wild_only = table("2C JK", {"K": KINGS})
    assert {"discard 2", "discard JK"} <= listed(wild_only)


def test_two_canastas_to_go_out():
    one = table("9C 9D 9H 4C", {"K": KINGS})
    rejects(one, "meld 9 9 9", "needs 2 canastas")
    two = table("9C 9D 9H 4C", {"K": KINGS, "Q": QUEENS}, has_melded=[True, False, True, False])
    two.apply("meld 9 9 9")
    two.apply("discard 4")
    assert two.is_over and two.went_out == 0 and not two.concealed


def test_going_out_with_no_earlier_meld_earns_the_once_out_bonus_with_adds_on_partners_melds():
    deal = table("9C 9D 9H KS 4C", {"K": "KC KD KH KS KC KD", "Q": QUEENS},
                 has_melded=[False, False, True, False])
    deal.apply("add K")  # the partner's Kings become a canasta: no new canasta of the player's own
    deal.apply("meld 9 9 9")
    deal.apply("discard 4")
    ours = side(deal, 0)
    assert deal.concealed and ours.points("going_out") == 100 and ours.points("concealed") == 200


def test_a_new_meld_of_a_rank_once_its_meld_is_a_canasta():
    deal = table("KD KH KS 9C 9D", {"K": "KC KD KH KS KC 2C JK"})
    rejects(deal, "add K to K", "at most 7 cards")
    deal.apply("meld K K K")
    assert len(deal.melds[0][meld_keys.group(13, 2)]) == 3


SCHNEIDER = "KC KD QC QD JC JD 10C 10D 9C 9D 8C 8D 6C 6D"


def test_schneider_is_called_after_drawing_and_scores_2000_without_canastas():
    hands = [SCHNEIDER, "5C 5D", "4H", "4S"]
    deal = table(hands, [{}, {"A": "AC AD AH"}])
    assert "call schneider" in listed(deal)
    deal.apply("call schneider")
    assert deal.ended == ENDED_SPECIAL and deal.declarer == 0 and not deal.hands[0]
    assert deal.special == ("schneider", codes(SCHNEIDER))
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: Schneider 2000, partner's Four -5; the fourteen cards count neither way.
    assert ours.points("special") == 2000 and ours.total == 2000 - 5
    assert ScoreItem("special", "Schneider", 2000) in ours.items
    assert ours.points("going_out") == 0
    # Theirs, as usual: Aces 60, hands 5 + 5 + 5 left.
    assert theirs.total == 60 - 15 and ScoreItem("special", "Schneider", 0) in theirs.items


def test_schneider_is_refused_for_a_player_who_has_melded_or_a_hand_with_a_wild_card():
    melded = table(SCHNEIDER, {"A": "AC AD AH"}, has_melded=[True, False, False, False])
    rejects(melded, "call schneider", "only before you have melded")
    wild = table(SCHNEIDER.replace("6D", "2C"), {})
    rejects(wild, "call schneider", "does not make Schneider")
    before = table(SCHNEIDER, {}, phase="draw")
    rejects(before, "call schneider", "after drawing from the stock")
    assert not any("schneider" in action for deal in (melded, before) for action in listed(deal))


BLITZ = "AC 2C 4C 5C 6C 7C 8C 9C 10C JC QC KC JK"


def test_blitz_is_called_before_drawing_with_a_three_laid_out_and_turns_their_gains_against_them():
    hands = [BLITZ, "5C 5D", "9D", "4H"]
    deal = table(hands, [{}, {"A": "AC AD AH AS AH", "K": "KS KH KD"}], phase="draw",
                 red_threes=["3S", "", "", ""])
    assert "call blitz" in listed(deal)
    deal.apply("call blitz")
    assert deal.special == ("blitz", codes(BLITZ + " 3S")) and not deal.red_threes[0]
    ours, theirs = side(deal, 0), side(deal, 1)
    assert ours.points("special") == 2500 and ours.total == 2500 - 10  # partner's Nine
    # Theirs: Aces 100, Kings 30, hands -15: 115 made, turned to -115.
    assert ScoreItem("special", "Blitz", 2500) in ours.items
    assert ScoreItem("special", "Blitz", -230) in theirs.items and theirs.total == -115


def test_blitz_needs_a_three_of_its_player_laid_out():
    deal = table([BLITZ, None, None, None], {}, phase="draw", red_threes=["", "", "3S", ""])
    rejects(deal, "call blitz", "does not make Blitz")
    assert "call blitz" not in listed(deal)


def test_after_the_stock_the_next_player_has_one_turn_and_only_an_open_side_takes_the_pile():
    hands = ["9C 5D 6D", "9D 9H 4S 4H", "KC KD", "QC QD"]
    melds = [{}, {"K": "KS KH KD"}]
    deal = table(hands, melds, phase="draw", stock="8C", pile="4C")
    deal.apply("draw")
    deal.apply("discard 9")
    assert not deal.is_over and deal.turn == 1 and "take 9 9" in listed(deal)
    deal.apply("take 9 9")
    deal.apply("discard 4")
    assert deal.ended == ENDED_STOCK

    unopened = table(hands, [{"K": "KS KH KD"}, {}], phase="draw", stock="8C", pile="4C")
    unopened.apply("draw")
    unopened.apply("discard 9")
    assert unopened.ended == ENDED_STOCK  # the next side has not opened: nobody may take it


def test_threes_by_colour_or_100_each_against_a_side_without_a_canasta():
    threes = codes("3H 3D 3H 3S")
    assert INTERNATIONAL.laid_out_points(threes[:1], True, 1) == 100
    assert INTERNATIONAL.laid_out_points(codes("3H 3D 3H"), True, 1) == 500
    assert INTERNATIONAL.laid_out_points(codes("3H 3D 3H 3D 3S"), True, 2) == 1000 + 100
    assert INTERNATIONAL.laid_out_points(threes, True, 0) == -400


def test_scoring_a_deal_by_hand():
    deal = table(["9C", "AC AD AH AS 4D", "5S 6S", "KD"],
                 [{"7": "7C 7D 7H 7S 7C 7D 7H", "K": "KC KD KH KS KC 2C JK"},
                  {"wild": "2D 2H 2S 2D 2H 2S 2C", "Q": QUEENS}],
                 red_threes=["3H 3S", "3D", "3C 3D", ""], has_melded=[True, True, True, True])
    deal.apply("discard 9")
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: cards 35 (Sevens) + 50 (Kings) + 70 (a Two and a Joker) = 155; a Sevens canasta 2500
    # and a mixed canasta 300; Threes: two red (3H, 3D) 300, two black (3S, 3C) 300; going out 100
    # (not once out: seat 0 had melded); partner's Five and Six -10.
    assert ours.points("melds") == 155
    assert ours.points("sevens_canastas") == 2500 and ours.points("mixed_canastas") == 300
    assert ours.points("threes") == 600 and ours.points("going_out") == 100
    assert ours.points("concealed") == 0 and ours.points("hand") == -10
    assert ours.total == 155 + 2500 + 300 + 600 + 100 - 10
    assert ScoreItem("special", "special hand", 0) in ours.items  # no special hand this deal
    # Theirs: seven Twos 140 and a Twos canasta 4000; Queens 70, natural 500; one red Three 100;
    # hands 80 + 5 + 10; four Aces caught in one hand: 1500.
    assert theirs.points("twos_canastas") == 4000 and theirs.points("natural_canastas") == 500
    assert theirs.points("threes") == 100
    assert ScoreItem("aces_caught", "4+ Aces caught in hand", -1500) in theirs.items
    assert theirs.points("sevens_caught") == 0
    assert theirs.total == 140 + 70 + 4000 + 500 + 100 - 95 - 1500


def test_four_sevens_or_aces_caught_in_one_hand_cost_1500_when_someone_goes_out_and_three_cost_nothing():
    deal = table(["9C", "7C 7D 7H 7S 4D", "5S 6S", "AC AD AH"],
                 [{"K": KINGS, "Q": QUEENS}, {"J": "JC JD JH"}], has_melded=[True, True, True, True])
    deal.apply("discard 9")
    ours, theirs = side(deal, 0), side(deal, 1)
    assert ScoreItem("sevens_caught", "4+ Sevens caught in hand", -1500) in theirs.items
    assert ScoreItem("aces_caught", "4+ Aces caught in hand", 0) in theirs.items  # three Aces only
    assert ScoreItem("sevens_caught", "4+ Sevens caught in hand", 0) in ours.items
    # Ours: Kings and Queens 140, two natural canastas 1000, going out 100, partner's Five and Six -10.
    # Theirs: Jacks 30; Sevens 20 + 5 and Aces 60 left in hand; the Sevens caught 1500.
    assert ours.total == 140 + 1000 + 100 - 10 and theirs.total == 30 - 85 - 1500
    assert [item.label for item in theirs.items] == [
        "cards melded", "0 natural canastas", "0 mixed canastas", "0 Sevens canastas", "0 Aces canastas",
        "0 wild canastas", "0 four-Joker canastas", "0 Twos canastas", "0 threes", "going out",
        "going out concealed", "cards left in hand", "4+ Sevens caught in hand", "4+ Aces caught in hand",
        "special hand"]


def test_sevens_and_aces_caught_in_hand_cost_nothing_when_the_stock_ends_the_deal():
    hands = ["9C 5D 6D", "7C 7D 7H 7S AC AD AH AS", "KC KD", "QC QD"]
    deal = table(hands, [{"K": "KS KH KD"}, {}], phase="draw", stock="8C", pile="4C")
    deal.apply("draw")
    deal.apply("discard 9")
    assert deal.ended == ENDED_STOCK and deal.went_out is None
    theirs = side(deal, 1)
    assert ScoreItem("sevens_caught", "4+ Sevens caught in hand", 0) in theirs.items
    assert ScoreItem("aces_caught", "4+ Aces caught in hand", 0) in theirs.items


def test_an_aces_canasta_of_naturals_scores_2500():
    kind = INTERNATIONAL.canasta_kind(14, codes("AC AD AH AS AC AD AH"))
    assert INTERNATIONAL.canasta_bonus(kind) == 2500
    assert wording_of(INTERNATIONAL).canasta_name(kind) == "Aces canasta"


def test_random_deals_keep_the_engine_promises():
    for seed in range(4):
        play_out(Deal.new(INTERNATIONAL, seed=seed), random.Random(seed))
