"""What the bot keeps about its own side of Discord (the messages it posted, where each player's hand goes),
as services built in ``setup_hook`` so the cogs never reach the store themselves."""

from .hands import HandDelivery
from .messages import MessageRef, TableMessages

__all__ = ["HandDelivery", "MessageRef", "TableMessages"]
