"""A league table end to end: ``/canasta new league:`` (and a league's channel) opens a table that
plays the league's game, its lobby card says before the start whether the match will be rated, four
members play it with ``/play``, and ``/league standings`` then ranks them from the recorded match."""

from __future__ import annotations

import re
import sqlite3

import pytest
import pytest_asyncio

from bot.league.recording import recompute
from bot.storage import open_database
from tests.discord_fake.model import EPHEMERAL
from tests.e2e.tables import (
    assert_no_hand_in_public,
    fill_and_start,
    next_mover,
    open_table,
    scripted_match,
    seats_text,
    standings_reply,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

TARGET = 100  # the lowest target a league may set, so one deal usually decides
SEED = "two"  # a shuffle whose scripted match below is short (19 moves), put in place of the drawn secret
NO_HINTS = "Rated matches play without hints."
SEAT = re.compile(r"Seat (\d): (\w+)")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def club(fake, bot):
    """The league "Club" (classic to 100) in #club, with four members."""
    channel = fake.add_text_channel(fake.guild, "club")
    created = await fake.slash(fake.owner, "league", "create", channel=channel,
                               options={"name": "Club", "variant": "classic", "target": TARGET})
    assert created.original.content.startswith("League **Club** is open")
    members = [fake.add_user(name) for name in ("ann", "bob", "cat", "dan")]
    for user in members:
        joined = await fake.slash(user, "league", "join", channel=channel)
        assert joined.original.content.startswith("You are a member of **Club**.")
    return channel, members


def query(db_path, sql: str, *args) -> list[tuple]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute(sql, args).fetchall()


def deal_from(db_path, table_id: int, seed: str) -> None:
    """Put ``seed`` in the place of the secret the bot drew for a table, so that the test knows its deals
    (as no person can: a table given a seed with ``/canasta new seed:`` is never rated)."""
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE game_tables SET seed = ? WHERE id = ?", (seed, table_id))


def notice(card) -> str:
    """The last line of the lobby card's description: the league's word on rating."""
    return card.embeds[0]["description"].splitlines()[-1]


async def test_bad_league_choices_are_refused_and_open_nothing(fake, bot, club):
    channel, (ann, *_) = club
    choices = await fake.autocomplete(ann, "canasta", "new", focused="league", options={"league": "cl"})
    assert choices == [{"name": "Club", "value": "Club"}]
    tables_before = query(bot.db_path, "SELECT COUNT(*) FROM game_tables")
    messages_before = len(fake.public_messages())
    refusals = {
        "Nope": ({}, "There is no league called 'Nope' here: leagues here are Club."),
        "Club": ({"variant": "classic-2p"}, "**Club** plays Classic Canasta, so its tables cannot play "
                 "Two-hand Canasta: leave out `variant`, or leave out `league` for a friendly table."),
        "club": ({"target": 5000}, "**Club**'s matches play to 100: leave out `target`, or leave out "
                 "`league` for a friendly table."),
    }
    for league, (options, text) in refusals.items():
        refused = await fake.slash(ann, "canasta", "new", options={"league": league, **options})
        assert refused.original.flags & EPHEMERAL and refused.original.visible_to is ann
        assert refused.original.content == text
    assert query(bot.db_path, "SELECT COUNT(*) FROM game_tables") == tables_before
    assert len(fake.public_messages()) == messages_before


async def test_a_table_opened_in_the_league_channel_or_its_thread_belongs_to_the_league(fake, bot, club):
    channel, (_, _, _, dan) = club
    [(league_id,)] = query(bot.db_path, "SELECT id FROM leagues WHERE name = 'Club'")

    # Another game in the league's channel is allowed, and its card says why it will not count.
    table_id, card, _ = await open_table(fake, dan, channel, variant="classic-2p", timer=0)
    assert notice(card) == ("Unrated for **Club**: Club plays Classic Canasta, and this table plays "
                            "Two-hand Canasta.")
    await fake.click(dan, card, f"canasta:t{table_id}:lobby:close")
    await fake.wait_for(lambda: "This table was closed." in card.text())

    # A table opened in a thread of the league's channel plays the league's game to its target.
    eve = fake.add_user("eve")
    side_room = await fake.add_thread(channel, "side room", owner=eve)
    other_id, other, _ = await open_table(fake, eve, side_room, timer=0)
    assert other.embeds[0]["title"] == f"Classic Canasta · table #{other_id}"
    assert "Target **100**" in other.embeds[0]["description"]
    assert notice(other) == "Unrated for **Club**: eve is not a member of Club (`/league join` first)."
    assert query(bot.db_path, "SELECT id, league_id, variant, target FROM game_tables WHERE id IN (?, ?)",
                 table_id, other_id) == [(table_id, league_id, "classic-2p", 5000),
                                         (other_id, league_id, "classic", TARGET)]

    # Joining the league while seated redraws the card at once; leaving again undoes it.
    await fake.slash(eve, "league", "join", channel=side_room)
    await fake.wait_for(lambda: notice(other).startswith("Rated for **Club**"))
    await fake.slash(eve, "league", "leave", channel=side_room)
    await fake.wait_for(lambda: notice(other).startswith("Unrated for **Club**: eve is not a member"))
    await fake.click(eve, other, f"canasta:t{other_id}:lobby:close")
    await fake.wait_for(lambda: "This table was closed." in other.text())


async def test_a_league_match_opened_with_the_league_option_is_rated_and_ranked(fake, bot, club):
    channel, (ann, bob, cat, dan) = club
    table_id, card, thread = await open_table(fake, ann, league="Club", timer=0)
    deal_from(bot.db_path, table_id, SEED)
    assert card.channel is fake.channel and thread.parent_id == fake.channel.id  # not the league channel
    assert card.embeds[0]["title"] == f"Classic Canasta · table #{table_id}"
    assert notice(card) == ("Rated for **Club** (season 1) once league members take the 3 empty seats. "
                            f"{NO_HINTS}")

    for user in (bob, cat, dan):
        await fake.click(user, card, f"canasta:t{table_id}:lobby:join")
        await fake.wait_for(lambda user=user: user.name in seats_text(card))
    rated = f"Rated for **Club** (season 1, to 100). {NO_HINTS}"
    await fake.wait_for(lambda: notice(card) == rated)

    # A computer in a seat makes the match unrated, and the card says so before the start.
    await fake.click(dan, card, f"canasta:t{table_id}:lobby:leave")
    await fake.wait_for(lambda: "dan" not in seats_text(card))
    await fake.select(ann, card, f"canasta:t{table_id}:lobby:add", ["random"])
    await fake.wait_for(lambda: "Computer" in seats_text(card))
    [computer_seat] = [seat for seat, name in SEAT.findall(seats_text(card)) if name == "Computer"]
    await fake.wait_for(lambda: notice(card) == f"Unrated for **Club**: Computer {computer_seat} (random) is "
                        "seated: rated matches are between people only.")
    await fake.select(ann, card, f"canasta:t{table_id}:lobby:remove", [str(int(computer_seat) - 1)])
    await fake.wait_for(lambda: "Computer" not in seats_text(card))
    await fake.click(dan, card, f"canasta:t{table_id}:lobby:join")
    await fake.wait_for(lambda: notice(card) == rated)

    people = {user.name: user for user in (ann, bob, cat, dan)}
    by_seat = {int(seat) - 1: people[name] for seat, name in SEAT.findall(seats_text(card))}
    assert len(by_seat) == 4
    await fake.click(ann, card, f"canasta:t{table_id}:lobby:start")
    await fake.wait_for(lambda: "**Playing**" in card.text() and notice(card) == rated)

    for seat, move in scripted_match(TARGET, SEED):
        user = by_seat[seat]
        played = await fake.slash(user, "play", channel=thread, options={"move": move})
        reply = await fake.reply(played, timeout=10)
        assert reply.visible_to is user and reply.content == f"You played **{move}**.", reply.content
    await bot.wait_event("league_match_recorded", table=table_id, rated="True", timeout=10)
    finished = "**Finished**"
    await fake.wait_for(lambda: finished in card.text() and notice(card).startswith("Rated for **Club**"))
    assert_no_hand_in_public(fake)

    # The recorded match in the SQLite file: rated, one line per player, the winners the table's.
    [(winner_team,)] = query(bot.db_path, "SELECT winner_team FROM game_tables WHERE id = ?", table_id)
    assert query(bot.db_path, "SELECT rated, reason FROM league_matches WHERE table_id = ?", table_id) == [
        (1, None)]
    players = query(bot.db_path, "SELECT seat, user_id, team, won FROM league_match_players WHERE "
                    "table_id = ? ORDER BY seat", table_id)
    assert [(seat, user) for seat, user, _, _ in players] == [(s, by_seat[s].id) for s in range(4)]
    assert all(won == (team == winner_team) for _, _, team, won in players)
    assert sorted(team for _, _, team, _ in players) == [0, 0, 1, 1]
    lines = {user: won for _, user, _, won in players}

    # The standings: the picture decodes, and the text ranks the four by their stored ratings.
    answer = await standings_reply(fake, bob, channel)
    db = await open_database(bot.db_path)
    try:
        [(season_id,)] = await db.fetch_all("SELECT id FROM league_seasons")
        expected = await recompute(db, season_id)
    finally:
        await db.close()
    head, *rows = answer.content.splitlines()
    assert head == "**Club** · Season 1 · Classic Canasta · to 100 · 1 rated match"
    shown = [re.fullmatch(r"(\d)\. (\w+) \*\*([\d,]+)\*\* \((\d)–(\d)\)", row).groups() for row in rows]
    assert sorted(name for _, name, *_ in shown) == ["ann", "bob", "cat", "dan"]
    for _, name, rating, won, lost in shown:
        user = people[name]
        assert int(rating.replace(",", "")) == expected[user.id].display
        assert (int(won), int(lost)) == (lines[user.id], 1 - lines[user.id])
    winners = [name for _, name, _, won, _ in shown if won == "1"]
    assert [name for _, name, *_ in shown][:2] == winners  # the two winners lead


async def test_a_table_given_a_seed_is_practice_and_a_rated_match_gives_no_hints(fake, bot, club):
    channel, (ann, bob, cat, dan) = club
    practice_id, practice, _ = await open_table(fake, ann, channel, timer=0, seed="my own shuffle")
    assert notice(practice) == ("Unrated for **Club**: its deals follow a seed chosen when the table was "
                                "opened, for practice.")
    await fake.click(ann, practice, f"canasta:t{practice_id}:lobby:close")
    await fake.wait_for(lambda: "This table was closed." in practice.text())
    friendly_id, friendly, _ = await open_table(fake, bob, timer=0, seed="my own shuffle")
    assert notice(friendly) == ("Practice deals: they follow the seed chosen when the table was opened, so "
                                "they are no secret.")
    await fake.click(bob, friendly, f"canasta:t{friendly_id}:lobby:close")
    await fake.wait_for(lambda: "This table was closed." in friendly.text())

    table_id, card, thread = await open_table(fake, cat, league="Club", timer=0)
    assert "hints on" in card.embeds[0]["description"]  # asked for, as by default
    await fill_and_start(fake, cat, card, table_id, joiners=(ann, bob, dan))
    assert notice(card) == f"Rated for **Club** (season 1, to 100). {NO_HINTS}"
    mover = await next_mover(fake, (ann, bob, cat, dan), table_id, thread)
    asked = await fake.reply(await fake.slash(mover, "canasta", "hint", channel=thread))
    assert asked.visible_to is mover and "this match is rated, and its league plays rated matches without " \
        "them" in asked.content, asked.content
    assert query(bot.db_path, "SELECT seed FROM game_tables WHERE id = ?", table_id)[0][0] not in card.text()
