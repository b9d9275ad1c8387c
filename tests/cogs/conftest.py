"""The table service the cog tests build on: a real SQLite file, computer players that never move
on their own (an hour's delay), so each test moves them as it needs."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.service import ServiceSettings, TableService


@pytest.fixture
async def service(tmp_path):
    service = await TableService.open(tmp_path / "canasta.db", ServiceSettings(computer_delay_s=3600),
                                      ThreadPoolExecutor(max_workers=1))
    yield service
    await service.close()
