"""Bolivia, rule by rule: what it adds to Samba, each with a legal and an illegal case, and its
scoring worked out by hand (docs/rules/bolivia.md)."""

from __future__ import annotations

from engine import meld_keys, public_view, seat_view, variants
from engine.actions import Ask

from .positions import listed, position, rejects, side

BOLIVIA = variants.get("bolivia")
KINGS = "KC KD KH KS KC KD KH"  # a natural canasta
QUEENS = "QC QD QH QS QC 2D 2H"  # a mixed one
ESCALERA = "4S 5S 6S 7S 8S 9S 10S"


def playing(hand: str, melds, variant: str = "bolivia", **fields):
    return position(variant, hands=[hand, None, None, None], phase="play", melds=melds, **fields)


def test_wild_cards_meld_on_their_own_in_bolivia_not_in_samba():
    deal = playing("2C 2D JK 9C 9S", [{"Q": "QC QD QH"}, {}])
    assert "meld wild 2 2 JK" in listed(deal)
    deal.apply("meld wild 2 2 JK")
    assert deal.melds[0][meld_keys.wild()] is not None
    rejects(playing("2C 2D JK 9C 9S", [{"Q": "QC QD QH"}, {}], "samba"), "meld wild 2 2 JK",
            "no melds of wild cards only")


def test_two_canastas_without_an_escalera_do_not_go_out():
    deal = playing("9C", [{"K": KINGS, "Q": QUEENS}, {}])
    rejects(deal, "discard 9", "one of them an escalera")
    assert "discard 9" not in listed(deal)


def test_an_escalera_and_another_canasta_go_out():
    deal = playing("9C", [{"K": KINGS, "seqS": ESCALERA}, {}])
    assert listed(deal) == {"discard 9"}
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0


def test_each_side_is_told_what_it_still_lacks_to_go_out_an_escalera_among_its_two_canastas():
    deal = playing("9C", [{"K": KINGS, "Q": QUEENS}, {"5": "5C 5H 5S"}])
    assert [str(side.going_out_missing or "") for side in public_view(deal).sides] == \
        ["an escalera needed to go out", "2 needed to go out"]
    escalera = playing("9C", [{"K": KINGS, "seqS": ESCALERA}, {"seqH": "4H 5H 6H 7H 8H 9H 10H"}])
    assert [str(side.going_out_missing or "") for side in seat_view(escalera, 1).sides] == ["", "2 needed "
                                                                                                "to go out"]


def test_asking_to_go_out_is_offered_only_when_an_escalera_is_among_the_canastas():
    ready = playing("KS KH 9C", [{"seqS": ESCALERA, "K": "KC KD KH KS KC"}, {}])
    assert Ask() in ready.legal_actions()  # add the Kings (a second canasta), discard the Nine
    no_escalera = playing("KS KH 9C", [{"Q": QUEENS, "K": "KC KD KH KS KC"}, {}])
    assert Ask() not in no_escalera.legal_actions()  # two canastas, but neither an escalera
    ready.apply("ask")
    ready.apply("yes")
    rejects(ready, "discard 9", "you must go out this turn")
    ready.apply("add K K")
    ready.apply("discard 9")
    assert ready.went_out == 0


def test_an_escalera_laid_down_this_turn_goes_out_without_asking():
    deal = playing("4H 5H 6H 7H 8H 9H 10H 9C", [{"K": KINGS}, {}])
    deal.apply("meld seq 4H 5H 6H 7H 8H 9H 10H")
    assert "discard 9" in listed(deal)
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_black_threes_left_in_hand_cost_100_each_when_someone_goes_out():
    deal = position("bolivia", hands=["9C", "3C 3S 5D", "", "4C"], phase="play",
                    melds=[{"K": KINGS, "seqS": ESCALERA}, {"5": "5C 5H 5S"}])
    deal.apply("discard 9")
    # Them: Fives 15; in hand two black threes at 100 each and a Five and a Four: -(200 + 5 + 5).
    assert side(deal, 1).points("hand") == -210


def test_black_threes_count_their_five_when_the_stock_runs_out():
    deal = position("bolivia", hands=["9C 8D", "3C 3S 5D", "", "4C"], turn=1, stock="", pile="",
                    melds=[{"K": KINGS}, {"5": "5C 5H 5S"}])
    deal.apply("pass")
    assert deal.is_over and deal.went_out is None
    assert side(deal, 1).points("hand") == -(5 + 5 + 5 + 5)


def test_worked_example_an_escalera_a_bolivia_and_going_out():
    deal = position("bolivia", hands=["9C", "AC JK", "", "4C 3S"], phase="play",
                    melds=[{"seqS": ESCALERA, "wild": "2C 2D 2H 2S JK JK 2C", "K": "KC KD KH"},
                           {"5": "5C 5D 5H"}],
                    red_threes=["3H", "", "3D", ""])
    deal.apply("discard 9")
    us, them = side(deal, 0), side(deal, 1)
    # Us: melds 4..7 (4 x 5) + 8 9 10 (3 x 10) = 50, wild 2 x 5 (20 each) + 2 Jokers (50) = 200,
    # K K K 30: 280; an escalera 1500; a bolivia 2500; two red threes 200; going out 200.
    # Total 280 + 1500 + 2500 + 200 + 200 = 4680.
    assert us.points("melds") == 280
    assert us.points("sequence_canastas") == 1500 and us.points("wild_canastas") == 2500
    labels = {i.key: i.label for i in us.items}
    assert labels["sequence_canastas"] == "1 escalera" and labels["wild_canastas"] == "1 bolivia"
    assert us.points("red_threes") == 200 and us.points("going_out") == 200
    assert us.total == 4680
    # Them: Fives 15; hands AC JK (20 + 50), 4C (5) and a black three (100): -175.  Total -160.
    assert them.points("hand") == -175 and them.total == -160


def test_the_match_is_played_to_15000():
    assert BOLIVIA.target == 15000 and BOLIVIA.opening.minimum(7000) == 150
