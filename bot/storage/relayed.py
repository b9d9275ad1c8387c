"""Interactions handed from one bot process to another through the database, and the wake-up that tells
the receiving process to take them (PostgreSQL's NOTIFY, one channel a shard)."""

from __future__ import annotations

import time
from collections.abc import Iterable


def channel(shard: int) -> str:
    """The NOTIFY channel of one shard's process."""
    return f"canasta_relay_{shard}"


async def send(db, shard: int, payload: str) -> int:
    """Hand ``payload`` (an interaction as Discord sent it, JSON) to the process of ``shard``; the
    hand-over's id."""

    async def body(tx) -> int:
        sent = await tx.insert("INSERT INTO relayed_interactions (shard, payload, sent_at) VALUES (?, ?, ?)",
                               (shard, payload, time.time()))
        await tx.execute("SELECT pg_notify(?, '')", (channel(shard),))
        return sent

    return await db.run(body)


async def withdraw(db, sent: int) -> bool:
    """Take back a hand-over nobody has taken; False when its process took it first."""

    async def body(tx) -> bool:
        return await tx.changed("DELETE FROM relayed_interactions WHERE id = ?", (sent,)) == 1

    return await db.run(body)


async def take(db, shards: Iterable[int]) -> list[tuple[str, float]]:
    """Every interaction waiting for ``shards``, removed as it is taken (so only one process takes it),
    with the time it was sent, oldest first."""
    wanted = sorted(shards)
    marks = ", ".join("?" for _ in wanted)

    async def body(tx) -> list[tuple[str, float]]:
        rows = await tx.fetch_all(f"DELETE FROM relayed_interactions WHERE shard IN ({marks}) "
                                  "RETURNING id, payload, sent_at", wanted)
        return [(row["payload"], row["sent_at"]) for row in sorted(rows, key=lambda row: row["id"])]

    return await db.run(body)
