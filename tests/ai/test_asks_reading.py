"""Questions about going out: the deal keeps who asked, in which turn, and partner's answer, everyone sees
the record, and guesses read a no into the asker's hand (``engine.ai.table_reading``) from the view alone."""

from __future__ import annotations

import random

from engine import seat_view
from engine.actions import Answer, Ask, Draw
from engine.ai.determinize import sample_deal
from engine.ai.inference import hand_limits
from engine.ai.table_reading import ASKED, BLACK_THREE, WILD, rank_weights, refused
from engine.asks import Answered
from engine.cards import THREE, TWO, card_name

from .positions import position
from .test_no_peeking import reshuffle_hidden

KINGS = [{"K": "KC KD KH KS KC KD KH"}, {"Q": "QC QD QH"}]  # seats 0 and 2 hold a canasta of Kings


def asked_no():
    """Seat 0, whose Kings canasta lets it go out (a King to lay off, three Sixes to meld, a Five to
    throw), asks in turn 10 and partner says no."""
    deal = position(hands={0: "KS 5D 6H 6D 6C"}, melds=KINGS, turn=0, turns=10)
    deal.apply(Ask())
    deal.apply(Answer(False))
    return deal


def test_every_seat_sees_who_asked_in_which_turn_and_the_answer():
    deal = asked_no()
    record = (Answered(seat=0, turn=10, yes=False),)
    assert deal.asks == record and deal.clone().asks == record
    assert all(seat_view(deal, seat).asks == record for seat in range(4))
    deal.apply("discard 5D")
    assert seat_view(deal, 1).asks == record  # kept past the asker's turn, unlike the turn's question
    deal.apply(Draw())
    assert seat_view(deal, 1).asks == record


def test_a_seat_told_no_is_read_until_its_next_turn_and_never_by_itself():
    deal = asked_no()
    assert refused(seat_view(deal, 0)) == set()  # its own hand is known to it
    deal.apply("discard 5D")
    for _ in range(3):  # seats 1, 2 and 3 draw and throw
        seat = deal.turn
        assert refused(seat_view(deal, seat)) == {0}
        deal.apply(Draw())
        deal.apply(f"discard {card_name(deal.hands[seat][0])}")
    deal.apply(Draw())  # seat 0's next turn: what it kept is mixed with new cards from here on
    deal.apply(f"discard {card_name(deal.hands[0][-1])}")
    assert refused(seat_view(deal, 1)) == set()


def test_a_no_leans_the_askers_guessed_hand_by_the_fitted_factors_and_no_other():
    deal = asked_no()
    deal.apply("discard 5D")
    view = seat_view(deal, 1)
    plain = rank_weights(view, asked_factors=dict.fromkeys(ASKED, 1.0))
    read = rank_weights(view)
    assert read[0][TWO] == plain[0][TWO] * ASKED[WILD]
    assert read[0][THREE] == plain[0][THREE] * ASKED[BLACK_THREE]
    assert read[0] != plain[0]  # the no is read
    assert read[2] == plain[2] and read[3] == plain[3] and read[1] is None


def test_a_guess_that_reads_a_no_sees_no_hidden_card():
    deal = asked_no()
    deal.apply("discard 5D")
    deal.apply(Draw())
    view = seat_view(deal, 1)
    for seed in range(6):
        twin = reshuffle_hidden(deal, 1, random.Random(seed))
        assert twin.hands != deal.hands
        twin_view = seat_view(twin, 1)
        assert twin_view == view and rank_weights(twin_view) == rank_weights(view)
        guess = sample_deal(view, random.Random(3), limits=hand_limits(view), weights=rank_weights(view))
        twin_guess = sample_deal(twin_view, random.Random(3), limits=hand_limits(twin_view),
                                 weights=rank_weights(twin_view))
        assert guess.hands == twin_guess.hands and guess.stock == twin_guess.stock
        assert seat_view(guess, 1) == view
