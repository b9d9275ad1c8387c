"""The table's picture message, which everyone sees: the picture drawn from the public view (never a
hand) and the embed around it (scores, target, the last move, whose move it is)."""

from __future__ import annotations

import asyncio
import io

import discord

from bot.service import TableInfo
from engine import PublicView
from i18n import _
from render import table_png
from render.described import table_words

from .words import deal_title, names, points, scores_line, to_move_line


def table_filename(info: TableInfo) -> str:
    return f"table-{info.id}.png"


async def table_picture(info: TableInfo, view: PublicView, result=None) -> discord.File:
    """The table as a picture; ``result`` (the last deal's score, once the match is over) shows each
    side's gain and final total instead of the score before the deal."""
    png = await asyncio.to_thread(table_png, view, names(info), result)
    return discord.File(io.BytesIO(png), filename=table_filename(info),
                        description=table_words(view, names(info), result))


def table_embed(info: TableInfo, view: PublicView, last_move: str | None = None) -> discord.Embed:
    lines = [_("{scores} · target {target}", scores=scores_line(info), target=points(info.target))]
    if last_move:
        lines.append(_("Last move: {move}", move=last_move))
    lines.append(to_move_line(info, view.phase))
    if info.practice:
        # Translators: under the table of a match opened with /canasta new seed:.
        lines.append(_("Practice deals, from the seed chosen when the table was opened: never rated."))
    embed = discord.Embed(title=deal_title(info), description="\n".join(line for line in lines if line),
                          colour=discord.Colour.dark_green())
    embed.set_image(url=f"attachment://{table_filename(info)}")
    embed.set_footer(text=_("My hand shows your cards to you alone · /play types a move · "
                            "/canasta history lists the moves"))
    return embed

