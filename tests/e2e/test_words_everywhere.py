"""A whole deal in each language, end to end: every message and every picture's words (the description a
screen reader reads) of a player at a table with a computer, in the table's and the player's language,
hold no English word but card names, moves as typed and people's own names; so do the help, the rules'
summaries, refusals, a league's messages and standings, /stats, /history and the welcome to a new
server, in a server of each language."""

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
LEAGUES = {"en": "Tuesday Club", "es": "Liga del Martes", "pt_BR": "Liga da Terça", "it": "Lega del Martedì"}


@pytest.fixture(scope="module")
def servers(fake):
    """A server in each language but English (the fake's own), there before the bot starts."""
    return [fake.add_text_channel(fake.add_guild(f"club-{language}", locale=LOCALES[language]), "cards")
            for language in LANGUAGES if language != "en"]


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


def modal_parts(modal: dict) -> list[dict]:
    """A modal's components, rows and labels with what they hold (a text input) alike."""
    parts, stack = [], list(modal["components"])
    while stack:
        component = stack.pop()
        parts.append(component)
        stack += [*component.get("components", []), *filter(None, [component.get("component")])]
    return parts


def modal_texts(modal: dict) -> list[str]:
    """What a reader meets in a modal: its title, each input's label and placeholder."""
    texts = [modal["title"]] + [part.get(key) or "" for part in modal_parts(modal)
                                for key in ("label", "placeholder", "description")]
    return [text for text in texts if text]


class Deal:
    """One player's deal against a computer, played from the hand panel in their DMs; on their first turn
    they open the "Type a move" box and type a move the rules refuse (a discard before drawing)."""

    def __init__(self, fake: FakeDiscord, user: User, table_id: int, language: str) -> None:
        self.fake, self.user, self.table_id, self.language = fake, user, table_id, language
        self.title = said(language, "Your hand · {deal}", deal="")
        self.modal: list[str] = []  # the box's words and /play's suggestions, asked on the first turn

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
            if not self.modal and "type" in turn_controls(panel) and "draw" in turn_controls(panel):
                await self.type_a_refused_move(panel)
            used = panel.snapshot()
            assert await take_turn_step(self.fake, self.user, panel)
            await self.fake.wait_for(lambda panel=panel, used=used: self.scored(thread)
                                     or self.panel() is not panel or panel.snapshot() != used, 15)
        raise AssertionError("the deal did not end")

    async def type_a_refused_move(self, panel: Message) -> None:
        opened = await self.fake.click(self.user, panel, turn_controls(panel)["type"]["custom_id"])
        assert opened.modal is not None
        self.modal = modal_texts(opened.modal)
        suggested = await self.fake.autocomplete(self.user, "play", focused="move", options={"move": ""})
        self.modal += [choice["name"] for choice in suggested]  # "draw — Robar del mazo"
        move = next(part["custom_id"] for part in modal_parts(opened.modal) if part.get("type") == 4)  # input
        await self.fake.submit(self.user, opened, {move: "discard 9"})
        refusal = translate("draw first: 'draw' from the stock or 'take' the discard pile", self.language)
        await self.fake.wait_for(lambda: any(refusal[1:] in text for m in self.fake.dms_of(self.user)
                                             for text in texts_of(m)), 10)


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
    # The table posted again (/canasta table), its game record, a hint and the deal's review, asked in the
    # thread; then the player resigns.
    old = await fake.wait_for(lambda: table_card(fake, thread, table_id), 5)
    await fake.reply(await fake.slash(user, "canasta", "table", channel=thread))
    await fake.wait_for(lambda: table_card(fake, thread, table_id) not in (None, old), 10)
    picture = table_card(fake, thread, table_id)
    await fake.reply(await fake.click(user, picture, f"canasta:t{table_id}:record"))
    await fake.reply(await fake.slash(user, "canasta", "hint", channel=thread), timeout=15)
    review = await fake.reply(await fake.slash(user, "canasta", "review", channel=thread), timeout=60)
    assert review.visible_to is user
    # The player resigns: the confirmation, the match's end in the thread and the card's last state.
    confirm = (await fake.slash(user, "canasta", "resign", channel=thread)).original
    await fake.click(user, confirm, f"canasta:t{table_id}:resign")
    over = said(language, "🏆 Match over at table #{table}: {result}", table=table_id, result="")
    await fake.wait_for(lambda: any(m.content.startswith(over) for m in fake.messages_in(thread)), 10)

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

    assert deal.modal[0] == said(language, "Your move at table #{table}", table=table_id)

    if language == "en":
        return
    dms = fake.dms[user.id]  # (every message of the thread and the DMs, those since deleted included)
    messages = [card, *(m for m in fake.messages.values() if m.channel in (thread, dms)
                        and m.visible_to in (None, user))]
    walked = 0
    for message in messages:
        for text in texts_of(message):
            assert english_in(text, language, [user.name]) == set(), text
            walked += 1
    for text in deal.modal:
        assert english_in(text, language) == set(), text
    for file in files:
        assert english_in(file.description, language, [user.name]) == set(), file.description
    assert walked > 20


@pytest.mark.parametrize("language", LANGUAGES)
async def test_help_rules_refusals_and_a_league_speak_the_servers_and_the_askers_language(fake, servers, bot,
                                                                                         language):
    channel = fake.channel if language == "en" else servers[LANGUAGES.index(language) - 1]
    guild = fake.find_guild(channel.guild_id)
    user = fake.add_user(f"{PEOPLE[language]}-2", locale=LOCALES[language], guild=guild)
    asked = [await fake.slash(user, "canasta", "help", channel=channel),
             await fake.slash(user, "canasta", "rules", channel=channel)]
    asked += [await fake.slash(user, "canasta", "rules", channel=channel, options={"variant": variant})
              for variant in ("classic", "british", "americana", "canastone-6p")]
    # Refusals: no table to play at, no table to show, a league that does not exist.
    asked += [await fake.slash(user, "play", channel=channel, options={"move": "discard 9"}),
              await fake.slash(user, "canasta", "hand", channel=channel),
              await fake.slash(user, "league", "standings", channel=channel, options={"league": "Nowhere"})]
    # A league: opened by the server's owner (whose Discord speaks English), joined and its settings asked
    # for by the player; its standings, asked for by the owner, and its next season are posted for the
    # whole server, in the server's language.
    league = LEAGUES[language]
    owner_asked = [await fake.slash(fake.owner, "league", "create", channel=channel,
                                    options={"name": league, "variant": "classic", "target": 1000})]
    asked += [await fake.slash(user, "league", "join", channel=channel),
              await fake.slash(user, "league", "settings", channel=channel),
              await fake.slash(user, "stats", channel=channel),
              await fake.slash(user, "history", channel=channel)]
    standings = await fake.slash(fake.owner, "league", "standings", channel=channel, timeout=10)
    owner_asked.append(await fake.slash(fake.owner, "league", "season", "new", channel=channel))
    replies = [await fake.reply(interaction, timeout=10) for interaction in [*asked, standings, *owner_asked]]
    for reply in replies:
        assert reply.visible_to in (None, user, fake.owner), reply
        assert reply.author is fake.bot and reply.text(), reply

    [picture] = replies[len(asked)].attachments
    assert picture.description.startswith(f"{league}, ") and len(picture.description) <= LIMIT
    subtitle = translate("Season {season} · {variant} · to {target} · {count} rated matches", language)
    season = subtitle.split("{variant}")[0].format(season=1)  # the season's words, in the server's language
    assert season in replies[len(asked)].content and season in picture.description
    assert replies[0].content.startswith(said(language, "**Canasta here: how to play**"))
    # The bot joins a new server of this language: its welcome.
    await bot.wait_event("ready", timeout=30)  # servers it is in at start are not new to it
    joined = fake.add_guild(f"new-{language}", locale=LOCALES[language])
    lounge = fake.add_text_channel(joined, "lounge")
    await fake.bot_joins(joined)
    [welcome] = await fake.wait_for(lambda: fake.messages_in(lounge), 10)
    if language == "en":
        return
    checked = 0
    for reply in [*replies, *fake.messages_in(channel, visible_to=user), welcome]:
        for text in texts_of(reply):
            assert english_in(text, language, [user.name, league, "Nowhere"]) == set(), text
            checked += 1
    assert english_in(picture.description, language, [league]) == set(), picture.description
    assert checked >= len(replies)
