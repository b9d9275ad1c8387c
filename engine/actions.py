"""Actions as small values with a one-line text form that parses and prints back the same.

The grammar is documented in docs/notation.md. Cards in melds are written by
rank only (naturals of one rank are interchangeable); a discard may name a
suit. ``parse("meld q q q;5 5 5 5")`` gives the same action as its canonical
text ``meld Q Q Q; 5 5 5 5``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from . import meld_keys
from .cards import JOKER_RANK, RANK_LETTERS, SUIT_LETTERS, TWO, card_name, parse_card, parse_rank
from .errors import IllegalAction
from .rules.rule_names import names_of

Group = tuple[int, ...]  # ranks; naturals first, then Twos, then Jokers
Run = tuple[int, ...]  # card codes of a same-suit sequence, low to high


def _group_key(rank: int) -> tuple[int, int]:
    return (1, rank) if rank in (TWO, JOKER_RANK) else (0, -rank)


@lru_cache(maxsize=8192)
def _canonical(ranks: tuple[int, ...]) -> Group:
    return tuple(sorted(ranks, key=_group_key))


def group(ranks) -> Group:
    """A group in canonical order."""
    return _canonical(tuple(ranks))


def _groups(groups) -> tuple[Group, ...]:
    if len(groups) == 1:
        return (group(groups[0]),)
    return tuple(sorted((group(g) for g in groups), key=lambda g: [_group_key(r) for r in g]))


def _ranks_text(ranks: Group) -> str:
    return " ".join(RANK_LETTERS[r] for r in ranks)


def _runs(runs) -> tuple[Run, ...]:
    return tuple(sorted(tuple(sorted(r, key=lambda c: (c & 3, c))) for r in runs))


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock (the variant says how many cards)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Take:
    """Take the discard pile: ``cards`` from hand meld with the top card (none: lay it off
    on the side's meld); ``extra`` are melds from hand that count toward the initial meld;
    ``target`` names the meld the top card goes to (None: the rank's first meld, or a new one)."""

    cards: Group = ()
    extra: tuple[Group, ...] = ()
    target: int | None = None

    def __post_init__(self):
        object.__setattr__(self, "cards", group(self.cards))
        object.__setattr__(self, "extra", _groups(self.extra))

    @property
    def ranks(self) -> tuple[int, ...]:
        """The rank of every card the move lays down from hand (the top card aside)."""
        return (*self.cards, *(r for g in self.extra for r in g))

    def __str__(self) -> str:
        parts = [_ranks_text(g) for g in (self.cards, *self.extra)]
        text = "take" if not self.cards else "take " + "; ".join(parts)
        return text if self.target is None else f"{text} to {meld_keys.label(self.target)}"


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay down one or more new melds from hand: ``groups`` of one rank (plus wild cards),
    ``wild`` melds of wild cards only, and same-suit ``sequences`` (card codes)."""

    groups: tuple[Group, ...] = ()
    wild: tuple[Group, ...] = ()
    sequences: tuple[Run, ...] = ()
    size: int = field(init=False, repr=False, compare=False)  # how many cards the move lays down

    def __post_init__(self):
        object.__setattr__(self, "groups", _groups(self.groups))
        if self.wild:
            object.__setattr__(self, "wild", _groups(self.wild))
        if self.sequences:
            object.__setattr__(self, "sequences", _runs(self.sequences))
        object.__setattr__(self, "size", sum(len(m) for m in (*self.groups, *self.wild, *self.sequences)))

    @property
    def ranks(self) -> tuple[int, ...]:
        """The rank of every card the move lays down."""
        return (*(r for g in (*self.groups, *self.wild) for r in g),
                *(c >> 2 for run in self.sequences for c in run))

    @property
    def melds(self) -> int:
        """How many melds the move lays down."""
        return len(self.groups) + len(self.wild) + len(self.sequences)

    def __str__(self) -> str:
        parts = [_ranks_text(g) for g in self.groups]
        parts += ["wild " + _ranks_text(g) for g in self.wild]
        parts += ["seq " + " ".join(card_name(c) for c in run) for run in self.sequences]
        return "meld " + "; ".join(parts)


@dataclass(frozen=True, slots=True)
class Add:
    """Add cards from hand (by rank) to the side's meld ``target`` (a key of engine.meld_keys:
    the rank itself for the first meld of a rank)."""

    target: int
    cards: Group
    size: int = field(init=False, repr=False, compare=False)  # how many cards the move lays down

    def __post_init__(self):
        object.__setattr__(self, "cards", group(self.cards))
        object.__setattr__(self, "size", len(self.cards))

    def __str__(self) -> str:
        if any(r == self.target for r in self.cards) and self.target not in (TWO, JOKER_RANK):
            return "add " + _ranks_text(self.cards)
        return f"add {_ranks_text(self.cards)} to {meld_keys.label(self.target)}"


@dataclass(frozen=True, slots=True)
class Merge:
    """Join the side's meld ``source`` onto its meld ``target`` of the same rank, wild cards or
    suit (where the variant lets melds merge); no card leaves the hand."""

    source: int
    target: int

    size = 0  # cards laid down from hand

    def __str__(self) -> str:
        return f"merge {meld_keys.label(self.source)} into {meld_keys.label(self.target)}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard one card; ``suit`` None lets the engine pick which card of that rank."""

    rank: int
    suit: int | None = None

    def __str__(self) -> str:
        suit = "" if self.suit is None or self.rank == JOKER_RANK else SUIT_LETTERS[self.suit]
        return f"discard {RANK_LETTERS[self.rank]}{suit}"


@dataclass(frozen=True, slots=True)
class Ask:
    """Ask partner for permission to go out, or (``acaba``) to declare Acaba."""

    acaba: bool = False

    def __str__(self) -> str:
        return "ask acaba" if self.acaba else "ask"

    @property
    def question(self) -> str | None:
        """What is asked where it is not going out: the feature's question (``Feature.question``)."""
        return "acaba" if self.acaba else None

    def absent(self, game) -> IllegalAction:
        """The refusal where the variant has no such question (Acaba is the only one)."""
        return Acaba.absent(game)


@dataclass(frozen=True, slots=True)
class Answer:
    """Partner's binding answer to ``ask``."""

    yes: bool

    def __str__(self) -> str:
        return "yes" if self.yes else "no"


@dataclass(frozen=True, slots=True)
class Acaba:
    """Declare the deal over at the start of one's turn (British Canasta): the declaring side
    scores nothing for it and the others the variant's Acaba points."""

    def __str__(self) -> str:
        return "acaba"

    @staticmethod
    def absent(game) -> IllegalAction:
        """The refusal where the variant has no Acaba."""
        return IllegalAction("there is no Acaba in {game}", game=game)


@dataclass(frozen=True, slots=True)
class Bonus:
    """Take the initial-meld bonus: cards from the stock, right after one's side opened
    (International Canasta)."""

    def __str__(self) -> str:
        return "bonus"

    @staticmethod
    def absent(game) -> IllegalAction:
        """The refusal where the variant has no initial-meld bonus."""
        return IllegalAction("there is no initial-meld bonus in {game}", game=game)


@dataclass(frozen=True, slots=True)
class Call:
    """Call a special hand (``hand``: its name, e.g. "schneider"), which ends the deal (International
    Canasta: Schneider and Blitz)."""

    hand: str

    def __str__(self) -> str:
        return f"call {self.hand}"

    def absent(self, game) -> IllegalAction:
        """The refusal where the variant has no special hands."""
        return IllegalAction("{game} has no special hand '{hand}'", game=game, hand=self.hand[:20])


@dataclass(frozen=True, slots=True)
class Pass:
    """With the stock empty, decline the discard pile and so end the deal."""

    def __str__(self) -> str:
        return "pass"


Action = Draw | Take | Meld | Add | Merge | Discard | Ask | Answer | Acaba | Bonus | Call | Pass

_SIMPLE: dict[str, Action] = {"draw": Draw(), "ask": Ask(), "yes": Answer(True), "no": Answer(False),
                               "pass": Pass(), "acaba": Acaba(), "bonus": Bonus()}


def _chunks(text: str, verb: str) -> list[list[str]]:
    chunks = [chunk.split() for chunk in text.split(";")]
    if not all(chunks):
        raise IllegalAction("'{verb}' has an empty group: separate melds with ';', "
                            "e.g. 'meld Q Q Q; 5 5 5'", verb=verb)
    return chunks


def _ranks(tokens: list[str]) -> Group:
    """Typed ranks; IllegalAction naming the first token that is none (``parse_rank``)."""
    return tuple(parse_rank(t) for t in tokens)


def _parse_groups(text: str, verb: str) -> list[Group]:
    groups = []
    for tokens in _chunks(text, verb):
        keyword = tokens[0].lower()
        if keyword in ("wild", "seq"):
            raise IllegalAction("a '{keyword}' meld is laid down with 'meld', after you have drawn",
                                keyword=keyword)
        groups.append(_ranks(tokens))
    return groups


def _parse_run(tokens: list[str]) -> Run:
    if not tokens:
        raise IllegalAction("'seq' needs cards with their suit, e.g. 'meld seq 4H 5H 6H'")
    run = []
    for token in tokens:
        rank, suit = parse_card(token)
        if suit is None:
            raise IllegalAction("'{token}': name each card of a sequence with its suit, "
                                "e.g. 'meld seq 4H 5H 6H'", token=token)
        run.append(rank * 4 + suit)
    return tuple(run)


def _parse_meld(rest: str) -> Meld:
    if not rest:
        raise IllegalAction("'meld' needs cards, e.g. 'meld Q Q Q' or 'meld 7 7 2; K K K'")
    groups, wild, runs = [], [], []
    for tokens in _chunks(rest, "meld"):
        keyword = tokens[0].lower()
        if keyword == "wild":
            if len(tokens) == 1:
                raise IllegalAction("'wild' needs wild cards, e.g. 'meld wild 2 2 JK'")
            wild.append(_ranks(tokens[1:]))
        elif keyword == "seq":
            runs.append(_parse_run(tokens[1:]))
        else:
            groups.append(_ranks(tokens))
    return Meld(tuple(groups), tuple(wild), tuple(runs))


def parse(text: str, rules=None) -> Action:
    """The action a line of text names; raises IllegalAction with a hint when it is malformed (naming
    the moves of ``rules``' game, when given, for a word that starts no move)."""
    words = text.strip().split(None, 1)
    if not words:
        raise IllegalAction("empty move: try 'draw', 'take', 'meld Q Q Q', 'add K 2', 'discard 9'")
    verb, rest = words[0].lower(), (words[1] if len(words) > 1 else "").strip()
    if verb == "ask" and rest.lower() == "acaba":
        return Ask(acaba=True)
    if verb in _SIMPLE:
        if rest and verb == "ask":
            raise IllegalAction("'ask' alone asks to go out; 'ask acaba' asks to declare Acaba")
        if rest:
            raise IllegalAction("'{verb}' takes nothing after it", verb=verb)
        return _SIMPLE[verb]
    if verb == "take":
        return _parse_take(rest)
    if verb == "meld":
        return _parse_meld(rest)
    if verb == "add":
        return _parse_add(rest)
    if verb == "discard":
        return _parse_discard(rest)
    if verb == "merge":
        return _parse_merge(rest)
    if verb == "call":
        return _parse_call(rest)
    if rules is not None:
        raise IllegalAction("unknown move '{verb}': the moves in {game} are {verbs}", verb=verb,
                            game=names_of(rules).game, verbs=", ".join(rules.verbs()))
    raise IllegalAction("unknown move '{verb}': moves are draw, take, meld, add, merge, discard, "
                        "ask, yes, no, pass (acaba in British Canasta, bonus in International, call in "
                        "International and Americana)",
                        verb=verb)


def _parse_call(rest: str) -> Call:
    words = rest.split()
    if len(words) != 1 or not words[0].isalpha():
        raise IllegalAction("'call' names one special hand, e.g. 'call schneider'")
    return Call(words[0].lower())


def _parse_take(rest: str) -> Take:
    if rest.lower().startswith("to "):
        body, target_text = "", rest[3:]
    else:
        body, _, target_text = rest.partition(" to ")
    target = meld_keys.parse(target_text) if target_text.strip() else None
    if not body.strip():
        return Take(target=target)
    if target is not None and meld_keys.kind(target) == meld_keys.SEQUENCE:
        return Take(_sequence_ranks(body.split(), meld_keys.suit(target)), target=target)
    first, *extra = _parse_groups(body, "take")
    return Take(first, tuple(extra), target)


def _parse_add(rest: str) -> Add:
    body, _, target_text = rest.partition(" to ")
    if not body.strip():
        raise IllegalAction("'add' needs cards, e.g. 'add K K' or 'add 2 to K'")
    if ";" in body:
        raise IllegalAction("'add' adds to one meld at a time")
    if target_text.strip():
        target = meld_keys.parse(target_text)
        if meld_keys.kind(target) == meld_keys.SEQUENCE:
            return Add(target, _sequence_ranks(body.split(), meld_keys.suit(target)))
        return Add(target, _ranks(body.split()))
    cards = _ranks(body.split())
    naturals = {r for r in cards if r not in (TWO, JOKER_RANK)}
    if len(naturals) == 1:
        target = next(iter(naturals))
    elif not naturals:
        raise IllegalAction("say which meld the wild cards go to, e.g. 'add 2 to K'")
    else:
        raise IllegalAction("'add' adds cards of one rank: make one 'add' per meld")
    return Add(target, cards)


def _parse_merge(rest: str) -> Merge:
    source, _, target = rest.partition(" into ")
    if not target.strip():
        source, _, target = rest.partition(" to ")
    if not (source.strip() and target.strip()):
        raise IllegalAction("'merge' names two melds, e.g. 'merge K#2 into K' or 'merge seqH#2 into seqH'")
    return Merge(meld_keys.parse(source), meld_keys.parse(target))


def _sequence_ranks(tokens: list[str], suit: int) -> Group:
    """Cards added to a sequence, by rank; a suit, where typed, must be the sequence's."""
    ranks = []
    for token in tokens:
        rank, typed_suit = parse_card(token)
        if typed_suit is not None and typed_suit != suit:
            raise IllegalAction("'{token}' is not of the sequence's suit ({suit})", token=token,
                                suit=SUIT_LETTERS[suit])
        ranks.append(rank)
    return tuple(ranks)


def _parse_discard(rest: str) -> Discard:
    tokens = rest.split()
    if len(tokens) != 1:
        raise IllegalAction("'discard' takes exactly one card, e.g. 'discard 9' or 'discard 9H'")
    return Discard(*parse_card(tokens[0]))
