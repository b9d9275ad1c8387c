"""``canasta play``: play a deal (or a match) in the terminal against computer players.

You sit at seat 0 ("You"); the table and your hand are shown as text, you type moves in
the notation of docs/notation.md, and every refused move says why. Extra words:
``moves`` lists your legal moves, ``hint`` asks a computer player, ``auto`` lets it play
your move, ``quit`` leaves.
"""

from __future__ import annotations

import sys

SEAT_NAMES = {2: ["You", "Opponent"], 3: ["You", "Left", "Right"], 4: ["You", "West", "Partner", "East"]}
HELP = ("Type a move (draw, take K K, meld Q Q Q, add K 2, discard 9, ask, yes, no, pass), "
        "or: moves, hint, auto, help, quit.")


def add_arguments(parser) -> None:
    parser.add_argument("--variant", default="classic", help="a playable variant key (default classic)")
    parser.add_argument("--level", default="medium", help="computer players' level (default medium)")
    parser.add_argument("--seed", default="1", help="shuffle seed (default 1)")
    parser.add_argument("--match", action="store_true", help="play a whole match, not one deal")
    parser.add_argument("--target", type=int, default=None,
                        help="match target score (implies --match; default: the variant's)")


def run(args) -> int:
    from engine import Match
    from engine.ai import make_player

    from . import options

    rules = options.rules(args.variant)
    options.level(args.level)
    if options.target(args.target) is not None:
        args.match = True
    names = SEAT_NAMES[rules.players]
    match = Match(rules, args.seed, args.target)
    players = {seat: make_player(args.level, seed=f"{args.seed}/{seat}")
               for seat in range(1, rules.players)}
    helper = make_player(args.level, seed=f"{args.seed}/hint")
    print(f"{rules.name}: you sit at seat 0. {HELP}")
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
        from engine import IllegalAction, parse

        while True:
            deal = self.match.deal
            seat = deal.turn
            if seat != 0:
                self._computer_move(seat)
            else:
                self._show_position()
                try:
                    line = input("> ").strip()
                except EOFError:
                    print("\nBye.")
                    return 0
                if line in ("quit", "exit"):
                    print("Bye.")
                    return 0
                if line in ("help", "?", ""):
                    print(HELP)
                    continue
                if line == "moves":
                    print(", ".join(str(a) for a in deal.legal_actions()))
                    continue
                if line in ("hint", "auto"):
                    decision = self._advice()
                    print(f"Hint: {decision.action} — {decision.reason}")
                    if line == "hint":
                        continue
                    line = str(decision.action)
                try:
                    result = self.match.apply(parse(line))
                except IllegalAction as error:
                    print(f"Not allowed: {error}")
                    continue
                self._after(result, 0, line)
            if self.match.is_over or (self.match.results and not self.whole_match):
                return 0

    def _advice(self):
        from engine import seat_view
        deal = self.match.deal
        return self.helper.decide(seat_view(deal, 0), deal.legal_actions())

    def _computer_move(self, seat: int) -> None:
        from engine import seat_view
        deal = self.match.deal
        decision = self.players[seat].decide(seat_view(deal, seat), deal.legal_actions())
        result = self.match.apply(decision.action)
        self._after(result, seat, str(decision.action))

    def _after(self, result, seat: int, text: str) -> None:
        from render.text import score_text
        print(f"{self.names[seat]}: {text}")
        if result is None:
            return
        how = "went out" if result.went_out is not None else "stock ran out"
        who = f"{self.names[result.went_out]} " if result.went_out is not None else ""
        print(f"\nDeal {result.number + 1} over: {who}{how}.")
        print(score_text(result.sides, self.names))
        sides = zip(self.match.rules.teams, result.team_scores, strict=True)
        print("Match: " + ", ".join(f"{' & '.join(self.names[s] for s in team)} {score}"
                                    for team, score in sides))
        if self.match.is_over:
            team = self.match.rules.teams[self.match.winner]
            print(f"{' & '.join(self.names[s] for s in team)} win the match.")
        sys.stdout.flush()

    def _show_position(self) -> None:
        from engine import public_view, seat_view
        from render.text import hand_text, table_text
        deal = self.match.deal
        key = (self.match.number, deal.turns, deal.phase, len(deal.hands[0]))
        if key == self.shown_turn:
            return
        self.shown_turn = key
        print()
        print(table_text(public_view(deal), self.names))
        print("Your hand: " + hand_text(seat_view(deal, 0)))
