"""Pictures of what one seat may see: the table, a hand, the score sheet (PNG bytes, drawn with Pillow).

Everything here reads engine views and results only, so a picture cannot show a
hidden card. Calls take a few milliseconds of CPU: the bot runs them off the event
loop (``asyncio.to_thread``).

    table_png(public_view(deal), names)              # the table everyone sees
    table_png(public_view(deal), names, result)      # a finished deal's table, scores after it
    hand_png(seat_view(deal, seat), names, playable)  # one player's hand
    score_sheet_png(result, names, match_scores=..., winner=..., target=...)
"""

from .hand import hand_png, playable_ranks
from .scores import score_sheet_png
from .table import table_png

__all__ = ["hand_png", "playable_ranks", "score_sheet_png", "table_png"]
