"""Languages end to end: each person is answered in their Discord's language; a table's thread and
pictures speak the table's language (chosen, or the server's); each player's hand in DMs their own."""

from __future__ import annotations

import asyncio

import pytest

from bot.discord.tree import sentence
from i18n import translate
from tests.e2e.tables import open_table, seats_text

pytestmark = pytest.mark.asyncio(loop_scope="module")

NOT_AT_A_TABLE = {
    "pt-BR": "Você não está em nenhuma mesa aqui. Abra uma com `/canastra nova`, ou entre em uma pelo "
             "cartão de espera.",
    "es-ES": "No estás en ninguna mesa aquí. Abre una con `/canasta nueva`, o únete a una desde su tarjeta "
             "de sala.",
    "es-419": "No estás en ninguna mesa aquí. Abre una con `/canasta nueva`, o únete a una desde su tarjeta "
              "de sala.",
    "it": "Non sei a nessun tavolo qui. Aprine uno con `/canasta nuovo`, o unisciti a uno dalla sua scheda "
          "d'attesa.",
    "en-GB": "You are not at a table here. Open one with `/canasta new`, or join one from its lobby card.",
    "fr": "You are not at a table here. Open one with `/canasta new`, or join one from its lobby card.",
}


@pytest.fixture(scope="module")
def servers(fake):
    """A Brazilian server, there before the bot starts."""
    club = fake.add_guild("Clube da Canastra", locale="pt-BR")
    return [fake.add_text_channel(club, "geral")]


def said(language: str, message: str, **fields) -> str:
    return translate(message, language).format(**fields)


def words_before(language: str, message: str, **fields) -> str:
    """The translation's words before its one field not given."""
    marker = "\x00"
    field = next(name for name in ("number", "count") if f"{{{name}}}" in message and name not in fields)
    return said(language, message, **fields, **{field: marker}).split(marker)[0]


def hand_title(fake, user, language: str) -> str | None:
    prefix = said(language, "Your hand · {deal}", deal="")
    titles = [m.embeds[0]["title"] for m in fake.dms_of(user) if m.embeds]
    return next((title for title in reversed(titles) if title.startswith(prefix)), None)


async def test_refusals_come_in_each_persons_own_language_even_at_the_same_moment(fake, servers, bot):
    people = {locale: fake.add_user(f"player-{locale}", locale=locale) for locale in NOT_AT_A_TABLE}
    asked = await asyncio.gather(*(fake.slash(user, "canasta", "hand", wait=False)
                                   for user in people.values()))
    for (locale, user), interaction in zip(people.items(), asked, strict=True):
        reply = await fake.reply(interaction)
        assert reply.visible_to is user and reply.content == NOT_AT_A_TABLE[locale], locale


async def test_a_table_number_is_filled_into_the_translation(fake, bot):
    ana = fake.add_user("ana", locale="pt-BR")
    reply = await fake.reply(await fake.slash(ana, "canasta", "hand", options={"table": 987654}))
    assert reply.content == "Não existe a mesa #987654."


async def test_an_italian_table_with_a_brazilian_and_a_spaniard(fake, bot):
    ana, eva = fake.add_user("ana", locale="pt-BR"), fake.add_user("eva", locale="es-ES")
    table_id, card, thread = await open_table(fake, ana, variant="classic-2p", timer=0, seed="lingue",
                                              language="it")
    assert card.embeds[0]["title"] == said("it", "{variant} · table #{table}", variant="Canasta a due",
                                           table=table_id)
    await fake.click(eva, card, f"canasta:t{table_id}:lobby:join")
    await fake.wait_for(lambda: "eva" in seats_text(card))
    await fake.click(ana, card, f"canasta:t{table_id}:lobby:start")
    playing = said("it", "**Playing**: follow the game in <#{thread}>.", thread=thread.id)
    await fake.wait_for(lambda: card.embeds[0]["description"].startswith(playing))

    # Each hand goes to its player's DMs in the player's own language.
    await fake.wait_for(lambda: hand_title(fake, ana, "pt_BR") and hand_title(fake, eva, "es"), 10)
    assert "Sua mão" in hand_title(fake, ana, "pt_BR") and "Tu mano" in hand_title(fake, eva, "es")

    # The thread speaks Italian: the turn is announced in it, and the picture's text says so.
    mover = await fake.wait_for(lambda: next((m for m in fake.messages_in(thread) if m.content
                                              and m.attachments), None), 10)
    assert mover.content in {said("it", "<@{user}>, your turn.", user=user.id) for user in (ana, eva)}
    assert not mover.content.endswith(", your turn.")  # Italian, not English
    # Each picture says itself in words in its reader's language: the table in Italian, a hand in its own.
    [table_picture] = mover.attachments
    assert table_picture.description.startswith(words_before("it", "{variant}, turn {number}.",
                                                             variant="Canasta a due"))
    for user, language in ((ana, "pt_BR"), (eva, "es")):
        hand = next(m for m in fake.dms_of(user) if m.attachments).attachments[0]
        assert hand.description.startswith(words_before(language, "Your hand, {count}: {cards}.", cards=""))

    # A move the rules refuse is explained in the mover's own language, not the table's.
    user = ana if str(ana.id) in mover.content else eva
    language = "pt_BR" if user is ana else "es"
    refused = await fake.reply(await fake.slash(user, "play", options={"move": "discard 9"}))
    english = "draw first: 'draw' from the stock or 'take' the discard pile"
    assert refused.visible_to is user and refused.content == sentence(translate(english, language))
    assert translate(english, language) != english

    # /play's suggestions describe each move in the mover's language; the move itself stays notation.
    choices = await fake.autocomplete(user, "play", focused="move", options={"move": "dr"})
    described = f"draw — {said(language, 'Draw from the stock')}"
    assert (choices[0]["name"], choices[0]["value"]) == (described, "draw")
    assert said(language, "Draw from the stock") != "Draw from the stock"

    # The rules of a variant, asked for privately, come in the asker's language too.
    rules = await fake.reply(await fake.slash(user, "canasta", "rules", options={"variant": "classic-2p"}))
    name = {"pt_BR": "Canastra para dois", "es": "Canasta de dos"}[language]
    assert rules.visible_to is user and rules.content.startswith(f"**{name}** (`classic-2p`)")
    assert "draw 1 card or take the whole discard pile" not in rules.content


async def test_a_table_opened_in_a_brazilian_server_speaks_portuguese(fake, servers, bot):
    (geral,) = servers
    rui = fake.add_user("rui", locale="en-US", guild=fake.find_guild(geral.guild_id))
    table_id, card, _thread = await open_table(fake, rui, geral, variant="classic", timer=0)
    assert card.embeds[0]["title"] == said("pt_BR", "{variant} · table #{table}", variant="Canastra clássica",
                                           table=table_id)
    assert card.embeds[0]["title"].endswith(f"mesa #{table_id}")
    assert said("pt_BR", "Join") in {c["label"] for c in card.components_by_id().values() if "label" in c}
