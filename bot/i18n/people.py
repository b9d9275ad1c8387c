"""The language each person speaks, from their interactions, for the messages the bot sends them unasked.

Discord gives a person's language only with their interactions; the bot keeps the latest in the
store (``bot.storage.languages``) so that their hand in direct messages, sent when their turn comes,
is in it, after a restart too. A person the bot has not heard from yet is written to in English.
"""

from __future__ import annotations

import asyncio
import logging

from i18n import SOURCE

from ..core import logs
from ..storage import languages

log = logging.getLogger("canasta.i18n")


class PeoplesLanguages:
    def __init__(self, db) -> None:
        self._db = db
        self._known: dict[int, str] = {}  # user id -> language, as stored
        self._writes: set[asyncio.Task] = set()

    def heard(self, user_id: int, language: str) -> None:
        """A person's interaction arrived in ``language``: store it when it is new (off the caller's way)."""
        if self._known.get(user_id) == language:
            return
        self._known[user_id] = language
        task = asyncio.get_running_loop().create_task(self._store(user_id, language))
        self._writes.add(task)
        task.add_done_callback(self._writes.discard)

    async def _store(self, user_id: int, language: str) -> None:
        try:
            await languages.remember(self._db, user_id, language)
        except Exception:  # the next interaction tries again; meanwhile the language is known here
            self._known.pop(user_id, None)
            logs.event(log, "language_not_stored", level=logging.WARNING, exc_info=True, user=user_id)

    async def of(self, user_id: int) -> str:
        """The person's language (English until they have used the bot)."""
        if user_id not in self._known:
            self._known[user_id] = await languages.of(self._db, user_id) or SOURCE
        return self._known[user_id]

    async def close(self) -> None:
        """Let the writes under way finish."""
        await asyncio.gather(*self._writes, return_exceptions=True)
