"""The hand message in direct messages has one owner, the presenter (``discord_ui.hand_messages``): a click
hands it its work (a move) and it draws the seat the work returns, its own redraws after each change at
the table waiting meanwhile; so a redraw of an unchanged seat leaves the click's drawing (and the focus
the player chose) alone, a changed seat is drawn again, and a late drawing never overwrites a newer
picture. A real table service; Discord is a recorder of the edits the presenter sends."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord_ui.hand_messages
from bot.discord.presenting import Clicked, Shown
from bot.discord.state import HandDelivery, TableMessages
from bot.i18n.people import PeoplesLanguages
from bot.storage import discord_messages
from bot.storage.discord_messages import MessageRef
from cogs.presenter import Presenter
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


def clicked(discord: EditRecorder) -> Clicked:
    """The hand message on record, as a click on it sees it (edited through the recorder)."""
    return Clicked(HAND_MESSAGE, None, discord.edit)


def looking(service, table_id: int, user_id: int, **shown):
    """A click that only looks (a rank chosen, "Acaba…"): its work reads the seat."""
    async def click() -> Shown:
        return Shown(await service.seat_snapshot(table_id, user_id), **shown)
    return click


def playing(service, table_id: int, user_id: int, move: str, begun: list[str] | None = None):
    """A click that plays ``move``: its work is the move, and it shows the seat the move returns."""
    async def click() -> Shown:
        if begun is not None:
            begun.append("move")
        result = await service.act(table_id, user_id, move)
        return Shown(result.snapshot, f"You played **{result.action}**.")
    return click


async def test_a_redraw_of_an_unchanged_seat_keeps_the_focus_a_click_drew(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    # The player pressed "Acaba…": the presenter draws the seat with the confirmation.
    await presenter.after_click(info.id, mover, clicked(discord),
                                looking(service, info.id, mover, focus={"acaba": 1}))
    assert ["Declare Acaba?" in edit["embed"].description for edit in discord.edits] == [True]
    # A refresh queued by the move before (the turn's start is announced twice) finds the seat unchanged.
    await presenter.hands.refresh(info.id, mover)
    assert len(discord.edits) == 1


async def test_a_changed_seat_is_drawn_again_without_the_focus(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    await presenter.after_click(info.id, mover, clicked(discord),
                                looking(service, info.id, mover, focus={"acaba": 1}))
    await service.act(info.id, mover, "draw")  # a move typed with /play: no click draws it
    await presenter.hands.refresh(info.id, mover)
    assert len(discord.edits) == 2
    assert "Declare Acaba?" not in discord.edits[1]["embed"].description


async def test_a_click_draws_the_seat_its_move_returned_once_with_what_it_played(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    drawing = playing(service, info.id, mover, "draw")
    await presenter.after_click(info.id, mover, clicked(discord), drawing)
    await presenter.hands.refresh(info.id, mover)  # the move's own announcement: the seat is drawn already
    assert [edit["content"] for edit in discord.edits] == ["You played **draw**."]
    assert "Meld or add cards" in discord.edits[0]["embed"].description


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
        self.landed.append(fields["content"] or "redraw")


async def test_a_click_waits_for_a_redraw_already_on_its_way_so_the_redraw_cannot_overwrite_it(service):
    info, mover = await british_table_with_a_hand_message(service)
    discord = SlowEdits()
    presenter = presenter_over(service, discord)
    redrawing = asyncio.create_task(presenter.hands.refresh(info.id, mover))
    await discord.started.wait()
    drawing = playing(service, info.id, mover, "draw", discord.landed)
    clicking = asyncio.create_task(presenter.after_click(info.id, mover, clicked(discord), drawing))
    for _ in range(5):
        await asyncio.sleep(0)
    assert discord.landed == []  # the click's move has not begun: it waits while the redraw is on its way
    discord.release.set()
    await asyncio.gather(redrawing, clicking)
    assert discord.landed == ["redraw", "move", "You played **draw**."]


async def test_a_redraw_begun_before_a_click_is_dropped_so_it_cannot_show_the_seat_before_the_clicks_move(
        service, monkeypatch):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    picture_made, release = asyncio.Event(), asyncio.Event()
    real_render = discord_ui.hand_messages.render

    async def slow_first_render(panel):
        if not picture_made.is_set():  # the redraw begun before the click: its picture takes a while
            picture_made.set()
            await release.wait()
        return await real_render(panel)

    monkeypatch.setattr(discord_ui.hand_messages, "render", slow_first_render)
    redrawing = asyncio.create_task(presenter.hands.refresh(info.id, mover))
    await picture_made.wait()
    drawing = playing(service, info.id, mover, "draw")
    await presenter.after_click(info.id, mover, clicked(discord), drawing)
    release.set()
    await redrawing
    assert [edit["content"] for edit in discord.edits] == ["You played **draw**."]  # the older one: dropped
    assert "Meld or add cards" in discord.edits[0]["embed"].description


async def test_a_redraw_asked_while_a_click_is_at_work_waits_for_it_and_makes_no_picture_of_its_own(
        service, monkeypatch):
    info, mover = await british_table_with_a_hand_message(service)
    discord = EditRecorder()
    presenter = presenter_over(service, discord)
    pictures: list[int] = []
    real_render = discord_ui.hand_messages.render

    async def counted_render(panel):
        pictures.append(panel.stamp)
        return await real_render(panel)

    monkeypatch.setattr(discord_ui.hand_messages, "render", counted_render)
    moving, release = asyncio.Event(), asyncio.Event()
    drawing = playing(service, info.id, mover, "draw")

    async def slow_click():
        moving.set()
        await release.wait()  # the move is being stored when the table's change asks for a redraw
        return await drawing()

    clicking = asyncio.create_task(presenter.after_click(info.id, mover, clicked(discord), slow_click))
    await moving.wait()
    redrawing = asyncio.create_task(presenter.hands.refresh(info.id, mover))
    for _ in range(5):
        await asyncio.sleep(0)
    release.set()
    await asyncio.gather(clicking, redrawing)
    assert [edit["content"] for edit in discord.edits] == ["You played **draw**."]
    assert len(pictures) == 1  # the click's picture alone: the redraw found its moment drawn
