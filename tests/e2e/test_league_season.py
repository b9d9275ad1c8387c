"""A short league end to end: the real bot process, the fake Discord, one SQLite file.

The server's owner creates a league with a low target (100, through the ``target`` option)
and four people join with ``/league join``. Matches for the league are opened through the
table service on the same database file while the bot is down (``/canasta new league:`` and
its lobby card are tested in tests/e2e/test_table_league.py), so the restarted bot records
them at start-up; the last match is left a few moves from its end and finished by the
players with ``/play`` through Discord, so the running bot records it as it ends. Then
``/league standings``, ``/league export``, ``/stats`` and ``/history`` show the season.
"""

from __future__ import annotations

import csv
import io
import re
import sqlite3
from concurrent.futures import ThreadPoolExecutor

import pytest
import pytest_asyncio

from bot.league.recording import recompute
from bot.service import ServiceSettings, TableService
from bot.storage import open_database, players
from tests.discord_fake.model import EPHEMERAL
from tests.e2e.tables import scripted_match, standings_reply
from tests.store import store_behind

pytestmark = pytest.mark.asyncio(loop_scope="module")

TARGET = 100
LAST_MOVES = 3  # played through Discord with /play


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def club(fake, bot):
    """The league "Club" in #club, created by the server's owner, with four members."""
    channel = fake.add_text_channel(fake.guild, "club")
    created = await fake.slash(fake.owner, "league", "create", channel=channel,
                               options={"name": "Club", "variant": "classic", "target": TARGET})
    assert created.original.content.startswith("League **Club** is open: Classic Canasta to 100, "
                                               f"tables in <#{channel.id}>")
    members = [fake.add_user(name) for name in ("ann", "bob", "cat", "dan")]
    for user in members:
        joined = await fake.slash(user, "league", "join", channel=channel)
        assert joined.original.flags & EPHEMERAL
        assert joined.original.content.startswith("You are a member of **Club**.")
    return channel, members


def league_rows(db_path) -> list[tuple]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute("SELECT name, target, channel_id, season_days FROM leagues").fetchall()


async def test_only_a_server_manager_may_create_or_change_a_league(fake, bot, club):
    channel, _ = club
    before = league_rows(bot.db_path)
    eve = fake.add_user("eve")
    for path, options in ((("create",), {"name": "Eve's", "variant": "classic"}),
                          (("settings",), {"target": 5000}), (("season", "new"), {})):
        refused = await fake.slash(eve, "league", *path, channel=channel, options=options)
        assert refused.original.flags & EPHEMERAL and refused.original.visible_to is eve
        assert "Only members with the Manage Server permission" in refused.original.content
    assert league_rows(bot.db_path) == before
    for anyone in (fake.owner, eve):  # seeing the settings needs no permission
        shown = await fake.slash(anyone, "league", "settings", channel=channel)
        assert shown.original.content.startswith("Settings for **Club**: Classic Canasta to 100")
    unknown = await fake.slash(eve, "league", "standings", channel=channel, options={"season": 3})
    assert unknown.original.visible_to is eve and unknown.original.content == "Club has seasons 1 to 1."


async def open_league_table(tables, guild_id, league_id, channel_id, people, seed, *, computer=False):
    """A started league table dealt from ``seed``, put in the place of the secret the service drew (as
    no person can: a table given a seed with ``/canasta new seed:`` is never rated)."""
    owner, *others = people
    info = await tables.create_table(guild_id, channel_id, owner.id,
                                     owner_name=owner.name, target=TARGET, timer_s=0, league_id=league_id)
    async with store_behind(tables).transaction() as tx:
        await tx.execute("UPDATE game_tables SET seed = ? WHERE id = ?", (seed, info.id))
    for user in others:
        await tables.join(info.id, user.id, name=user.name)
    if computer:
        await tables.add_computer(info.id, owner.id, "easy")
    await tables.start_match(info.id, owner.id)
    return info.id


async def play_moves(tables, table_id, by_seat, moves) -> None:
    for seat, move in moves:
        await tables.act(table_id, by_seat[seat].id, move)


async def test_a_short_league_is_played_and_its_standings_shown(fake, bot, club):
    channel, (ann, bob, cat, dan) = club
    await bot.stop()
    tables = await TableService.open(bot.db_path, ServiceSettings(computer_delay_s=0),
                                     ThreadPoolExecutor(max_workers=1))
    try:
        [(league_id,)] = await store_behind(tables).fetch_all("SELECT id FROM leagues")
        line_ups = [("one", (ann, bob, cat, dan)), ("two", (ann, cat, bob, dan))]
        for seed, people in line_ups:
            table_id = await open_league_table(tables, fake.guild.id, league_id, channel.id, people, seed)
            await play_moves(tables, table_id, people, scripted_match(TARGET, seed))
        unrated = await open_league_table(tables, fake.guild.id, league_id, channel.id, (ann, bob, cat),
                                          "bot", computer=True)
        await tables.resign(unrated, ann.id)
        last = scripted_match(TARGET, "three")
        live_people = (ann, dan, bob, cat)
        live = await open_league_table(tables, fake.guild.id, league_id, channel.id, live_people, "three")
        await play_moves(tables, live, live_people, last[:-LAST_MOVES])
    finally:
        await tables.close()
        await store_behind(tables).close()

    await bot.start()
    await bot.wait_event("league_match_recorded", rated="False")
    for seat, move in last[-LAST_MOVES:]:
        user = live_people[seat]
        played = await fake.slash(user, "play", channel=channel, options={"move": move})
        reply = await fake.reply(played, timeout=10)
        assert reply.visible_to is user and reply.content == f"You played **{move}**.", reply.content
    await bot.wait_event("league_match_recorded", table=live, rated="True", timeout=10)

    # The standings: the picture decodes, and its text repeats the order of the stored ratings.
    answer = await standings_reply(fake, bob, channel)
    db = await open_database(bot.db_path)
    try:
        [(season_id,)] = await db.fetch_all("SELECT id FROM league_seasons")
        expected = await recompute(db, season_id)
        names = await players.names(db, list(expected))
        wins = {row["user_id"]: row["n"] for row in await db.fetch_all(
            "SELECT user_id, SUM(won) AS n FROM league_match_players GROUP BY user_id")}
    finally:
        await db.close()
    lines = answer.content.splitlines()
    assert lines[0] == "**Club** · Season 1 · Classic Canasta · to 100 · 3 rated matches"
    shown = [re.match(r"(\d+)\. (\w+) \*\*([\d,]+)\*\* \((\d)–(\d)\)", line).groups() for line in lines[1:]]
    by_rating = sorted(expected.values(), key=lambda r: -r.display)
    assert [int(rating.replace(",", "")) for _, _, rating, _, _ in shown] == [r.display for r in by_rating]
    for _, name, rating, won, lost in shown:
        user = next(u for u, n in names.items() if n == name)
        assert int(rating.replace(",", "")) == expected[user].display
        assert (int(won), int(won) + int(lost)) == (wins[user], 3)
    assert sum(int(won) for _, _, _, won, _ in shown) == 6  # two winners in each of the three matches

    # The export: one line per player of each rated match, the unrated one left out.
    exported = await fake.slash(cat, "league", "export", channel=channel)
    export = await fake.reply(exported, timeout=10)
    [sheet] = export.attachments
    rows = list(csv.DictReader(io.StringIO(sheet.data.decode())))
    assert sheet.filename == "club-season-1.csv" and export.visible_to is cat
    assert len(rows) == 12 and str(unrated) not in {r["match"] for r in rows}
    assert {r["player"] for r in rows} == {"ann", "bob", "cat", "dan"}

    # /stats and /history for one member.
    stats = await fake.slash(dan, "stats", channel=channel, options={"user": ann})
    [field] = stats.original.embeds[0]["fields"]
    assert field["name"] == "Club · season 1"
    assert f"Rating **{expected[ann.id].display:,}**" in field["value"] and "3 matches" in field["value"]
    history = await fake.slash(ann, "history", channel=channel)
    text = history.original.embeds[0]["description"]
    assert text.count(f"(https://discord.com/channels/{fake.guild.id}/{channel.id})") == 4
    assert text.count("· rated in Club") == 3 and text.count("· unrated in Club") == 1
