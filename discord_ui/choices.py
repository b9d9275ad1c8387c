"""A turn's legal moves as Discord controls: buttons for the single moves, selects of at most 25
options for the rest, grouped by rank when a kind has more moves than a select can hold.

``turn_controls(legal, focus)`` takes the legal moves as text (``service.legal_actions_for``).
A select lists moves (value: the move's text) or, when there are too many, one option per rank
(value ``rank:K``); choosing a rank shows that rank's moves (``focus``), with ``all`` to go back.
When even one rank has too many, the simplest moves come first and ``type`` opens the box where
any move can be typed. Every value fits Discord's 100 characters; longer moves are typed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from engine import meld_keys, parse
from engine.actions import Add, Discard, Meld, Merge
from engine.ai.words import a_card, meld_name, ranks_name
from engine.cards import JOKER_RANK, RANK_LETTERS, TWO, parse_rank
from i18n import _, say

MAX_OPTIONS = 25
MAX_VALUE = 100
SELECT_KINDS = ("take", "meld", "add", "merge", "discard")
SIMPLE_MOVES = ("draw", "pass", "ask", "yes", "no", "acaba", "ask acaba", "bonus")
TYPE_IT = "type"
ALL_RANKS = "all"
RANK_PREFIX = "rank:"


def _rank_words(rank: int) -> str:
    """A select option's label for a rank's moves ("Kings…"): the rank named as the computer players'
    reasons name it."""
    ranks = say(ranks_name(rank))
    return _("{ranks}…", ranks=ranks[:1].upper() + ranks[1:])


def _discard_words(rank: int) -> str:
    """A discard option's description ("Discard a King")."""
    return _("Discard {card}", card=say(a_card(rank)))


@dataclass(frozen=True)
class Option:
    label: str
    value: str
    description: str | None = None


@dataclass(frozen=True)
class TurnControls:
    """``simple``: single moves for buttons (a special hand's call, draw, pass, ask, yes, no, acaba, ask
    acaba, bonus, and ``take`` when the pile can be taken one way only); ``selects``: kind -> options
    (each list 1 to 25 long)."""

    simple: tuple[str, ...] = ()
    single_take: str | None = None
    selects: Mapping[str, tuple[Option, ...]] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not self.simple and not self.selects


def kind_of(text: str) -> str:
    return text.split(None, 1)[0].lower()


def turn_controls(legal: list[str], focus: Mapping[str, int] | None = None) -> TurnControls:
    focus = focus or {}
    simple = [move for move in legal if kind_of(move) == "call"]  # a special hand first: it ends the deal
    simple += [move for move in SIMPLE_MOVES if move in legal]
    by_kind: dict[str, list[str]] = {kind: [] for kind in SELECT_KINDS}
    for text in legal:
        if kind_of(text) in by_kind:
            by_kind[kind_of(text)].append(text)
    takes = by_kind.pop("take")
    single_take = takes[0] if len(takes) == 1 else None
    if single_take is not None:
        simple.insert(simple.index("draw") + 1 if "draw" in simple else 0, "take")
    selects: dict[str, tuple[Option, ...]] = {}
    if len(takes) > 1:
        selects["take"] = tuple(_fit(sorted(takes, key=_simplicity), _take_option))
    for kind in ("meld", "add", "merge", "discard"):  # a take and a merge never share a turn phase
        moves = by_kind[kind]
        if moves:
            selects[kind] = tuple(_options(kind, moves, focus.get(kind)))
    return TurnControls(tuple(simple), single_take, selects)


def rank_of_choice(value: str) -> int | None:
    """The rank a ``rank:K`` option stands for (None for a move)."""
    if not value.startswith(RANK_PREFIX):
        return None
    try:
        return parse_rank(value[len(RANK_PREFIX):])
    except ValueError:
        return None


def _options(kind: str, moves: list[str], focus: int | None) -> list[Option]:
    label = _LABELS[kind]
    if kind == "merge":  # a few at most: one per pair of melds of one kind
        return _fit(sorted(moves), label)
    fitting = [m for m in moves if len(m) <= MAX_VALUE]
    if len(fitting) <= MAX_OPTIONS and len(fitting) == len(moves):
        return [label(m) for m in sorted(moves, key=_simplicity)]
    groups: dict[int, list[str]] = {}
    for move in moves:
        groups.setdefault(_group_rank(move), []).append(move)
    if focus in groups:
        inside = sorted(groups[focus], key=_simplicity)
        return [*_fit(inside, label, room=MAX_OPTIONS - 1), Option(_("All ranks…"), ALL_RANKS)]
    ranks = sorted(groups, reverse=True)
    options = [Option(_rank_words(rank), RANK_PREFIX + RANK_LETTERS[rank], _ways(len(groups[rank])))
               for rank in ranks]
    return _fit_options(options)


def _ways(count: int) -> str:
    """How many moves a rank's option gathers."""
    return _("1 way") if count == 1 else _("{count} ways", count=count)


def _fit(moves: list[str], label: Callable[[str], Option], room: int = MAX_OPTIONS) -> list[Option]:
    """Options for ``moves`` within ``room``; what does not fit is left to "Other… (type it)"."""
    fitting = [m for m in moves if len(m) <= MAX_VALUE]
    if len(fitting) == len(moves) and len(moves) <= room:
        return [label(m) for m in moves]
    return [label(m) for m in fitting[: room - 1]] + [_type_it()]


def _fit_options(options: list[Option]) -> list[Option]:
    if len(options) <= MAX_OPTIONS:
        return options
    return options[: MAX_OPTIONS - 1] + [_type_it()]


def _type_it() -> Option:
    return Option(_("Other… (type the move)"), TYPE_IT, _("Opens a box where you can type any move"))


def _group_rank(text: str) -> int:
    action = parse(text)
    if isinstance(action, Add):
        kind = meld_keys.kind(action.target)
        if kind == meld_keys.GROUP:
            return meld_keys.rank(action.target)
        return JOKER_RANK if kind == meld_keys.WILD else max(action.cards)
    if isinstance(action, Meld):
        naturals = [r for r in action.ranks if r not in (TWO, JOKER_RANK)]
        return max(naturals) if naturals else JOKER_RANK
    if isinstance(action, Discard):
        return action.rank
    return 0


def _simplicity(text: str) -> tuple[int, int, str]:
    """Fewer wild cards first, then fewer cards: the moves people usually mean."""
    words = text.split()[1:]
    wilds = sum(1 for w in words if w.rstrip(";") in ("2", "JK"))
    return wilds, len(words), text


def _take_option(text: str) -> Option:
    if text == "take":
        return Option(_("Take the pile onto your meld"), text)
    # the cards alone, as meld, add and discard options show them (the select's prompt says "Take the pile")
    return Option(text.removeprefix("take "), text, _("Meld the top card with these from your hand"))


def _meld_option(text: str) -> Option:
    return Option(text.removeprefix("meld "), text)


def _add_option(text: str) -> Option:
    action = parse(text)
    assert isinstance(action, Add)
    meld = say(meld_name(action.target))
    return Option(text.removeprefix("add "), text, _("Add to your {meld}", meld=meld))


def _discard_option(text: str) -> Option:
    action = parse(text)
    assert isinstance(action, Discard)
    return Option(text.removeprefix("discard "), text, _discard_words(action.rank))


def _merge_option(text: str) -> Option:
    action = parse(text)
    assert isinstance(action, Merge)
    return Option(text.removeprefix("merge "), text,
                  _("Join your {source} onto your {target}", source=say(meld_name(action.source)),
                    target=say(meld_name(action.target))))


_LABELS = {"meld": _meld_option, "add": _add_option, "merge": _merge_option, "discard": _discard_option}


def described(move: str) -> str:
    """An autocomplete choice's name: the move as typed and what it does, in the current language
    ("take K K — Take the pile: its top card melds with these from your hand"), within Discord's 100
    characters (the move alone where both do not fit)."""
    name = f"{move} — {move_words(move)}"
    return name if len(name) <= MAX_VALUE else move[:MAX_VALUE]


def move_words(move: str) -> str:
    """What a legal move (as text) does, in a few words of the current language."""
    kind = kind_of(move)
    fixed = {"draw": _("Draw from the stock"), "pass": _("Leave the pile: the deal ends"),
             "yes": _("Answer your partner: yes"), "no": _("Answer your partner: no"),
             "ask acaba": _("Ask your partner whether you may declare Acaba"),
             "ask": _("Ask your partner whether you may go out"), "acaba": _("Declare Acaba: the deal ends"),
             "bonus": _("Take the bonus cards from the stock"), "take": _("Take the pile onto your meld")}
    if move in fixed:
        return fixed[move]
    if kind == "call":
        return _("Call your special hand: the deal ends")
    if kind == "take":
        return _("Take the pile: its top card melds with these from your hand")
    if kind == "meld":
        return _("Lay down new melds") if ";" in move else _("Lay down a new meld")
    option = _LABELS[kind](move) if kind in _LABELS else None
    return option.description if option is not None and option.description else move
