"""The fake's interaction flow with a real discord.py client: slash command, button update,
defer plus followup with a file, select to modal to submit, and what users cannot do."""

from __future__ import annotations

import io

import discord
import pytest
from discord import app_commands
from PIL import Image

from tests.discord_fake import ImpossibleAction
from tests.discord_fake.model import EPHEMERAL


class Note(discord.ui.Modal, title="Leave a note"):
    text = discord.ui.TextInput(label="Text", custom_id="probe:note", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"noted: {self.text.value}", ephemeral=True)


class Probe(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Touch", custom_id="probe:touch")
    async def touch(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.edit_message(content=f"touched by {interaction.user.name}")

    @discord.ui.button(label="Picture", custom_id="probe:picture")
    async def picture(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        image = io.BytesIO()
        Image.new("RGB", (4, 4), "red").save(image, format="PNG")
        image.seek(0)
        await interaction.followup.send("your picture", file=discord.File(image, "hand.png"), ephemeral=True)

    @discord.ui.button(label="Hand", custom_id="probe:hand")
    async def hand(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        card_file = discord.File(io.BytesIO(b"cards"), "hand.txt")
        await interaction.response.send_message("your hand", file=card_file, ephemeral=True)

    @discord.ui.button(label="Later", custom_id="probe:later")
    async def later(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="updated later", view=None)

    @discord.ui.button(label="Off", custom_id="probe:off", disabled=True)
    async def off(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        raise AssertionError("a disabled button cannot be clicked")

    @discord.ui.select(custom_id="probe:pick", options=[discord.SelectOption(label="One", value="1"),
                                                        discord.SelectOption(label="Two", value="2")])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_modal(Note())


@pytest.fixture
async def probe(fake, client):
    """The client gets a /probe command answering with a Probe view; commands synced to the fake."""

    @client.tree.command(name="probe", description="Answer with buttons")
    async def probe_command(interaction: discord.Interaction,
                            times: app_commands.Range[int, 1, 3] = 1) -> None:
        await interaction.response.send_message("probe " * times, view=Probe())

    client.add_view(Probe())
    await client.tree.sync()
    return client


async def test_a_slash_command_reply_carries_the_view(fake, probe):
    alice = fake.add_user("alice")
    interaction = await fake.slash(alice, "probe", options={"times": 2})
    message = interaction.original
    assert message.content == "probe probe " and not message.ephemeral
    assert sorted(message.components_by_id()) == ["probe:hand", "probe:later", "probe:off", "probe:pick",
                                                     "probe:picture", "probe:touch"]
    assert fake.public_messages() == [message]
    assert message.text().split("\n") == ["probe probe ", "Touch", "Picture", "Hand", "Later", "Off",
                                               "One", "Two"]


async def test_a_button_updates_its_message_in_place(fake, probe):
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    message = (await fake.slash(alice, "probe")).original
    click = await fake.click(bob, message, "probe:touch")
    assert click.callback_type == 7 and click.original is message
    assert message.content == "touched by bob" and message.versions[0]["content"] == "probe "


async def test_a_reply_with_a_file_is_sent_as_multipart_and_stays_private(fake, probe):
    alice = fake.add_user("alice")
    message = (await fake.slash(alice, "probe")).original
    click = await fake.click(alice, message, "probe:hand")
    assert click.callback_type == 4 and click.original.visible_to is alice
    assert [(a.filename, a.data) for a in click.original.attachments] == [("hand.txt", b"cards")]
    callback = fake.requests_to("POST", "/interactions/{interaction_id}/{token}/callback")[-1]
    assert callback.files == ["hand.txt"]


async def test_a_deferred_update_then_edits_the_clicked_message(fake, probe):
    alice = fake.add_user("alice")
    message = (await fake.slash(alice, "probe")).original
    click = await fake.click(alice, message, "probe:later")
    await fake.wait_for(lambda: message.content == "updated later")
    assert click.callback_type == 6 and message.components == []


async def test_a_deferred_answer_is_filled_by_the_followup_with_its_file(fake, probe):
    alice = fake.add_user("alice")
    message = (await fake.slash(alice, "probe")).original
    click = await fake.click(alice, message, "probe:picture")
    reply = await fake.reply(click)
    assert click.callback_type == 5 and reply is click.original  # the "thinking" message, filled in
    assert reply.flags & EPHEMERAL and reply.visible_to is alice and reply.content == "your picture"
    assert Image.open(io.BytesIO(reply.attachments[0].data)).size == (4, 4)


async def test_a_select_opens_a_modal_whose_submission_is_answered(fake, probe):
    alice = fake.add_user("alice")
    message = (await fake.slash(alice, "probe")).original
    chosen = await fake.select(alice, message, "probe:pick", ["2"])
    assert chosen.callback_type == 9 and chosen.modal["title"] == "Leave a note"
    submitted = await fake.submit(alice, chosen, {"probe:note": "hello"})
    assert submitted.original.content == "noted: hello" and submitted.original.visible_to is alice


async def test_users_cannot_do_what_the_discord_client_would_not_allow(fake, probe):
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    message = (await fake.slash(alice, "probe")).original
    with pytest.raises(ImpossibleAction, match="disabled"):
        await fake.click(alice, message, "probe:off")
    with pytest.raises(ImpossibleAction, match="no component"):
        await fake.click(alice, message, "probe:missing")
    with pytest.raises(ImpossibleAction, match="not all among the options"):
        await fake.select(alice, message, "probe:pick", ["3"])
    with pytest.raises(ImpossibleAction, match="within its bounds"):
        await fake.slash(alice, "probe", options={"times": 4})
    with pytest.raises(ImpossibleAction, match="not registered"):
        await fake.slash(alice, "poker")
    picture = await fake.reply(await fake.click(alice, message, "probe:picture"))
    with pytest.raises(ImpossibleAction, match="cannot see"):
        await fake.click(bob, picture, "probe:touch")


async def test_answering_twice_and_answering_late_are_refused(fake, probe):
    alice = fake.add_user("alice")
    answered = await fake.slash(alice, "probe")
    callback = f"{fake.api_base}/interactions/{answered.id}/{answered.token}/callback"
    session = probe.http._HTTPClient__session
    async with session.post(callback, json={"type": 4, "data": {"content": "again"}}) as twice:
        assert twice.status == 400 and (await twice.json())["code"] == 40060
    fake.expire(answered)
    followup = f"{fake.api_base}/webhooks/{fake.application_id}/{answered.token}"
    async with session.post(followup, json={"content": "late"}) as late:
        assert late.status == 401 and (await late.json())["code"] == 50027
