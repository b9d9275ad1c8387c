"""Italian Canasta, rule by rule: the face-down packet under the first upcard, the pile always
frozen, wild cards counting nothing toward the opening and its table, melds of Twos and their hold
on Twos, canastas of Twos toward going out and paid only to the side going out, red Threes by
count and the five- and ten-canasta bonuses, each with a legal and an illegal case and the scoring
worked out by hand (docs/rules/italian.md)."""

from __future__ import annotations

import pytest

from engine import Deal, dumps, from_json, going_out, meld_keys, variants
from engine.cards import JOKER, codes, is_red_three, shuffled_deck
from engine.rules.packet import Packet
from engine.rules.wording import wording_of
from engine.scoring import ScoreItem
from engine.views import public_view, seat_view

from .positions import listed, position, rejects, side

ITALIAN = variants.get("italian")
KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"


def playing(hand: str, melds, *, partner: str | None = None, **fields):
    return position("italian", hands=[hand, None, partner, None], phase="play", melds=melds, **fields)


def stacked(upcard: str, at: int = 60) -> list[int]:
    """A shuffled Italian deck with its red Threes last (none dealt, none in a packet) and
    ``upcard`` at index ``at`` (60: the first card turned after the deal)."""
    deck = shuffled_deck(ITALIAN.packs, 7, ITALIAN.jokers_per_pack)
    deck.sort(key=is_red_three)
    deck.remove(codes(upcard)[0])
    deck.insert(at, codes(upcard)[0])
    return deck


@pytest.mark.parametrize("upcard, size", [("7C", 7), ("10S", 10), ("JD", 11), ("QH", 12), ("KC", 13),
                                          ("AS", 20), ("4C", 4), ("3C", 3)])
def test_the_first_upcard_lies_on_a_face_down_packet_sized_by_its_rank(upcard, size):
    deck = stacked(upcard)
    deal = Deal.new(ITALIAN, deck=deck)
    assert all(len(hand) == 15 for hand in deal.hands) and ITALIAN.deck_size == 162
    assert deal.packet == size and deal.pile == deck[61:61 + size] + [deck[60]]
    view = public_view(deal)
    assert view.pile == (deck[60],) and view.pile_hidden == size and view.pile_size == size + 1


def test_a_wild_first_card_sizes_the_packet_and_is_covered():
    deck = stacked("AS")
    joker = deck.index(JOKER)
    deck[60], deck[joker] = deck[joker], deck[60]
    deal = Deal.new(ITALIAN, deck=deck)
    assert deal.packet == 20  # a Joker asks for twenty, as an Ace
    assert deal.pile[20] == JOKER and len(deal.pile) >= 22 and deal.pile[-1] >> 2 not in ITALIAN.wild_ranks


def test_dealt_red_threes_are_replaced_before_the_packet():
    deck = stacked("8C", at=61)
    three = next(i for i, card in enumerate(deck) if is_red_three(card))
    deck[0], deck[three] = deck[three], deck[0]  # the first card dealt is a red Three
    deal = Deal.new(ITALIAN, deck=deck)
    seat = 1  # dealer 0 deals seat 1 first
    assert deal.red_threes[seat] == [deck[0]] and deck[60] in deal.hands[seat]  # replaced first,
    assert deal.pile[-1] == codes("8C")[0] and deal.packet == 8  # then the upcard turned


def test_the_packet_goes_to_whoever_takes_the_pile_unseen_by_the_others():
    deal = position("italian", hands=["KC KS 9C 9D", None, None, None], pile="5C 8D QS KD", packet=2,
                    melds=[{"Q": "QH QD QC"}, {}], has_melded=[True, False, True, False])
    assert public_view(deal).pile == tuple(codes("QS KD")) and seat_view(deal, 1).pile_hidden == 2
    deal.apply("take K K")
    assert sorted(deal.hands[0]) == sorted(codes("9C 9D 5C 8D QS"))
    assert sorted(deal.picked_up[0]) == sorted(codes("QS"))  # the face-up card only
    assert deal.packet == 0 and not deal.pile


def test_a_position_keeps_its_packet_and_refuses_an_impossible_one():
    deal = position("italian", hands=["KC KS 9C 9D", None, None, None], pile="5C 8D QS KD", packet=3)
    again = from_json(dumps(deal))
    assert again.packet == 3 and dumps(again) == dumps(deal) and '"packet":3' in dumps(deal)
    assert '"packet"' not in dumps(position("italian", hands=["KC", None, None, None], pile="KD"))
    for wrong in (4, -1, "2"):  # the top card is always face up
        with pytest.raises(ValueError, match="packet"):
            position("italian", hands=["KC KS", None, None, None], pile="5C 8D QS KD", packet=wrong)


def test_the_pile_is_always_frozen_and_taken_with_a_natural_pair_only():
    deal = position("italian", hands=["KC 2C 9C 10C JC 4D", None, None, None], pile="5C 8D KD 8C",
                    melds=[{"K": "KH KS KD", meld_keys.label(meld_keys.sequence(0)): "5C 6C 7C"}, {}],
                    has_melded=[True, False, True, False])
    assert not [a for a in listed(deal) if a.startswith("take")]
    rejects(deal, "take 9 10 to seqC", "always frozen")  # Samba's way with a sequence is not Italian's
    paired = position("italian", hands=["KC KS 9C 9D", None, None, None], pile="5C KD",
                      melds=[{"Q": "QH QS QD"}, {}], has_melded=[True, False, True, False])
    assert "take K K" in listed(paired)
    rejects(paired, "take K 2", "natural pair")


def test_the_opening_table_and_wild_cards_counting_nothing_toward_it():
    assert [ITALIAN.opening.minimum(score) for score in (-5, 0, 1500, 3000, 5000, 7500, 10000)] == \
        [0, 50, 90, 120, 160, 180, 200]
    short = playing("KC KD KH 2C JK 9C 5D", [{}, {}])
    rejects(short, "meld K K K 2 JK", "total 30; your side needs 50")
    assert not [a for a in listed(short) if a.startswith("meld")]
    enough = playing("KC KD KH KS KC 2C 9C", [{}, {}])
    assert "meld K K K K K" in listed(enough)
    enough.apply("meld K K K K K")
    behind = playing("4C 4D 4H 9C 9D", [{}, {}], team_scores=[-200, 0])
    assert "meld 4 4 4" in listed(behind)  # below zero any meld opens


def test_a_meld_of_twos_holds_two_twos_or_more_and_at_most_three_jokers():
    deal = playing("2C 2D JK JK 9C 9D 4S", [{"K": KINGS}, {}])
    assert "meld wild 2 2 JK JK" in listed(deal)
    assert not [a for a in listed(deal) if a.startswith("meld wild") and a.count("2") < 2]
    rejects(deal, "meld wild 2 JK JK", "at least 2 Twos")
    full = playing("JK 9C 9D 4S", [{"K": KINGS, "wild": "2C 2D JK JK JK"}, {}])
    rejects(full, "add JK to wild", "at most 3 Jokers")
    assert "add JK to wild" not in listed(full)


def test_a_meld_of_twos_takes_its_third_joker():
    deal = playing("JK JK 2C 2D JK 9C 9D 4S", [{"K": KINGS, "wild": "2H 2S JK"}, {}])
    assert {"add JK JK to wild", "meld wild 2 2 JK JK JK"} <= listed(deal)
    deal.apply("add JK to wild")
    deal.apply("add JK to wild")
    assert len(deal.melds[0][meld_keys.wild()]) == 5
    rejects(deal, "add JK to wild", "^a meld of Twos holds at most 3 Jokers$")


def test_a_joker_has_no_place_on_a_meld_of_twos_holding_three_so_the_hand_cannot_go_out():
    # The Kings and Queens hold their three wild cards each: the Joker could go only on the Twos.
    melds = [{"K": "KC KD KH KS 2C 2D 2H", "Q": "QC QD QH QS 2C 2D 2H", "wild": "2S 2S JK JK JK"}, {}]
    deal = playing("JK 4S", melds)
    assert not going_out.can_go_out(deal, 0) and "ask" not in listed(deal)
    assert not [a for a in listed(deal) if a.startswith("add")]


def test_while_a_meld_of_twos_is_short_twos_go_on_no_other_meld():
    deal = playing("2C JK 9C 9D 4S 5S", [{"K": "KC KD KH", "wild": "2H 2S 2D"}, {}])
    rejects(deal, "add 2 to K", "^while your side's meld of Twos is short of a canasta, Twos go only on it$")
    rejects(deal, "meld 9 9 2", "Twos go only on it")
    assert "add JK to K" in listed(deal) and "meld 9 9 JK" in listed(deal)
    assert not [a for a in listed(deal) if a.startswith(("add 2", "meld")) and "2" in a and "wild" not in a]
    same_move = playing("2C 2D 2H 2S 9C 9D 4S", [{"K": "KC KD KH"}, {}])
    rejects(same_move, "meld wild 2 2 2; 9 9 2", "Twos go only on it")
    done = playing("2C 9C 9D 4S 5S", [{"K": "KC KD KH", "wild": "2H 2S 2D 2C 2D 2H JK"}, {}])
    assert "add 2 to K" in listed(done) and "meld 9 9 2" in listed(done)


def test_a_canasta_of_twos_counts_toward_the_two_needed():
    deal = playing("9C 9D 9H 4C", [{"K": KINGS, "wild": "2C 2D 2H 2S 2C 2D JK"}, {}])
    deal.apply("meld 9 9 9")
    deal.apply("discard 4")
    assert deal.is_over and deal.went_out == 0
    one = playing("9C 9D 9H 4C", [{"K": KINGS, "wild": "2C 2D 2H 2S JK"}, {}])
    rejects(one, "meld 9 9 9", "needs 2 canastas")


def test_the_going_out_search_puts_twos_only_on_the_short_meld_of_twos():
    melds = [{"K": KINGS, "Q": QUEENS, "wild": "2H 2S JK"}, {}]
    fits = playing("2C 9C 9D 9H 4S", melds)
    assert going_out.can_go_out(fits, 0) and "ask" in listed(fits)
    barred = playing("2C 9C 9D 4S", melds)  # the Two may not make the Nines a meld
    assert not going_out.can_go_out(barred, 0) and "ask" not in listed(barred)
    # The Twos go on the meld of Twos that is short, not on a short group or a full meld of Twos.
    short_group_first = playing("2C 8S 4S", [{"K": KINGS, "Q": QUEENS, "8": "8C 8D 8H", "wild": "2H 2S JK"},
                                             {}])
    assert going_out.can_go_out(short_group_first, 0)
    full_first = playing("2C 2D 2H 2S 4S", [{"wild": "2C 2D 2H 2S 2C 2D JK", "wild#2": "2S 2H JK",
                                                "K": "KC KD KH"}, {}])
    assert going_out.can_go_out(full_first, 0)  # four Twos make the second meld of Twos a canasta
    every_two = playing("2C 2D 2H 2S 2C 2D 2H 2S 2C 2D 4S",
                        [{"K": KINGS, "wild": "2H 2S JK JK JK"}, {}])
    assert going_out.can_go_out(every_two, 0)  # fifteen cards: twelve Twos and three Jokers


def test_red_threes_score_by_count():
    reds = codes("3H 3D 3H 3D 3H 3D")
    assert [ITALIAN.laid_out_points(reds[:n], True, 0) for n in range(7)] == \
        [0, 100, 200, 300, 800, 1000, 1200]
    assert ITALIAN.laid_out_points(reds[:4], False, 0) == -800


def test_scoring_a_deal_by_hand():
    ours_melds = {"K": KINGS, "Q": QUEENS, "J": "JC JD JH JS JC JD 2C", "10": "10C 10D 10H 10S 10C 10D 10H",
                  "A": "AC AD AH AS AC AD AH", "wild": "2D 2H 2S 2C 2D 2H 2S"}
    deal = playing("9C", [ours_melds, {"5": "5C 5D 5H 5S", "wild": "2H JK 2S JK 2C 2D JK"}],
                   partner="4S 7S", red_threes=["3H 3D", "", "3H 3D", "3H"],
                   has_melded=[True, True, True, True])
    deal.hands[1] = codes("AS")
    deal.hands[3] = codes("6H")
    deal.apply("discard 9")
    ours, theirs = side(deal, 0), side(deal, 1)
    # Ours: cards: Kings, Queens, Tens 70 each; Jacks 60 + a Two 20; Aces 140; seven Twos 140 = 570.
    # Four natural canastas 2000 and a mixed one 300; a Twos canasta 3000 (we went out); four red
    # Threes 200 each = 800; six canastas, five of them natural (the Twos canasta among them): 2000;
    # going out 200 (Samba: no concealed bonus); partner's 4 and 7 cost 10.
    assert ours.points("melds") == 570
    assert ours.points("natural_canastas") == 2000 and ours.points("mixed_canastas") == 300
    assert ours.points("twos_canastas") == 3000
    assert ours.points("red_threes") == 800 and ours.points("five_canastas") == 2000
    assert ours.points("ten_canastas") == 0
    assert ours.points("going_out") == 200 and ours.points("hand") == -10
    assert ours.total == 570 + 2000 + 300 + 3000 + 800 + 2000 + 200 - 10
    # Theirs: four Fives 20 and a mixed canasta of Twos (four Twos 80, three Jokers 150) counted by
    # its cards only, as they did not go out; one red Three 100; an Ace and a Six cost 25.
    assert theirs.points("melds") == 20 + 230
    assert ScoreItem("wild_canastas", "1 mixed Twos canasta", 0) in theirs.items
    assert ScoreItem("twos_canastas", "1 Twos canasta", 3000) in ours.items
    assert theirs.points("red_threes") == 100 and theirs.points("five_canastas") == 0
    assert theirs.points("hand") == -25


def test_five_canastas_with_a_mixed_one_and_ten_canastas():
    mixed = {f"{rank}": f"{rank}C {rank}D {rank}H {rank}S {rank}C {rank}D JK" for rank in ("K", "Q", "J")}
    natural = {f"{rank}": f"{rank}C {rank}D {rank}H {rank}S {rank}C {rank}D {rank}H" for rank in ("10", "9")}
    deal = playing("4C", [{**mixed, **natural}, {}], has_melded=[True, True, True, True])
    deal.apply("discard 4")
    assert side(deal, 0).points("five_canastas") == 1000 and side(deal, 0).points("ten_canastas") == 0
    rank_names = ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
    ten = {f"{rank}": f"{rank}C {rank}D {rank}H {rank}S {rank}C {rank}D {rank}H" for rank in rank_names}
    lines = ITALIAN.extra_score_lines(_over(ten), 0)
    assert [(key, str(label), points) for key, label, points in lines] == \
        [("five_canastas", "five canastas", 2000), ("ten_canastas", "ten canastas", 2000)]


def test_five_canastas_pay_the_side_that_did_not_go_out_too_but_its_twos_canasta_is_not_one_of_them():
    natural, twos = _canastas("8 7 6 5"), "2C 2D 2H 2S 2C 2D 2H"
    mixed, ours = _canastas("10 9", seventh="JK"), _canastas("K Q J")
    deal = playing("4C", [{**ours, **mixed}, {**natural, "wild": twos}], has_melded=[True, True, True, True])
    deal.apply("discard 4")
    us, them = side(deal, 0), side(deal, 1)
    # Us: three natural canastas and two mixed: five canastas, a mixed one among them, 1000.
    assert ScoreItem("natural_canastas", "3 natural canastas", 1500) in us.items
    assert ScoreItem("mixed_canastas", "2 mixed canastas", 600) in us.items
    assert ScoreItem("five_canastas", "five canastas", 1000) in us.items
    # Them: four natural canastas and a Twos canasta that counts for nothing, as they did not go out.
    assert ScoreItem("twos_canastas", "1 Twos canasta", 0) in them.items
    assert ScoreItem("five_canastas", "five canastas", 0) in them.items
    five = {**natural, **_canastas("4")}
    other = playing("AC", [{"K": KINGS, "Q": QUEENS}, five], has_melded=[True, True, True, True])
    other.apply("discard A")
    assert ScoreItem("five_canastas", "five canastas", 2000) in side(other, 1).items
    assert ScoreItem("natural_canastas", "5 natural canastas", 2500) in side(other, 1).items


def test_the_rules_words_for_the_packet_red_threes_and_the_canasta_bonuses():
    assert str(ITALIAN.feature(Packet).words) == \
        "on a face-down packet sized by its rank (J 11, Q 12, K 13, A or Joker 20)"
    assert str(wording_of(ITALIAN).laid_out_words()) == \
        "100 each, 200 each for four or more; they count against a side that has not melded"
    assert tuple(map(str, wording_of(ITALIAN).extra_score_words())) == (
        "five canastas 2,000 when five are natural (sambas, Twos canastas too), else 1,000; ten 2,000 more",
        "a canasta of Twos pays only the side going out")


def _canastas(ranks: str, seventh: str | None = None) -> dict:
    """A canasta of each of these ranks: seven naturals, or six and ``seventh``."""
    return {rank: f"{rank}C {rank}D {rank}H {rank}S {rank}C {rank}D {seventh or rank + 'H'}"
            for rank in ranks.split()}


def _over(melds: dict) -> Deal:
    """A deal seat 0 went out of, its side holding ``melds``."""
    deal = playing("AC", [melds, {}], has_melded=[True, True, True, True])
    deal.apply("discard A")
    return deal
