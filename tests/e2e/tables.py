"""Helpers for end-to-end table tests: open a table, find its messages, read and use a hand panel the way
a person would, and the privacy checks every table test ends with."""

from __future__ import annotations

import io
import random
import re

from PIL import Image

from engine import Match, variants
from tests.discord_fake import Channel, FakeDiscord, Message, User, limits
from tests.discord_fake.model import DM, EPHEMERAL
from tests.render.pngs import decode

TABLE_ID = re.compile(r"canasta:t(\d+):")
TURN = re.compile(r"canasta:t\d+:k\d+\.\d+:(?:pick:)?([\w-]+)$")
PUBLIC_PICTURES = ("table-", "scores-")


def table_id_of(message: Message) -> int:
    return int(TABLE_ID.match(next(iter(message.components_by_id()))).group(1))


async def open_table(fake: FakeDiscord, owner: User, channel: Channel | None = None,
                     **options) -> tuple[int, Message, Channel]:
    """``/canasta new`` with ``options`` (in ``channel``, default the fake's); the table id, its lobby
    card and the channel it plays in."""
    interaction = await fake.slash(owner, "canasta", "new", options=options, channel=channel)
    card = await fake.wait_for(lambda: interaction.original if interaction.original is not None
                               and interaction.original.components else None)
    table_id = table_id_of(card)
    where = fake.find_channel(card.id) or card.channel  # the thread started from the card, if any
    return table_id, card, where


async def fill_and_start(fake: FakeDiscord, owner: User, card: Message, table_id: int, *,
                         joiners: tuple[User, ...] = (), computers: tuple[str, ...] = ()) -> None:
    for user in joiners:
        await fake.click(user, card, f"canasta:t{table_id}:lobby:join")
        await fake.wait_for(lambda user=user: user.name in seats_text(card))
    for level in computers:
        seated = seats_text(card).count("Computer ")
        await fake.select(owner, card, f"canasta:t{table_id}:lobby:add", [level])
        await fake.wait_for(lambda seated=seated: seats_text(card).count("Computer ") > seated)
    start = f"canasta:t{table_id}:lobby:start"
    await fake.wait_for(lambda: not card.components_by_id()[start].get("disabled"))
    await fake.click(owner, card, start)
    await fake.wait_for(lambda: "**Playing**" in card.text())


def seats_text(card: Message) -> str:
    """Who sits where, as the lobby card lists it."""
    return "\n".join(field["value"] for field in card.embeds[0].get("fields", []))


def hand_messages(fake: FakeDiscord, user: User, table_id: int) -> list[Message]:
    """The user's hand panels for the table in their DMs, oldest first."""
    return [m for m in fake.dms_of(user) if m.embeds and m.embeds[0].get("title", "").startswith("Your hand")
            and f"table #{table_id}" in m.embeds[0]["title"]]


def dm_panel(fake: FakeDiscord, user: User, table_id: int) -> Message | None:
    found = hand_messages(fake, user, table_id)
    return found[-1] if found else None


def turn_controls(message: Message | None) -> dict[str, dict]:
    """The panel's turn controls by what they do (draw, take, yes, meld, discard, type, ...)."""
    if message is None:
        return {}
    found = {}
    for custom_id, component in message.components_by_id().items():
        match = TURN.match(custom_id)
        if match:
            found[match.group(1)] = component | {"custom_id": custom_id}
    return found


def cards_in(message: Message) -> str:
    """The "Your cards" line of a hand panel."""
    field = next(f for f in message.embeds[0]["fields"] if f["name"].startswith("Your cards"))
    return field["value"]


def table_card(fake: FakeDiscord, where: Channel, table_id: int) -> Message | None:
    """The table's current picture message (the newest public one with its Game record button)."""
    cards = [m for m in fake.messages_in(where) if f"canasta:t{table_id}:record" in m.components_by_id()
             and m.attachments]
    return cards[-1] if cards else None


def deal_over(fake: FakeDiscord, where: Channel, number: int = 1) -> Message | None:
    heading = f"**Deal {number} is over**"
    return next((m for m in fake.messages_in(where) if m.content.startswith(heading)), None)


async def take_turn_step(fake: FakeDiscord, user: User, panel: Message) -> bool:
    """Do one step of the user's turn with the panel's controls, as a simple player would: answer yes,
    draw, meld, add or merge what the first option offers, else discard. False when there is nothing
    to do."""
    controls = turn_controls(panel)
    for simple in ("yes", "draw", "take", "pass"):
        if simple in controls and controls[simple]["type"] == 2:
            await fake.click(user, panel, controls[simple]["custom_id"])
            return True
    for kind in ("take", "meld", "add", "merge", "discard"):
        if kind in controls:
            values = [o["value"] for o in controls[kind]["options"] if o["value"] not in ("type", "all")]
            if kind == "discard":
                values.sort(key=lambda v: v in ("discard 2", "discard JK", "discard 3"))
            await fake.select(user, panel, controls[kind]["custom_id"], values[:1])
            return True
    return False


async def play_out_turn(fake: FakeDiscord, user: User, table_id: int) -> None:
    """Play ``user``'s turn at the table to its end from their DM hand panel, a step at a time."""
    panel = dm_panel(fake, user, table_id)
    for _ in range(12):
        if not turn_controls(panel):
            return
        edits = len(panel.versions)
        assert await take_turn_step(fake, user, panel)
        await fake.wait_for(lambda edits=edits: len(panel.versions) > edits, 10)
    raise AssertionError(f"{user.name}'s turn at table #{table_id} did not end")


def offers_turn(fake: FakeDiscord, user: User, table_id: int, deal: int) -> bool:
    """Whether the user's hand panel offers turn controls in deal ``deal`` (whose panels may show before
    the thread says the deal before it is over)."""
    made_for = f"canasta:t{table_id}:k{deal - 1}."
    return any(control["custom_id"].startswith(made_for)
               for control in turn_controls(dm_panel(fake, user, table_id)).values())


async def next_mover(fake: FakeDiscord, users, table_id: int, where: Channel, deal: int = 1) -> User | None:
    """The person whose hand panel offers turn controls next in deal ``deal``, or None once it is over."""
    await fake.wait_for(lambda: deal_over(fake, where, deal) or any(
        offers_turn(fake, user, table_id, deal) for user in users), timeout=10)
    if deal_over(fake, where, deal):
        return None
    return next(user for user in users if offers_turn(fake, user, table_id, deal))


async def wait_moved_on(fake: FakeDiscord, user: User, table_id: int, where: Channel, panel: Message,
                        edits: int, deal: int = 1) -> None:
    """Wait until the move made from ``panel`` (then ``edits`` versions old) has shown: the panel shows
    something else than when it was used, a new panel replaced it, or deal ``deal`` ended. (A redraw of
    the state the move was made in, late from an earlier change, does not count.)"""
    used = panel.versions[edits] if len(panel.versions) > edits else panel.snapshot()
    await fake.wait_for(lambda: deal_over(fake, where, deal) or dm_panel(fake, user, table_id) is not panel
                        or panel.snapshot() != used, timeout=10)


async def play_deal(fake: FakeDiscord, users, table_id: int, where: Channel, *, step=None, deal: int = 1,
                    turns: int = 1500) -> Message:
    """Play deal ``deal`` to its end from the people's hand panels and return its score message. On each
    person's turn ``step(user, panel, controls)`` may make the move and say so (True); otherwise
    ``take_turn_step`` does. Every move is waited for until it has shown."""
    for _ in range(turns):
        user = await next_mover(fake, users, table_id, where, deal)
        if user is None:
            scored = deal_over(fake, where, deal)
            assert scored is not None
            return scored
        panel = dm_panel(fake, user, table_id)
        edits = len(panel.versions)
        if step is None or not await step(user, panel, turn_controls(panel)):
            assert await take_turn_step(fake, user, panel)
        await wait_moved_on(fake, user, table_id, where, panel, edits, deal)
    raise AssertionError(f"deal {deal} did not end within {turns} turns")


def assert_no_hand_in_public(fake: FakeDiscord) -> int:
    """No message more than one person can see shows a hand; every picture there is a table or a score
    sheet and decodes as a PNG. Every hand panel is visible to one person: its owner. Returns the
    number of public pictures checked."""
    pictures = 0
    for message in fake.public_messages():
        text = message.text()
        assert "Your hand" not in text and "Your cards" not in text, message
        for attachment in message.attachments:
            assert attachment.filename.startswith(PUBLIC_PICTURES), attachment.filename
            assert "Your hand" not in (attachment.description or ""), attachment.description  # words too
            assert_png(attachment.data)
            pictures += 1
    for message in fake.messages.values():
        if any(a.filename.startswith("hand-") for a in message.attachments):
            if message.channel.type == DM:
                assert message.visible_to is None and message.channel.recipient is not None
            else:
                assert message.ephemeral and message.visible_to is message.interaction.user, message
    return pictures


def assert_within_limits(fake: FakeDiscord) -> int:
    """Every state of every message the bot wrote fits Discord's limits (2000 characters, 5 rows of
    at most 5 buttons, selects of 1 to 25 options, ...), checked with the fake's own rules; returns
    how many states were checked."""
    checked = 0
    for message in fake.messages.values():
        if message.author is not fake.bot:
            continue
        for state in [*message.versions, message.snapshot()]:
            body = {key: state[key] for key in ("content", "embeds", "components", "flags")}
            assert limits.check_message(body, kept_attachments=len(state["attachments"]), new_files=[],
                                        editing=True) == [], message
            checked += 1
    return checked


def assert_png(data: bytes) -> tuple[int, int]:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG" and image.width > 100 and image.height > 100
    return image.size


def scripted_match(target: int, seed: str) -> list[tuple[int, str]]:
    """(seat, move) of a whole classic match to ``target``: each player melds when they can."""
    match = Match(variants.get("classic"), seed, target=target)
    rng = random.Random(seed)
    moves = []
    while not match.is_over:
        legal = [str(action) for action in match.deal.legal_actions()]
        melds = [move for move in legal if move.startswith(("meld", "add", "take"))]
        move = rng.choice(melds or legal)
        moves.append((match.deal.to_move, move))
        match.apply(move)
    return moves


async def standings_reply(fake: FakeDiscord, user: User, channel: Channel) -> Message:
    """The public answer to ``/league standings``, checked to carry a standings picture that decodes."""
    asked = await fake.slash(user, "league", "standings", channel=channel)
    answer = await fake.reply(asked, timeout=10)
    [picture] = answer.attachments
    assert picture.filename == "standings.png" and not answer.flags & EPHEMERAL
    title = answer.content.splitlines()[0].removeprefix("**").split("**")[0]  # the league's name
    assert picture.description.startswith(f"{title}, ")  # the table in words, for screen readers
    decode(picture.data)
    return answer
