"""The one error handler: every failure becomes a short private reply; bugs are logged, not shown."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import discord
import pytest
from discord import app_commands

from bot.core.errors import UserError
from bot.discord.tree import CanastaTree, user_message
from engine import IllegalAction
from tests.discord_fake import FakeDiscord
from tests.discord_fake.in_process import connected_client


@pytest.fixture
async def fake():
    async with FakeDiscord() as fake:
        yield fake


@pytest.fixture
async def client(fake):
    async with connected_client(fake, tree_cls=CanastaTree) as client:
        @client.tree.command(name="boom", description="Fails with a bug")
        async def boom(interaction: discord.Interaction) -> None:
            raise RuntimeError("internal detail")

        @client.tree.command(name="late", description="Defers, then refuses")
        async def late(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            raise UserError("It is not your turn.")

        @client.tree.command(name="move", description="Refused by the rules")
        async def move(interaction: discord.Interaction) -> None:
            raise IllegalAction("draw first")

        @client.tree.command(name="pick", description="Takes a choice and a bounded number")
        @app_commands.choices(colour=[app_commands.Choice(name="Red", value="red")])
        async def pick(interaction: discord.Interaction, colour: str,
                       count: app_commands.Range[int, 1, 10] = 1,
                       word: app_commands.Range[str, 2, 5] | None = None) -> None:
            await interaction.response.send_message(f"{colour} {count} {word}")

        @client.tree.command(name="find", description="Offers choices as one types")
        async def find(interaction: discord.Interaction, what: str) -> None:
            await interaction.response.send_message(what)

        @find.autocomplete("what")
        async def what_choices(interaction: discord.Interaction, current: str):
            return [app_commands.Choice(name="apple", value="apple")]

        await client.tree.sync()
        yield client


async def test_a_bug_gets_an_apology_with_a_reference_and_the_traceback_is_logged(fake, client, caplog):
    alice = fake.add_user("alice")
    with caplog.at_level(logging.ERROR, logger="canasta.errors"):
        reply = await fake.reply(await fake.slash(alice, "boom"))
    [record] = [r for r in caplog.records if r.msg == "command_error"]
    assert reply.ephemeral and reply.visible_to is alice
    ref = record.fields["ref"]
    assert reply.content == (f"Something went wrong on my side. It has been logged (ref `{ref}`); "
                             "please try again.")
    assert "internal detail" not in reply.content
    assert record.exc_info[1].args == ("internal detail",) and record.fields["command"] == "boom"


async def test_a_refusal_after_a_defer_fills_the_thinking_message(fake, client):
    alice = fake.add_user("alice")
    interaction = await fake.slash(alice, "late")
    reply = await fake.reply(interaction)
    assert interaction.callback_type == 5 and reply is interaction.original
    assert reply.content == "It is not your turn." and reply.ephemeral


async def test_an_illegal_move_is_explained_in_the_rules_own_words_as_a_sentence(fake, client):
    reply = await fake.reply(await fake.slash(fake.add_user("bob"), "move"))
    assert reply.content == "Draw first." and reply.ephemeral


def test_every_refusal_reads_as_a_sentence():
    assert user_message(UserError("there is no table #7")) == "There is no table #7."
    assert user_message(UserError("It is not your turn.")) == "It is not your turn."
    assert user_message(IllegalAction("'meld' needs cards")) == "'meld' needs cards."
    assert user_message(UserError("which league? Name it with `league`")) == (
        "Which league? Name it with `league`.")


def test_permission_and_cooldown_failures_have_plain_messages():
    cooldown = app_commands.CommandOnCooldown(app_commands.Cooldown(1, 10), 4.2)
    assert user_message(cooldown) == "Slow down: try again in 4 s."
    missing = app_commands.BotMissingPermissions(["attach_files", "embed_links"])
    assert user_message(missing) == "I need these permissions here: Attach Files, Embed Links."
    forbidden = discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),
                                  {"code": 50013, "message": "Missing Permissions"})
    assert user_message(forbidden).startswith("I lack a permission in this channel.")
    assert user_message(RuntimeError("bug")) is None


@pytest.mark.parametrize("options, refusal", [
    ({"colour": "green"}, "Choose `colour` from its list."),
    ({"colour": "red", "count": 2**64}, "`count` is a number from 1 to 10."),
    ({"colour": "red", "count": -1}, "`count` is a number from 1 to 10."),
    ({"colour": "red", "word": "x" * 6000}, "`word` takes 2 to 5 characters."),
])
async def test_a_forged_option_outside_its_choices_or_bounds_is_refused_before_the_command_runs(
        fake, client, options, refusal):
    reply = await fake.reply(await fake.forge_command(fake.add_user("mallory"), "pick", options=options))
    assert reply.content == refusal and reply.ephemeral
    fair = await fake.reply(await fake.slash(fake.add_user("ann"), "pick",
                                             options={"colour": "red", "count": 3}))
    assert fair.content == "red 3 None"


async def test_an_autocomplete_too_late_to_answer_is_one_debug_line_without_a_traceback(fake, client, caplog):
    alice = fake.add_user("alice")
    with caplog.at_level(logging.DEBUG):
        late = await fake.forge_command(alice, "find", options={"what": "ap"}, focused="what", expired=True)
        assert late.choices is None
        await fake.wait_for(lambda: any(r.msg == "autocomplete_expired" for r in caplog.records))
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    [record] = [r for r in caplog.records if r.msg == "autocomplete_expired"]
    assert record.levelno == logging.DEBUG and record.exc_info is None
    assert await fake.autocomplete(alice, "find", focused="what", options={"what": "ap"}) == [
        {"name": "apple", "value": "apple"}]
