"""The hand picture: real PNGs, a seat sees its own cards only, big hands stay compact, playable marks."""

from __future__ import annotations

import pytest

from engine import from_json, seat_view, to_json
from engine.actions import Add, Discard, Draw, Meld, Take
from engine.cards import JOKER_RANK
from render import hand_png, playable_ranks, theme
from render.hand import STATUS_LINE_H

from .conftest import said
from .pngs import decode, share_of
from .positions import NAMES, played, with_big_hand, with_hand_from_stock


@pytest.mark.parametrize("variant, players", [("classic", 4), ("classic-2p", 2), ("classic-3p", 3)])
def test_every_seat_gets_a_png(texts, variant, players):
    deal = played(variant, seed=8, turns=10)
    for seat in range(players):
        view = seat_view(deal, seat)
        image = decode(hand_png(view, NAMES[players]))
        assert 100 <= image.height <= 400
        words = said(texts)
        count = len(view.hand)
        assert words[:2] == [NAMES[players][seat], f"{count} card" + ("s" if count != 1 else "")]
        # one "×N" under each group of two or more cards of a rank
        ranks = [sum(1 for c in view.hand if c >> 2 == r) for r in {c >> 2 for c in view.hand}]
        assert sorted(w for w in words if w.startswith("×")) == sorted(f"×{n}" for n in ranks if n > 1)


def test_hand_picture_differs_when_the_hand_differs():
    deal = played("classic", seed=5, turns=16)
    other = with_hand_from_stock(deal, seat=2)
    assert hand_png(seat_view(other, 2), NAMES[4]) != hand_png(seat_view(deal, 2), NAMES[4])


def test_other_seats_do_not_see_the_change():
    deal = played("classic", seed=5, turns=16)
    other = with_hand_from_stock(deal, seat=2)
    for seat in (0, 1, 3):
        assert hand_png(seat_view(other, seat), NAMES[4]) == hand_png(seat_view(deal, seat), NAMES[4])


def test_forty_card_hand_stays_legible():
    deal = with_big_hand(played("classic", seed=5, turns=6), seat=0)
    view = seat_view(deal, 0)
    assert len(view.hand) == 40
    image = decode(hand_png(view, NAMES[4]))
    # grouped by rank, 40 cards take at most four rows of cards
    assert image.height <= 66 + 12 + 4 * (65 + 20 + 8) + 12


def test_an_eleven_card_hand_fits_one_row(texts):
    deal = played("classic", seed=5, turns=0)
    image = decode(hand_png(seat_view(deal, 1), NAMES[4]))
    assert image.height < 200 + STATUS_LINE_H  # the status takes two lines (below)
    assert said(texts)[:2] == ["Bob", "11 cards"]


def test_a_status_too_long_for_one_line_gives_the_opening_need_a_line_of_its_own(texts):
    deal = played("classic", seed=5, turns=0)  # Bob's turn, his side not yet open
    decode(hand_png(seat_view(deal, 0), NAMES[4]))
    assert "Bob to move (your side needs 50 to open)" in said(texts)
    decode(hand_png(seat_view(deal, 1), NAMES[4]))
    words = said(texts)
    first = words.index("Your turn: draw or take the pile")
    assert words[first + 1] == "(your side needs 50 to open)"
    assert not any("…" in word for word in words)


def test_playable_ranks_are_outlined_in_green():
    deal = played("classic", seed=5, turns=0)
    view = seat_view(deal, 1)
    rank = view.hand[0] >> 2
    plain = decode(hand_png(view, NAMES[4]))
    marked = decode(hand_png(view, NAMES[4], playable={rank}))
    assert share_of(plain, theme.GOOD) < 0.0005 < share_of(marked, theme.GOOD)


def test_playable_ranks_come_from_melding_actions():
    actions = [Draw(), Take((9, 9)), Meld(((13, 13, 13), (5, 5, 2))), Add(7, (JOKER_RANK,)), Discard(4)]
    assert playable_ranks(actions) == {9, 13, 5, 2, JOKER_RANK}
    assert playable_ranks([Draw(), Discard(4)]) == frozenset()


def test_empty_hand_after_going_out(texts):
    deal = played("classic", seed=5, turns=0)
    data = to_json(deal) | {"partial": True}  # a picture's fixture: the hand's cards are left out
    data["hands"][0] = ""
    image = decode(hand_png(seat_view(from_json(data), 0), NAMES[4]))
    assert image.height < 200
    words = said(texts)
    assert words[:2] == ["Alice", "0 cards"] and "no cards in hand" in words


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_pile_keeps_its_place_whatever_it_holds(texts, language):
    """Empty, frozen or not, its words as long as the language makes them: the header does not shift."""
    from i18n import speaking

    deal = played("classic", seed=1, turns=0)
    places, states = set(), set()
    with speaking(language):
        while not deal.is_over:
            view = seat_view(deal, 0)
            decode(hand_png(view, NAMES[4]))
            pile = next(d for d in texts if d.value.split()[0] in ("pile", "pozzo"))
            places.add(pile.box[0])
            states.add((bool(view.pile), view.pile_frozen))
            texts.clear()
            deal.apply(deal.legal_actions()[0])
    assert len(states) >= 3 and len(places) == 1
