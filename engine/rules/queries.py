"""Every question a variant's rules answer about play, gathered from the concern modules: the class
``Rules`` builds on, its fields declared apart."""

from __future__ import annotations

from .deal_rules import DealRules
from .going_out_rules import GoingOutRules
from .held_features import HeldFeatures
from .match_rules import MatchRules
from .meld_clauses import MeldClauses
from .meld_rules import MeldRules
from .opening_rules import OpeningRules
from .pile_rules import PileRules
from .score_rules import ScoreRules
from .strategy import StrategyQuestions
from .table import TableQuestions
from .turn_rules import TurnRules


class RuleQueries(HeldFeatures, DealRules, StrategyQuestions, TableQuestions, PileRules, TurnRules,
                  MatchRules, OpeningRules, GoingOutRules, ScoreRules, MeldClauses, MeldRules):
    """The rules' play concerns, one class for ``Rules`` to build on."""
