"""Property test over rules, not only over the variants that ship: random legal play to the end of
deals under ``Rules`` values drawn across the space the sixteen variants span (players and teams,
packs, hand size, draw count, canastas to go out, wild and stop ranks, meld size limit, a pile
always frozen, several melds of one rank (at any time, or once the last is full) and their
merging, melds of wild cards only, same-suit sequences, the Acaba declaration, cards drawn on a
side's first meld, no black Three thrown on a first turn; Classic's policies, Samba's, Bolivia's (an
escalera to go out), Mexicana's (red Threes to go out), Cuban's (black Threes set aside from a taken
pile), the turn hooks Canastone needs and Canastone itself, International's (wild cards by a group's
naturals, the three-card bonus, the last turn after the stock, special hands), Americana's (a turn
card and bonus cards for an emptied hand, a splash, one ask a deal, the stock's last Three kept,
discards barred from an empty pile)). Each deal must
keep the engine's promises: every listed action applies, refused actions change nothing, a
running deal always has a legal action, cards are conserved, and every listed action round-trips
through its text form."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, fields, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Deal, IllegalAction, dumps, parse, to_json, variants
from engine.cards import JOKER_RANK, THREE, TWO, full_deck
from engine.rules import Rules
from engine.rules.acaba import AcabaDeclaration
from engine.rules.closing import LastTurnAfterStock, WildsDiscardedLast
from engine.rules.merges import MeldMerges
from engine.rules.opening_bonus import OpeningBonus
from engine.rules.opening_draw import OpeningDraw
from engine.rules.partnership import PartnershipByTake
from engine.rules.pile_taking import PileTaking
from engine.rules.sequences import Sequences
from engine.rules.several_melds import SeveralMelds
from engine.rules.splash import Splash
from engine.rules.turn_card import TurnCard
from engine.rules.wild_melds import WildMelds, wild_melds_like
from engine.variants.americana import AMERICANA
from engine.variants.canastone import CANASTONE
from engine.variants.international import INTERNATIONAL

from .test_random_play import all_cards, pick

TABLES = {  # players: (teams, temporary partnership)
    2: (((0,), (1,)), False),
    3: (((0,), (1,), (2,)), True),
    4: (((0, 2), (1, 3)), False),
    6: (((0, 2, 4), (1, 3, 5)), False),
}


@dataclass(frozen=True)
class TurnHooks(Rules):
    """Classic with the turn's hook Canastone needs: opening before drawing (and, as its pile-taking
    policy, a stock card with the pile)."""

    def opens_before_drawing(self) -> bool:
        return True


BASES = {key: variants.get(key)
         for key in ("classic", "samba", "chile-wild", "bolivia", "brazilian", "mexicana", "cuban",
                     "italian")}
# The feature kinds drawn across the space whatever the base: a base's own of these kinds is left out.
DRAWN_FEATURES = (OpeningBonus, OpeningDraw, TurnCard, SeveralMelds, WildMelds, Sequences, LastTurnAfterStock,
                  MeldMerges, Splash, WildsDiscardedLast, PartnershipByTake)
BASES["turn-hooks"] = TurnHooks(**{**{f.name: getattr(BASES["classic"], f.name) for f in fields(Rules)},
                                   "pile_taking": PileTaking(stock_cards=1)})
BASES["canastone"] = CANASTONE
BASES["international"] = INTERNATIONAL
BASES["americana"] = AMERICANA


@st.composite
def rules_values(draw, base: str):
    """``Rules`` drawn across the space around ``base``, whose policies (its subclass) it keeps."""
    players = draw(st.sampled_from(sorted(TABLES)))
    teams, temporary = TABLES[players]
    packs = draw(st.integers(2, 3)) if players < 6 else 3
    return replace(
        BASES[base], key=BASES[base].key, players=players, teams=teams,
        packs=packs,
        hand_size=draw(st.integers(11, 15)), draw_count=draw(st.integers(1, 2)),
        going_out=replace(BASES[base].going_out, canastas=draw(st.integers(1, 2)),
                          concealed_needs_canasta=draw(st.booleans()), ask_once=draw(st.booleans())),
        wild_ranks=draw(st.sampled_from([frozenset({TWO, JOKER_RANK}), frozenset({JOKER_RANK})])),
        pile_taking=replace(BASES[base].pile_taking,
                            stop_ranks=draw(st.sampled_from([frozenset({THREE}), frozenset({THREE, 7})])),
                            always_frozen=draw(st.booleans()), top_card_opens=draw(st.booleans())),
        max_meld_size=draw(st.sampled_from([None, 7, 8])),
        meld_min_size=draw(st.sampled_from([3, 4])),
        features=(*(held for held in BASES[base].features if not isinstance(held, DRAWN_FEATURES)),
                  *draw(st.sampled_from([(), (SeveralMelds(),), (SeveralMelds(when_full=True),)])),
                  *draw(st.sampled_from([(), (wild_melds_like(BASES[base], 3, 7),)])),
                  *draw(st.sampled_from([(), (Sequences(fewest=3, most=7),)])),
                  *draw(st.sampled_from([(), (AcabaDeclaration(points=1500),)])),
                  *draw(st.sampled_from([(), (OpeningDraw(cards=13),)])),
                  *draw(st.sampled_from([(), (OpeningBonus(cards=3),)])),
                  *draw(st.sampled_from([(), (TurnCard(place=9),), (TurnCard(place=9, talon=(4, 3)),)])),
                  *draw(st.sampled_from([(), (LastTurnAfterStock(),)])),
                  *draw(st.sampled_from([(), (MeldMerges(),)])),
                  *draw(st.sampled_from([(), (Splash(naturals=BASES[base].canasta_size),)])),
                  *draw(st.sampled_from([(), (WildsDiscardedLast(),)])),
                  *((PartnershipByTake(),) if temporary else ())),
        no_black_three_first_turn=draw(st.booleans()),
        laid_out=replace(BASES[base].laid_out, last_laid_out_kept=draw(st.booleans())),
    )


PROBES = [parse(text) for text in (
    "discard 3", "take", "meld 7 7 7", "add 2 to K", "ask", "pass", "meld wild 2 2 JK",
    "meld seq 4H 5H 6H", "add 7 to seqH", "add JK to wild", "add K to K#2", "take to seqH",
    "take K K to K#2", "take 9 10 to seqH", "merge K#2 into K", "merge seqH#2 into seqH", "acaba",
    "ask acaba", "bonus", "call schneider", "call blitz")]


def play_out(deal: Deal, rng: random.Random) -> int:
    expected = Counter(full_deck(deal.rules.packs, deal.rules.jokers_per_pack))
    steps = 0
    while not deal.is_over:
        legal = deal.legal_actions()
        assert legal, f"dead end: {dumps(deal)}"
        for action in legal:
            assert parse(str(action)) == action
            deal.clone().apply(action)  # every listed action applies
        before = to_json(deal)
        for probe in PROBES:
            if probe not in legal:
                trial = deal.clone()
                try:
                    trial.apply(probe)
                except IllegalAction:
                    assert to_json(trial) == before, f"refused {probe} changed the deal"
        deal.apply(pick(rng, legal))
        assert all_cards(deal) == expected
        steps += 1
        assert steps < 5000
    return steps


# One test per base, so that parallel workers share the walk (about 300 deals in all).
@pytest.mark.parametrize("base", sorted(BASES))
@settings(max_examples=28, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_random_play_keeps_the_engine_promises_across_the_rules_space(base, data, seed):
    deal = Deal.new(data.draw(rules_values(base), label="rules"), seed=seed)
    play_out(deal, random.Random(seed))
