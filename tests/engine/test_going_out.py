"""Going out: the canasta requirement, permission from partner, concealed hands, black threes."""

from __future__ import annotations

from engine.actions import Ask
from engine.legal import going_out_candidates, listed

from .positions import four, position, rejects

CANASTA = {"K": "KC KD KH KS KC KD KH"}



def playing(hand, **kwargs):
    return four(hand, phase="play", **kwargs)


def test_going_out_needs_a_canasta():
    deal = playing("5C 5D 5H 9C", melds=[{"Q": "QC QD QH"}, {}])
    rejects(deal, "meld 5 5 5", "needs a canasta")  # would leave one card to discard
    deal = playing("9C", melds=[{"Q": "QC QD QH"}, {}])
    rejects(deal, "discard 9", "needs a canasta")


def test_going_out_by_discarding_the_last_card():
    deal = playing("9C", melds=[CANASTA, {}])
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0 and deal.ended == "out"


def test_going_out_by_melding_every_card():
    deal = playing("5C 5D 5H", melds=[CANASTA, {}])
    deal.apply("meld 5 5 5")
    assert deal.is_over and deal.went_out == 0


def test_a_player_may_make_the_needed_canasta_while_going_out():
    deal = playing("QS QC QD QH 9C", melds=[{"Q": "QC QD QH"}, {}])
    deal.apply("add Q Q Q Q")
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_ask_and_yes_binds_the_player_to_go_out():
    deal = playing("5C 5D 5H 9C", melds=[CANASTA, {}])
    deal.apply("ask")
    assert deal.phase == "answer" and deal.turn == 2
    deal.apply("yes")
    assert deal.turn == 0 and deal.phase == "play"
    rejects(deal, "discard 9", "must go out")
    deal.apply("meld 5 5 5")
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_after_yes_a_move_that_makes_going_out_impossible_is_refused():
    deal = playing("5C 5D 5H 6C 6D 6H", melds=[CANASTA, {}])
    deal.apply("ask")
    deal.apply("yes")
    deal.apply("meld 5 5 5")
    rejects(deal, "discard 6", "must go out")


def test_a_side_not_yet_open_that_may_go_out_is_offered_the_whole_hand_opening():
    # Needing 120, an opening that spends the Twos on points (7 7 7 2 2 2; Q Q Q Q Q) makes no
    # canasta; the listed ones put the Twos on the Queens: Q×5 (50) + 2×3 (60) + 7×3 (15) = 125.
    deal = playing("QC QD QH QS QC 7C 7D 7H 2C 2D 2H AS", team_scores=[3000, 3000])
    assert deal.opening_minimum(0) == 120
    deal.apply("ask")
    deal.apply("yes")
    listed = [str(a) for a in deal.legal_actions()]
    assert set(listed) == {"meld Q Q Q Q Q 2 2 2; 7 7 7", "meld Q Q Q Q Q 2 2; 7 7 7 2"}
    rejects(deal, "meld Q Q Q Q Q; 7 7 7 2 2 2", "needs a canasta")
    deal.apply(listed[0])
    deal.apply("discard A")
    assert deal.is_over and deal.went_out == 0


def test_ask_and_no_forbids_going_out_this_turn():
    deal = playing("5C 5D 5H 9C", melds=[CANASTA, {}])
    deal.apply("ask")
    deal.apply("no")
    rejects(deal, "meld 5 5 5", "partner said no")
    deal.apply("discard 9")
    assert not deal.is_over and deal.turn == 1


def test_ask_only_before_melding_and_only_when_going_out_is_possible():
    deal = playing("5C 5D 5H 9C 7D 4S", melds=[CANASTA, {}])
    assert Ask() not in deal.legal_actions()
    rejects(deal, "ask", "only when your hand can go out")
    deal = playing("5C 5D 5H 6C 6D 6H 9C", melds=[CANASTA, {}])
    deal.apply("meld 5 5 5")
    rejects(deal, "ask", "already melded")


def test_two_hand_has_no_partner_to_ask():
    from .positions import position
    deal = position("classic-2p", hands=["5C 5D 5H 9C", "4H 4S"], phase="play",
                    melds=[{"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH QS QC QD QH"}, {}])
    rejects(deal, "ask", "no partner")


def test_concealed_going_out_melds_the_whole_hand_in_one_turn_with_a_canasta():
    deal = playing("9C 9D 9H 9S 9C 9D 2H 5C 5D 5H 7S", melds=[{"Q": "QC QD QH"}, {}])
    deal.apply("meld 9 9 9 9 9 9 2; 5 5 5")
    deal.apply("discard 7")
    assert deal.went_out == 0 and deal.concealed


def test_not_concealed_after_melding_on_an_earlier_turn():
    deal = playing("9C 9D 9H 9S 9C 9D 2H 7S", melds=[{"Q": "QC QD QH"}, {}],
                   has_melded=[True, False, False, False],
                   turn_state={"melded_before_turn": True})
    deal.apply("meld 9 9 9 9 9 9 2")
    deal.apply("discard 7")
    assert deal.went_out == 0 and not deal.concealed


def test_not_concealed_when_adding_to_partners_melds():
    deal = playing("9C 9D 9H 9S 9C 9D 2H QS 7S", melds=[{"Q": "QC QD QH"}, {}])
    deal.apply("meld 9 9 9 9 9 9 2")
    deal.apply("add Q")
    deal.apply("discard 7")
    assert not deal.concealed


def test_black_threes_meld_only_when_going_out():
    deal = playing("3C 3S 3C 9C 9D", melds=[{"Q": "QC QD QH"}, {}])
    rejects(deal, "meld 3 3 3", "only when going out")
    deal = playing("3C 3S 3C 9C 9D", melds=[CANASTA, {}])
    rejects(deal, "meld 3 3 3", "could not go out")  # the 9s could not all go
    deal = playing("3C 3S 3C 9C", melds=[CANASTA, {}])
    deal.apply("meld 3 3 3")
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_black_threes_never_meld_with_wild_cards():
    rejects(playing("3C 3S 2C 9C", melds=[CANASTA, {}]), "meld 3 3 2", "never meld with wild")


def test_two_black_threes_cannot_go_out():
    deal = playing("3C 3S", melds=[CANASTA, {}])
    assert all(str(a) != "meld 3 3" for a in deal.legal_actions())
    deal.apply("discard 3")
    assert deal.hands[0] and not deal.is_over


def test_no_asking_partner_after_taking_the_pile():
    # Taking the pile melds its top card, and a player may not ask once they have melded.
    deal = four("KC KD 5C 5D 5H 9C", pile="4S KH", melds=[{"Q": "QC QD QH QS QC QD QH"}, {}])
    deal.apply("take K K")
    assert Ask() not in deal.legal_actions()
    rejects(deal, "ask", "already melded")


def test_after_yes_the_going_out_candidates_are_the_listing_and_the_melds_it_refused():
    # The way out melds 7 7 2 and 8 8 8 and discards the Four; spending the Two on the Eights
    # leaves a pair of Sevens stuck, so after yes the listing drops that meld, and ``apply`` refuses it.
    deal = playing("7C 7D 2C 8C 8D 8H 4S", melds=[CANASTA, {}])
    assert going_out_candidates(deal) == deal.legal_actions()  # before asking: the listing itself
    deal.apply("ask")
    deal.apply("yes")
    listed, candidates = set(map(str, deal.legal_actions())), set(map(str, going_out_candidates(deal)))
    assert listed < candidates and "meld 8 8 8 2" in candidates - listed
    assert {"meld 7 7 2", "meld 8 8 8"} <= listed
    rejects(deal, "meld 8 8 8 2", "must go out")


def test_after_yes_the_listing_keeps_exactly_the_candidates_it_says_it_keeps():
    # Bolivia melds black threes only all together when going out: of the four, three melded are refused.
    table = {"seqS": "7S 8S 9S 10S JS KS QS", "Q": "QH QS QD QS QD QC", "wild": "2C 2S 2D 2H JK 2C",
             "7": "7S 7D 7H 7H", "8": "8H 8S 8S 8C", "6": "6H 6H 6D 6H 6C 6C 6D 6S 6C 6D",
             "9": "9S 9C 9H 9D 9H", "A": "AH AC AD AS AC AD", "5": "5S 5D 5D", "J": "JH JC JH JC JD JD",
             "4": "4S 4S 4H 4C"}
    deal = position("bolivia", hands=["4S 3C 3C 3S 3S AS KS", None, None, None], melds=[table, {}],
                    phase="play")
    deal.apply("ask")
    deal.apply("yes")
    listing, candidates = deal.legal_actions(), going_out_candidates(deal)
    assert "meld 3 3 3" in set(map(str, candidates)) - set(map(str, listing))
    assert [a for a in candidates if listed(deal, a)] == listing
