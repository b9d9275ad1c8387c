"""What a variant's rules say to people, one object built from the rules (``wording_of(rules)``): the
names and needs (:mod:`.rule_names`), the rules summary's clauses by concern (the ``summary_*``
modules) and the terminal's help on the moves (:mod:`.move_help`). The rules hold none of it: a
variant that words a clause of its own says it in a wording class of its own, declared ``of`` its rules
class."""

from __future__ import annotations

from . import Rules
from .move_help import MoveHelp
from .rule_names import names_of
from .summary_going_out import GoingOutSummary
from .summary_melds import MeldSummary
from .summary_scoring import ScoreSummary
from .summary_table import TableSummary


class RulesWording(TableSummary, MeldSummary, GoingOutSummary, ScoreSummary, MoveHelp, of=Rules):
    """Classic's words, for ``Rules``: a variant's wording class overrides those of its own clauses."""


def wording_of(rules: Rules) -> RulesWording:
    """All that ``rules`` say to people (their variant's wording class, or Classic's)."""
    wording = names_of(rules)
    assert isinstance(wording, RulesWording), wording
    return wording
