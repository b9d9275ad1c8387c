"""The listing stays bounded: positions that once listed thousands of actions, or took seconds to
list (tests/fixtures/listing-corpus.json, also timed by ``canasta bench engine``), list a few
canonical ones (a few hundred for a 63-card hand), each of which applies and round-trips through
its text form."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.measure.benchmarks import deadends
from engine import from_json, going_out, legal, moves, parse
from engine.moves import prospects
from engine.moves.basics import take_by_rank

CORPUS = json.loads((Path(__file__).parent.parent / "fixtures" / "listing-corpus.json").read_text())


@pytest.mark.parametrize("entry", CORPUS, ids=[entry["name"] for entry in CORPUS])
def test_a_heavy_position_lists_a_bounded_number_of_actions_that_all_apply(entry):
    deal = from_json(entry["position"], deadends.rules_of(entry))
    legal = deal.legal_actions()
    assert 0 < len(legal) <= entry.get("most", 300)
    for action in legal:
        assert parse(str(action)) == action
        deal.clone().apply(action)


def test_an_unopened_two_hand_take_is_listed_once_per_way_of_melding_the_top_card():
    deal = from_json(CORPUS[0]["position"])
    takes = [a for a in deal.legal_actions() if str(a).startswith("take")]
    shown = [a.cards for a in takes]
    assert len(shown) == len(set(shown)), "one canonical opening per set of cards shown"
    deal.apply("take K K; Q Q Q; J J J")  # an unlisted way of taking is still accepted
    assert deal.phase == "play"


def test_an_eighty_card_hand_holding_more_of_ranks_than_melds_take_is_seen_without_a_search(monkeypatch):
    # Random rules (melds of at most seven, Twos natural): Nines, Tens, Queens, Aces and Twos beyond
    # what groups hold, and runs cannot take the Twos, so black Threes (which commit to going out)
    # cannot be melded. The search once tried the 2**16 sets of its canasta runs (over 20 s).
    entry = next(e for e in CORPUS if e.get("hunt", {}).get("deal") == 565)
    deal = from_json(entry["position"], deadends.rules_of(entry))
    steps = []
    real = going_out._Level.__init__

    def counted(self, *args):
        steps.append(1)
        real(self, *args)

    monkeypatch.setattr(going_out._Level, "__init__", counted)
    assert not any(str(a).startswith("meld 3") for a in deal.legal_actions())
    assert len(steps) <= 4


AFTER_YES = [entry for entry in CORPUS if entry["position"]["turn_state"]["must_go_out"]]


@pytest.mark.parametrize("entry", AFTER_YES, ids=[entry["name"] for entry in AFTER_YES])
def test_after_a_yes_the_shared_checks_list_what_a_check_of_each_move_on_its_own_lists(entry, monkeypatch):
    # The listing shares going-out checks between moves alike (legal._alike), answers the moves of
    # one meld that differ in wild cards together (legal._below_staircase), checks a move that
    # passed in full once (legal._passes_noted), shares steps of the search
    # between moves of one meld that differ in wild cards (prospects.goes_out_after_sharing), tries
    # the hand's ways out first for black Threes (legal._passes_trying), keeps a big hand's
    # reading of a step (going_out._level) and the cards a rank's naturals take (prospects._spared):
    # without any of them, every move checked on its own lists the same.
    shared = [str(a) for a in from_json(entry["position"], deadends.rules_of(entry)).legal_actions()]
    monkeypatch.setattr(legal, "_alike", lambda deal, action, counts: None)
    monkeypatch.setattr(legal, "goes_out_after_sharing",
                        lambda deal, action, ways, steps, held: prospects.goes_out_after(deal, action, ways))
    monkeypatch.setattr(legal, "_passes_trying",
                        lambda deal, action, ways, held=None: legal._passes(deal, action))
    monkeypatch.setattr(going_out, "_BIG_HAND", 10**6)
    monkeypatch.setattr(prospects, "_spared", _spared_afresh)
    monkeypatch.setattr(legal, "wild_variants_monotone", lambda rules: False)  # no staircase
    monkeypatch.setattr(legal, "_passes_noted", lambda deal, action, passes, noted: passes(deal, action))
    alone = [str(a) for a in from_json(entry["position"], deadends.rules_of(entry)).legal_actions()]
    assert shared == alone


def _spared_afresh(rules, hand, rank, count, sequences):
    """``prospects._spared`` worked out every time, as ``take_by_rank`` takes the cards one by one."""
    left, melds = list(hand), {key: list(cards) for key, cards in sequences}
    return tuple(take_by_rank(rules, left, rank, melds) for _ in range(count))


def test_after_a_yes_moves_of_a_rank_that_differ_in_how_many_naturals_share_one_check(monkeypatch):
    # Chile with wild melds, 57 cards after a yes: hundreds of melds and adds, far fewer checks.
    entry = next(e for e in CORPUS if e["name"].startswith("chile-wild, 57 cards after partner's yes"))
    deal = from_json(entry["position"])
    checks = []
    real = prospects.goes_out_after

    def counted(*args):
        checks.append(1)
        return real(*args)

    monkeypatch.setattr(moves, "goes_out_after", counted)
    listed = deal.legal_actions()
    assert len(listed) > 500
    assert len(checks) < 0.75 * len(listed)


def test_after_a_yes_moves_of_one_meld_that_differ_in_wild_cards_share_the_search(monkeypatch):
    # Brazilian, 63 cards after a yes: hundreds of melds and adds of one meld's naturals and wild
    # cards; the search's steps are read once per meld and count of naturals, not once per move.
    entry = next(e for e in CORPUS if e["name"].startswith("Brazilian, four, 63 cards"))
    deal = from_json(entry["position"])
    roots = []
    real = going_out.shared_step

    def counted(*args):
        roots.append(1)
        return real(*args)

    monkeypatch.setattr(going_out, "shared_step", counted)
    listed = deal.legal_actions()
    assert len(listed) > 500
    assert 0 < len(roots) < 0.2 * len(listed)


def test_after_a_yes_the_moves_of_one_meld_take_a_few_checks_not_one_each(monkeypatch):
    # Brazilian, 63 cards after a yes: 535 moves listed, and once 497 of them checked one by one,
    # each a search for a way out. The moves of one meld that differ only in their naturals and wild
    # cards are answered together (legal._below_staircase): 164 checks, then 113.
    entry = next(e for e in CORPUS if e["name"].startswith("Brazilian, four, 63 cards"))
    deal = from_json(entry["position"])
    checks = []
    real = legal._keeps_going_out

    def counted(*args, **kwargs):
        checks.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(legal, "_keeps_going_out", counted)
    listed = deal.legal_actions()
    assert len(listed) > 500
    assert len(checks) < 0.25 * len(listed)


def test_a_move_checked_in_full_after_a_yes_is_not_checked_again(monkeypatch):
    # Italian, 62 cards, side not open, after a yes: its openings beside a wild meld or a run are
    # checked in full when listed (which asks that going out stays possible), and were then checked
    # for going out a second time.
    entry = next(e for e in CORPUS if e["name"].startswith("italian, 62 cards after partner's yes"))
    deal = from_json(entry["position"])
    full, kept = [], []
    real_full, real_kept = legal._passes_trying, legal._keeps_going_out

    def counted_full(deal, action, ways, held=None):
        full.append(action)
        return real_full(deal, action, ways, held)

    def counted_kept(*args, **kwargs):
        kept.append(args[1])
        return real_kept(*args, **kwargs)

    monkeypatch.setattr(legal, "_passes_trying", counted_full)
    monkeypatch.setattr(legal, "_keeps_going_out", counted_kept)
    deal.legal_actions()
    assert full and kept
    assert not set(full) & set(kept)


def _check_counted(passing):
    """A check answering ``passing`` by a move's (Jokers, Twos), and the moves it was asked about."""
    asked = []

    def check(action):
        asked.append(action)
        return action in passing

    return check, asked


@given(st.integers(0, 4), st.integers(0, 4), st.integers(0, 8), st.data())
def test_the_staircase_answers_each_move_as_its_own_check_would(jokers, twos, room, data):
    # Moves of one meld laying (j, t) wild cards, j + t within its room; a check whose answer never
    # turns True with more wild cards (passing: a set closed downwards, cut by a random staircase).
    pairs = [(j, t) for j in range(jokers + 1) for t in range(twos + 1) if j + t <= room]
    limits = [data.draw(st.integers(-1, twos)) for _ in range(jokers + 1)]
    limits = [min(limits[:j + 1]) for j in range(jokers + 1)]  # no more Twos allowed with more Jokers
    passing = {(j, t) for j, t in pairs if t <= limits[j]}
    check, asked = _check_counted(passing)
    answers = dict(legal._below_staircase([(pair, pair) for pair in pairs], check))
    assert answers == {pair: pair in passing for pair in pairs}
    assert len(asked) == len(set(asked)) <= len(pairs)
    if passing == set(pairs) and pairs:
        assert len(asked) <= 1 + min(jokers, room)  # the most of each count of Jokers
    if not passing:
        assert len(asked) == min(2, len(pairs))  # the most, then the fewest failed: so do all


@given(st.lists(st.tuples(st.integers(1, 6), st.integers(0, 3), st.integers(0, 2)), min_size=1, max_size=30,
                unique=True),
       st.lists(st.tuples(st.integers(0, 6), st.integers(0, 3), st.integers(0, 2)), max_size=4))
def test_the_staircase_answers_moves_of_one_meld_by_naturals_and_wild_cards_as_their_checks_would(laid, tops):
    # Moves of one meld laying (naturals, Jokers, Twos); a check passing a set closed downwards in
    # all three (the union of the moves below any of ``tops``).
    passing = {move for move in laid
               if any(all(a <= b for a, b in zip(move, top, strict=True)) for top in tops)}
    check, asked = _check_counted(passing)
    answers = dict(legal._below_staircase([(move, move) for move in laid], check))
    assert answers == {move: move in passing for move in laid}
    assert len(asked) == len(set(asked))
    top = tuple(map(max, zip(*laid, strict=True)))
    if passing == set(laid) and top in passing:
        assert asked == [top]  # the move laying most of every sort passed: so do all


def test_where_a_joker_and_a_two_are_alike_a_meld_s_moves_are_answered_by_one_check():
    pairs = [(w, 0) for w in range(4)]  # wild_variant's (wild cards, 0)
    check, asked = _check_counted(set(pairs))
    assert all(kept for _, kept in legal._below_staircase([(pair, pair) for pair in pairs], check))
    assert asked == [(3, 0)]


def _search_steps(monkeypatch) -> list:
    """The steps of the going-out search taken from now on, one entry each."""
    steps: list = []
    real = going_out._search

    def counted(*args, **kwargs):
        steps.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(going_out, "_search", counted)
    return steps


def test_a_black_three_and_a_card_no_run_takes_both_to_discard_end_the_search_at_once(monkeypatch):
    # Brazilian, 63 cards after a yes, holding five black Threes (no meld takes five): a run of
    # Clubs up to the Ace leaves the second Ace of Clubs, which no run takes and no group (one
    # card) either, so that two cards would have to be the last discard. The search tried every
    # set of runs first (78 steps for each such run, 553 steps a listing); the same moves are listed.
    entry = next(e for e in CORPUS if e["name"].startswith("Brazilian, four, 63 cards"))
    deal = from_json(entry["position"])
    steps = _search_steps(monkeypatch)
    listed = [str(a) for a in deal.legal_actions()]
    assert "meld seq QC KC AC" not in listed and "meld seq 4H 5H 6H" in listed
    assert len(steps) < 350
    monkeypatch.setattr(going_out, "_threes_out", lambda node, level: False)
    steps.clear()
    assert [str(a) for a in deal.legal_actions()] == listed
    assert len(steps) > 500


def test_a_hand_left_no_wild_card_for_groups_stops_the_search_where_two_cards_only_runs_take_cannot_be(
        monkeypatch):
    # Italian, 42 cards after a yes, two Jokers and three Twos (barred from groups: they go onto the
    # short meld of Twos): a move laying both Jokers leaves pairs that no group takes and no run
    # holds, of which only one card can be the last discard. The search laid every set of runs
    # first (56 steps for each such move); now one step answers, and the same moves are listed.
    entry = next(e for e in CORPUS if e["name"].startswith("italian, 42 cards after partner's yes"))
    deal = from_json(entry["position"], deadends.rules_of(entry))
    steps = _search_steps(monkeypatch)
    listed = [str(a) for a in deal.legal_actions()]
    assert "meld 6 6 6 6 JK JK" not in listed and "meld J J J J JK JK" in listed
    pruned = len(steps)
    monkeypatch.setattr(going_out._Budget, "stuck", lambda budget, level: False)
    steps.clear()
    assert [str(a) for a in deal.legal_actions()] == listed
    assert pruned < len(steps) / 4
