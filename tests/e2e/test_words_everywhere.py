"""A whole deal in each language, end to end: every message and every picture's words (the description a
screen reader reads) of a player at a table with a computer, in the table's and the player's language,
hold no English word but card names, moves as typed and people's own names."""

from __future__ import annotations

import re

import pytest

from i18n import LANGUAGES, translate
from render.described import LIMIT
from tests.discord_fake import FakeDiscord, Message, User
from tests.discord_fake.model import Attachment
from tests.e2e.tables import open_table, seats_text, table_card, take_turn_step, turn_controls
from tests.i18n.english import english_in

pytestmark = pytest.mark.asyncio(loop_scope="module")

LOCALES = {"en": "en-US", "es": "es-ES", "pt_BR": "pt-BR", "it": "it"}
PEOPLE = {"en": "ann", "es": "eva", "pt_BR": "ana", "it": "ida"}


def said(language: str, message: str, **fields) -> str:
    return translate(message, language).format(**fields)


def texts_of(message: Message) -> list[str]:
    """What a reader meets in every state of a message: its texts and its select options' descriptions."""
    states = [*message.versions, message.snapshot()]
    texts = []
    for state in states:
        shown = Message(0, message.channel, message.author, state["content"], state["embeds"],
                        state["components"])
        texts.append(shown.text())
        stack = list(state["components"])
        while stack:
            component = stack.pop()
            texts += [option.get("description") or "" for option in component.get("options", [])]
            stack.extend(component.get("components", []))
    return texts


class Deal:
    """One player's deal against a computer, played from the hand panel in their DMs."""

    def __init__(self, fake: FakeDiscord, user: User, table_id: int, language: str) -> None:
        self.fake, self.user, self.table_id, self.language = fake, user, table_id, language
        self.title = said(language, "Your hand · {deal}", deal="")

    def panel(self) -> Message | None:
        panels = [m for m in self.fake.dms_of(self.user) if m.embeds
                  and m.embeds[0].get("title", "").startswith(self.title)]
        return panels[-1] if panels else None

    def scored(self, thread) -> Message | None:
        over = said(self.language, "**Deal {number} is over**: {how}.", number=1, how="")[:-1]
        return next((m for m in self.fake.messages_in(thread) if m.content.startswith(over)), None)

    async def play(self, thread) -> Message:
        for _ in range(600):
            await self.fake.wait_for(lambda: self.scored(thread) or turn_controls(self.panel()), 15)
            if self.scored(thread):
                return self.scored(thread)
            panel = self.panel()
            used = panel.snapshot()
            assert await take_turn_step(self.fake, self.user, panel)
            await self.fake.wait_for(lambda panel=panel, used=used: self.scored(thread)
                                     or self.panel() is not panel or panel.snapshot() != used, 15)
        raise AssertionError("the deal did not end")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_deal_speaks_the_players_language_in_every_message_and_picture(fake, bot, language):
    user = fake.add_user(PEOPLE[language], locale=LOCALES[language])
    files_before = len(fake.files)
    table_id, card, thread = await open_table(fake, user, variant="classic-2p", timer=86400,
                                              seed=f"words-{language}", language=language)
    computer = said(language, "Computer {number} (easy)", number=2)
    await fake.select(user, card, f"canasta:t{table_id}:lobby:add", ["easy"])
    await fake.wait_for(lambda: computer in seats_text(card))
    await fake.click(user, card, f"canasta:t{table_id}:lobby:start")
    deal = Deal(fake, user, table_id, language)
    scored = await deal.play(thread)
    await fake.wait_for(lambda: any(a.filename.startswith("scores-") for a in scored.attachments))
    # The table posted again (/canasta table), its game record and a hint, asked in the thread.
    old = await fake.wait_for(lambda: table_card(fake, thread, table_id), 5)
    await fake.reply(await fake.slash(user, "canasta", "table", channel=thread))
    await fake.wait_for(lambda: table_card(fake, thread, table_id) not in (None, old), 10)
    picture = table_card(fake, thread, table_id)
    await fake.reply(await fake.click(user, picture, f"canasta:t{table_id}:record"))
    await fake.reply(await fake.slash(user, "canasta", "hint", channel=thread), timeout=15)

    # Every picture sent came with its words, in the reader's language, naming what it shows.
    files: list[Attachment] = [f for f in fake.files[files_before:]
                               if re.match(rf"(table|hand|scores)-{table_id}[.-]", f.filename)]
    kinds = {f.filename.split("-")[0] for f in files}
    assert kinds == {"table", "hand", "scores"}
    for file in files:
        assert file.description and len(file.description) <= LIMIT, file.filename
    stock = said(language, "Stock: {cards}.", cards="")[:-1]
    tables = [f.description for f in files if f.filename.startswith("table-")]
    assert all(stock in words and computer in words for words in tables), tables
    hands = [f.description for f in files if f.filename.startswith("hand-")]
    assert all(words.startswith(said(language, "Your hand, {count}: {cards}.", count="", cards="")[:-4])
               for words in hands)
    [sheet] = [f.description for f in files if f.filename.startswith("scores-")]
    assert sheet.startswith(said(language, "Deal {number}: scores. {how}.", number=1, how="")[:-2])

    # The last-move line names the computer as the thread's language does (in a picture message since
    # replaced by a newer one, perhaps).
    last_move = said(language, "**{name}** played `{move}`", name=computer, move="")[:-1]
    sent = [m for m in fake.messages.values() if m.channel is thread]
    assert any(last_move in text for m in sent for text in texts_of(m))

    if language == "en":
        return
    messages = [card, *fake.messages_in(thread, visible_to=user), *fake.dms_of(user)]
    walked = 0
    for message in messages:
        for text in texts_of(message):
            assert english_in(text, language, [user.name]) == set(), text
            walked += 1
    for file in files:
        assert english_in(file.description, language, [user.name]) == set(), file.description
    assert walked > 20
