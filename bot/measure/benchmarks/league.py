"""League speed: recording a match into a season of a given size, standings, history, stats and export.

Matches are real tables in a temporary SQLite file: opened, started and resigned through the table
service by members of one league (a resignation is the quickest way to finish a match), with
partners rotating over twelve players. The season before the timed matches is one such table
recorded by the league, then copied in SQL (its table row, seats, deals and scores, its player lines
with other players) as many times as the season size asks, the season re-rated and totals added up over
all of them: what recording that many tables would leave, without playing them one by one. The timed
matches come last in the season, as new matches do.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from .figures import largest, median

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


async def _copies(db, template: int, count: int, rng: random.Random) -> None:
    """``count`` copies of the recorded league table ``template``, finishing a millisecond apart before
    it, each among four players drawn from the twelve (partners as the draw seats them)."""
    table = dict(await db.fetch_one("SELECT * FROM game_tables WHERE id = ?", (template,)))
    children = {name: [dict(row) for row in await db.fetch_all(
        f"SELECT * FROM {name} WHERE table_id = ?", (template,))] for name in ("deals", "deal_scores")}
    seats = [dict(row) for row in await db.fetch_all("SELECT * FROM seats WHERE table_id = ?", (template,))]
    lines = [dict(row) for row in await db.fetch_all(
        "SELECT * FROM league_match_players WHERE table_id = ?", (template,))]
    match = dict(await db.fetch_one("SELECT * FROM league_matches WHERE table_id = ?", (template,)))
    first = (await db.fetch_one("SELECT MAX(id) AS id FROM game_tables"))["id"] + 1
    finished = datetime.fromisoformat(table["finished_at"])
    rows: dict[str, list[dict]] = {name: [] for name in ("game_tables", "seats", "deals", "deal_scores",
                                                          "league_matches", "league_match_players")}
    for number in range(count):
        table_id = first + number
        at = (finished - timedelta(milliseconds=count - number)).isoformat(timespec="milliseconds")
        who = dict(zip((seat["user_id"] for seat in seats), rng.sample(PLAYERS, len(seats)), strict=True))
        rows["game_tables"].append(table | {"id": table_id, "channel_id": table_id, "finished_at": at})
        rows["seats"] += [seat | {"table_id": table_id, "user_id": who[seat["user_id"]]} for seat in seats]
        for name in ("deals", "deal_scores"):
            rows[name] += [row | {"table_id": table_id} for row in children[name]]
        rows["league_matches"].append(match | {"table_id": table_id, "finished_at": at})
        rows["league_match_players"] += [line | {"table_id": table_id, "user_id": who[line["user_id"]]}
                                         for line in lines]
    async with db.transaction() as tx:
        for name, written in rows.items():
            if written:
                columns = list(written[0])
                await tx.executemany(
                    f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
                    [tuple(row[c] for c in columns) for row in written])


async def _timed(coroutine) -> tuple[object, float]:
    started = time.perf_counter()
    result = await coroutine
    return result, _ms(started)


async def _measure(folder: Path, season: int, timed: int) -> dict:
    from render.standings import standings_png

    from ...league.recording import rerate
    from ...league.service import LeagueService
    from ...service import ServiceSettings, TableService
    from ...storage import leagues as stored
    from ...storage import open_database

    db = await open_database(folder / "league.db")
    tables = TableService(db, ServiceSettings(computer_delay_s=0))  # a new file: no table to resume
    try:
        leagues = LeagueService(db)  # not attached: recording is timed by hand below
        league = await leagues.create(GUILD, CHANNEL, PLAYERS[0], "Bench", "classic", target=500,
                                      manager=True)
        for user in PLAYERS:
            await leagues.join(league.id, user, f"p{user}")
        rng = random.Random(7)
        started = time.perf_counter()
        template = await _finished_table(tables, league.id, rng)
        await leagues.record(template)
        await _copies(db, template, season - 1, rng)
        season_id = (await leagues.current_season(league)).id
        await rerate(db, season_id)
        async with db.transaction() as tx:
            await stored.total_again(tx, season_id)
        setup_s = time.perf_counter() - started
        record_times = []
        for _ in range(timed):
            table_id = await _finished_table(tables, league.id, rng)
            record_times.append((await _timed(leagues.record(table_id)))[1])
        standings, standings_ms = await _timed(leagues.standings(league.id))
        _, history_league_ms = await _timed(leagues.history(GUILD, league_id=league.id, you=PLAYERS[0]))
        _, history_player_ms = await _timed(leagues.history(GUILD, user_id=PLAYERS[0]))
        _, stats_ms = await _timed(leagues.stats(GUILD, PLAYERS[0]))
        (_, csv_text), export_ms = await _timed(leagues.export_csv(league.id))
        png, png_ms = await _timed(asyncio.to_thread(standings_png, standings))
        counted = await stored.count_rated(db, season_id)
    finally:
        await tables.close()
        await db.close()
    return {
        "season_matches": counted,
        "season_setup_s": round(setup_s, 1),
        "record_match_p50_ms": median(record_times, 1),
        "record_match_max_ms": largest(record_times, 1),
        "record_match_samples": len(record_times),
        "standings_query_ms": round(standings_ms, 1),
        "history_league_ms": round(history_league_ms, 1),
        "history_player_ms": round(history_player_ms, 1),
        "stats_ms": round(stats_ms, 1),
        "standings_png_ms": round(png_ms, 1),
        "standings_png_kb": round(len(png) / 1024, 1),
        "export_csv_ms": round(export_ms, 1),
        "export_csv_kb": round(len(csv_text) / 1024, 1),
    }


def _rate_season_ms(matches: int) -> float:
    from ...league.ratings import RatedMatch, rate_season

    rng = random.Random(3)
    season = []
    for number in range(matches):
        seats = rng.sample(PLAYERS, 4)
        season.append(RatedMatch(number, ((seats[0], seats[2]), (seats[1], seats[3])),
                                 (rng.randrange(0, 6000), rng.randrange(0, 6000)), rng.randrange(2)))
    started = time.perf_counter()
    rate_season(season)
    return round(_ms(started), 1)


def measure(quick: bool = False, season: int | None = None) -> dict:
    """The league figures for a season of ``season`` matches before the timed ones (default 300;
    40 with ``quick``)."""
    season, timed = season or (40 if quick else 300), 5 if quick else 20
    with tempfile.TemporaryDirectory() as folder:
        figures = asyncio.run(_measure(Path(folder), season, timed))
    figures["rate_season_1000_matches_ms"] = _rate_season_ms(1000)
    return figures
