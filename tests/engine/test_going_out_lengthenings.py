"""Going out by lengthening several sequences on the table: a way out the search once missed, since
it lengthened at most one (Samba)."""

from __future__ import annotations

from engine.going_out import can_go_out

from .positions import listed, position

MELDS = [{"seqH": "6H 7H 8H", "seqS": "6S 7S 8S", "Q": "QC QD QH QS QC QD QH", "K": "KC KD KH KS KC KD KH"},
         {}]
YES = {"permission": True, "must_go_out": True}  # partner has said yes: this turn goes out


def _playing(hand: str, **fields):
    return position("samba", hands=[hand, None, None, None], phase="play", melds=MELDS,
                    has_melded=[True, False, False, False], **fields)


def test_a_hand_that_lengthens_two_sequences_and_discards_its_last_card_can_go_out():
    assert can_go_out(_playing("5H 9S AC"), 0)
    assert not can_go_out(_playing("5H 9S AC JD"), 0)  # two cards that no meld takes


def test_the_player_may_ask_and_after_a_yes_lengthens_both_and_goes_out():
    assert "ask" in listed(_playing("5H 9S AC"))
    deal = _playing("5H 9S AC", turn_state=YES)
    assert {"add 5 to seqH", "add 9 to seqS"} <= listed(deal)
    deal.apply("add 5 to seqH")
    assert "add 9 to seqS" in listed(deal)
    deal.apply("add 9 to seqS")
    deal.apply("discard A")
    assert deal.is_over and deal.went_out == 0
