"""The bot's Discord messages for each table (lobby card, table picture, hands in DMs), by table.

A restarted bot finds its messages here and edits them instead of posting new ones.
``user_id`` is the hand's owner for ``hand`` messages and 0 for the others.
"""

from __future__ import annotations

from dataclasses import dataclass

KINDS = ("lobby", "table", "hand")


@dataclass(frozen=True)
class MessageRef:
    table_id: int
    kind: str
    user_id: int
    channel_id: int
    message_id: int
    deal_number: int | None = None
    ping: str | None = None  # the turn a table message announced (see the presenter)


async def get(q, table_id: int, kind: str, user_id: int = 0) -> MessageRef | None:
    row = await q.fetch_one(
        "SELECT table_id, kind, user_id, channel_id, message_id, deal_number, ping FROM discord_messages "
        "WHERE table_id = ? AND kind = ? AND user_id = ?", (table_id, kind, user_id))
    return MessageRef(**dict(row)) if row else None


async def put(tx, ref: MessageRef) -> None:
    """Remember ``ref`` as the table's message of its kind (replacing the previous one)."""
    if ref.kind not in KINDS:
        raise ValueError(f"unknown message kind '{ref.kind}'")
    await tx.execute(
        "INSERT INTO discord_messages (table_id, kind, user_id, channel_id, message_id, deal_number, ping) "
        "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, kind, user_id) DO UPDATE SET "
        "channel_id = excluded.channel_id, message_id = excluded.message_id, "
        "deal_number = excluded.deal_number, ping = excluded.ping",
        (ref.table_id, ref.kind, ref.user_id, ref.channel_id, ref.message_id, ref.deal_number, ref.ping))

