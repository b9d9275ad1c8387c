"""What the service tells its callers about a table (lobby or match) and about an applied move."""

from __future__ import annotations

from dataclasses import dataclass

from engine import DealResult, SeatView, variants
from engine.errors import Words
from i18n import SOURCE, say
from i18n.variants import variant_name

from ..storage.tables import SeatRow, TableRow


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    team: int
    user_id: int | None  # None: a computer or nobody
    name: str  # display name, "Computer 3 (easy)", or "" for an empty seat
    computer_level: str | None
    away: bool  # a computer is playing for the absent user

    @property
    def is_empty(self) -> bool:
        return self.user_id is None and self.computer_level is None

    @property
    def is_computer(self) -> bool:
        return self.computer_level is not None


@dataclass(frozen=True)
class TableInfo:
    id: int
    guild_id: int
    channel_id: int
    owner_id: int
    variant: str
    target: int
    timer_s: int
    on_timeout: str
    options: dict
    status: str  # lobby, playing, paused, finished, abandoned
    seats: tuple[SeatInfo, ...]  # every seat, empty ones included
    teams: tuple[tuple[int, ...], ...]  # seats of each scoring team
    scores: tuple[int, ...]  # each team's match score so far
    deal_number: int | None  # the deal in play (0-based), None before the start
    to_move: int | None  # the seat whose decision it is, None when nobody's
    winner_team: int | None
    end_reason: str | None
    league_id: int | None
    seed: str | None = None  # what the match was dealt from, for replays: told only once it is over

    @property
    def practice(self) -> bool:
        """Whether the deals follow a seed given when the table was opened (practice: never rated)."""
        return self.options.get("seed") is not None

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def variant_name(self) -> str:
        """The variant's name in the current language (so a card drawn in the table's language says it so)."""
        return variant_name(self.variant, variants.get(self.variant).name)

    @property
    def language(self) -> str:
        """What the table's thread and pictures are written in (English for tables older than the option)."""
        return self.options.get("language", SOURCE)

    @property
    def is_full(self) -> bool:
        return not any(s.is_empty for s in self.seats)


@dataclass(frozen=True)
class SeatSnapshot:
    """A user's seat at one moment, all a hand panel shows: the table, what the seat sees of the deal and
    its legal moves. ``stamp`` orders the snapshots of a table: a later one's is at least as large, and two
    with the same stamp show the same seat."""

    info: TableInfo
    seat: int | None  # None: the user has no seat at the table
    view: SeatView | None  # None without a seat, or before the match starts
    legal: tuple[str, ...]  # empty unless it is the seat's move
    stamp: int


@dataclass(frozen=True)
class ActResult:
    """An applied action: who played what, the deal's score when it ended the deal, and the player's seat
    after it (the move's own, or a later moment's)."""

    table_id: int
    seat: int
    action: str  # canonical text, as logged
    deal_result: DealResult | None
    match_over: bool
    winner_team: int | None
    snapshot: SeatSnapshot


def computer_name(level: str, seat: int) -> str:
    """A computer player's name, told apart from others of its level by its seat: "Computer 3 (easy)"."""
    return say(computer_words(level, seat))


def computer_words(level: str, seat: int) -> Words:
    """``computer_name`` as Words, to be said later in a reader's language (its level too)."""
    number = seat + 1
    # Translators: a computer player's name: its seat's number, then its level of play.
    names = {"random": Words("Computer {number} (random)", number=number),
             "easy": Words("Computer {number} (easy)", number=number),
             "medium": Words("Computer {number} (medium)", number=number),
             "hard": Words("Computer {number} (hard)", number=number)}
    return names[level]


def table_info(row: TableRow, seat_rows: list[SeatRow], names: dict[int, str], *,
               scores: tuple[int, ...] | None = None, deal_number: int | None = None,
               to_move: int | None = None, status: str | None = None) -> TableInfo:
    rules = variants.get(row.variant)
    by_seat = {s.seat: s for s in seat_rows}
    seats = []
    for seat in range(rules.players):
        taken = by_seat.get(seat)
        if taken is None:
            seats.append(SeatInfo(seat, rules.team_of(seat), None, "", None, False))
        elif taken.user_id is None:
            seats.append(SeatInfo(seat, rules.team_of(seat), None, computer_name(taken.computer_level, seat),
                                  taken.computer_level, False))
        else:
            seats.append(SeatInfo(seat, rules.team_of(seat), taken.user_id,
                                  names.get(taken.user_id, str(taken.user_id)), None, taken.away))
    return TableInfo(
        id=row.id, guild_id=row.guild_id, channel_id=row.channel_id, owner_id=row.owner_id,
        variant=row.variant, target=row.target, timer_s=row.timer_s,
        on_timeout=row.on_timeout, options=dict(row.options), status=status or row.status,
        seats=tuple(seats), teams=rules.teams, scores=scores or rules.starting_scores(),
        deal_number=deal_number, to_move=to_move, winner_team=row.winner_team,
        end_reason=row.end_reason, league_id=row.league_id,
        seed=row.seed if row.status == "finished" else None)
