"""The Canasta rules engine: pure Python, deterministic, no I/O.

Start here: ``Deal.new(variants.get("classic"), seed=1)``, ``deal.legal_actions()``,
``deal.apply("draw")``, ``seat_view(deal, seat)``, ``score_deal(deal)``; a
``Match`` plays deals to the target.
"""

from . import variants
from .actions import Action, parse
from .deal import Deal
from .errors import IllegalAction
from .match import DealResult, Match, replay
from .position import dumps, from_json, to_json
from .rules import Rules
from .scoring import ScoreItem, SideScore, score_deal
from .views import MeldView, PublicView, SeatView, SideView, public_view, seat_view

__all__ = [
    "Action", "Deal", "DealResult", "IllegalAction", "Match", "MeldView", "PublicView",
    "Rules", "ScoreItem", "SeatView", "SideScore", "SideView", "dumps", "from_json", "parse",
    "public_view", "replay", "score_deal", "seat_view", "to_json", "variants",
]
