"""The meld questions a variant's rules answer (engine/rules/meld_clauses.py) and the meld features
they hold (sequences, wild melds, several melds of a rank), each variant's answers from its fields:
a game without a feature answers with an object that refuses, so the core never tests a field."""

from __future__ import annotations

import pytest

from engine import meld_keys, variants
from engine.actions import Meld
from engine.cards import JOKER_RANK, TWO, codes
from engine.errors import IllegalAction
from engine.rules.merges import MeldMerges
from engine.rules.sequences import NO_SEQUENCES, Sequences
from engine.rules.several_melds import ONE_MELD_EACH, SeveralMelds
from engine.rules.splash import Splash
from engine.rules.wild_melds import NO_WILD_MELDS, TwosMelds, WildMelds

KING, SEVEN, ACE = 13, 7, 14


def test_each_variant_holds_the_meld_features_its_fields_set():
    samba, brazilian = variants.get("samba"), variants.get("brazilian")
    assert samba.feature(Sequences) == Sequences(fewest=3, most=7)  # declared in engine/variants/samba.py
    assert samba.sequences == Sequences(3, 7, grow_going_out=False, ranks=samba.sequence_ranks,
                                        picks_spares=True)
    assert brazilian.sequences.grow_going_out is True
    assert variants.get("samba", 1).sequences.picks_spares is False  # matches begun under revision 1
    assert variants.get("classic").sequences is NO_SEQUENCES
    assert variants.get("chile-wild").sequences is NO_SEQUENCES
    assert variants.get("uruguay").features == (WildMelds(fewest=3, most=7),)  # engine/variants/uruguay.py
    uruguay = variants.get("uruguay").wild_melds
    assert uruguay == WildMelds(3, 7, commits=False, wilds=frozenset({TWO, JOKER_RANK}))
    assert isinstance(variants.get("italian").wild_melds, TwosMelds)
    assert variants.get("canastone").wild_melds.commits is True
    assert variants.get("samba").wild_melds is NO_WILD_MELDS
    assert variants.get("joker").several_melds == SeveralMelds(when_full=True, group_most=7, wild_most=7)
    assert variants.get("samba").several_melds == SeveralMelds(False, group_most=None, wild_most=None)
    assert variants.get("joker").feature(SeveralMelds) == SeveralMelds(when_full=True)  # as declared
    assert variants.get("classic").several_melds is ONE_MELD_EACH


def test_a_rule_set_gains_or_loses_a_feature_by_its_kind():
    classic = variants.get("classic")
    family = classic.with_feature(Sequences(fewest=3, most=7))
    assert family.features == (Sequences(fewest=3, most=7),) and family.sequences.ranks == frozenset(
        classic.natural_ranks)
    longer = family.with_feature(Sequences(fewest=3, most=9))
    assert longer.features == (Sequences(fewest=3, most=9),) and longer.sequences.most == 9
    british = variants.get("british").with_feature(Sequences(fewest=3, most=7))
    assert british.features == (*variants.get("british").features, Sequences(fewest=3, most=7))
    assert family.without_feature(Sequences).sequences is NO_SEQUENCES
    assert variants.get("chile-wild").features == (SeveralMelds(), MeldMerges(),  # no runs
                                                   WildMelds(fewest=3, most=7))


def test_a_game_without_a_feature_refuses_its_melds_and_points_nowhere():
    classic = variants.get("classic")
    with pytest.raises(IllegalAction, match="this game has no sequences"):
        classic.sequences.check_new(codes("4H 5H 6H"))
    with pytest.raises(IllegalAction, match="this game has no melds of wild cards only"):
        classic.wild_melds.check_new([TWO, TWO, JOKER_RANK])
    assert str(classic.wild_melds.no_naturals_refusal()).endswith("cannot meld on their own")
    assert "'meld wild ...'" in str(variants.get("uruguay").wild_melds.no_naturals_refusal())
    assert "'meld seq" in str(variants.get("samba").sequences.group_shape_refusal())
    assert "'meld seq" not in str(classic.sequences.group_shape_refusal())
    assert classic.sequences.ranks == frozenset() and classic.sequences.picks_spares is False


def test_a_full_sequence_grows_on_the_way_out_only_where_the_variant_says():
    run = codes("4H 5H 6H 7H 8H 9H 10H")
    brazilian, samba = variants.get("brazilian").sequences, variants.get("samba").sequences
    assert brazilian.grows(run) and brazilian.takes_more(run)
    assert not samba.grows(run) and not samba.takes_more(run) and samba.takes_more(run[:6])
    brazilian.check_addition(run, [11], on_the_way_out=True)
    with pytest.raises(IllegalAction, match=r"more only on the way out"):
        brazilian.check_addition(run, [11], on_the_way_out=False)


def test_several_melds_of_a_rank_wait_for_the_last_to_be_full_where_asked():
    joker, samba, classic = (variants.get(key).several_melds for key in ("joker", "samba", "classic"))
    short = {KING: codes("KC KD KH")}
    full = {KING: codes("KC KD KH KS KC KD KH")}
    assert not joker.may_start_another(short, KING) and joker.may_start_another(full, KING)
    assert samba.may_start_another(short, KING) and not classic.may_start_another(full, KING)
    assert joker.natural_home(full, KING) is None and joker.natural_home(short, KING) == KING
    assert classic.natural_home(full, KING) == KING and classic.natural_home(full, ACE) is None
    with pytest.raises(IllegalAction, match="not full yet"):
        joker.place(short, set(), meld_keys.group(KING), "K")
    with pytest.raises(IllegalAction, match="already has a K meld"):
        classic.place(short, set(), meld_keys.group(KING), "K")


def test_a_group_is_refused_by_the_first_clause_it_breaks():
    classic, canastone = variants.get("classic"), variants.get("canastone")
    assert str(classic.group_refusal(KING, 1, 2, False)) == "a meld needs at least 2 natural cards"
    assert str(classic.group_refusal(KING, 2, 4, False)) == "a meld may hold at most 3 wild cards"
    assert classic.group_refusal(KING, 2, 3, False) is None
    assert str(canastone.group_refusal(KING, 2, 2, False)) == \
        "a meld holds more natural cards than wild cards"
    assert str(canastone.group_refusal(KING, 4, 3, False)) == "a meld may hold at most 2 wild cards"
    assert canastone.group_refusal(KING, 3, 2, False) is None
    assert str(variants.get("international").group_refusal(SEVEN, 4, 1, False)) == \
        "Sevens never meld with wild cards"
    assert str(variants.get("joker").size_refusal(8)) == "a meld may hold at most 7 cards"
    assert classic.size_refusal(20) is None


def test_black_threes_meld_in_the_sizes_the_variant_names():
    assert variants.get("classic").black_three_refusal(3) is None
    assert str(variants.get("classic").black_three_refusal(5)) == "black threes meld only as 3 or 4 of them"
    assert "never melded" in str(variants.get("international").black_three_refusal(3))


def test_wild_cards_joining_a_group_meet_its_limits():
    classic, canastone = variants.get("classic"), variants.get("canastone")
    kings = codes("KC KD KH KS KC KD KH")
    assert classic.added_wilds_refusal(kings, [TWO], 1) is None
    assert "only natural cards" in str(canastone.added_wilds_refusal(kings, [TWO], 1))
    assert str(classic.added_wilds_refusal(codes("KC KD 2C 2D JK"), [TWO], 1)) == \
        "a meld may hold at most 3 wild cards"
    assert classic.group_wild_room(codes("KC KD 2C"), 0) == 2
    assert canastone.group_wild_room(codes("KC KD KH 2C"), 0) == 1  # naturals outnumber wild cards
    assert canastone.group_wild_room(kings, 1) == 0
    assert variants.get("international").new_group_wilds(SEVEN, 5) == 0


def test_a_splash_opens_only_where_the_variant_plays_it():
    splash = Meld(groups=((KING,) * 7,))
    assert variants.get("americana").is_splash(splash)
    assert not variants.get("classic").is_splash(splash)
    assert not variants.get("americana").is_splash(Meld(groups=((KING,) * 6,)))
    assert not variants.get("americana").without_feature(Splash).is_splash(splash)


def test_italian_melds_of_twos_ask_for_twos_and_few_jokers():
    twos, uruguay = variants.get("italian").wild_melds, variants.get("uruguay").wild_melds
    with pytest.raises(IllegalAction, match="a meld of Twos holds at least 2 Twos"):
        twos.check_new([TWO, JOKER_RANK, JOKER_RANK])
    with pytest.raises(IllegalAction, match="a meld of Twos holds at most 3 Jokers"):
        twos.check_addition(codes("2C 2D JK JK JK"), [JOKER_RANK])
    uruguay.check_new([TWO, JOKER_RANK, JOKER_RANK])
    assert twos.room(codes("2C 2D JK JK")) == 1 and uruguay.room(codes("2C 2D JK JK")) == 3
    assert variants.get("italian").wild_meld_refusal([TWO, TWO, TWO]) is None


def test_the_meld_features_list_openings_beside_groups_and_say_which_melds_take_the_top_card():
    bolivia, classic = variants.get("bolivia"), variants.get("classic")
    assert [type(held) for held in bolivia.opening_listers] == [WildMelds, Sequences]  # the listing's order
    assert classic.opening_listers == () and not classic.more_meld_kinds and bolivia.more_meld_kinds
    assert classic.with_feature(SeveralMelds()).more_meld_kinds
    king_of_hearts = codes("KH")[0]
    assert SeveralMelds().takes_top_onto(meld_keys.group(KING, 2), king_of_hearts)
    assert not SeveralMelds().takes_top_onto(meld_keys.group(KING - 1, 2), king_of_hearts)
    runs = Sequences(fewest=3, most=7)
    suit = king_of_hearts & 3
    assert runs.takes_top_onto(meld_keys.sequence(suit), king_of_hearts)
    assert not runs.takes_top_onto(meld_keys.sequence((suit + 1) % 4), king_of_hearts)
