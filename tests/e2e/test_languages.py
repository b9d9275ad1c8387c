"""Each person is answered in the language of their Discord client: Spanish, Brazilian Portuguese,
Italian, or else English; at the same moment, each their own."""

from __future__ import annotations

import asyncio

import pytest

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


async def test_refusals_come_in_each_persons_own_language_even_at_the_same_moment(fake, bot):
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
