"""The pictures in words for screen readers: what each says, within Discord's 1024 characters, in the
reader's language."""

from __future__ import annotations

import pytest

from engine import public_view, seat_view, variants
from engine.ai.words import a_card, cards_phrase
from engine.cards import rank_of
from i18n import LANGUAGES, SOURCE, say, speaking
from i18n.variants import variant_name
from render.described import LIMIT, hand_words, score_sheet_words, standings_words, table_words
from render.standings import StandingRow, Standings
from tests.i18n.english import english_in

from .crowded import crowded
from .positions import NAMES, finished_match, played

TRANSLATED = [language for language in LANGUAGES if language != SOURCE]
COMPUTER = "Computer 3 (easy)"


@pytest.mark.parametrize("variant", variants.playable())
def test_the_most_crowded_table_of_every_variant_is_said_within_discords_limit(variant):
    deal = crowded(variant)
    view = public_view(deal)
    words = table_words(view, NAMES[deal.players])
    assert len(words) <= LIMIT
    assert words.startswith(f"{variant_name(variant, view.variant_name)}, turn {deal.turns + 1}. ")
    assert f"{NAMES[deal.players][deal.turn]} to move" in words
    assert f"Stock: {len(deal.stock)} cards." in words
    if len(words) < LIMIT:  # nothing cut: every side's canastas are counted
        for side in view.sides:
            assert f"{side.canastas} canasta" in words or not side.canastas


def test_a_table_says_the_pile_its_top_card_and_each_sides_melds():
    deal = played("classic", seed=8, turns=30)
    view = public_view(deal)
    words = table_words(view, NAMES[4])
    top = say(a_card(rank_of(view.pile_top)))
    assert f"{len(view.pile)} cards, {top} on top" in words or f"1 card, {top} on top" in words
    for side in view.sides:
        team = " & ".join(NAMES[4][seat] for seat in side.seats)
        assert f"{team}, {view.team_scores[view.rules.team_of(side.seats[0])]} points: " in words
        for meld in side.melds:
            assert f"{len(meld.cards)} cards" in words
    assert ("no melds yet" in words) == any(not side.melds for side in view.sides)


def test_a_hand_says_every_card_it_holds():
    deal = played("classic", seed=8, turns=12)
    view = seat_view(deal, 1)
    words = hand_words(view, NAMES[4])
    cards = say(cards_phrase(rank_of(card) for card in view.hand))
    assert words.startswith(f"Your hand, {len(view.hand)} cards: {cards}.")
    assert "King" in cards or "Queen" in cards or "Ace" in cards  # ranks said in words, not letters


def test_a_score_sheet_says_how_the_deal_ended_every_line_and_the_match():
    match = finished_match("classic", seed=4)
    result = match.results[0]
    words = score_sheet_words(result, NAMES[4], winner=None, target=match.target)
    assert words.startswith("Deal 1: scores. ")
    for side in result.sides:
        for item in side.items:
            if item.points:
                assert f"{item.points:+,}" in words
    for total in result.team_scores:
        assert f"total {total:,}" in words
    won = score_sheet_words(result, NAMES[4], winner=1, target=match.target)
    assert won.endswith("Match won by Bob & Dan.")


def test_standings_say_each_players_rank_and_rating():
    rows = (StandingRow(1, "Ann", 1530, 5, 2, 9000, 7000, 12, 0.3),
            StandingRow(2, "Bob", 1470, 2, 5, 7000, 9000, 6, 0.1))
    words = standings_words(Standings("Thursday Club", "Season 2 · Classic Canasta", "", rows))
    assert words == ("Thursday Club, Season 2 · Classic Canasta. 1. Ann, rating 1,530, 5 won, 2 lost; "
                     "2. Bob, rating 1,470, 2 won, 5 lost.")


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_description_is_in_the_readers_language(language):
    deal = played("classic", seed=8, turns=30)
    match = finished_match("classic", seed=4)
    names = [*NAMES[4][:2], COMPUTER, NAMES[4][3]]
    for describe in (lambda: table_words(public_view(deal), names),
                     lambda: table_words(public_view(crowded("bolivia")), names),
                     lambda: hand_words(seat_view(deal, 0), names),
                     lambda: score_sheet_words(match.results[0], names, winner=0, target=match.target)):
        english = describe()
        with speaking(language):
            spoken = describe()
        assert spoken != english and len(spoken) <= LIMIT
        assert english_in(spoken, language, names) == set(), spoken
        assert english_in(english, language, names), "the check finds the English"
