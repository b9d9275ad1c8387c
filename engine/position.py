"""A deal as JSON and back: the storage snapshot and the test fixture are the same document.

Cards are written by name (``KH``, ``10S``, ``JK``) in space-separated strings; the
stock is listed top card first and the pile bottom card first. Fields a fixture
leaves out take their start-of-deal values. See docs/position.md.
"""

from __future__ import annotations

import json
from collections import Counter

from . import meld_keys, variants
from .cards import JOKER, card_name, codes, names
from .deal import Deal
from .phases import ANSWER, DRAW, OVER, PLAY
from .rules import Rules

_PHASES = (DRAW, PLAY, ANSWER, OVER)

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
    return data


def dumps(deal: Deal) -> str:
    """Canonical JSON text: equal deals give equal strings."""
    return json.dumps(to_json(deal), sort_keys=True, separators=(",", ":"))


def from_json(position: dict | str, rules: Rules | None = None) -> Deal:
    """The deal a position describes; ValueError naming the problem for an impossible one.
    ``rules`` plays it under rules not in the registry (a variant being built, a test's)."""
    data: dict = json.loads(position) if isinstance(position, str) else position
    if data.get("format", 1) not in (1, FORMAT):
        raise ValueError(f"position format {data['format']!r}: this release reads formats 1 to {FORMAT}")
    rules = rules or variants.get(data["variant"])
    players = rules.players
    _check_shape(rules, data)
    deal = Deal(rules, data.get("dealer", 0), tuple(data.get("team_scores") or ()) or None)
    hands = data.get("hands", [""] * players)
    if len(hands) != players:
        raise ValueError(f"{rules.key} has {players} hands, the position gives {len(hands)}")
    deal.hands = [codes(h) for h in hands]
    deal.stock = codes(data.get("stock", ""))[::-1]
    pile = codes(data.get("pile", ""))
    deal.packet = data.get("packet", 0)
    if not isinstance(deal.packet, int) or not 0 <= deal.packet <= len(pile) - (deal.packet > 0):
        raise ValueError(f"packet {deal.packet!r}: the face-down cards under the pile's face-up ones")
    deal.pile = pile[:deal.packet]  # face down: they freeze nothing
    for card in pile[deal.packet:]:
        deal._push_pile(card)
    melds = data.get("melds") or [{} for _ in rules.teams]
    deal.melds = [{_key(k): codes(v) for k, v in m.items()} for m in melds]
    deal.red_threes = [codes(r) for r in data.get("red_threes", [""] * players)]
    deal.picked_up = [codes(p) for p in data.get("picked_up", [""] * players)]
    if len(deal.picked_up) != players:
        raise ValueError(f"{rules.key} has {players} seats, picked_up gives {len(deal.picked_up)}")
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
    deal.last_turn = bool(data.get("last_turn", False))
    special = data.get("special")
    if special is not None:
        if rules.special_hand(special.get("hand")) is None:
            raise ValueError(f"special: {rules.key} has no special hand {special.get('hand')!r}")
        deal.special = (special["hand"], codes(special.get("cards", "")))
    deal._reset_turn()
    turn_state = dict(data.get("turn_state") or {})
    deal.new_melds_this_turn = [_key(k) for k in turn_state.pop("new_melds", [])]
    for name, value in turn_state.items():
        if name not in _TURN_FIELDS:
            raise ValueError(f"unknown turn_state field '{name}'")
        setattr(deal, name, value)
    _check_cards(deal)
    return deal


def _key(label: str) -> int:
    try:
        return meld_keys.parse(label)
    except ValueError as error:
        raise ValueError(f"melds: {error}") from None


def _check_shape(rules, data: dict) -> None:
    """Seat numbers, the phase and per-seat and per-side lists fit the variant."""
    players = rules.players
    turn = data.get("turn", 0)
    if not isinstance(turn, int) or not 0 <= turn < players:
        raise ValueError(f"turn {turn!r}: {rules.key} seats are numbered 0 to {players - 1}")
    if data.get("phase", DRAW) not in _PHASES:
        raise ValueError(f"unknown phase {data['phase']!r}: use one of {', '.join(_PHASES)}")
    melds = data.get("melds")
    if melds is not None and len(melds) != len(rules.teams):
        raise ValueError(f"{rules.key} has {len(rules.teams)} sides, the position gives melds "
                         f"for {len(melds)}")
    for name in ("red_threes", "side_of", "has_melded", "asked"):
        if name in data and len(data[name]) != players:
            raise ValueError(f"{rules.key} has {players} seats, {name} gives {len(data[name])}")
    if any(not 0 <= side < len(rules.teams) for side in data.get("side_of", ())):
        raise ValueError(f"side_of names a side that {rules.key} does not have")
    question = (data.get("turn_state") or {}).get("question")
    if question is not None and (question != "acaba" or rules.acaba_points is None):
        raise ValueError(f"turn_state question {question!r}: " + ("null or \"acaba\"" if rules.acaba_points
                                                                  else f"{rules.key} has no Acaba, so null"))


def _meld_problem(rules, key: int, cards: list[int]) -> str | None:
    """What is wrong with a meld's cards for its kind, or None."""
    kind = meld_keys.kind(key)
    if kind == meld_keys.GROUP:
        rank = meld_keys.rank(key)
        if rank in rules.wild_ranks:
            return "holds only wild cards"
        strays = [c for c in cards if c >> 2 != rank and c >> 2 not in rules.wild_ranks
                  or rules.is_laid_out(c)]
    elif kind == meld_keys.WILD:
        if not rules.wild_meld_sizes:
            return f"cannot exist: {rules.key} has no wild melds"
        strays = [c for c in cards if c >> 2 not in rules.wild_ranks]
    else:
        if not rules.sequence_sizes:
            return f"cannot exist: {rules.key} has no sequences"
        strays = [c for c in cards if c & 3 != meld_keys.suit(key) or c >> 2 not in rules.sequence_ranks]
        ranks = sorted(c >> 2 for c in cards)
        if not strays and any(b != a + 1 for a, b in zip(ranks, ranks[1:], strict=False)):
            return "has a gap or a repeated rank"
    return f"holds {card_name(strays[0])}" if strays else None


def _check_cards(deal: Deal) -> None:
    """Every card is where it can be, and no card appears more often than the packs hold it."""
    rules = deal.rules
    kept = rules.last_laid_out_kept and deal.phase == OVER  # the stock's last card, kept (Americana)
    for seat, hand in enumerate(deal.hands):
        if not kept and any(rules.is_laid_out(c) for c in hand):
            name = rules.laid_out_name
            raise ValueError(f"seat {seat} holds a {name}: {name}s are laid out at once")
    for seat, threes in enumerate(deal.red_threes):
        stray = [c for c in threes if not rules.laid_out_from_pile(c)]
        if stray:
            raise ValueError(f"red_threes of seat {seat} names {card_name(stray[0])}, not a red three")
    for side, melds in enumerate(deal.melds):
        for key, cards in melds.items():
            problem = _meld_problem(rules, key, cards)
            if problem:
                raise ValueError(f"side {side}'s {meld_keys.label(key)} meld {problem}")
    shown = deal.special[1] if deal.special else ()
    everywhere = Counter(c for group in (*deal.hands, deal.stock, deal.pile, *deal.red_threes, shown,
                                         *(cards for m in deal.melds for cards in m.values()))
                         for c in group)
    for card, count in everywhere.items():
        most = rules.jokers_per_pack * rules.packs if card == JOKER else rules.packs
        if count > most:
            raise ValueError(f"the position holds {count} × {card_name(card)}; "
                             f"{rules.packs} packs hold {most}")
