"""The standings: order and numbers from the store, and a picture that decodes as a real PNG."""

from __future__ import annotations

from render import theme
from render.standings import ROWS_SHOWN, StandingRow, Standings, standings_png
from tests.render.pngs import decode, share_of

from .conftest import ANN, BOB, CAT, DAN, EVE, NAMES, club, played, resigned


def row(rank: int, name: str, you: bool = False) -> StandingRow:
    return StandingRow(rank, name, 1100 - 10 * rank, 3, 2, 9000, 8000 + rank, 12, 0.25, you)


def table(rows) -> Standings:
    return Standings("Thursday Club", "Season 1 · Classic Canasta · to 5,000 · 9 rated matches",
                     "ends 30 Jun 2025", tuple(rows), footer="2 members yet to play this season.")


def test_the_standings_picture_is_a_png_that_grows_with_its_rows():
    few = decode(standings_png(table(row(r, f"Player {r}") for r in range(1, 4))))
    many = decode(standings_png(table(row(r, f"Player {r}") for r in range(1, 13))))
    assert 150 < few.height < many.height < 900


def test_the_asking_player_is_shown_even_below_the_top_rows():
    rows = [row(r, f"Player {r}") for r in range(1, ROWS_SHOWN + 6)]
    plain = decode(standings_png(table(rows)))
    rows[-1] = row(ROWS_SHOWN + 5, "Me", you=True)
    mine = decode(standings_png(table(rows)))
    assert mine.height > plain.height
    assert share_of(mine, theme.GOLD) > share_of(plain, theme.GOLD)


def test_an_empty_season_says_so_in_a_small_picture():
    empty = decode(standings_png(table(())))
    assert empty.height < 250


async def test_standings_are_ordered_by_rating_with_the_seasons_numbers(tables, leagues):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=BOB, seed="one")
    await resigned(tables, leagues, league, (ANN, BOB, CAT, DAN), loser=DAN, seed="two")
    final = await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="three")
    standings = await leagues.standings(league.id, you=BOB)
    assert [r.rating for r in standings.rows] == sorted((r.rating for r in standings.rows), reverse=True)
    assert standings.rows[0].rank == 1
    assert {r.name for r in standings.rows} == {NAMES[u] for u in (ANN, BOB, CAT, DAN)}
    ann = next(r for r in standings.rows if r.name == "Ann")
    assert ann.matches == 3 and ann.wins == 2 + (final.winner_team == 0)
    assert [r.you for r in standings.rows].count(True) == 1
    assert "3 rated matches" in standings.subtitle and "to 100" in standings.subtitle
    assert standings.footer.startswith("1 member yet to play this season")  # Eve
    decode(standings_png(standings))
