"""Joker Canasta, rule by rule: melds of at most seven with a new meld of the rank after a full one,
two canastas to go out, the pile always frozen, wild canastas by their mix, Threes of both colours
laid out and scored by colour, the opening table and the thirteen-card deal, each with a legal and
an illegal case, and the scoring worked out by hand (docs/rules/joker.md)."""

from __future__ import annotations

from engine import Deal, meld_keys, variants
from engine.cards import THREE, codes, shuffled_deck
from engine.rules.wording import wording_of

from .positions import listed, position, rejects, side

JOKER = variants.get("joker")
KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"
MIXED_KINGS = "KC KD KH KS KC 2C JK"  # leaves three Kings for a hand


def playing(hand: str, melds, partner: str | None = None, **fields):
    return position("joker", hands=[hand, None, partner, None], phase="play", melds=melds, **fields)


def test_thirteen_cards_are_dealt_and_every_three_is_laid_out():
    deal = Deal.new(JOKER, seed=0)
    assert all(len(hand) == 13 for hand in deal.hands)
    assert not any(card >> 2 == THREE for hand in deal.hands for card in hand)
    laid = [card for threes in deal.red_threes for card in threes]
    assert any(card & 3 in (0, 3) for card in laid)  # a black Three among them (this deal has one)


def turned_up(upcards: str) -> list[int]:
    """The pile of a Joker deal whose stock turns ``upcards`` first after the deal."""
    deck = shuffled_deck(JOKER.packs, 3, JOKER.jokers_per_pack)
    turned = codes(upcards)
    for card in turned:
        deck.remove(card)
    dealt = JOKER.hand_size * JOKER.players
    return Deal.new(JOKER, deck=deck[:dealt] + turned + deck[dealt:]).pile


def test_a_wild_card_or_a_three_of_either_colour_turned_up_first_is_covered_by_the_next_card():
    assert turned_up("2C 3S 3H JK 9D 5C") == codes("2C 3S 3H JK 9D")
    assert turned_up("4C 9D") == codes("4C")
    assert turned_up("9D 4C") == codes("9D")


def test_a_meld_holds_at_most_seven_and_a_full_one_is_followed_by_a_new_meld():
    deal = playing("KD KH KS 9C 9D 9H", [{"K": MIXED_KINGS}, {}])
    rejects(deal, "add K to K", "at most 7 cards")
    assert "meld K K K" in listed(deal)
    deal.apply("meld K K K")
    assert deal.melds[0][meld_keys.group(13, 2)] and len(deal.melds[0][13]) == 7


def test_no_second_meld_of_a_rank_while_the_first_has_room():
    deal = playing("KC KS KD 9C 9D 9H", [{"K": "KC KD KH KS"}, {}])
    assert "meld K K K" not in listed(deal) and "add K K K" in listed(deal)
    rejects(deal, "meld K K K", "your side's K meld is not full yet")


def test_going_out_can_lay_naturals_in_a_new_meld_beside_a_full_one():
    deal = playing("KD KH KS 9C", [{"K": MIXED_KINGS, "Q": QUEENS}, {}])
    assert "ask" in listed(deal)  # Q and K canastas; K K K as a new meld, the Nine discarded
    deal.apply("meld K K K")
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0


def test_two_canastas_to_go_out():
    one = playing("9C 9D 9H 4C", [{"K": KINGS}, {}])
    assert "meld 9 9 9" not in listed(one)  # it would leave the Four to go out with one canasta
    rejects(one, "meld 9 9 9", "needs 2 canastas")
    two = playing("9C 9D 9H 4C", [{"K": KINGS, "Q": QUEENS}, {}])
    two.apply("meld 9 9 9")
    two.apply("discard 4")
    assert two.is_over and two.went_out == 0


def test_the_pile_is_always_frozen():
    open_side = position("joker", hands=["KC 2C 9C 9D", None, None, None], pile="5C 8D KD",
                         melds=[{"K": "KH KS KD"}, {}])
    assert not [a for a in listed(open_side) if a.startswith("take")]
    rejects(open_side, "take", "natural pair")
    paired = position("joker", hands=["KC KS 9C 9D", None, None, None], pile="5C KD",
                      melds=[{"Q": "QH QS QD"}, {}])
    assert "take K K" in listed(paired)


def test_the_opening_table():
    assert [JOKER.opening.minimum(score) for score in (-200, 0, 2995, 3000, 4995, 5000)] == \
        [95, 95, 95, 125, 125, 155]
    short = position("joker", hands=["KC KD KH 9C 9D 9H 4C", None, None, None], phase="play",
                     melds=[{}, {}])
    rejects(short, "meld K K K; 9 9 9", "total 60; your side needs 95")
    enough = position("joker", hands=["KC KD KH 2C 9C 9D 9H JK 4C 5C", None, None, None], phase="play",
                      melds=[{}, {}])
    enough.apply("meld K K K 2; 9 9 9 JK")  # 30 + 20 + 30 + 50 = 130
    assert enough.is_open(0)


def test_wild_canastas_by_their_mix():
    wild = meld_keys.wild()
    assert JOKER.canasta_kind(wild, codes("JK JK 2C 2D 2H 2S 2C")) == "wild"
    assert JOKER.canasta_kind(wild, codes("JK JK JK JK 2C 2D 2H")) == "jokers"
    assert JOKER.canasta_kind(wild, codes("2C 2D 2H 2S 2C 2D 2H")) == "twos"
    assert [JOKER.canasta_bonus(kind) for kind in ("wild", "jokers", "twos")] == [2000, 3000, 4000]


def test_threes_score_by_colour_and_only_for_a_side_with_a_canasta():
    threes = codes("3H 3D 3H 3D 3C 3S 3C")  # four red, three black
    assert JOKER.laid_out_points(threes[:1], True, 1) == 100
    assert JOKER.laid_out_points(threes[:2], True, 1) == 300
    assert JOKER.laid_out_points(threes[:4], True, 1) == 1000
    assert JOKER.laid_out_points(threes, True, 1) == 1000 + 500
    assert JOKER.laid_out_points(threes[4:6], True, 0) == -300  # melded, but no canasta


def test_the_words_for_the_threes_give_what_each_one_of_a_colour_adds():
    assert str(wording_of(JOKER).laid_out_words()) == (
        "black ones too, scored by colour: the first 100, the second and third 200 each, the fourth 500 "
        "(1,000 for all four of a colour); they count against a side without a canasta")


def test_scoring_a_deal_by_hand():
    deal = playing("9C", [{"K": KINGS, "wild": "JK JK JK JK 2C 2D 2H", "Q": "QC QD QH"},
                          {"5": "5C 5D 5H 5S 5C"}],
                   partner="4S 7S", red_threes=["3H 3S", "3D", "3C 3C", ""],
                   has_melded=[True, True, True, True])
    deal.apply("discard 9")
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: cards 70 (Kings) + 200 (Jokers) + 60 (Twos) + 30 (Queens) = 360; a natural canasta 500
    # and a four-Joker canasta 3000; Threes: one red 100, three black 100 + 200 + 200 = 500, so
    # 600; going out 100; partner's 4 and 7 cost 10.
    assert ours.points("melds") == 360
    assert ours.points("natural_canastas") == 500 and ours.points("jokers_canastas") == 3000
    assert ours.points("threes") == 600 and ours.points("going_out") == 100
    assert ours.points("hand") == -10
    assert ours.total == 360 + 500 + 3000 + 600 + 100 - 10
    # Theirs: five Fives 25, no canasta, so their red Three counts against them: -100.
    assert theirs.points("melds") == 25 and theirs.points("threes") == -100
    assert [item.label for item in ours.items if item.key == "threes"] == ["4 threes"]
