"""Mexicana, rule by rule: three packs and thirteen dealt, thirteen cards from the stock for a side's
first meld (made from hand or by taking the pile), a Seven on top stopping the pile, the canasta of
Sevens, and two canastas with as many red Threes to go out, each with a legal and an illegal case,
and the scoring worked out by hand (docs/rules/mexicana.md)."""

from __future__ import annotations

from engine import Deal, meld_keys, variants
from engine.cards import codes
from engine.views import public_view

from .positions import listed, position, rejects, side

MEXICANA = variants.get("mexicana")
KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"
JACKS = "JC JD JH JS JC JD JH"
STOCK = "4C 5C 6C 8C 9C 10C JC 4D 5D 6D 8D 9D 10D JD 4H 5H 6H"  # 17 cards, the first on top


def playing(hand: str, melds, *, partner: str | None = None, stock: str | None = None, **fields):
    return position("mexicana", hands=[hand, None, partner, None], phase="play", melds=melds,
                    stock=stock, **fields)


def test_three_packs_and_thirteen_cards_dealt():
    deal = Deal.new(MEXICANA, seed=0)
    assert MEXICANA.deck_size == 162 and MEXICANA.red_threes_in_deck == 6
    assert all(len(hand) == 13 for hand in deal.hands)


def test_a_sides_first_meld_draws_thirteen_cards_from_the_stock():
    deal = playing("KC KD KH 9H 9S 9D 4S 6S", [{}, {}], stock=STOCK)
    deal.apply("meld K K K; 9 9 9")  # 30 + 30 = 60 opens; two cards kept, thirteen drawn
    assert sorted(deal.hands[0]) == sorted(codes("4S 6S 4C 5C 6C 8C 9C 10C JC 4D 5D 6D 8D 9D 10D"))
    assert sorted(deal.stock) == sorted(codes("JD 4H 5H 6H"))
    deal.apply("meld 4 4 4")
    assert len(deal.hands[0]) == 15 - 3  # the side is open: no more cards come


def test_an_opening_that_empties_the_hand_draws_and_play_goes_on():
    deal = playing("KC KD KH 9H 9S 9D", [{}, {}], stock=STOCK)
    assert "meld K K K; 9 9 9" in listed(deal)
    deal.apply("meld K K K; 9 9 9")
    assert not deal.is_over and len(deal.hands[0]) == 13
    assert "ask" not in listed(playing("KC KD KH 9H 9S 9D", [{}, {}], stock=STOCK))


def test_fewer_than_thirteen_in_the_stock_gives_all_that_are_left():
    deal = playing("KC KD KH 9H 9S 9D 4S 6S", [{}, {}], stock="4C 5C 6C 8C")
    deal.apply("meld K K K; 9 9 9")
    assert len(deal.hands[0]) == 2 + 4 and not deal.stock


def test_the_pile_taken_to_open_brings_thirteen_stock_cards():
    deal = position("mexicana", hands=["KC KD 2C 9H 9S 4S", None, None, None], pile="5C 8D KH",
                    melds=[{}, {}], stock=STOCK)
    deal.apply("take K K 2")  # 30 + 20 = 50 opens
    # kept 9 9 4, the pile's 5 and 8, and thirteen from the stock
    assert len(deal.hands[0]) == 3 + 2 + 13 and len(deal.stock) == 4


def test_a_seven_on_top_stops_the_pile_but_does_not_freeze_it():
    stopped = position("mexicana", hands=["7C 7D 9H 9S 4S", None, None, None], pile="5C 8D 7H",
                       melds=[{"9": "9C 9D 9H"}, {}])
    assert not [a for a in listed(stopped) if a.startswith("take")]
    rejects(stopped, "take 7 7", "a 7 on top stops the pile")
    covered = position("mexicana", hands=["8C 2S 9S 4S 5S", None, None, None], pile="5C 7H 8D",
                       melds=[{"9": "9C 9D 9H"}, {}])
    assert "take 8 2" in listed(covered)  # unfrozen: a natural and a wild card take it


def test_a_canasta_of_sevens_scores_1000_natural_or_mixed():
    sevens = meld_keys.group(7)
    assert MEXICANA.canasta_kind(sevens, codes("7C 7D 7H 7S 7C 7D 7H")) == "sevens"
    assert MEXICANA.canasta_kind(sevens, codes("7C 7D 7H 7S 7C 2D JK")) == "sevens"
    assert MEXICANA.canasta_kind(meld_keys.group(8), codes("8C 8D 8H 8S 8C 8D 8H")) == "natural"
    assert MEXICANA.canasta_bonus("sevens") == 1000


def test_going_out_needs_two_canastas():
    deal = playing("9C 9D 9H 4C", [{"K": KINGS}, {}], red_threes=["3H", "", "3D", ""])
    assert "meld 9 9 9" not in listed(deal)
    rejects(deal, "meld 9 9 9", "needs 2 canastas")


def test_going_out_needs_as_many_red_threes_as_canastas():
    short = playing("9C 9D 9H 4C", [{"K": KINGS, "Q": QUEENS}, {}], red_threes=["3H", "", "", ""])
    assert "meld 9 9 9" not in listed(short) and "ask" not in listed(short)
    rejects(short, "meld 9 9 9", "as many red threes laid out as canastas")
    view = public_view(short)
    assert str(view.sides[0].going_out_missing) == "1 more red three to go out"
    none = playing("9C 9D 9H 4C", [{"K": KINGS, "Q": QUEENS}, {}])
    assert str(public_view(none).sides[0].going_out_missing) == "2 more red threes to go out"
    enough = playing("9C 9D 9H 4C", [{"K": KINGS, "Q": QUEENS}, {}], red_threes=["3H", "", "3D", ""])
    assert "ask" in listed(enough) and public_view(enough).sides[0].going_out_missing is None
    enough.apply("meld 9 9 9")
    enough.apply("discard 4")
    assert enough.is_over and enough.went_out == 0


def test_a_third_canasta_needs_a_third_red_three():
    three = playing("9C 9D 9H 4C", [{"K": KINGS, "Q": QUEENS, "J": JACKS}, {}],
                    red_threes=["3H", "", "3D", ""])
    rejects(three, "meld 9 9 9", "as many red threes laid out as canastas")
    # Two canastas and two red Threes, but the Nines the hand must lay off complete a third.
    completes = playing("9C 9D 9H 4C", [{"K": KINGS, "Q": QUEENS, "9": "9C 9D 9H 9S"}, {}],
                        red_threes=["3H", "", "3D", ""])
    assert "ask" not in listed(completes)
    rejects(completes, "add 9 9 9", "as many red threes laid out as canastas")


def test_all_six_red_threes_count_1200():
    threes = codes("3H 3D 3H 3D 3H 3D")
    assert MEXICANA.laid_out_points(threes, True, 2) == 1200
    assert MEXICANA.laid_out_points(threes[:5], True, 2) == 500
    assert MEXICANA.laid_out_points(threes[:2], False, 0) == -200


def test_scoring_a_deal_by_hand():
    deal = playing("9C", [{"K": KINGS, "7": "7C 7D 7H 7S 7C 2C JK", "Q": "QC QD QH"},
                          {"5": "5C 5D 5H"}],
                   partner="4S 6S", red_threes=["3H", "", "3D", "3H"],
                   has_melded=[True, True, True, True])
    deal.hands[1] = codes("AC AD")
    deal.hands[3] = codes("JK")
    deal.apply("discard 9")
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: Kings 70, Sevens 5 x 5 + 20 + 50 = 95, Queens 30: 195 in cards; a natural canasta 500 and a
    # canasta of Sevens 1000; two red Threes 200; going out 100; partner's 4 and 6 cost 10.
    assert ours.points("melds") == 195
    assert ours.points("natural_canastas") == 500 and ours.points("sevens_canastas") == 1000
    assert ours.points("mixed_canastas") == 0
    assert ours.points("red_threes") == 200 and ours.points("going_out") == 100
    assert ours.points("hand") == -10
    assert ours.total == 195 + 500 + 1000 + 200 + 100 - 10
    # Theirs: three Fives 15; one red Three 100 (they have melded); two Aces and a Joker cost 90.
    assert theirs.points("melds") == 15 and theirs.points("red_threes") == 100
    assert theirs.points("hand") == -90
    labels = {item.key: item.label for item in ours.items}
    assert labels["sevens_canastas"] == "1 Sevens canasta"
    assert labels["natural_canastas"] == "1 natural canasta"
    assert labels["mixed_canastas"] == "0 mixed canastas"
