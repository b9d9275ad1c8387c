"""Random damage to a JSON position: wrong types, numbers out of range, cards removed, added or moved,
deep nesting, keys missing or unknown; for the property that from_json refuses or plays on."""

from __future__ import annotations

import copy
import random

from engine import Deal, from_json, public_view, score_deal, seat_view

CARD_NAMES = [f"{rank}{suit}" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
              for suit in "CDHS"] + ["JK"]

ODD_VALUES = [None, True, False, 0, 1, -1, 2, 3, 7, 99, -5, 10**30, 1.5, float("nan"), "", "x", "KH", "K",
              "draw", "over", "out", "acaba", [], [0], [None], {}, {"K": "KC"}, ["KC KD"], "KH KH KH KH"]


def nested(depth: int):
    """A list nested ``depth`` deep."""
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def places(document, path=()):
    """Every (path, value) in the document down to six levels, containers included."""
    yield path, document
    if len(path) >= 6:
        return
    if isinstance(document, dict):
        for key, value in document.items():
            yield from places(value, (*path, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from places(value, (*path, index))


def _set(document, path, value) -> None:
    target = document
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value


def _card_texts(document) -> list[tuple]:
    holders = ("hands", "stock", "pile", "melds", "red_threes", "picked_up", "special")
    return [(path, value) for path, value in places(document)
            if path and isinstance(value, str) and path[0] in holders]


def mutated(document: dict, rng: random.Random) -> dict:
    """A copy of ``document`` with one to three random changes."""
    result = copy.deepcopy(document)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        _mutate(result, rng)
    return result


def _mutate(document: dict, rng: random.Random) -> None:
    how = rng.randrange(10)
    everywhere = [(path, value) for path, value in places(document) if path]
    if how <= 3:  # a card removed, added, moved or swapped between two places
        texts = _card_texts(document)
        if not texts:
            return
        path, text = rng.choice(texts)
        cards = text.split()
        step = rng.randrange(4)
        if step == 0 and cards:
            cards.pop(rng.randrange(len(cards)))
        elif step == 1:
            cards.insert(rng.randrange(len(cards) + 1), rng.choice(CARD_NAMES))
        elif step == 2 and cards:
            card = cards.pop(rng.randrange(len(cards)))
            other_path, other = rng.choice(texts)
            if other_path != path:
                _set(document, other_path, f"{other} {card}".strip())
        else:
            rng.shuffle(cards)
            if cards:
                cards[rng.randrange(len(cards))] = rng.choice(CARD_NAMES)
        _set(document, path, " ".join(cards))
    elif how <= 6:  # any value replaced by one of another type or range
        path, value = rng.choice(everywhere)
        if type(value) is int and rng.random() < 0.5:
            _set(document, path, value + rng.choice((-1, 1, -100, 100)))
        else:
            _set(document, path, rng.choice(ODD_VALUES))
    elif how == 7:  # a key removed
        holders = [(path, value) for path, value in places(document) if isinstance(value, dict) and value]
        path, holder = rng.choice(holders)
        del holder[rng.choice(list(holder))]
    elif how == 8:  # a key added: an unknown one, or a meld of some label
        holders = [(path, value) for path, value in places(document) if isinstance(value, dict)]
        path, holder = rng.choice(holders)
        key = rng.choice(("extra", "K", "K#2", "wild", "seqH", "2", "3", "turns", "packet", "special",
                          "last_turn", "asked", "partial"))
        holder[key] = rng.choice(ODD_VALUES + [" ".join(rng.choices(CARD_NAMES, k=rng.randrange(1, 9)))])
    else:  # deep nesting in place of a value, or a list lengthened or shortened
        path, value = rng.choice(everywhere)
        if isinstance(value, list) and rng.random() < 0.5:
            if value and rng.random() < 0.5:
                value.pop()
            else:
                value.append(rng.choice(value) if value else "")
        else:
            _set(document, path, nested(rng.choice((3, 50, 5000))))


def play_on(deal: Deal, rng: random.Random, moves: int) -> None:
    """Up to ``moves`` random legal actions, then score and views, as the bot and the CLI would use them."""
    for _ in range(moves):
        if deal.is_over:
            break
        legal = deal.legal_actions()
        if not legal:
            break
        deal.apply(rng.choice(legal))
    public_view(deal)
    for seat in range(deal.players):
        seat_view(deal, seat)
    if deal.is_over:
        score_deal(deal)


def outcome(document: dict, rng: random.Random, moves: int = 6) -> str:
    """``refused`` (from_json raised ValueError) or ``played`` (read, then played on without error)."""
    try:
        deal = from_json(document)
    except ValueError:
        return "refused"
    play_on(deal, rng, moves)
    return "played"
