"""Itemized scoring of a finished deal, per side: each line says what it counts and its points."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .errors import Words
from .rules.rule_names import names_of


@dataclass(frozen=True)
class ScoreItem:
    # melds, <kind>_canastas (natural, mixed, wild, sequence), red_threes (threes where black ones are
    # laid out too), going_out, concealed, hand,
    # then any a variant adds (Rules.extra_score_lines), and a feature's own ("special" where the
    # variant has special hands: Feature.side_score); a deal a feature ended scores the feature's lines
    # alone (Acaba: "acaba")
    key: str
    label: str  # the line in English, as stored: "2 natural canastas", "going out"
    points: int
    row: Words | None = field(default=None, compare=False)  # the score sheet's row, in any language
    count: int | None = field(default=None, compare=False)  # the cards or canastas the line counts


@dataclass(frozen=True)
class SideScore:
    side: int
    seats: tuple[int, ...]
    items: tuple[ScoreItem, ...]

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)

    def points(self, key: str) -> int:
        return sum(item.points for item in self.items if item.key == key)


def score_deal(deal) -> list[SideScore]:
    """The score of every side with seats; valid once the deal is over (or for a running tally)."""
    return [_score_side(deal, side) for side in deal.live_sides()]


def _score_side(deal, side: int) -> SideScore:
    rules = deal.rules
    value = rules.value
    seats = tuple(deal.side_seats(side))
    ending = rules.ended_by(deal.ended)
    if ending is not None:  # a feature's ending (Acaba) is scored by the feature alone
        return SideScore(side, seats, ending.ending_score(deal, seats))
    melds = deal.melds[side].values()
    canastas = [rules.canasta_kind(key, cards) for key, cards in deal.melds[side].items()
                if rules.is_canasta(cards)]
    melded = rules.melded_points(sum(value(c >> 2) for cards in melds for c in cards), len(canastas))
    threes = [c for s in seats for c in deal.red_threes[s]]
    three_points = rules.laid_out_points(threes, bool(melds), len(canastas), Counter(canastas))
    name = rules.laid_out.name
    out = deal.went_out in seats
    someone_out = deal.went_out is not None
    hand = sum(rules.hand_penalty(c, someone_out) for s in seats for c in deal.hands[s])
    items = (
        ScoreItem("melds", "cards melded", melded, Words("Cards melded")),
        *(_canasta_line(rules, kind, canastas.count(kind), out) for kind in rules.canasta_kinds),
        ScoreItem(f"{name.replace(' ', '_')}s", f"{len(threes)} {name}{'s' * (len(threes) != 1)}",
                  three_points, Words("Red threes") if name == "red three" else Words("Threes"), len(threes)),
        ScoreItem("going_out", "going out", rules.going_out_bonus if out else 0, Words("Going out")),
        ScoreItem("concealed", "going out concealed",
                  rules.concealed_bonus if out and deal.concealed else 0, Words("Going out concealed")),
        ScoreItem("hand", "cards left in hand", -hand, Words("Cards left in hand")),
        *(_extra_line(*line) for line in rules.extra_score_lines(deal, side)),
    )
    for feature in rules.features:  # a feature's own lines (special hands)
        items = feature.side_score(deal, seats, items)
    return SideScore(side, seats, items)


def _extra_line(key: str, row: Words, points: int, count: int | None = None) -> ScoreItem:
    """A variant's own score line; what it counts, if anything, goes beside its points rather than into
    its row, which every side shares."""
    return ScoreItem(key, str(row) if count is None else f"{row}: {count}", points, row, count)


def _canasta_line(rules, kind: str, count: int, went_out: bool) -> ScoreItem:
    """A side's canastas of one kind: their bonuses (none where the kind pays only the side going
    out, and this side did not)."""
    bonus = 0 if rules.bonus_needs_going_out(kind) and not went_out else rules.canasta_bonus(kind)
    # Translators: a score sheet's row, a kind of canasta in the plural ("natural canastas"); where the
    # plural is not made by adding a letter, write the kind alone ("{canasta}"), the count stands beside it.
    names = names_of(rules)
    row = Words("{canasta}s", canasta=names.canasta_term(kind))
    return ScoreItem(f"{kind}_canastas", f"{count} {names.canasta_name(kind)}{'s' * (count != 1)}",
                     count * bonus, row, count)
