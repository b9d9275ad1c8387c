"""``canasta sync`` and ``canasta bot`` against the fake: where commands go, and refusals at login."""

from __future__ import annotations

import pytest

from bot.i18n.commands import NAME
from i18n import DISCORD_LOCALES, translate
from tests.discord_fake import BotProcess

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_sync_registers_the_canasta_group_globally(fake, bot):
    assert {"canasta", "play"} <= set(fake.commands[None])
    canasta = fake.commands[None]["canasta"]
    assert {"rules", "new", "leave", "table", "watch", "history", "resign", "hand", "hint", "settings"} <= {
        option["name"] for option in canasta["options"]}


async def test_sync_sends_the_commands_in_spanish_portuguese_and_italian(fake, bot):
    canasta = fake.commands[None]["canasta"]
    rules = next(option for option in canasta["options"] if option["name"] == "rules")
    variant = rules["options"][0]
    for locale, language in DISCORD_LOCALES.items():
        assert canasta["description_localizations"][locale] == translate(canasta["description"], language)
        assert rules["name_localizations"][locale] == translate("rules", language, NAME) != "rules"
        assert variant["description_localizations"][locale] == translate(variant["description"], language)
    assert canasta["name_localizations"]["pt-BR"] == "canastra"  # as Brazilians call the game
    assert "en-US" not in canasta["name_localizations"]  # English is the commands' own language


async def test_sync_to_a_server_registers_there_and_the_running_bot_answers_it(fake, bot):
    code, output = await bot.run_command("sync", "--guild", str(fake.guild.id))
    assert code == 0, output
    assert f"Registered 5 commands in server {fake.guild.id}: /canasta, /play, /league, /stats, /history" \
        in output
    alice = fake.add_user("alice")
    interaction = await fake.slash(alice, "canasta", "rules", options={"variant": "classic"})
    assert interaction.data["guild_id"] == str(fake.guild.id)  # Discord sent the server's copy
    assert interaction.original.content.startswith("**Classic Canasta**")


async def test_sync_uses_the_dev_guild_from_the_environment(fake, tmp_path):
    other = fake.add_guild("Dev Server")
    process = BotProcess(fake, tmp_path, env={"CANASTA_DEV_GUILD": str(other.id)})
    code, output = await process.run_command("sync")
    assert code == 0, output
    assert {"canasta", "play"} <= set(fake.commands[other.id])


async def test_sync_to_a_server_the_bot_is_not_in_is_refused_clearly(fake, tmp_path):
    code, output = await BotProcess(fake, tmp_path).run_command("sync", "--guild", "123456789")
    assert code == 1
    assert "is the bot in server 123456789" in output


@pytest.mark.parametrize("command", ["bot", "sync"])
async def test_a_rejected_token_stops_with_a_clear_message_and_exit_code_1(fake, tmp_path, command):
    process = BotProcess(fake, tmp_path, env={"DISCORD_TOKEN": "revoked"})
    code, output = await process.run_command(command)
    assert code == 1
    assert f"canasta {command}: Discord rejected DISCORD_TOKEN" in output
