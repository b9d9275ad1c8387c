"""A flush's moves in one PostgreSQL statement of each kind: two trips to the server, not two a move.

A move writes two statements (``deals.append_action``): bump the deal's version if it is still the
one the player saw, and log the action. Sent one by one, a flush of N moves makes 2N trips to the
server while every other writer waits, and on a busy machine a trip costs a context switch or
more. :func:`write_bulk` sends each statement once for all the flush's moves, its rows as arrays
(``unnest``). A unit is taken only when it holds nothing but such statements, in that order; the
moves of a flush are of different tables (a table's lock is held until its move has committed),
so writing them side by side leaves what writing them one after another leaves. The version
check counts the rows bumped: one short, and the whole flush is undone and written again a unit
at a time, which then tells each unit whether it was the stale one. A flush of nothing but moves
is a single statement that commits on its own (:func:`write_moves_at_once`): one trip in all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import deals
from .batch import Applying
from .errors import StaleVersion

# each bulk statement's set form, in the order a unit must hold them; $n is the n-th column's array
_SET_FORMS = {
    deals.BUMP_VERSION: (
        "UPDATE deals AS d SET version = d.version + 1 "
        "FROM unnest($1::integer[], $2::integer[], $3::integer[]) AS u(table_id, number, version) "
        "WHERE d.table_id = u.table_id AND d.number = u.number AND d.version = u.version "
        "AND d.status = 'playing'"),
    deals.LOG_ACTION: (
        "INSERT INTO actions (table_id, deal_number, seq, seat, action, actor_id, computer_level, "
        "created_at) SELECT * FROM unnest($1::integer[], $2::integer[], $3::integer[], $4::integer[], "
        "$5::text[], $6::bigint[], $7::text[], $8::text[])"),
}
_RANK = {sql: rank for rank, sql in enumerate(_SET_FORMS)}
_WHOLE_MOVE = [deals.BUMP_VERSION, deals.LOG_ACTION]

# A flush of nothing but whole moves as one statement, which PostgreSQL commits on its own: one trip
# with its commit, against four (BEGIN, the two above, COMMIT). The versions are bumped in a
# data-modifying WITH, and the log's rows are inserted only if every one was bumped: otherwise the
# division by zero fails the statement, and with it every write it made.
_MOVES_AT_ONCE = (
    f"WITH bumped AS ({_SET_FORMS[deals.BUMP_VERSION]} RETURNING 1) "
    "INSERT INTO actions (table_id, deal_number, seq, seat, action, actor_id, computer_level, created_at) "
    "SELECT * FROM unnest($4::integer[], $5::integer[], $6::integer[], $7::integer[], $8::text[], "
    "$9::bigint[], $10::text[], $11::text[]) WHERE 1 / ((SELECT count(*) FROM bumped) = $12)::integer = 1")


def is_bulk(body: Any) -> bool:
    """Whether ``body`` is a unit of statements that all have a set form, in the set forms' order."""
    if not isinstance(body, Applying) or not body.statements:
        return False
    ranks = [_RANK.get(statement.sql) for statement in body.statements]
    return None not in ranks and len(set(ranks)) == len(ranks) and ranks == sorted(ranks)  # type: ignore[type-var]


def _rows_changed(status: str) -> int:
    return int(status.rsplit(" ", 1)[1])


async def write_bulk(conn, bodies: Sequence[Applying]) -> None:
    """Write the statements of ``bodies`` (each :func:`is_bulk`), one statement a kind, inside the
    caller's transaction; StaleVersion when a version check does not hold for every one of them."""
    for sql, set_form in _SET_FORMS.items():
        rows = [statement for body in bodies for statement in body.statements if statement.sql == sql]
        if not rows:
            continue
        columns = [list(column) for column in zip(*(statement.params for statement in rows), strict=True)]
        changed = _rows_changed(await conn.execute(set_form, *columns))
        stale = [statement for statement in rows if statement.stale is not None]
        if stale and changed != len(rows):
            raise StaleVersion(f"{len(rows) - changed} of {len(rows)} moves found their deal moved on")


def whole_moves(bodies: Sequence[Any]) -> bool:
    """Whether every one of ``bodies`` is a move and nothing more (a version bumped, an action logged)."""
    return all(isinstance(body, Applying) and [statement.sql for statement in body.statements] == _WHOLE_MOVE
               and body.statements[0].stale is not None for body in bodies)


async def write_moves_at_once(conn, bodies: Sequence[Applying]) -> None:
    """Write ``bodies`` (:func:`whole_moves`) in one statement, outside any transaction (it commits on its
    own); it fails, having written nothing, unless every move's version check holds."""
    bumps = [list(column) for column in zip(*(body.statements[0].params for body in bodies), strict=True)]
    logs = [list(column) for column in zip(*(body.statements[1].params for body in bodies), strict=True)]
    await conn.execute(_MOVES_AT_ONCE, *bumps, *logs, len(bodies))
