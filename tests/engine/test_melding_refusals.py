"""What each kind of meld may hold, word for word: every refusal of engine/melding.py for a new
wild meld, a sequence, an addition and a merge, and where a rank's further naturals go
(``natural_home``) in each way the variants cap and multiply melds. Written from the mutants of
melding.py that survived (docs/mutation.md): the messages are what a player reads, so they are
checked whole."""

from __future__ import annotations

import pytest

from engine import meld_keys, variants
from engine.cards import codes
from engine.melding import natural_home

from .positions import position, refusal

KINGS = "KC KD KH KS KC KD KH"
QUEENS = "QC QD QH QS QC QD QH"


@pytest.mark.parametrize("variant, hand, melds, action, message", [
    ("classic", "2C 2D JK 5C 6C", {}, "meld wild 2 2 JK", "this game has no melds of wild cards only"),
    ("uruguay", "2C 2D 5C 6C 7C", {"K": "KC KD KH"}, "meld wild 2 2 5", "a wild meld holds wild cards only"),
    ("classic", "4H 5H 6H 9C 9D", {}, "meld seq 4H 5H 6H", "this game has no sequences"),
    ("samba", "4H 5H 6S 9C 9D", {"K": "KC KD KH"}, "meld seq 4H 5H 6S", "a sequence is of one suit"),
    ("samba", "4H 5H 6S 9C 9D", {"K": "KC KD KH"}, "meld seq 4H 5H", "a sequence holds 3 to 7 cards"),
    ("samba", "4H 5H 2H 9C 9D", {"K": "KC KD KH"}, "meld seq 4H 5H 2H",
     "a sequence holds natural cards only (no wild cards, no Threes)"),
    ("samba", "4H 5H 7H 9C 9D", {"K": "KC KD KH"}, "meld seq 4H 5H 7H",
     "a sequence's cards follow on without gaps or repeats, e.g. 4 5 6"),
    ("classic", "KS 9C 9D", {"K": "KC KD KH"}, "merge K#2 into K", "melds cannot be merged in this game"),
    ("samba", "KS 9C 9D", {"K": "KC KD KH", "K#2": "KS KD KH"}, "merge K into K",
     "name two different melds, e.g. 'merge K#2 into K'"),
    # Samba's full sequence (a samba) takes no eighth card, not even on the way out (Brazilian's does).
    ("samba", "JH 9C", {"seqH": "4H 5H 6H 7H 8H 9H 10H", "K": KINGS, "Q": QUEENS}, "add JH to seqH",
     "a sequence holds at most 7 cards"),
    ("brazilian", "JH 9C 9D 5S", {"seqH": "4H 5H 6H 7H 8H 9H 10H"}, "add JH to seqH",
     "a sequence holds at most 7 cards (more only on the way out)"),
    # A merge is never on the way out: it lays down no card.
    ("brazilian", "9C 9D 5S", {"seqH": "4H 5H 6H 7H 8H 9H 10H", "seqH#2": "JH QH KH"},
     "merge seqH#2 into seqH", "a sequence holds at most 7 cards (more only on the way out)"),
    ("canastone", "KC KD 2C 2D 9C 5D", {"Q": "QC QD QH"}, "meld K K 2 2",
     "a meld holds more natural cards than wild cards"),
    ("canastone", "3C 3S 3C 9C 5D", {"K": "KC KD KH"}, "meld 3 3 3",
     "black threes are never melded in this game: discard them"),
    ("canastone", "2C 9C 5D", {"K": KINGS}, "add 2 to K",
     "wild cards cannot be added to a canasta: only natural cards"),
    ("samba", "4H 5H 6D 6D 9C", {"K": "KC KD KH"}, "meld seq 4H 5H 6H", "you do not hold 6H"),
    ("uruguay", "5C 9C 6D", {"wild": "2C 2D JK"}, "add 5 to wild", "only wild cards go on a wild meld"),
    ("classic", "2C 9C 6D", {"3": "3C 3S 3C"}, "add 2 to 3", "black threes never meld with wild cards"),
    ("mexicana", "3S 9C 6D", {"3": "3C 3S 3C 3S"}, "add 3", "black threes meld only as 3 or 4 of them"),
    ("international", "2C 9C 6D", {"7": "7C 7D 7H 7S 7C"}, "add 2 to 7", "Sevens never meld with wild cards"),
    ("classic", "KC KD KH KS KC KD 9C 6D", {"Q": "QC QD QH"}, "meld K K K; K K K",
     "two K melds in one move: put them in one meld"),
    ("classic", "KC KD 5C 9C 6D", {"Q": "QC QD QH"}, "meld K K 5",
     "a meld holds one rank (plus wild cards): make one meld per rank"),
    ("samba", "KC KD 9C 6D", {"Q": "QC QD QH"}, "meld K K 5",
     "a meld holds one rank (plus wild cards): make one meld per rank, or name each card's suit for a "
     "sequence: 'meld seq 4H 5H 6H'"),
    ("classic", "2C 2D JK 9C 6D", {"Q": "QC QD QH"}, "meld 2 2 JK",
     "a meld needs natural cards; wild cards cannot meld on their own"),
    ("uruguay", "2C 2D JK 9C 6D", {"Q": "QC QD QH"}, "meld 2 2 JK",
     "a meld needs natural cards; wild cards cannot meld on their own: write it 'meld wild ...'"),
    ("classic", "3C 3S 2C 9C 6D", {"Q": "QC QD QH"}, "meld 3 3 2", "black threes never meld with wild cards"),
    # One Two for two melds: the first takes it, so the second finds none (nothing is laid down).
    ("classic", "KC KD 2C JC JD 9C 6D", {"Q": "QC QD QH"}, "meld K K 2; J J 2", "you have no 2 in your hand"),
])
def test_each_refusal_says_what_the_meld_may_hold(variant, hand, melds, action, message):
    assert refusal(variant, hand, melds, action) == message


def _melds(**labelled: str) -> dict[int, list[int]]:
    return {meld_keys.parse(label.replace("_", "#")): codes(cards) for label, cards in labelled.items()}


@pytest.mark.parametrize("variant, melds, home", [
    ("classic", {}, None),  # no meld of the rank: its naturals start one
    ("classic", {"K": "KC KD KH"}, "K"),
    ("samba", {"K": "KC KD KH", "K_2": "KS KD KH"}, "K"),  # several, uncapped: the first
    ("joker", {"K": "KC KD KH KS"}, "K"),  # capped with room
    ("joker", {"K": KINGS, "K_2": "KS KD KH"}, "K#2"),  # the first with room
    ("joker", {"K": KINGS}, None),  # all full: a new meld
    ("cuban", {"K": KINGS}, "K"),  # capped, one meld a rank: still the rank's meld (it takes no more)
])
def test_where_further_naturals_of_a_rank_go(variant, melds, home):
    found = natural_home(variants.get(variant), _melds(**melds), 13)
    assert found == (home if home is None else meld_keys.parse(home))


def test_a_wild_meld_may_hold_as_many_cards_as_its_largest_size():
    deal = position("uruguay", hands=["2C 2D 2H 2S JK JK JK 5C 6D", None, None, None], phase="play",
                    melds=[{"K": "KC KD KH"}, {}], has_melded=[True] * 4)
    deal.apply("meld wild 2 2 2 2 JK JK JK")
    assert len(deal.melds[0][meld_keys.wild()]) == 7


@pytest.mark.parametrize("melds, adds", [
    ({"7": "7C 7D 7H 7S 7C"}, set()),  # Sevens never take a wild card
    ({"A": "AC AD AH AS AC"}, {"add 2 to A", "add JK to A", "add 2 JK to A"}),  # five naturals: two
])
def test_an_international_group_takes_wild_cards_by_its_rank_and_naturals(melds, adds):
    deal = position("international", hands=["2C JK 4D 9S", None, None, None], phase="play",
                    melds=[melds, {}], has_melded=[True] * 4)
    assert {str(a) for a in deal.legal_actions() if str(a).startswith("add")} == adds


def test_where_several_melds_of_a_rank_may_stand_one_move_may_start_two():
    deal = position("samba", hands=["KC KD KH KS KC KD 9C 6D", None, None, None], phase="play",
                    melds=[{"Q": "QC QD QH"}, {}], has_melded=[True] * 4)
    deal.apply("meld K K K; K K K")
    assert [len(deal.melds[0][key]) for key in (13, meld_keys.group(13, 2))] == [3, 3]
