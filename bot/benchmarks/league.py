"""League speed: replaying a season's ratings, recording a match into a long season, standings and export.

Matches are real tables in a temporary SQLite file: opened, started and resigned through the
table service by members of one league (a resignation is the quickest way to finish a match),
with partners rotating over twelve players.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

GUILD, CHANNEL = 1, 10
PLAYERS = list(range(1001, 1013))


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000


async def _finished_table(tables, league_id: int, rng: random.Random) -> int:
    seats = rng.sample(PLAYERS, 4)
    info = await tables.create_table(GUILD, CHANNEL, seats[0], owner_name=f"p{seats[0]}", timer_s=0,
                                     target=500, league_id=league_id)
    for user in seats[1:]:
        await tables.join(info.id, user, name=f"p{user}")
    await tables.start_match(info.id, seats[0])
    await tables.resign(info.id, rng.choice(seats))
    return info.id


async def _measure(folder: Path, matches: int, timed: int) -> dict:
    from render.standings import standings_png

    from ..league.service import LeagueService
    from ..service import ServiceSettings, TableService

    tables = await TableService.open(folder / "league.db", ServiceSettings(computer_delay_s=0))
    try:
        leagues = LeagueService(tables.db)  # not attached: recording is timed by hand below
        league = await leagues.create(GUILD, CHANNEL, PLAYERS[0], "Bench", "classic", target=500,
                                      manager=True)
        for user in PLAYERS:
            await leagues.join(league.id, user, f"p{user}")
        rng = random.Random(7)
        for _ in range(matches):
            await leagues.record(await _finished_table(tables, league.id, rng))
        record_times = []
        for _ in range(timed):
            table_id = await _finished_table(tables, league.id, rng)
            started = time.perf_counter()
            await leagues.record(table_id)
            record_times.append(_ms(started))
        started = time.perf_counter()
        standings = await leagues.standings(league.id)
        standings_ms = _ms(started)
        started = time.perf_counter()
        png = await asyncio.to_thread(standings_png, standings)
        png_ms = _ms(started)
        started = time.perf_counter()
        _, csv_text = await leagues.export_csv(league.id)
        export_ms = _ms(started)
    finally:
        await tables.close()
        await tables.db.close()
    return {
        "season_matches": matches + timed,
        "record_match_p50_ms": round(statistics.median(record_times), 1),
        "standings_query_ms": round(standings_ms, 1),
        "standings_png_ms": round(png_ms, 1),
        "standings_png_kb": round(len(png) / 1024, 1),
        "export_csv_ms": round(export_ms, 1),
        "export_csv_kb": round(len(csv_text) / 1024, 1),
    }


def _rate_season_ms(matches: int) -> float:
    from ..league.ratings import RatedMatch, rate_season

    rng = random.Random(3)
    season = []
    for number in range(matches):
        seats = rng.sample(PLAYERS, 4)
        season.append(RatedMatch(number, ((seats[0], seats[2]), (seats[1], seats[3])),
                                 (rng.randrange(0, 6000), rng.randrange(0, 6000)), rng.randrange(2)))
    started = time.perf_counter()
    rate_season(season)
    return round(_ms(started), 1)


def measure(quick: bool = False) -> dict:
    matches, timed = (40, 5) if quick else (300, 20)
    with tempfile.TemporaryDirectory() as folder:
        figures = asyncio.run(_measure(Path(folder), matches, timed))
    figures["rate_season_1000_matches_ms"] = _rate_season_ms(1000)
    return figures
