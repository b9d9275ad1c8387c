"""The fake Discord's world: users, guilds, channels, messages, interactions, and their JSON payloads.

Payload shapes follow the Discord API v10 objects closely enough for discord.py 2.7 to
parse them; only fields discord.py reads or tests look at are filled.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1420070400000

# Channel types.
TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags.
EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15

# Interaction types.
COMMAND, COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 2, 3, 4, 5

# Permission bits the fake looks at.
CREATE_PUBLIC_THREADS, CREATE_PRIVATE_THREADS, SEND_MESSAGES_IN_THREADS = 1 << 35, 1 << 36, 1 << 38

# Permissions every member (and, unless a channel says otherwise, the bot) has in the fake guild:
# view, send, threads, embeds, files, history, application commands.
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) \
    | CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS | SEND_MESSAGES_IN_THREADS

# What Discord reports for the guild's owner: every permission (Manage Server included).
OWNER_PERMISSIONS = (1 << 51) - 1

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


class Snowflakes:
    """Increasing Discord-style ids whose timestamps are real (discord.py derives times from them)."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)

    def next(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._counter) & 0x3FFFFF)


def iso(moment: float) -> str:
    return datetime.fromtimestamp(moment, UTC).isoformat()


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    dms_open: bool = True
    locale: str = "en-US"  # the language of the user's Discord client, sent with each interaction

    def payload(self) -> dict:
        return {"id": str(self.id), "username": self.name, "discriminator": "0", "global_name": self.name,
                "avatar": None, "bot": self.bot, "public_flags": 0, "flags": 0}

    def member_payload(self, joined: float, *, with_user: bool = True,
                       permissions: int | None = None) -> dict:
        member = {"roles": [], "joined_at": iso(joined), "deaf": False, "mute": False, "flags": 0,
                  "pending": False, "nick": None, "avatar": None}
        if with_user:
            member["user"] = self.payload()
        if permissions is not None:
            member["permissions"] = str(permissions)
        return member

    def __repr__(self) -> str:
        return f"User({self.name!r}, id={self.id})"


@dataclass(eq=False)
class Channel:
    id: int
    type: int
    name: str = ""
    guild_id: int | None = None
    parent_id: int | None = None  # threads
    owner_id: int | None = None  # threads: who created it
    recipient: User | None = None  # DMs
    members: set[int] = field(default_factory=set)  # thread members
    created: float = field(default_factory=time.time)
    message_count: int = 0
    bot_permissions: int = MEMBER_PERMISSIONS  # text channels: what the bot may do here and in its threads

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def payload(self) -> dict:
        if self.type == DM:
            return {"id": str(self.id), "type": DM, "last_message_id": None, "flags": 0,
                    "recipients": [self.recipient.payload()]}
        data = {"id": str(self.id), "type": self.type, "guild_id": str(self.guild_id), "name": self.name,
                "position": 0, "permission_overwrites": [], "nsfw": False, "rate_limit_per_user": 0,
                "flags": 0, "last_message_id": None,
                "parent_id": str(self.parent_id) if self.parent_id else None}
        if self.is_thread:
            data.update({
                "owner_id": str(self.owner_id), "message_count": self.message_count,
                "total_message_sent": self.message_count, "member_count": len(self.members),
                "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                    "archive_timestamp": iso(self.created), "locked": False,
                                    "invitable": True, "create_timestamp": iso(self.created)},
            })
        else:
            data["topic"] = None
        return data

    def __repr__(self) -> str:
        return f"Channel({self.name or self.type!r}, id={self.id})"


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    channels: list[Channel] = field(default_factory=list)  # text channels and threads
    member_ids: set[int] = field(default_factory=set)
    created: float = field(default_factory=time.time)
    locale: str = "en-US"  # the server's language (Server Settings → Community: its primary language)

    def create_payload(self, bot: User) -> dict:
        """The GUILD_CREATE payload the bot gets at start-up (no members intent: only the bot's member)."""
        everyone = {"id": str(self.id), "name": "@everyone", "permissions": str(MEMBER_PERMISSIONS),
                    "position": 0, "color": 0, "hoist": False, "managed": False, "mentionable": False,
                    "flags": 0}
        return {
            "id": str(self.id), "name": self.name, "icon": None, "owner_id": str(self.owner_id),
            "roles": [everyone], "emojis": [], "stickers": [], "features": [],
            "member_count": len(self.member_ids) + 1, "large": False, "unavailable": False,
            "joined_at": iso(self.created), "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0, "premium_tier": 0,
            "preferred_locale": self.locale, "system_channel_id": None, "afk_timeout": 300,
            "members": [bot.member_payload(self.created)],
            "channels": [_listed_channel(c, bot) for c in self.channels if not c.is_thread],
            "threads": [c.payload() for c in self.channels if c.is_thread],
            "voice_states": [], "presences": [], "stage_instances": [], "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def __repr__(self) -> str:
        return f"Guild({self.name!r}, id={self.id})"


def _without_guild(payload: dict) -> dict:
    return {key: value for key, value in payload.items() if key != "guild_id"}


def _listed_channel(channel: Channel, bot: User) -> dict:
    """A text channel as GUILD_CREATE lists it: what the bot may not do there is an overwrite denying it
    to the bot's member, so discord.py's own permission reckoning agrees with ``bot_permissions``."""
    data = _without_guild(channel.payload())
    denied = MEMBER_PERMISSIONS & ~channel.bot_permissions
    if denied:
        data["permission_overwrites"] = [{"id": str(bot.id), "type": 1, "allow": "0", "deny": str(denied)}]
    return data


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str
    description: str | None = None

    def payload(self, base_url: str) -> dict:
        url = f"{base_url}/attachments/{self.id}/{self.filename}"
        return {"id": str(self.id), "filename": self.filename, "size": len(self.data), "url": url,
                "proxy_url": url, "content_type": self.content_type, "description": self.description}


@dataclass(eq=False)
class Message:
    """A message as it stands now; ``versions`` keeps every earlier state (content, embeds, ...)."""

    id: int
    channel: Channel
    author: User
    content: str = ""
    embeds: list[dict] = field(default_factory=list)
    components: list[dict] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    interaction: Interaction | None = None  # the interaction whose response or followup this is
    visible_to: User | None = None  # ephemeral: only this user sees it
    created: float = field(default_factory=time.time)
    edited: float | None = None
    deleted: bool = False
    versions: list[dict] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    def visible_for(self, user: User) -> bool:
        return not self.deleted and (self.visible_to is None or self.visible_to is user)

    def snapshot(self) -> dict:
        return {"content": self.content, "embeds": self.embeds, "components": self.components,
                "attachments": [a.filename for a in self.attachments], "flags": self.flags}

    def components_by_id(self) -> dict[str, dict]:
        """Every interactive component (button, select, ...) by custom_id, however deeply nested."""
        found: dict[str, dict] = {}
        stack = list(self.components)
        while stack:
            component = stack.pop()
            if "custom_id" in component:
                found[component["custom_id"]] = component
            stack.extend(component.get("components", []))
            if isinstance(component.get("accessory"), dict):
                stack.append(component["accessory"])
            if isinstance(component.get("component"), dict):
                stack.append(component["component"])
        return found

    def text(self) -> str:
        """Everything a reader sees as text: content, embed texts, button and option labels."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title", ""), embed.get("description", "")]
            parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in embed.get("fields", [])]
            parts.append((embed.get("footer") or {}).get("text", ""))
        stack = self.components[::-1]
        while stack:  # depth first, in reading order
            component = stack.pop()
            parts += [component.get("label") or "", component.get("content") or "",
                      component.get("placeholder") or ""]
            parts += [option.get("label", "") for option in component.get("options", [])]
            stack.extend(component.get("components", [])[::-1])
        return "\n".join(part for part in parts if part)

    def payload(self, base_url: str, application_id: int) -> dict:
        data = {
            "id": str(self.id), "channel_id": str(self.channel.id), "author": self.author.payload(),
            "content": self.content, "timestamp": iso(self.created),
            "edited_timestamp": iso(self.edited) if self.edited else None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "pinned": False,
            "type": 0 if self.interaction is None else 20, "flags": self.flags, "embeds": self.embeds,
            "components": self.components, "attachments": [a.payload(base_url) for a in self.attachments],
        }
        if self.channel.guild_id:
            data["guild_id"] = str(self.channel.guild_id)
        if self.interaction is not None:
            data["webhook_id"] = str(application_id)
            data["application_id"] = str(application_id)
            data["interaction_metadata"] = {"id": str(self.interaction.id), "type": self.interaction.type,
                                            "user": self.interaction.user.payload(),
                                            "authorizing_integration_owners": {}}
        return data

    def __repr__(self) -> str:
        kind = "ephemeral " if self.ephemeral else ""
        return f"Message({kind}id={self.id}, in={self.channel!r}, {self.content[:40]!r})"


@dataclass(eq=False)
class Interaction:
    """One user action sent to the bot, and everything the bot answered to it."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    data: dict
    message: Message | None = None  # the message whose component was used
    expired: bool = False
    callback_type: int | None = None
    callback_attempts: int = 0
    original: Message | None = None  # the response message (type 4/5) or the updated message (6/7)
    followups: list[Message] = field(default_factory=list)
    choices: list[dict] | None = None  # autocomplete result
    modal: dict | None = None  # the modal the bot opened (callback type 9)
    member_permissions: int = MEMBER_PERMISSIONS  # the user's permissions in the channel, as resolved
    app_permissions: int = MEMBER_PERMISSIONS  # the bot's permissions in the channel, as resolved
    created: float = field(default_factory=time.time)
    sent_at: float | None = None  # time.monotonic() when the fake sent it to the bot
    answered_at: float | None = None  # ... and when it accepted the bot's first response (the callback)

    @property
    def acknowledged(self) -> bool:
        return self.callback_type is not None

    @property
    def answer_delay(self) -> float:
        """Seconds from sending the interaction to the bot to accepting its first response."""
        assert self.sent_at is not None and self.answered_at is not None, self
        return self.answered_at - self.sent_at

    def messages(self) -> list[Message]:
        """The messages this interaction produced, response first."""
        first = [self.original] if self.original is not None and self.original is not self.message else []
        return first + self.followups

    def payload(self, application_id: int, guild_joined: float | None, guild_locale: str = "en-US") -> dict:
        channel = self.channel
        data = {
            "id": str(self.id), "application_id": str(application_id), "type": self.type, "data": self.data,
            "token": self.token, "version": 1, "locale": self.user.locale,
            "app_permissions": str(self.app_permissions), "entitlements": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "channel_id": str(channel.id), "channel": channel.payload(),
        }
        if channel.guild_id:
            data.update({
                "guild_id": str(channel.guild_id), "guild_locale": guild_locale,
                "guild": {"id": str(channel.guild_id), "locale": guild_locale, "features": []},
                "member": self.user.member_payload(guild_joined or self.created,
                                                   permissions=self.member_permissions),
                "context": 0, "authorizing_integration_owners": {"0": str(channel.guild_id)},
            })
        else:
            data.update({"user": self.user.payload(), "context": 1,
                         "authorizing_integration_owners": {"0": str(self.user.id)}})
        return data

    def __repr__(self) -> str:
        return (f"Interaction(id={self.id}, type={self.type}, user={self.user.name!r}, "
                f"callback={self.callback_type})")


@dataclass
class Request:
    """One REST request the bot made, as the fake saw and answered it."""

    method: str
    route: str  # the route template, e.g. "/channels/{channel_id}/messages"
    path: str
    status: int = 0
    body: Any = None  # the JSON body (payload_json for multipart)
    files: list[str] = field(default_factory=list)
    error: dict | None = None

    def __repr__(self) -> str:
        return f"{self.method} {self.path} -> {self.status}"


@dataclass
class Rejection:
    """A request the fake refused the way Discord would (limits, empty message, bad callback type)."""

    request: Request
    problems: list[str]


class Changes:
    """Wakes everyone waiting for the world to change; ``wait_for`` re-checks its condition on each
    change, and every ``poll`` seconds if given (for a condition Discord does not see: a database row)."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def notify(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait_for(self, predicate, timeout: float, describe=lambda: "",
                       poll: float | None = None) -> Any:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition not met within {timeout} s. {describe()}")
            try:
                await asyncio.wait_for(self._event.wait(), min(poll or remaining, remaining))
            except TimeoutError:
                continue
