"""The variant summaries behind /canasta rules: written from the rules data, short enough for Discord."""

from __future__ import annotations

import dataclasses

import pytest

from bot.core.errors import UserError
from bot.core.rules_summary import (
    MESSAGE_LIMIT,
    choice_label,
    describe,
    find_variants,
    message_parts,
    summary,
)
from engine import variants
from engine.rules.going_out_policy import GoingOutPolicy
from engine.rules.opening_table import OpeningTable
from engine.rules.pile_taking import PileTaking
from engine.rules.wording import wording_of


@pytest.mark.parametrize("key", variants.playable())
def test_each_playable_summary_states_its_numbers_and_fits_a_message(key):
    rules = variants.get(key)
    names = wording_of(rules)
    text = summary(key)
    assert all(len(part) <= MESSAGE_LIMIT for part in message_parts(text))
    for fact in (f"**{rules.name}** (`{key}`)", f"{rules.deck_size} cards", f"{rules.hand_size} dealt",
                 f"a **canasta** is {rules.canasta_size} cards", f"reaches {rules.target:,}",
                 f"{names.canasta_name('natural').removesuffix(' canasta')} {rules.natural_canasta_bonus:,}",
                 f"{names.canasta_name('mixed').removesuffix(' canasta')} {rules.mixed_canasta_bonus:,}"):
        assert fact in text


def test_the_summary_follows_the_rules_data():
    changed = dataclasses.replace(variants.get("classic"), target=7777, going_out=GoingOutPolicy(canastas=3),
                                  meld_max_wilds=2, opening=OpeningTable(((2000, 100), (None, 40))),
                                  pile_taking=PileTaking(always_frozen=True))
    text = describe(changed)
    assert "reaches 7,777" in text and "needs 3 canastas" in text and "at most 2 wild" in text
    assert "by your side's score: below 2,000: 40, 2,000+: 100." in text
    assert "**Discard pile:** always frozen" in text


def test_classic_turns_one_card_up_and_lays_nothing_under_it():
    assert ("- **Cards:** 2 packs with 4 Jokers (108 cards); 11 dealt to each player; one card turned up "
            "starts the pile.\n") in summary("classic")


def test_acaba_is_explained_only_where_the_variant_has_it():
    british = summary("british")
    assert "**Acaba:** at the start of your turn, before drawing" in british
    assert "the other side 1,500" in british and "`ask acaba`" in british
    assert "Acaba" not in summary("classic")


def test_mexicana_tells_of_the_first_meld_draw_the_sevens_and_the_red_threes_to_go_out():
    text = summary("mexicana")
    assert "whoever makes it then draws 13 cards from the stock" in text
    assert "Sevens and black Threes on top stop it" in text and "Sevens 1,000" in text
    assert "at least as many red threes laid out as canastas" in text and "1,200 for all 6" in text
    assert "draws 13" not in summary("classic")


def test_cuban_tells_of_its_threes_its_wild_canastas_and_its_opening_table():
    text = summary("cuban")
    assert "none may be discarded on a player's first turn" in text
    assert "red ones only, scoring 100/300/500/1,000 for one to four" in text
    assert "those found in a pile you take are set aside for 5 each" in text
    assert "every black Three, set aside from taken piles or melded, scores 100" in text
    assert "four-Joker 3,000, Twos 4,000" in text and "5,000+: 150" in text
    assert "first turn" not in summary("classic")


def test_partnerships_and_card_values_are_spelled_out():
    text = summary("classic")
    assert "seats 1 & 3 against 2 & 4" in text
    assert "Joker 50, 2 and A 20, 8-K 10, 3-7 5" in text


def test_every_variant_in_the_catalogue_plays_americana_too():
    assert [info.key for info in variants.CATALOGUE] == list(variants.playable())
    assert variants.playable()[-1] == "americana"
    assert summary("Canasta Americana") == describe(variants.get("americana"))
    with pytest.raises(ValueError, match="unknown variant 'pinochle'; playable: classic, "):
        variants.get("pinochle")


def test_an_unknown_variant_is_a_user_error_naming_the_playable_keys():
    with pytest.raises(UserError) as refusal:
        summary("gin rummy")
    assert str(refusal.value) == ("There is no variant called 'gin rummy'. Pick one from the list as you "
                                  "type, for example: classic, classic-2p, classic-3p, british, uruguay, "
                                  "joker, mexicana, cuban, samba, italian, chile, chile-wild, bolivia, "
                                  "brazilian, canastone, canastone-6p, international, americana.")


def test_find_matches_key_or_name_case_insensitively_in_catalogue_order():
    assert [info.key for info in find_variants("HAND")] == ["classic-2p", "classic-3p"]
    assert [info.key for info in find_variants("mex")] == ["mexicana"]
    assert [info.key for info in find_variants("AMERICANA")] == ["americana"]
    everything = find_variants("")
    assert everything == list(variants.CATALOGUE) and len(everything) <= 25


def test_choice_labels_fit_discords_100_characters_and_mark_nothing_as_coming():
    labels = {info.key: choice_label(info) for info in variants.CATALOGUE}
    assert all(len(label) <= 100 for label in labels.values())
    assert labels["classic"] == "Classic Canasta (classic, 4 players)"
    assert labels["americana"] == "Canasta Americana (americana, 4 players)"
    assert not any("coming soon" in label for label in labels.values())


def test_samba_summary_names_sequences_merging_its_pile_rule_and_the_samba_bonus():
    text = summary("samba")
    assert "**Sequences:** 3 to 7 cards of one suit" in text and "7 are a canasta (samba)" in text
    assert "`merge K#2 into K`" in text
    assert "2 cards of its suit from your hand lengthening one of your sequences" in text
    assert "samba 1,500" in text and "1,000 for all 6" in text and "7,000+: 150" in text
    assert "concealed" not in text


def test_bolivia_summary_names_its_canastas_the_escalera_to_go_out_and_the_black_three_penalty():
    text = summary("bolivia")
    assert "7 are a canasta (escalera)" in text and "7 are a canasta (bolivia)" in text
    assert "needs 2 canastas, one of them an escalera" in text
    assert "each one left in hand when someone goes out costs 100" in text
    assert "bolivia 2,500, escalera 1,500" in text and "reaches 15,000" in text
    assert "costs" not in summary("samba")


def test_chile_summaries_say_which_extra_meld_the_table_plays_and_one_canasta_to_go_out():
    sequences, wild = summary("chile"), summary("chile-wild")
    for text in (sequences, wild):
        assert "11 dealt to each player" in text and "draw 1 card" in text
        assert "**Going out:** needs a canasta; bonus 200" in text
    assert "**Sequences:**" in sequences and "**Wild melds:**" not in sequences
    assert "**Wild melds:** 3 to 7 wild cards" in wild and "**Sequences:**" not in wild
    assert "wild 2,000" in wild and "lengthening one of your sequences" not in wild


def test_brazilian_summary_names_its_opening_table_the_yes_to_go_out_and_its_penalties():
    text = summary("brazilian")
    assert "5,000+: 150, 7,000+: a canasta, 8,000+: 200, 9,000+: a natural canasta or escalera" in text
    assert "Ask partner \"may I go out?\" before melding: only a yes lets you." in text
    assert "never to a side not yet open" in text
    assert "100 each up to 4, 1,000 for 5, 1,200 for 6; against a side with no canasta" in text
    assert "A side with a sequence of 4 or fewer cards loses 1,000." in text
    assert "wild 2,000, escalera 1,500" in text and "reaches 10,000" in text
    assert "only a yes" not in summary("bolivia") and "Extra:" not in summary("bolivia")


def test_italian_tells_of_the_packet_the_meld_of_twos_and_its_opening_table():
    text = summary("italian")
    assert "on a face-down packet sized by its rank (J 11, Q 12, K 13, A or Joker 20)" in text
    assert "2+ Twos, at most 3 Jokers; until it is a canasta, your side's Twos join no other meld" in text
    assert "below 0: any meld, 0+: 50" in text and "10,000+: 200; wild cards count nothing toward it" in text
    assert "Twos 3,000, mixed Twos 2,000" in text and "pays only the side going out" in text
    assert "packet" not in summary("samba") and "count nothing" not in summary("samba")


def test_canastone_tells_of_the_opening_before_drawing_the_naturals_the_pile_asks_and_closing():
    text = summary("canastone")
    assert "take the whole discard pile and 1 card from the stock" in text
    assert "A side opens only before drawing." in text
    assert "at most 2 wild, more natural than wild; a **canasta** is 7 cards, then no wild card joins" in text
    assert "taken with 2 naturals from your hand matching the top card, 3 when a wild card in it" in text
    assert "below 3,000: 50 clean, 3,000+: 90" in text and "**Black Threes** are never melded" in text
    assert "needs a clean and a dirty canasta; the last discard is natural, not a Three; bonus 300" in text
    assert "clean Aces 1,000" in text and "Jokers 5,000" in text
    assert "A deal ends when the stock runs short." in text and "reaches 12,000" in text
    assert "opens only before" not in summary("italian")
    assert "more natural than wild" not in summary("classic")


def test_canastone_for_six_seats_two_teams_of_three():
    text = summary("canastone-6p")
    assert "**Players:** 6 in 2 teams of 3, seats alternating (1 & 3 & 5 against 2 & 4 & 6)." in text
    assert "partners opposite" not in text and "partners opposite" in summary("canastone")


def test_the_international_summary_names_its_own_rules():
    text = summary("international")
    assert "the discard pile starts empty" in text and "wild cards only with 5+ naturals" in text
    assert "none with Sevens" in text and "from your hand alone" in text and "(`bonus`)" in text
    assert "`call schneider`" in text and "`call blitz`" in text and "Sevens 2,500, Aces 2,500" in text
    assert "a wild card only if you hold no natural" in text and "after the stock, one more turn" in text
    assert "4+ Sevens costs 1,500" in text and "black too, by colour 100/300/500/1,000" in text


def test_the_americana_summary_tells_of_its_turn_card_splash_and_empty_pile():
    text = summary("americana")
    assert ("- **Turn card:** 9th from the stock's bottom; before it is drawn, a side's first meld may empty "
            "the hand but its discard, for 4 **bonus cards** (3 if the other side has melded).") in text
    assert "Onto an empty pile: Aces and Sevens after other naturals, dead cards last." in text
    assert "a **splash** (7 naturals of a rank from hand) opens at any score." in text
    assert "needs 2 canastas; by discarding your last card; bonus 100. You may ask partner first, once a " \
           "deal." in text
    assert "at most 2 wild, fewer than the naturals; none with Sevens, with Aces only in the opening" in text
    assert "more natural than wild" not in text  # the variant's own words say it, once
    assert "called after drawing by a side that has not melded: `call straight` A-K and a Joker, your " \
           "Three laid out: 3,000;" in text
    assert "`call garbage` 4+4+3+3 of four ranks: 2,000 (it alone scores)" in text
    assert "(the stock's last card stays in hand and ends the deal)" in text
    assert "cards left in hand count against you; melded ones too, without a canasta." in text
    assert "A deal ends when the stock is empty." in text and "reaches 8,500" in text
    for key in ("classic", "international", "canastone"):
        other = summary(key)
        assert "Turn card" not in other and "splash" not in other and "once a deal" not in other
        assert "empty pile" not in other and "melded ones too" not in other


def test_a_summary_longer_than_a_message_is_sent_in_parts_cut_at_line_ends():
    text = summary("americana")
    parts = message_parts(text)
    assert len(text) > MESSAGE_LIMIT and len(parts) == 2
    assert all(len(part) <= MESSAGE_LIMIT for part in parts) and "\n".join(parts) == text
    # International, with its special hands and Threes by colour, takes two as well
    others = [summary(key) for key in variants.playable() if key not in ("americana", "international")]
    assert all(message_parts(other) == [other] for other in others)
