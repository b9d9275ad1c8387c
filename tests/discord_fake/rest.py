"""The fake's REST API: the routes a discord.py bot calls, answered the way Discord answers them.

Covers login (users/@me, oauth2 application, gateway/bot), command registration (bulk
overwrite, global and per guild), channel messages and edits, threads and thread
members, DM channels, interaction callbacks (types 4 to 9, JSON or multipart with
files) and the webhook routes for followups and the original response. Refusals carry
Discord's status and error code (10003 Unknown Channel, 10008 Unknown Message, 10062
Unknown interaction, 40060 already acknowledged, 50007 DMs closed, 50035 Invalid Form Body, ...).
"""

from __future__ import annotations

import json
import re
import time
from typing import TYPE_CHECKING

from aiohttp import web

from . import limits
from .bodies import BODY, Body, content_type_of
from .model import (
    AUTOCOMPLETE,
    COMMAND,
    COMPONENT,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    EPHEMERAL,
    LOADING,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT,
    Attachment,
    Channel,
    Interaction,
    Message,
    User,
)

if TYPE_CHECKING:
    from .server import FakeDiscord

API = "/api/v10"
# Flags a bot may set when sending: suppress embeds, ephemeral (interactions only), silent, components v2.
SETTABLE_FLAGS = (1 << 2) | EPHEMERAL | (1 << 12) | (1 << 15)
# The callback types each interaction type may answer with (6 and 7 also need a message to update).
CALLBACKS_FOR = {COMMAND: {4, 5, 9}, COMPONENT: {4, 5, 6, 7, 9}, AUTOCOMPLETE: {8},
                 MODAL_SUBMIT: {4, 5, 6, 7}}
ID_PARAMETER = re.compile(r"\{(\w+_id)\}")
COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")
# The locales Discord knows (its documentation's list), for the translations a command carries.
LOCALES = frozenset((
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
    "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja",
    "zh-TW", "ko"))


class DiscordError(Exception):
    """An error answer in Discord's shape: status, JSON code and message, optional field errors."""

    def __init__(self, status: int, code: int, message: str, *, errors: dict | None = None,
                 headers: dict | None = None, extra: dict | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.payload = {"message": message, "code": code, **({"errors": errors} if errors else {}),
                        **(extra or {})}
        self.headers = headers or {}

    def response(self) -> web.Response:
        return json_response(self.payload, status=self.status, headers=self.headers)


class Refused(DiscordError):
    """A body Discord would refuse as invalid: the problems are recorded in ``fake.rejected``."""

    def __init__(self, problems: list[str]) -> None:
        if problems == ["Cannot send an empty message"]:
            super().__init__(400, 50006, problems[0])
        else:
            errors = {f"problem_{i}": {"_errors": [{"code": "INVALID", "message": problem}]}
                      for i, problem in enumerate(problems)}
            super().__init__(400, 50035, "Invalid Form Body", errors=errors)
        self.problems = problems


def json_response(data, *, status: int = 200, headers: dict | None = None) -> web.Response:
    """A JSON answer whose Content-Type is exactly ``application/json`` (discord.py checks it so)."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"} | (headers or {}))


def not_found(code: int, what: str) -> DiscordError:
    return DiscordError(404, code, f"Unknown {what}")


class RestApi:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def routes(self) -> list[web.RouteDef]:
        get, post, put, patch, delete = web.get, web.post, web.put, web.patch, web.delete
        table = [
            get("/users/@me", self.me),
            post("/users/@me/channels", self.open_dm),
            get("/users/{user_id}", self.get_user),
            get("/oauth2/applications/@me", self.application),
            get("/gateway/bot", self.gateway_bot),
            get("/gateway", self.gateway),
            get("/applications/{application_id}/commands", self.get_commands),
            put("/applications/{application_id}/commands", self.put_commands),
            get("/applications/{application_id}/guilds/{guild_id}/commands", self.get_commands),
            put("/applications/{application_id}/guilds/{guild_id}/commands", self.put_commands),
            get("/channels/{channel_id}", self.get_channel),
            get("/channels/{channel_id}/messages", self.history),
            post("/channels/{channel_id}/messages", self.send),
            get("/channels/{channel_id}/messages/{message_id}", self.get_message),
            patch("/channels/{channel_id}/messages/{message_id}", self.edit),
            delete("/channels/{channel_id}/messages/{message_id}", self.delete),
            post("/channels/{channel_id}/threads", self.create_thread),
            post("/channels/{channel_id}/messages/{message_id}/threads", self.create_thread),
            put("/channels/{channel_id}/thread-members/{user_id}", self.join_thread),
            delete("/channels/{channel_id}/thread-members/{user_id}", self.leave_thread),
            post("/interactions/{interaction_id}/{token}/callback", self.callback),
            post("/webhooks/{application_id}/{token}", self.followup),
            get("/webhooks/{application_id}/{token}/messages/{message_id}", self.webhook_get),
            patch("/webhooks/{application_id}/{token}/messages/{message_id}", self.webhook_edit),
            delete("/webhooks/{application_id}/{token}/messages/{message_id}", self.webhook_delete),
        ]
        return [web.route(r.method, API + _digit_ids(r.path), r.handler) for r in table]

    # -- identity ---------------------------------------------------------------------------

    async def me(self, request: web.Request) -> web.Response:
        return json_response(self.fake.bot.payload() | {"verified": True, "mfa_enabled": False})

    async def get_user(self, request: web.Request) -> web.Response:
        return json_response(self._user(request.match_info["user_id"]).payload())

    async def application(self, request: web.Request) -> web.Response:
        owner = self.fake.owner
        return json_response({
            "id": str(self.fake.application_id), "name": self.fake.bot.name, "description": "", "icon": None,
            "bot_public": True, "bot_require_code_grant": False, "owner": owner.payload(),
            "verify_key": "0" * 64, "flags": 0, "team": None, "summary": "", "rpc_origins": [],
            "bot": self.fake.bot.payload(),
        })

    async def gateway_bot(self, request: web.Request) -> web.Response:
        return json_response({
            "url": self.fake.gateway_url, "shards": self.fake.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })

    async def gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.fake.gateway_url})

    # -- application commands ----------------------------------------------------------------

    async def get_commands(self, request: web.Request) -> web.Response:
        guild_id = self._commands_scope(request)
        return json_response(list(self.fake.commands.get(guild_id, {}).values()))

    async def put_commands(self, request: web.Request) -> web.Response:
        guild_id = self._commands_scope(request)
        commands = request[BODY].json or []
        problems = [p for command in commands for p in _command_problems(command)]
        if len(commands) > 100:
            problems.append(f"{len(commands)} commands; at most 100")
        if problems:
            raise Refused(problems)
        old = self.fake.commands.get(guild_id, {})
        registered = {}
        for command in commands:
            previous = old.get(command["name"])
            registered[command["name"]] = {
                "type": 1, "options": [], "default_member_permissions": None, "nsfw": False, **command,
                "id": previous["id"] if previous else str(self.fake.ids.next()),
                "application_id": str(self.fake.application_id), "version": str(self.fake.ids.next()),
            } | ({"guild_id": str(guild_id)} if guild_id else {})
        self.fake.commands[guild_id] = registered
        return json_response(list(registered.values()))

    def _commands_scope(self, request: web.Request) -> int | None:
        if int(request.match_info["application_id"]) != self.fake.application_id:
            raise DiscordError(403, 50001, "Missing Access")
        guild_id = request.match_info.get("guild_id")
        if guild_id is None:
            return None
        if self.fake.find_guild(int(guild_id)) is None:
            raise DiscordError(403, 50001, "Missing Access")
        return int(guild_id)

    # -- channels and messages ---------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).payload())

    async def history(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        limit = min(int(request.query.get("limit", 50)), 100)
        messages = [m for m in self.fake.all_messages(channel) if m.visible_to is None][::-1][:limit]
        return json_response([self.fake.message_payload(m) for m in messages])

    async def send(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if channel.type == DM and not channel.recipient.dms_open:
            raise DiscordError(403, 50007, "Cannot send messages to this user")
        body: Body = request[BODY]
        payload = dict(body.json or {})
        payload["flags"] = (payload.get("flags") or 0) & ~EPHEMERAL  # only interaction replies are
        message = self._new_message(channel, payload, body.files)
        return json_response(self.fake.message_payload(message))

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self.fake.message_payload(self._message(request)))

    async def edit(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message.author is not self.fake.bot:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        body: Body = request[BODY]
        self._edit(message, body.json or {}, body.files)
        return json_response(self.fake.message_payload(message))

    async def delete(self, request: web.Request) -> web.Response:
        self._message(request).deleted = True
        return web.Response(status=204)

    async def create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        if parent.type != TEXT:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        payload = request[BODY].json or {}
        name = payload.get("name") or ""
        if not 1 <= len(name) <= 100:
            raise Refused(["name: 1 to 100 characters"])
        if "message_id" in request.match_info:
            starter = self._message(request)
            thread_id, kind = starter.id, PUBLIC_THREAD
        else:
            thread_id, kind = self.fake.ids.next(), payload.get("type", PRIVATE_THREAD)
        if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise Refused([f"type: {kind} is not a thread type"])
        needed = CREATE_PUBLIC_THREADS if kind == PUBLIC_THREAD else CREATE_PRIVATE_THREADS
        if not self.fake.bot_permissions_in(parent) & needed:
            raise DiscordError(403, 50013, "Missing Permissions")
        if self.fake.find_channel(thread_id) is not None:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        thread = Channel(id=thread_id, type=kind, name=name, guild_id=parent.guild_id, parent_id=parent.id,
                         owner_id=self.fake.bot.id, members={self.fake.bot.id})
        guild = self.fake.find_guild(parent.guild_id)
        guild.channels.append(thread)
        await self.fake.gateway.dispatch(self.fake.shard_of(guild.id), "THREAD_CREATE",
                                         thread.payload() | {"newly_created": True}, required=False)
        return json_response(thread.payload(), status=201)

    async def join_thread(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        if not thread.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        thread.members.add(self._user(request.match_info["user_id"]).id)
        return web.Response(status=204)

    async def leave_thread(self, request: web.Request) -> web.Response:
        thread = self._channel(request)
        thread.members.discard(self._user(request.match_info["user_id"]).id)
        return web.Response(status=204)

    async def open_dm(self, request: web.Request) -> web.Response:
        payload = request[BODY].json or {}
        user = self._user(payload.get("recipient_id", "0"))
        return json_response(self.fake.dm_channel(user).payload())

    # -- interactions ------------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        interaction = self.fake.interactions.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["token"]:
            raise not_found(10062, "interaction")
        interaction.callback_attempts += 1
        if interaction.expired:
            raise not_found(10062, "interaction")
        if interaction.acknowledged:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        body: Body = request[BODY]
        kind = (body.json or {}).get("type")
        data = (body.json or {}).get("data") or {}
        allowed = CALLBACKS_FOR[interaction.type] - ({6, 7} if interaction.message is None else set())
        if kind not in allowed:
            raise Refused([f"callback type {kind} is not valid for interaction type {interaction.type}"])
        if kind == 4:
            interaction.original = self._new_message(interaction.channel, data, body.files, interaction)
        elif kind == 5:
            flags = LOADING | ((data.get("flags") or 0) & EPHEMERAL)
            interaction.original = self._record(Message(
                id=self.fake.ids.next(), channel=interaction.channel, author=self.fake.bot, flags=flags,
                interaction=interaction, visible_to=interaction.user if flags & EPHEMERAL else None))
        elif kind in (6, 7):
            if kind == 7:
                self._edit(interaction.message, data, body.files)
            interaction.original = interaction.message
        elif kind == 8:
            choices = data.get("choices") or []
            if problems := limits.check_choices(choices):
                raise Refused(problems)
            interaction.choices = choices
        elif kind == 9:
            if problems := limits.check_modal(data):
                raise Refused(problems)
            interaction.modal = data
        interaction.callback_type = kind
        interaction.answered_at = time.monotonic()
        return json_response(self._callback_answer(interaction, kind))

    def _callback_answer(self, interaction: Interaction, kind: int) -> dict:
        answer: dict = {"interaction": {"id": str(interaction.id), "type": interaction.type},
                        "resource": {"type": kind}}
        message = interaction.original if kind in (4, 5, 7) else None
        if message is not None:
            answer["interaction"] |= {"response_message_id": str(message.id),
                                      "response_message_loading": message.loading,
                                      "response_message_ephemeral": message.ephemeral}
            answer["resource"]["message"] = self.fake.message_payload(message)
        return answer

    async def followup(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        body: Body = request[BODY]
        payload = body.json or {}
        original = interaction.original
        if original is not None and original.loading and original is not interaction.message:
            # Discord's rule: the first followup after a deferred reply fills the "thinking" message.
            self._edit(original, {k: v for k, v in payload.items() if k != "flags"}, body.files)
            message = original
        else:
            message = self._new_message(interaction.channel, payload, body.files, interaction)
            interaction.followups.append(message)
        return json_response(self.fake.message_payload(message))

    async def webhook_get(self, request: web.Request) -> web.Response:
        return json_response(self.fake.message_payload(self._webhook_message(request)))

    async def webhook_edit(self, request: web.Request) -> web.Response:
        message = self._webhook_message(request)
        body: Body = request[BODY]
        self._edit(message, {k: v for k, v in (body.json or {}).items() if k != "flags"}, body.files)
        return json_response(self.fake.message_payload(message))

    async def webhook_delete(self, request: web.Request) -> web.Response:
        self._webhook_message(request).deleted = True
        return web.Response(status=204)

    def _webhook_interaction(self, request: web.Request) -> Interaction:
        interaction = self.fake.interaction_by_token(request.match_info["token"])
        if interaction is None or int(request.match_info["application_id"]) != self.fake.application_id:
            raise not_found(10015, "Webhook")
        if interaction.expired:
            raise DiscordError(401, 50027, "Invalid Webhook Token")
        if not interaction.acknowledged:
            raise not_found(10015, "Webhook")
        return interaction

    def _webhook_message(self, request: web.Request) -> Message:
        interaction = self._webhook_interaction(request)
        wanted = request.match_info["message_id"]
        if wanted == "@original":
            message = interaction.original
        else:
            message = next((m for m in interaction.messages() if str(m.id) == wanted), None)
        if message is None or message.deleted:
            raise not_found(10008, "Message")
        return message

    # -- building and editing messages -------------------------------------------------------

    def _new_message(self, channel: Channel, payload: dict, files: dict[int, tuple[str, bytes]],
                     interaction: Interaction | None = None) -> Message:
        new_files = _referenced_files(payload, files)
        problems = limits.check_message(payload, kept_attachments=0, new_files=new_files)
        if problems:
            raise Refused(problems)
        flags = (payload.get("flags") or 0) & SETTABLE_FLAGS
        message = Message(
            id=self.fake.ids.next(), channel=channel, author=self.fake.bot,
            content=payload.get("content") or "",
            embeds=payload.get("embeds") or [], components=payload.get("components") or [],
            attachments=[self._attachment(name, data, description) for name, data, description in
                         _described(payload, files)],
            flags=flags, interaction=interaction,
            visible_to=interaction.user if interaction is not None and flags & EPHEMERAL else None,
        )
        return self._record(message)

    def _record(self, message: Message) -> Message:
        self.fake.messages[message.id] = message
        message.channel.message_count += 1
        return message

    def _edit(self, message: Message, payload: dict, files: dict[int, tuple[str, bytes]]) -> None:
        if "attachments" in payload:
            kept_ids = {str(a["id"]) for a in payload["attachments"] if int(a["id"]) not in files}
            kept = [a for a in message.attachments if str(a.id) in kept_ids]
        else:
            kept = list(message.attachments)
        new_files = _referenced_files(payload, files)
        merged = {
            "content": payload.get("content", message.content) or "",
            "embeds": payload.get("embeds", message.embeds) or [],
            "components": payload.get("components", message.components) or [],
            "flags": message.flags, "attachments": payload.get("attachments") or [],
        }
        problems = limits.check_message(merged, kept_attachments=len(kept), new_files=new_files)
        if problems:
            raise Refused(problems)
        message.versions.append(message.snapshot())
        message.content = merged["content"]
        message.embeds, message.components = merged["embeds"], merged["components"]
        message.attachments = kept + [self._attachment(*new) for new in _described(payload, files)]
        message.flags &= ~LOADING
        message.edited = self.fake.clock()

    def _attachment(self, filename: str, data: bytes, description: str | None) -> Attachment:
        attachment = Attachment(id=self.fake.ids.next(), filename=filename, data=data,
                                content_type=content_type_of(filename, data), description=description)
        self.fake.files.append(attachment)
        return attachment

    # -- lookups -----------------------------------------------------------------------------

    def _channel(self, request: web.Request) -> Channel:
        channel = self.fake.find_channel(_id(request.match_info["channel_id"]))
        if channel is None:
            raise not_found(10003, "Channel")
        return channel

    def _message(self, request: web.Request) -> Message:
        channel = self._channel(request)
        message = self.fake.messages.get(_id(request.match_info["message_id"]))
        if message is None or message.deleted or message.channel is not channel or message.ephemeral:
            raise not_found(10008, "Message")
        return message

    def _user(self, raw: str) -> User:
        user = self.fake.users.get(_id(str(raw)))
        if user is None:
            raise not_found(10013, "User")
        return user


def _digit_ids(path: str) -> str:
    """Match ``{..._id}`` parameters on digits only (a webhook message may also be ``@original``),
    so ``/channels/1/messages/pins`` is an unknown route rather than an unknown message."""
    webhook = path.startswith("/webhooks/")

    def digits(match: re.Match) -> str:
        name = match.group(1)
        return f"{{{name}:\\d+{'|@original' if webhook and name == 'message_id' else ''}}}"

    return ID_PARAMETER.sub(digits, path)


def _id(raw: str) -> int:
    return int(raw) if raw.isdigit() else -1


def _referenced_files(payload: dict, files: dict[int, tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    return [(name, data) for name, data, _ in _described(payload, files)]


def _described(payload: dict, files: dict[int, tuple[str, bytes]]) -> list[tuple[str, bytes, str | None]]:
    """The new files of a body, with the description its ``attachments`` list gives each."""
    described = {int(a["id"]): a for a in payload.get("attachments") or [] if int(a["id"]) in files}
    result = []
    for index, (name, data) in sorted(files.items()):
        entry = described.get(index, {})
        result.append((entry.get("filename") or name, data, entry.get("description")))
    return result


def _localization_problems(item: dict) -> list[str]:
    """A command's, option's or choice's translations: known locales, names and texts Discord takes."""
    problems = []
    named = item.get("name", "")
    for field in ("name_localizations", "description_localizations"):
        for locale, text in (item.get(field) or {}).items():
            if locale not in LOCALES:
                problems.append(f"'{named}' {field}: '{locale}' is not a Discord locale")
            elif field == "name_localizations" and "description" in item and \
                    (not COMMAND_NAME.match(text) or text != text.lower()):
                problems.append(f"'{named}' name in {locale} '{text}': 1 to 32 lowercase letters, digits, "
                                "- or _")
            elif not 1 <= len(text) <= 100:
                problems.append(f"'{named}' {field} in {locale}: 1 to 100 characters")
    return problems


def _sibling_problems(options: list[dict]) -> list[str]:
    """Options (or subcommands) of one command must have distinct names in every locale."""
    problems = []
    for locale in LOCALES:
        names = [(option.get("name_localizations") or {}).get(locale, option.get("name"))
                 for option in options]
        problems += [f"two options are called '{name}' in {locale}" for name in set(names)
                     if names.count(name) > 1]
    return problems


def _command_problems(command: dict, depth: int = 0) -> list[str]:
    name = command.get("name", "")
    problems = _localization_problems(command)
    if not COMMAND_NAME.match(name) or name != name.lower():
        problems.append(f"command name '{name}': 1 to 32 lowercase letters, digits, - or _")
    if command.get("type", 1) == 1 and not 1 <= len(command.get("description") or "") <= 100:
        problems.append(f"'{name}' description: 1 to 100 characters")
    options = command.get("options") or []
    if len(options) > 25:
        problems.append(f"'{name}': {len(options)} options; at most 25")
    problems += _sibling_problems(options)
    for option in options:
        if option.get("type") in (1, 2):
            if depth >= 2 or (option["type"] == 2 and depth >= 1):
                problems.append(f"'{option.get('name')}': subcommands nest at most two levels")
            problems += _command_problems(option, depth + 1)
        else:
            problems += _option_problems(option)
    return problems


def _option_problems(option: dict) -> list[str]:
    name = option.get("name", "")
    problems = _localization_problems(option)
    for choice in option.get("choices") or []:
        problems += _localization_problems(choice)
    if not COMMAND_NAME.match(name) or name != name.lower():
        problems.append(f"option name '{name}': 1 to 32 lowercase letters, digits, - or _")
    if not 1 <= len(option.get("description") or "") <= 100:
        problems.append(f"option '{name}' description: 1 to 100 characters")
    if option.get("autocomplete") and option.get("choices"):
        problems.append(f"option '{name}': autocomplete and choices cannot be combined")
    if len(option.get("choices") or []) > 25:
        problems.append(f"option '{name}': at most 25 choices")
    return problems
