"""The wider search: besides its guide's move and two alternatives it compares other melds (which meld,
how many cards, which wild cards), a meld its guide held back, and a third way of taking the pile where the
guide's take-or-draw is close; past three candidates each round of guessed deals halves them, the guide's
choice kept. It is ``hard-wide`` (engine/ai/references.py) until an arena run shows it stronger than
``hard``, which searches as before."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Deal, seat_view, variants
from engine.actions import Add, Discard, Draw, Meld, Take
from engine.ai import budget, search
from engine.ai.knowledge import Knowledge
from engine.ai.meld_choices import ranked_melds
from engine.ai.references import WidePlayer

from .positions import position

OUR_MELDS = [{"7": "7C 7H 7S"}, {"K": "KC KD KH"}]


def candidates_of(player, deal):
    view = seat_view(deal, deal.turn)
    legal = deal.legal_actions()
    k = Knowledge(view)
    base = player._guide.decide(view, legal).action
    return base, player._candidates(k, legal, base)


def test_the_guide_ranks_natural_melds_before_those_that_spend_a_wild_card():
    deal = position(hands={0: "QC QD QH 2C 5S 6H 9D JS 4C"}, pile="9H 8D", melds=OUR_MELDS)
    view = seat_view(deal, 0)
    ranked = ranked_melds(Knowledge(view), deal.legal_actions(), reserve=7)
    assert ranked[0] == Meld(((12, 12, 12),))
    wild = [m for m in ranked if 2 in (m.ranks if isinstance(m, Meld) else m.cards)]
    assert wild and all(ranked.index(m) > 0 for m in wild)
    assert all(isinstance(m, Meld | Add) for m in ranked)  # no discard, no Three


def test_an_addition_completing_a_canasta_comes_first():
    deal = position(hands={0: "7D 7C QC QD QH 5S 6H 9D JS 4C"}, pile="9H 8D",
                    melds=[{"7": "7C 7H 7S 7D 7H"}, {"K": "KC KD KH"}])
    ranked = ranked_melds(Knowledge(seat_view(deal, 0)), deal.legal_actions(), reserve=7)
    assert ranked[0] == Add(7, (7, 7))


def test_a_meld_the_guide_held_back_is_compared_with_its_discard():
    # Eight cards in hand and a reserve of seven: the guide keeps its Queens and discards; hard looks
    # only at discards, hard-wide also at laying the Queens down.
    deal = position(hands={0: "QC QD QH 2C 5S 6H 9D JS 4C"}, pile="9H 8D", melds=OUR_MELDS)
    base, wide = candidates_of(WidePlayer(seed=1, max_samples=16), deal)
    _, narrow = candidates_of(search.SearchPlayer(seed=1, max_samples=16), deal)
    assert isinstance(base, Discard) and wide[0] == narrow[0] == base
    assert Meld(((12, 12, 12),)) in wide
    assert all(isinstance(a, Discard) for a in narrow) and len(narrow) == search.ALTERNATIVES + 1


def test_other_melds_are_compared_with_the_guides_meld():
    deal = position(hands={0: "QC QD QH 2C 5S 6H 9D JS 4C 7D"}, pile="9H 8D", melds=OUR_MELDS)
    base, wide = candidates_of(WidePlayer(seed=1, max_samples=16), deal)
    _, narrow = candidates_of(search.SearchPlayer(seed=1, max_samples=16), deal)
    assert base == Add(7, (7,)) and wide[0] == base
    others = [a for a in wide[1:] if isinstance(a, Meld | Add)]
    assert len(others) == search.MELD_ALTERNATIVES and Meld(((12, 12, 12),)) in others
    assert not any(isinstance(a, Meld | Add) for a in narrow[1:])


def takes_compared(pile: str) -> tuple[list, list]:
    """The ways of taking the pile hard-wide and hard compare, where four are legal."""
    deal = position(hands={0: "8S 8D 2D JK KS 5H 6S 9D 10D JS AS"}, pile=pile, phase="draw",
                    melds=[{"8": "8C 8D 8H"}, {}])
    assert len([a for a in deal.legal_actions() if isinstance(a, Take)]) == 4
    _, wide = candidates_of(WidePlayer(seed=1, max_samples=16), deal)
    _, narrow = candidates_of(search.SearchPlayer(seed=1, max_samples=16), deal)
    return [a for a in wide if isinstance(a, Take)], [a for a in narrow if isinstance(a, Take)]


def test_a_close_take_or_draw_compares_a_third_way_of_taking():
    wide, narrow = takes_compared("8C")  # the best take worth about 10, against a draw's 22
    assert len(wide) == search.ALTERNATIVES + 1 and len(narrow) == search.ALTERNATIVES
    assert wide[:search.ALTERNATIVES] == narrow


def test_a_clear_take_compares_no_more_ways_of_taking():
    wide, narrow = takes_compared("9H 7D 4S 8C")  # the best take worth about 76
    assert wide == narrow and len(wide) == search.ALTERNATIVES


def test_the_take_or_draw_is_close_only_near_the_draws_worth():
    k = Knowledge(seat_view(Deal.new(variants.get("classic"), seed=3), 0))
    assert search._close_take(k, 22.0 + search.CLOSE_TAKE - 1, Draw())
    assert not search._close_take(k, 22.0 + search.CLOSE_TAKE + 1, Draw())
    assert not search._close_take(k, 22.0 - search.CLOSE_TAKE - 1, Draw())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(-500, 500), min_size=2, max_size=9))
def test_halving_keeps_the_guides_choice_and_the_better_half_never_below_three(means):
    results = [[m, m] for m in means]
    alive = list(range(len(means)))
    kept = search._halved(results, alive)
    assert kept[0] == 0 and kept == sorted(kept) and len(set(kept)) == len(kept)
    others = len(means) - 1
    assert len(kept) - 1 == min(others, max(search.RACE_WIDTH - 1, -(-others // 2)))
    dropped = set(alive) - set(kept)
    assert all(means[d] <= means[k] for d in dropped for k in kept[1:])


def a_discard_decision(count: int):
    deal = Deal.new(variants.get("classic"), seed=11)
    deal.apply(Draw())
    view = seat_view(deal, deal.turn)
    discards = [a for a in deal.legal_actions() if isinstance(a, Discard)]
    return view, discards[:count]


def test_a_wide_race_halves_to_three_and_picks_only_among_those_played_on_every_deal(monkeypatch):
    # Candidate 4 leads early and then falls behind; candidate 3 is far ahead throughout.
    view, candidates = a_discard_decision(6)
    spread = itertools.cycle([0.0, 3.0, -2.0, 1.0])
    started = {}

    def start(trial, action, seat):
        started[id(trial)] = action
        return True

    def play_out(trial, seat, guide, spent, guided_until):
        index = candidates.index(started.pop(id(trial)))
        return {3: 200.0, 4: 150.0}.get(index, float(index)) + next(spread)

    monkeypatch.setattr(search, "_start", start)
    monkeypatch.setattr(search, "_play_out", play_out)
    player = search.SearchPlayer(seed=3, max_samples=24)
    results = player._look_ahead(view, Knowledge(view), candidates, budget.Budget(float("inf")), False)
    full = [i for i, r in enumerate(results) if len(r) == len(results[0])]
    assert full[0] == 0 and len(full) == search.RACE_WIDTH and 3 in full
    assert all(0 < len(results[i]) < len(results[0]) for i in set(range(6)) - set(full))
    assert len(results[0]) >= search.MIN_SWITCH_SAMPLES
    choice, gain, _ = search._pick(candidates, results, candidates[0])
    assert choice == candidates[3] and gain > 150


def test_a_dropped_candidate_is_never_picked_on_its_few_deals():
    results = [[0.0] * 20, [1.0] * 20, [0.5] * 20, [900.0] * 4]
    assert search._pick(["a", "b", "c", "d"], results, "a")[0] == "b"


def test_the_wide_search_decides_the_same_for_a_seed_at_a_fixed_sample_count():
    deal = position(hands={0: "QC QD QH 2C 5S 6H 9D JS 4C 7D"}, pile="9H 8D", melds=OUR_MELDS)
    view, legal = seat_view(deal, 0), deal.legal_actions()
    first = WidePlayer(seed=5, max_samples=16).decide(view, legal)
    again = WidePlayer(seed=5, max_samples=16).decide(view, legal)
    assert first == again
