"""The most crowded tables a side can lay out: many melds and canastas per side, in every variant.

Each side is offered the same long list of melds (natural and mixed canastas, short melds, a wild
meld, a sequence); a meld the variant's rules refuse (``from_json`` judges it as play would) is
left out, so every variant gets as many as its rules allow."""

from __future__ import annotations

from engine import Deal, from_json, variants

# (label, the meld's cards, or cards for where the rules refuse those), per side, offered in turn to
# each side; the two sides' natural ranks differ, and where the packs run short of wild cards the
# melds offered last are left out
OFFERED = (
    (("K", "KC KD KH KS KC KD KH"), ("J", "JC JD JH JS JC JD 2C 2D", "JC JD JH JS JC 2C 2D"),
     ("9", "9C 9D 9H 9S 9C 9D 9H"), ("7", "7C 7D 7H 7S 7C 7D 2H JK", "7C 7D 7H 7S 7C 7D 2H"),
     ("5", "5C 5D 5H"), ("A", "AC AD AH 2S"), ("seqS", "4S 5S 6S 7S 8S"), ("wild", "2C 2D JK")),
    (("Q", "QC QD QH QS QC QD QH"), ("10", "10C 10D 10H 10S 10C 10D 2H 2S", "10C 10D 10H 10S 10C 2H 2S"),
     ("8", "8C 8D 8H 8S 8C 8D 8H"), ("6", "6C 6D 6H 6S 6C 6D 2C JK", "6C 6D 6H 6S 6C 6D 2C"),
     ("4", "4C 4D 4H"), ("A", "AS AS AC"), ("seqH", "4H 5H 6H 7H 8H"), ("wild", "2D 2H JK")),
)
HANDS = ("JS", "10S", "JH", "10H", "KS", "QS")  # one card a seat, of ranks the melds leave over


def _position(variant: str, melds: list[dict[str, str]]) -> dict:
    players = variants.get(variant).players
    return {"format": 2, "partial": True, "variant": variant, "dealer": players - 1, "turn": 0,
            "phase": "draw", "hands": list(HANDS[:players]), "melds": melds,
            "red_threes": ["3H 3D" if seat < 2 else "" for seat in range(players)]}


def crowded(variant: str, most: int | None = None) -> Deal:
    """A deal where each side has laid out up to ``most`` of the offered melds its variant allows
    (all of them by default), and red Threes."""
    sides = len(variants.get(variant).teams)
    kept: list[dict[str, str]] = [{} for _ in range(sides)]
    for turn in range(len(OFFERED[0])):
        for side in range(sides):
            label, *choices = OFFERED[side % 2][turn]
            if most is not None and len(kept[side]) >= most:
                continue
            for cards in choices:
                trial = [dict(melds) for melds in kept]
                trial[side][label] = cards
                try:
                    from_json(_position(variant, trial))
                except ValueError:
                    continue
                kept = trial
                break
    return from_json(_position(variant, kept))

