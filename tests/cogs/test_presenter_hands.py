"""The presenter's redraws of a hand message in direct messages against what a click drew there: a redraw
of an unchanged seat leaves the click's drawing (and the focus the player chose) alone, while a changed
seat is drawn again. A real table service; Discord is a recorder of the edits the presenter sends."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import cogs.presenter
from bot.discord.state import HandDelivery, TableMessages
from bot.i18n.people import PeoplesLanguages
from bot.storage import discord_messages
from bot.storage.discord_messages import MessageRef
from cogs.presenter import Presenter
from discord_ui.hand_panel import build_panel
from tests.store import store_behind

GUILD, SAM, RIA = 1, 201, 202
DM_CHANNEL, HAND_MESSAGE = 301, 302


class EditRecorder:
    """Stands in for a DM channel of ``bot.get_partial_messageable``: records each edit of its messages."""

    def __init__(self) -> None:
        self.edits: list[dict] = []

    def get_partial_message(self, message_id: int):
        return self

    async def edit(self, **fields) -> None:
        self.edits.append(fields)


async def british_table_with_a_hand_message(service):
    """A British table, Sam and Ria with two computers, and the mover's hand message on record."""
    info = await service.create_table(GUILD, 10, SAM, owner_name="Sam", variant="british", timer_s=0,
                                      options={"seed": "presenter-hands"})
    await service.join(info.id, RIA, name="Ria")
    for level in ("easy", "medium"):
        await service.add_computer(info.id, SAM, level)
    info = await service.start_match(info.id, SAM)
    mover = info.seats[info.to_move].user_id
    assert mover in (SAM, RIA)
    async with store_behind(service).transaction() as tx:
        await discord_messages.put(tx, MessageRef(info.id, "hand", mover, DM_CHANNEL, HAND_MESSAGE,
                                                  info.deal_number))
    return info, mover


def presenter_over(service, discord: EditRecorder) -> Presenter:
    """The presenter over the bot's services (as setup_hook builds them), drawing into ``discord``."""
    return Presenter(SimpleNamespace(service=service, languages=PeoplesLanguages(store_behind(service)),
                                     table_messages=TableMessages(store_behind(service)),
                                     hand_delivery=HandDelivery(store_behind(service)),
                                     get_partial_messageable=lambda _: discord))


async def test_a_redraw_of_an_unchanged_seat_keeps_the_focus_a_click_drew(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    # The player pressed "Acaba…": the click drew the confirmation and told the presenter so.
    confirming = await build_panel(service, info.id, mover, {"acaba": 1})
    assert "Declare Acaba?" in confirming.embed().description
    presenter.note_hand_shown(info.id, mover, HAND_MESSAGE, confirming.signature)
    # A refresh queued by the move before (the turn's start is announced twice) finds the seat unchanged.
    await presenter._draw_hand(info.id, mover)
    assert discord.edits == []


async def test_a_changed_seat_is_drawn_again_without_the_focus(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    confirming = await build_panel(service, info.id, mover, {"acaba": 1})
    presenter.note_hand_shown(info.id, mover, HAND_MESSAGE, confirming.signature)
    await service.act(info.id, mover, "draw")
    await presenter._draw_hand(info.id, mover)
    assert len(discord.edits) == 1
    assert "Declare Acaba?" not in discord.edits[0]["embed"].description


class SlowEdits(EditRecorder):
    """An edit that lands only when released, as a redraw still travelling to Discord when a click comes."""

    def __init__(self) -> None:
        super().__init__()
        self.started, self.release = asyncio.Event(), asyncio.Event()
        self.landed: list[str] = []

    async def edit(self, **fields) -> None:
        self.started.set()
        await self.release.wait()
        await super().edit(**fields)
        self.landed.append("redraw")


async def test_a_click_waits_for_a_redraw_already_on_its_way_so_the_redraw_cannot_overwrite_it(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = SlowEdits()
    presenter = presenter_over(service, discord)
    redrawing = asyncio.create_task(presenter._draw_hand(info.id, mover))
    await discord.started.wait()

    async def click() -> None:
        async with presenter.holding_hand(info.id, mover):
            discord.landed.append("click")

    clicking = asyncio.create_task(click())
    for _ in range(5):
        await asyncio.sleep(0)
    assert discord.landed == []  # the click waits while the redraw is on its way
    discord.release.set()
    await asyncio.gather(redrawing, clicking)
    assert discord.landed == ["redraw", "click"]
    for feed in presenter.feeds.values():
        feed.cancel()


async def test_a_redraw_begun_before_a_click_is_dropped_so_it_cannot_show_the_seat_before_the_clicks_move(
        service, monkeypatch):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    before_move = (await build_panel(service, info.id, mover)).embed().description
    picture_made, release = asyncio.Event(), asyncio.Event()
    real_render = cogs.presenter.render

    async def slow_first_render(panel):
        if not picture_made.is_set():  # the redraw begun before the click: its picture takes a while
            picture_made.set()
            await release.wait()
        return await real_render(panel)

    monkeypatch.setattr(cogs.presenter, "render", slow_first_render)
    redrawing = asyncio.create_task(presenter._draw_hand(info.id, mover))
    await picture_made.wait()
    async with presenter.holding_hand(info.id, mover):
        await service.act(info.id, mover, "draw")  # the click's move (the cog draws its own panel)
    release.set()
    await redrawing
    await presenter._hand_feed(info.id, mover).idle()
    assert discord.edits, "letting go of the message draws the seat after the move"
    assert all(edit["embed"].description != before_move for edit in discord.edits)
    for feed in presenter.feeds.values():
        feed.cancel()
