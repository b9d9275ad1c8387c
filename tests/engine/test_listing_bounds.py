"""The listing stays bounded: positions that once listed thousands of actions, or took seconds to
list (tests/fixtures/listing-corpus.json, also timed by ``canasta bench engine``), list a few
canonical ones (a few hundred for a 63-card hand), each of which applies and round-trips through
its text form."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
    # The listing shares going-out checks between moves alike (legal._alike), steps of the search
    # between moves of one meld that differ in wild cards (prospects.goes_out_after_sharing), tries
    # the hand's ways out first for black Threes (legal._passes_trying), keeps a big hand's
    # reading of a step (going_out._level) and the cards a rank's naturals take (prospects._spared):
    # without any of them, every move checked on its own lists the same.
    shared = [str(a) for a in from_json(entry["position"], deadends.rules_of(entry)).legal_actions()]
    monkeypatch.setattr(legal, "_alike", lambda deal, action: None)
    monkeypatch.setattr(legal, "goes_out_after_sharing",
                        lambda deal, action, ways, steps: prospects.goes_out_after(deal, action, ways))
    monkeypatch.setattr(legal, "_passes_trying", lambda deal, action, ways: legal._passes(deal, action))
    monkeypatch.setattr(going_out, "_BIG_HAND", 10**6)
    monkeypatch.setattr(prospects, "_spared", _spared_afresh)
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
