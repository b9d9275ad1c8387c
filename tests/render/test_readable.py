"""Every text of every picture is readable on a phone and inside the picture's margins, in every language.

The reading of "at least 12 px tall at a phone's 380 px": a picture shown 380 px wide has no font
smaller than 12 px, so no text is drawn with a font smaller than ``theme.MIN_TEXT`` px
(12 x 560 / 380, rounded up). Each text drawn on a picture is recorded with its font and its box.
"""

from __future__ import annotations

import dataclasses

import pytest

from engine import public_view, seat_view
from engine.match import deal_result
from i18n import speaking
from render import theme
from render.hand import hand_image, playable_ranks
from render.scores import score_sheet_image
from render.standings import StandingRow, Standings, standings_png
from render.table import table_image

from .conftest import Drawn
from .pngs import decode
from .positions import NAMES, finished_match, greedy, played, with_big_hand

LONG = "Ekaterina-Alexandrovna Konstantinopolskaya-Wolkenstein"


def check(texts: list[Drawn], image) -> None:
    assert texts
    for drawn in texts:
        assert drawn.size * theme.PHONE_WIDTH / image.width >= theme.PHONE_MIN_TEXT, drawn
        left, top, right, bottom = drawn.box
        assert left >= 0 and top >= 0 and right <= image.width - theme.PAD and bottom <= image.height, drawn
    for index, one in enumerate(texts):
        for other in texts[index + 1:]:
            assert not overlap(one.box, other.box), (one, other)
    texts.clear()


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("variant, players",
                         [("classic", 4), ("classic-2p", 2), ("classic-3p", 3), ("british", 4),
                          ("uruguay", 4), ("joker", 4), ("mexicana", 4), ("cuban", 4), ("samba", 4),
                          ("italian", 4),
                          ("chile", 4),
                          ("chile-wild", 4),
                          ("bolivia", 4), ("brazilian", 4), ("canastone", 4),
                          ("canastone-6p", 6), ("international", 4)])
def test_tables_and_hands_over_a_whole_deal(texts, variant, players):
    deal = played(variant, seed=3, turns=0)
    names = NAMES[players][:-1] + [LONG]
    while not deal.is_over:
        check(texts, table_image(public_view(deal), names))
        playable = playable_ranks(deal.legal_actions())
        check(texts, hand_image(seat_view(deal, deal.turn), names, playable))
        deal.apply(greedy(deal))
    check(texts, table_image(public_view(deal), names, deal_result(deal)))
    check(texts, hand_image(seat_view(deal, 0), names))


@pytest.mark.parametrize("language", ["es", "it", "pt_BR"])
@pytest.mark.parametrize("variant", ["bolivia", "italian", "canastone"])
def test_tables_and_hands_over_a_whole_deal_in_every_language(texts, variant, language):
    """Words longer than English's ("congelato", "necesita una escalera para cerrar") stay inside too."""
    with speaking(language):
        test_tables_and_hands_over_a_whole_deal(texts, variant, 4)


def test_a_forty_card_hand(texts):
    deal = with_big_hand(played("classic", seed=5, turns=6), seat=0)
    check(texts, hand_image(seat_view(deal, 0), NAMES[4], playable_ranks(deal.legal_actions())))


@pytest.mark.parametrize("variant, players", [("classic", 4), ("classic-3p", 3)])
def test_score_sheets_with_running_totals_a_winner_and_long_names(texts, variant, players):
    match = finished_match(variant, seed=4, target=3000, deals=12)
    history = [r.team_scores for r in match.results]
    names = NAMES[players][:-1] + [LONG]
    for number, result in enumerate(match.results):
        check(texts, score_sheet_image(result, names, match_scores=history[:number + 1], target=3000,
                                       winner=match.winner if number == len(history) - 1 else None))


@pytest.mark.parametrize("language", ["es", "it", "pt_BR"])
@pytest.mark.parametrize("variant, players", [("classic-3p", 3), ("chile", 4)])
def test_score_sheets_in_every_language(texts, variant, players, language):
    """Running totals over more deals than fit ("smazzata 12" is wider than "deal 12") included."""
    with speaking(language):
        test_score_sheets_with_running_totals_a_winner_and_long_names(texts, variant, players)


def test_a_long_team_name_is_wrapped_never_cut(texts):
    match = finished_match("classic", seed=4, target=3000, deals=12)
    history = [r.team_scores for r in match.results]
    image = score_sheet_image(match.results[-1], NAMES[4][:-1] + [LONG], match_scores=history,
                              target=3000, winner=match.winner)
    drawn = texts[:]
    check(texts, image)
    assert not any("…" in d.value for d in drawn)
    team = f"Bob & {LONG}"
    lines = [d for d in drawn if d.value.replace(" ", "") in team.replace(" ", "") and len(d.value) > 2]
    # the side's column heading, the match block and the running totals each spell the whole name
    spelled = "".join(d.value.replace(" ", "") for d in lines)
    assert spelled.count(LONG.replace(" ", "")) >= 3
    assert max(d.box[2] - d.box[0] for d in lines) <= image.width - 2 * theme.PAD


@pytest.mark.parametrize("language", ["en", "es", "it", "pt_BR"])
def test_league_standings(texts, language):
    rows = tuple(StandingRow(rank, f"Player {rank}", 1600 - 17 * rank, 12, 9, 61_250, 58_900 + rank, 14,
                             0.333, you=rank == 25) for rank in range(1, 26))
    standings = Standings("Thursday Club", "Season 2 · Classic Canasta · to 5,000 · 40 rated matches",
                          "ends 30 Jun 2025", rows, footer="3 members have not played yet this season.")
    with speaking(language):
        check(texts, decode(standings_png(standings)))
        check(texts, decode(standings_png(dataclasses.replace(standings, rows=()))))
