"""The ``hard`` level: a sharper medium whose judgement is checked by looking ahead over guessed deals.

Its guide plays medium's rules of thumb with the numbers of ``engine.ai.style.SHARP`` (a bigger
reserve, a smaller one where runs refill the hand; more weight on what a discard may give away where
one side opposes, except in Samba, none where several do).
For the decisions that shape a deal (take or draw, which card to discard, go out or hold on) it
lists the guide's choice and a couple of alternatives, deals the unseen cards at random many times
(keeping to what the pile shows of each hand, ``engine.ai.inference``, and leaning to what the table
shows, ``engine.ai.table_reading``), plays each candidate forward
on the same guesses (medium plays every seat for a few turns, then the fast policy of
``engine.ai.playout``) and compares the scores. It overrules the guide only when an alternative is
better by a clear margin on the paired results. Thinking stops after a number of guessed deals or at
the budget, CPU time of the thread that thinks (``engine.ai.budget``: a busy host makes a decision wait,
not think less; checked between samples) or the wall clock's cap (a playout still running then is
dropped with its sample), or earlier once the answer is clear.
"""

from __future__ import annotations

import math
import random

from ..actions import Acaba, Add, Ask, Bonus, Call, Discard, Draw, Meld, Pass, Take
from ..deal import Deal
from ..errors import IllegalAction, Words
from ..legal import going_out_candidates, listed
from ..scoring import score_deal
from ..views import SeatView, seat_view
from .budget import Budget
from .decision import Decision
from .determinize import sample_deal
from .discards import describe_discard, discard_costs
from .finishing import can_go_out, going_out_step, play_out
from .heuristic import HeuristicPlayer, out_reason, take_reason, take_value
from .inference import Limit, hand_limits
from .knowledge import Knowledge
from .meld_choices import ranked_melds
from .playout import play_turn_part
from .style import SHARP
from .table_reading import rank_weights
from .words import cards_phrase, meld_name, meld_phrases, separately

DEFAULT_BUDGET_MS = 400.0  # CPU ms a decision: the budget its strength was measured at (README, Computer
# players), then in wall ms. At 100 ms it drew 6-23 samples a decision, below the 24 it then needed, and
# never overruled its guide; at 400 ms, on deals guessed within what the pile shows
# (engine.ai.inference), it overrules about one decision in twelve in Classic. By the wall clock a busy
# host thinned it to 9 samples at load 5.5, and it no longer overruled its guide (issue 69)
DEFAULT_SAMPLES = 48  # guessed deals a decision at the default budget, unless the CPU budget ends it
# first: the 44-51 it drew idle at 400 ms, so a busy host costs it no strength, only time (its arena
# figures were measured at 40, ``canasta arena --think 40``)
GUIDED_TURNS = 2  # turns from the decision on that medium itself plays, the opponents' true policy:
# the rest of the seat's own turn and the next player's answer to it. The 4 turns counted from the
# candidate's end that it played before made a playout about 1.6 times dearer (docs/measuring.md)
HORIZON_TURNS = 19  # further turns played by the fast policy before a position is judged as it stands:
# about 21 from the decision on, as before GUIDED_TURNS was cut from 4 to 2
ALTERNATIVES = 2  # candidates compared with the guide's choice, where the search is narrow (``wide`` off)
MELD_ALTERNATIVES = 2  # other melds compared with the guide's meld (which meld, how many cards, which wild
# cards): the best of the listing as the guide ranks them (``engine.ai.meld_choices``)
CLOSE_TAKE = 40.0  # points within which the guide's take-or-draw is not clear: one more way of taking
# the pile is compared then
RACE_WIDTH = 3  # candidates played on every guessed deal; more are halved down to these (the guide's
# choice always kept) after each round of guessed deals, so a wider set costs little more than three
GO_OUT = "go out"  # the candidate that plays the whole way out of the hand
HALVING_ROUND = 4  # guessed deals a round of halving, where only the clock bounds the thinking (else an
# eighth of the samples, at least 2: 2 at ``--think 16``, 6 at the default 48)
MIN_SAMPLES = 12  # samples before stopping early on a clear answer (an alternative's: MIN_SWITCH_SAMPLES)
MIN_SWITCH_SAMPLES = 16  # fewer samples than this are too noisy to overrule the guide. At 24, the
# variants whose playouts are slow (Samba, Italian, Bolivia, Brazilian, Canastone, Mexicana: 14-18
# samples in 400 ms) never overruled it; at 16 the judge finds the same gain in Classic (+9.5 a deal,
# [-7, 26], paired) and +115 [-13, 243] in Samba (README)
Z_SWITCH = 1.5  # how many standard errors better an alternative must be to overrule the guide


class SearchPlayer:
    """Looks ahead over guessed deals; ``time_budget_ms`` (CPU time of the thinking thread, the wall clock
    capped at ``WALL_CAP_FACTOR`` times it) bounds each decision, or ``max_samples`` alone (then the clock
    plays no part: the same decisions on any machine, however loaded); with neither, both at their
    defaults (``DEFAULT_SAMPLES``, ``DEFAULT_BUDGET_MS``). ``last_samples``: the guessed deals its last
    decision looked ahead over (0 where it did not look ahead)."""

    level = "hard"
    # Whether it also compares melds, and more ways of taking where the guide's take is not clear
    # (``hard-wide``, engine/ai/references.py): off at a table until an arena run shows it stronger
    # (docs/measuring.md, "A wider search").
    wide = False

    def __init__(self, seed: int | str | None = 0, time_budget_ms: float | None = None,
                 max_samples: int | None = None):
        if time_budget_ms is None and max_samples is None:
            time_budget_ms, max_samples = DEFAULT_BUDGET_MS, DEFAULT_SAMPLES
        elif time_budget_ms is None:
            time_budget_ms = math.inf
        self.budget = time_budget_ms / 1000.0
        self.max_samples = max_samples  # a fixed amount of thinking, for reproducible tests
        self._guide = HeuristicPlayer("hard", seed, careful=True, style=SHARP)
        self._rollout_guide = HeuristicPlayer("medium", f"rollouts/{seed}", careful=True)
        self._rng = random.Random(f"hard/{seed}")
        self.last_samples = 0

    def decide(self, view: SeatView, legal: list) -> Decision:
        budget = Budget(self.budget)
        self.last_samples = 0
        base = self._guide.decide(view, legal)
        k = Knowledge(view)
        candidates = self._candidates(k, legal, base.action)
        if len(candidates) < 2:
            return base
        melded = _melded_this_turn(view, legal)
        results = self._look_ahead(view, k, candidates, budget, melded)
        choice, gain, samples = _pick(candidates, results, base.action)
        self.last_samples = samples
        if choice == base.action:
            return base
        if choice == GO_OUT:
            step = going_out_step(self._guess(view, melded), view.seat, legal)
            if step is None:
                return base
            now = Words("Going out now")  # a call of its own: the extractor skips a call nested in another
            return Decision(step, out_reason(step, now), _ahead(gain, samples, base.action))
        return Decision(choice, choice_reason(k, choice), _ahead(gain, samples, base.action))

    def compare(self, view: SeatView, legal: list, first, second) -> tuple[float, float]:
        """About how many points ``first`` comes out ahead of ``second`` for the seat's side, and the
        standard error of that estimate: both are played out on the same deals guessed from ``view``
        (the look-ahead's paired mean difference)."""
        results = self._look_ahead(view, Knowledge(view), [first, second], Budget(self.budget),
                                   _melded_this_turn(view, legal))
        return _paired(results[0], results[1])

    def _guess(self, view: SeatView, melded: bool, limits: list[Limit] | None = None,
               weights: list[tuple[float, ...] | None] | None = None) -> Deal:
        """A deal the seat's view could come from, to play the candidates out on (a copy for each but the
        last, which plays on the deal itself); other hands keep to ``limits``, what the pile shows of them,
        and lean to ``weights``, what the table shows of them (``engine.ai.table_reading``)."""
        return sample_deal(view, self._rng, melded_this_turn=melded, limits=limits, weights=weights)

    def _candidates(self, k: Knowledge, legal: list, base) -> list:
        """The moves worth comparing for this decision, the guide's choice first."""
        view = k.view
        if view.phase == "answer" or isinstance(base, Acaba | Call | Bonus):
            return [base]  # guessed hands for the asker could rarely go out, so trust the estimate;
            # the guide declares Acaba only when the deal is already lost by more than it costs, calls
            # a special hand whenever it can, and takes a bonus only while the stock is long
        if view.phase == "draw":
            takes = ranked_takes(k, legal)
            plain = [a for a in legal if isinstance(a, Draw | Pass)]
            if not takes:
                return [base]
            close = self.wide and plain and _close_take(k, takes[0][0], plain[0])
            return _first(base, plain + [take for _, take in takes[:ALTERNATIVES + (1 if close else 0)]])
        cheapest = cheapest_discards(k, legal, ALTERNATIVES + 1)
        may_go_out = k.rules.may_go_out(view.permission) and can_go_out(k)
        if isinstance(base, Ask) or view.permission is True or \
                may_go_out and self._guide.wants_out(k) is not None:
            return _first(base, cheapest[:ALTERNATIVES])  # going out: or hold on?
        out = [GO_OUT] if may_go_out else []
        melds = ranked_melds(k, legal, self._guide._reserve(k)) if self.wide else []
        if isinstance(base, Discard):
            return _first(base, cheapest + out + melds[:1])  # or meld the best the guide held back?
        others = [m for m in melds if m != base][:MELD_ALTERNATIVES]
        return _first(base, cheapest[:1] + out + others)  # melding: which, or keep the cards and discard now?

    def _look_ahead(self, view: SeatView, k: Knowledge, candidates: list, budget: Budget,
                    melded: bool) -> list:
        """Each candidate's values on the same guessed deals, as many as ``budget`` allows; only complete
        samples count (a playout still running at the wall clock's cap is dropped with its sample). Past
        ``RACE_WIDTH`` candidates, each round of guessed deals halves them (the guide's choice stays): a
        candidate dropped keeps the values of the deals it was played on, the first ones."""
        results: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        samples = 0
        limits, weights = hand_limits(view), rank_weights(view)
        round_size = max(2, self.max_samples // 8) if self.max_samples else HALVING_ROUND
        while True:
            deal = self._guess(view, melded, limits, weights)
            guided_until = deal.turns + GUIDED_TURNS
            row = []
            for place, index in enumerate(alive):
                trial = deal if place == len(alive) - 1 else deal.clone()  # the last plays the guess
                value = _play_out(trial, k.seat, self._rollout_guide, budget, guided_until) \
                    if _start(trial, candidates[index], k.seat) else -math.inf
                if value is None:
                    break
                row.append(value)
            if len(row) < len(alive):
                break
            for index, value in zip(alive, row, strict=True):
                results[index].append(value)
            samples += 1
            if samples == self.max_samples or budget.spent():
                break
            if len(alive) > RACE_WIDTH:
                if samples % round_size == 0:
                    alive = _halved(results, alive)
            elif samples >= MIN_SAMPLES and samples % 4 == 0:
                lead = _settled_leader([results[index] for index in alive])
                if lead == 0 or lead is not None and samples >= MIN_SWITCH_SAMPLES:
                    break  # clear; an alternative ahead is played on until it may overrule the guide
        return results


def _melded_this_turn(view: SeatView, legal: list) -> bool:
    """Whether the seat has melded this turn, as far as its legal actions tell (it may not ask then)."""
    return not any(isinstance(a, Ask) and not a.acaba for a in legal) and view.permission is None


def _start(trial, action, seat: int) -> bool:
    """Play the candidate on a guessed deal (all the way out for ``GO_OUT``); False if refused."""
    if action == GO_OUT:
        return play_out(trial, seat)
    try:
        trial.apply(action)
    except IllegalAction:
        return False
    return True


def _play_out(deal, seat: int, guide: HeuristicPlayer, budget: Budget,
              guided_until: int | None = None) -> float | None:
    """Medium plays every seat until turn ``guided_until`` (by default ``GUIDED_TURNS`` turns on), then
    the fast policy to the horizon; None once ``budget``'s wall-clock cap is reached (checked between
    moves; its CPU budget, between samples)."""
    if guided_until is None:
        guided_until = deal.turns + GUIDED_TURNS
    while not deal.is_over and deal.turns < guided_until:
        if budget.capped():
            return None
        step = _way_out(deal, deal.turn) if deal.permission is True else None
        if step is None:
            legal = deal.legal_actions()
            if not legal:
                return deal_margin(deal, seat, hands_in_full=deal.is_over)
            step = guide.decide(seat_view(deal, deal.turn), legal).action
        deal.apply(step)
    stop = deal.turns + HORIZON_TURNS
    while not deal.is_over and deal.turns < stop:
        if budget.capped():
            return None
        if not play_turn_part(deal):
            break
    return deal_margin(deal, seat, hands_in_full=deal.is_over)


def _way_out(deal, seat: int):
    """After a yes, the guide's next step on the way out as it would play it, found among the going-out
    candidates: the listing would first check every meld for keeping the way open, the slowest listing
    there is. None where a special hand could be called (the guide calls it) or no step is found. The
    steps are tried on the playout's own deal, not on one guessed from the seat's view as the guide
    would: they touch only the seat's hand and its side's melds, which the guess keeps as they are."""
    candidates = going_out_candidates(deal)
    if any(isinstance(a, Call) for a in candidates):
        return None
    return going_out_step(deal, seat, candidates, lambda action: listed(deal, action))


def deal_margin(deal, seat: int, hands_in_full: bool = True) -> float:
    """``seat``'s team's points in the deal minus the other teams' mean; without ``hands_in_full``,
    the cards still in hand count half (a hand still in play is not yet a full loss)."""
    sides = {s.side: s for s in score_deal(deal)}
    rules = deal.rules
    points = []
    for team in rules.teams:
        side = sides[deal.side_of[team[0]]]
        points.append(side.total if hands_in_full else side.total - side.points("hand") // 2)
    mine = points[rules.team_of(seat)]
    others = [p for t, p in enumerate(points) if t != rules.team_of(seat)]
    return mine - sum(others) / len(others)


def ranked_takes(k: Knowledge, legal: list) -> list[tuple[float, Take]]:
    """The takes of the pile in ``legal``, each with the guide's worth of it, the best first."""
    return sorted(((take_value(k, a), a) for a in legal if isinstance(a, Take)), key=lambda pair: -pair[0])


def cheapest_discards(k: Knowledge, legal: list, count: int) -> list:
    """The ``count`` discards in ``legal`` that cost least as hard's guide weighs them, cheapest first."""
    costs = sorted(discard_costs(k, legal, careful=True, style=SHARP), key=lambda pair: pair[0])
    return [action for _, action in costs[:count]]


def _close_take(k: Knowledge, best: float, plain) -> bool:
    """Whether the guide's take-or-draw is not clear: the best take's worth near its bar (a draw's worth)."""
    bar = 22.0 * k.rules.draw_count if isinstance(plain, Draw) else 0.0  # as the guide weighs it
    return abs(best - bar) < CLOSE_TAKE


def _first(base, others: list) -> list:
    out = [base]
    for action in others:
        if action not in out:
            out.append(action)
    return out


def _leader(means: list[float]) -> int:
    """The candidate with the best of these mean values."""
    return max(range(len(means)), key=lambda i: means[i])


def _settled_leader(results: list[list[float]]) -> int | None:
    """The leading candidate when it is far ahead of every other on the paired samples, else None."""
    means = [_mean(r) for r in results]
    lead = _leader(means)
    for index, values in enumerate(results):
        if index == lead or means[index] == -math.inf:
            continue
        diff, error = _paired(results[lead], values)
        if diff < 3.0 * error + 1.0:
            return None
    return lead


def _halved(results: list[list[float]], alive: list[int]) -> list[int]:
    """The guide's choice (the first) and the better half of the others still in the race, by their mean
    on the deals all were played on, never fewer than ``RACE_WIDTH`` in all; in the candidates' order."""
    others = sorted(alive[1:], key=lambda index: (-_mean(results[index]), index))
    kept = others[:max(RACE_WIDTH - 1, math.ceil(len(others) / 2))]
    return [alive[0], *sorted(kept)]


def _pick(candidates: list, results: list, base) -> tuple:
    """The guide's choice unless another still in the race (played on every guessed deal) is clearly better;
    returns (action, gain, samples)."""
    samples = len(results[0])
    means = [_mean(r) if len(r) == samples else -math.inf for r in results]
    best = _leader(means)
    if best == 0 or means[0] == -math.inf:
        if means[0] == -math.inf:
            return candidates[best], 0.0, samples
        return base, 0.0, samples
    diff, error = _paired(results[best], results[0])
    if samples >= MIN_SWITCH_SAMPLES and diff > Z_SWITCH * error:
        return candidates[best], diff, samples
    return base, 0.0, samples


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else -math.inf


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    diffs = [x - y for x, y in zip(a, b, strict=True) if x != -math.inf and y != -math.inf]
    if len(diffs) < 2:
        return 0.0, math.inf
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(var / len(diffs))


def _ahead(gain: float, samples: int, base) -> Words:
    # Translators: {base} is a move as players type it ('discard 7'), the same in every language.
    return Words("Looking ahead over {samples} possible deals, this comes out about {gain} points better "
                 "than '{base}'.", samples=samples, gain=int(gain), base=str(base))


def choice_reason(k: Knowledge, action) -> Words:
    """What ``action``, chosen over the guide's move by looking ahead (or weighed by the review), does."""
    if isinstance(action, Discard):
        return describe_discard(k, action.rank)
    if isinstance(action, Take):
        return take_reason(k, action)
    if isinstance(action, Draw):
        return Words("Drawing from the stock rather than taking the pile.")
    if isinstance(action, Pass):
        return Words("Passing: the stock is empty, so the deal ends here.")
    if isinstance(action, Meld):
        return Words("Melding {meld}.", meld=separately(meld_phrases(action)))
    if isinstance(action, Add):
        return Words("Adding {cards} to our {meld}.", cards=cards_phrase(action.cards),
                     meld=meld_name(action.target))
    # Translators: {action} is a move as players type it ('discard 7'), the same in every language.
    return Words("{action}.", action=str(action))
