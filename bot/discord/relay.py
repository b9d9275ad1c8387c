"""Direct-message interactions handed to the process that runs their table, when shards are split.

Discord sends a server's interactions to that server's shard, so they reach the process that runs
its tables; but it sends every interaction in a direct message (a hand panel's buttons, ``/play``
there) to shard 0. The process of shard 0 finds the table such an interaction is about: the one its
custom id names (``canasta:t12:...``), the ``table`` option of a command, or else the user's only open
table; when another process runs it, the interaction is handed over through the database
(:mod:`bot.storage.relayed`) and that process handles it as if Discord had sent it there, answering
through Discord's REST API with the interaction's token. Interactions that name no table, or a table
of this process, are handled here as usual. A hand-over nobody takes within two seconds (its process
is down or restarting) is taken back and answered here, privately, before Discord's three seconds
run out, so the player learns to try again rather than seeing "This interaction failed".

The hook is discord.py's parser of INTERACTION_CREATE events (``ConnectionState.parsers``): the one
place every interaction passes before discord.py builds its objects.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

from ..core import logs
from ..core.shards import Shards, shard_of
from ..storage import open_tables, relayed, tables

log = logging.getLogger("canasta.relay")

EVENT = "INTERACTION_CREATE"
COMMAND, COMPONENT, AUTOCOMPLETE, MODAL = 2, 3, 4, 5  # Discord's interaction types
TABLE_IN_CUSTOM_ID = re.compile(r"canasta:t(\d+):")
ANSWERABLE_S = 3.0  # Discord's time for the first answer to an interaction: older ones are dropped
UNTAKEN_S = 2.0  # a hand-over not taken by then is taken back and answered here (its process is down)


def _options(options: list[dict]) -> Iterator[dict]:
    """Every option of a command, those of its subcommands included."""
    for option in options:
        yield option
        yield from _options(option.get("options") or [])


def named_table(data: dict) -> int | None:
    """The table an interaction names: in its custom id, or as a command's ``table`` option."""
    inner = data.get("data") or {}
    if data.get("type") in (COMPONENT, MODAL):
        match = TABLE_IN_CUSTOM_ID.match(str(inner.get("custom_id", "")))
        return int(match[1]) if match else None
    if data.get("type") in (COMMAND, AUTOCOMPLETE):
        for option in _options(inner.get("options") or []):
            value = option.get("value")
            if option.get("name") == "table" and not option.get("focused") and isinstance(value, int):
                return value
    return None


class InteractionRelay:
    """Hands this process's direct-message interactions about other processes' tables to them, and
    handles those other processes hand to it (see the module docstring)."""

    def __init__(self, parsers: dict[str, Callable[[Any], Any]], db, shards: Shards,
                 unanswered: Callable[[dict, int], Awaitable[None]]) -> None:
        self._parsers = parsers
        self._parse = parsers[EVENT]  # discord.py's own parser
        self._unanswered = unanswered  # answers an interaction whose table's process is down (table id)
        self._db = db
        self._shards = shards
        self._guilds: dict[int, int] = {}  # table id -> its server
        self._tasks: set[asyncio.Task] = set()
        self._listening = None
        self._taking: asyncio.Task | None = None
        self._take_again = False

    async def start(self) -> None:
        """Listen for interactions handed to this process's shards, and route the direct-message
        interactions Discord sends here."""
        assert self._shards.ids is not None, "a process that runs every shard has nobody to relay to"
        self._listening = await self._db.listen([relayed.channel(s) for s in self._shards.ids], self._wake)
        self._parsers[EVENT] = self._from_discord

    async def close(self) -> None:
        self._parsers[EVENT] = self._parse
        if self._listening is not None:
            await self._listening.close()
        running = [*self._tasks, *([self._taking] if self._taking else [])]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    # ------------------------------------------------------------------ from Discord

    def _from_discord(self, data: dict) -> None:
        if data.get("guild_id") is not None:  # a server's interaction: Discord sent it to its shard
            self._parse(data)
            return
        task = asyncio.get_running_loop().create_task(self._route(data))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _route(self, data: dict) -> None:
        try:
            table_id = await self._table_of(data)
            guild_id = None if table_id is None else await self._guild_of(table_id)
        except Exception:  # the database out of reach: this process answers as well as it can
            logs.event(log, "interaction_not_routed", level=logging.WARNING, exc_info=True,
                       interaction=data.get("id"))
            table_id = guild_id = None
        if table_id is None or guild_id is None or self._shards.owns(guild_id):
            self._parse(data)
            return
        shard = shard_of(guild_id, self._shards.count or 1)
        try:
            sent = await relayed.send(self._db, shard, json.dumps(data))
        except Exception:  # the hand-over failed: the player gets this process's best answer
            logs.event(log, "interaction_not_relayed", level=logging.WARNING, exc_info=True,
                       interaction=data.get("id"), table=table_id, shard=shard)
            self._parse(data)
            return
        logs.event(log, "interaction_relayed", interaction=data.get("id"), table=table_id, shard=shard)
        await asyncio.sleep(UNTAKEN_S)
        if await relayed.withdraw(self._db, sent):
            logs.event(log, "relayed_interaction_untaken", level=logging.WARNING, interaction=data.get("id"),
                       table=table_id, shard=shard)
            await self._unanswered(data, table_id)

    async def _table_of(self, data: dict) -> int | None:
        """The table the interaction is about: the one it names, or else the user's only open table."""
        table_id = named_table(data)
        if table_id is None and data.get("type") in (COMMAND, AUTOCOMPLETE):
            user = (data.get("user") or {}).get("id")
            mine = await open_tables.of_user(self._db, int(user)) if user else []
            table_id = mine[0] if len(mine) == 1 else None
        return table_id

    async def _guild_of(self, table_id: int) -> int | None:
        if table_id not in self._guilds:
            row = await tables.get(self._db, table_id)
            if row is None:
                return None
            self._guilds[table_id] = row.guild_id  # a table never moves to another server
        return self._guilds[table_id]

    # ------------------------------------------------------------------ from the other processes

    def _wake(self) -> None:
        """A NOTIFY arrived (or listening began): take what waits, once more if a take is running."""
        if self._taking is not None and not self._taking.done():
            self._take_again = True
            return
        self._taking = asyncio.get_running_loop().create_task(self._take())

    async def _take(self) -> None:
        self._take_again = True
        while self._take_again:
            self._take_again = False
            try:
                waiting = await relayed.take(self._db, self._shards.ids or ())
            except Exception:
                logs.event(log, "relayed_interactions_not_taken", level=logging.ERROR, exc_info=True)
                return
            for payload, sent_at in waiting:
                data = json.loads(payload)
                age = time.time() - sent_at
                if age > ANSWERABLE_S:
                    logs.event(log, "relayed_interaction_expired", level=logging.WARNING,
                               interaction=data.get("id"), age_s=round(age, 1))
                    continue
                logs.event(log, "relayed_interaction_taken", interaction=data.get("id"))
                self._parse(data)
