"""The features that were fields of ``Rules`` once (the initial-meld bonus, the opening draw, special
hands, the turn card and its talon, the packet under the upcard, the going-out policy's clauses, the
closing rules, merging melds, the splash) work on any rules that hold them: added to Classic, each is
listed, checked, played, scored, shown in the views and described through its hooks alone, and Classic
without it knows nothing of it. So do other variants' pile-taking, opening and laid-out policies given to
Classic."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.cli.terminal_help import help_text
from bot.core.rules_summary import describe
from engine import Deal, IllegalAction, dumps, from_json, public_view, score_deal, seat_view, variants
from engine.actions import Ask, Bonus, Call
from engine.cards import codes, is_red_three, shuffled_deck
from engine.errors import Words
from engine.rules.called_hands import SpecialHands
from engine.rules.closing import ClosingDiscard, LastTurnAfterStock, ShortStockEnd, WildsDiscardedLast
from engine.rules.going_out_policy import GoingOutPolicy
from engine.rules.laid_out import LaidOut
from engine.rules.merges import MeldMerges
from engine.rules.opening_bonus import OpeningBonus
from engine.rules.opening_draw import OpeningDraw
from engine.rules.opening_table import OpeningTable
from engine.rules.packet import Packet
from engine.rules.pile_taking import PileTaking
from engine.rules.several_melds import SeveralMelds
from engine.rules.splash import Splash
from engine.rules.turn_card import TurnCard
from engine.special_hands import SpecialHand, seven_pairs

from .positions import listed, position

CLASSIC = variants.get("classic")
BONUS = replace(CLASSIC, features=(OpeningBonus(cards=2),))
DRAWING = replace(CLASSIC, features=(OpeningDraw(cards=5),))
PAIRS = SpecialHand("pairs", Words("Pairs"), 1234, before_drawing=False, shown=seven_pairs,
                    words=Words("seven natural pairs"))
CALLING = replace(CLASSIC, features=(SpecialHands((PAIRS,)),))
TURNING = replace(CLASSIC, features=(TurnCard(place=9, talon=(4, 3)),))
BY_NATURALS = replace(CLASSIC, pile_taking=PileTaking(naturals=(2, 3), for_opening=False, stock_cards=1))
CLEAN_OPENING = replace(CLASSIC, opening=OpeningTable(clean_below=3000, wilds_count=False))
PACKETED = CLASSIC.with_feature(Packet(Words("on a face-down packet as big as its rank"), sizes=((14, 20),)))
ASKING_ONCE = replace(CLASSIC, going_out=GoingOutPolicy(ask_once=True))
ASKING_FIRST = replace(CLASSIC, going_out=GoingOutPolicy(must_ask=True))
NEEDING_TWO = replace(CLASSIC, going_out=GoingOutPolicy(canastas=2))
OPEN_CONCEALED = replace(CLASSIC, going_out=GoingOutPolicy(concealed_needs_canasta=False))
LAYING_OUT = replace(CLASSIC, laid_out=LaidOut(red_three_value=150, all_red_threes_bonus=1000,
                                                unplayed_red_three_penalty=300, last_laid_out_kept=True))
BY_COLOUR = replace(CLASSIC, laid_out=variants.get("joker").laid_out)
SETTING_ASIDE = replace(CLASSIC, laid_out=variants.get("cuban").laid_out)
CLOSING = replace(CLASSIC, features=(ClosingDiscard(),))
SHORT_STOCK = replace(CLASSIC, features=(ShortStockEnd(),))
LAST_TURN = replace(CLASSIC, features=(LastTurnAfterStock(),))
WILDS_LAST = CLASSIC.with_feature(WildsDiscardedLast())
SEVERAL = replace(CLASSIC, features=(SeveralMelds(),))
MERGING = SEVERAL.with_feature(MeldMerges())
SPLASHING = replace(CLASSIC, features=(Splash(naturals=7),))

OPENER = ["KC KD KH 9C 9D 9H 5S 6S", None, None, None]  # 60 in two melds, two cards kept


def opened(rules):
    deal = position("classic", hands=OPENER, pile="6C", phase="play", rules=rules)
    deal.apply("meld K K K; 9 9 9")
    return deal


def test_the_bonus_is_listed_after_an_opening_and_brings_its_cards():
    deal = opened(BONUS)
    assert Bonus() in deal.legal_actions()
    deal.apply("bonus")
    assert len(deal.hands[0]) == 2 + 2 and deal.bonus_taken
    assert Bonus() not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="you have taken the bonus already"):
        deal.apply("bonus")


def test_without_the_bonus_classic_neither_lists_nor_accepts_it_nor_keeps_its_record():
    deal = opened(CLASSIC)
    assert Bonus() not in deal.legal_actions()
    with pytest.raises(IllegalAction, match="there is no initial-meld bonus in Classic Canasta"):
        deal.apply("bonus")
    taken = opened(BONUS)
    taken.apply("bonus")
    text = dumps(taken)
    assert from_json(text, rules=BONUS).bonus_taken
    with pytest.raises(ValueError, match="has no opening bonus"):
        from_json(text, rules=CLASSIC)


def test_the_bonus_and_the_opening_draw_are_described_and_shown():
    assert "bonus" in BONUS.verbs() and "bonus" not in CLASSIC.verbs()
    assert "(`bonus`)" in describe(BONUS) and "`bonus`" not in describe(CLASSIC)
    assert "  bonus       right after your side's opening: take 2 cards" in help_text(BONUS)
    assert "  bonus " not in help_text(CLASSIC)
    assert "then draws 5 cards from the stock" in describe(DRAWING)
    assert (seat_view(opened(BONUS), 0).opening_bonus, public_view(opened(CLASSIC)).opening_bonus) == (2, 0)
    fresh = position("classic", hands=OPENER, pile="6C", rules=DRAWING)
    assert seat_view(fresh, 0).opening_draw == DRAWING.opening_draw_cards == 5
    assert CLASSIC.opening_draw_cards == 0


def test_the_opening_draw_brings_its_cards_to_the_opener():
    assert len(opened(DRAWING).hands[0]) == 2 + 5
    assert len(opened(CLASSIC).hands[0]) == 2


PAIRS_HAND = "4C 4D 5C 5D 6C 6D 7C 7D 8C 8D 9C 9D 10C"  # thirteen: the draw makes the fourteenth


def test_a_special_hand_is_called_after_drawing_and_scores_its_bonus():
    deal = position("classic", hands=[PAIRS_HAND, None, None, None], stock="10D QH", pile="6H",
                    rules=CALLING)
    assert Call("pairs") not in deal.legal_actions()  # not before drawing
    deal.apply("draw")
    assert Call("pairs") in deal.legal_actions()
    deal.apply("call pairs")
    assert deal.is_over and deal.special is not None and deal.special[0] == "pairs"
    ours, theirs = score_deal(deal)
    assert ours.points("special") == 1234 and theirs.points("special") == 0
    assert "`call pairs`" in describe(CALLING) and "call pairs" in help_text(CALLING)
    assert CALLING.special_hand("pairs") == PAIRS and CLASSIC.special_hand("pairs") is None


def test_without_special_hands_classic_refuses_a_call_and_scores_no_special_line():
    deal = position("classic", hands=[PAIRS_HAND, None, None, None], stock="10D QH", pile="6H")
    deal.apply("draw")
    with pytest.raises(IllegalAction, match="Classic Canasta has no special hand 'pairs'"):
        deal.apply("call pairs")
    assert all(side.points("special") == 0 and "special" not in [item.key for item in side.items]
               for side in score_deal(deal))


def test_the_turn_card_is_shown_described_and_brings_a_talon_to_an_opening_that_empties_the_hand():
    deal = position("classic", hands=["KC KD KH 9C 9D 9H 5S", None, None, None], pile="6C", phase="play",
                    stock=" ".join(["4C"] * 2 + ["4D"] * 2 + ["4H"] * 2 + ["4S"] * 2 + ["JC"] * 2),
                    rules=TURNING)
    view = public_view(deal)
    assert (view.turn_card, view.turn_card_in_stock) == (9, True)
    assert public_view(opened(CLASSIC)).turn_card is None
    assert "**Turn card:** 9th from the stock's bottom" in describe(TURNING)
    assert "Turn card" not in describe(CLASSIC)
    deal.apply("meld K K K; 9 9 9")  # one card kept: its discard brings the talon
    assert seat_view(deal, 0).talon == 4
    deal.apply("discard 5")
    assert len(deal.hands[0]) == 4 and not deal.is_over


def upcard_deck(upcard: str) -> list[int]:
    """A shuffled Classic deck with its red Threes last (none dealt) and ``upcard`` first after the deal."""
    deck = shuffled_deck(CLASSIC.packs, 7, CLASSIC.jokers_per_pack)
    deck.sort(key=is_red_three)
    deck.remove(codes(upcard)[0])
    deck.insert(44, codes(upcard)[0])
    return deck


@pytest.mark.parametrize("upcard, size", [("8C", 8), ("KD", 13), ("AS", 20)])
def test_the_packet_lies_face_down_under_the_first_upcard_sized_by_its_rank(upcard, size):
    deck = upcard_deck(upcard)
    deal = Deal.new(PACKETED, deck=deck)
    assert deal.packet == size and deal.pile == deck[45:45 + size] + [deck[44]]
    view = public_view(deal)
    assert view.pile == (deck[44],) and view.pile_hidden == size
    plain = Deal.new(CLASSIC, deck=deck)
    assert plain.packet == 0 and plain.pile == [deck[44]] and public_view(plain).pile_hidden == 0


def test_the_packet_comes_with_the_pile_is_kept_in_a_position_and_is_described():
    deal = position("classic", hands=["8H 8D 5S", None, None, None], pile="4C 4D 8C", packet=2,
                    melds=[{"9": "9C 9D 9H"}, {}], rules=PACKETED)
    assert from_json(dumps(deal), rules=PACKETED).packet == 2
    with pytest.raises(ValueError, match="classic has no face-down packet"):
        from_json(dumps(deal), rules=CLASSIC)
    deal.apply("take 8 8")
    assert deal.packet == 0 and set(codes("4C 4D")) <= set(deal.hands[0])
    words = "one card turned up starts the pile, on a face-down packet as big as its rank."
    assert words in describe(PACKETED)
    assert "face-down packet" not in describe(CLASSIC)


def test_a_pile_taken_by_naturals_never_to_open_and_with_a_stock_card_plays_so_on_classic():
    unopened = position("classic", hands=["AH AD 5S", None, None, None], pile="4C AC", rules=BY_NATURALS)
    assert not [action for action in unopened.legal_actions() if str(action).startswith("take")]
    with pytest.raises(IllegalAction, match="in this game the pile never makes an opening"):
        unopened.apply("take A A")
    classic = position("classic", hands=["AH AD 5S", None, None, None], pile="4C AC")
    assert "take A A" in map(str, classic.legal_actions())
    deal = position("classic", hands=["8H 8D 2C 5S", None, None, None], pile="4C 4D 8C", stock="JS 7H 6D",
                    melds=[{"9": "9C 9D 9H"}, {}], rules=BY_NATURALS)
    with pytest.raises(IllegalAction, match="showing 2 natural 8 from your hand"):
        deal.apply("take 8 2")
    deal.apply("take 8 8")
    assert sorted(deal.hands[0]) == sorted(codes("2C 5S 4C 4D JS"))  # the stock's top card comes too
    text = describe(BY_NATURALS)
    assert "take the whole discard pile and 1 card from the stock" in text
    assert "never to a side not yet open; taken with 2 naturals from your hand matching the top card, 3 " \
        "when" in text
    assert "from the stock" not in describe(CLASSIC).split("**Turn:**")[1].split("\n")[0]


def test_a_laid_out_policy_of_its_own_values_scores_costs_and_is_described_so_on_classic():
    two, four, three = codes("3H 3D"), codes("3H 3D 3H 3D"), codes("3H")[0]
    assert (LAYING_OUT.laid_out_points(two, True, 1), CLASSIC.laid_out_points(two, True, 1)) == (300, 200)
    assert (LAYING_OUT.laid_out_points(four, False, 0), CLASSIC.laid_out_points(four, False, 0)) \
        == (-1000, -800)
    assert (LAYING_OUT.hand_penalty(three, True), CLASSIC.hand_penalty(three, True)) == (300, 200)
    assert LAYING_OUT.laid_out.is_laid_out(three) and not LAYING_OUT.laid_out.is_laid_out(codes("3C")[0])
    text = describe(LAYING_OUT)
    assert "150 each, 1,000 for all 4; they count against a side that has not melded" in text
    assert "(the stock's last card stays in hand and ends the deal)" in text
    assert "stays in hand" not in describe(CLASSIC)


def test_other_variants_laid_out_policies_lay_out_set_aside_score_and_are_described_so_on_classic():
    black = codes("3C")[0]
    assert BY_COLOUR.laid_out.is_laid_out(black) and not CLASSIC.laid_out.is_laid_out(black)
    assert BY_COLOUR.laid_out_points(codes("3H 3C 3S"), True, 1) == 100 + 300
    assert "black ones too, scored by colour" in describe(BY_COLOUR)
    taking = dict(hands=["8H 8D 5S", None, None, None], pile="3C 4D 8C", melds=[{"9": "9C 9D 9H"}, {}])
    aside = position("classic", rules=SETTING_ASIDE, **taking)
    aside.apply("take 8 8")
    assert black in aside.red_threes[0] and black not in aside.hands[0]
    assert SETTING_ASIDE.laid_out_points(codes("3H 3C"), True, 1) == 100 + 5
    kept = position("classic", **taking)
    kept.apply("take 8 8")
    assert black in kept.hands[0] and black not in kept.red_threes[0]
    assert "those found in a pile you take are set aside for 5 each" in describe(SETTING_ASIDE)


# ---------------------------------------------------------------- the going-out policy

CANASTA = {"K": "KC KD KH KS KC KD KH"}
OUT_HAND = "5C 5D 5H 9C"  # with the side's canasta, melds its Fives and discards the Nine to go out


def ready(rules, **fields):
    return position("classic", hands=[OUT_HAND, None, None, None], melds=[CANASTA, {}], phase="play",
                    rules=rules, **fields)


def test_asking_once_a_deal_is_refused_the_second_time_and_its_record_kept_only_where_limited():
    deal = ready(ASKING_ONCE)
    deal.apply("ask")
    deal.apply("no")
    assert deal.asked == [True, False, False, False]
    asked = ready(ASKING_ONCE, asked=[True, False, False, False])  # a later turn of the same player
    assert Ask() not in asked.legal_actions() and Ask() in ready(ASKING_ONCE).legal_actions()
    with pytest.raises(IllegalAction, match="each player asks partner once a deal, and you have asked"):
        asked.apply("ask")
    text = dumps(asked)
    assert from_json(text, rules=ASKING_ONCE).asked[0]
    with pytest.raises(ValueError, match="does not limit asking"):
        from_json(text, rules=CLASSIC)
    unlimited = ready(CLASSIC)
    unlimited.apply("ask")
    assert unlimited.asked == [False] * 4
    assert "You may ask partner first, once a deal." in describe(ASKING_ONCE)
    assert "once a deal" not in describe(CLASSIC)
    assert "ask your partner, once a deal, whether you may go out" in help_text(ASKING_ONCE)
    assert "once a deal" not in help_text(CLASSIC)


def test_a_yes_asked_for_forbids_going_out_without_one_and_is_described():
    deal = ready(ASKING_FIRST)
    with pytest.raises(IllegalAction, match="only after partner says yes"):
        deal.apply("meld 5 5 5")
    deal.apply("ask")
    deal.apply("yes")
    deal.apply("meld 5 5 5")
    deal.apply("discard 9")
    assert deal.went_out == 0
    free = ready(CLASSIC)
    free.apply("meld 5 5 5")
    free.apply("discard 9")
    assert free.went_out == 0
    assert "only a yes lets you" in describe(ASKING_FIRST) and "only a yes" not in describe(CLASSIC)


def test_the_canastas_going_out_needs_are_counted_shown_and_described():
    deal = ready(NEEDING_TWO)
    with pytest.raises(IllegalAction, match="needs 2 canastas"):
        deal.apply("meld 5 5 5")
    assert seat_view(deal, 0).canastas_to_go_out == 2 and seat_view(ready(CLASSIC), 0).canastas_to_go_out == 1
    assert "needs 2 canastas" in describe(NEEDING_TWO) and "needs a canasta" in describe(CLASSIC)


def test_a_policy_asking_for_kinds_of_canasta_has_the_search_plan_their_kinds():
    class NaturalAmongThem(GoingOutPolicy):
        def goes_out_with(self, kinds) -> bool:
            return super().goes_out_with(kinds) and kinds["natural"] >= 1

    assert CLASSIC.counts_canastas_only and NEEDING_TWO.counts_canastas_only
    assert not replace(CLASSIC, going_out=NaturalAmongThem()).counts_canastas_only


def test_going_out_concealed_without_a_canasta_where_the_policy_asks_none():
    hand = "5C 5D 5H 6C 6D 6H 9C"  # two melds of three from hand, then the last discard
    partner = {"K": "KC KD KH KS KC KD KH"}
    for rules, concealed in ((OPEN_CONCEALED, True), (CLASSIC, False)):
        deal = position("classic", hands=[hand, None, None, None], melds=[partner, {}], phase="play",
                        rules=rules)
        deal.apply("meld 5 5 5; 6 6 6")
        deal.apply("discard 9")
        assert deal.went_out == 0 and deal.concealed is concealed, rules.going_out


# ---------------------------------------------------------------- the closing rules


def test_going_out_by_a_final_natural_discard_only():
    melding_out = ready(CLOSING)
    assert "meld 5 5 5" in listed(melding_out)  # three Fives, and the Nine kept to discard
    melding_out.apply("meld 5 5 5")
    melding_out.apply("discard 9")
    assert melding_out.went_out == 0
    emptied = position("classic", hands=["5C 5D 5H", None, None, None], melds=[CANASTA, {}], phase="play",
                       rules=CLOSING)
    assert "meld 5 5 5" not in listed(emptied)
    with pytest.raises(IllegalAction, match="only by discarding your last card"):
        emptied.apply("meld 5 5 5")
    assert "meld 5 5 5" in listed(position("classic", hands=["5C 5D 5H", None, None, None],
                                           melds=[CANASTA, {}], phase="play"))
    wild_last = position("classic", hands=["5C 5D 5H 2C", None, None, None], melds=[CANASTA, {}],
                         phase="play", rules=CLOSING)
    with pytest.raises(IllegalAction, match="must be a natural card"):
        wild_last.apply("meld 5 5 5")
    assert CLOSING.final_discard_ok(9) and not CLOSING.final_discard_ok(2) and CLASSIC.final_discard_ok(2)
    assert replace(CLASSIC, features=(ClosingDiscard(wild_last=True),)).final_discard_ok(2)
    assert "; the last discard is natural, not a Three" in describe(CLOSING)
    assert "the last discard" not in describe(CLASSIC)


def test_the_deal_ends_when_the_stock_is_too_short_for_a_draw():
    hands = ["KC 9C 4S", "4D 4H 7S 8S", None, None]  # the next side, open, may take the Four
    for rules, ended in ((SHORT_STOCK, True), (CLASSIC, False)):
        deal = position("classic", hands=hands, melds=[{}, {"K": "KS KH KD"}], stock="5C", rules=rules)
        deal.apply("draw")
        deal.apply("discard 4")
        assert not deal.stock and deal.is_over is ended, rules.features
        assert ended or "take 4 4" in listed(deal)
    assert "A deal ends when the stock is empty." in describe(SHORT_STOCK)
    assert "A deal ends when the stock runs short." in describe(replace(SHORT_STOCK, draw_count=2))
    assert "A deal ends" not in describe(CLASSIC)


def test_after_the_stock_one_more_turn_in_which_only_an_open_side_takes_the_pile():
    hands = ["AC 5D 6D", "AD AH 4S 4H", "KC KD", "QC QD"]  # A A A opens the next side by a take
    for rules, last in ((LAST_TURN, True), (CLASSIC, False)):
        deal = position("classic", hands=hands, melds=[{"K": "KS KH KD"}, {}], stock="8C", pile="4C",
                        rules=rules)
        deal.apply("draw")
        deal.apply("discard A")
        assert deal.last_turn is last and deal.is_over is last, rules.features
        assert last or "take A A" in listed(deal)
    assert "; after the stock, one more turn." in describe(LAST_TURN)
    assert "one more turn" not in describe(CLASSIC)


def test_a_wild_card_is_discarded_only_from_a_hand_without_naturals_where_the_feature_is_held():
    hands = ["2C 5D 9H", None, None, None]
    for rules, refused in ((WILDS_LAST, True), (CLASSIC, False)):
        deal = position("classic", hands=hands, phase="play", rules=rules)
        assert ("discard 2" not in listed(deal)) is refused, rules.features
        assert "discard 9" in listed(deal)
    with pytest.raises(IllegalAction, match="only when you hold no natural card"):
        position("classic", hands=hands, phase="play", rules=WILDS_LAST).apply("discard 2")
    wilds_only = position("classic", hands=["2C JK", None, None, None], phase="play", rules=WILDS_LAST)
    assert "discard 2" in listed(wilds_only)
    assert WILDS_LAST.checks_discards and not CLASSIC.checks_discards
    assert "(a wild card only if you hold no natural)" in describe(WILDS_LAST)
    assert "a wild card only if" not in describe(CLASSIC)


# ---------------------------------------------------------------- merging melds, the splash


def test_two_melds_of_a_rank_merge_where_the_feature_is_held():
    melds = [{"K": "KC KD KH", "K#2": "KS KH KD"}, {}]
    merging = position("classic", hands=["5C 9C 9D", None, None, None], melds=melds, phase="play",
                       rules=MERGING)
    assert "merge K#2 into K" in listed(merging)
    merging.apply("merge K#2 into K")
    assert len(merging.melds[0][13]) == 6 and len(merging.melds[0]) == 1
    apart = position("classic", hands=["5C 9C 9D", None, None, None], melds=melds, phase="play",
                     rules=SEVERAL)
    assert not any(text.startswith("merge") for text in listed(apart))
    with pytest.raises(IllegalAction, match="melds cannot be merged in this game"):
        apart.apply("merge K#2 into K")
    assert "merge" in MERGING.verbs() and "merge" not in SEVERAL.verbs()
    assert MERGING.verbs().index("merge") == MERGING.verbs().index("add") + 1
    assert "two of one kind may merge (`merge K#2 into K`)" in describe(MERGING)
    assert "may merge" not in describe(SEVERAL)
    assert "  merge K#2 into K" in help_text(MERGING) and "merge" not in help_text(SEVERAL)


def test_a_splash_of_seven_naturals_from_hand_opens_below_the_minimum():
    hand = "4C 4D 4H 4S 4C 4D 4H 5C 5D 5H 9C"  # seven Fours: 35, short of Classic's 50
    splashing = position("classic", hands=[hand, None, None, None], phase="play", rules=SPLASHING)
    assert "meld 4 4 4 4 4 4 4" in listed(splashing)
    splashing.apply("meld 4 4 4 4 4 4 4")
    assert splashing.is_open(0) and splashing.canastas(0) == 1
    plain = position("classic", hands=[hand, None, None, None], phase="play")
    assert "meld 4 4 4 4 4 4 4" not in listed(plain)
    with pytest.raises(IllegalAction, match="your melds total 35; your side needs 50 to open"):
        plain.apply("meld 4 4 4 4 4 4 4")
    assert "a **splash** (7 naturals of a rank from hand) opens at any score" in describe(SPLASHING)
    assert "splash" not in describe(CLASSIC)


def test_an_opening_table_asking_clean_melds_and_not_counting_wild_cards_plays_so_on_classic():
    hand = ["KC KD KH 2S 9C 9D 9H 5S", None, None, None]
    dirty = position("classic", hands=hand, pile="6C", phase="play", rules=CLEAN_OPENING)
    with pytest.raises(IllegalAction, match="your melds total 20; your side needs 50 to open"):
        dirty.apply("meld K K 2")  # the Two counts nothing
    with pytest.raises(IllegalAction, match="below 3,000 points your side opens with clean melds only"):
        dirty.apply("meld K K 2; 9 9 9")
    position("classic", hands=hand, pile="6C", phase="play").apply("meld K K 2; 9 9 9")  # Classic: 70
    dirty.apply("meld K K K; 9 9 9")
    assert dirty.is_open(0)
    assert str(seat_view(dirty, 1).sides[1].opening_need) == "50 clean"
    assert str(seat_view(opened(CLASSIC), 1).sides[1].opening_need) == "50"
    text = describe(CLEAN_OPENING)
    assert "below 0: 15 clean, 0+: 50 clean, 1,500+: 90 clean, 3,000+: 120; wild cards count nothing" in text
    assert "clean" not in describe(CLASSIC).split("**First meld**")[1].split("\n")[0]
