"""``/canasta review``: after a deal, a player sees privately the decisions that cost most (up to three), as
the hard computer player judges them from what that player could see at the time: the points at stake,
what the move played risked or missed, and the better move."""

from __future__ import annotations

from discord import app_commands

from bot.service import TableInfo
from discord_ui.client import Interaction
from discord_ui.resolve import service_of, table_choices, table_for
from engine.ai.review import MIN_STAKE, Missed
from i18n import _, number, say

RISK_LIMIT = 300  # characters of what each move risked, and of hard's reason for the better move, so that
WHY_LIMIT = 160  # three entries fit in one message in every language


def review_text(info: TableInfo, deal: int | None, missed: list[Missed]) -> str:
    """The private message of a review (``deal`` from 1, or None for the last scored one)."""
    if deal is not None:
        head = _("**Review of deal {deal} at table #{table}**, your decisions as the hard computer player "
                 "sees them", deal=deal, table=info.id)
    else:
        head = _("**Review of the last deal at table #{table}**, your decisions as the hard computer player "
                 "sees them", table=info.id)
    if not missed:
        return _("{head}.\nNothing to show: it would have played as you did, or no other move came out "
                 "clearly better (by {stake} points or more, beyond the guessing's noise).",
                 head=head, stake=format(MIN_STAKE, ".0f"))
    lines = [_("{head} (only what you could see at the time is used), the costliest first:", head=head)]
    for place, entry in enumerate(missed, start=1):
        # Translators: {played} and {better} are moves as typed (`discard 7h`), the same in every language.
        lines.append(_("**{place}. Turn {turn}: `{played}`** cost about **{stake}** points (± {error}) "
                       "against `{better}`.", place=place, turn=entry.turn, played=entry.played,
                       better=entry.better, stake=number(round(entry.stake)),
                       error=number(round(entry.error))))
        lines.append(_shortened(say(entry.risk), RISK_LIMIT))
        lines.append(_("Better, `{better}`: {why}", better=entry.better,
                       why=_shortened(say(entry.why), WHY_LIMIT)))
    return "\n".join(lines)


def _shortened(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


@app_commands.command(name="review", description="After a deal: where a strong computer player would "
                                                 "have played otherwise (only you see it)")
@app_commands.describe(table="The table (default: this channel's, or your only one)",
                       deal="The deal, from 1 (default: the last one scored)")
async def review_command(interaction: Interaction, table: int | None = None,
                         deal: app_commands.Range[int, 1, 500] | None = None) -> None:
    info = await table_for(interaction, table)
    await interaction.response.defer(ephemeral=True, thinking=True)
    missed = await service_of(interaction).review(info.id, interaction.user.id, deal)
    await interaction.followup.send(review_text(info, deal, missed), ephemeral=True)


@review_command.autocomplete("table")
async def table_option(interaction: Interaction, current: str) -> list[app_commands.Choice[int]]:
    return await table_choices(interaction, current)


# Subcommands of /canasta (cogs.canasta).
COMMANDS: tuple[app_commands.Command, ...] = (review_command,)
