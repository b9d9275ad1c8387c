"""What every button, select and modal of the bot shares: custom ids that carry the table id, and failures
answered like slash-command failures.

Every custom id starts with ``canasta:t<table id>:``, so a click names its table and keeps working
after a restart: the items are :class:`discord.ui.DynamicItem` subclasses that rebuild themselves
from the custom id (``Control`` below), and the state comes from the table service. Turn controls
add the turn they were made for, ``k<deal>.<turn>``, so a click on an old panel is recognized.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self, TypeVar

import discord

from bot.core.errors import UserError
from bot.discord.tree import report_error
from bot.service.errors import known_table_id
from i18n import _

from .client import Interaction

PREFIX = "canasta:t"
TURN_KEY = r"k(?P<deal>\d+)\.(?P<turn>\d+)"


@dataclass(frozen=True)
class TurnKey:
    """The turn a control was made for: the deal's number and its turn counter."""

    deal: int
    turn: int

    def __str__(self) -> str:
        return f"k{self.deal}.{self.turn}"

    @classmethod
    def from_match(cls, match: re.Match) -> TurnKey:
        return cls(int(match["deal"]), int(match["turn"]))


def custom_id(table_id: int, *parts: object) -> str:
    """``canasta:t12:lobby:join`` from ``(12, "lobby", "join")``."""
    return ":".join([f"{PREFIX}{table_id}", *map(str, parts)])


ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])


class Control(discord.ui.DynamicItem[ItemT], template=rf"{PREFIX}\d+:"):
    """Base of the bot's DynamicItems: ``from_match`` rebuilds one from its custom id, ``run`` does the
    work; any failure gets the tree's short private reply. (discord.py wants a template for every
    DynamicItem class: this one, never registered, is what all the bot's custom ids start with.)"""

    table_id: int  # the table the custom id names

    # discord.py types these two interactions for any client, so the CanastaBot's is an [override] error.
    @classmethod
    async def from_custom_id(cls, interaction: Interaction, item: Any,  # type: ignore[override]
                             match: re.Match[str], /) -> Self:
        return cls.from_match(item, match)

    @classmethod
    def from_match(cls, item: Any, match: re.Match[str]) -> Self:
        raise NotImplementedError

    async def callback(self, interaction: Interaction) -> None:  # type: ignore[override]
        try:
            known_table_id(self.table_id)  # an id no table could have (a forged one) is no table
            await self.run(interaction)
        except Exception as error:  # every failure gets an answer, as for slash commands
            await report_error(interaction, error)

    async def run(self, interaction: Interaction) -> None:
        raise NotImplementedError


def chosen(values: list[str]) -> str:
    """The one option chosen in a select (Discord sends exactly one; a forged request may send none or
    several)."""
    if len(values) != 1:
        raise UserError(_("Choose one option from the list."))
    return values[0]


def claimed(custom_id: str, controls: tuple[type[Control], ...]) -> bool:
    """Whether one of ``controls`` (the registered DynamicItem classes) answers to ``custom_id``."""
    return any(control.__discord_ui_compiled_template__.fullmatch(custom_id) for control in controls)


async def refuse_unknown_control(interaction: Interaction) -> None:
    """Answer a click, choice or submitted box that no control of the bot's claims (an id the bot never
    made, or one from a version long gone), rather than leave the person with "interaction failed"."""
    await report_error(interaction, UserError(_("That control is out of date or not one of the bot's: "
                                                "nothing changed.")))


def modal_values(data: Mapping[str, Any]) -> dict[str, str]:
    """The text inputs of a submitted modal by custom id (action rows and labels alike)."""
    values: dict[str, str] = {}
    stack = list(data.get("components") or [])
    while stack:
        component = stack.pop()
        if "custom_id" in component and "value" in component:
            values[component["custom_id"]] = component["value"]
        stack.extend(component.get("components") or [])
        if isinstance(component.get("component"), dict):
            stack.append(component["component"])
    return values


def is_private_message(interaction: Interaction) -> bool:
    """Whether the component was used on an ephemeral message (only the user sees it)."""
    message = interaction.message
    return message is not None and message.flags.ephemeral
