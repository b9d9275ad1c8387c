"""Views are made fast (sides' views kept per rules by what they show, fields filled in directly), and
must come out exactly as views made anew: every field there, nothing kept from another position."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal, public_view, seat_view, variants
from engine import views as views_module
from engine.views import PublicView, SeatView
from tests.mutation import scaled

from .test_random_play import SCORES, new_deal, pick


def made_anew(deal: Deal, seat: int, monkeypatch) -> SeatView:
    """The view of ``seat`` with nothing kept from views made before (the views kept stay kept)."""
    with monkeypatch.context() as patch:
        patch.setattr(views_module, "_MEMOS", {})
        return seat_view(deal, seat)


@pytest.mark.parametrize("make, cls", [(lambda d: seat_view(d, 1), SeatView), (public_view, PublicView)])
def test_a_view_holds_every_field_its_class_declares(make, cls):
    view = make(Deal.new(variants.get("classic"), seed=5))
    assert type(view) is cls
    assert set(vars(view)) == {field.name for field in dataclasses.fields(cls)}
    assert dataclasses.replace(view) == view  # the constructor, given the fields read back, agrees
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 3  # type: ignore[misc]


@pytest.mark.parametrize("key", ["classic", "classic-3p", "samba", "italian", "americana", "canastone-6p"])
@settings(max_examples=scaled(6), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32), scores=SCORES)
def test_views_made_during_play_equal_views_made_anew(key, seed, choice_seed, scores, monkeypatch):
    rules = variants.get(key)
    rng = random.Random(choice_seed)
    deals = [new_deal(rules, seed, scores), new_deal(rules, seed + 1, scores)]
    while not all(d.is_over for d in deals):
        for deal in deals:  # two deals in turn, so that each is viewed after the other's views were kept
            if deal.is_over:
                continue
            seats = {deal.turn, rng.randrange(rules.players)}
            kept = [seat_view(deal, seat) for seat in seats]
            assert kept == [made_anew(deal, seat, monkeypatch) for seat in seats]
            legal = deal.legal_actions()
            assert legal, "a deal not over always has a move"
            deal.apply(pick(rng, legal))


@pytest.mark.parametrize("variant, draw, bonus",
                         [("classic", 0, 0), ("mexicana", 13, 0), ("international", 0, 3)])
def test_a_view_says_what_an_opening_brings_from_the_stock(variant, draw, bonus):
    """The hand panel reads the cards a first meld draws and the initial-meld bonus from the view."""
    view = seat_view(Deal.new(variants.get(variant), seed=5), 1)
    assert (view.opening_draw, view.opening_bonus) == (draw, bonus)
