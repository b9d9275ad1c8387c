"""What a reviewed move risked or missed: for every kind of decision in many variants, words the catalogs
translate, said in every language, naming the deal's own figures (the pile's size as the seat saw it)."""

from __future__ import annotations

import pytest

from engine import Deal, meld_keys, seat_view, variants
from engine.actions import Discard, Draw, Take
from engine.ai import make_player, review
from engine.ai.knowledge import Knowledge
from engine.ai.review_reasons import Followed, risked
from i18n import say, speaking

from .test_reason_words import extracted, templates

VARIANTS = ("classic", "classic-2p", "samba", "italian", "americana", "canastone-6p")
LANGUAGES = ("en", "es", "pt_BR", "it")


def decisions(key: str, seed: int, level: str = "random"):
    """Seat 0's decisions with a choice in a deal where it plays at ``level`` and medium plays the rest."""
    rules = variants.get(key)
    deal = Deal.new(rules, seed=seed)
    start = deal.clone()
    players = [make_player(level if seat == 0 else "medium", seed=seat) for seat in range(rules.players)]
    actions = []
    while not deal.is_over and len(actions) < 200:
        action = players[deal.to_move].decide(seat_view(deal, deal.to_move), deal.legal_actions()).action
        actions.append(str(action))
        deal.apply(action)
    return review._decisions(start, actions, 0, None)


@pytest.mark.parametrize("key", VARIANTS)
def test_every_decision_against_every_other_move_is_said_in_every_language(key):
    said = 0
    for decision in decisions(key, 3):
        others = [a for a in decision.legal if a != decision.played][:4]
        for better in others:
            words = risked(Knowledge(decision.view), decision.played, better, decision.followed)
            assert set(templates(words)) <= extracted()
            for language in LANGUAGES:
                with speaking(language):
                    text = say(words)
                assert text and "{" not in text
            said += 1
    assert said


def test_a_discard_names_the_pile_it_tops_and_who_could_take_it():
    for decision in decisions("classic", 5):
        if isinstance(decision.played, Discard) and not decision.followed.next_is_partner:
            view = decision.view
            text = str(risked(Knowledge(view), decision.played, Draw(), Followed()))
            assert f"({view.pile_size} card" in text and "next player" in text
            return
    raise AssertionError("no discard in the deal")


def test_a_take_says_what_it_cost_from_the_hand():
    for seed in range(10):
        for decision in decisions("classic", seed):
            if isinstance(decision.played, Take) and decision.played.cards:
                text = str(risked(Knowledge(decision.view), decision.played, Draw(), Followed()))
                assert text.startswith(f"Taking the pile ({decision.view.pile_size} card")
                assert "from your hand" in text
                return
    raise AssertionError("no pile taken with cards from the hand")


def test_going_out_says_what_the_deal_still_held():
    for seed in range(20):
        for decision in decisions("classic-2p", seed, "easy"):  # easy goes out as soon as it can
            if decision.followed.went_out:
                words = risked(Knowledge(decision.view), decision.played, Draw(), decision.followed)
                assert str(words).startswith("Going out ended the deal with the stock still at ")
                return
    raise AssertionError("nobody went out with a choice left")


def test_a_pile_taken_onto_one_meld_where_another_would_take_it_names_both():
    for seed in range(10):
        for decision in decisions("samba", seed):
            played = decision.played
            if isinstance(played, Take) and decision.view.pile:
                other = Take(played.cards, played.extra, target=meld_keys.group(13, 2))  # a second Kings meld
                text = str(risked(Knowledge(decision.view), played, other, decision.followed))
                assert text.startswith(f"Taking the pile ({decision.view.pile_size} card")
                assert "where your Kings #2 could take it as well." in text
                return
    raise AssertionError("no pile taken in Samba")
