"""Cuban Canasta, rule by rule: thirteen dealt, the pile always frozen, melds of at most seven, wild
melds whose canastas score by their mix, one canasta to go out, the opening table, red Threes by
count, black Threes set aside from a taken pile, and none thrown on a player's first turn, each
with a legal and an illegal case, and the scoring worked out by hand (docs/rules/cuban.md)."""

from __future__ import annotations

from engine import Deal, meld_keys, variants
from engine.cards import codes

from .positions import listed, position, rejects, side

CUBAN = variants.get("cuban")
KINGS = "KC KD KH KS KC KD KH"
LATER = 4  # turns played: every player has had a first turn


def playing(hand: str, melds, *, partner: str | None = None, turns: int = LATER, **fields):
    return position("cuban", hands=[hand, None, partner, None], phase="play", melds=melds, turns=turns,
                    **fields)


def test_two_packs_and_thirteen_cards_dealt():
    deal = Deal.new(CUBAN, seed=0)
    assert CUBAN.deck_size == 108 and all(len(hand) == 13 for hand in deal.hands)


def test_the_pile_is_always_frozen():
    open_side = position("cuban", hands=["KC 2C 9C 9D", None, None, None], pile="5C 8D KD",
                         melds=[{"K": "KH KS KD"}, {}], turns=LATER)
    assert not [a for a in listed(open_side) if a.startswith("take")]
    rejects(open_side, "take K 2", "always frozen")
    paired = position("cuban", hands=["KC KS 9C 9D", None, None, None], pile="5C KD",
                      melds=[{"Q": "QH QS QD"}, {}], turns=LATER)
    assert "take K K" in listed(paired)


def test_a_meld_holds_at_most_seven_and_a_rank_has_one_meld():
    deal = playing("KS 9C 9D 9H 4S", [{"K": KINGS}, {}])
    rejects(deal, "add K to K", "at most 7 cards")
    assert not [a for a in listed(deal) if " K" in a and a.startswith(("add", "meld"))]
    room = playing("KH 9C 9D 9H 4S", [{"K": "KC KD KH KS KC KD"}, {}])
    assert "add K" in listed(room)


def test_wild_melds_and_their_canastas_by_mix():
    deal = playing("2C 2D JK 9C 9D 4S", [{"K": KINGS}, {}])
    assert "meld wild 2 2 JK" in listed(deal)
    deal.apply("meld wild 2 2 JK")
    assert deal.melds[0][meld_keys.wild()] == codes("2C 2D JK")
    wild = meld_keys.wild()
    assert CUBAN.canasta_kind(wild, codes("JK JK 2C 2D 2H 2S 2C")) == "wild"
    assert CUBAN.canasta_kind(wild, codes("JK JK JK JK 2C 2D 2H")) == "jokers"
    assert CUBAN.canasta_kind(wild, codes("2C 2D 2H 2S 2C 2D 2H")) == "twos"
    assert [CUBAN.canasta_bonus(kind) for kind in ("wild", "jokers", "twos")] == [2000, 3000, 4000]


def test_one_canasta_goes_out():
    none = playing("9C 9D 9H 4C", [{"K": "KC KD KH"}, {}])
    rejects(none, "meld 9 9 9", "needs a canasta")
    one = playing("9C 9D 9H 4C", [{"K": KINGS}, {}])
    one.apply("meld 9 9 9")
    one.apply("discard 4")
    assert one.is_over and one.went_out == 0


def test_the_opening_table():
    assert [CUBAN.opening.minimum(score) for score in (-5, 0, 1500, 3000, 4995, 5000, 9000)] == \
        [15, 50, 90, 120, 120, 150, 150]
    short = position("cuban", hands=["KC KD KH 9C 9D 9H 2C 4C", None, None, None], phase="play",
                     melds=[{}, {}], team_scores=[5000, 0], turns=LATER)
    rejects(short, "meld K K K 2; 9 9 9", "total 80; your side needs 150")


def test_no_black_three_is_discarded_on_a_players_first_turn():
    first = playing("3C 9D 4S", [{}, {}], turns=2)
    assert "discard 3" not in listed(first) and "discard 4" in listed(first)
    rejects(first, "discard 3", "first turn")
    later = playing("3C 9D 4S", [{}, {}], turns=LATER)
    assert "discard 3" in listed(later)
    only_threes = playing("3C 3S", [{}, {}], turns=0)  # nothing else to throw
    assert "discard 3" in listed(only_threes)
    classic = position("classic", hands=["3C 9D 4S", None, None, None], phase="play", melds=[{}, {}])
    assert "discard 3" in listed(classic)


def test_black_threes_in_a_taken_pile_are_set_aside():
    deal = position("cuban", hands=["KC KS 9C 9D", None, None, None], pile="3C 8D 3S 6C KD",
                    melds=[{"Q": "QH QS QD"}, {}], turns=LATER)
    deal.apply("take K K")
    assert sorted(deal.red_threes[0]) == sorted(codes("3C 3S"))
    assert sorted(deal.hands[0]) == sorted(codes("9C 9D 8D 6C"))


def test_red_threes_score_by_count_and_only_for_a_side_with_a_canasta():
    reds = codes("3H 3D 3H 3D")
    assert [CUBAN.laid_out_points(reds[:n], True, 1) for n in range(5)] == [0, 100, 300, 500, 1000]
    assert CUBAN.laid_out_points(reds[:2], True, 0) == -300  # melded, but no canasta
    assert CUBAN.laid_out_points(codes("3H 3C 3S"), True, 0) == -100 + 10  # black ones always count


def test_scoring_a_deal_by_hand():
    deal = playing("9C", [{"K": KINGS, "wild": "2C 2D 2H 2S 2C 2D 2H", "3": "3C 3S 3C"},
                          {"5": "5C 5D 5H 5S"}],
                   partner="4S 7S", red_threes=["3H 3D", "", "3S 3D", "3H"],
                   has_melded=[True, True, True, True])
    deal.hands[1] = codes("AC")
    deal.hands[3] = codes("JK 6H")
    deal.apply("discard 9")
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: cards: Kings 70, seven Twos 140, three black Threes 15 = 225; a natural canasta 500 and a
    # Twos canasta 4000; Threes: three red ones 500, one black set aside 5; every black Three (one
    # set aside, three melded) is 100 in all: 80 more than the 5 each counted; going out 100 (the
    # three's meld is not new this turn, so not concealed); partner's 4 and 7 cost 10.
    assert ours.points("melds") == 225
    assert ours.points("natural_canastas") == 500 and ours.points("twos_canastas") == 4000
    assert ours.points("threes") == 505 and ours.points("all_black_threes") == 80
    assert ours.points("going_out") == 100 and ours.points("hand") == -10
    assert ours.total == 225 + 500 + 4000 + 505 + 80 + 100 - 10
    # Theirs: four Fives 20, no canasta, so their red Three counts against them: -100; an Ace and a
    # Joker and a Six cost 75.
    assert theirs.points("melds") == 20 and theirs.points("threes") == -100
    assert theirs.points("hand") == -75
    assert theirs.points("all_black_threes") == 0
    assert [item.label for item in ours.items if item.key == "all_black_threes"] == ["all black threes"]
