"""Canastone, rule by rule: the upcards and the packet under them (and the deal they annul), the
opening laid down before drawing and clean below 3000, the pile taken with two naturals (three when
frozen) and a card from the stock, groups with more naturals than wild cards and no wild card added
to a canasta, black Threes never melded, the wild meld and what it commits a side to, closing with a
clean and a dirty canasta by a natural discard, the stock running short, and the scoring worked out
by hand (docs/rules/canastone.md)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import Deal, meld_keys, public_view, seat_view
from engine.cards import JOKER, codes, is_red_three, shuffled_deck
from engine.deal import _next_seed
from engine.match import deal_seed
from engine.rules.packet import Packet
from engine.rules.wording import wording_of
from engine.variants.canastone import CANASTONE, JOKERS, TWOS
from tests.mutation import scaled

from .positions import listed, position, rejects, side
from .test_rules_space import play_out

KINGS = "KC KD KH KS KC KD KH"


def table(hand: str, melds=None, *, partner: str | None = None, phase: str = "play", **fields) -> Deal:
    """Seat 0 to play ``hand``; ``melds``: its side's (a dict) or both sides' (a list)."""
    return position("canastone", hands=[hand, None, partner, None], phase=phase,
                    melds=[melds, {}] if isinstance(melds, dict) else melds, rules=CANASTONE, **fields)


def stacked(upcards: str) -> list[int]:
    """A shuffled Canastone deck with its red Threes last (none dealt, none in a packet) and
    ``upcards`` the first cards turned after the deal."""
    deck = shuffled_deck(CANASTONE.packs, 7, CANASTONE.jokers_per_pack)
    deck.sort(key=is_red_three)
    turned = codes(upcards)
    for card in turned:
        deck.remove(card)
    return deck[:60] + turned + deck[60:]


@pytest.mark.parametrize("upcard, size", [("4C", 4), ("7C", 7), ("10S", 10), ("QH", 12), ("AS", 14)])
def test_a_natural_upcard_lies_on_a_packet_sized_by_its_rank(upcard, size):
    deck = stacked(upcard)
    deal = Deal.new(CANASTONE, deck=deck)
    assert all(len(hand) == 15 for hand in deal.hands) and CANASTONE.deck_size == 162
    assert deal.packet == size and deal.pile == deck[61:61 + size] + [deck[60]]
    assert not deal.pile_frozen()


def test_wild_cards_and_threes_turned_first_lie_on_the_packet_under_the_natural_one():
    deck = stacked("JK 3S 9D")
    deal = Deal.new(CANASTONE, deck=deck)
    assert deal.packet == 9 and deal.pile == deck[63:72] + codes("JK 3S 9D")
    assert deal.pile_frozen()  # the Joker turned up freezes it; the black Three no longer stops it
    assert "take 9 9 9" not in listed(deal)


def test_three_upcards_that_must_be_covered_annul_the_deal():
    with pytest.raises(ValueError, match="annuls the deal"):
        Deal.new(CANASTONE, deck=stacked("2C 3H JK"))
    for seeds in (range(5000), (deal_seed("a match", n) for n in range(5000))):  # a match's are strings
        seed = next(s for s in seeds if Deal._dealt(CANASTONE, shuffled_deck(3, s, 2), 0, None) is None)
        again = Deal.new(CANASTONE, seed=seed)  # dealt again from the next shuffle, the same for everyone
        assert again.hands == Deal.new(CANASTONE, seed=_next_seed(seed)).hands
        assert again.pile[-1] >> 2 not in CANASTONE.wild_ranks | {3}


def test_a_side_opens_before_drawing_with_clean_melds_below_3000():
    hand = "KC KD KS QC QD QS 9H 9S 5C 6C 7C 8C 4D 2H JK"
    deal = table(hand, phase="draw")
    assert any(text.startswith("meld K K K") for text in listed(deal))
    assert "meld wild 2 JK" not in listed(deal)
    rejects(deal, "meld K K K 2; Q Q Q", "clean melds only")
    rejects(deal, "meld K K K", "30; your side needs 50")
    deal.apply("meld K K K; Q Q Q")
    assert deal.phase == "draw" and deal.is_open(0)
    rejects(deal, "meld 9 9 2", "draw first")
    deal.apply("draw")
    assert len(deal.hands[0]) == 11


def test_a_side_that_has_drawn_waits_for_its_next_turn_to_open():
    deal = table("KC KD KS QC QD QS 9H 9S 5C 6C 7C 8C 4D 4H 10S")
    rejects(deal, "meld K K K; Q Q Q", "only at the start of a turn")
    assert not any(text.startswith("meld") for text in listed(deal))


def test_from_3000_an_opening_may_hold_wild_cards():
    deal = table("AC AD 2S KC KD KS 9H 9S 5C 6C 7C 8C 4D 4H 10S", phase="draw", team_scores=[3000, 0])
    rejects(deal, "meld K K K", "30; your side needs 90")
    deal.apply("meld A A 2; K K K")  # 60 and 30
    assert deal.is_open(0)


def test_a_clean_wild_meld_may_open_below_3000_and_a_dirty_one_may_not():
    deal = table("JK JK 2C 2D KS 9H 9S 5C 6C 7C 8C 4D 4H 10S 10C", phase="draw")
    assert "meld wild 2 JK JK" in listed(deal)
    rejects(deal, "meld wild 2 2 JK JK", "clean melds only")  # two Twos and a Joker: dirty
    deal.apply("meld wild 2 JK JK")
    assert list(deal.melds[0]) == [meld_keys.wild()]


def test_three_twos_are_a_clean_wild_meld_that_may_open_below_3000():
    deal = table("2C 2D 2H KS 9H 9S 5C 6C 7C 8C 4D 4H 10S 10C QC", phase="draw")
    assert "meld wild 2 2 2" in listed(deal)  # 60: it may still make a clean canasta of Twos
    deal.apply("meld wild 2 2 2")
    assert deal.is_open(0)


def test_each_side_is_told_its_opening_needs_clean_melds_below_3000():
    deal = table("KC KD KS 9H 9S 5C", phase="draw", team_scores=[0, 3000])
    view = public_view(deal)
    assert [str(side.opening_need) for side in view.sides] == ["50 clean", "90"]
    assert str(seat_view(deal, 1).sides[0].opening_need) == "50 clean"


def test_an_unopened_side_never_takes_the_pile():
    deal = table("KC KD KS 9C 9D 4S", phase="draw", pile="5C KH")
    rejects(deal, "take K K", "never makes an opening")
    assert not any(text.startswith("take") for text in listed(deal))


def test_the_pile_is_taken_with_two_naturals_and_one_card_from_the_stock():
    deal = table("KC KD 9C 4S", {"Q": "QC QD QH"}, phase="draw", pile="5C 8D KS", stock="JS 7H 6D 5D")
    assert "take K K" in listed(deal)
    rejects(deal, "take K 2", "showing 2 natural K")
    rejects(deal, "take K", "showing 2 natural K")
    deal.apply("take K K")
    assert sorted(deal.melds[0][13]) == sorted(codes("KS KC KD"))
    assert sorted(deal.hands[0]) == sorted(codes("9C 4S 5C 8D JS"))  # the rest of the pile and JS
    assert deal.stock == codes("5D 6D 7H")


def test_a_frozen_pile_takes_three_naturals_even_onto_the_side_meld():
    frozen = table("KC KD KH 4S", {"K": "KC KD KH"}, phase="draw", pile="5C JK 8D KS")
    rejects(frozen, "take K K", "frozen.*showing 3 natural K")
    rejects(frozen, "take", "frozen.*showing 3 natural K")
    assert listed(frozen) >= {"take K K K", "draw"}
    frozen.apply("take K K K")
    assert len(frozen.melds[0][13]) == 7


def test_a_group_holds_more_naturals_than_wild_cards_and_at_most_two():
    deal = table("KC KD KH 2C 2D JK 9C 9D 9H 4S 5S", {"Q": "QC QD QH"})
    rejects(deal, "meld K K 2 2", "more natural cards than wild cards")
    rejects(deal, "meld K K K 2 2 JK", "at most 2 wild cards")
    assert "meld K K 2 2" not in listed(deal) and "meld K K K 2 2" in listed(deal)
    deal.apply("meld K K 2")
    rejects(deal, "add 2 to K", "more natural cards than wild cards")
    assert "add 2" not in listed(deal) and "add K 2" in listed(deal)
    deal.apply("add K 2 to K")


def test_no_wild_card_joins_a_canasta_and_black_threes_never_meld():
    deal = table("KS 2C 3S 3C 3S 9C", {"K": KINGS})
    rejects(deal, "add 2 to K", "cannot be added to a canasta")
    rejects(deal, "meld 3 3 3", "never melded")
    assert listed(deal) == {"add K", "discard K", "discard 2", "discard 3", "discard 9"}
    deal.apply("add K to K")


def test_a_short_wild_meld_holds_the_side_wild_cards():
    deal = table("2C 2D KC KD KH 9C 9D 4S", {"K": "KC KD KH", "wild": "JK JK 2S"})
    rejects(deal, "add 2 to K", "wild cards go only on it")
    rejects(deal, "meld 9 9 2", "wild cards go only on it")
    rejects(deal, "discard 2", "may not discard a wild card")
    assert "discard 2" not in listed(deal) and "add 2 2 to wild" in listed(deal)
    deal.apply("add 2 2 to wild")
    assert len(deal.melds[0][meld_keys.wild()]) == 5


def test_a_hand_of_wild_cards_alone_may_discard_one():
    deal = table("2C JK", {"K": "KC KD KH", "wild": "JK JK 2S"})
    assert "discard 2" in listed(deal)
    deal.apply("discard 2")


def test_a_full_wild_meld_frees_the_wild_cards_and_no_more_join_it():
    deal = table("2C 9C 9D 4S", {"K": "KC KD KH", "wild": "JK JK 2S 2D 2H JK 2C"})
    rejects(deal, "add 2 to wild", "at most 7")
    deal.apply("add 2 to K")


def test_closing_needs_a_clean_and_a_dirty_canasta_and_no_short_wild_meld():
    both = {"K": KINGS, "Q": "QC QD QH QS QC QD JK"}
    deal = table("5C", both)
    deal.apply("discard 5")
    assert deal.ended == "out" and deal.went_out == 0
    clean_only = table("5C", {"K": KINGS, "Q": "QC QD QH QS QC QD QH"})
    rejects(clean_only, "discard 5", "a clean and a dirty canasta")
    committed = table("5C", {**both, "wild": "2C 2D 2H"})
    rejects(committed, "discard 5", "wild meld is short")


def test_each_side_is_told_which_canasta_it_still_lacks_to_close():
    clean, dirty = {"K": KINGS}, {"Q": "QC QD QH QS QC QD JK"}
    halves = table("5C 9D", [clean, dirty])
    assert [str(side.going_out_missing or "") for side in public_view(halves).sides] == \
        ["dirty one to close", "clean one to close"]
    both = table("5C 9D", [{**clean, **dirty}, {"9": "9C 9H 9S"}])
    assert [str(side.going_out_missing or "") for side in seat_view(both, 1).sides] == ["", "clean + dirty "
                                                                                            "to close"]


def test_closing_is_by_a_natural_discard_and_a_card_is_always_kept():
    both = {"K": KINGS, "Q": "QC QD QH QS QC QD JK"}
    rejects(table("2C", both), "discard 2", "natural card")
    rejects(table("3S", both), "discard 3", "natural card")
    melding_out = table("9C 9D 9H", both)
    rejects(melding_out, "meld 9 9 9", "only by discarding your last card")
    assert "meld 9 9 9" not in listed(melding_out)
    wild_last = table("9C 9D 9H 2C", both)
    rejects(wild_last, "meld 9 9 9", "must be a natural card")
    natural_last = table("9C 9D 9H 5S", both)
    assert "meld 9 9 9" in listed(natural_last)
    natural_last.apply("meld 9 9 9")
    natural_last.apply("discard 5")
    assert natural_last.ended == "out"


def test_the_deal_ends_when_the_stock_cannot_give_a_draw_of_two():
    deal = table("KC 9C 4S", phase="draw", stock="5C 6C 7C")
    deal.apply("draw")
    deal.apply("discard 4")
    assert deal.ended == "stock" and len(deal.stock) == 1
    sheet = side(deal, 0)
    assert sheet.points("going_out") == 0


def test_a_red_three_in_the_last_draw_ends_the_deal_at_once():
    deal = table("KC 9C 4S", phase="draw", stock="5C 3H")
    deal.apply("draw")
    assert deal.ended == "stock" and deal.red_threes[0] == codes("3H")


def test_canasta_kinds_and_their_bonuses():
    wild = meld_keys.wild()
    assert CANASTONE.canasta_kind(wild, codes("2C 2D 2H 2S 2C 2D 2H")) == TWOS
    assert CANASTONE.canasta_kind(wild, [JOKER] * 6 + codes("2C")) == JOKERS
    assert CANASTONE.canasta_kind(wild, [JOKER] * 5 + codes("2C 2D")) == "wild"
    assert CANASTONE.canasta_kind(14, codes("AC AD AH AS AC AD AH")) == "natural_aces"
    assert CANASTONE.canasta_kind(14, codes("AC AD AH AS AC AD 2H")) == "mixed_aces"
    assert [CANASTONE.canasta_bonus(kind) for kind in CANASTONE.canasta_kinds] == \
        [500, 300, 1000, 500, 2000, 3000, 5000]


def test_red_threes_score_by_the_side_canasta_mix():
    reds = codes("3H 3D 3H 3D")
    both, clean, dirty = Counter({"natural": 1, "mixed": 1}), Counter({"natural": 2}), Counter({"wild": 1})
    assert CANASTONE.laid_out_points(reds[:3], True, 2, both) == 300
    assert CANASTONE.laid_out_points(reds, True, 2, both) == 800  # four or more: doubled
    assert CANASTONE.laid_out_points(reds[:3], True, 2, clean) == 0
    assert CANASTONE.laid_out_points(reds[:3], True, 1, dirty) == -300
    assert CANASTONE.laid_out_points(reds[:3], True, 0, Counter()) == -600
    assert CANASTONE.laid_out_points(reds, True, 0, Counter()) == -1600


def test_red_threes_estimated_from_a_count_of_canastas_read_two_as_clean_and_dirty_one_as_neither():
    reds = codes("3H 3D 3H 3D")
    assert [CANASTONE.laid_out_points(reds[:3], True, n) for n in (3, 2, 1, 0)] == [300, 300, 0, -600]
    assert CANASTONE.laid_out_points(reds, True, 0) == -1600


def test_scoring_a_deal_by_hand():
    ours = {"K": KINGS, "J": "JC JD JH JS JC JD JH", "Q": "QC QD QH QS QC QD JK",
            "A": "AC AD AH AS AC AD AH", "wild": "2C 2D 2H 2S 2C 2D 2H", "9": "9C 9D 9H"}
    deal = table("5C", [ours, {}], partner="4S 7S", red_threes=["3H", "3D 3H 3D 3H", "3D", ""])
    deal.hands[1] = codes("AS 2S")
    deal.hands[3] = codes("6H 3S")
    deal.apply("discard 5")
    mine, theirs = side(deal, 0), side(deal, 1)
    # Ours: cards: Kings and Jacks 70 each, Queens 60 and a Joker 50, Aces 140, seven Twos 140 and
    # three Nines 30 = 560. Clean canastas of Kings and Jacks 1000, a dirty one of Queens 300, clean
    # Aces 1000, seven Twos 3000; two red Threes with clean and dirty canastas +200; five canastas
    # (four clean, one dirty) 1000; closing 300; partner's 4 and 7 cost 10.
    assert mine.points("melds") == 560
    assert mine.points("natural_canastas") == 1000 and mine.points("mixed_canastas") == 300
    assert mine.points("natural_aces_canastas") == 1000 and mine.points("twos_canastas") == 3000
    assert mine.points("red_threes") == 200 and mine.points("five_canastas") == 1000
    assert mine.points("going_out") == 300 and mine.points("concealed") == 0
    assert mine.points("hand") == -10 and mine.points("unopened_hand") == 0
    labels = {item.key: item.label for item in mine.items}
    assert labels["five_canastas"] == "five canastas" and labels["unopened_hand"] == "hand again, unopened"
    assert mine.total == 560 + 1000 + 300 + 1000 + 3000 + 200 + 1000 + 300 - 10
    # Theirs, never opened: an Ace, a Two, a Six and a black Three (50) count twice; four red Threes
    # and no canasta: 100 each, doubled for four, doubled again for no canasta, against them.
    assert theirs.points("hand") == -50 and theirs.points("unopened_hand") == -50
    assert theirs.points("red_threes") == -1600 and theirs.total == -1700


def test_a_deal_scores_red_threes_by_the_kinds_of_canasta_not_their_count():
    # Two clean canastas and no dirty one: their red Three scores nothing (two canastas of unknown
    # kinds would read as clean and dirty, +100).
    ours = {"K": KINGS, "Q": "QC QD QH QS QC QD JK"}
    theirs = {"A": "AC AD AH AS AC AD AH", "9": "9C 9D 9H 9S 9C 9D 9H"}
    deal = table("5C", [ours, theirs], partner="4S 7S", red_threes=["", "3H", "", ""])
    deal.apply("discard 5")
    assert side(deal, 1).points("red_threes") == 0


def test_five_clean_canastas_and_a_dirty_one_score_2000():
    melds = {rank: " ".join(f"{rank}{suit}" for suit in "CDHSCDH") for rank in ("K", "Q", "J", "10", "9")}
    deal = table("5C", {**melds, "8": "8C 8D 8H 8S 8C 8D JK"})
    deal.apply("discard 5")
    assert side(deal, 0).points("five_canastas") == 2000
    all_clean = table("5C", melds)
    assert side(all_clean, 0).points("five_canastas") == 0  # five canastas, none of them dirty


def test_random_deals_keep_the_engine_promises():
    for seed in range(scaled(6)):
        deal = Deal.new(CANASTONE, seed=seed)
        play_out(deal, random.Random(seed))
        assert deal.is_over


def test_for_six_the_next_partner_in_turn_answers_may_i_close():
    both = {"K": KINGS, "Q": "QC QD QH QS QC QD JK"}
    for seat, partners in ((0, [2, 4]), (2, [4, 0]), (4, [0, 2])):
        hands = [None] * 6
        hands[seat] = "9C 9D 9H 5S"
        deal = position("canastone-6p", hands=hands, turn=seat, phase="play", melds=[both, {}])
        assert deal.partners(seat) == partners
        deal.apply("ask")
        assert deal.phase == "answer" and deal.turn == partners[0]
        deal.apply("yes")
        deal.apply("meld 9 9 9")
        deal.apply("discard 5")
        assert deal.ended == "out" and deal.went_out == seat


def test_the_rules_words_tell_of_the_packet_the_wild_meld_the_red_threes_and_the_extra_lines():
    assert str(CANASTONE.feature(Packet).words) == (
        "on a face-down packet as big as its rank (Ace 14); wild cards and Threes are covered, three in a "
        "row redeal")
    assert str(wording_of(CANASTONE).wild_meld_words()) == \
        "until then your side's wild cards go only on it and none may close"
    assert str(wording_of(CANASTONE).laid_out_words()) == (
        "100 each, ×2 from four; + with clean and dirty canastas, 0 with clean only, − with dirty only, −×2 "
        "with none")
    assert tuple(map(str, wording_of(CANASTONE).extra_score_words())) == (
        "five canastas (clean and dirty) 1,000, 2,000 when five are clean",
        "an unopened side's hand counts twice")
