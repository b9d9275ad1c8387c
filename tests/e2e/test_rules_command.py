"""``/canasta rules`` end to end: the real bot process answers through the fake Discord."""

from __future__ import annotations

import pytest

from engine import variants
from tests.discord_fake.model import EPHEMERAL

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_the_bot_identifies_with_the_guilds_intent_only(fake, bot):
    [session] = [s for s in fake.gateway.sessions.values() if s is fake.gateway.current[0]]
    assert session.intents == 1  # GUILDS: no privileged intent, no message events


async def test_rules_takes_one_optional_variant_with_autocomplete(fake, bot):
    rules = next(option for option in fake.commands[None]["canasta"]["options"] if option["name"] == "rules")
    assert rules["type"] == 1  # a subcommand of /canasta, not a command of its own
    options = [(o["name"], o["type"], o.get("required", False), o["autocomplete"]) for o in rules["options"]]
    assert options == [("variant", 3, False, True)]


async def test_rules_without_a_variant_lists_every_variant_privately(fake, bot):
    ana = fake.add_user("ana")
    reply = (await fake.slash(ana, "canasta", "rules")).original
    assert reply.ephemeral and reply.visible_to is ana
    first, *lines = reply.content.splitlines()
    assert first.startswith("**Variants**")
    assert len(lines) == len(variants.CATALOGUE)
    assert lines[0] == "- Classic Canasta (classic, 4 players)"
    assert lines[-1] == "- Canasta Americana (americana, 4 players)"
    assert not any("coming soon" in line for line in lines)


async def test_rules_answers_only_the_asker_with_the_variants_numbers(fake, bot):
    alice = fake.add_user("alice")
    interaction = await fake.slash(alice, "canasta", "rules", options={"variant": "classic-2p"})
    reply = interaction.original
    rules = variants.get("classic-2p")
    assert interaction.callback_type == 4
    assert reply.flags & EPHEMERAL and reply.visible_to is alice
    assert reply.content.startswith(f"**{rules.name}**")
    for fact in (f"{rules.hand_size} dealt", f"draw {rules.draw_count} cards",
                 f"needs {rules.going_out.canastas} canastas", f"reaches {rules.target:,}",
                 "2, each for themselves"):
        assert fact in reply.content
    assert reply not in fake.public_messages()
    assert fake.messages_in(fake.channel, visible_to=fake.add_user("bob")) == []


async def test_rules_accepts_the_full_name_as_well_as_the_key(fake, bot):
    carol = fake.add_user("carol")
    interaction = await fake.slash(carol, "canasta", "rules", options={"variant": "three-hand canasta"})
    assert interaction.original.content.startswith("**Three-hand Canasta** (`classic-3p`)")
    assert "plays alone against the other two" in interaction.original.content


async def test_americana_the_last_variant_shows_its_rules(fake, bot):
    dave = fake.add_user("dave")
    interaction = await fake.slash(dave, "canasta", "rules", options={"variant": "americana"})
    await fake.wait_for(lambda: interaction.followups)  # its summary outgrows one message: two parts
    parts = interaction.messages()
    assert len(parts) == 2 and all(part.ephemeral and len(part.content) <= 2000 for part in parts)
    assert parts[0].content.startswith("**Canasta Americana** (`americana`)")
    assert "**Turn card:**" in parts[0].content and "**splash**" in parts[0].content
    assert "reaches 8,500" in parts[1].content


async def test_an_unknown_variant_gets_a_short_private_explanation(fake, bot):
    erin = fake.add_user("erin")
    interaction = await fake.slash(erin, "canasta", "rules", options={"variant": "poker"})
    reply = interaction.original
    assert reply.ephemeral and reply.visible_to is erin
    assert reply.content.startswith("There is no variant called 'poker'.")
    assert "classic, classic-2p, classic-3p" in reply.content
    event = await bot.wait_event("command_refused", interaction=interaction.id)
    assert event["reason"] == "UserError" and event["user"] == str(erin.id)


async def test_autocomplete_offers_the_variants_matching_what_is_typed(fake, bot):
    frank = fake.add_user("frank")
    choices = await fake.autocomplete(frank, "canasta", "rules", focused="variant", options={"variant": "CL"})
    assert [choice["value"] for choice in choices] == ["classic", "classic-2p", "classic-3p"]
    everything = await fake.autocomplete(frank, "canasta", "rules", focused="variant",
                                         options={"variant": ""})
    assert [choice["value"] for choice in everything] == [info.key for info in variants.CATALOGUE]
    assert [info.key for info in variants.CATALOGUE] == list(variants.playable())
    assert not any("coming soon" in c["name"] for c in everything)


async def test_rules_work_in_a_direct_message_with_the_bot(fake, bot):
    gina = fake.add_user("gina")
    dm = fake.dm_channel(gina)
    interaction = await fake.slash(gina, "canasta", "rules", options={"variant": "classic"}, channel=dm)
    assert interaction.original.channel is dm
    assert interaction.original.content.startswith("**Classic Canasta**")


async def test_each_command_is_logged_on_one_structured_line(fake, bot):
    hank = fake.add_user("hank")
    interaction = await fake.slash(hank, "canasta", "rules", options={"variant": "classic"})
    event = await bot.wait_event("command", interaction=interaction.id)
    assert event["command"] == "canasta rules"
    assert event["guild"] == str(fake.guild.id) and event["user"] == str(hank.id)


async def test_rules_of_british_canasta_explain_acaba(fake, bot):
    gus = fake.add_user("gus")
    reply = (await fake.slash(gus, "canasta", "rules", options={"variant": "british"})).original
    assert reply.content.startswith("**British Canasta** (`british`)")
    assert "**Acaba:**" in reply.content and "`ask acaba`" in reply.content
