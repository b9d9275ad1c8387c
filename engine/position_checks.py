"""Whether a JSON position is one play could reach: each field's type and range, then the deal's consistency.

``check_fields`` runs on the document before a deal is built from it; ``check_deal`` on the deal built.
Both raise ValueError naming the field, meld or card at fault. Meld contents are judged by the same
checks (engine.melding) that judge a player's meld, so a position holds no meld play could not lay down.
"""

from __future__ import annotations

from collections import Counter

from . import meld_keys, melding
from .cards import THREE, card_name, full_deck
from .errors import IllegalAction
from .phases import ANSWER, DRAW, ENDED_OUT, ENDED_SPECIAL, ENDED_STOCK, OVER, PLAY

PHASES = (DRAW, PLAY, ANSWER, OVER)
ENDINGS = (ENDED_OUT, ENDED_STOCK, ENDED_SPECIAL)  # the others are a feature's (Rules.ended_by)
FIELDS = frozenset({"format", "variant", "dealer", "turn", "phase", "hands", "stock", "pile", "packet",
                    "melds", "red_threes", "picked_up", "side_of", "team_scores", "has_melded", "turns",
                    "went_out", "declarer", "concealed", "ended", "first_taker", "turn_state", "last_turn",
                    "asked", "special", "partial"})
TURN_FLAGS = ("must_go_out", "melded_this_turn", "added_to_old", "melded_before_turn", "bonus_taken")


def shown(value) -> str:
    """A field's value for a message, short (a nested list or object is named, not written out)."""
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value) -> bool:
    return type(value) is int


def _seat_or_null(rules, name: str, value) -> None:
    if value is not None and not (_is_int(value) and rules.has_seat(value)):
        raise ValueError(f"{name} {shown(value)}: a seat, 0 to {rules.players - 1}, or null")


def _text_list(rules, name: str, value) -> None:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError(f"{name} {shown(value)}: a list of card texts, one per seat")
    if not rules.one_per_seat(value):
        raise ValueError(f"{rules.key} has {rules.players} seats, {name} gives {len(value)}")


def check_fields(rules, data: dict) -> None:
    """Every field the document gives has the type and range the variant allows."""
    unknown = sorted(set(data) - FIELDS, key=str)
    if unknown:
        raise ValueError(f"unknown field {shown(unknown[0])}: see docs/position.md")
    players, sides = rules.players, len(rules.teams)
    for name in ("dealer", "turn"):
        if name in data and not (_is_int(data[name]) and 0 <= data[name] < players):
            raise ValueError(f"{name} {shown(data[name])}: {rules.key} seats are numbered 0 to {players - 1}")
    if "phase" in data and data["phase"] not in PHASES:
        raise ValueError(f"unknown phase {shown(data['phase'])}: use one of {', '.join(PHASES)}")
    for name in ("stock", "pile"):
        if name in data and not isinstance(data[name], str):
            raise ValueError(f"{name} {shown(data[name])}: cards by name in one text, e.g. \"KH 10S JK\"")
    for name in ("hands", "red_threes", "picked_up"):
        if name in data:
            _text_list(rules, name, data[name])
    if "melds" in data and data["melds"] is not None:
        _check_meld_fields(rules, data["melds"])
    if "side_of" in data and (not isinstance(data["side_of"], list)
                              or not all(_is_int(side) and 0 <= side < sides for side in data["side_of"])):
        raise ValueError(f"side_of names a side that {rules.key} does not have (sides 0 to {sides - 1})")
    for name in ("has_melded", "asked"):
        flags = data.get(name)
        if name in data and (not isinstance(flags, list) or not all(type(flag) is bool for flag in flags)):
            raise ValueError(f"{name} {shown(data[name])}: a list of true or false, one per seat")
    for name in ("side_of", "has_melded", "asked"):
        if name in data and len(data[name]) != players:
            raise ValueError(f"{rules.key} has {players} seats, {name} gives {len(data[name])}")
    scores = data.get("team_scores")
    if scores is not None and (not isinstance(scores, list) or not all(_is_int(s) for s in scores)
                               or len(scores) != sides):
        raise ValueError(f"team_scores {shown(scores)}: a whole number per side, {sides} of them")
    if "partial" in data and data["partial"] is not True:
        raise ValueError(f"partial {shown(data['partial'])}: true (the position leaves cards out) or absent")
    if "packet" in data and not (_is_int(data["packet"]) and data["packet"] >= 0):
        raise ValueError(f"packet {shown(data['packet'])}: a count of face-down cards")
    if "turns" in data and not (_is_int(data["turns"]) and data["turns"] >= 0):
        raise ValueError(f"turns {shown(data['turns'])}: the turns completed, 0 or more")
    for name in ("went_out", "declarer", "first_taker"):
        _seat_or_null(rules, name, data.get(name))
    for name in ("concealed", "last_turn"):
        if name in data and type(data[name]) is not bool:
            raise ValueError(f"{name} {shown(data[name])}: true or false")
    ended = data.get("ended")
    known = type(ended) is str and (ended in ENDINGS or rules.ended_by(ended) is not None)
    if ended is not None and not known:
        endings = [*ENDINGS, *(held.ending for held in rules.features if held.ending)]
        raise ValueError(f"ended {shown(ended)}: null or one of {', '.join(endings)}")
    special = data.get("special")
    if special is not None and (not isinstance(special, dict) or set(special) - {"hand", "cards"}
                                or not isinstance(special.get("hand"), str)
                                or not isinstance(special.get("cards", ""), str)):
        raise ValueError("special: {\"hand\": its name, \"cards\": its cards}, or null")
    _check_turn_state_fields(rules, data.get("turn_state"))


def _check_meld_fields(rules, melds) -> None:
    sides = len(rules.teams)
    if not isinstance(melds, list) or not all(isinstance(side, dict) for side in melds):
        raise ValueError(f"melds {shown(melds)}: a list of one object per side (label: cards)")
    if len(melds) != sides:
        raise ValueError(f"{rules.key} has {sides} sides, the position gives melds for {len(melds)}")
    for side in melds:
        for label, cards in side.items():
            if not isinstance(label, str):
                raise ValueError(f"melds: label {shown(label)}: a meld's label is a text, e.g. \"K\"")
            if not isinstance(cards, str):
                raise ValueError(f"melds: {shown(label)} {shown(cards)}: a meld's cards by name in one text")


def _check_turn_state_fields(rules, state) -> None:
    if state is None:
        return
    if not isinstance(state, dict):
        raise ValueError(f"turn_state {shown(state)}: an object (see docs/position.md)")
    for name, value in state.items():
        if name in TURN_FLAGS:
            if type(value) is not bool:
                raise ValueError(f"turn_state {name} {shown(value)}: true or false")
        elif name == "permission":
            if value is not None and type(value) is not bool:
                raise ValueError(f"turn_state permission {shown(value)}: true, false or null")
        elif name == "asker":
            _seat_or_null(rules, "turn_state asker", value)
        elif name == "question":
            questions = [held.question for held in rules.features if held.question]
            if value is not None and (type(value) is not str or rules.asked_about(value) is None):
                raise ValueError(f"turn_state question {shown(value)}: " + (" or ".join(
                    ["null", *(f'"{question}"' for question in questions)]) if questions
                    else f"{rules.key} has no such question, so null"))
        elif name == "new_melds":
            if not isinstance(value, list) or not all(isinstance(label, str) for label in value):
                raise ValueError(f"turn_state new_melds {shown(value)}: a list of meld labels")
        else:
            raise ValueError(f"unknown turn_state field {shown(name)}")


def check_deal(deal, given) -> None:
    """The deal built from a position is one play could reach; ``given``: the fields the document gives.
    Every position is checked for what play needs (seats, outcome, melds, the variant's own fields, no
    card more often than the packs hold it); a complete one (it gives its format, as every one ``to_json``
    writes, and does not say it is partial) is checked for consistency too: every card of the packs, the
    turn state against the phase, has_melded against the melds, no empty hand while the deal runs."""
    complete = "format" in given and "partial" not in given
    _check_outcome(deal, complete)
    _check_asker(deal)
    _check_variant_fields(deal)
    if complete:
        _check_turn(deal)
    _check_sides(deal, complete)
    _check_cards(deal, complete)


def _check_outcome(deal, complete: bool) -> None:
    """How the deal ended agrees with its phase: a running deal has no outcome, a finished one its own."""
    rules, ended = deal.rules, deal.ended
    if deal.phase != OVER:
        for name in ("ended", "went_out", "declarer", "special"):
            if getattr(deal, name) is not None:
                raise ValueError(f"{name} is set, but the deal is still running (phase {deal.phase})")
        if deal.concealed:
            raise ValueError(f"concealed is true, but the deal is still running (phase {deal.phase})")
        empty = [seat for seat, hand in enumerate(deal.hands) if not hand]
        if complete and empty:
            raise ValueError(f"seat {empty[0]}'s hand is empty, but the deal is still running: an empty "
                             "hand has gone out")
        return
    if ended is None:
        raise ValueError("phase over with no reason: ended must be out, stock, acaba or special")
    if (deal.went_out is not None) != (ended == ENDED_OUT):
        raise ValueError(f"ended {ended!r} with went_out {shown(deal.went_out)}: a deal ended by going out "
                         "names who went out, and no other does")
    if deal.concealed and ended != ENDED_OUT:
        raise ValueError("concealed is true, but nobody went out")
    if (deal.declarer is not None) != (ended == ENDED_SPECIAL or rules.ended_by(ended) is not None):
        raise ValueError(f"ended {ended!r} with declarer {shown(deal.declarer)}: only a declaration "
                         "(Acaba) or a special hand has a declarer")
    if (deal.special is not None) != (ended == ENDED_SPECIAL):
        raise ValueError(f"ended {ended!r}: a deal ended by a special hand gives it (special), no other does")


def _check_asker(deal) -> None:
    """Who asked partner fits the phase: the partner to move answers the asker."""
    asker, turn = deal.asker, deal.turn
    if deal.phase == ANSWER:
        if asker is None or asker == turn or deal.side_of[asker] != deal.side_of[turn]:
            raise ValueError(f"phase answer: turn_state asker {shown(asker)} must be a partner of seat "
                             f"{turn}, who answers")
    elif deal.phase != OVER and asker is not None and asker != turn:
        raise ValueError(f"turn_state asker {asker}: only the player to move asks, and seat {turn} is to "
                         "move")


def _check_variant_fields(deal) -> None:
    """The fields only some variants use are set only where the variant has them."""
    rules = deal.rules
    problem = rules.variant_state_problem(deal)
    if problem is not None:
        raise ValueError(problem)
    if deal.special is not None and rules.special_hand(deal.special[0]) is None:
        raise ValueError(f"special: {rules.key} has no special hand {shown(deal.special[0])}")


def _check_turn(deal) -> None:
    """The seat to move follows from the dealer and the turns played, and what the turn state says it has
    done fits the phase and has_melded."""
    phase, turn = deal.phase, deal.turn
    playing = (deal.dealer + 1 + deal.turns) % deal.players
    if phase != OVER and (deal.asker if phase == ANSWER else turn) != playing:
        raise ValueError(f"turn {turn}: after {deal.turns} turns from dealer {deal.dealer}, seat {playing} "
                         "is playing its turn")
    if phase in (DRAW, ANSWER):
        done = [name for name in ("must_go_out", "melded_this_turn", "bonus_taken") if getattr(deal, name)]
        if deal.new_melds_this_turn:
            done.append("new_melds")
        if deal.rules.opens_before_drawing():  # Canastone: an opening is laid down before drawing
            done = [name for name in done if name not in ("melded_this_turn", "new_melds")]
        if deal.permission is not None:
            done.append("permission")
        if done:
            raise ValueError(f"phase {phase}, but turn_state {done[0]} says the player has played this turn")
    if deal.question is not None and deal.asker is None:
        raise ValueError("turn_state question \"acaba\" with no asker")
    if deal.permission is not None and deal.asker is None:
        raise ValueError("turn_state permission: an answer with nobody having asked")
    if phase != OVER and (deal.melded_this_turn or deal.melded_before_turn) and not deal.has_melded[turn]:
        raise ValueError(f"turn_state says seat {turn} has melded, but has_melded says it has not")
    if deal.new_melds_this_turn and not deal.melded_this_turn:
        raise ValueError("turn_state new_melds without melded_this_turn")
    side = deal.side_of[turn]
    for key in deal.new_melds_this_turn:
        if key not in deal.melds[side]:
            raise ValueError(f"turn_state new_melds names {meld_keys.label(key)}, which side {side} does not "
                             "have")


def _check_sides(deal, complete: bool) -> None:
    """Seats sit on the sides the variant gives them, and a side's melds are ones play could lay down
    (``complete``: and by its seats, as has_melded says)."""
    rules = deal.rules
    expected = [rules.team_of(seat) for seat in range(rules.players)]
    if deal.first_taker is not None:
        first, second = [s for s in range(rules.players) if s != deal.first_taker]
        expected[second] = expected[first]
    if deal.side_of != expected:
        raise ValueError(f"side_of {deal.side_of}: the seats sit on sides {expected}")
    for side, melds in enumerate(deal.melds):
        seats = [seat for seat, s in enumerate(deal.side_of) if s == side]
        if complete and bool(melds) != any(deal.has_melded[seat] for seat in seats):
            raise ValueError(f"side {side} has " + ("melds on the table, but none of its seats has melded"
                                                     if melds else "no meld, but has_melded says one of its "
                                                     "seats has melded"))
        merged = deal.first_taker is not None and len(seats) > 1  # partners' groups joined (three-hand)
        for key, cards in melds.items():
            problem = meld_problem(rules, key, cards, merged)
            if problem:
                raise ValueError(f"side {side}'s {meld_keys.label(key)} meld {problem}")


def meld_problem(rules, key: int, cards: list[int], merged: bool = False) -> str | None:
    """What keeps a meld of these cards under ``key`` from being one the variant's players could lay down
    and add to, or None (``merged``: groups of two sides joined into one, beyond one meld's limits)."""
    kind = meld_keys.kind(key)
    ranks = [c >> 2 for c in cards]
    if kind == meld_keys.GROUP:
        rank = meld_keys.rank(key)
        if rules.is_wild(rank):
            return "holds only wild cards"
        strays = [c for c in cards
                  if c >> 2 != rank and not rules.is_wild(c >> 2) or rules.laid_out.is_laid_out(c)]
    elif kind == meld_keys.WILD:
        if not rules.has_wild_melds:
            return f"cannot exist: {rules.key} has no wild melds"
        strays = [c for c in cards if not rules.is_wild(c >> 2)]
    else:
        if not rules.sequences.reads_suits:
            return f"cannot exist: {rules.key} has no sequences"
        strays = [c for c in cards if c & 3 != meld_keys.suit(key) or c >> 2 not in rules.sequence_ranks]
    if strays:
        return f"holds {card_name(strays[0])}"
    if meld_keys.number(key) > 1 and kind != meld_keys.SEQUENCE and (
            not rules.has_several_melds or meld_keys.first(key) == THREE):
        return f"cannot exist: {rules.key} has one meld of a kind per side"
    try:
        if kind == meld_keys.GROUP:
            if not merged:
                melding.check_group(rules, {}, ranks, set(), None, opening=True)
        elif kind == meld_keys.WILD:
            melding.check_wild_meld(rules, {}, ranks, set())
        else:
            ordered = sorted(cards)
            most = rules.sequences.most
            melding.check_sequence(rules, ordered[:most])
            if len(ordered) > most:
                melding.check_addition(rules, key, ordered[:most], [c >> 2 for c in ordered[most:]], True)
    except IllegalAction as refusal:
        return f"cannot be: {refusal}"
    return None


def _check_cards(deal, complete: bool) -> None:
    """Every card is where it can be, no card appears more often than the packs hold it, and a complete
    position holds every card of the packs."""
    rules = deal.rules
    kept = rules.hand_keeps_laid_out(deal)  # the stock's last card, kept (Americana)
    for seat, hand in enumerate(deal.hands):
        if not kept and any(rules.laid_out.is_laid_out(c) for c in hand):
            name = rules.laid_out.name
            raise ValueError(f"seat {seat} holds a {name}: {name}s are laid out at once")
    for seat, threes in enumerate(deal.red_threes):
        stray = [c for c in threes if not rules.laid_out.from_pile(c)]
        if stray:
            raise ValueError(f"red_threes of seat {seat} names {card_name(stray[0])}, not a red three")
    shown_cards = deal.special[1] if deal.special else ()
    everywhere = Counter(c for group in (*deal.hands, deal.stock, deal.pile, *deal.red_threes, shown_cards,
                                         *(cards for m in deal.melds for cards in m.values()))
                         for c in group)
    packs = Counter(full_deck(rules.packs, rules.jokers_per_pack))
    for card, count in everywhere.items():
        if count > packs[card]:
            raise ValueError(f"the position holds {count} × {card_name(card)}; "
                             f"{rules.packs} packs hold {packs[card]}")
    missing = packs - everywhere
    if complete and missing:
        card = min(missing)
        raise ValueError(f"{card_name(card)} is missing: {rules.packs} packs hold {packs[card]}, the "
                         f"position {everywhere[card]} (a full position holds them all)")
