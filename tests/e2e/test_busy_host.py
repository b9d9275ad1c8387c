"""A bot started on a busy machine, a CPU-burning process on each core: its first ``/canasta new``, its
first Start and what a person does as the first computer move begins are each answered within a second,
measured as Discord sees it (from sending the interaction to the bot's first response).

The worker processes of the computer players and of reviews start before the bot connects; a first
computer move that started them itself held the event loop, and every click waiting on it, for as
long as starting processes takes on a busy machine (a click waited up to 0.25 s at load 16 here, and
6 to 9 s at load 20 in issue 70's run). That the workers start before the connection is checked
without a clock in test_bot_processes.py; this is the one timed test: the bound is the requirement
(Discord gives up on an interaction after 3 s), not a measurement.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.e2e.tables import open_table, seats_text

pytestmark = pytest.mark.asyncio(loop_scope="module")

FIRST_ANSWER_S = 1.0


@pytest.fixture(scope="module")
def busy_cores():
    """A process burning CPU on each core, from before the bot starts to the module's end."""
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
               for _ in range(os.cpu_count() or 1)]
    yield len(burners)
    for burner in burners:
        burner.kill()
        burner.wait()


@pytest.fixture(scope="module")
def bot_env(busy_cores) -> dict[str, str]:
    """The bot of this module starts (and plays) with every core kept busy."""
    return {}


async def test_the_first_new_start_and_computer_move_are_answered_within_a_second(fake, bot):
    ann = fake.add_user("ann")
    table_id, card, _where = await open_table(fake, ann, variant="classic-2p", timer=0)
    new = card.interaction
    added = await fake.select(ann, card, f"canasta:t{table_id}:lobby:add", ["easy"])
    await fake.wait_for(lambda: "Computer " in seats_text(card))
    start = await fake.click(ann, card, f"canasta:t{table_id}:lobby:start")
    # The computer, in seat 1, moves first: its first move begins as Start is answered.
    during = await fake.slash(ann, "canasta", "rules", options={"variant": "classic"})
    await fake.wait_for(lambda: "**Playing**" in card.text())
    answers = {"new": new, "add a computer": added, "start": start, "while the computer moves": during}
    late = {name: round(ix.answer_delay, 2) for name, ix in answers.items()
            if ix.answer_delay > FIRST_ANSWER_S}
    assert late == {}, f"answered later than {FIRST_ANSWER_S} s: {late}"
