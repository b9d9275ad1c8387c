"""Each person's language is kept from their interactions, so what the bot sends them unasked (their hand
in DMs) is in it, after a restart too."""

from __future__ import annotations

from bot.i18n.people import PeoplesLanguages
from bot.storage import open_database


async def test_a_persons_language_is_stored_once_and_outlives_a_restart(db_location):
    db = await open_database(db_location)
    try:
        people = PeoplesLanguages(db)
        assert await people.of(7) == "en"  # not heard from yet
        people.heard(7, "pt_BR")
        people.heard(7, "pt_BR")  # the same again: nothing more to store
        people.heard(8, "it")
        await people.close()
        assert await PeoplesLanguages(db).of(7) == "pt_BR"
        people.heard(7, "es")  # they switched their Discord to Spanish
        await people.close()
        again = PeoplesLanguages(db)
        assert (await again.of(7), await again.of(8), await again.of(9)) == ("es", "it", "en")
        rows = await db.fetch_all("SELECT user_id FROM player_languages ORDER BY user_id")
        assert [row["user_id"] for row in rows] == [7, 8]
    finally:
        await db.close()
