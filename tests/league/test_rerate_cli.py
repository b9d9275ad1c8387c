"""``canasta db rerate``: an admin's replay of every league season, run while the bot has the file open."""

from __future__ import annotations

import subprocess
import sys

from bot.storage import leagues as store
from tests.store import store_behind

from .conftest import ANN, BOB, CAT, DAN, EVE, club, played, resigned


async def test_a_re_rate_corrects_a_season_whose_ratings_went_astray(tables, leagues, db_location):
    league = await club(leagues, members=(ANN, BOB, CAT, DAN, EVE))
    await played(tables, leagues, league, (ANN, BOB, CAT, DAN), seed="a")
    await resigned(tables, leagues, league, (EVE, ANN, BOB, CAT), loser=ANN, seed="b")
    season = await leagues.current_season(league)
    kept = await store.ratings_of(store_behind(tables), season.id)
    async with store_behind(tables).transaction() as tx:
        await tx.execute("UPDATE league_ratings SET sigma = 1 WHERE user_id = ?", (BOB,))
    run = subprocess.run([sys.executable, "-m", "bot.cli", "db", "--db", str(db_location), "rerate"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "Thursday Club (server 1), season 1: 2 rated matches, ratings corrected" in run.stdout
    assert await store.ratings_of(store_behind(tables), season.id) == kept
    again = subprocess.run([sys.executable, "-m", "bot.cli", "db", "--db", str(db_location), "rerate"],
                           capture_output=True, text=True, timeout=60)
    assert "season 1: 2 rated matches, ratings unchanged" in again.stdout
