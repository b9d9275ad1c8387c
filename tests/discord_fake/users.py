"""Scripted users: slash commands, autocomplete, button clicks, select choices and modal submits.

Each action is first checked against what a person could really do in the Discord client
(the command is registered, options match its schema, the button exists on a message the
user can see and is not disabled, ...); a test that asks for the impossible fails with
:class:`ImpossibleAction` instead of sending the bot something Discord never would.
Mixed into :class:`~tests.discord_fake.server.FakeDiscord`.
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING, Any

from .model import (
    AUTOCOMPLETE,
    COMMAND,
    COMPONENT,
    DM,
    MODAL_SUBMIT,
    OWNER_PERMISSIONS,
    PRIVATE_THREAD,
    Channel,
    Interaction,
    Message,
    User,
)

if TYPE_CHECKING:
    from .server import FakeDiscord

SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, NUMBER = 3, 4, 5, 6, 7, 10
BUTTON, STRING_SELECT, TEXT_INPUT, LABEL = 2, 3, 4, 18
BOT_DM_CONTEXT = 1


class ImpossibleAction(AssertionError):
    """The test asked a user to do something the Discord client would not let them do."""


class ScriptedUsers:
    async def slash(self: FakeDiscord, user: User, command: str, *path: str, options: dict | None = None,
                    channel: Channel | None = None, expired: bool = False, wait: bool = True,
                    timeout: float = 5.0) -> Interaction:
        """``/command path... option:value``; waits for the bot's answer (any callback) unless not ``wait``.

        ``expired`` makes the interaction's token stale, so the bot's answer gets 404 code 10062."""
        channel = channel or self.channel
        data = self._command_data(user, command, path, options or {}, channel, focused=None)
        interaction = await self._send(user, COMMAND, channel, data, expired=expired)
        if wait:
            await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        return interaction

    async def autocomplete(self: FakeDiscord, user: User, command: str, *path: str, focused: str,
                           options: dict | None = None, channel: Channel | None = None,
                           timeout: float = 5.0) -> list[dict]:
        """The choices the bot offers while ``user`` types ``options[focused]`` into that option."""
        channel = channel or self.channel
        data = self._command_data(user, command, path, options or {}, channel, focused=focused)
        interaction = await self._send(user, AUTOCOMPLETE, channel, data)
        await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        if interaction.choices is None:
            raise AssertionError(f"the bot's autocomplete answer was refused: {self.rejected[-1:]}")
        return interaction.choices

    async def click(self: FakeDiscord, user: User, message: Message, custom_id: str, *, expired: bool = False,
                    wait: bool = True, timeout: float = 5.0) -> Interaction:
        component = self._component(user, message, custom_id)
        if component.get("type") != BUTTON:
            raise ImpossibleAction(f"'{custom_id}' is not a button")
        return await self._use(user, message, {"custom_id": custom_id, "component_type": BUTTON},
                               expired, wait, timeout)

    async def select(self: FakeDiscord, user: User, message: Message, custom_id: str, values: list[str], *,
                     wait: bool = True, timeout: float = 5.0) -> Interaction:
        component = self._component(user, message, custom_id)
        if component.get("type") != STRING_SELECT:
            raise ImpossibleAction(f"'{custom_id}' is not a string select")
        offered = [option["value"] for option in component.get("options", [])]
        if any(value not in offered for value in values):
            raise ImpossibleAction(f"{values} are not all among the options {offered}")
        if not component.get("min_values", 1) <= len(values) <= component.get("max_values", 1):
            raise ImpossibleAction(f"{len(values)} values; the select takes {component.get('min_values', 1)} "
                                   f"to {component.get('max_values', 1)}")
        data = {"custom_id": custom_id, "component_type": STRING_SELECT, "values": values}
        return await self._use(user, message, data, False, wait, timeout)

    async def submit(self: FakeDiscord, user: User, opened: Interaction, values: dict[str, str], *,
                     wait: bool = True, timeout: float = 5.0) -> Interaction:
        """Fill in and submit the modal the bot opened in answer to ``opened``."""
        if opened.modal is None or opened.user is not user:
            raise ImpossibleAction("no modal was opened for this user by that interaction")
        components = [self._filled(component, values) for component in opened.modal["components"]]
        data = {"custom_id": opened.modal["custom_id"], "components": components}
        interaction = await self._send(user, MODAL_SUBMIT, opened.channel, data, message=opened.message)
        if wait:
            await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        return interaction

    async def reply(self: FakeDiscord, interaction: Interaction, timeout: float = 5.0) -> Message:
        """The first finished message the interaction produced (after a defer: once it is filled in)."""
        return await self.wait_for(lambda: next((m for m in interaction.messages() if not m.loading), None),
                                   timeout)

    def expire(self: FakeDiscord, interaction: Interaction) -> None:
        """Make the interaction's token stale from now on (callbacks 404 10062, webhooks 401 50027)."""
        interaction.expired = True

    # -- forged requests ---------------------------------------------------------------------
    # What a modified client or a replayed, edited request could carry past Discord's own checks: values
    # outside an option's choices or bounds, text of any length, custom ids the bot never made. Nothing
    # is checked against the schema; the interaction is sent and (unless ``wait`` is False) its first
    # answer awaited.

    async def forge_command(self: FakeDiscord, user: User, command: str, *path: str, options: dict,
                            focused: str | None = None, channel: Channel | None = None,
                            expired: bool = False, wait: bool = True, timeout: float = 5.0) -> Interaction:
        """``/command path... option:value`` with raw values (a type the schema gives, else the value's
        own); ``focused`` makes it the autocomplete of that option."""
        channel = channel or self.channel
        registered = self._registered(command, channel)
        node, chain = registered, []
        for step in path:
            node = next(o for o in node.get("options", []) if o["name"] == step)
            chain.append(node)
        kinds = {o["name"]: o["type"] for o in node.get("options", [])}
        built = []
        for name, value in options.items():
            option = {"type": kinds.get(name, _raw_type(value)), "name": name, "value": value}
            if name == focused:
                option["focused"] = True
            built.append(option)
        for step in reversed(chain):
            built = [{"type": step["type"], "name": step["name"], "options": built}]
        data = {"id": registered["id"], "name": registered["name"], "type": 1, "options": built}
        if "guild_id" in registered:
            data["guild_id"] = registered["guild_id"]
        kind = AUTOCOMPLETE if focused is not None else COMMAND
        interaction = await self._send(user, kind, channel, data, expired=expired)
        if wait:
            await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        return interaction

    async def forge_component(self: FakeDiscord, user: User, message: Message, custom_id: str, *,
                              values: list[str] | None = None, wait: bool = True,
                              timeout: float = 5.0) -> Interaction:
        """A click on a button (or, with ``values``, a choice in a select) called ``custom_id``, sent as if
        ``message`` carried it (Discord sends the message with the interaction)."""
        if values is None:
            shown = {"type": BUTTON, "style": 1, "label": "forged", "custom_id": custom_id}
            data = {"custom_id": custom_id, "component_type": BUTTON}
        else:
            options = [{"label": value[:100] or "-", "value": value} for value in values] or \
                [{"label": "-", "value": "-"}]
            shown = {"type": STRING_SELECT, "custom_id": custom_id, "options": options,
                     "min_values": 0, "max_values": max(1, len(values))}
            data = {"custom_id": custom_id, "component_type": STRING_SELECT, "values": values}
        interaction = await self._send(user, COMPONENT, message.channel, data, message=message,
                                       shown_components=[{"type": 1, "components": [shown]}])
        if wait:
            await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        return interaction

    async def forge_submit(self: FakeDiscord, user: User, custom_id: str, values: dict[str, str], *,
                           channel: Channel | None = None, message: Message | None = None, wait: bool = True,
                           timeout: float = 5.0) -> Interaction:
        """A modal submission called ``custom_id`` with text inputs ``values`` (input id -> text)."""
        components = [{"type": 1, "components": [{"type": TEXT_INPUT, "custom_id": key, "value": value}]}
                      for key, value in values.items()]
        data = {"custom_id": custom_id, "components": components}
        interaction = await self._send(user, MODAL_SUBMIT, channel or (message.channel if message else
                                                                       self.dm_channel(user)),
                                       data, message=message)
        if wait:
            await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        return interaction

    # -- building what Discord sends ---------------------------------------------------------

    async def _send(self: FakeDiscord, user: User, kind: int, channel: Channel, data: dict, *,
                    message: Message | None = None, expired: bool = False,
                    shown_components: list[dict] | None = None) -> Interaction:
        self._check_access(user, channel)
        guild = self.find_guild(channel.guild_id)
        interaction = Interaction(id=self.ids.next(), token="aW50ZXJhY3Rpb246" + secrets.token_urlsafe(64),
                                  type=kind, user=user, channel=channel, data=data, message=message,
                                  expired=expired, app_permissions=self.bot_permissions_in(channel))
        if guild is not None and guild.owner_id == user.id:
            interaction.member_permissions = OWNER_PERMISSIONS
        self.interactions[interaction.id] = interaction
        payload = interaction.payload(self.application_id, guild.created if guild else None,
                                      guild.locale if guild else "en-US")
        if message is not None:
            payload["message"] = self.message_payload(message)
            if shown_components is not None:
                payload["message"]["components"] = shown_components
        interaction.sent_at = time.monotonic()
        await self.gateway.dispatch(self.shard_of(channel.guild_id), "INTERACTION_CREATE", payload)
        self.changes.notify()
        return interaction

    async def _use(self: FakeDiscord, user: User, message: Message, data: dict, expired: bool, wait: bool,
                   timeout: float) -> Interaction:
        interaction = await self._send(user, COMPONENT, message.channel, data, message=message,
                                       expired=expired)
        if wait:
            await self.wait_for(lambda: interaction.callback_attempts > 0, timeout)
        return interaction

    def _check_access(self: FakeDiscord, user: User, channel: Channel) -> None:
        if channel.type == DM:
            if channel.recipient is not user:
                raise ImpossibleAction(f"{user} cannot act in another user's DM channel")
            return
        guild = self.find_guild(channel.guild_id)
        if user.id not in guild.member_ids:
            raise ImpossibleAction(f"{user} is not a member of {guild}")
        if channel.type == PRIVATE_THREAD and user.id not in channel.members:
            raise ImpossibleAction(f"{user} was not added to the private thread {channel}")

    def _component(self: FakeDiscord, user: User, message: Message, custom_id: str) -> dict:
        if not message.visible_for(user):
            raise ImpossibleAction(f"{user} cannot see {message}")
        components = message.components_by_id()
        component = components.get(custom_id)
        if component is None:
            raise ImpossibleAction(f"no component '{custom_id}' on {message}; it has {sorted(components)}")
        if component.get("disabled"):
            raise ImpossibleAction(f"'{custom_id}' is disabled")
        return component

    def _command_data(self: FakeDiscord, user: User, name: str, path: tuple[str, ...], options: dict,
                      channel: Channel, focused: str | None) -> dict:
        command = self._registered(name, channel)
        node, chain = command, []
        for step in path:
            node = next((o for o in node.get("options", [])
                         if o["type"] in (SUBCOMMAND, SUBCOMMAND_GROUP) and o["name"] == step), None)
            if node is None:
                raise ImpossibleAction(f"/{name} has no subcommand '{' '.join(path)}'")
            chain.append(node)
        params = node.get("options", [])
        if any(p["type"] in (SUBCOMMAND, SUBCOMMAND_GROUP) for p in params):
            raise ImpossibleAction(f"/{name} {' '.join(path)} needs a subcommand")
        unknown = set(options) - {p["name"] for p in params}
        if unknown:
            raise ImpossibleAction(f"/{name} {' '.join(path)} has no option {sorted(unknown)}")
        resolved: dict[str, dict] = {}
        built = []
        for param in params:
            if param["name"] == focused:
                if not param.get("autocomplete"):
                    raise ImpossibleAction(f"option '{focused}' has no autocomplete")
                built.append({"type": param["type"], "name": focused, "value": str(options.get(focused, "")),
                              "focused": True})
            elif param["name"] in options:
                built.append(self._option(param, options[param["name"]], channel, resolved))
            elif param.get("required") and focused is None:
                raise ImpossibleAction(f"option '{param['name']}' is required")
        for step in reversed(chain):
            built = [{"type": step["type"], "name": step["name"], "options": built}]
        data = {"id": command["id"], "name": command["name"], "type": 1, "options": built}
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _registered(self: FakeDiscord, name: str, channel: Channel) -> dict:
        command = self.commands.get(channel.guild_id, {}).get(name) if channel.guild_id else None
        if command is None:
            command = self.commands.get(None, {}).get(name)
            contexts = (command or {}).get("contexts")
            in_dms = BOT_DM_CONTEXT in (contexts or [BOT_DM_CONTEXT])  # no list: usable everywhere
            if command is not None and channel.type == DM and not in_dms:
                raise ImpossibleAction(f"/{name} is not available in DMs")
        if command is None:
            known = sorted({n for scope in self.commands.values() for n in scope})
            raise ImpossibleAction(f"/{name} is not registered (run `canasta sync` against the fake); "
                                   f"registered: {known}")
        return command

    def _option(self: FakeDiscord, param: dict, value: Any, channel: Channel, resolved: dict) -> dict:
        kind, name = param["type"], param["name"]
        choices = [choice["value"] for choice in param.get("choices") or []]
        if choices and value not in choices:
            raise ImpossibleAction(f"option '{name}' only offers {choices}")
        if kind == STRING:
            low, high = param.get("min_length", 0), param.get("max_length", 6000)
            fits = isinstance(value, str) and low <= len(value) <= high
            if not fits:
                raise ImpossibleAction(f"option '{name}' takes text within its length limits, not {value!r}")
        elif kind in (INTEGER, NUMBER):
            number_types = (int,) if kind == INTEGER else (int, float)
            if isinstance(value, bool) or not isinstance(value, number_types):
                raise ImpossibleAction(f"option '{name}' takes a number, not {value!r}")
            if not param.get("min_value", -(2**53)) <= value <= param.get("max_value", 2**53):
                raise ImpossibleAction(f"option '{name}' must be within its bounds, not {value}")
        elif kind == BOOLEAN:
            if not isinstance(value, bool):
                raise ImpossibleAction(f"option '{name}' takes True or False")
        elif kind == USER:
            if not isinstance(value, User):
                raise ImpossibleAction(f"option '{name}' takes a user")
            resolved.setdefault("users", {})[str(value.id)] = value.payload()
            guild = self.find_guild(channel.guild_id)
            if guild is not None and value.id in guild.member_ids:
                resolved.setdefault("members", {})[str(value.id)] = value.member_payload(guild.created,
                                                                                          with_user=False)
            value = str(value.id)
        elif kind == CHANNEL:
            if not isinstance(value, Channel):
                raise ImpossibleAction(f"option '{name}' takes a channel")
            resolved.setdefault("channels", {})[str(value.id)] = value.payload() | {"permissions": "0"}
            value = str(value.id)
        else:
            raise ImpossibleAction(f"the fake does not model option type {kind} ('{name}')")
        return {"type": kind, "name": name, "value": value}

    @staticmethod
    def _filled(component: dict, values: dict[str, str]) -> dict:
        """One top-level modal component as Discord returns it on submit, with the user's text."""
        if component.get("type") == LABEL:
            return {"type": LABEL, "component": ScriptedUsers._text(component["component"], values)}
        items = component.get("components", [])
        return {"type": 1, "components": [ScriptedUsers._text(item, values) for item in items]}

    @staticmethod
    def _text(item: dict, values: dict[str, str]) -> dict:
        if item.get("type") != TEXT_INPUT:
            raise ImpossibleAction(f"the fake fills in text inputs only, not type {item.get('type')}")
        value = values.get(item["custom_id"], "")
        if item.get("required", True) and not value:
            raise ImpossibleAction(f"text input '{item['custom_id']}' is required")
        if value and not item.get("min_length", 0) <= len(value) <= item.get("max_length", 4000):
            raise ImpossibleAction(f"text input '{item['custom_id']}' is outside its length limits")
        return {"type": TEXT_INPUT, "custom_id": item["custom_id"], "value": value}


def _raw_type(value: Any) -> int:
    """The option type a forged value goes as when the command has no such option."""
    if isinstance(value, bool):
        return BOOLEAN
    if isinstance(value, int):
        return INTEGER
    return NUMBER if isinstance(value, float) else STRING
