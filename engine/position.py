"""A deal as JSON and back: the storage snapshot and the test fixture are the same document.

Cards are written by name (``KH``, ``10S``, ``JK``) in space-separated strings; the
stock is listed top card first and the pile bottom card first. Fields a fixture
leaves out take their start-of-deal values. See docs/position.md.
"""

from __future__ import annotations

import json
from collections import Counter

from . import meld_keys, variants
from .cards import codes, names
from .deal import Deal
from .phases import DRAW
from .position_checks import check_deal, check_fields, shown
from .rules import Rules

# 1: release 0.1, melds named by rank. 2: melds named by label (K, K#2, wild, seqH), which reads
# every format-1 document unchanged, since a rank letter is the label of the rank's first meld.
FORMAT = 2

_TURN_FIELDS = ("asker", "question", "permission", "must_go_out", "melded_this_turn", "added_to_old",
                "melded_before_turn", "bonus_taken")


def to_json(deal: Deal) -> dict:
    stock = deal.stock[::-1]
    data: dict = {
        "format": FORMAT,
        "variant": deal.rules.key,
        "dealer": deal.dealer,
        "turn": deal.turn,
        "phase": deal.phase,
        "hands": [names(h) for h in deal.hands],
        "stock": names(stock),
        "pile": names(deal.pile),
        "melds": [{meld_keys.label(k): names(cards) for k, cards in m.items()} for m in deal.melds],
        "red_threes": [names(r) for r in deal.red_threes],
        "picked_up": [names(p) for p in deal.picked_up],
        "side_of": list(deal.side_of),
        "team_scores": list(deal.team_scores),
        "has_melded": list(deal.has_melded),
        "turns": deal.turns,
        "went_out": deal.went_out,
        "declarer": deal.declarer,
        "concealed": deal.concealed,
        "ended": deal.ended,
        "first_taker": deal.first_taker,
        "turn_state": {name: getattr(deal, name) for name in _TURN_FIELDS}
        | {"new_melds": [meld_keys.label(k) for k in deal.new_melds_this_turn]},
    }
    if deal.packet:  # written only where there is one, so other documents read as before
        data["packet"] = deal.packet
    if not deal.bonus_taken:  # likewise for International's bonus, last turn and special hands
        del data["turn_state"]["bonus_taken"]
    if deal.last_turn:
        data["last_turn"] = True
    if any(deal.asked):
        data["asked"] = list(deal.asked)
    if deal.special is not None:
        data["special"] = {"hand": deal.special[0], "cards": names(deal.special[1])}
    if _card_count(deal) != deal.rules.deck_size:  # a fixture's deal, which leaves cards out
        data["partial"] = True
    return data


def _card_count(deal: Deal) -> int:
    return (sum(map(len, deal.hands)) + len(deal.stock) + len(deal.pile) + sum(map(len, deal.red_threes))
            + sum(len(cards) for melds in deal.melds for cards in melds.values())
            + (len(deal.special[1]) if deal.special else 0))


def dumps(deal: Deal) -> str:
    """Canonical JSON text: equal deals give equal strings."""
    return json.dumps(to_json(deal), sort_keys=True, separators=(",", ":"))


def from_json(position: dict | str, rules: Rules | None = None) -> Deal:
    """The deal a position describes; ValueError naming the problem for one that play could not reach
    (engine.position_checks). ``rules`` plays it under rules not in the registry (a variant being built,
    a test's)."""
    data = _document(position)
    if data.get("format", 1) not in (1, FORMAT) or type(data.get("format", 1)) is not int:
        raise ValueError(f"position format {shown(data['format'])}: this release reads formats 1 to {FORMAT}")
    if rules is None:
        if not isinstance(data.get("variant"), str):
            raise ValueError(f"variant {shown(data.get('variant'))}: a playable variant's key (classic, ...)")
        rules = variants.get(data["variant"])
    players = rules.players
    check_fields(rules, data)
    deal = Deal(rules, data.get("dealer", 0), tuple(data.get("team_scores") or ()) or None)
    deal.hands = [codes(h) for h in data.get("hands", [""] * players)]
    deal.stock = codes(data.get("stock", ""))[::-1]
    pile = codes(data.get("pile", ""))
    deal.packet = data.get("packet", 0)
    if not deal.packet <= len(pile) - (deal.packet > 0):
        raise ValueError(f"packet {deal.packet}: the face-down cards under the pile's face-up ones")
    deal.pile = pile[:deal.packet]  # face down: they freeze nothing
    for card in pile[deal.packet:]:
        deal._push_pile(card)
    melds = data.get("melds") or [{} for _ in rules.teams]
    deal.melds = [_side_melds(m) for m in melds]
    deal.red_threes = [codes(r) for r in data.get("red_threes", [""] * players)]
    deal.picked_up = [codes(p) for p in data.get("picked_up", [""] * players)]
    for seat, (picked, hand) in enumerate(zip(deal.picked_up, deal.hands, strict=True)):
        if Counter(picked) - Counter(hand):
            raise ValueError(f"picked_up of seat {seat} names cards that are not in that hand")
    deal.side_of = list(data.get("side_of", deal.side_of))
    deal.has_melded = list(data.get("has_melded", [False] * players))
    deal.asked = list(data.get("asked", [False] * players))
    deal.turn = data.get("turn", deal.turn)
    deal.phase = data.get("phase", DRAW)
    deal.turns = data.get("turns", 0)
    deal.went_out = data.get("went_out")
    deal.declarer = data.get("declarer")
    deal.concealed = data.get("concealed", False)
    deal.ended = data.get("ended")
    deal.first_taker = data.get("first_taker")
    deal.last_turn = data.get("last_turn", False)
    special = data.get("special")
    if special is not None:
        deal.special = (special["hand"], codes(special.get("cards", "")))
    deal._reset_turn()
    turn_state = dict(data.get("turn_state") or {})
    deal.new_melds_this_turn = [_key(k) for k in turn_state.pop("new_melds", [])]
    for name, value in turn_state.items():
        setattr(deal, name, value)
    check_deal(deal, frozenset(data))
    return deal


def _document(position: dict | str) -> dict:
    """The position as a dict: JSON text read, and anything but one JSON object refused."""
    if isinstance(position, str):
        try:
            position = json.loads(position)
        except RecursionError:
            raise ValueError("the position is nested too deeply to be one") from None
    if not isinstance(position, dict):
        raise ValueError(f"a position is one JSON object (see docs/position.md), not {shown(position)}")
    return position


def _side_melds(melds: dict) -> dict[int, list[int]]:
    """A side's melds by key; two labels of one meld (``K`` and ``k``, ``K#1``) are refused."""
    keyed: dict[int, list[int]] = {}
    for label, cards in melds.items():
        key = _key(label)
        if key in keyed:
            raise ValueError(f"melds: '{label}' names the {meld_keys.label(key)} meld a second time")
        keyed[key] = codes(cards)
    return keyed


def _key(label: str) -> int:
    try:
        return meld_keys.parse(label)
    except ValueError as error:
        raise ValueError(f"melds: {error}") from None
