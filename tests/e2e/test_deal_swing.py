"""After a deal, the table's thread names its biggest swing (a person's move the hard computer player
would have bettered by the most points) without showing the better move; ``/canasta review`` shows
that person the same decision, privately."""

from __future__ import annotations

import re

import pytest

from tests.e2e.tables import assert_no_hand_in_public, fill_and_start, open_table, play_deal

pytestmark = pytest.mark.asyncio(loop_scope="module")

SWING = re.compile(r"🔎 \*\*Deal 1's biggest swing\*\*: \*\*vic\*\*'s `(?P<played>[^`]+)` "
                   r"on turn (?P<turn>\d+), where the hard computer player finds a move about "
                   r"\*\*(?P<stake>[\d,]+)\*\* points better\. "
                   r"Only vic can see which, with `/canasta review deal:1`\.")
MISSED = re.compile(r"\*\*1\. Turn (?P<turn>\d+): `(?P<played>[^`]+)`\*\* cost about "
                    r"\*\*(?P<stake>[\d,]+)\*\* points \(± [\d,]+\) against `(?P<better>[^`]+)`\.")


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    return {"CANASTA_DEAL_SWINGS": "on"}


async def test_the_thread_names_the_deal_s_biggest_swing_and_the_review_shows_it_to_its_player(fake, bot):
    vic = fake.add_user("vic")
    table_id, card, thread = await open_table(fake, vic, variant="classic-2p", timer=0, seed="e2e-review")
    await fill_and_start(fake, vic, card, table_id, computers=("random",))
    await play_deal(fake, (vic,), table_id, thread)

    posted = await fake.wait_for(lambda: next((m for m in fake.messages_in(thread)
                                               if m.content.startswith("🔎")), None), timeout=120)
    swing = SWING.fullmatch(posted.content)
    assert swing, posted.content

    asked = await fake.slash(vic, "canasta", "review", options={"deal": 1}, channel=thread)
    reply = await fake.reply(asked, timeout=60)
    assert reply.ephemeral
    largest = MISSED.match(reply.content.splitlines()[1])
    assert largest, reply.content
    assert largest.group("turn", "played", "stake") == swing.group("turn", "played", "stake")
    assert f"`{largest['better']}`" not in posted.content
    assert_no_hand_in_public(fake)

