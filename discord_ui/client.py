"""The bot as the extensions and helpers see it: ``Interaction`` is an interaction whose client is the
CanastaBot, so its services (``service``, ``leagues``) are typed and a missing one is a type error."""

from __future__ import annotations

import discord

from bot.discord.app import CanastaBot

Interaction = discord.Interaction[CanastaBot]

__all__ = ["CanastaBot", "Interaction"]
