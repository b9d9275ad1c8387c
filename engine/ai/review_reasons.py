"""What a reviewed move risked or missed, in the deal's own terms: the pile's size and who could take it,
the cards of that rank in sight, the canastas the side still needed, the cards the next player took.

Everything said comes from the view the seat had when it moved, and from what the table saw next (the
pile taken by the next player), never from a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import meld_keys
from ..actions import Add, Answer, Ask, Discard, Draw, Meld, Merge, Pass, Take
from ..cards import THREE
from ..errors import Words
from .discards import group_ranks, take_chance
from .knowledge import Knowledge
from .words import a_card, cards_count, cards_phrase, count_of, meld_name, meld_phrases, ranks_name

LIKELY = 0.3  # a chance of taking the pile from which it is said to be likely, not just possible


@dataclass(frozen=True)
class Followed:
    """What the table saw right after the move: the pile the next player took, if they took it."""

    took: int | None = None  # the cards the next player took with the pile
    next_is_partner: bool = False
    went_out: bool = False  # the move took the seat out of the deal


def risked(k: Knowledge, played, better, followed: Followed) -> Words:
    """Sentences on what ``played`` risked or missed where ``better`` was there to play."""
    if followed.went_out:
        parts = [_went_out(k)]
    elif isinstance(played, Discard):
        parts = _discarded(k, played, followed)
    elif isinstance(played, Draw | Pass):
        parts = _drew(k, better, followed)
    elif isinstance(played, Take):
        parts = [_took(k, played, better)]
    elif isinstance(played, Meld | Add | Merge):
        parts = [_melded(k, played)]
    elif isinstance(played, Answer):
        parts = [_answered(k, played)]
    elif isinstance(played, Ask):
        parts = [Words("You asked to go out with {hand} in hand.", hand=cards_count(len(k.view.hand)))]
    else:
        parts = []
    if isinstance(played, Draw | Pass) and isinstance(better, Take) and _needs_canastas(k):
        parts.append(_canastas_needed(k))
    if not parts:
        parts = [_situation(k)]
    return _sentences(parts)


def _discarded(k: Knowledge, played: Discard, followed: Followed) -> list[Words]:
    rank, view = played.rank, k.view
    card, pile = a_card(rank), cards_count(view.pile_size)  # the pile as the seat saw it, before the card
    parts = []
    if k.rules.is_wild(rank):
        parts.append(Words("Discarding {card} threw away a wild card, the card that completes canastas, "
                           "to freeze the pile ({pile}).", card=card, pile=pile))
    elif (rank == THREE or k.rules.blocks_pile(rank)) and not view.pile_size:
        parts.append(Words("Discarding {card} spent a card that stops the pile on an empty pile, and kept in "
                           "your hand a card you could spare more easily.", card=card))
    elif rank == THREE or k.rules.blocks_pile(rank):  # it stops the pile
        parts.append(Words("Discarding {card} stopped the pile ({pile}) for a turn, but kept in your hand "
                           "a card you could spare more easily.", card=card, pile=pile))
    elif followed.next_is_partner:
        parts.append(Words("Partner played next, so the pile ({pile}) was not at risk; the cost was in "
                           "your own hand.", pile=pile))
    else:
        parts.append(_who_could_take(k, rank, pile))
    held = k.counts[rank]
    stops = rank == THREE or k.rules.blocks_pile(rank)
    if not k.rules.is_wild(rank) and not stops and held >= 2:
        parts.append(Words("It broke up your {count}, cards that can take the pile.",
                           count=count_of(rank, held)))
    elif rank in k.melds and not k.melds[rank].is_canasta and _needs_canastas(k):
        missing = k.rules.canasta_size - len(k.melds[rank].cards)
        parts.append(Words("Your meld of {ranks} was {missing} from a canasta, and {need}.",
                           ranks=ranks_name(rank), missing=cards_count(missing), need=_canastas_clause(k)))
    if followed.took is not None and not followed.next_is_partner:
        parts.append(Words("The next player took it: {cards}.", cards=cards_count(followed.took)))
    return parts


def _who_could_take(k: Knowledge, rank: int, pile: Words) -> Words:
    """Who could take the pile over a card of ``rank``, and what the seat saw that says so."""
    seat = k.next_seat()
    side = k.side_of(seat)
    card = a_card(rank)
    if not side.pile_frozen and rank in group_ranks(side):
        return Words("Discarding {card} put the pile ({pile}) within the next player's reach: their side "
                     "had a meld of {ranks} to lay it on.", card=card, pile=pile, ranks=ranks_name(rank))
    picked = k.known[seat][rank]
    if picked:
        return Words("Discarding {card} put the pile ({pile}) within the next player's reach: they had "
                     "picked up {cards} with an earlier pile.", card=card, pile=pile,
                     cards=count_of(rank, picked))
    total = k.rules.packs * 4
    seen, chance = total - k.unseen[rank], round(100 * take_chance(k, rank))
    if chance >= 100 * LIKELY:
        return Words("Discarding {card} risked the pile ({pile}): you had seen only {seen} of the {total} "
                     "{ranks}, so the next player could take it about {chance}% of the time.", card=card,
                     pile=pile, seen=seen, total=total, ranks=ranks_name(rank), chance=chance)
    return Words("Discarding {card} risked the pile ({pile}), though not much: you had seen {seen} of the "
                 "{total} {ranks} (about {chance}% for the next player).", card=card, pile=pile, seen=seen,
                 total=total, ranks=ranks_name(rank), chance=chance)


def _drew(k: Knowledge, better, followed: Followed) -> list[Words]:
    view = k.view
    pile = cards_count(view.pile_size)
    parts = []
    if isinstance(better, Take) and view.pile:
        top = view.pile[-1] >> 2
        wilds = sum(1 for card in view.pile if k.rules.is_wild(card >> 2))
        if not better.cards:
            how = Words("the top card on your meld of {ranks}", ranks=ranks_name(top))
        else:
            how = cards_phrase(better.cards)
        if wilds:
            parts.append(Words("You left the pile ({pile}, {wilds} of them wild) that you could take with "
                               "{how}.", pile=pile, wilds=wilds, how=how))
        else:
            parts.append(Words("You left the pile ({pile}) that you could take with {how}.", pile=pile,
                               how=how))
    if followed.took is not None and not followed.next_is_partner:
        parts.append(Words("The next player took it instead: {cards}.", cards=cards_count(followed.took)))
    return parts


def _took(k: Knowledge, played: Take, better) -> Words:
    pile, spent = cards_count(k.view.pile_size), played.ranks
    top = meld_keys.group(k.view.pile[-1] >> 2) if k.view.pile else None
    onto, other = played.target or top, getattr(better, "target", None) or top
    if isinstance(better, Take) and better.ranks == spent and onto is not None and other is not None \
            and onto != other:
        return Words("Taking the pile ({pile}) put its top card on your {meld}, where your {other} could "
                     "take it as well.", pile=pile, meld=meld_name(onto), other=meld_name(other))
    if not spent:
        return Words("Taking the pile ({pile}) onto your meld, you drew nothing from the stock that turn.",
                     pile=pile)
    wilds = sum(1 for rank in spent if k.rules.is_wild(rank))
    if wilds:
        return Words("Taking the pile ({pile}) cost {cards} from your hand, {wilds} of them wild.",
                     pile=pile, cards=cards_phrase(spent), wilds=wilds)
    return Words("Taking the pile ({pile}) cost {cards} from your hand.", pile=pile,
                 cards=cards_phrase(spent))


def _melded(k: Knowledge, played) -> Words:
    left = len(k.view.hand) - getattr(played, "size", 0)
    if isinstance(played, Meld):
        what, laid = meld_phrases(played)[0], played.ranks
    elif isinstance(played, Add):
        what = Words("{cards} on your {meld}", cards=cards_phrase(played.cards),
                     meld=meld_name(played.target))
        laid = played.cards
    else:
        what = Words("your {source} into your {target}", source=meld_name(played.source),
                     target=meld_name(played.target))
        laid = ()
    if left <= 3 and k.view.pile_size >= 5:
        return Words("Laying down {what} left you {hand} in hand, too few to take a pile of {pile}.",
                     what=what, hand=cards_count(left), pile=cards_count(k.view.pile_size))
    if any(k.rules.is_wild(rank) for rank in laid):
        return Words("Laying down {what} spent a wild card, which a canasta may need later, and left you "
                     "{hand} in hand.", what=what, hand=cards_count(left))
    return Words("Laying down {what} left you {hand} in hand.", what=what, hand=cards_count(left))


def _answered(k: Knowledge, played: Answer) -> Words:
    if played.yes:
        return Words("You let partner go out while you held {points} points in hand.",
                     points=k.hand_value())
    smallest = min(k.view.hand_sizes[s] for o in k.opponents for s in o.seats)
    return Words("You kept partner from going out, giving the opponents another turn (their smallest "
                 "hand: {hand}).", hand=cards_count(smallest))


def _went_out(k: Knowledge) -> Words:
    return Words("Going out ended the deal with the stock still at {stock}: your side's melds could have "
                 "grown, and the opponents still held {hands}.",
                 stock=cards_count(k.view.stock_size),
                 hands=cards_count(sum(k.view.hand_sizes[s] for o in k.opponents for s in o.seats)))


def _situation(k: Knowledge) -> Words:
    return Words("At that point the pile held {pile} and the next player held {hand}.",
                 pile=cards_count(k.view.pile_size), hand=cards_count(k.view.hand_sizes[k.next_seat()]))


def _needs_canastas(k: Knowledge) -> bool:
    return k.side.going_out_missing is not None


def _canastas_clause(k: Knowledge) -> Words:
    return Words("your side still needed {count} more to go out",
                 count=max(1, k.view.canastas_to_go_out - k.side.canastas))


def _canastas_needed(k: Knowledge) -> Words:
    need = k.view.canastas_to_go_out
    if not k.side.canastas:
        return Words("Your side had no canasta yet, and needed {need} to go out.", need=need)
    return Words("Your side had {have} of the {need} canastas it needed to go out.", have=k.side.canastas,
                 need=need)


def _sentences(parts: list[Words]) -> Words:
    """Sentences one after another."""
    first, *rest = parts
    # Translators: two or more sentences of a review, one after another.
    return Words("{first} {rest}", first=first, rest=_sentences(rest)) if rest else first

