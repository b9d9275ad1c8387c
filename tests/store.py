"""The store behind a table service, for tests that write or read it directly (the bot never reaches it
so: ``tests/app/test_layers.py``)."""

from __future__ import annotations

from bot.service import TableService
from bot.storage import Database


def store_behind(service: TableService) -> Database:
    return service._db
