"""Players' settings: where their hand and turn controls appear (direct messages, or privately on request)."""

from __future__ import annotations

from .clock import now

HAND_DELIVERY = ("dm", "private")
DEFAULT_HAND_DELIVERY = "dm"


async def hand_delivery(q, user_id: int) -> str:
    row = await q.fetch_one("SELECT hand_delivery FROM player_settings WHERE user_id = ?", (user_id,))
    return row["hand_delivery"] if row else DEFAULT_HAND_DELIVERY


async def set_hand_delivery(tx, user_id: int, delivery: str) -> None:
    if delivery not in HAND_DELIVERY:
        raise ValueError(f"hand delivery is one of {', '.join(HAND_DELIVERY)}, not '{delivery}'")
    await tx.execute(
        "INSERT INTO player_settings (user_id, hand_delivery, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id) DO UPDATE SET hand_delivery = excluded.hand_delivery, "
        "updated_at = excluded.updated_at", (user_id, delivery, now()))
