"""The rules of the table and the turn: the deck, the sides and partners, the words a turn's moves
start with, and the special hands a player may call."""

from __future__ import annotations

from .feature import Feature


class TurnRules:
    """Who plays with whom, with what deck, and which moves a turn offers."""

    # The fields of ``Rules`` this concern reads.
    teams: tuple[tuple[int, ...], ...]
    packs: int
    jokers_per_pack: int
    merge_melds: bool
    temporary_partnership: bool
    may_ask_to_go_out: bool
    special_hands: tuple
    features: tuple[Feature, ...]

    @property
    def deck_size(self) -> int:
        return self.packs * (52 + self.jokers_per_pack)

    def team_of(self, seat: int) -> int:
        for index, team in enumerate(self.teams):
            if seat in team:
                return index
        raise ValueError(f"seat {seat} is in no team")

    @property
    def has_partners(self) -> bool:
        """Whether a player has a partner: sides of two or more, or a partnership made for each deal."""
        return self.temporary_partnership or any(len(team) > 1 for team in self.teams)

    def verbs(self) -> tuple[str, ...]:
        """The words this game's moves start with, in the order of a turn (docs/notation.md)."""
        questions = any(held.question for held in self.features)
        asking = self.has_partners and (self.may_ask_to_go_out or questions)
        optional = (("merge", self.merge_melds), ("discard", True), ("ask", asking), ("yes", asking),
                    ("no", asking))
        later = (("call", bool(self.special_hands)),)
        return ("draw", "take", "meld", "add", *(verb for verb, kept in optional if kept),
                *(verb for held in self.features for verb in held.verbs),
                *(verb for verb, kept in later if kept), "pass")

    def special_hand(self, name: str):
        """The special hand called ``name`` in this game, or None."""
        return next((hand for hand in self.special_hands if hand.name == name), None)
