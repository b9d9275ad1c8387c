"""A match: deals played until the rules say a team has won (``Rules.match_winner``: Classic's first
team alone at the target), with dealer rotation and scores.

Each deal's shuffle comes from the match seed and the deal number, so a match is
reproduced by its seed and its action list. ``apply`` starts the next deal as
soon as one is scored; ``results`` keeps every deal's itemized score.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import position, variants
from .actions import Action
from .deal import Deal
from .rules import Rules
from .scoring import SideScore, score_deal


def deal_seed(match_seed: int | str, number: int) -> str:
    return f"{match_seed}/{number}"


@dataclass(frozen=True)
class DealResult:
    number: int
    dealer: int
    sides: tuple[SideScore, ...]
    team_points: tuple[int, ...]  # what each team gained this deal
    team_scores: tuple[int, ...]  # cumulative after the deal
    went_out: int | None
    ended: str
    declarer: int | None = None  # the seat whose Acaba or special hand ended the deal
    special: str | None = None  # the name of the special hand that ended it (International)


def deal_result(deal: Deal, number: int = 0) -> DealResult:
    """The scored result of a finished deal, with each team's gain and new cumulative score."""
    sides = score_deal(deal)
    gains = tuple(next(s.total for s in sides if s.side == deal.side_of[team[0]])
                  for team in deal.rules.teams)
    totals = deal.rules.match_scores(deal.team_scores, gains)
    return DealResult(number, deal.dealer, tuple(sides), gains, totals, deal.went_out,
                      deal.ended or "", deal.declarer, deal.special[0] if deal.special else None)


class Match:
    def __init__(self, rules: Rules, seed: int | str, target: int | None = None,
                 first_dealer: int = 0):
        self.rules = rules
        self.seed = seed
        self.target = rules.match_target(target or None)
        self.first_dealer = first_dealer
        self.scores = list(rules.starting_scores())
        self.results: list[DealResult] = []
        self.winner: int | None = None
        self.first_number = 0  # the deal ``results`` starts at (see ``resumed``)
        self.deal = self._new_deal(0)

    @classmethod
    def resumed(cls, rules: Rules, seed: int | str, target: int | None, number: int,
                scores: tuple[int, ...], first_dealer: int = 0) -> Match:
        """The match as it stands when deal ``number`` begins with the teams at ``scores``: the same
        deal a replay from the first action reaches, without replaying the deals before it.
        ``results`` then holds only the deals scored from here on."""
        match = cls.__new__(cls)
        match.rules, match.seed, match.target = rules, seed, rules.match_target(target or None)
        match.first_dealer, match.scores, match.results, match.winner = first_dealer, list(scores), [], None
        match.first_number = number
        match.deal = match._new_deal(number)
        return match

    @property
    def number(self) -> int:
        """The number of the deal in play (0-based)."""
        return self.first_number + len(self.results)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def _new_deal(self, number: int) -> Deal:
        dealer = (self.first_dealer + number) % self.rules.players
        return Deal.new(self.rules, seed=deal_seed(self.seed, number), dealer=dealer,
                        team_scores=tuple(self.scores))

    def apply(self, action: Action | str) -> DealResult | None:
        """Play an action; returns the deal's result when it ends the deal."""
        if self.is_over:
            from .errors import IllegalAction
            raise IllegalAction("the match is over")
        self.deal.apply(action)
        if not self.deal.is_over:
            return None
        return self._finish_deal()

    def _finish_deal(self) -> DealResult:
        result = deal_result(self.deal, self.number)
        self.scores = list(result.team_scores)
        self.results.append(result)
        self.winner = self.rules.match_winner(result.team_scores, self.target)
        if self.winner is None:
            self.deal = self._new_deal(self.number)
        return result

    def clone(self) -> Match:
        """An independent copy: play on it without touching this match."""
        twin = Match.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.deal = self.deal.clone()
        twin.scores = list(self.scores)
        twin.results = list(self.results)
        return twin

    def to_json(self) -> dict:
        return {
            "variant": self.rules.key, "seed": self.seed, "target": self.target,
            "first_dealer": self.first_dealer, "scores": list(self.scores),
            "winner": self.winner, "deal": position.to_json(self.deal),
            "results": [{"number": r.number, "team_points": list(r.team_points),
                         "team_scores": list(r.team_scores), "went_out": r.went_out,
                         "ended": r.ended, "declarer": r.declarer} for r in self.results],
        }


def replay(variant: str, seed: int | str, actions: list[str], target: int | None = None,
           revision: int = variants.REVISION) -> Match:
    """Rebuild a match from its seed and action texts, played by engine ``revision``."""
    match = Match(variants.get(variant, revision), seed, target)
    for text in actions:
        match.apply(text)
    return match


def replay_deal(variant: str, seed: int | str, target: int | None, number: int, scores: tuple[int, ...],
                actions: list[str], revision: int = variants.REVISION) -> Match:
    """Rebuild a match from the start of deal ``number`` (the teams at ``scores``) and that deal's
    action texts: what ``replay`` of the whole log gives, at the cost of one deal."""
    match = Match.resumed(variants.get(variant, revision), seed, target, number, scores)
    for text in actions:
        match.apply(text)
    return match
