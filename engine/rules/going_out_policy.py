"""What going out asks of a side and how a player asks partner first, one policy object every variant's
rules hold (``Rules.going_out``): the canastas needed (and the sequences among them), whether a player
may, must or may once ask partner, and what going out concealed needs; it checks and records the ask,
and words its clauses for the rules summary and the terminal's help."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .. import meld_keys
from ..errors import IllegalAction, Words


@dataclass(frozen=True)
class GoingOutPolicy:
    """Going out needs ``canastas`` canastas, ``sequences`` of them same-suit sequences (Bolivia's
    escalera); a player with a partner may ask first where ``may_ask``, must have a yes where
    ``must_ask`` (Brazilian), asks at most once a deal where ``ask_once`` (Americana); going out
    concealed asks for a canasta among the turn's melds unless not ``concealed_needs_canasta``
    (International)."""

    canastas: int = 1
    sequences: int = 0
    may_ask: bool = True
    must_ask: bool = False
    ask_once: bool = False
    concealed_needs_canasta: bool = True

    def goes_out_with(self, kinds: Counter) -> bool:
        """Whether a side whose canastas are of these ``kinds`` (kind -> how many) has the canastas,
        and the sequences among them, going out needs."""
        return sum(kinds.values()) >= self.canastas and kinds[meld_keys.SEQUENCE] >= self.sequences

    def check_ask(self, deal, seat: int, game: Words) -> None:
        """Raise unless ``seat`` may ask partner about going out at all now (``game``: the variant's
        name): where anyone asks, and at most once a deal where the variant says so."""
        if not self.may_ask:
            raise IllegalAction("in {game} nobody asks partner about going out", game=game)
        if self.ask_once and deal.asked[seat]:
            raise IllegalAction("in {game} each player asks partner once a deal, and you have asked",
                                game=game)

    def note_ask(self, deal, seat: int) -> None:
        """Record that ``seat`` asked about going out, where asking is limited (Americana)."""
        if self.ask_once:
            deal.asked[seat] = True

    def forbids(self, deal) -> bool:
        """Whether the player to move may not go out this turn: partner said no, or a yes is needed
        and a player with a partner has none."""
        return deal.permission is False or deal.permission is None and self.must_ask \
            and bool(deal.partners(deal.turn))

    def may_go_out(self, permission: bool | None) -> bool:
        """Whether a seat whose partner has answered ``permission`` this turn (None: not asked) may go
        out as far as asking goes: never after a no, and without asking only where no yes is needed."""
        return permission is True or permission is None and not self.must_ask

    def concealed(self, deal, side: int, is_canasta) -> bool:
        """Whether the player to move of ``side``, going out now, goes out concealed: having melded
        nothing before this turn nor added to partner's melds, with a canasta (``is_canasta``) among
        the turn's melds; where no canasta is asked (International), the player's first melds of the
        deal, all this turn (adds to partner's melds too)."""
        if not self.concealed_needs_canasta:
            return not deal.melded_before_turn
        return not deal.melded_before_turn and not deal.added_to_old \
            and any(is_canasta(deal.melds[side][key]) for key in deal.new_melds_this_turn)

    def asks_record_problem(self, deal, key: str) -> str | None:
        """What is wrong with ``deal``'s record of the asks made (variant ``key``): one is kept only
        where asking is limited."""
        if any(deal.asked) and not self.ask_once:
            return f"asked: {key} does not limit asking, so it keeps no record of it"
        return None

    def need_words(self) -> Words:
        """The canastas going out needs, as Words: "a canasta", "2 canastas"."""
        return Words("a canasta") if self.canastas == 1 else Words("{count} canastas", count=self.canastas)

    def missing_words(self) -> Words:
        """What a side short of the canastas going out needs lacks, for the table picture."""
        return Words("{count} needed to go out", count=self.canastas)

    def asking_words(self, has_partners: bool) -> Words | str:
        """The rules summary's words on whether and how a player asks partner before going out."""
        if not (self.may_ask and has_partners):
            return "."
        if self.must_ask:
            return Words(". Ask partner \"may I go out?\" before melding: only a yes lets you.")
        if self.ask_once:
            return Words(". You may ask partner first, once a deal.")
        return Words(". You may ask your partner's permission first.")

    def help(self, has_partners: bool) -> list[tuple[str, Words]]:
        """The terminal's help on asking partner and answering, where the game has partners."""
        if not (has_partners and self.may_ask):
            return []
        return [("ask", Words("ask your partner, once a deal, whether you may go out") if self.ask_once
                 else Words("ask your partner whether you may go out")),
                ("yes, no", Words("answer your partner's ask: yes means they must go out now, no that "
                                  "they may not"))]
