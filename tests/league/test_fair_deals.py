"""Fair deals: a rated match is dealt from a secret nobody sees before its end, a table given a seed is
practice and never rated, and rated matches play without hints unless their league allows them."""

from __future__ import annotations

import itertools
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.league.errors import LeagueError
from bot.service import ServiceError, TableService
from engine import Deal, variants
from engine.match import deal_seed

from .conftest import ANN, BOB, CAT, DAN, GUILD, NAMES, club

PEOPLE = (ANN, BOB, CAT, DAN)
RULES = variants.get("classic")
THREADS = itertools.count(1000)  # each table in a thread of its own


async def opened(tables, league, seats=PEOPLE, **options):
    """A lobby as ``/canasta new`` opens it (the service draws the deals' seed unless ``options`` give
    one), ``seats`` taken."""
    owner, *others = seats
    info = await tables.create_table(GUILD, next(THREADS), owner, owner_name=NAMES[owner], target=100,
                                     timer_s=0, options=options, league_id=league.id if league else None)
    for user in others:
        await tables.join(info.id, user, name=NAMES[user])
    return info


async def shown_to_people(tables, leagues, table_id: int) -> list[str]:
    """Everything the table's messages are drawn from, before its match ends: the table (lobby card,
    table message, its id), the league's notice, the table picture, the game record and score sheet."""
    info = await tables.get_table(table_id)
    shown = [str(table_id), repr(info), await leagues.rating_notice(table_id)]
    if info.status != "lobby":
        shown += [repr(await tables.public_view(table_id)), repr(await tables.action_log(table_id)),
                  repr(await tables.scores(table_id))]
    return shown


def seeds_in(texts: list[str]) -> set[str]:
    """Every seed those texts could hold: each whole text, and each word, number or quoted value in it."""
    found = set(texts)
    for text in texts:
        found.update(re.findall(r"[\w/-]+", text))
        found.update(re.findall(r"'([^']*)'", text))
    return found


def dealt_again(seed: str, dealer: int = 0) -> list[list[int]]:
    """The hands of a match's first deal as a match seed deals them (what ``canasta play --seed`` does)."""
    return [sorted(hand) for hand in Deal.new(RULES, seed=deal_seed(seed, 0), dealer=dealer).hands]


async def hands(tables, table_id: int, seats=PEOPLE) -> list[list[int]]:
    """Each seat's hand as its player sees it."""
    by_seat = {(await tables.get_table(table_id)).seat_of(user): user for user in seats}
    return [sorted((await tables.seat_view_for(table_id, by_seat[seat])).hand) for seat in range(len(seats))]


async def test_a_rated_match_cannot_be_dealt_again_from_anything_shown_before_it_ends(tables, leagues):
    league = await club(leagues)
    drawn = await opened(tables, league)
    given = await opened(tables, league, seed="my own shuffle")
    shown = {table.id: await shown_to_people(tables, leagues, table.id) for table in (drawn, given)}
    for table in (drawn, given):
        await tables.start_match(table.id, ANN)
    dealt = {table.id: await hands(tables, table.id) for table in (drawn, given)}
    checked = []
    for table_id in dealt:
        shown[table_id] += await shown_to_people(tables, leagues, table_id)
        if not shown[table_id][2].startswith("Rated for"):
            continue  # the league's word: this match will not count
        checked.append(table_id)
        candidates = seeds_in(shown[table_id])
        assert len(candidates) > 50
        for seed in candidates:
            assert dealt_again(seed) != dealt[table_id], f"table {table_id}'s hands follow {seed!r}"
            assert [sorted(h) for h in Deal.new(RULES, seed=seed).hands] != dealt[table_id]
    assert checked == [drawn.id]  # the table given a seed is not rated

    # Once the match is over its seed is told, for replays, and deals its cards again.
    assert (await tables.get_table(drawn.id)).seed is None
    await tables.resign(drawn.id, BOB)
    await tables.drain_events()
    over = await tables.get_table(drawn.id)
    assert over.status == "finished" and over.seed is not None and len(over.seed) >= 32
    assert dealt_again(over.seed) == dealt[drawn.id]
    assert await leagues.rating_notice(drawn.id) == (
        "Rated for **Thursday Club**: the result is in the standings.")


async def test_every_table_gets_a_secret_of_its_own_that_a_restart_keeps(tables, leagues, db_location):
    league = await club(leagues)
    first, second = await opened(tables, league), await opened(tables, None, (ANN, BOB, CAT, DAN))
    for table in (first, second):
        await tables.start_match(table.id, ANN)
    before = {table.id: await hands(tables, table.id) for table in (first, second)}
    assert before[first.id] != before[second.id]
    for table_id in before:  # nor is the table's id its seed, or any small number near it
        assert all(dealt_again(str(n)) != before[table_id] for n in range(table_id + 10))
    await tables.close()
    again = await TableService.open(db_location, tables.settings, ThreadPoolExecutor(max_workers=1))
    try:
        assert {table_id: await hands(again, table_id) for table_id in before} == before
    finally:
        await again.close()


async def test_a_table_given_a_seed_is_practice_never_rated_and_says_so(tables, leagues):
    league = await club(leagues)
    practice = await opened(tables, league, seed="42")
    assert practice.practice and practice.options["seed"] == "42"
    reason = "its deals follow a seed chosen when the table was opened, for practice"
    assert await leagues.rating_notice(practice.id) == f"Unrated for **Thursday Club**: {reason}."
    await tables.start_match(practice.id, ANN)
    assert await hands(tables, practice.id) == dealt_again("42")  # the seed still deals what it says
    hint = await tables.hint(practice.id, _to_move(await tables.get_table(practice.id)))
    assert hint.action  # an unrated table keeps the hints it asked for
    await tables.resign(practice.id, ANN)
    await tables.drain_events()
    recorded = await leagues.record(practice.id)
    assert recorded is not None and not recorded.rated
    assert await leagues.rating_notice(practice.id) == f"Unrated for **Thursday Club**: {reason}."

    friendly = await opened(tables, None, seed="42")
    assert (await leagues.rating_notice(friendly.id)).startswith("Practice deals: they follow the seed")
    plain = await opened(tables, None, (CAT, DAN))
    assert await leagues.rating_notice(plain.id) == ""


def _to_move(info) -> int:
    return info.seats[info.to_move].user_id


async def test_rated_matches_play_without_hints_unless_the_league_allows_them(tables, leagues):
    league = await club(leagues)
    rated = await opened(tables, league)
    assert rated.options["hints"]  # asked for, as /canasta new does by default
    assert (await leagues.rating_notice(rated.id)).endswith(". Rated matches play without hints.")
    await tables.start_match(rated.id, ANN)
    info = await tables.get_table(rated.id)
    assert not info.options["hints"]
    with pytest.raises(ServiceError, match="this match is rated, and its league plays rated matches "
                                           "without them"):
        await tables.hint(rated.id, _to_move(info))
    await tables.resign(rated.id, ANN)

    with pytest.raises(LeagueError, match="Manage Server"):
        await leagues.update_settings(league.id, manager=False, hints=True)
    allowing = await leagues.update_settings(league.id, manager=True, hints=True)
    assert allowing.hints
    helped = await opened(tables, allowing)
    assert (await leagues.rating_notice(helped.id)).endswith(
        ". Thursday Club allows hints in its rated matches.")
    await tables.start_match(helped.id, ANN)
    info = await tables.get_table(helped.id)
    assert info.options["hints"] and (await tables.hint(helped.id, _to_move(info))).action

    # The league turns hints off before that match ends: played with hints, it is not rated.
    await leagues.update_settings(league.id, manager=True, hints=False)
    await tables.resign(helped.id, BOB)
    await tables.drain_events()
    recorded = await leagues.record(helped.id)
    assert recorded is not None and not recorded.rated
    assert await leagues.rating_notice(helped.id) == (
        "Unrated for **Thursday Club**: hints were on, and Thursday Club's rated matches are played "
        "without them.")
    assert (await leagues.record(rated.id)).rated
