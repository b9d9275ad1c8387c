"""A loopback fake of the Discord API (REST and gateway) for end-to-end tests of the real bot.

``FakeDiscord`` serves the routes and gateway protocol discord.py 2.7 uses, records what
the bot sends, checks it against Discord's limits, injects faults, and plays scripted
users; ``BotProcess`` runs ``canasta bot`` against it. See tests/e2e for examples.
"""

from .bot_process import BotProcess
from .model import Channel, Interaction, Message, User
from .server import POLL, FakeDiscord
from .users import ImpossibleAction

__all__ = ["POLL", "BotProcess", "Channel", "FakeDiscord", "ImpossibleAction", "Interaction", "Message",
           "User"]
