"""Uruguay, rule by rule: melds of wild cards only (one per side, three to seven cards, a wild
canasta of 2000) and a pile that is always frozen, each with a legal and an illegal case, and the
scoring worked out by hand (docs/rules/uruguay.md)."""

from __future__ import annotations

from engine import meld_keys, variants

from .positions import listed, position, rejects, side

URUGUAY = variants.get("uruguay")
KINGS = "KC KD KH KS KC KD KH"
WILD = meld_keys.wild()
WILD_LABEL = meld_keys.label(WILD)


def playing(hand: str, melds, partner: str | None = None, **fields):
    return position("uruguay", hands=[hand, None, partner, None], phase="play", melds=melds, **fields)


def test_a_meld_of_wild_cards_only_opens_a_side():
    deal = playing("2C 2D JK 9C 9D", [{}, {}])
    assert "meld wild 2 2 JK" in listed(deal)
    deal.apply("meld wild 2 2 JK")  # 20 + 20 + 50 = 90: enough to open at 0
    assert deal.is_open(0) and deal.melds[0][WILD]


def test_a_wild_meld_holds_three_to_seven_wild_cards_and_nothing_else():
    rejects(playing("2C JK 9C 9D", [{}, {}]), "meld wild 2 JK", "a wild meld holds 3 to 7 cards")
    rejects(playing("2C 2D JK 9C 9D", [{"K": KINGS}, {}]), "meld wild 2 2 JK 9", "wild cards only")
    full = playing("2C 9C 9D", [{WILD_LABEL: "JK JK JK 2D 2H 2S 2H"}, {}])
    rejects(full, "add 2 to wild", "at most 7 cards")
    assert not any(a.startswith(("add 2", "meld wild")) for a in listed(full))


def test_a_side_has_one_wild_meld():
    deal = playing("2C 2D JK 9C 9D", [{WILD_LABEL: "JK JK 2H 2S"}, {}])
    assert "meld wild 2 2 JK" not in listed(deal)
    rejects(deal, "meld wild 2 2 JK", "your side already has a wild meld")
    deal.apply("add 2 2 JK to wild")
    assert len(deal.melds[0][WILD]) == 7


def test_the_pile_is_frozen_for_an_open_side_with_no_wild_card_in_it():
    def open_side(variant: str):
        return position(variant, hands=["KC 2C 9C 9D", None, None, None], pile="5C 8D KD",
                        melds=[{"K": "KH KS KD"}, {}])

    assert {"take", "take K 2"} <= listed(open_side("classic"))  # in Classic this pile is not frozen
    deal = open_side("uruguay")
    assert deal.pile_frozen_for(0) and not [a for a in listed(deal) if a.startswith("take")]
    rejects(deal, "take", "natural pair")
    rejects(deal, "take K 2", "natural pair")
    paired = position("uruguay", hands=["KC KS 9C 9D", None, None, None], pile="5C 8D KD",
                      melds=[{"Q": "QH QS QD"}, {}])
    assert "take K K" in listed(paired)
    paired.apply("take K K")
    assert len(paired.hands[0]) == 2 + 2  # 9 9, and the 5 and 8 from under the King


def test_a_wild_card_on_top_blocks_the_pile_and_a_black_three_stops_it():
    for top in ("JK", "3S"):
        deal = position("uruguay", hands=["KC KS 9C 9D", None, None, None], pile=f"KD {top}",
                        melds=[{"Q": "QH QS QD"}, {}])
        assert not [a for a in listed(deal) if a.startswith("take")]


def test_a_wild_canasta_alone_lets_a_side_go_out():
    deal = playing("2C 9C", [{WILD_LABEL: "JK JK JK 2D 2H 2S"}, {}])
    deal.apply("add 2 to wild")
    deal.apply("discard 9")
    assert deal.is_over and deal.went_out == 0


def test_scoring_a_wild_canasta_by_hand():
    deal = playing("2C 9C", [{WILD_LABEL: "JK JK JK 2D 2H 2S", "K": "KC KD KH"}, {"5": "5C 5D 5H"}],
                   partner="4S 7S", red_threes=["3H", "", "", "3D"], has_melded=[True, False, False, True])
    deal.apply("add 2 to wild")
    deal.apply("discard 9")
    ours = side(deal, 0)
    # Cards: three Jokers 150, four Twos 80, three Kings 30 = 260; a wild canasta 2000; one red
    # Three 100; going out 100, not concealed (seat 0 had melded before); partner's 4 and 7: -10.
    assert ours.points("melds") == 260
    assert ours.points("wild_canastas") == 2000
    assert ours.points("red_threes") == 100 and ours.points("going_out") == 100
    assert ours.points("concealed") == 0 and ours.points("hand") == -10
    assert ours.total == 260 + 2000 + 100 + 100 - 10
    assert [item.label for item in ours.items if item.key == "wild_canastas"] == ["1 wild canasta"]
