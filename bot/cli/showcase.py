"""What each variant's demo shows of the variant, and the seed whose first deal shows it.

A variant listed here has a special feature a plain demo may never meet (an Acaba, a special hand,
the packet under the pile); its default demo seed was found by ``tools/demo_seeds.py``, which plays
the demo's first deal (the demo's own computer players, level and seeds) for one seed after another
until that deal shows the feature. The computer players' choices do not depend on the match target,
so the first deal is the same at any ``--target``."""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Acaba, Call, Take

DEFAULT_SEED = "demo"
LEVEL = "medium"  # the level the seeds were searched at: the demo's default


@dataclass(frozen=True)
class Showcase:
    """A variant's special feature (said in the demo's record) and the demo seed whose first deal
    shows it."""

    feature: str
    seed: str


ACABA = "an Acaba"
SPECIAL_HAND = "a special hand called"
PACKET = "the packet taken with the pile"

SHOWCASES = {
    # found by tools/demo_seeds.py: the first seed of demo, demo-1, demo-2, ... that shows it
    "british": Showcase(ACABA, "demo-2"),  # turn 30: acaba
    "americana": Showcase(SPECIAL_HAND, "demo-18"),  # turn 6: call twos
    "international": Showcase(SPECIAL_HAND, "demo-11"),  # turn 23: call schneider
    "italian": Showcase(PACKET, "demo"),  # turn 1: take K K K K
    "canastone": Showcase(PACKET, "demo-2"),  # turn 10: take 7 7
    "canastone-6p": Showcase(PACKET, "demo"),  # turn 14: take 5 5 5
}


def default_seed(variant: str) -> str:
    """The seed ``canasta demo --variant KEY`` plays without ``--seed``."""
    showcase = SHOWCASES.get(variant)
    return showcase.seed if showcase else DEFAULT_SEED


def shows(feature: str, deal, action) -> bool:
    """Whether ``action``, about to be played in ``deal``, shows ``feature``."""
    if feature == ACABA:
        return isinstance(action, Acaba)
    if feature == SPECIAL_HAND:
        return isinstance(action, Call)
    return feature == PACKET and isinstance(action, Take) and deal.packet > 0
