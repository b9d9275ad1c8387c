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
from ..errors import Words
from ..views import SeatView
from . import acaba
from .decision import Decision
from .determinize import sample_deal
from .discards import choose_discard, group_ranks, laid_out_worth
from .finishing import can_go_out, going_out_step, way_out_after_yes
from .knowledge import Knowledge
from .style import MEDIUM, Style
from .words import a_card, cards_count, cards_phrase, meld_name, meld_phrases, ranks_name, separately, the_top

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
            # Translators: {hand} is a special hand's name (Schneider, Blitz).
            return Decision(call, Words("Calling {hand}: it ends the deal for {bonus}.", hand=hand.title,
                                        bonus=hand.bonus))
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
                return Decision(Answer(False), Words("No: I still hold {points} points in hand.",
                                                     points=mine))
            return Decision(Answer(True), Words("Yes: go ahead and go out."))
        if margin >= 0 or mine <= 40 or k.opponents_near_out():
            why = (Words("we should be ahead by about {points}", points=_round(margin)) if margin >= 0
                   else Words("the opponents are close to going out") if k.opponents_near_out()
                   else Words("I hold only {points} points", points=mine))
            return Decision(Answer(True), Words("Yes: go out, {why}.", why=why))
        return Decision(Answer(False), Words("No: I hold {points} points in hand and we would trail by about "
                                             "{behind}; let me meld first.", points=mine,
                                             behind=_round(-margin)))

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
            assert plain is not None, "a draw or a pass is legal where no take is"
            return Decision(plain, self._no_take_reason(k, plain))
        scored = sorted(((take_value(k, a), a) for a in takes), key=lambda x: -x[0])
        value, best = scored[0]
        if plain is None:
            # Translators: a reason for taking the pile, when no other move is allowed.
            return Decision(best, Words("{reason} (the rules require it)", reason=take_reason(k, best)))
        bar = 22.0 * k.rules.draw_count if isinstance(plain, Draw) else 0.0
        if not self.careful:
            value = 100.0 if k.view.pile_size >= 3 or not _wilds(best, k) else value
        if value > bar:
            return Decision(best, take_reason(k, best))
        if isinstance(plain, Pass):
            return Decision(plain, Words("Passing: the stock is empty and the pile is not worth taking, "
                                         "so the deal ends here."))
        return Decision(plain, Words("Drawing: the pile is only {pile}, not worth {cost}.",
                                     pile=cards_count(k.view.pile_size), cost=_take_cost_words(k, best)))

    def _no_take_reason(self, k: Knowledge, plain) -> Words:
        # Translators: what a computer player does instead of taking the pile: {verb} in the reasons below.
        verb = Words("Drawing") if isinstance(plain, Draw) else Words("Passing (the stock is empty)")
        pile = k.view.pile
        if not pile:
            return Words("{verb}: the discard pile is empty.", verb=verb)
        top = pile[-1] >> 2
        if k.rules.is_wild(top):
            return Words("{verb}: {card} on top blocks the pile this turn.", verb=verb, card=a_card(top))
        if k.rules.blocks_pile(top):
            card = Words("a black Three") if top == THREE else a_card(top)
            return Words("{verb}: {card} on top stops the pile this turn.", verb=verb, card=card)
        if not k.rules.pile_taking.may_take(k.side.opened):
            return Words("{verb}: only a side that has opened may take the pile.", verb=verb)
        if k.counts[top] >= 2 and not k.side.opened:
            return Words("{verb}: my {ranks} with the top one do not reach the {points} points we need to "
                         "open.", verb=verb, ranks=ranks_name(top), points=k.side.opening_minimum)
        need = k.rules.pile_taking.naturals_to_take(k.side.pile_frozen)
        if need is not None:
            if k.side.pile_frozen:
                return Words("{verb}: the pile is frozen: it takes {need} natural {ranks} from my hand and I "
                             "hold {held}.", verb=verb, need=need, ranks=ranks_name(top), held=k.counts[top])
            return Words("{verb}: the pile takes {need} natural {ranks} from my hand and I hold {held}.",
                         verb=verb, need=need, ranks=ranks_name(top), held=k.counts[top])
        if k.side.pile_frozen:
            return Words("{verb}: the pile is frozen and I have no natural pair of {ranks}.", verb=verb,
                         ranks=ranks_name(top))
        return Words("{verb}: I cannot use {top}.", verb=verb, top=the_top(top))

    # ------------------------------------------------------------------ play

    def way_out(self, view: SeatView, legal: list, listed=None):
        """After partner's yes, the next step on the way out among ``legal`` (or among the going-out
        candidates, ``listed`` saying which the listing keeps), None if none keeps the way open."""
        return going_out_step(sample_deal(view, self._rng), view.seat, legal, listed)

    def _play(self, k: Knowledge, legal: list) -> Decision:
        view = k.view
        if view.permission is True:
            step = self.way_out(view, legal)
            if step is not None:
                return Decision(step, out_reason(step, Words("Going out as partner agreed")))
        if can_go_out(k):
            why = self.wants_out(k)
            if why is not None:
                guess = sample_deal(view, self._rng)
                if Ask() in legal and (not k.rules.may_go_out(None) or self.careful and any(
                        view.hand_sizes[s] >= 3 for s in k.partners)) and way_out_after_yes(guess, view.seat):
                    return Decision(Ask(), Words("Asking partner \"may I go out?\": I can go out now and "
                                                 "{why}.", why=why))
                step = going_out_step(guess, view.seat, legal)
                if step is not None:
                    return Decision(step, out_reason(step, Words("Going out: {why}", why=why)))
        if Bonus() in legal and (view.stock_size > BONUS_STOCK or not self.careful):
            return Decision(Bonus(), Words("Taking the three-card bonus for our opening: the stock still "
                                           "holds {count} cards.", count=view.stock_size))
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
            return Decision(step, out_reason(step))
        if self.blunder_rate and self._rng.random() < self.blunder_rate:
            options = [a for a in legal if isinstance(a, Discard) and not k.rules.is_wild(a.rank)]
            if options:
                action = self._rng.choice(options)
                return Decision(action, Words("Discarding {card}: I can spare it.", card=a_card(action.rank)))
        choice = choose_discard(k, legal, self.careful, self.style)
        return Decision(choice.action, choice.reason)

    def wants_out(self, k: Knowledge) -> Words | None:
        """Why to go out now (when the hand can), or None to hold on."""
        if not self.careful:
            return Words("nothing to wait for")
        margin = k.margin_if_we_go_out(goer=k.seat) - going_out_penalties(k)
        if margin >= 0:
            return Words("we should finish ahead by about {points}", points=_round(margin))
        if k.opponents_near_out():
            return Words("the opponents are close to going out")
        if k.view.stock_size <= 6:
            return Words("the stock is nearly gone")
        return None

    def _reserve(self, k: Knowledge) -> int:
        """Cards to keep in hand after melding: a full hand takes frozen piles (more of it where
        every take needs a natural pair); none is needed once the side can go out."""
        if k.side.canastas >= k.view.canastas_to_go_out:
            return 2
        if not self.careful:
            return 3
        more = FROZEN_PILE_RESERVE if k.rules.frozen_pile_outlasts_stock else 0
        return self.style.reserve_for(k.rules) + more

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
                        or any(rules.makes_canasta(len(g)) for g in (*a.groups, *a.wild, *a.sequences))]
        if not openings:
            return None

        def cost(action: Meld) -> float:
            cards = action.ranks
            jokers = cards.count(JOKER_RANK)
            wilds = rules.wilds_among(cards)
            return 60.0 * jokers + 40.0 * (wilds - jokers) + 8.0 * len(cards)

        best = min(openings, key=cost)
        total = sum(rules.opening_value(r) for r in best.ranks)
        return Decision(best, Words("Opening with {melds}: {total} points, and we need {minimum}.",
                                    melds=separately(meld_phrases(best)), total=total,
                                    minimum=k.side.opening_minimum))

    def _meld_step(self, k: Knowledge, legal: list) -> Decision | None:
        rules = k.rules
        view = k.view
        hand = len(view.hand)
        keep = self._reserve(k)
        late = k.opponents_near_out() or view.stock_size <= 8
        melds = {m.meld_key: m for m in k.side.melds}
        merges = [a for a in legal if isinstance(a, Merge)]
        if merges:  # costs no card, and only one meld of a rank or run can become a canasta
            return _merge_decision(rules, melds, merges)
        adds, news, wild_adds, wild_news = _sorted_melds(rules, legal)

        def completes(action) -> bool:
            return rules.completes_canasta(len(melds[action.target].cards), len(action.cards))

        fitting_adds = [a for a in adds if hand - len(a.cards) >= keep or late
                        or completes(a) and hand - len(a.cards) >= 2]
        if fitting_adds:
            add = max(fitting_adds, key=lambda a: (completes(a), len(a.cards)))
            cards, target = cards_phrase(add.cards), meld_name(add.target)
            if completes(add):
                return Decision(add, Words("Adding {cards} to our {meld}: that makes a canasta.",
                                           cards=cards, meld=target))
            return Decision(add, Words("Adding {cards} to our {meld}.", cards=cards, meld=target))
        if self.careful:
            news = [a for a in news if not meld_risk(k, a)]
            wild_news = [a for a in wild_news if not meld_risk(k, a)]
        fitting_melds = [a for a in news if hand - a.size >= keep or late]
        if fitting_melds:
            meld = max(fitting_melds, key=lambda a: a.size)
            return Decision(meld, Words("Melding {meld}.", meld=meld_phrases(meld)[0]))
        completing = []
        for action in wild_adds:
            wilds = rules.wilds_among(action.cards)
            if completes(action) and hand - len(action.cards) >= 2:
                completing.append((wilds, -len(action.cards), action))
        if completing:
            _, _, completing_add = min(completing, key=lambda x: (x[0], x[1]))
            return Decision(completing_add, Words("Adding {cards} to our {meld} to complete a canasta.",
                                                  cards=cards_phrase(completing_add.cards),
                                                  meld=meld_name(completing_add.target)))
        if late:
            dumps = [a for a in wild_news if hand - a.size >= 2]
            if dumps:
                dump = min(dumps, key=lambda a: a.size)
                return Decision(dump, Words("Melding {meld} so they do not count against us if the deal "
                                            "ends.", meld=meld_phrases(dump)[0]))
        return None


# ---------------------------------------------------------------------- helpers


def _merge_decision(rules, melds: dict, merges: list[Merge]) -> Decision:
    """The merge of the side's ``melds`` (by key) that makes the largest meld."""
    def merged_size(merge: Merge) -> int:
        return len(melds[merge.source].cards) + len(melds[merge.target].cards)

    merge = max(merges, key=merged_size)
    source, target = meld_name(merge.source), meld_name(merge.target)
    if rules.makes_canasta(merged_size(merge)):
        return Decision(merge, Words("Merging our {source} into our {target}: that makes a canasta.",
                                     source=source, target=target))
    return Decision(merge, Words("Merging our {source} into our {target}.", source=source, target=target))


def _sorted_melds(rules, legal: list) -> tuple[list[Add], list[Meld], list[Add], list[Meld]]:
    """The listed adds and single new melds but of Threes, as (adds, new melds) without wild cards and
    (adds, new melds) with them; wild cards gathered like a rank's naturals (onto or into a wild meld,
    where they pay) count as without."""
    wild_melds_pay = rules.wild_melds_pay
    adds: list[Add] = []
    news: list[Meld] = []
    wild_adds: list[Add] = []
    wild_news: list[Meld] = []
    for action in legal:  # the look-ahead's playouts run this loop over every listing they meet
        if isinstance(action, Add) and action.target != THREE:
            has_wild = rules.has_wild(action.cards)
            to_wild_meld = has_wild and wild_melds_pay and meld_keys.kind(action.target) == meld_keys.WILD
            (wild_adds if has_wild and not to_wild_meld else adds).append(action)
        elif isinstance(action, Meld) and action.melds == 1:
            ranks = action.ranks
            if THREE not in ranks:
                has_wild = rules.has_wild(ranks)
                (wild_news if has_wild and not (wild_melds_pay and action.wild) else news).append(action)
    return adds, news, wild_adds, wild_news



def take_value(k: Knowledge, take: Take) -> float:
    """What taking the pile this way is worth to us, in rough points (a draw is about 22 a card)."""
    rules = k.rules
    pile = k.view.pile
    top = pile[-1] >> 2
    stock_empty = k.view.stock_size == 0
    our_ranks = group_ranks(k.side)
    wild = rules.wild_by_rank
    gain: float = rules.value(top)
    for card in pile[:-1]:
        rank = card >> 2
        if rules.laid_out.from_pile(card):
            gain += laid_out_worth(rules, card)
            continue
        useful = -5.0 if stock_empty else 18.0
        if wild[rank]:
            useful += 60.0
        elif rank in our_ranks or k.counts[rank] >= 1:
            useful += 12.0
        gain += useful
    gain += k.view.pile_hidden * (-5.0 if stock_empty else 22.0)  # a face-down packet: as good as drawn
    for rank in take.cards:
        gain += rules.value(rank)
        if wild[rank]:
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
               if rules.meld_short_of_canasta(n := k.counts[rank]) and rank not in k.melds)


def meld_risk(k: Knowledge, action: Meld) -> int:
    """The penalties the new melds of ``action`` risk (``short_meld_risk``)."""
    news = [(meld_keys.group(next(r for r in g if not k.rules.is_wild(r))), g) for g in action.groups]
    news += [(meld_keys.wild(), g) for g in action.wild]
    return sum(short_meld_risk(k, key, ranks, action.ranks) for key, ranks in news)


def short_meld_risk(k: Knowledge, key: int, ranks, used) -> int:
    """What a meld of ``ranks`` under ``key`` risks if the deal ends with it short of a canasta
    (``Rules.short_meld_penalty``: Americana's Sevens, natural Aces and wild melds), when the hand
    left after playing ``used`` cannot fill it: 0 for a canasta, a meld no penalty threatens, or a
    hand that holds the cards it lacks."""
    rules = k.rules
    missing = rules.canasta_shortfall(len(ranks))
    if missing <= 0:
        return 0
    penalty = rules.short_meld_penalty(key, [rank << 2 for rank in ranks])
    if not penalty:
        return 0
    left = k.counts[:]
    for rank in used:
        left[rank] -= 1
    wild = meld_keys.kind(key) == meld_keys.WILD
    held = rules.wilds_in_hand(left) if wild else left[meld_keys.rank(key)]
    return 0 if held >= missing else penalty


def take_reason(k: Knowledge, take: Take) -> Words:
    size = cards_count(k.view.pile_size)
    top = k.view.pile[-1] >> 2
    if not take.cards:
        return Words("Taking the pile ({size}): {top} goes on our {ranks}.", size=size, top=the_top(top),
                     ranks=ranks_name(top))
    naturals = [r for r in take.cards if r == top]
    if not take.extra and len(naturals) == len(take.cards) == 2:
        how = Words("a pair of {ranks}", ranks=ranks_name(top))
    else:
        how = cards_phrase(take.cards)
    if k.side.opened:
        return Words("Taking the pile ({size}) with {how}.", size=size, how=how)
    value = k.rules.opening_value
    total = value(top) + sum(value(r) for g in (take.cards, *take.extra) for r in g)
    minimum = k.side.opening_minimum
    if take.extra:
        return Words("Taking the pile ({size}) with {how} to open, also melding {extra} ({total} points; we "
                     "need {minimum}).", size=size, how=how, total=total, minimum=minimum,
                     extra=separately([cards_phrase(g) for g in take.extra]))
    return Words("Taking the pile ({size}) with {how} to open ({total} points; we need {minimum}).",
                 size=size, how=how, total=total, minimum=minimum)


def out_reason(action, lead: Words | None = None) -> Words:
    """The last step of a way out of the hand, said after ``lead`` (why now), or after a plain "Going out"
    (a sentence of its own: "Going out" alone names a row of the score sheet)."""
    if isinstance(action, Discard):
        card = a_card(action.rank)
        if lead is None:
            return Words("Going out; discarding my last card, {card}.", card=card)
        # Translators: {lead} is "Going out" and why, then the move that goes out.
        return Words("{lead}; discarding my last card, {card}.", lead=lead, card=card)
    if isinstance(action, Add):
        cards, meld = cards_phrase(action.cards), meld_name(action.target)
        if lead is None:
            return Words("Going out; adding {cards} to our {meld}.", cards=cards, meld=meld)
        return Words("{lead}; adding {cards} to our {meld}.", lead=lead, cards=cards, meld=meld)
    melds = separately(meld_phrases(action))
    if lead is None:
        return Words("Going out; melding {melds}.", melds=melds)
    return Words("{lead}; melding {melds}.", lead=lead, melds=melds)


def _wilds(take: Take, k: Knowledge) -> int:
    return k.rules.wilds_among(take.cards)


def _take_cost_words(k: Knowledge, take: Take) -> Words:
    wilds = [r for r in take.cards if k.rules.is_wild(r)]
    if wilds:
        return Words("spending {card} on it", card=a_card(wilds[0]))
    top = k.view.pile[-1] >> 2
    if not take.cards:
        return Words("a turn without a fresh card from the stock")
    return Words("using up my pair of {ranks}", ranks=ranks_name(top))


def _round(points: float) -> int:
    return int(round(points / 10.0) * 10)
