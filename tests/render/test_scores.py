"""The score sheet: itemized sides, match totals, running totals, the winner, for 2, 3 and 4 players."""

from __future__ import annotations

import pytest

from engine.match import deal_result
from render import score_sheet_png, theme
from render.scores import team_seats
from tests.engine.positions import position

from .conftest import said
from .pngs import decode, share_of
from .positions import NAMES, finished_match


@pytest.mark.parametrize("variant, players", [("classic", 4), ("classic-2p", 2), ("classic-3p", 3)])
def test_score_sheet_is_a_png(texts, variant, players):
    match = finished_match(variant, seed=4)
    result = match.results[0]
    image = decode(score_sheet_png(result, NAMES[players], target=match.target))
    assert 250 <= image.height <= 900
    words = said(texts)
    assert words[0] == "Deal 1: scores" and f"Match to {match.target:,}" in words
    for side in result.sides:
        assert f"{side.total:+,}" in words
    for gain, total in zip(result.team_points, result.team_scores, strict=True):
        assert words.count(f"{total:,}") >= 1 and f"{gain:+,}" in words


def test_running_totals_and_winner_add_to_the_sheet():
    match = finished_match("classic", seed=4, target=1000, deals=3)
    assert match.is_over
    result = match.results[-1]
    history = [r.team_scores for r in match.results]
    plain = decode(score_sheet_png(result, NAMES[4]))
    full = decode(score_sheet_png(result, NAMES[4], match_scores=history, winner=match.winner, target=1000))
    assert full.height > plain.height
    assert share_of(plain, theme.GOLD) < share_of(full, theme.GOLD)


def test_sheet_depends_on_the_points():
    match = finished_match("classic", seed=4, deals=2)
    first, second = match.results
    assert score_sheet_png(first, NAMES[4]) != score_sheet_png(second, NAMES[4])


def test_teams_are_partnerships_in_four_hand():
    result = finished_match("classic", seed=4).results[0]
    assert team_seats(result, 4) == [(0, 2), (1, 3)]


def test_teams_are_single_players_in_three_hand():
    result = finished_match("classic-3p", seed=4).results[0]
    assert team_seats(result, 3) == [(0,), (1,), (2,)]


def test_team_names_must_match_the_teams(texts):
    result = finished_match("classic", seed=4).results[0]
    decode(score_sheet_png(result, NAMES[4], team_names=["North-South", "East-West"]))
    words = said(texts)
    assert "North-South" in words and "East-West" in words
    with pytest.raises(ValueError, match="3 team names for 2 teams"):
        score_sheet_png(result, NAMES[4], team_names=["a", "b", "c"])


def test_cubans_all_black_threes_line_is_drawn_for_the_side_that_scores_it(texts):
    deal = position("cuban", hands=["9C", "AC", "4S 7S", "JK 6H"], phase="play", turns=8,
                    melds=[{"K": "KC KD KH KS KC KD KH", "3": "3C 3S 3C"}, {"5": "5C 5D 5H 5S"}],
                    red_threes=["3H", "", "3S", ""], has_melded=[True] * 4)
    deal.apply("discard 9")
    decode(score_sheet_png(deal_result(deal), NAMES[4]))
    words = said(texts)
    row = words.index("All black threes")
    assert words[row + 1: row + 3] == ["80", "–"]  # 80 to the side holding all four, nothing to the other


def test_canasta_rows_take_the_variants_names_and_a_canastone_sheet_shows_its_lines(texts):
    ours = {"K": "KC KD KH KS KC KD KH", "Q": "QC QD QH QS QC QD JK", "A": "AC AD AH AS AC AD AH",
            "wild": "2C 2D 2H 2S 2C 2D 2H"}
    deal = position("canastone", hands=["5C", "AS 2S", "4S 7S", "6H 3S"], phase="play", melds=[ours, {}],
                    red_threes=["3H", "", "3D", ""])
    deal.apply("discard 5")
    decode(score_sheet_png(deal_result(deal), NAMES[4]))
    words = said(texts)
    for row in ("Clean canastas", "Dirty canastas", "Clean Aces canastas", "Twos canastas"):
        assert row in words
    row = words.index("Hand again, unopened")
    assert words[row + 1: row + 3] == ["–", "-50"]  # the unopened side's 50 in hand, counted again


def test_a_variants_counted_line_shows_each_sides_count_beside_its_points(texts):
    """Brazilian's short sequences: one row for both sides, each side's count beside its -1,000."""
    deal = position("brazilian", hands=["9C", "AC", "", "4C"], phase="play",
                    turn_state={"asker": 0, "permission": True, "must_go_out": True},
                    melds=[{"seqS": "4S 5S 6S 7S 8S 9S 10S", "K": "KC KD KH KS KC KD KH",
                            "seqH": "4H 5H 6H 7H"},
                           {"seqD": "4D 5D 6D", "seqC": "8C 9C 10C JC", "5": "5C 5D 5H"}])
    deal.apply("discard 9")
    decode(score_sheet_png(deal_result(deal), NAMES[4]))
    words = said(texts)
    sheet = " ".join(words)  # the row's name may take two lines
    assert sheet.count("Short sequences on the") == 1 and "table:" not in sheet
    assert "(1)" in words and "(2)" in words and words.count("-1,000") == 2
