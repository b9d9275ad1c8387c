"""Reading request bodies as Discord does: JSON, or multipart with ``payload_json`` and ``files[n]``."""

from __future__ import annotations

import json
import mimetypes
from dataclasses import dataclass, field

from aiohttp import web


@dataclass
class Body:
    json: dict | list | None = None
    files: dict[int, tuple[str, bytes]] = field(default_factory=dict)  # files[n] -> (filename, bytes)


BODY = web.RequestKey("body", Body)  # where the middleware leaves the parsed body for the handler


async def read_body(request: web.Request) -> Body:
    if request.content_type == "multipart/form-data":
        body = Body()
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            if part.name == "payload_json":
                body.json = json.loads(await part.text())
            elif part.name and part.name.startswith("files[") and part.name.endswith("]"):
                body.files[int(part.name[6:-1])] = (part.filename or "unnamed", bytes(await part.read()))
        return body
    raw = await request.read()
    return Body(json=json.loads(raw) if raw else None)


def content_type_of(filename: str, data: bytes) -> str:
    """Discord sniffs the type; so does the fake, for the formats a bot sends (PNG above all)."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    return mimetypes.guess_type(filename)[0] or "application/octet-stream"
