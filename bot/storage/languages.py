"""Each person's language, as their latest interaction gave it (for what the bot sends them unasked)."""

from __future__ import annotations

from .clock import now


async def of(q, user_id: int) -> str | None:
    row = await q.fetch_one("SELECT language FROM player_languages WHERE user_id = ?", (user_id,))
    return row["language"] if row else None


async def remember(db, user_id: int, language: str) -> None:
    async def body(tx) -> None:
        await tx.execute(
            "INSERT INTO player_languages (user_id, language, seen_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET language = excluded.language, seen_at = excluded.seen_at",
            (user_id, language, now()))

    await db.run(body)
