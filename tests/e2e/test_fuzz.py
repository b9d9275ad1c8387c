"""Hostile input at every door the bot opens, end to end: every option of every slash command and its
autocompletes, every control's custom id (the bot's own formats, with tables that exist, do not, or could
not, and ids the bot never made) and the move box, with lone surrogates, control, bidi and zero-width
characters, values outside an option's choices or bounds, numbers past 64 bits and below zero, giant
text. Such requests come from modified clients or edited replays, past Discord's own checks, so they are
forged (``fake.forge_*``). Every one is answered, none with the apology for a bug, and nothing the bot
writes afterwards carries the invisible characters it was sent."""

from __future__ import annotations

import re
import sys

import pytest

from tests.discord_fake import FakeDiscord, Interaction, Message
from tests.e2e.tables import dm_panel, fill_and_start, open_table, turn_controls

pytestmark = pytest.mark.asyncio(loop_scope="module")

SUBCOMMAND, GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, NUMBER = 1, 2, 3, 4, 5, 6, 7, 10

HOSTILE_TEXT = ["ab\ud800cd", "\udfff", "x\x00y\x07\x1b[31mz\r\nw", "\u202eevil\u2066name\u2069",
                "a\u200bb\u200d\ufeffc\u2060", "W" * 6000, "", "   ", "\u202e", "Ünïcödé 名前 🃏"]
HOSTILE_NUMBERS = [2**64, 2**63, 2**63 - 1, 10**30, -1, 0, -(2**63) - 1, 7]
SANE = {"name": "Fuzz Club", "variant": "classic", "move": "draw"}
# What the bot must never write back: lone surrogates, C0 and C1 controls (but tab and line break), bidi
# controls and zero-width characters.
INVISIBLE = re.compile("[\ud800-\udfff\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069"
                       "\ufeff]")
APOLOGY = "Something went wrong"

MALFORMED_IDS = ["", "garbage", "canasta:t", "canasta:t:lobby:join", "canasta:tabc:lobby:join", "canasta:t1",
                 "canasta:t1:", "canasta:t1:lobby:fly", "canasta:t-5:lobby:join", "canasta:t1:k1.2:draw:more",
                 "canasta:t1:kx.y:draw", "x" * 100, "canasta:t\ud800:hand", "canasta:t1:k1.1:pick:steal"]
TABLE_BUTTONS = ("hand", "record", "watch", "back", "resume", "resign", "keep")
LOBBY_BUTTONS = ("join", "leave", "side", "start", "close")
TURN_BUTTONS = ("draw", "take", "pass", "ask", "yes", "no", "type", "back", "acaba", "acaba-sure",
                "acaba-cancel", "ask-acaba", "bonus", "call-nothing")
SELECT_VALUES = [["rank:Z"], ["rank:"], ["all"], ["type"], ["meld \ud800 Q Q"], ["discard " + "9" * 90], [],
                 ["a\u202eb"], ["add 2 to K#99999999999999999999"]]
LOBBY_VALUES = {"add": [["godlike"], ["\ud800"], [], ["hard", "easy"]],
                "remove": [["x"], ["99999999999999999999"], ["-1"], ["7"], []]}
MOVES = ["meld \ud800", "x\x00", "\u202ediscard 9", "draw" + "\u200b", "Z" * 200, "take " + "K " * 99, "   "]


class Tally:
    """Every forged interaction sent, and what went wrong with each."""

    def __init__(self, fake: FakeDiscord, bot) -> None:
        self.fake, self.bot = fake, bot
        self.sent: list[tuple[str, Interaction]] = []
        self.problems: list[str] = []

    async def send(self, what: str, forging) -> Interaction | None:
        try:
            interaction = await forging
        except TimeoutError:
            self.problems.append(f"unanswered: {what}")
            return None
        self.sent.append((what, interaction))
        return interaction

    def settled(self, interaction: Interaction) -> bool:
        """Whether the bot has finished answering: a final message, a logged refusal or failure, a late
        edit or followup, or nothing more to come (an autocomplete, a modal, an expired token)."""
        if interaction.callback_attempts == 0:
            return False
        if interaction.expired or interaction.callback_type in (4, 7, 8, 9):
            return True
        if any(event.get("interaction") == str(interaction.id) for event in self.bot.events()):
            return True
        if interaction.callback_type == 5:
            return any(not message.loading for message in interaction.messages())
        return bool(interaction.followups) or any(interaction.token in request.path
                                                  for request in self.fake.requests)

    async def finish(self) -> None:
        for what, interaction in self.sent:
            try:
                await self.fake.wait_for(lambda interaction=interaction: self.settled(interaction), 10)
            except TimeoutError:
                self.problems.append(f"never finished: {what}")
            for message in interaction.messages():
                if APOLOGY in message.text():
                    self.problems.append(f"apology: {what}: {message.content[:120]!r}")


def leaf_commands(fake: FakeDiscord):
    """(command, path, options) of every registered slash command and subcommand."""
    for scope in fake.commands.values():
        for command in scope.values():
            yield from _leaves(command["name"], (), command.get("options") or [])


def _leaves(name: str, path: tuple[str, ...], options: list[dict]):
    nested = [o for o in options if o["type"] in (SUBCOMMAND, GROUP)]
    if not nested:
        yield name, path, options
    for option in nested:
        yield from _leaves(name, (*path, option["name"]), option.get("options") or [])


def hostile_values(option: dict) -> list:
    if option["type"] == STRING:
        outside = ["not-a-choice"] if option.get("choices") else []
        return HOSTILE_TEXT + outside
    if option["type"] in (INTEGER, NUMBER):
        return HOSTILE_NUMBERS
    return []  # booleans, users and channels carry no text a person types


def sane_value(option: dict):
    if option.get("choices"):
        return option["choices"][0]["value"]
    return SANE.get(option["name"], "x" * max(2, option.get("min_length", 1)))


async def test_every_hostile_input_gets_a_specific_answer_and_nothing_invisible_is_echoed(fake, bot):
    tally = Tally(fake, bot)
    owner, mallory = fake.owner, fake.add_user("mallory")
    pat, lia = fake.add_user("pat"), fake.add_user("lia")
    created = await fake.slash(owner, "league", "create",
                               options={"name": "Home League", "variant": "classic"})
    assert "is open" in (await fake.reply(created)).content
    lobby_id, lobby_card, _ = await open_table(fake, lia, variant="classic", timer=0)
    table_id, card, where = await open_table(fake, pat, variant="classic-2p", timer=0)
    await fill_and_start(fake, pat, card, table_id, computers=("random",))
    panel: Message = await fake.wait_for(lambda: turn_controls(dm_panel(fake, pat, table_id)) and dm_panel(
        fake, pat, table_id), timeout=10)
    key = re.search(r":(k\d+\.\d+):", next(iter(turn_controls(panel).values()))["custom_id"]).group(1)

    for name, path, options in leaf_commands(fake):  # every option of every command, as its owner types it
        required = {o["name"]: sane_value(o) for o in options if o.get("required")}
        for option in options:
            for value in hostile_values(option):
                what = f"/{name} {' '.join(path)} {option['name']}={value!r:.40}"
                for user in (owner, pat):
                    await tally.send(what, fake.forge_command(user, name, *path,
                                                              options=required | {option["name"]: value}))
                if option.get("autocomplete") and isinstance(value, str):
                    await tally.send("autocomplete " + what, fake.forge_command(
                        owner, name, *path, options=required | {option["name"]: value},
                        focused=option["name"]))
            if option.get("autocomplete"):  # too late: the interaction has expired
                await tally.send(f"late autocomplete /{name} {option['name']}", fake.forge_command(
                    owner, name, *path, options={option["name"]: "a"}, focused=option["name"], expired=True))

    ids = [table_id, lobby_id, 2**64, 2**63, 0, 987654321]
    for table in ids:  # every control of the bot's, on tables that exist, do not, or could not
        for user, message in ((mallory, lobby_card), (pat, panel)):
            for what in LOBBY_BUTTONS:
                await tally.send(f"lobby {what} t{table}", fake.forge_component(
                    user, message, f"canasta:t{table}:lobby:{what}"))
            for what, choices in LOBBY_VALUES.items():
                for values in choices:
                    await tally.send(f"lobby {what} {values!r:.40} t{table}", fake.forge_component(
                        user, message, f"canasta:t{table}:lobby:{what}", values=values))
        for what in TABLE_BUTTONS:
            if what != "resign":  # a valid resignation would end the match the turn controls need
                await tally.send(f"table {what} t{table}", fake.forge_component(
                    pat, card, f"canasta:t{table}:{what}"))
        for turn in ("k0.0", "k99999999999999999999.1"):
            for what in TURN_BUTTONS:
                await tally.send(f"turn {what} t{table}", fake.forge_component(
                    pat, panel, f"canasta:t{table}:{turn}:{what}"))
        for kind in ("take", "meld", "add", "merge", "discard"):
            for values in SELECT_VALUES:
                await tally.send(f"pick {kind} {values!r:.40} t{table}", fake.forge_component(
                    pat, panel, f"canasta:t{table}:{key}:pick:{kind}", values=values))
        for move in MOVES:
            await tally.send(f"typed {move!r:.40} t{table}", fake.forge_submit(
                pat, f"canasta:t{table}:{key}:typed", {"move": move}, message=panel))
        await tally.send(f"typed without a move t{table}", fake.forge_submit(
            pat, f"canasta:t{table}:{key}:typed", {"other": "draw"}, message=panel))
    for custom_id in MALFORMED_IDS:  # ids the bot never made
        await tally.send(f"click {custom_id!r:.40}", fake.forge_component(mallory, lobby_card, custom_id))
        await tally.send(f"select {custom_id!r:.40}", fake.forge_component(mallory, lobby_card, custom_id,
                                                                           values=["x"]))
        await tally.send(f"submit {custom_id!r:.40}", fake.forge_submit(mallory, custom_id, {"move": "draw"},
                                                                        message=lobby_card))

    await tally.finish()
    failures = [event for event in bot.events() if event.get("level") == "error"]
    echoed = [(message.id, INVISIBLE.findall(message.text())) for message in fake.messages.values()
              if message.author is fake.bot and INVISIBLE.search(message.text())]
    print(f"\nfuzz: {len(tally.sent)} interactions, {len(tally.problems)} unexpected answers, "
          f"{len(failures)} errors logged, {len(echoed)} messages echoing invisible characters",
          file=sys.stderr)
    assert tally.problems == [], "\n".join(tally.problems[:40])
    assert failures == [], [(event.get("event"), event.get("msg"), event.get("custom_id"),
                             event.get("command"), event.get("error", "")[-200:]) for event in failures[:20]]
    assert echoed == []
    assert not bot.exited
