"""The game record of a table: the scores of every deal, then the latest moves of the current deal, as
one message."""

from __future__ import annotations

from bot.service import TableInfo
from i18n import _, signed

from .words import deal_title, names, points, scores_line, shown, team_names

MAX_MESSAGE = 2000
RECORD_MOVES = 30


async def record_text(service, info: TableInfo) -> str:
    """The game record: scores of every deal, then the latest moves of the current deal."""
    seat_names = [shown(name) for name in names(info)]
    teams = team_names(info)
    head = [_("**{deal}: game record**", deal=deal_title(info)),
            _("{scores} · target {target}", scores=scores_line(info), target=points(info.target))]
    if info.seed is not None:  # told once the match is over, never before
        # Translators: in a finished match's game record; `canasta play` is the offline game (as written).
        head.append(_("Dealt from the seed {seed}: `canasta play --seed` with it deals the same cards again.",
                      seed=shown(info.seed)))
    for score in await service.scores(info.id):
        gains = " · ".join(f"{team} {signed(gain)}"
                           for team, gain in zip(teams, score.team_points, strict=True))
        head.append(_("Deal {number}: {gains}", number=score.number + 1, gains=gains))
    actions = await service.action_log(info.id)
    if not actions:
        return "\n".join(head + [_("No moves yet.")])
    deal = actions[-1].deal_number
    moves = [a for a in actions if a.deal_number == deal][-RECORD_MOVES:]
    lines = []
    for action in moves:
        who = seat_names[action.seat]
        if action.actor_id is None and info.seats[action.seat].user_id is not None:
            who = _("{name} (computer stand-in)", name=who)
        lines.append(f"`{action.seq:>3}` {who}: `{action.action}`")  # the move as typed, in every language
    while lines:
        moves_head = _("**Deal {number}, last move:**", number=deal + 1) if len(lines) == 1 else \
            _("**Deal {number}, last {count} moves:**", number=deal + 1, count=len(lines))
        text = "\n".join(head + [moves_head] + lines)
        if len(text) <= MAX_MESSAGE:
            return text
        lines.pop(0)
    return "\n".join(head)[:MAX_MESSAGE]
