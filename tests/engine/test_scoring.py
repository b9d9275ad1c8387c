"""Scoring a deal: worked examples with the arithmetic written out."""

from __future__ import annotations

from engine import score_deal

from .positions import four, position, side


def test_worked_example_going_out_with_a_natural_canasta():
    deal = position(phase="play",
                    melds=[{"K": "KC KD KH KS KC KD KH", "Q": "QC QD JK"}, {"5": "5C 5D 5H 2C"}],
                    red_threes=["3H", "", "3D", ""],
                    hands=["9C", "AC JK", "", "4C"])
    deal.apply("discard 9")
    us, them = side(deal, 0), side(deal, 1)
    # Us: melds 7×10 + 10+10+50 = 140; natural canasta 500; two red threes 2×100 = 200;
    # going out 100; hands empty 0.  Total 140 + 500 + 200 + 100 = 940.
    assert us.points("melds") == 140
    assert us.points("natural_canastas") == 500
    assert us.points("red_threes") == 200
    assert us.points("going_out") == 100 and us.points("concealed") == 0
    assert us.total == 940
    # Them: melds 3×5 + 20 = 35; hands AC JK (20 + 50) and 4C (5) = -75.  Total 35 - 75 = -40.
    assert them.points("melds") == 35 and them.points("hand") == -75
    assert them.total == -40


def test_mixed_canasta_scores_three_hundred():
    deal = position(phase="play", hands=["9C", "", "", ""],
                melds=[{"K": "KC KD KH KS KC 2D JK"}, {}])
    deal.apply("discard 9")
    # 5×10 + 20 + 50 = 120 melded; mixed canasta 300; going out 100.  Total 520.
    assert side(deal, 0).points("mixed_canastas") == 300
    assert side(deal, 0).total == 520


def test_all_four_red_threes_score_eight_hundred():
    deal = position(phase="play", hands=["9C", "", "", ""],
                melds=[{"K": "KC KD KH KS KC KD KH"}, {}], red_threes=["3H 3D", "", "3H 3D", ""])
    deal.apply("discard 9")
    assert side(deal, 0).points("red_threes") == 800


def test_red_threes_count_against_a_side_that_melded_nothing():
    deal = position(phase="play", hands=["9C", "4C", "", ""],
                melds=[{"K": "KC KD KH KS KC KD KH"}, {}], red_threes=["", "3H", "", ""])
    deal.apply("discard 9")
    # Them: no melds, so the red three is -100; 4C in hand is -5.  Total -105.
    assert side(deal, 1).points("red_threes") == -100
    assert side(deal, 1).total == -105


def test_concealed_going_out_scores_two_hundred_in_all():
    deal = position(phase="play",
                    hands=["9C 9D 9H 9S 9C 9D 9H 5S", "", "", ""])
    deal.apply("meld 9 9 9 9 9 9 9")
    deal.apply("discard 5")
    us = side(deal, 0)
    # 7×10 = 70 melded; natural canasta 500; going out 100 + concealed 100.  Total 770.
    assert us.points("going_out") + us.points("concealed") == 200
    assert us.total == 770


def test_totals_equal_the_sum_of_the_items():
    deal = four("9C", phase="play", melds=[{"K": "KC KD KH KS KC KD KH"}, {"5": "5C 5D 5H"}])
    deal.apply("discard 9")
    for s in score_deal(deal):
        assert s.total == sum(item.points for item in s.items)


def sheet(deal, number):
    return [(item.key, item.label, item.points) for item in side(deal, number).items]


def test_the_score_sheet_names_each_line_in_words_with_singular_and_plural():
    deal = position(phase="play",
                    melds=[{"K": "KC KD KH KS KC KD KH", "Q": "QC QD JK"}, {"5": "5C 5D 5H 2C"}],
                    red_threes=["3H", "3D", "", "3D"],
                    hands=["9C", "AC JK", "", "4C"])
    deal.apply("discard 9")
    assert sheet(deal, 0) == [
        ("melds", "cards melded", 140),
        ("natural_canastas", "1 natural canasta", 500),
        ("mixed_canastas", "0 mixed canastas", 0),
        ("red_threes", "1 red three", 100),
        ("going_out", "going out", 100),
        ("concealed", "going out concealed", 0),
        ("hand", "cards left in hand", 0),
    ]
    # Them: 3×5 + 20 = 35 melded; the cards left in hand are 20 + 50 + 5.
    assert sheet(deal, 1) == [
        ("melds", "cards melded", 35),
        ("natural_canastas", "0 natural canastas", 0),
        ("mixed_canastas", "0 mixed canastas", 0),
        ("red_threes", "2 red threes", 200),
        ("going_out", "going out", 0),
        ("concealed", "going out concealed", 0),
        ("hand", "cards left in hand", -75),
    ]


def test_two_mixed_canastas_make_one_line_of_six_hundred():
    deal = position(phase="play", hands=["9C", "", "", ""],
                    melds=[{"K": "KC KD KH KS KC 2D JK", "Q": "QC QD QH QS QC 2H 2S"}, {}])
    deal.apply("discard 9")
    assert ("mixed_canastas", "2 mixed canastas", 600) in sheet(deal, 0)
    assert side(deal, 0).points("mixed_canastas") == 600
