"""Every refusal of engine/moves/, word for word, reached through ``Deal.apply`` and leaving the deal
as it was. Written from the mutants of moves.py that survived a check by substring (docs/mutation.md):
the messages are what a player reads, so they are checked whole."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import variants
from engine.rules.going_out_policy import GoingOutPolicy

from .positions import refusal
from .test_policy_hooks import OPENS_FIRST

KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"
KEEP_TWO = "keep two cards (one to discard)"
GO_OUT_FIRST = "you must go out this turn, and after this move you could not"
NOT_ASKED = ("in this game you go out only after partner says yes, and you have not asked "
             "('ask' before melding)")
SAID_NO = "partner said no: you may not go out this turn"
OPENED = "your side has opened: take the pile first, then meld"
NO_ASKING = "nobody has asked you anything: 'yes' and 'no' answer partner's 'ask'"
YES = {"permission": True, "must_go_out": True}  # partner has said yes: this turn goes out


@pytest.mark.parametrize("variant, hand, melds, action, message", [
    # The opening's points, and what else an opening asks.
    ("classic", "KC KD KH 5S 6S", {}, "meld K K K", "your melds total 30; your side needs 50 to open"),
    ("international", "KC KD 2C AC AD 2D 5S 6S", {}, "meld K K 2; A A 2",
     "an opening with a wild card in a meld of fewer than five naturals also needs a meld "
     "of three or more natural cards"),
    ("canastone", "KC KD KH 5S 9D", {}, "meld K K K",
     "your side opens only at the start of a turn, before drawing: wait for your next turn"),
    # Going out by the last discard: partner's leave, the canastas, a short wild meld.
    ("brazilian", "5S", {"K": KINGS}, "discard 5S", NOT_ASKED),
    ("classic", "5S", {"K": "KC KD KH"}, "discard 5S", "to go out, your side needs a canasta"),
    ("samba", "5S", {"K": KINGS}, "discard 5S", "to go out, your side needs 2 canastas"),
    ("bolivia", "5S", {"K": KINGS, "Q": QUEENS}, "discard 5S",
     "to go out, your side needs 2 canastas, one of them an escalera"),
    ("mexicana", "5S", {"K": KINGS, "Q": QUEENS}, "discard 5S",
     "to go out, your side needs 2 canastas, and at least as many red threes laid out as canastas"),
    ("canastone", "5S", {"K": KINGS}, "discard 5S", "to go out, your side needs a clean and a dirty canasta"),
    ("canastone", "5S", {"K": KINGS, "Q": "QC QD QH QS QC 2H 2S", "wild": "JK JK 2C"}, "discard 5S",
     "your side's wild meld is short of a canasta, and until it is one you may not go out"),
    # Melding down to one card, which then could not go out.
    ("brazilian", "QC QD QH 5S", {"K": KINGS}, "meld Q Q Q", f"{NOT_ASKED}, so {KEEP_TWO}"),
    ("classic", "QC QD QH 5S", {"K": "KC KD KH"}, "meld Q Q Q",
     f"to go out, your side needs a canasta: {KEEP_TWO}"),
    ("bolivia", "JC JD JH 5S", {"K": KINGS, "Q": QUEENS}, "meld J J J",
     f"to go out, your side needs 2 canastas, one of them an escalera: {KEEP_TWO}"),
    # Canastone goes out only by a final natural discard.
    ("canastone", "KC KD KH", {"Q": QUEENS}, "meld K K K",
     "keep two cards: you go out only by discarding your last card"),
    ("canastone", "KC KD KH 2C", {"Q": QUEENS}, "meld K K K",
     "keep two cards: the card you go out with must be a natural card, not a wild card or a Three"),
    ("canastone", "2C", {"Q": QUEENS}, "discard 2",
     "you go out only by discarding a natural card, not a wild card or a Three"),
    ("canastone", "3S", {"Q": QUEENS}, "discard 3",
     "you go out only by discarding a natural card, not a wild card or a Three"),
    # Black threes meld only on the way out.
    ("classic", "3C 3S 3C 5S 9D", {"Q": "QC QD QH"}, "meld 3 3 3",
     "black threes can be melded only when going out, and after this meld you could not go out this turn"),
    ("brazilian", "3C 3S 3C 5S 9D", {"Q": "QC QD QH"}, "meld 3 3 3",
     f"black threes can be melded only when going out, and {NOT_ASKED}"),
    # Wild cards held by a short meld of Twos (Italian) or wild meld (Canastone).
    ("italian", "KC KD 2C 5S 9D", {"wild": "2D 2H 2S"}, "meld K K 2",
     "while your side's meld of Twos is short of a canasta, Twos go only on it"),
    ("italian", "2C 5S 9D", {"wild": "2D 2H 2S", "K": "KC KD KH"}, "add 2 to K",
     "while your side's meld of Twos is short of a canasta, Twos go only on it"),
    ("canastone", "KC KD KH 2C 5S 9D", {"wild": "2D 2H JK"}, "meld K K K 2",
     "while your side's wild meld is short of a canasta, wild cards go only on it"),
    ("canastone", "2C 5S 9D", {"wild": "2D 2H JK", "Q": "QC QD QH"}, "add 2 to Q",
     "while your side's wild meld is short of a canasta, wild cards go only on it"),
    ("canastone", "2C 5S 9D", {"wild": "2D 2H JK"}, "discard 2",
     "while your side's wild meld is short of a canasta you may not discard a wild card"),
    # Adding and discarding.
    ("classic", "KC 5S 9D", {"Q": "QC QD QH"}, "add K", "your side has no K meld to add to"),
    ("samba", "8H 5S 9D", {"K": "KC KD KH"}, "add 8H to seqH", "your side has no seqH meld to add to"),
    ("classic", "5S 9D", {}, "discard 9H", "you do not hold 9H"),
    ("classic", "5S 9D", {}, "discard K", "you do not hold K"),
    ("classic", "5S 9D", {}, "discard JK", "you do not hold JK"),
    ("international", "2C 5S 9D", {}, "discard 2",
     "a wild card may be discarded only when you hold no natural card"),
    # Asking partner.
    ("classic-2p", "KC KD 5S", {}, "ask", "you have no partner to ask"),
    ("classic", "5S", {"K": KINGS}, "ask",
     "with one card left your discard goes out: there is nothing to ask"),
    ("classic", "5S 9D", {"K": "KC KD KH"}, "ask", "you may ask only when your hand can go out this turn"),
    ("classic", "5S 9D", {}, "yes", NO_ASKING),
    # Declarations a variant has or lacks.
    ("classic", "5S 9D", {}, "acaba", "there is no Acaba in Classic Canasta"),
    ("classic", "5S 9D", {}, "ask acaba", "there is no Acaba in Classic Canasta"),
    ("british", "5S 9D", {}, "acaba",
     "Acaba is declared at the start of your turn, before you draw: you have drawn already"),
    ("british", "5S 9D", {}, "ask acaba",
     "Acaba is declared at the start of your turn, before you draw: you have drawn already"),
    ("classic", "5S 9D", {}, "bonus", "there is no initial-meld bonus in Classic Canasta"),
    ("international", "5S 9D", {"K": KINGS}, "bonus",
     "the bonus comes only right after your side's opening, in the turn you make it"),
    ("international", "5S 9D", {}, "call blitz",
     "you may call Blitz only at the start of your turn, before drawing"),
    ("international", "5S 9D", {}, "call schneider",
     "your hand does not make Schneider: after drawing, seven natural pairs of different ranks"),
])
def test_each_refusal_after_drawing_word_for_word(variant, hand, melds, action, message):
    assert refusal(variant, hand, melds, action) == message


@pytest.mark.parametrize("variant, hand, pile, melds, action, message", [
    ("classic", "KC KD 5S", "", {}, "take K K", "the discard pile is empty"),
    ("classic", "KC KD 5S", "KS 2C", {}, "take", "a wild card tops the pile: nobody may take it now"),
    ("classic", "3C 3S 5S", "KS 3C", {}, "take 3 3", "a 3 on top stops the pile for this turn"),
    ("mexicana", "7C 7S 5S", "KS 7D", {}, "take 7 7", "a 7 on top stops the pile for this turn"),
    ("brazilian", "KC KD 5S", "KS", {}, "take K K", "in this game the pile never makes an opening: draw, "
     "and take the pile once your side has melded from its hand"),
    ("classic", "KC", "KS", {"K": "KC KD KH"}, "take",
     "with one card in hand you may not take a pile of one card"),
    # A frozen pile, for each of the three reasons it is frozen.
    ("classic", "KC 2C 5S 9D", "KS", {}, "take K 2", "the pile is frozen to your side until it opens: "
     "take it only with a natural pair of K from your hand"),
    ("classic", "KC 2D 5S 9D", "2C KS", {"Q": "QC QD QH"}, "take K 2", "the pile is frozen (it holds a wild "
     "card): take it only with a natural pair of K from your hand"),
    ("classic", "KC 2D 5S 9D", "3H KS", {"Q": "QC QD QH"}, "take K 2", "the pile is frozen (it holds a red "
     "Three): take it only with a natural pair of K from your hand"),
    ("cuban", "KC 2D 5S 9D", "KS", {"Q": "QC QD QH"}, "take K 2", "the pile is always frozen in this game: "
     "take it only with a natural pair of K from your hand"),
    ("classic", "KC 5C 9D 9S", "KS", {"Q": "QC QD QH"}, "take K 5",
     "the cards you show must be K or wild cards"),
    # Where a take shows naturals only: unfrozen, and frozen each way.
    ("canastone", "KC KD 5S 9D", "KS", {"Q": QUEENS}, "take K",
     "take the pile by showing 2 natural K from your hand (no wild card), e.g. 'take K K'"),
    ("canastone", "KC KD 5S 9D", "JK KS", {"Q": QUEENS}, "take K K",
     "the pile is frozen (it holds a wild card): take the pile by showing 3 natural K "
     "from your hand (no wild card), e.g. 'take K K K'"),
    ("international", "KC 2D 5S 9D", "KS", {"Q": "QC QD QH"}, "take K 2",
     "the pile is always frozen in this game: take the pile by showing 2 natural K from your hand "
     "(no wild card), e.g. 'take K K'"),
    # Onto a sequence.
    ("italian", "9H 10H 5S", "8H", {"seqH": "5H 6H 7H"}, "take 9H 10H to seqH",
     "the pile is always frozen in this game: take it only with a natural pair of 8 from your hand"),
    ("samba", "9H 10H 5S", "2C 8H", {"seqH": "5H 6H 7H"}, "take 9H to seqH",
     "the pile is frozen (it holds a wild card): take it with a natural pair of 8, or "
     "lengthen a sequence with the top card and 2 cards from your hand"),
    ("samba", "9H 10H 5S", "8S", {"seqH": "5H 6H 7H"}, "take 9H 10H to seqH",
     "the top card is not of your seqH sequence's suit"),
    # Onto a meld, or a new one.
    ("classic", "KC KD 5S", "KS", {"J": "JC JD JH"}, "take K K to Q", "your side has no Q meld to take onto"),
    ("classic", "KC KD QC QD QH 5S", "KS", {"K": "KC KD KH"}, "take K K; Q Q Q", OPENED),
    ("classic", "KC KD 5S", "KS", {"Q": "QC QD QH"}, "take K K to Q", "the top K does not go on your Q meld"),
    ("uruguay", "KC KD 5S", "KS", {"wild": "2C 2D JK"}, "take K K to wild",
     "the top K does not go on your wild meld"),
    ("cuban", "KD KH 5S 9D", "KC", {"K": "KC KD KH KS 2C 2D"}, "take K K", "your K meld is full"),
    ("classic", "KC KD 5S", "KS", {"Q": "QC QD QH"}, "take", "show the cards that meld with the top K, "
     "e.g. 'take K K'"),
    ("classic", "KC KD JC JD JH 5S", "KS", {"Q": "QC QD QH"}, "take K K; J J J", OPENED),
    ("classic", "KC KD 3C 3S 3C 5S", "KS", {}, "take K K; 3 3 3",
     "black threes can be melded only when going out"),
    ("italian", "KC KD 2C 5S", "KS", {"wild": "2D 2H 2S"}, "take K 2",
     "while your side's meld of Twos is short of a canasta, Twos go only on it"),
    # Canastone's opening before drawing.
    ("canastone", "KC KD KH 2C 5S 6S", "", {}, "meld K K K 2",
     "below 3,000 points your side opens with clean melds only (no wild card among naturals)"),
    ("canastone", "KC KD KH", "", {}, "meld K K K", "keep a card: you still draw and discard this turn"),
    # Other moves before drawing.
    ("classic", "5S 9D", "", {}, "no", NO_ASKING),
    ("international", "5S 9D", "", {}, "call schneider",
     "you may call Schneider only after drawing from the stock: draw first"),
    ("international", "5S 9D", "", {}, "call blitz",
     "your hand does not make Blitz: before drawing, A, 2, 4-K and a Joker in hand and a Three laid out"),
    ("classic", "5S 9D", "", {}, "pass", "you may pass only when the stock is empty: 'draw' instead"),
])
def test_each_refusal_before_drawing_word_for_word(variant, hand, pile, melds, action, message):
    assert refusal(variant, hand, melds, action, phase="draw", pile=pile) == message


@pytest.mark.parametrize("variant, hand, melds, fields, action, message", [
    # The side's score: a higher minimum, and the canasta Brazilian asks for from 7000 and from 9000.
    ("classic", "KC KD KH 5S 6S", {}, {"team_scores": [1500, 0]}, "meld K K K",
     "your melds total 30; your side needs 90 to open"),
    ("brazilian", "KC KD KH 5S 9D", {}, {"team_scores": [7000, 0]}, "meld K K K",
     "at 7,000 points your side opens only with a canasta among its first melds"),
    ("brazilian", "KC KD KH 5S 9D", {}, {"team_scores": [9000, 0]}, "meld K K K",
     "at 9,000 points your side opens only with a natural canasta or escalera among its first melds"),
    # Partner's answer: no, or yes (the turn must go out).
    ("classic", "5S", {"K": KINGS}, {"turn_state": {"permission": False}}, "discard 5S", SAID_NO),
    ("classic", "QC QD QH 5S", {"K": KINGS}, {"turn_state": {"permission": False}}, "meld Q Q Q",
     f"{SAID_NO}, so {KEEP_TWO}"),
    ("classic", "3C 3S 3C 5S 9D", {"Q": "QC QD QH"}, {"turn_state": {"permission": False}}, "meld 3 3 3",
     f"black threes can be melded only when going out, and {SAID_NO}"),
    ("classic", "KC KD KH 5S 9D", {"Q": "QC QD QH"}, {"turn_state": YES}, "meld K K K", GO_OUT_FIRST),
    ("classic", "QS 5S 9D", {"Q": "QC QD QH"}, {"turn_state": YES}, "add Q", GO_OUT_FIRST),
    ("samba", "5S 9D", {"K": "KC KD KH", "K#2": "KS KD KH"}, {"turn_state": YES}, "merge K#2 into K",
     GO_OUT_FIRST),
    ("classic", "5S 9D", {"K": KINGS}, {"turn_state": YES}, "discard 5S",
     "you must go out this turn: meld your cards so that this discard is your last card"),
    ("classic", "5S 9D", {"K": KINGS}, {"turn_state": {"permission": False}}, "ask",
     "you have already asked this turn"),
    ("classic", "5S 9D", {"K": KINGS}, {"turn_state": YES}, "ask", "you have already asked this turn"),
    ("classic", "5S 9D", {"K": KINGS}, {"turn_state": {"melded_this_turn": True}}, "ask",
     "ask before you meld: you have already melded this turn (taking the pile melds its top card)"),
    # The stock is out.
    ("classic", "5S 9D", {}, {"phase": "draw", "stock": ""}, "draw",
     "the stock is empty: take the discard pile or 'pass' to end the deal"),
    ("international", "KC KD 5S", {}, {"phase": "draw", "pile": "KS", "stock": ""}, "take K K",
     "the stock is out: only a side that has opened may take the pile now"),
    ("canastone", "KC KD 5S", {"K": "KC KD KH"}, {"phase": "draw", "pile": "KS", "stock": ""}, "take K K",
     "keep two cards: you go out only by discarding your last card"),
    ("classic", "5S 9D", {"K": "KC KD KH"}, {"phase": "draw", "pile": "KS", "stock": ""}, "pass",
     "with the stock empty you must take a pile whose top card fits your side's meld: 'take'"),
    # International's bonus after the opening.
    ("international", "5S 9D", {"K": "KC KD KH"}, {"turn_state": {"new_melds": ["K"], "bonus_taken": True}},
     "bonus", "you have taken the bonus already: meld or discard"),
    ("international", "5S 9D", {"K": "KC KD KH"}, {"turn_state": {"new_melds": ["K"]}, "stock": ""},
     "bonus", "the stock is out: there is no bonus to take"),
    ("international", "5S 9D", {"K": "KC KD KH"}, {"turn_state": {"new_melds": ["K"], **YES}}, "bonus",
     "you must go out this turn: the bonus cards would stay in your hand"),
    # The rest of a turn's or a deal's history.
    ("international", "5S 9D", {"K": "KC KD KH"}, {"has_melded": [True, False, False, False]},
     "call schneider", "you may call Schneider only before you have melded this deal"),
    ("cuban", "3C 5S 9D", {}, {"turns": 3}, "discard 3C",
     "no black three may be discarded on a player's first turn in this game"),
    ("british", "5S 9D", {}, {"phase": "draw", "turn_state": {"question": "acaba"}}, "acaba",
     "partner said no to Acaba: play this turn out ('draw' or 'take')"),
    ("british", "5S 9D", {}, {"phase": "draw", "turn_state": {"question": "acaba"}}, "ask acaba",
     "partner said no to Acaba: play this turn out ('draw' or 'take')"),
])
def test_each_refusal_that_reads_more_of_the_position_word_for_word(variant, hand, melds, fields, action,
                                                                    message):
    assert refusal(variant, hand, melds, action, **fields) == message


ANSWER = "waiting for partner to answer 'yes' or 'no'"
DRAW = "draw first: 'draw' from the stock or 'take' the discard pile"
PLAY = "you have already drawn this turn: meld, add or discard"
OVER = "this deal is over"


@pytest.mark.parametrize("phase, variant, action, message", [
    *[("answer", "classic", action, ANSWER) for action in (
        "draw", "take K K", "meld K K K", "add K", "merge K#2 into K", "discard 5S", "ask", "pass")],
    ("answer", "british", "acaba", ANSWER),
    ("answer", "british", "ask acaba", ANSWER),
    ("answer", "international", "bonus", ANSWER),
    ("answer", "international", "call schneider", ANSWER),
    *[("draw", "classic", action, DRAW) for action in (
        "meld K K K", "add K", "merge K#2 into K", "discard 5S", "ask")],
    ("draw", "international", "bonus", DRAW),
    *[("play", "classic", action, PLAY) for action in ("draw", "take K K", "pass")],
    *[("over", "classic", action, OVER) for action in (
        "draw", "take K K", "meld K K K", "add K", "discard 5S", "ask", "yes", "pass")],
    ("over", "british", "acaba", OVER),
    ("over", "international", "bonus", OVER),
    ("over", "international", "call schneider", OVER),
])
def test_a_move_out_of_its_phase_says_what_the_phase_waits_for(phase, variant, action, message):
    # Seat 0 answers seat 2's question where the phase is an answer (a finished deal says how it ended);
    # the pile and hand would allow the move in its own phase.
    fields = {"answer": {"turn_state": {"asker": 2}}, "over": {"ended": "stock"}}.get(phase, {})
    assert refusal(variant, "KC KD KH 5S 9D", {"K": "KC KD KH"}, action, phase=phase, pile="KS",
                   **fields) == message


@pytest.mark.parametrize("variant, name, message", [
    ("international", "foo",
     "International Canasta (Scarne) has no special hand 'foo': it has schneider, blitz"),
    ("international", "abcdefghijklmnopqrstuvwxyz",
     "International Canasta (Scarne) has no special hand 'abcdefghijklmnopqrst': it has schneider, blitz"),
    ("classic", "schneider", "Classic Canasta has no special hand 'schneider'"),
    ("classic", "abcdefghijklmnopqrstuvwxyz", "Classic Canasta has no special hand 'abcdefghijklmnopqrst'"),
])
def test_an_unknown_special_hand_is_named_by_its_first_twenty_letters(variant, name, message):
    assert refusal(variant, "5S 9D", {}, f"call {name}") == message


def test_without_a_partner_there_is_nobody_to_ask_acaba_of():
    # No registered variant has Acaba without partners: British for two, as a variant being built.
    british_two = replace(variants.get("british"), key="british-2p", players=2, teams=((0,), (1,)))
    assert refusal("british", "5S 9D", {}, "ask acaba", rules=british_two, phase="draw") == \
        "you have no partner to ask: declare 'acaba' yourself if you wish"


def test_where_nobody_asks_to_go_out_the_variant_says_so():
    # No registered variant turns asking off: Classic without it, as a variant being built.
    silent = replace(variants.get("classic"), key="classic-silent", name="Silent Canasta",
                     going_out=GoingOutPolicy(may_ask=False))
    assert refusal("classic", "5S", {"K": KINGS}, "ask", rules=silent) == \
        "in Silent Canasta nobody asks partner about going out"


def test_a_pile_frozen_by_a_black_three_says_so():
    # Joker Canasta's Threes of either colour freeze the pile, which is frozen anyway there: as a
    # variant being built, the same Threes in a pile that is not always frozen.
    joker = variants.get("joker")
    thawed = replace(joker, key="joker-thawed", pile_taking=replace(joker.pile_taking, always_frozen=False))
    message = refusal("joker", "KC 2D 5S 9D", {"Q": "QC QD QH"}, "take K 2", rules=thawed, phase="draw",
                      pile="3C KS")
    assert message == ("the pile is frozen (it holds a Three): take it only with a natural pair of K "
                       "from your hand")


def test_black_threes_are_not_part_of_an_opening_before_drawing():
    # Canastone, the variant that opens before drawing, never melds black Threes: Classic opening so.
    message = refusal("classic", "3C 3S 3C KC KD KH AC AD AH 5S", {}, "meld A A A; K K K; 3 3 3",
                      rules=OPENS_FIRST, phase="draw")
    assert message == "black threes can be melded only when going out"
