"""The ``easy`` and ``medium`` levels: rules of thumb a good club player would recognise.

Medium takes the pile when it pays, opens early with few wild cards, melds naturals
while keeping a reserve of cards (and pairs) for taking the pile, spends wild cards to
complete canastas, discards what the next opponent is unlikely to use (freezing a
rich pile with a wild card when nothing is safe), goes out or asks partner when
ahead, answers partner's "may I go out?" by weighing its own hand, and declares Acaba where the
variant has it when the deal is lost by more than the declaration gives away, calls a special hand
whenever it holds one and takes an initial-meld bonus while the stock is long. Easy follows the same plan
without the care: it takes whatever pile it can, goes out at once and discards by
keep value alone, with an occasional careless throw.
"""

from __future__ import annotations

import random

from .. import meld_keys
from ..actions import Add, Answer, Ask, Bonus, Call, Discard, Draw, Meld, Merge, Pass, Take
from ..cards import JOKER_RANK, THREE
from ..views import SeatView
from . import acaba
from .decision import Decision
from .determinize import sample_deal
from .discards import choose_discard, laid_out_worth
from .finishing import can_go_out, going_out_step, way_out_after_yes
from .knowledge import Knowledge
from .style import MEDIUM, Style
from .words import a_card, cards_phrase, meld_name, meld_phrases, rank_name, ranks_name

BONUS_STOCK = 20  # the initial-meld bonus is taken while the stock holds more: later, cards are a risk
FROZEN_PILE_RESERVE = 5  # more cards kept where the pile is always frozen (International, Italian;
# not Americana, whose deal ends with the stock)


class HeuristicPlayer:
    """A rule-of-thumb player; ``careful`` (medium) weighs risks that easy ignores."""

    def __init__(self, level: str, seed: int | str | None = 0, careful: bool = True,
                 blunder_rate: float = 0.0, style: Style = MEDIUM):
        self.level = level
        self.careful = careful
        self.style = style
        self.blunder_rate = blunder_rate
        self._rng = random.Random(seed)

    def decide(self, view: SeatView, legal: list) -> Decision:
        if not legal:
            raise ValueError("no legal actions: the deal is over or it is not this seat's turn")
        k = Knowledge(view)
        call = next((a for a in legal if isinstance(a, Call)), None)
        if call is not None:  # a special hand is worth more than any deal played on
            hand = k.rules.special_hand(call.hand)
            return Decision(call, f"Calling {hand.title}: it ends the deal for {hand.bonus}.")
        if view.phase == "answer":
            return self._answer(k, legal)
        if view.phase == "draw":
            return self._draw(k, legal)
        return self._play(k, legal)

    # ------------------------------------------------------------------ answer

    def _answer(self, k: Knowledge, legal: list) -> Decision:
        if k.view.question == "acaba":
            return acaba.answer(k, self.careful)
        mine = k.hand_value()
        margin = k.margin_if_we_go_out(goer=k.view.asker)
        if not self.careful:
            if mine >= 150:
                return Decision(Answer(False), f"No: I still hold {mine} points in hand.")
            return Decision(Answer(True), "Yes: go ahead and go out.")
        if margin >= 0 or mine <= 40 or k.opponents_near_out():
            why = (f"we should be ahead by about {_round(margin)}" if margin >= 0
                   else "the opponents are close to going out" if k.opponents_near_out()
                   else f"I hold only {mine} points")
            return Decision(Answer(True), f"Yes: go out, {why}.")
        return Decision(Answer(False), f"No: I hold {mine} points in hand and we would trail by "
                                       f"about {_round(-margin)}; let me meld first.")

    # ------------------------------------------------------------------ draw

    def _draw(self, k: Knowledge, legal: list) -> Decision:
        declared = acaba.declaration(k, legal, self.careful)
        if declared is not None:
            return declared
        if not k.side.opened and k.rules.opens_before_drawing():
            opening = self._opening(k, legal, coming=k.rules.draw_count)  # the draw still to come
            if opening is not None:
                return opening
        takes = [a for a in legal if isinstance(a, Take)]
        plain = next((a for a in legal if isinstance(a, Draw | Pass)), None)
        if not takes:
            return Decision(plain, self._no_take_reason(k, plain))
        scored = sorted(((take_value(k, a), a) for a in takes), key=lambda x: -x[0])
        value, best = scored[0]
        if plain is None:
            return Decision(best, take_reason(k, best) + " (the rules require it)")
        bar = 22.0 * k.rules.draw_count if isinstance(plain, Draw) else 0.0
        if not self.careful:
            value = 100.0 if k.view.pile_size >= 3 or not _wilds(best, k) else value
        if value > bar:
            return Decision(best, take_reason(k, best))
        if isinstance(plain, Pass):
            return Decision(plain, "Passing: the stock is empty and the pile is not worth taking, "
                                   "so the deal ends here.")
        return Decision(plain, f"Drawing: the pile is only {_cards(k.view.pile_size)}, not worth "
                               f"{_take_cost_words(k, best)}.")

    def _no_take_reason(self, k: Knowledge, plain) -> str:
        verb = "Drawing" if isinstance(plain, Draw) else "Passing (the stock is empty)"
        pile = k.view.pile
        if not pile:
            return f"{verb}: the discard pile is empty."
        top = pile[-1] >> 2
        if top in k.rules.wild_ranks:
            return f"{verb}: {a_card(top)} on top blocks the pile this turn."
        if top in k.rules.stop_ranks:
            card = "a black Three" if top == THREE else a_card(top)
            return f"{verb}: {card} on top stops the pile this turn."
        if not k.side.opened and not k.rules.pile_for_opening:
            return f"{verb}: only a side that has opened may take the pile."
        if k.counts[top] >= 2 and not k.side.opened:
            return (f"{verb}: my {ranks_name(top)} with the top one do not reach the "
                    f"{k.side.opening_minimum} points we need to open.")
        if k.rules.pile_naturals:
            need = k.rules.pile_naturals[k.side.pile_frozen]
            frozen = "the pile is frozen: it" if k.side.pile_frozen else "the pile"
            return (f"{verb}: {frozen} takes {need} natural {ranks_name(top)} from my hand and I hold "
                    f"{k.counts[top]}.")
        if k.side.pile_frozen:
            return f"{verb}: the pile is frozen and I have no natural pair of {ranks_name(top)}."
        return f"{verb}: I cannot use the top {rank_name(top)}."

    # ------------------------------------------------------------------ play

    def _play(self, k: Knowledge, legal: list) -> Decision:
        view = k.view
        if view.permission is True:
            step = going_out_step(sample_deal(view, self._rng), view.seat, legal)
            if step is not None:
                return Decision(step, out_reason(step, "Going out as partner agreed"))
        if can_go_out(k):
            wanted, why = self.wants_out(k)
            if wanted:
                guess = sample_deal(view, self._rng)
                if Ask() in legal and (k.rules.must_ask_to_go_out or self.careful and any(
                        view.hand_sizes[s] >= 3 for s in k.partners)) and way_out_after_yes(guess, view.seat):
                    return Decision(Ask(), f"Asking partner \"may I go out?\": I can go out now and {why}.")
                step = going_out_step(guess, view.seat, legal)
                if step is not None:
                    return Decision(step, out_reason(step, f"Going out: {why}"))
        if Bonus() in legal and (view.stock_size > BONUS_STOCK or not self.careful):
            return Decision(Bonus(), f"Taking the three-card bonus for our opening: the stock still holds "
                                     f"{view.stock_size} cards.")
        if not k.side.opened:
            opening = self._opening(k, legal)
            if opening is not None:
                return opening
        else:
            meld = self._meld_step(k, legal)
            if meld is not None:
                return meld
        if not any(isinstance(a, Discard) for a in legal):
            # A last card kept to make the canastas needed: play it onto its meld.
            step = going_out_step(sample_deal(view, self._rng), view.seat, legal) or legal[0]
            return Decision(step, out_reason(step, "Going out"))
        if self.blunder_rate and self._rng.random() < self.blunder_rate:
            options = [a for a in legal if isinstance(a, Discard) and a.rank not in k.rules.wild_ranks]
            if options:
                action = self._rng.choice(options)
                return Decision(action, f"Discarding {a_card(action.rank)}: I can spare it.")
        choice = choose_discard(k, legal, self.careful, self.style)
        return Decision(choice.action, choice.reason)

    def wants_out(self, k: Knowledge) -> tuple[bool, str]:
        """Whether to go out now (when the hand can), and why."""
        if not self.careful:
            return True, "nothing to wait for"
        margin = k.margin_if_we_go_out(goer=k.seat) - going_out_penalties(k)
        if margin >= 0:
            return True, f"we should finish ahead by about {_round(margin)}"
        if k.opponents_near_out():
            return True, "the opponents are close to going out"
        if k.view.stock_size <= 6:
            return True, "the stock is nearly gone"
        return False, ""

    def _reserve(self, k: Knowledge) -> int:
        """Cards to keep in hand after melding: a full hand takes frozen piles (more of it where
        every take needs a natural pair); none is needed once the side can go out."""
        if k.side.canastas >= k.view.canastas_to_go_out:
            return 2
        if not self.careful:
            return 3
        rules = k.rules  # where the deal ends with the stock, no pile is taken after it: hold no more
        frozen = rules.pile_always_frozen and not rules.deal_ends_short_stock
        return self.style.reserve + (FROZEN_PILE_RESERVE if frozen else 0)

    def _opening(self, k: Knowledge, legal: list, coming: int = 0) -> Decision | None:
        """The cheapest opening among ``legal`` (``coming``: cards the turn will still draw)."""
        rules = k.rules
        hand = len(k.view.hand) + coming
        late = k.opponents_near_out() or k.view.stock_size <= 8
        openings = [a for a in legal if isinstance(a, Meld) and THREE not in a.ranks]
        if self.careful:  # no meld left short that costs a penalty the hand cannot fill (Americana)
            openings = [a for a in openings if not meld_risk(k, a)]
        if self.careful and not late:
            hand += k.opening_draw()  # cards a first meld brings (Mexicana)
            openings = [a for a in openings
                        if hand - a.size >= (3 if k.side.opening_minimum < 90 else 2)
                        or any(len(g) >= rules.canasta_size for g in (*a.groups, *a.wild, *a.sequences))]
        if not openings:
            return None

        def cost(action: Meld) -> float:
            cards = action.ranks
            jokers = cards.count(JOKER_RANK)
            wilds = sum(1 for r in cards if r in rules.wild_ranks)
            return 60.0 * jokers + 40.0 * (wilds - jokers) + 8.0 * len(cards)

        best = min(openings, key=cost)
        total = sum(rules.opening_value(r) for r in best.ranks)
        melds = "; ".join(meld_phrases(best))
        return Decision(best, f"Opening with {melds}: {total} points, and we need "
                              f"{k.side.opening_minimum}.")

    def _meld_step(self, k: Knowledge, legal: list) -> Decision | None:
        rules = k.rules
        view = k.view
        hand = len(view.hand)
        keep = self._reserve(k)
        late = k.opponents_near_out() or view.stock_size <= 8
        melds = {m.meld_key: m for m in k.side.melds}
        merges = [a for a in legal if isinstance(a, Merge)]
        if merges:  # costs no card, and only one meld of a rank or run can become a canasta
            def merged_size(merge: Merge) -> int:
                return len(melds[merge.source].cards) + len(melds[merge.target].cards)

            best = max(merges, key=merged_size)
            size = merged_size(best)
            text = f"Merging our {meld_name(best.source)} into our {meld_name(best.target)}"
            return Decision(best, text + (": that makes a canasta." if size >= rules.canasta_size else "."))
        wild_melds_pay = rules.wild_melds_pay  # wild cards gathered like the naturals of a rank
        adds, news, wild_adds, wild_news = [], [], [], []
        for action in legal:
            if isinstance(action, Add) and action.target != THREE:
                wilds = sum(1 for r in action.cards if r in rules.wild_ranks)
                to_wild_meld = wild_melds_pay and meld_keys.kind(action.target) == meld_keys.WILD
                (wild_adds if wilds and not to_wild_meld else adds).append(action)
            elif isinstance(action, Meld) and action.melds == 1 and THREE not in action.ranks:
                wilds = sum(1 for r in action.ranks if r in rules.wild_ranks)
                (wild_news if wilds and not (wild_melds_pay and action.wild) else news).append(action)

        def completes(action) -> bool:
            size = len(melds[action.target].cards)
            return size < rules.canasta_size <= size + len(action.cards)

        fits = [a for a in adds if hand - len(a.cards) >= keep or late
                or completes(a) and hand - len(a.cards) >= 2]
        if fits:
            best = max(fits, key=lambda a: (completes(a), len(a.cards)))
            text = f"Adding {cards_phrase(best.cards)} to our {meld_name(best.target)}"
            if completes(best):
                text += ": that makes a canasta"
            return Decision(best, text + ".")
        if self.careful:
            news = [a for a in news if not meld_risk(k, a)]
            wild_news = [a for a in wild_news if not meld_risk(k, a)]
        fits = [a for a in news if hand - a.size >= keep or late]
        if fits:
            best = max(fits, key=lambda a: a.size)
            return Decision(best, f"Melding {meld_phrases(best)[0]}.")
        completing = []
        for action in wild_adds:
            wilds = sum(1 for r in action.cards if r in rules.wild_ranks)
            if completes(action) and hand - len(action.cards) >= 2:
                completing.append((wilds, -len(action.cards), action))
        if completing:
            _, _, best = min(completing, key=lambda x: (x[0], x[1]))
            return Decision(best, f"Adding {cards_phrase(best.cards)} to our "
                                  f"{meld_name(best.target)} to complete a canasta.")
        if late:
            dumps = [a for a in wild_news if hand - a.size >= 2]
            if dumps:
                best = min(dumps, key=lambda a: a.size)
                return Decision(best, f"Melding {meld_phrases(best)[0]} so they do not count "
                                      "against us if the deal ends.")
        return None


# ---------------------------------------------------------------------- helpers


def take_value(k: Knowledge, take: Take) -> float:
    """What taking the pile this way is worth to us, in rough points (a draw is about 22 a card)."""
    rules = k.rules
    pile = k.view.pile
    top = pile[-1] >> 2
    stock_empty = k.view.stock_size == 0
    our_ranks = {m.rank for m in k.side.melds}
    gain = rules.value(top)
    for card in pile[:-1]:
        rank = card >> 2
        if rules.laid_out_from_pile(card):
            gain += laid_out_worth(rules, card)
            continue
        useful = -5.0 if stock_empty else 18.0
        if rank in rules.wild_ranks:
            useful += 60.0
        elif rank in our_ranks or k.counts[rank] >= 1:
            useful += 12.0
        gain += useful
    gain += k.view.pile_hidden * (-5.0 if stock_empty else 22.0)  # a face-down packet: as good as drawn
    for rank in take.cards:
        gain += rules.value(rank)
        if rank in rules.wild_ranks:
            gain -= 100.0 if rank == JOKER_RANK else 70.0
        else:
            gain -= 15.0
    if take.extra:
        gain -= 10.0 * sum(len(g) for g in take.extra)
    if not k.side.opened:
        gain += 100.0
    if take.target is None and top not in k.melds:  # the top card starts a meld of its rank
        gain -= short_meld_risk(k, meld_keys.group(top), (top, *take.cards), take.cards)
    return gain


def going_out_penalties(k: Knowledge) -> int:
    """The penalties going out now would add (``Rules.short_meld_penalty``): the melds the hand's
    cards of a rank would have to start, short of a canasta (Americana's Sevens and Aces)."""
    rules = k.rules
    return sum(rules.short_meld_penalty(meld_keys.group(rank), [rank << 2] * n)
               for rank in rules.natural_ranks
               if rules.meld_min_size <= (n := k.counts[rank]) < rules.canasta_size and rank not in k.melds)


def meld_risk(k: Knowledge, action: Meld) -> int:
    """The penalties the new melds of ``action`` risk (``short_meld_risk``)."""
    news = [(meld_keys.group(next(r for r in g if r not in k.rules.wild_ranks)), g) for g in action.groups]
    news += [(meld_keys.wild(), g) for g in action.wild]
    return sum(short_meld_risk(k, key, ranks, action.ranks) for key, ranks in news)


def short_meld_risk(k: Knowledge, key: int, ranks, used) -> int:
    """What a meld of ``ranks`` under ``key`` risks if the deal ends with it short of a canasta
    (``Rules.short_meld_penalty``: Americana's Sevens, natural Aces and wild melds), when the hand
    left after playing ``used`` cannot fill it: 0 for a canasta, a meld no penalty threatens, or a
    hand that holds the cards it lacks."""
    rules = k.rules
    missing = rules.canasta_size - len(ranks)
    if missing <= 0:
        return 0
    penalty = rules.short_meld_penalty(key, [rank << 2 for rank in ranks])
    if not penalty:
        return 0
    left = k.counts[:]
    for rank in used:
        left[rank] -= 1
    wild = meld_keys.kind(key) == meld_keys.WILD
    held = sum(left[rank] for rank in rules.wild_ranks) if wild else left[meld_keys.rank(key)]
    return 0 if held >= missing else penalty


def take_reason(k: Knowledge, take: Take) -> str:
    pile = k.view.pile_size
    top = k.view.pile[-1] >> 2
    size = _cards(pile)
    if not take.cards:
        return f"Taking the pile ({size}): the top {rank_name(top)} goes on our {ranks_name(top)}."
    naturals = [r for r in take.cards if r == top]
    if not take.extra and len(naturals) == len(take.cards) == 2:
        how = f"a pair of {ranks_name(top)}"
    else:
        how = cards_phrase(take.cards)
    text = f"Taking the pile ({size}) with {how}"
    if not k.side.opened:
        value = k.rules.opening_value
        total = value(top) + sum(value(r) for g in (take.cards, *take.extra) for r in g)
        extra = "; ".join(cards_phrase(g) for g in take.extra)
        text += (" to open" + (f", also melding {extra}" if extra else "")
                 + f" ({total} points; we need {k.side.opening_minimum})")
    return text + "."


def out_reason(action, lead: str) -> str:
    if isinstance(action, Discard):
        return f"{lead}; discarding my last card, {a_card(action.rank)}."
    if isinstance(action, Add):
        return f"{lead}; adding {cards_phrase(action.cards)} to our {meld_name(action.target)}."
    return f"{lead}; melding {'; '.join(meld_phrases(action))}."


def _wilds(take: Take, k: Knowledge) -> int:
    return sum(1 for r in take.cards if r in k.rules.wild_ranks)


def _take_cost_words(k: Knowledge, take: Take) -> str:
    wilds = [r for r in take.cards if r in k.rules.wild_ranks]
    if wilds:
        return f"spending {a_card(wilds[0])} on it"
    top = k.view.pile[-1] >> 2
    if not take.cards:
        return "a turn without a fresh card from the stock"
    return f"using up my pair of {ranks_name(top)}"


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def _round(points: float) -> int:
    return int(round(points / 10.0) * 10)
