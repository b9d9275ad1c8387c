"""``canasta bot`` on SIGTERM: it closes the bot and exits at once, even while discord.py is waiting out
a reconnect backoff because Discord is out of reach (a wait that SIGTERM alone does not end)."""

from __future__ import annotations

import asyncio
import os
import signal

from bot.cli.run_bot import run_until_signalled


class ReconnectingBot:
    """Stands in for the bot while Discord is out of reach: ``start`` waits to reconnect and does not
    return when the bot is closed, as discord.py's backoff sleep does not."""

    def __init__(self) -> None:
        self.waiting = asyncio.Event()
        self.closed = False

    async def __aenter__(self) -> ReconnectingBot:
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.close()

    async def start(self, token: str) -> None:
        self.waiting.set()
        await asyncio.Event().wait()

    async def close(self) -> None:
        self.closed = True


async def test_sigterm_during_a_reconnect_wait_closes_the_bot_and_exits_0():
    bot = ReconnectingBot()
    serving = asyncio.create_task(run_until_signalled(bot, "token"))
    await bot.waiting.wait()
    os.kill(os.getpid(), signal.SIGTERM)
    assert await asyncio.wait_for(serving, 10) == 0  # without the fix it never returns
    assert bot.closed
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL  # the handler is gone with the bot
