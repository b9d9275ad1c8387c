"""``canasta play``: play a deal (or a match) in the terminal against computer players.

You sit at seat 0 ("You"); the table and your hand are shown as text, you type moves in
the notation of docs/notation.md, and every refused move says why. Extra words:
``moves`` lists your legal moves, ``hint`` asks a computer player, ``auto`` lets it play
your move, ``help`` explains, ``quit`` leaves. ``--lang`` sets the language of everything said
(the moves stay one notation).
"""

from __future__ import annotations

import secrets
import shutil
import sys
from collections import Counter

from ..core.printable import printable
from .move_list import move_list
from .terminal_help import help_text
from .typed_moves import MAX_LINE, too_long, with_suit_letters


def seat_names(players: int) -> list[str]:
    """The seats' names, you at seat 0."""
    from i18n import _
    return {2: [_("You"), _("Opponent")], 3: [_("You"), _("Left"), _("Right")],
            4: [_("You"), _("West"), _("Partner"), _("East")],
            6: [_("You"), _("Opponent 1"), _("Partner 1"), _("Opponent 2"), _("Partner 2"),
                _("Opponent 3")]}[players]


def add_arguments(parser) -> None:
    from ..core import options

    parser.add_argument("--variant", default="classic",
                        help=f"a playable variant key: {options.variant_help()} (default classic)")
    parser.add_argument("--level", default="medium",
                        help=f"computer players' level: {options.level_help()} (default medium)")
    parser.add_argument("--seed", default=None,
                        help="shuffle seed (default: a new one, printed so the game can be replayed)")
    parser.add_argument("--match", action="store_true", help="play a whole match, not one deal")
    options.add_target(parser, what="match target score (implies --match)")
    parser.add_argument("--lang", default="en",
                        help="the language of everything said: en, es, pt_BR or it (default en)")


def run(args) -> int:
    from i18n import speaking

    from ..core import options

    with speaking(options.language(args.lang)):
        return _play(args)


def _play(args) -> int:
    from engine import Match
    from engine.ai import make_player
    from i18n import _
    from i18n.variants import variant_name

    from ..core import options

    rules = options.rules(args.variant)
    options.level(args.level)
    options.seed(args.seed)
    if args.target is not None:
        args.match = True
    seed = args.seed if args.seed is not None else str(secrets.randbelow(1_000_000))
    names = seat_names(rules.players)
    match = Match(rules, seed, args.target)
    players = {seat: make_player(args.level, seed=f"{seed}/{seat}")
               for seat in range(1, rules.players)}
    helper = make_player(args.level, seed=f"{seed}/hint")
    print(_("{game}, seed {seed} (--seed {seed} deals the same cards again). You sit at seat 0. Type a move, "
            "or help.", game=variant_name(rules.key, rules.name), seed=seed))
    return Session(match, names, players, helper, whole_match=args.match).loop()


class Session:
    """One terminal game: reads moves for seat 0, lets computer players move the others."""

    def __init__(self, match, names, players, helper, whole_match: bool):
        self.match = match
        self.names = names
        self.players = players
        self.helper = helper
        self.whole_match = whole_match
        self.shown_turn = None

    def loop(self) -> int:
        from i18n import _
        while True:
            if self.match.deal.turn != 0:
                self._computer_move(self.match.deal.turn)
            else:
                self._show_position()
                try:
                    line = input("> ").strip()
                except EOFError:
                    print("\n" + _("Bye."))
                    return 0
                if line in ("quit", "exit"):
                    print(_("Bye."))
                    return 0
                self._answer(line)
            if self.match.is_over or (self.match.results and not self.whole_match):
                return 0

    def _answer(self, line: str) -> None:
        """Play or answer one line typed at seat 0's prompt."""
        from engine import IllegalAction, parse
        from i18n import _, say

        deal = self.match.deal
        refused = too_long(line)
        if refused:
            print(_("Not allowed: {why}.", why=refused))
            return
        if line in ("help", "?"):
            print(help_text(self.match.rules))
            return
        if line == "":
            print(_("Type a move, or help."))
            return
        if line == "moves":
            print(move_list(deal.legal_actions(), min(shutil.get_terminal_size().columns, 100) - 1))
            return
        if line in ("hint", "auto"):
            decision = self._advice()
            print(_("Hint: {move} — {reason}", move=decision.action, reason=say(decision.explanation)))
            if line == "hint":
                return
            line = str(decision.action)
        hand, stock = list(deal.hands[0]), len(deal.stock)
        try:
            result = self.match.apply(parse(with_suit_letters(line), self.match.rules))
        except IllegalAction as error:
            # the move and a sentence
            print(_("Not allowed: {why}", why=printable(say(error.words), 2 * MAX_LINE)))
            return
        told = self._told(line, hand, deal) + self._from_stock(line, stock, deal)
        self._after(result, 0, told, deal.question)

    def _told(self, line: str, hand_before: list[int], deal) -> str:
        """What seat 0 did, as shown back: a draw says which cards came."""
        from render.text import card_text

        if line.split()[0].lower() != "draw" or deal is not self.match.deal:
            return line
        drawn = Counter(deal.hands[0]) - Counter(hand_before)
        return f"draw ({' '.join(card_text(card) for card in sorted(drawn.elements(), reverse=True))})"

    def _from_stock(self, move: str, stock_before: int, deal) -> str:
        """Words for the cards a move other than a draw brought from the stock (Mexicana's first meld)."""
        from render.labels import from_stock

        if move.split()[0].lower() == "draw" or deal is not self.match.deal:
            return ""
        return from_stock(stock_before - len(deal.stock))

    def _advice(self):
        from engine import seat_view
        deal = self.match.deal
        return self.helper.decide(seat_view(deal, 0), deal.legal_actions())

    def _computer_move(self, seat: int) -> None:
        from engine import seat_view
        deal = self.match.deal
        decision = self.players[seat].decide(seat_view(deal, seat), deal.legal_actions())
        stock = len(deal.stock)
        result = self.match.apply(decision.action)
        move = str(decision.action)
        self._after(result, seat, move + self._from_stock(move, stock, deal), deal.question)

    def _after(self, result, seat: int, text: str, question: str | None) -> None:
        """Show the move played (``question``: what an answered ask was about) and a deal's end."""
        from i18n import _, number
        from render.labels import result_end
        from render.text import score_text
        print(f"{self.names[seat]}: {text}{_meaning(text, question)}")
        if result is None:
            return
        seat, how = result_end(result)
        who = f"{self.names[seat]} " if seat is not None else ""
        print("\n" + _("Deal {number} over: {who}{how}.", number=result.number + 1, who=who, how=how))
        print(score_text(result.sides, self.names))
        sides = zip(self.match.rules.teams, result.team_scores, strict=True)
        standing = (f"{' & '.join(self.names[s] for s in team)} {number(score)}" for team, score in sides)
        print(_("Match: {scores}", scores=", ".join(standing)))
        if self.match.is_over:
            team = self.match.rules.teams[self.match.winner]
            print(_("{team} win the match.", team=" & ".join(self.names[s] for s in team)))
        sys.stdout.flush()

    def _show_position(self) -> None:
        from engine import public_view, seat_view
        from i18n import _
        from render.text import hand_text, table_text
        deal = self.match.deal
        key = (self.match.number, deal.turns, deal.phase, len(deal.hands[0]))
        if key == self.shown_turn:
            return
        self.shown_turn = key
        print()
        print(table_text(public_view(deal), self.names))
        print(_("Your hand: {cards}", cards=hand_text(seat_view(deal, 0))))
        if deal.phase == "answer" and deal.question == "acaba":
            print(_("{name} asks whether they may declare Acaba: yes ends the deal now, no means they play "
                    "this turn out.", name=self.names[deal.asker]))
        elif deal.phase == "answer":
            print(_("{name} asks whether they may go out: yes means they must go out this turn, no that they "
                    "may not.", name=self.names[deal.asker]))


def _meaning(move: str, question: str | None) -> str:
    """A few words after ask, yes, no and acaba, which are easy to misread."""
    from i18n import _
    if question == "acaba" and move in ("yes", "no"):
        words = _("Acaba: the deal ends") if move == "yes" else _("no Acaba: the asker plays on")
    elif move.startswith("call "):  # a special hand: Schneider, Blitz, Americana's straight, pairs, ...
        words = _("the deal ends here")
    else:
        words = {"ask": _("may I go out?"), "yes": _("the asker must go out this turn"),
                 "no": _("the asker may not go out this turn"), "ask acaba": _("may I declare Acaba?"),
                 "acaba": _("the deal ends here"), "bonus": _("three cards from the stock")}.get(move, "")
    return f" ({words})" if words else ""
