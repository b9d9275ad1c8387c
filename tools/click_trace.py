"""Traces one click of a hand panel's Draw button through the real bot, for the layering figures of
docs/architecture.md: which of the project's modules it enters, how often it crosses from one module
into another, and how often a call goes back up a layer (storage or the engine calling the service,
the service calling discord_ui or the cogs, discord_ui calling the cogs).

It runs ``canasta bot`` against the fake Discord of tests/discord_fake with two people at a Classic
table for two; the bot process loads a profiler (a ``sitecustomize`` this tool writes) that records,
between two signals, the first entry of every function of the project in the event loop's thread
with the nearest project function above it. The window opens before the click and closes once the
panel and the table's picture have settled, so it holds everything the click sets going. Run from
the root of a checkout (any revision whose tests hold the fake), e.g. side by side with an older one:

    python tools/click_trace.py [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))

from tests.discord_fake import BotProcess, FakeDiscord  # noqa: E402
from tests.e2e.conftest import FAST  # noqa: E402
from tests.e2e.tables import dm_panel, fill_and_start, next_mover, open_table, turn_controls  # noqa: E402

# Layers from the bottom: what a call from a lower one into a higher one is a call back up.
# (5e347ff's bot.batching, bot.logs, bot.errors and bot.shards are today's bot.core.)
LAYERS = (("engine", "render", "i18n", "bot.i18n", "bot.storage", "bot.core", "bot.batching", "bot.logs",
           "bot.errors", "bot.shards"),
          ("bot.service", "bot.league", "bot.discord.state"), ("discord_ui",), ("cogs",),
          ("bot.discord", "bot.cli", "bot"))
BOT_SIDE = ("bot", "cogs", "discord_ui")  # the figures of the issue: the engine and pictures left out
BACKGROUND = ("bot.core.loop_lag",)  # what runs in the window whatever is clicked (the watchdog's ticks)
PROJECT = ("engine", "render", "i18n", "bot", "cogs", "discord_ui")
SETTLE_S = 1.5  # quiet time after the panel's edit before the window closes

PROFILER = '''
import json, os, signal, sys
_OUT = os.environ.get("CANASTA_CLICK_TRACE")
_PROJECT = %r
if _OUT:
    _seen, _calls = {}, []

    def _project(frame):
        name = frame.f_globals.get("__name__", "")
        return name if name.split(".")[0] in _PROJECT else None

    def _profile(frame, event, arg):
        if event != "call" or id(frame) in _seen:  # a coroutine resumed is not a new entry
            return
        callee = _project(frame)
        if callee is None:
            return
        _seen[id(frame)] = frame
        caller, back = None, frame.f_back
        while back is not None and caller is None:
            caller, back = _project(back), back.f_back
        _calls.append((caller, callee, frame.f_code.co_qualname))

    def _open(signum, stack):
        sys.setprofile(_profile)

    def _close(signum, stack):
        sys.setprofile(None)
        with open(_OUT, "w") as out:
            json.dump(_calls, out)

    signal.signal(signal.SIGUSR1, _open)
    signal.signal(signal.SIGUSR2, _close)
'''


def _within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def layer(module: str | None) -> int | None:
    """The layer of ``module`` (0 the lowest; the first listed prefix that holds it), None outside."""
    if module is None:
        return None
    return next((height for height, prefixes in enumerate(LAYERS) if _within(module, prefixes)), None)


def summary(calls: list[tuple[str | None, str, str]]) -> dict:
    """The trace's figures for the bot's side: modules entered, crossings from one module into another
    (the engine's and the pictures' calls left out, each entry into them counted once), calls back up a
    layer, and calls into the service from above it."""
    calls = [(caller, callee, name) for caller, callee, name in calls if not _within(callee, BACKGROUND)
             and (_within(callee, BOT_SIDE) or (caller is not None and _within(caller, BOT_SIDE)))]
    crossings = [(caller, callee) for caller, callee, _ in calls if caller != callee]
    upward = Counter(f"{caller} -> {callee}" for caller, callee in crossings if _rises(caller, callee))
    into_service = sum(1 for caller, callee in crossings if layer(callee) == 1 and layer(caller) != 1)
    return {"functions_entered": len(calls), "modules_entered": len({callee for _, callee, _ in calls}),
            "module_crossings": len(crossings), "calls_back_up_a_layer": sum(upward.values()),
            "service_calls": into_service, "upward": dict(upward.most_common())}


def _rises(caller: str | None, callee: str) -> bool:
    low, high = layer(caller), layer(callee)
    return low is not None and high is not None and low < high


async def trace(workdir: Path) -> list:
    hooks = workdir / "hooks"
    hooks.mkdir()
    (hooks / "sitecustomize.py").write_text(PROFILER % (PROJECT,))
    out = workdir / "trace.json"
    async with FakeDiscord() as fake:
        code, output = await BotProcess(fake, workdir, env=dict(FAST)).run_command("sync")
        if code != 0:
            raise SystemExit(f"canasta sync failed:\n{output}")
        path = os.pathsep.join(filter(None, (str(hooks), str(Path.cwd()), os.environ.get("PYTHONPATH"))))
        bot = BotProcess(fake, workdir, env=FAST | {"PYTHONPATH": path, "CANASTA_CLICK_TRACE": str(out)})
        await bot.start()
        assert bot.process is not None
        try:
            ann, ben = fake.add_user("ann"), fake.add_user("ben")
            table_id, card, thread = await open_table(fake, ann, variant="classic-2p", timer=0, seed="trace")
            await fill_and_start(fake, ann, card, table_id, joiners=(ben,))
            user = await next_mover(fake, (ann, ben), table_id, thread)
            panel = dm_panel(fake, user, table_id)
            await _settled(fake)
            os.kill(bot.process.pid, signal.SIGUSR1)
            await asyncio.sleep(0.2)
            edits = len(panel.versions)
            await fake.click(user, panel, turn_controls(panel)["draw"]["custom_id"])
            await fake.wait_for(lambda: len(panel.versions) > edits, 10)
            await _settled(fake)
            os.kill(bot.process.pid, signal.SIGUSR2)
            await fake.wait_for(out.exists, 10)
        finally:
            await bot.stop()
    await asyncio.sleep(0.2)  # the file is written whole before the bot goes on
    return json.loads(out.read_text())


async def _settled(fake: FakeDiscord) -> None:
    """Wait until the fake has seen no request for ``SETTLE_S``."""
    count = -1
    while count != len(fake.requests):
        count = len(fake.requests)
        await asyncio.sleep(SETTLE_S)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="every call as well (caller, callee, function)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        calls = asyncio.run(trace(Path(folder)))
    found = summary([tuple(call) for call in calls])
    if args.json:
        found["calls"] = calls
    print(json.dumps(found, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
