"""A deal's review: the seat's costliest decisions that ``hard`` would have made otherwise, from the seat's
own view, each with what the move played risked or missed in the deal's terms."""

from __future__ import annotations

import random

import pytest

from engine import Deal, dumps, seat_view, variants
from engine.actions import Discard, Take
from engine.ai import make_player, review
from engine.ai.decision import Decision
from engine.ai.review import CLEAR, MIN_STAKE, SHOWN, review_deal
from engine.errors import Words

from .test_no_peeking import reshuffle_hidden

SAMPLES = 16  # guessed deals per decision when screening: enough to show a random player's worst moves


def _played(seed: int, level: str = "random") -> tuple[Deal, list[str]]:
    """A Classic deal where seat 0 plays at ``level`` and medium plays the others (60 actions at most):
    the start and the action texts."""
    rules = variants.get("classic")
    deal = Deal.new(rules, seed=seed)
    start = deal.clone()
    players = [make_player(level if s == 0 else "medium", seed=s) for s in range(rules.players)]
    actions: list[str] = []
    while not deal.is_over and len(actions) < 60:
        seat = deal.to_move
        action = players[seat].decide(seat_view(deal, seat), deal.legal_actions()).action
        actions.append(str(action))
        deal.apply(action)
    return start, actions


START, ACTIONS = _played(4)
MISSED = review_deal(START, ACTIONS, 0, samples=SAMPLES)


def test_a_random_players_costliest_mistakes_are_found_largest_first_and_at_most_three():
    assert MISSED, "a random player's choices should leave something clearly better"
    assert len(MISSED) <= SHOWN
    assert [m.stake for m in MISSED] == sorted((m.stake for m in MISSED), reverse=True)
    for entry in MISSED:
        assert entry.better != entry.played and entry.why and entry.risk
        assert entry.stake >= MIN_STAKE and entry.stake >= CLEAR * entry.error


def test_each_entry_is_the_seats_own_move_and_the_deal_given_is_unchanged():
    before = dumps(START)
    assert review_deal(START, ACTIONS, 0, samples=SAMPLES) == MISSED  # and the same each time
    assert dumps(START) == before
    replay = START.clone()
    movers = []
    for text in ACTIONS:
        movers.append((replay.to_move, replay.turns + 1))
        replay.apply(text)
    for entry in MISSED:
        assert movers[entry.index - 1] == (0, entry.turn)
        assert str(entry.played) == ACTIONS[entry.index - 1]


def test_another_seats_review_judges_its_own_decisions_only(monkeypatch):
    replay = START.clone()
    movers, choices = [], []
    for index, text in enumerate(ACTIONS, start=1):
        movers.append(replay.to_move)
        if replay.to_move == 1 and len(replay.legal_actions()) > 1:
            choices.append(index)
        replay.apply(text)
    judged = []
    real = review._screen

    def recorded(seed, samples, decision):
        judged.append((decision.view.seat, decision.view.turn, decision.index))
        return real(seed, samples, decision)

    monkeypatch.setattr(review, "_screen", recorded)
    entries = review.review_deal(START, ACTIONS, 1, samples=SAMPLES)
    assert choices and judged == [(1, 1, index) for index in choices]
    for entry in entries:
        assert movers[entry.index - 1] == 1


def test_the_stake_shown_is_weighed_again_on_fresh_guesses_not_the_screens(monkeypatch):
    """The screen picks the decisions from many; a stake measured on the deals that picked it would be
    lucky by construction, so the one shown comes from a second look of its own, on more deals."""
    weigh = review.Stake.weigh
    weighed = []

    def recorded(self, seed, view, legal, better, played, deals):
        found = weigh(self, seed, view, legal, better, played, deals)
        weighed.append((seed.rsplit("/", 1)[-1], found.count, found.mean, found.error))
        return found

    monkeypatch.setattr(review.Stake, "weigh", recorded)
    entries = review.review_deal(START, ACTIONS, 0, samples=SAMPLES)
    assert entries == MISSED
    again = {(mean, error): count for kind, count, mean, error in weighed if kind == "confirm"}
    screened = {(mean, error) for kind, _, mean, error in weighed if kind == "weigh"}
    for entry in entries:
        assert again[(entry.stake, entry.error)] > SAMPLES and (entry.stake, entry.error) not in screened


def test_a_stake_pools_whole_chunks_of_the_comparison_the_same_each_time():
    position = START.clone()
    index = MISSED[0].index
    for text in ACTIONS[:index - 1]:
        position.apply(text)
    view, legal = seat_view(position, 0), position.legal_actions()
    first = review.Stake().weigh("s", view, legal, MISSED[0].better, MISSED[0].played, 24)
    assert first.count == 24 and first.error > 0
    again = review.Stake().weigh("s", view, legal, MISSED[0].better, MISSED[0].played, 16)
    again.weigh("s", view, legal, MISSED[0].better, MISSED[0].played, 8)
    assert (again.count, again.mean) == (first.count, pytest.approx(first.mean))


def test_cards_the_seat_could_not_see_change_nothing():
    """A decision reviewed on its own finds what the whole deal's review found there (its stake may differ:
    how many deals it is weighed on depends on the other decisions in the running), and the same whatever
    the cards the seat could not see."""
    index = MISSED[0].index
    position = START.clone()
    for text in ACTIONS[:index - 1]:
        position.apply(text)
    found = review_deal(position, [ACTIONS[index - 1]], 0, samples=SAMPLES)
    first = MISSED[0]
    assert [(m.played, m.better) for m in found] == [(first.played, first.better)]
    rng = random.Random(5)
    for _ in range(3):
        twin = reshuffle_hidden(position, 0, rng)
        assert review_deal(twin, [ACTIONS[index - 1]], 0, samples=SAMPLES) == found


def test_the_why_is_the_better_moves_reason_without_a_second_estimate(monkeypatch):
    """The stake shown is the review's own; what hard's look-ahead found (against its guide's move, which
    need not be the seat's) would be a second, different figure, so it is left out."""
    decide = review.SearchPlayer.decide

    def with_a_finding(self, view, legal):
        decision = decide(self, view, legal)
        return Decision(decision.action, decision.reason, Words("Looking ahead, it comes out better."))

    monkeypatch.setattr(review.SearchPlayer, "decide", with_a_finding)
    first = min(MISSED, key=lambda entry: entry.index)
    entries = review.review_deal(START, ACTIONS[:first.index], 0, samples=SAMPLES)
    entry = next(e for e in entries if e.index == first.index)
    assert entry.better == first.better and entry.why == first.why and "Looking ahead" not in str(entry.why)


def test_moves_hard_would_have_made_too_are_not_taken_as_the_best(monkeypatch):
    """Where hard's choice shows nothing (here hard is made to agree with every move the seat played), the
    other moves its look-ahead compares are weighed against the move played before the review says there
    is nothing to show, so a random player's costliest mistakes still show."""
    played = {review._where("", d.view): d.played for d in review._decisions(START, ACTIONS, 0, None)}
    monkeypatch.setattr(review.SearchPlayer, "decide",
                        lambda self, view, legal: Decision(played[review._where("", view)], Words("Same.")))
    entries = review.review_deal(START, ACTIONS, 0, samples=SAMPLES)
    assert entries and len(entries) <= SHOWN
    for entry in entries:
        assert entry.better != entry.played and entry.why and "Same." not in str(entry.why)
        assert entry.stake >= MIN_STAKE and entry.stake >= CLEAR * entry.error
    position = START.clone()  # and only from what the seat could see
    for text in ACTIONS[:entries[0].index - 1]:
        position.apply(text)
    found = review_deal(position, [ACTIONS[entries[0].index - 1]], 0, samples=SAMPLES)
    assert [(m.played, m.better) for m in found] == [(entries[0].played, entries[0].better)]
    twin = reshuffle_hidden(position, 0, random.Random(7))
    assert review_deal(twin, [ACTIONS[entries[0].index - 1]], 0, samples=SAMPLES) == found


def _fed_pile(seed: int) -> tuple[Deal, list[str], int, int]:
    """A deal (seat 0 at random) where seat 0 discards and the next player takes the pile at once: the
    start, the actions up to that take, the discard's index (from 1) and the pile's size taken."""
    start, actions = _played(seed)
    replay = start.clone()
    for index, text in enumerate(actions, start=1):
        mover = replay.to_move
        replay.apply(text)
        if mover == 0 and text.startswith("discard") and index < len(actions):
            took = actions[index]
            if replay.to_move == 1 and took.startswith("take"):
                return start, actions[:index + 1], index, len(replay.pile)
    raise AssertionError("no pile fed to the next player in this deal")


def test_a_discard_the_next_player_took_is_told_with_the_pile_it_gave():
    """Whatever the better move, the review says what the discard gave away: the pile's size (as the seat
    saw it, before its card) and that the next player took it (with that card)."""
    for seed in range(20):
        try:
            start, actions, index, size = _fed_pile(seed)
            break
        except AssertionError:
            continue
    fed = next(d for d in review._decisions(start, actions, 0, None) if d.index == index)
    assert isinstance(fed.played, Discard) and fed.followed.took == size
    text = str(review.risked(review.Knowledge(fed.view), fed.played, Discard(2), fed.followed))
    assert f"the pile ({size - 1} card" in text and f"The next player took it: {size} cards." in text


def test_a_draw_that_left_a_takeable_pile_says_what_it_left():
    for seed in range(40):
        start, actions = _played(seed)
        for decision in review._decisions(start, actions, 0, None):
            takes = [a for a in decision.legal if isinstance(a, Take)]
            if str(decision.played) == "draw" and takes and decision.view.pile_size >= 2:
                words = str(review.risked(review.Knowledge(decision.view), decision.played, takes[0],
                                          decision.followed))
                assert words.startswith(f"You left the pile ({decision.view.pile_size} cards")
                return
    raise AssertionError("no draw past a pile that could be taken")
