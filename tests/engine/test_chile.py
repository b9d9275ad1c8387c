"""Chile, rule by rule: what it changes in Samba (eleven dealt, draw one, one canasta to go out)
and the table's choice of sequences (``chile``) or wild melds (``chile-wild``), each with a legal
and an illegal case, and its scoring worked out by hand (docs/rules/chile.md)."""

from __future__ import annotations

from engine import Deal, meld_keys, variants

from .positions import listed, position, rejects, side

CHILE = variants.get("chile")
CHILE_WILD = variants.get("chile-wild")
KINGS = "KC KD KH KS KC KD KH"  # a natural canasta
SAMBA_RUN = "4S 5S 6S 7S 8S 9S 10S"
WILD_CANASTA = "2C 2D 2H 2S JK JK 2C"


def playing(hand: str, melds, variant: str = "chile", **fields):
    return position(variant, hands=[hand, None, None, None], phase="play", melds=melds, **fields)


def test_eleven_cards_are_dealt_from_three_packs_and_one_is_drawn():
    for rules in (CHILE, CHILE_WILD):
        deal = Deal.new(rules, seed=3)
        assert rules.deck_size == 162
        assert all(len(hand) == 11 for hand in deal.hands)
        stock = len(deal.stock)
        deal.apply("draw")
        assert len(deal.stock) == stock - 1 or deal.red_threes[deal.turn]  # a red three is replaced


def test_one_canasta_goes_out_in_chile_where_samba_needs_two():
    deal = playing("9C", [{"K": KINGS}, {}])
    assert listed(deal) == {"discard 9"}
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0
    rejects(playing("9C", [{"K": KINGS}, {}], "samba"), "discard 9", "2 canastas")


def test_no_canasta_does_not_go_out():
    deal = playing("9C", [{"K": "KC KD KH KS KC KD"}, {}])
    rejects(deal, "discard 9", "a canasta")
    assert "discard 9" not in listed(deal)


def test_a_wild_canasta_alone_goes_out_in_chile_wild():
    deal = playing("9C", [{"wild": WILD_CANASTA}, {}], "chile-wild")
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_chile_melds_sequences_and_no_wild_melds():
    deal = playing("4H 5H 6H 2C 2D JK 9C", [{"K": "KC KD KH"}, {}])
    assert "meld seq 4H 5H 6H" in listed(deal)
    rejects(deal, "meld wild 2 2 JK", "no melds of wild cards only")
    deal.apply("meld seq 4H 5H 6H")
    assert meld_keys.sequence(2) in deal.melds[0]


def test_chile_wild_melds_wild_cards_and_no_sequences():
    deal = playing("4H 5H 6H 2C 2D JK 9C", [{"K": "KC KD KH"}, {}], "chile-wild")
    assert "meld wild 2 2 JK" in listed(deal)
    assert not any(text.startswith("meld seq") for text in listed(deal))
    rejects(deal, "meld seq 4H 5H 6H", "no sequences")
    deal.apply("meld wild 2 2 JK")
    assert meld_keys.wild() in deal.melds[0]


def test_wild_melds_merge_up_to_seven():
    deal = playing("9C", [{"K": KINGS, "wild": "2C 2D JK", "wild#2": "2H 2S JK JK"}, {}], "chile-wild")
    deal.apply("merge wild#2 into wild")
    assert len(deal.melds[0][meld_keys.wild()]) == 7
    full = playing("9C", [{"K": KINGS, "wild": "2C 2D JK 2H", "wild#2": "2S JK JK 2C"}, {}], "chile-wild")
    rejects(full, "merge wild#2 into wild", "7")


def test_chile_keeps_sambas_frozen_pile_take_onto_a_sequence():
    # The pile is frozen by a Two in it; an 8H on top lengthens 5-6-7H with 9H 10H from hand.
    deal = position("chile", hands=["9H 10H 4C", None, None, None], pile="2C 8H",
                    melds=[{"seqH": "5H 6H 7H", "K": "KC KD KH"}, {}])
    assert "take 10 9 to seqH" in listed(deal)
    deal.apply("take 9 10 to seqH")
    assert len(deal.melds[0][meld_keys.sequence(2)]) == 6


def test_worked_example_chile_a_samba_goes_out():
    deal = position("chile", hands=["9C", "AC JK", "", "4C 3S"], phase="play",
                    melds=[{"seqS": SAMBA_RUN, "K": "KC KD KH"}, {"5": "5C 5D 5H"}],
                    red_threes=["3H", "", "", ""])
    deal.apply("discard 9")
    us, them = side(deal, 0), side(deal, 1)
    # Us: 4..7 (4 x 5) + 8 9 10 (3 x 10) = 50 and K K K 30: 80; a samba 1500; a red three 100;
    # going out 200, nothing for concealed.  Total 1880.
    assert us.points("melds") == 80 and us.points("sequence_canastas") == 1500
    assert us.points("red_threes") == 100 and us.points("going_out") == 200
    assert us.total == 1880
    # Them: Fives 15; hands AC JK (20 + 50), 4C (5), a black three (5): -80.  Total -65.
    assert them.points("hand") == -80 and them.total == -65


def test_worked_example_chile_wild_a_wild_canasta_scores_2000():
    deal = position("chile-wild", hands=["9C", "AC", "", "4C"], phase="play",
                    melds=[{"wild": WILD_CANASTA, "Q": "QC QD QH"}, {"5": "5C 5D 5H"}])
    deal.apply("discard 9")
    us = side(deal, 0)
    # Us: wild 5 x 20 + 2 x 50 = 200 and Q Q Q 30: 230; a wild canasta 2000; going out 200.
    assert us.points("melds") == 230 and us.points("wild_canastas") == 2000
    assert {i.key: i.label for i in us.items}["wild_canastas"] == "1 wild canasta"
    assert us.total == 2430


def test_samba_table_and_target_hold():
    for rules in (CHILE, CHILE_WILD):
        assert rules.target == 10000 and rules.opening.minimum(7000) == 150
        assert rules.going_out_bonus == 200 and rules.concealed_bonus == 0
