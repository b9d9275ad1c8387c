"""Brazilian Canasta, rule by rule: what it changes in Bolivia (the opening table with canastas, no
pile for the opening, a yes before going out, short sequences, red Threes, the wild canasta, full
sequences lengthened on the way out), each with a legal and an illegal case, and its scoring
worked out by hand (docs/rules/brazilian.md)."""

from __future__ import annotations

from engine import meld_keys, variants
from engine.actions import Ask
from engine.cards import codes
from engine.rules.wording import wording_of
from engine.scoring import ScoreItem

from .positions import listed, position, rejects, side

BRAZILIAN = variants.get("brazilian")
KINGS = "KC KD KH KS KC KD KH"  # a natural canasta
ESCALERA = "4S 5S 6S 7S 8S 9S 10S"
YES = {"asker": 0, "permission": True, "must_go_out": True}  # partner has said yes this turn


def unopened(hand: str, score: int, **fields):
    return position("brazilian", hands=[hand, None, None, None], phase="play", melds=[{}, {}],
                    team_scores=[score, 0], **fields)


def playing(hand: str, melds, **fields):
    return position("brazilian", hands=[hand, None, None, None], phase="play", melds=melds, **fields)


def test_the_opening_table_by_score():
    wording = wording_of(BRAZILIAN)
    needs = [str(wording.opening_need(score)) for score in (-10, 0, 1500, 3000, 5000, 7000, 8000, 9000)]
    assert needs == ["15", "50", "90", "120", "150", "a canasta", "200", "a natural canasta or escalera"]


def test_from_7000_the_opening_holds_a_canasta_of_any_kind():
    hand = "QC QD QH QS QC QD 2C AC AD AH AS 9C 9D"
    rejects(unopened(hand, 7000), "meld A A A A; Q Q Q Q Q Q", "opens only with a canasta")
    assert "meld Q Q Q Q Q Q 2" in listed(unopened(hand, 7000))
    deal = unopened(hand, 7000)
    deal.apply("meld Q Q Q Q Q Q 2")  # a mixed canasta: worth 80, and enough
    assert deal.is_open(0)


def test_from_8000_the_opening_is_200_points_without_a_canasta():
    deal = unopened("AC AD AH AS JK JK 2C KC KD KH 9C 9D", 8000)
    rejects(deal, "meld A A A A 2", "total 100; your side needs 200")
    deal.apply("meld A A A A JK JK 2")  # 80 + 100 + 20 = 200
    assert deal.is_open(0)


def test_from_9000_the_opening_holds_a_natural_canasta_or_an_escalera():
    hand = "QC QD QH QS QC QD 2C 4H 5H 6H 7H 8H 9H 10H 9C"
    rejects(unopened(hand, 9000), "meld Q Q Q Q Q Q 2", "natural canasta or escalera")
    deal = unopened(hand, 9000)
    assert "meld seq 4H 5H 6H 7H 8H 9H 10H" in listed(deal) and "meld Q Q Q Q Q Q 2" not in listed(deal)
    deal.apply("meld seq 4H 5H 6H 7H 8H 9H 10H")
    assert deal.is_open(0)


def test_only_the_canasta_an_opening_needs_is_offered_and_once_open_any_meld_is():
    hand = "2C 2D 2H 2S 2C 2D JK 4H 5H 6H 9C"
    assert [a for a in listed(unopened(hand, 7000)) if a.startswith("meld")] == ["meld wild 2 2 2 2 2 2 JK"]
    assert not [a for a in listed(unopened(hand, 9000)) if a.startswith("meld")]  # a wild canasta
    opened = position("brazilian", hands=[hand, None, None, None], phase="play", team_scores=[9000, 0],
                      melds=[{"K": "KC KD KH"}, {}], has_melded=[True] * 4)
    assert {"meld seq 4H 5H 6H", "meld wild 2 2 2"} <= set(listed(opened))


def test_the_pile_never_makes_an_opening():
    closed = position("brazilian", hands=["KC KD 5C 9D", None, None, None], pile="4C KS",
                      melds=[{}, {"5": "5D 5H 5S"}])
    rejects(closed, "take K K", "the pile never makes an opening")
    assert all(text in ("draw",) for text in listed(closed))
    opened = position("brazilian", hands=["KC KD 5C 9D", None, None, None], pile="4C KS",
                      melds=[{"Q": "QC QD QH"}, {}])
    opened.apply("take K K")
    assert len(opened.melds[0][13]) == 3


def test_going_out_needs_a_yes_from_partner():
    deal = playing("KS KH 9C", [{"seqS": ESCALERA, "K": "KC KD KH KS KC"}, {}])
    rejects(deal, "add K K", "only after partner says yes")
    assert Ask() in deal.legal_actions() and "add K K" not in listed(deal)
    deal.apply("ask")
    deal.apply("yes")
    deal.apply("add K K")
    deal.apply("discard 9")
    assert deal.went_out == 0


def test_after_a_no_or_a_meld_there_is_no_going_out_this_turn():
    deal = playing("KS KH 9C", [{"seqS": ESCALERA, "K": "KC KD KH KS KC"}, {}])
    deal.apply("ask")
    deal.apply("no")
    rejects(deal, "add K K", "partner said no")
    melded = playing("KS KH 9C 9D 9S", [{"seqS": ESCALERA, "K": "KC KD KH KS KC"}, {}])
    melded.apply("meld 9 9 9")
    rejects(melded, "ask", "ask before you meld")


def test_a_full_sequence_takes_more_cards_only_on_the_way_out():
    early = playing("JS QS 5C 6D 7H", [{"seqS": ESCALERA, "K": KINGS}, {}])
    rejects(early, "add J Q to seqS", "more only on the way out")
    deal = playing("JS QS 9C", [{"seqS": ESCALERA, "K": KINGS}, {}])
    deal.apply("ask")
    deal.apply("yes")
    assert listed(deal) == {"add Q J to seqS"}
    deal.apply("add J Q to seqS")
    deal.apply("discard 9")
    assert len(deal.melds[0][meld_keys.sequence(3)]) == 9 and deal.went_out == 0


def _out_beside_hearts(hearts: str):
    """Seat 0 goes out holding an escalera, Kings and the sequence of ``hearts``; the other side has
    two short sequences. Both sides' scores."""
    deal = position("brazilian", hands=["9C", "AC", "", "4C"], phase="play", turn_state=YES,
                    melds=[{"seqS": ESCALERA, "K": KINGS, "seqH": hearts},
                           {"seqD": "4D 5D 6D", "seqC": "8C 9C 10C JC", "5": "5C 5D 5H"}])
    deal.apply("discard 9")
    return side(deal, 0), side(deal, 1)


def test_a_side_with_a_short_sequence_loses_1000_once():
    us, them = _out_beside_hearts("4H 5H 6H 7H 8H")
    assert us.points("short_sequences") == 0  # five cards are not short
    assert them.points("short_sequences") == -1000  # two short ones cost 1000 in all


def test_a_sequence_of_four_is_short_and_the_score_line_counts_the_short_sequences():
    us, them = _out_beside_hearts("4H 5H 6H 7H")
    assert ScoreItem("short_sequences", "short sequences on the table: 1", -1000) in us.items
    assert ScoreItem("short_sequences", "short sequences on the table: 2", -1000) in them.items
    # the sheet's row is one for both sides; each side's count goes beside its points
    ours, theirs = (next(i for i in side.items if i.key == "short_sequences") for side in (us, them))
    assert str(ours.row) == str(theirs.row) == "short sequences on the table"
    assert (ours.count, theirs.count) == (1, 2)


def test_red_threes_by_the_table_and_only_for_a_side_with_a_canasta():
    threes = codes("3H 3D 3H 3D 3H 3D")
    five = BRAZILIAN.laid_out_points(threes[:5], True, 1)
    assert [BRAZILIAN.laid_out_points(threes[:n], True, 1) for n in range(7)] == \
        [0, 100, 200, 300, 400, 1000, 1200]
    assert five == 1000 and BRAZILIAN.laid_out_points(threes[:3], True, 0) == -300


def test_worked_example_going_out_with_an_escalera_and_a_wild_canasta():
    deal = position("brazilian", hands=["9C", "AC 3S", "", "4C"], phase="play", turn_state=YES,
                    melds=[{"seqS": ESCALERA, "wild": "2C 2D 2H 2S JK JK 2C", "K": "KC KD KH"},
                           {"5": "5C 5D 5H"}],
                    red_threes=["3H 3D", "3H", "3D 3H", "3D"])
    deal.apply("discard 9")
    us, them = side(deal, 0), side(deal, 1)
    # Us: 4..7 (4 x 5) + 8 9 10 (3 x 10) = 50, wild 5 x 20 + 2 x 50 = 200, K K K 30: 280;
    # an escalera 1500; a wild canasta 2000; four red threes 400; going out 200.  Total 4380.
    assert us.points("melds") == 280
    assert us.points("sequence_canastas") == 1500 and us.points("wild_canastas") == 2000
    assert {i.key: i.label for i in us.items}["wild_canastas"] == "1 wild canasta"
    assert us.points("red_threes") == 400 and us.points("going_out") == 200
    assert us.total == 4380
    # Them: Fives 15; two red threes but no canasta: -200; hands AC (20), a black three (100), 4C (5).
    assert them.points("red_threes") == -200 and them.points("hand") == -125
    assert them.total == 15 - 200 - 125


def test_the_match_is_played_to_10000():
    assert BRAZILIAN.target == 10000
