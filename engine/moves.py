"""What each action needs to be legal and what it does, for the seat to move.

``play`` runs a check that raises :class:`IllegalAction` with a message for the
player, then the effect. Checks never change the deal; where a check must know
whether the player could still go out after the move (after ``yes``, black threes,
a last card kept), it tries a meld or an add on rank counts and plays a take on a clone.
"""

from __future__ import annotations

from collections import Counter

from . import going_out, meld_keys, melding
from .actions import Acaba, Add, Answer, Ask, Bonus, Call, Discard, Draw, Meld, Merge, Pass, Take
from .cards import RANK_LETTERS, THREE, TWO, is_red_three
from .errors import IllegalAction, Words
from .phases import ANSWER, DRAW, ENDED_ACABA, ENDED_OUT, ENDED_SPECIAL, ENDED_STOCK, OVER, PLAY


def _name(rank: int) -> str:
    return RANK_LETTERS[rank]


def _need_phase(deal, phase: str) -> None:
    if deal.phase == phase:
        return
    if deal.phase == ANSWER:
        raise IllegalAction("waiting for partner to answer 'yes' or 'no'")
    if deal.phase == DRAW:
        raise IllegalAction("draw first: 'draw' from the stock or 'take' the discard pile")
    raise IllegalAction("you have already drawn this turn: meld, add or discard")


def _meld_value(deal, ranks) -> int:
    """What cards of these ranks count toward the opening minimum."""
    values = deal.rules.opening_values
    return sum(values[r] for r in ranks)


def _check_opening(deal, seat: int, side: int, value: int, canastas=tuple, melds=tuple) -> None:
    """An opening's points (``value``) reach the side's minimum and, where the variant asks for
    one at the side's score, its new melds hold a canasta of a kind asked (``canastas()``: the
    kinds of those they complete, worked out only when asked) and are clean where it asks that
    (``melds()``: the ranks of each new meld)."""
    if deal.is_open(side):
        return
    minimum = deal.opening_minimum(seat)
    if value < minimum:
        raise IllegalAction("your melds total {value}; your side needs {minimum} to open", value=value,
                            minimum=minimum)
    rules = deal.rules
    score = deal.team_scores[rules.team_of(seat)]
    if rules.clean_opening(score) and not all(rules.clean_meld(ranks) for ranks in melds()):
        raise IllegalAction("below {points} points your side opens with clean melds only (no wild card "
                            "among naturals)", points=rules.clean_opening_below)
    refusal = rules.refuses_openings and rules.opening_refusal(melds())
    if refusal:
        raise IllegalAction(refusal)
    wanted = rules.opening_canastas and deal.opening_canasta(seat)
    if wanted and wanted.isdisjoint(canastas()):
        raise IllegalAction("at {points} points your side opens only with {canastas} among its first melds",
                            points=score, canastas=rules.canasta_words(wanted))


def _new_meld_ranks(action: Meld) -> tuple:
    """The ranks of each new meld a ``Meld`` lays down."""
    return (*action.groups, *action.wild, *(tuple(c >> 2 for c in run) for run in action.sequences))


def _new_canastas(rules, groups) -> list[str]:
    """The kinds of the canastas among new melds given as (key, cards; only ranks are read)."""
    return [rules.canasta_kind(key, cards) for key, cards in groups if len(cards) >= rules.canasta_size]


def _placed_canastas(rules, melds, action: Meld) -> list[str]:
    return _new_canastas(rules, ((key, cards or [r << 2 for r in ranks])
                                 for key, ranks, cards in _placed(rules, melds, action)))


def _no_going_out(deal) -> Words:
    """Why the player may not go out now: partner said no, or in this game nobody has asked."""
    if deal.permission is False:
        return Words("partner said no: you may not go out this turn")
    return Words("in this game you go out only after partner says yes, and you have not asked "
                 "('ask' before melding)")


def _check_may_go_out(deal, kinds: Counter, melds: dict, keep_two: bool = True) -> None:
    """Going out needs partner's leave (when asked, or always where the variant says so), the
    canastas the variant asks for, here of ``kinds`` (what the side's canastas would be), and
    where a wild meld commits the side, no such meld short of a canasta among ``melds``; a refusal
    tells a player who is melding (``keep_two``) to keep two cards."""
    if deal.go_out_forbidden():
        why = _no_going_out(deal)
        keep = Words("{why}, so keep two cards (one to discard)", why=why)
    elif not deal.rules.goes_out_with(kinds, deal.laid_out_count(deal.side_of[deal.turn])):
        why = Words("to go out, your side needs {canastas}", canastas=deal.rules.going_out_need())
        keep = Words("{why}: keep two cards (one to discard)", why=why)
    elif deal.rules.wilds_committed(melds):
        why = Words("your side's wild meld is short of a canasta, and until it is one you may not go out")
        keep = Words("{why}: keep two cards (one to discard)", why=why)
    else:
        return
    raise IllegalAction(keep if keep_two else why)


def _check_leaves(deal, action, remaining: int) -> None:
    """A hand may drop below two cards only on the way out: an empty hand goes out now, and a
    last card must still leave a way out (a final discard, or an add that makes the canastas).
    Where going out is by a final discard only, the last card kept must be one that may close."""
    if remaining >= 2 or remaining == 1 and talon_after(deal):
        return
    rules = deal.rules
    if rules.closing_discard:
        if remaining == 0 or isinstance(action, Take):
            raise IllegalAction("keep two cards: you go out only by discarding your last card")
        last = _hand_after(deal, action)[0] >> 2
        if not rules.final_discard_ok(last):
            raise IllegalAction("keep two cards: the card you go out with must be a natural card, "
                                "not a wild card or a Three")
    melds = _melds_after(deal, action)
    kinds = melding.canasta_kinds(rules, melds)
    laid_out = deal.laid_out_count(deal.side_of[deal.turn])
    if remaining == 1 and not rules.closing_discard and not rules.goes_out_with(kinds, laid_out) \
            and not deal.go_out_forbidden() and goes_out_after(deal, action):
        return
    _check_may_go_out(deal, kinds, melds)


def talon_size(deal) -> int:
    """How many bonus cards (``Rules.talon``) the player to move takes on discarding the last card
    now: the side made its opening this turn (``talon_after``); 0 otherwise."""
    side = deal.side_of[deal.turn]
    if not deal.melds[side] or not talon_after(deal):
        return 0
    return deal.rules.talon[any(deal.is_open(other) for other in deal.live_sides() if other != side)]


def last_discard_talon(deal) -> int:
    """The bonus cards the player to move draws on discarding a last card now: ``talon_size``,
    unless that discard goes out (going out comes first); 0 with more cards in hand."""
    if len(deal.hands[deal.turn]) != 1:
        return 0
    talon = talon_size(deal)
    return talon if talon and not _may_go_out(deal) else 0


def talon_after(deal) -> bool:
    """Whether a meld, an add or a take that opens the side (or follows its opening this turn) may
    keep a single card, which the player then discards for a talon: the turn card is still in the
    stock, and partner's yes does not bind the player to go out."""
    rules = deal.rules
    if rules.talon is None or deal.must_go_out or not deal.turn_card_in_stock():
        return False
    melds = deal.melds[deal.side_of[deal.turn]]
    return all(key in deal.new_melds_this_turn for key in melds)


def _melds_after(deal, action) -> dict:
    """The side's melds after a meld, an add or a take (a take played on a copy)."""
    if isinstance(action, Take):
        trial = _taken(deal, action)
        return trial.melds[trial.side_of[deal.turn]]
    return _after_melding(deal, action)[1]


def _taken(deal, action: Take):
    """A copy of the deal with ``action`` (a checked take) played on it."""
    trial = deal.clone()
    do_take(trial, action)
    return trial


def goes_out_after(deal, action) -> bool:
    """Whether the player to move could still go out this turn after ``action``."""
    if isinstance(action, Take):
        trial = _taken(deal, action)
        return trial.phase == OVER or going_out.can_go_out(trial, deal.turn, ignore_answer=True)
    side = deal.side_of[deal.turn]
    if deal.opening_draw_for(side):
        return False  # a first meld brings cards from the stock
    counts, melds = _after_melding(deal, action)
    if not any(counts):
        return True
    laid_out = going_out.laid_out_read(deal, side)
    if not deal.rules.sequence_sizes:
        return going_out.possible(deal.rules, counts, melds, None, laid_out)
    return going_out.possible_with_hand(deal.rules, counts, melds, None, _hand_after(deal, action), laid_out)


def _hand_after(deal, action) -> list[int]:
    """The hand's cards after a meld, an add or a merge (cards of a rank leave in hand order)."""
    hand = list(deal.hands[deal.turn])
    if isinstance(action, Merge):
        return hand
    if isinstance(action, Add):
        exact = melding.addition_cards(action.target, action.cards)
        exact_cards, ranks = (exact, ()) if exact is not None else ((), action.cards)
    else:
        exact_cards = [c for run in action.sequences for c in run]
        ranks = [r for g in (*action.groups, *action.wild) for r in g]
    for card in exact_cards:
        hand.remove(card)
    for rank in ranks:
        _remove(hand, rank)
    return hand


def _after_melding(deal, action) -> tuple[list[int], dict]:
    """The hand's rank counts and the side's melds (key -> cards; only ranks matter) after a meld,
    an add or a merge, without playing it."""
    seat = deal.turn
    counts = deal.hand_counts(seat)
    melds = dict(deal.melds[deal.side_of[seat]])
    if isinstance(action, Merge):
        melds[action.target] = melds[action.target] + melds.pop(action.source)
        return counts, melds
    if isinstance(action, Add):
        melds[action.target] = melds[action.target] + [r << 2 for r in action.cards]
        for r in action.cards:
            counts[r] -= 1
        return counts, melds
    for key, ranks, cards in _placed(deal.rules, melds, action):
        melds[key] = list(cards) or [r << 2 for r in ranks]
    for r in action.ranks:
        counts[r] -= 1
    return counts, melds


_NO_WAY_OUT = Words("you must go out this turn, and after this move you could not")


def _check_still_goes_out(deal, action, why: Words = _NO_WAY_OUT) -> None:
    """After ``yes`` (or a black-three meld) every move must keep going out possible."""
    if not goes_out_after(deal, action):
        raise IllegalAction(why)


def _remove(hand: list[int], rank: int, suit: int | None = None) -> int:
    for index, card in enumerate(hand):
        if card >> 2 == rank and (suit is None or card & 3 == suit):
            return hand.pop(index)
    raise AssertionError("checked before removal")


def _play_from_hand(deal, seat: int, rank: int, suit: int | None = None) -> int:
    """Take a card out of ``seat``'s hand onto the table; a picked-up card played is no longer
    known to be in that hand (the same card code may have come from the stock, so forgetting it is
    the safe side)."""
    card = _remove(deal.hands[seat], rank, suit)
    picked = deal.picked_up[seat]
    if card in picked:
        picked.remove(card)
    return card


def _went_out(deal) -> None:
    seat = deal.turn
    side = deal.side_of[seat]
    rules = deal.rules
    if rules.concealed_needs_canasta:
        size = rules.canasta_size
        concealed = (not deal.melded_before_turn and not deal.added_to_old
                     and any(len(deal.melds[side][r]) >= size for r in deal.new_melds_this_turn))
    else:  # the player's first melds of the deal, all this turn (adds to partner's melds too)
        concealed = not deal.melded_before_turn
    deal._end(ENDED_OUT, went_out=seat, concealed=concealed)


# ---------------------------------------------------------------------- draw


def check_draw(deal, action: Draw) -> None:
    _need_phase(deal, DRAW)
    if not deal.stock:
        raise IllegalAction("the stock is empty: take the discard pile or 'pass' to end the deal")


def do_draw(deal, action: Draw) -> None:
    if _draw_from_stock(deal, deal.turn, deal.rules.draw_count):
        deal.phase = PLAY


def _draw_from_stock(deal, seat: int, count: int) -> bool:
    """``count`` cards from the stock into ``seat``'s hand, a laid-out card (red Three) laid out
    and replaced; False when the last card of the stock was laid out, which ends the deal."""
    hand = deal.hands[seat]
    drawn = 0
    while drawn < count and deal.stock:
        card = deal.stock.pop()
        if deal.rules.is_laid_out(card):
            if not deal.stock:
                (hand if deal.rules.last_laid_out_kept else deal.red_threes[seat]).append(card)
                deal._end(ENDED_STOCK)
                return False
            deal.red_threes[seat].append(card)
            continue
        hand.append(card)
        drawn += 1
    return True


# ---------------------------------------------------------------------- take


def _frozen_reason(deal) -> Words:
    rules = deal.rules
    if rules.pile_always_frozen:
        return Words("the pile is always frozen in this game")
    if deal.pile_freezers:
        card = next(c for c in deal.pile if rules.freezes_pile(c))
        if card >> 2 in rules.wild_ranks:
            return Words("the pile is frozen (it holds a wild card)")
        if is_red_three(card):
            return Words("the pile is frozen (it holds a red Three)")
        return Words("the pile is frozen (it holds a Three)")
    return Words("the pile is frozen to your side until it opens")


def check_take(deal, action: Take) -> None:
    _need_phase(deal, DRAW)
    rules = deal.rules
    if not deal.pile:
        raise IllegalAction("the discard pile is empty")
    seat = deal.turn
    side = deal.side_of[seat]
    hand = deal.hands[seat]
    top = deal.pile[-1]
    top_rank = top >> 2
    if rules.blocks_pile(top_rank):
        if top_rank in rules.wild_ranks:
            raise IllegalAction("a wild card tops the pile: nobody may take it now")
        raise IllegalAction("a {rank} on top stops the pile for this turn", rank=_name(top_rank))
    if not rules.pile_for_opening and not deal.is_open(side):
        raise IllegalAction("in this game the pile never makes an opening: draw, and take the pile "
                            "once your side has melded from its hand")
    if rules.last_turn_after_stock and not deal.stock and not deal.is_open(side):
        raise IllegalAction("the stock is out: only a side that has opened may take the pile now")
    if rules.one_card_pile_rule and len(hand) == 1 and len(deal.pile) == 1 and deal.stock:
        raise IllegalAction("with one card in hand you may not take a pile of one card")
    frozen = deal.pile_frozen_for(side)
    counts = deal.hand_counts(seat)
    if rules.bars_twos or rules.wild_meld_commits:
        _check_wilds_free(deal, [r for g in (action.cards, *action.extra) for r in g], deal.melds[side])
    target = _take_target(deal, side, action)
    if target is not None:
        used = _check_take_onto_meld(deal, side, action, counts, frozen, target)
    else:
        used = _check_take_new_meld(deal, seat, side, action, counts, frozen)
    remaining = len(hand) - used
    if remaining < 2:  # the rest of the pile, and any stock cards, come too (counted when it matters)
        remaining += sum(1 for c in deal.pile[:-1] if not deal.rules.laid_out_from_pile(c))
        remaining += min(rules.stock_cards_with_pile(), len(deal.stock)) + deal.opening_draw_for(side)
        _check_leaves(deal, action, remaining)


def _check_wilds_free(deal, ranks: list[int], melds: dict) -> None:
    """Raise if ``ranks`` put a wild card into a group while the side's ``melds`` (as the move
    leaves them) bar it from groups: a Two while a meld of Twos is short of a canasta (Italian),
    any wild card while a wild meld is (Canastone); asked only where the variant bars them."""
    rules = deal.rules
    if TWO in ranks and rules.bars_twos and rules.twos_barred(melds):
        raise IllegalAction("while your side's meld of Twos is short of a canasta, Twos go only on it")
    if rules.wilds_committed(melds) and any(r in rules.wild_ranks for r in ranks):
        raise IllegalAction("while your side's wild meld is short of a canasta, wild cards go only on it")


def _check_shown(deal, action: Take, frozen: bool) -> None:
    """The cards shown with the top card are of its rank or wild; a frozen pile needs a natural pair
    (where the variant counts them, naturals only: ``Rules.pile_naturals``)."""
    top_rank = deal.pile[-1] >> 2
    if deal.rules.pile_naturals:
        need = deal.rules.pile_naturals[frozen]
        if len(action.cards) < need or any(r != top_rank for r in action.cards):
            rank = _name(top_rank)
            example = " ".join([rank] * need)
            if frozen:
                raise IllegalAction("{why}: take the pile by showing {count} natural {rank} from your hand "
                                    "(no wild card), e.g. 'take {example}'", why=_frozen_reason(deal),
                                    count=need, rank=rank, example=example)
            raise IllegalAction("take the pile by showing {count} natural {rank} from your hand (no wild "
                                "card), e.g. 'take {example}'", count=need, rank=rank, example=example)
        return
    if any(r != top_rank and r not in deal.rules.wild_ranks for r in action.cards):
        raise IllegalAction("the cards you show must be {rank} or wild cards", rank=_name(top_rank))
    if frozen and sum(1 for r in action.cards if r == top_rank) < 2:
        raise IllegalAction("{why}: take it only with a natural pair of {rank} from your hand",
                            why=_frozen_reason(deal), rank=_name(top_rank))


def _take_target(deal, side: int, action: Take) -> int | None:
    """The side's meld the top card goes onto, or None when it starts a new meld: by default the
    first meld of its rank; a named meld the side lacks may only be the rank's next new one."""
    melds = deal.melds[side]
    top_rank = deal.pile[-1] >> 2
    if action.target is None:
        return top_rank if top_rank in melds else None
    if action.target in melds:
        return action.target
    if action.target != meld_keys.next_free(melds, meld_keys.group(top_rank)):
        raise IllegalAction("your side has no {meld} meld to take onto", meld=meld_keys.label(action.target))
    return None


def _check_take_onto_meld(deal, side: int, action: Take, counts: list[int], frozen: bool, key: int):
    """The top card, and any cards shown with it, go onto the side's meld ``key`` (a frozen pile
    still needs a natural pair of the top card's rank from hand)."""
    rules = deal.rules
    top = deal.pile[-1]
    top_rank = top >> 2
    meld = deal.melds[side][key]
    if action.extra:
        raise IllegalAction("your side has opened: take the pile first, then meld")
    if meld_keys.kind(key) == meld_keys.SEQUENCE:
        return _check_take_onto_sequence(deal, side, action, frozen, key)
    if meld_keys.kind(key) != meld_keys.GROUP or meld_keys.rank(key) != top_rank:
        raise IllegalAction("the top {rank} does not go on your {meld} meld", rank=_name(top_rank),
                            meld=meld_keys.label(key))
    _check_shown(deal, action, frozen)
    melding.check_wild_room(rules, meld, action.cards)
    size = len(meld) + 1 + len(action.cards)
    if rules.max_meld_size is not None and size > rules.max_meld_size:
        raise IllegalAction("your {rank} meld is full", rank=_name(top_rank))
    melding.check_holds(counts, action.cards)
    return len(action.cards)


def _check_take_onto_sequence(deal, side: int, action: Take, frozen: bool, key: int):
    """The top card lengthens a sequence of its suit, with any cards shown from hand."""
    top = deal.pile[-1]
    if frozen:
        shown = deal.rules.frozen_sequence_take()
        if shown is None:
            raise IllegalAction("{why}: take it only with a natural pair of {rank} from your hand",
                                why=_frozen_reason(deal), rank=_name(top >> 2))
        if len(action.cards) < shown:
            raise IllegalAction("{why}: take it with a natural pair of {rank}, or lengthen a sequence with "
                                "the top card and {count} cards from your hand", why=_frozen_reason(deal),
                                rank=_name(top >> 2), count=shown)
    if top & 3 != meld_keys.suit(key):
        raise IllegalAction("the top card is not of your {meld} sequence's suit", meld=meld_keys.label(key))
    meld = deal.melds[side][key]
    melding.check_addition(deal.rules, key, meld, (top >> 2, *action.cards), False)  # the pile comes too
    melding.check_holds_cards(deal.hands[deal.turn], melding.addition_cards(key, action.cards))
    return len(action.cards)


def _check_take_new_meld(deal, seat: int, side: int, action: Take, counts: list[int], frozen: bool):
    """The top card starts a new meld with cards from hand (and, to open, more melds from hand)."""
    rules = deal.rules
    top_rank = deal.pile[-1] >> 2
    if not action.cards:
        raise IllegalAction("show the cards that meld with the top {rank}, e.g. 'take {rank} {rank}'",
                            rank=_name(top_rank))
    _check_shown(deal, action, frozen)
    if action.extra and deal.is_open(side):
        raise IllegalAction("your side has opened: take the pile first, then meld")
    melds = deal.melds[side]
    assigned: set[int] = set()
    opening = not deal.is_open(side)
    melding.check_group(rules, melds, action.cards, assigned, top_rank, opening)
    for extra in action.extra:
        if THREE in extra:
            raise IllegalAction("black threes can be melded only when going out")
        melding.check_group(rules, melds, extra, assigned, None, True)
    melding.check_holds(counts, action.cards)
    for extra in action.extra:
        melding.check_holds(counts, extra)
    value = rules.opening_value(top_rank) * rules.top_card_opens + \
        sum(_meld_value(deal, g) for g in (action.cards, *action.extra))
    groups = ((top_rank, *action.cards), *action.extra)
    _check_opening(deal, seat, side, value, lambda: _new_canastas(
        rules, ((group[0], [r << 2 for r in group]) for group in groups)), lambda: groups)
    return len(action.cards) + sum(len(g) for g in action.extra)


def do_take(deal, action: Take) -> None:
    seat = deal.turn
    side = deal.side_of[seat]
    hand = deal.hands[seat]
    melds = deal.melds[side]
    opening_draw = deal.opening_draw_for(side)
    target = _take_target(deal, side, action)
    top = deal.pile.pop()
    if target is not None:
        exact = melding.addition_cards(target, action.cards)
        melds[target].append(top)
        if exact is None:
            melds[target].extend(_play_from_hand(deal, seat, r) for r in action.cards)
        else:
            melds[target].extend(_play_from_hand(deal, seat, c >> 2, c & 3) for c in exact)
        deal.added_to_old = True
    else:
        key = meld_keys.next_free(melds, meld_keys.group(top >> 2))
        melds[key] = [top] + [_play_from_hand(deal, seat, r) for r in action.cards]
        deal.new_melds_this_turn.append(key)
        for key, ranks, _ in list(_placed(deal.rules, melds, Meld(action.extra))):
            _lay_down(deal, seat, key, ranks)
    for index, card in enumerate(deal.pile):
        if deal.rules.laid_out_from_pile(card):
            deal.red_threes[seat].append(card)
        else:
            hand.append(card)
            if index >= deal.packet:  # the packet's cards were never seen by the others
                deal.picked_up[seat].append(card)
    deal.pile.clear()
    deal.pile_freezers = 0
    deal.packet = 0
    deal.has_melded[seat] = True
    deal.melded_this_turn = True  # the top card is melded: no asking partner after this
    if deal.rules.temporary_partnership and deal.first_taker is None:
        _form_partnership(deal, seat)
    if not _draw_from_stock(deal, seat, deal.rules.stock_cards_with_pile() + opening_draw):
        return
    deal.phase = PLAY
    if not hand:
        _went_out(deal)


def _form_partnership(deal, taker: int) -> None:
    """Three-hand: the first to take the pile plays alone; the other two become partners."""
    deal.first_taker = taker
    first, second = [s for s in range(deal.players) if s != taker]
    keep, merge = deal.side_of[first], deal.side_of[second]
    kept = deal.melds[keep]
    for key, cards in deal.melds[merge].items():
        if meld_keys.kind(key) == meld_keys.GROUP:
            kept.setdefault(key, []).extend(cards)  # partners' melds of a rank become one
        else:
            kept[meld_keys.next_free(kept, key)] = cards
    deal.melds[merge] = {}
    deal.side_of[second] = keep


# ---------------------------------------------------------------------- meld / add


def check_meld(deal, action: Meld) -> None:
    before_drawing = _opening_before_drawing(deal)
    if not before_drawing:
        _need_phase(deal, PLAY)
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    melds = deal.melds[side]
    assigned: set[int] = set()
    opening = not deal.is_open(side)
    for g in action.groups:
        melding.check_group(rules, melds, g, assigned, None, opening)
    for g in action.wild:
        melding.check_wild_meld(rules, melds, g, assigned)
    for run in action.sequences:
        melding.check_sequence(rules, run)
    hand = deal.hands[seat]
    melding.check_holds_cards(hand, [c for run in action.sequences for c in run])
    counts = deal.hand_counts(seat)
    for run in action.sequences:
        for card in run:
            counts[card >> 2] -= 1
    for g in (*action.groups, *action.wild):
        melding.check_holds(counts, g)
    if rules.bars_twos or rules.wild_meld_commits:
        grouped = [r for g in action.groups for r in g]
        if any(r in rules.wild_ranks for r in grouped):  # only then work out the melds the move leaves
            _check_wilds_free(deal, grouped, _after_melding(deal, action)[1])
    black_threes = any(THREE in g for g in action.groups)
    if before_drawing:
        _check_opening_before_drawing(deal, seat, side, action, black_threes)
        return
    if rules.opens_before_drawing() and not deal.is_open(side):
        raise IllegalAction("your side opens only at the start of a turn, before drawing: "
                            "wait for your next turn")
    if black_threes:
        if deal.go_out_forbidden():
            raise IllegalAction("black threes can be melded only when going out, and {why}",
                                why=_no_going_out(deal))
        _check_still_goes_out(deal, action, Words("black threes can be melded only when going out, and "
                                                  "after this meld you could not go out this turn"))
    if not (rules.splash and _splash(rules, action)):
        _check_opening(deal, seat, side, _meld_value(deal, action.ranks),
                       lambda: _placed_canastas(rules, melds, action), lambda: _new_meld_ranks(action))
    _check_leaves(deal, action, len(hand) - action.size + deal.opening_draw_for(side))
    if deal.must_go_out and not black_threes:
        _check_still_goes_out(deal, action)


def _splash(rules, action: Meld) -> bool:
    """Whether a meld is a splash: one canasta of natural cards of one rank, all from hand, which
    opens at any score where the variant allows it (``Rules.splash``)."""
    if action.wild or action.sequences or len(action.groups) != 1:
        return False
    group = action.groups[0]
    return len(group) >= rules.canasta_size and len(set(group)) == 1 and group[0] not in rules.wild_ranks


def _opening_before_drawing(deal) -> bool:
    """Whether the player to move may lay down the side's opening before drawing (Canastone)."""
    return deal.phase == DRAW and deal.rules.opens_before_drawing() and \
        not deal.is_open(deal.side_of[deal.turn])


def _check_opening_before_drawing(deal, seat: int, side: int, action: Meld, black_threes: bool) -> None:
    if black_threes:
        raise IllegalAction("black threes can be melded only when going out")
    if len(deal.hands[seat]) - action.size < 1:
        raise IllegalAction("keep a card: you still draw and discard this turn")
    _check_opening(deal, seat, side, _meld_value(deal, action.ranks),
                   lambda: _placed_canastas(deal.rules, deal.melds[side], action),
                   lambda: _new_meld_ranks(action))


def _placed(rules, melds, action: Meld):
    """Each new meld of ``action`` as (key on ``melds``, ranks, exact cards): sequences first, whose
    cards are exact, so that groups take from the cards left."""
    taken = set(melds)
    for run in action.sequences:
        yield _take_key(taken, meld_keys.sequence(run[0] & 3)), (), run
    for ranks in action.groups:
        rank = next(r for r in ranks if r not in rules.wild_ranks)
        yield _take_key(taken, meld_keys.group(rank)), ranks, ()
    for ranks in action.wild:
        yield _take_key(taken, meld_keys.wild()), ranks, ()


def _take_key(taken: set[int], key: int) -> int:
    key = meld_keys.next_free(taken, key)
    taken.add(key)
    return key


def _lay_down(deal, seat: int, key: int, ranks=(), cards=()) -> None:
    """A new meld ``key`` from hand: exact ``cards`` (a sequence), or any cards of ``ranks``."""
    hand_cards = [_play_from_hand(deal, seat, c >> 2, c & 3) for c in cards]
    hand_cards += [_play_from_hand(deal, seat, r) for r in ranks]
    deal.melds[deal.side_of[seat]][key] = hand_cards
    deal.new_melds_this_turn.append(key)


def do_meld(deal, action: Meld) -> None:
    seat = deal.turn
    side = deal.side_of[seat]
    opening_draw = deal.opening_draw_for(side)
    melds = deal.melds[side]
    for key, ranks, cards in list(_placed(deal.rules, melds, action)):
        _lay_down(deal, seat, key, ranks, cards)
        if THREE in ranks:
            deal.must_go_out = True
    _after_meld(deal, seat, opening_draw)


def _after_meld(deal, seat: int, opening_draw: int = 0) -> None:
    """Record the meld; a side's first meld brings ``opening_draw`` cards from the stock (Mexicana)
    before an empty hand goes out."""
    deal.has_melded[seat] = True
    deal.melded_this_turn = True
    if opening_draw and not _draw_from_stock(deal, seat, opening_draw):
        return
    if not deal.hands[seat]:
        _went_out(deal)


def check_add(deal, action: Add) -> None:
    _need_phase(deal, PLAY)
    rules = deal.rules
    seat = deal.turn
    side = deal.side_of[seat]
    meld = deal.melds[side].get(action.target)
    if meld is None:
        raise IllegalAction("your side has no {meld} meld to add to", meld=meld_keys.label(action.target))
    on_the_way_out = len(deal.hands[seat]) - len(action.cards) <= 1
    melding.check_addition(rules, action.target, meld, action.cards, on_the_way_out)
    if (rules.bars_twos or rules.wild_meld_commits) and meld_keys.kind(action.target) == meld_keys.GROUP:
        _check_wilds_free(deal, action.cards, deal.melds[side])
    exact = melding.addition_cards(action.target, action.cards)
    if exact is None:
        melding.check_holds(deal.hand_counts(seat), action.cards)
    else:
        melding.check_holds_cards(deal.hands[seat], exact)
    _check_leaves(deal, action, len(deal.hands[seat]) - len(action.cards))
    if deal.must_go_out:
        _check_still_goes_out(deal, action)


def do_add(deal, action: Add) -> None:
    seat = deal.turn
    meld = deal.melds[deal.side_of[seat]][action.target]
    exact = melding.addition_cards(action.target, action.cards)
    if exact is None:
        meld.extend(_play_from_hand(deal, seat, r) for r in action.cards)
    else:
        meld.extend(_play_from_hand(deal, seat, c >> 2, c & 3) for c in exact)
    if action.target not in deal.new_melds_this_turn:
        deal.added_to_old = True
    _after_meld(deal, seat)


def check_merge(deal, action: Merge) -> None:
    _need_phase(deal, PLAY)
    melding.check_merge(deal.rules, deal.melds[deal.side_of[deal.turn]], action.source, action.target)
    if deal.must_go_out:
        _check_still_goes_out(deal, action)


def do_merge(deal, action: Merge) -> None:
    melds = deal.melds[deal.side_of[deal.turn]]
    melds[action.target].extend(melds.pop(action.source))
    new = deal.new_melds_this_turn
    if action.source not in new or action.target not in new:
        deal.added_to_old = True
    if action.source in new:
        new.remove(action.source)
    deal.melded_this_turn = True


# ---------------------------------------------------------------------- discard


def check_discard(deal, action: Discard) -> None:
    _need_phase(deal, PLAY)
    seat = deal.turn
    hand = deal.hands[seat]
    if not any(c >> 2 == action.rank and (action.suit is None or c & 3 == action.suit)
               for c in hand):
        raise IllegalAction("you do not hold {card}", card=str(action).split()[1])
    if action.rank == THREE and black_three_held_back(deal):
        raise IllegalAction("no black three may be discarded on a player's first turn in this game")
    rules = deal.rules
    melds = deal.melds[deal.side_of[seat]]
    if action.rank in rules.wild_ranks and rules.wilds_committed(melds) and \
            any(c >> 2 not in rules.wild_ranks for c in hand):
        raise IllegalAction("while your side's wild meld is short of a canasta you may not discard "
                            "a wild card")
    if action.rank in rules.wild_ranks and rules.wild_discard_last and \
            any(c >> 2 not in rules.wild_ranks for c in hand):
        raise IllegalAction("a wild card may be discarded only when you hold no natural card")
    remaining = len(hand) - 1
    if rules.restricts_discards and remaining:
        refusal = rules.discard_refusal(action.rank, deal.hand_counts(seat), not deal.pile, deal.dead_ranks())
        if refusal:
            raise IllegalAction(refusal)
    if deal.must_go_out and remaining:
        raise IllegalAction("you must go out this turn: meld your cards so that this discard "
                            "is your last card")
    if not remaining:
        if not rules.final_discard_ok(action.rank):
            raise IllegalAction("you go out only by discarding a natural card, not a wild card or a Three")
        if not talon_size(deal):
            _check_may_go_out(deal, melding.canasta_kinds(rules, melds), melds, keep_two=False)


def black_three_held_back(deal) -> bool:
    """Whether the player to move may not discard a black Three: on a player's first turn where
    the variant says so, unless the hand holds nothing else."""
    return deal.rules.no_black_three_first_turn and deal.turns < deal.players and \
        any(card >> 2 != THREE for card in deal.hands[deal.turn])


def do_discard(deal, action: Discard) -> None:
    seat = deal.turn
    talon = last_discard_talon(deal)
    deal._push_pile(_play_from_hand(deal, seat, action.rank, action.suit))
    if deal.hands[seat]:
        deal._next_turn()
    elif talon:
        if _draw_from_stock(deal, seat, talon):  # the bonus cards join the hand for the next turn
            deal._next_turn()
    else:
        _went_out(deal)


def _may_go_out(deal) -> bool:
    """Whether the player to move meets everything going out asks (``_check_may_go_out``)."""
    melds = deal.melds[deal.side_of[deal.turn]]
    try:
        _check_may_go_out(deal, melding.canasta_kinds(deal.rules, melds), melds)
    except IllegalAction:
        return False
    return True


# ---------------------------------------------------------------------- ask / answer / pass


def check_ask(deal, action: Ask) -> None:
    if action.acaba:
        _check_ask_acaba(deal)
        return
    _need_phase(deal, PLAY)
    seat = deal.turn
    if not deal.rules.may_ask_to_go_out:
        raise IllegalAction("in {game} nobody asks partner about going out", game=deal.rules.game)
    if not deal.partners(seat):
        raise IllegalAction("you have no partner to ask")
    if deal.permission is not None:
        raise IllegalAction("you have already asked this turn")
    if deal.rules.ask_once and deal.asked[seat]:
        raise IllegalAction("in {game} each player asks partner once a deal, and you have asked",
                            game=deal.rules.game)
    if deal.melded_this_turn:
        raise IllegalAction("ask before you meld: you have already melded this turn (taking "
                            "the pile melds its top card)")
    if len(deal.hands[seat]) < 2:
        raise IllegalAction("with one card left your discard goes out: there is nothing to ask")
    if not going_out.can_go_out(deal, seat):
        raise IllegalAction("you may ask only when your hand can go out this turn")


def _check_ask_acaba(deal) -> None:
    check_acaba(deal)
    if not deal.partners(deal.turn):
        raise IllegalAction("you have no partner to ask: declare 'acaba' yourself if you wish")


def do_ask(deal, action: Ask) -> None:
    if deal.rules.ask_once and not action.acaba:  # recorded only where it limits asking
        deal.asked[deal.turn] = True
    deal.asker = deal.turn
    deal.question = "acaba" if action.acaba else None
    deal.turn = deal.partners(deal.turn)[0]
    deal.phase = ANSWER


def check_answer(deal, action: Answer) -> None:
    if deal.phase in (DRAW, PLAY):
        raise IllegalAction("nobody has asked you anything: 'yes' and 'no' answer partner's 'ask'")
    _need_phase(deal, ANSWER)


def do_answer(deal, action: Answer) -> None:
    asker = deal.asker
    if deal.question == "acaba":
        if action.yes:
            deal._end(ENDED_ACABA, declarer=asker)
            return
        deal.turn, deal.phase = asker, DRAW
        return
    deal.permission = action.yes
    deal.must_go_out = action.yes
    deal.turn = asker
    deal.phase = PLAY


# ---------------------------------------------------------------------- acaba


def check_acaba(deal, action: Acaba | None = None) -> None:
    """Acaba exists in the variant, it is the start of the turn, and partner has not said no."""
    if deal.rules.acaba_points is None:
        raise IllegalAction("there is no Acaba in {game}", game=deal.rules.game)
    if deal.phase == PLAY:
        raise IllegalAction("Acaba is declared at the start of your turn, before you draw: "
                            "you have drawn already")
    _need_phase(deal, DRAW)
    if deal.question == "acaba":
        raise IllegalAction("partner said no to Acaba: play this turn out ('draw' or 'take')")


def do_acaba(deal, action: Acaba) -> None:
    deal._end(ENDED_ACABA, declarer=deal.turn)


# ---------------------------------------------------------------------- bonus / call


def bonus_open(deal) -> bool:
    """Whether the player to move may take the initial-meld bonus now (asked only where the variant
    has one): the player has just made the side's opening this turn, and has not taken it yet."""
    if deal.phase != PLAY or deal.bonus_taken or not deal.stock:
        return False
    melds = deal.melds[deal.side_of[deal.turn]]
    return bool(melds) and all(key in deal.new_melds_this_turn for key in melds)


def check_bonus(deal, action: Bonus) -> None:
    rules = deal.rules
    if not rules.opening_bonus:
        raise IllegalAction("there is no initial-meld bonus in {game}", game=rules.game)
    _need_phase(deal, PLAY)
    if deal.bonus_taken:
        raise IllegalAction("you have taken the bonus already: meld or discard")
    if not deal.stock:
        raise IllegalAction("the stock is out: there is no bonus to take")
    if not bonus_open(deal):
        raise IllegalAction("the bonus comes only right after your side's opening, in the turn you make it")
    if deal.must_go_out:
        raise IllegalAction("you must go out this turn: the bonus cards would stay in your hand")


def do_bonus(deal, action: Bonus) -> None:
    deal.bonus_taken = True
    _draw_from_stock(deal, deal.turn, deal.rules.opening_bonus)


def special_shown(deal, hand) -> tuple[int, ...] | None:
    """The cards of special hand ``hand`` (engine.special_hands) the player to move could call now,
    or None: the hand matches, the player has made no meld this deal, and it is the hand's moment
    (before drawing, or after drawing from the stock)."""
    seat = deal.turn
    if deal.has_melded[seat] or deal.phase != (DRAW if hand.before_drawing else PLAY):
        return None
    if hand.unopened_side and deal.is_open(deal.side_of[seat]):
        return None
    return hand.shown(deal.rules, deal.hands[seat], deal.red_threes[seat])


def check_call(deal, action: Call) -> None:
    rules = deal.rules
    hand = rules.special_hand(action.hand)
    if hand is None:
        names = ", ".join(h.name for h in rules.special_hands)
        typed = action.hand[:20]
        if names:
            raise IllegalAction("{game} has no special hand '{hand}': it has {names}", game=rules.game,
                                hand=typed, names=names)
        raise IllegalAction("{game} has no special hand '{hand}'", game=rules.game, hand=typed)
    if deal.phase not in (DRAW, PLAY):
        _need_phase(deal, PLAY)
    if deal.has_melded[deal.turn]:
        raise IllegalAction("you may call {hand} only before you have melded this deal", hand=hand.title)
    if hand.unopened_side and deal.is_open(deal.side_of[deal.turn]):
        raise IllegalAction("you may call {hand} only before your side has melded this deal", hand=hand.title)
    if hand.before_drawing and deal.phase != DRAW:
        raise IllegalAction("you may call {hand} only at the start of your turn, before drawing",
                            hand=hand.title)
    if not hand.before_drawing and deal.phase != PLAY:
        raise IllegalAction("you may call {hand} only after drawing from the stock: draw first",
                            hand=hand.title)
    if special_shown(deal, hand) is None:
        raise IllegalAction("your hand does not make {hand}: {pattern}", hand=hand.title, pattern=hand.words)


def do_call(deal, action: Call) -> None:
    seat = deal.turn
    cards = special_shown(deal, deal.rules.special_hand(action.hand))
    hand, laid_out = deal.hands[seat], deal.red_threes[seat]
    for card in cards:
        (hand if card in hand else laid_out).remove(card)
    deal.picked_up[seat].clear()
    deal.special = (action.hand, list(cards))
    deal._end(ENDED_SPECIAL, declarer=seat)


def check_pass(deal, action: Pass) -> None:
    _need_phase(deal, DRAW)
    if deal.stock:
        raise IllegalAction("you may pass only when the stock is empty: 'draw' instead")
    if _lay_off_allowed(deal):
        raise IllegalAction("with the stock empty you must take a pile whose top card fits "
                            "your side's meld: 'take'")


def do_pass(deal, action: Pass) -> None:
    deal._end(ENDED_STOCK)


def _lay_off_allowed(deal) -> bool:
    try:
        check_take(deal, Take())
    except IllegalAction:
        return False
    return True


def take_possible(deal) -> bool:
    from .legal import takes
    return bool(takes(deal))


_HANDLERS = {
    Draw: (check_draw, do_draw), Take: (check_take, do_take), Meld: (check_meld, do_meld),
    Add: (check_add, do_add), Merge: (check_merge, do_merge), Discard: (check_discard, do_discard),
    Ask: (check_ask, do_ask), Answer: (check_answer, do_answer), Pass: (check_pass, do_pass),
    Acaba: (check_acaba, do_acaba), Bonus: (check_bonus, do_bonus), Call: (check_call, do_call),
}


def check(deal, action) -> None:
    """Raise IllegalAction unless ``action`` is legal now; never changes the deal."""
    if deal.phase == OVER:
        raise IllegalAction("this deal is over")
    _HANDLERS[type(action)][0](deal, action)


def do(deal, action) -> None:
    """Play an action that has passed ``check``."""
    _HANDLERS[type(action)][1](deal, action)
