"""Fixtures for testing the fake Discord itself with a real discord.py client in the test's own loop."""

from __future__ import annotations

import pytest

from tests.discord_fake import FakeDiscord
from tests.discord_fake.in_process import connected_client


@pytest.fixture
async def fake():
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture
async def client(fake):
    async with connected_client(fake) as client:
        yield client
