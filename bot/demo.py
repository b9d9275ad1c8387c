"""``canasta demo``: computer players play a whole match offline; every turn's table picture,
each seat's hand at the start of each deal, the score sheets and the game record go to a folder."""

from __future__ import annotations

from pathlib import Path

NAMES = {2: ["Ana", "Ben"], 3: ["Ana", "Ben", "Cleo"], 4: ["Ana", "Ben", "Cleo", "Dev"]}


def add_arguments(parser) -> None:
    parser.add_argument("--out", default="canasta-demo",
                        help="folder for the pictures (default ./canasta-demo)")
    parser.add_argument("--variant", default="classic", help="a playable variant key (default classic)")
    parser.add_argument("--level", default="medium", help="computer players' level (default medium)")
    parser.add_argument("--seed", default="demo", help="shuffle seed")
    parser.add_argument("--target", type=int, default=None, help="match target (default: the variant's)")


def run(args) -> int:
    from engine import Match, public_view, seat_view
    from engine.ai import make_player
    from render import hand_png, score_sheet_png, table_png

    from . import options

    rules = options.rules(args.variant)
    options.level(args.level)
    options.target(args.target)
    names = NAMES[rules.players]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    match = Match(rules, args.seed, args.target)
    players = [make_player(args.level, seed=f"{args.seed}/{seat}") for seat in range(rules.players)]
    record: list[str] = []
    pictures = 0

    def write(name: str, png: bytes) -> None:
        nonlocal pictures
        (out / name).write_bytes(png)
        pictures += 1

    started = -1
    while not match.is_over:
        deal, number = match.deal, match.number
        tag = f"deal{number + 1:02d}"
        if number != started:
            started = number
            record.append(f"deal {number + 1}, dealer {names[deal.dealer]}")
            for seat in range(rules.players):
                write(f"{tag}-hand-{names[seat]}.png", hand_png(seat_view(deal, seat), names))
        seat, turns = deal.turn, deal.turns
        decision = players[seat].decide(seat_view(deal, seat), deal.legal_actions())
        record.append(f"{names[seat]}: {decision.action}  ({decision.reason})")
        result = match.apply(decision.action)
        if result is not None:
            write(f"{tag}-end.png", table_png(public_view(deal), names))
            write(f"{tag}-scores.png", score_sheet_png(
                result, names, match_scores=[r.team_scores for r in match.results],
                winner=match.winner, target=match.target))
            record.append(f"-- deal {number + 1}: {list(result.team_points)} -> {list(result.team_scores)}")
        elif deal.turns != turns:
            write(f"{tag}-turn{deal.turns:03d}.png", table_png(public_view(deal), names))
    (out / "record.txt").write_text("\n".join(record) + "\n", encoding="utf-8")
    teams = [" & ".join(names[s] for s in team) for team in rules.teams]
    print(f"{teams[match.winner]} won {match.scores} after {len(match.results)} deals; "
          f"{pictures} pictures and record.txt in {out}/")
    return 0
