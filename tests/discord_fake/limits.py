"""Discord's limits on what a message, a modal or an autocomplete answer may hold.

Each check returns a list of problems (empty when the body is fine); the fake answers a
non-empty list with Discord's 400 "Invalid Form Body" and records it, so an end-to-end
test fails when the bot builds something real Discord would refuse.
"""

from __future__ import annotations

from .model import ATTACHMENT_SIZE_LIMIT, COMPONENTS_V2

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_OPTIONS = 25
MAX_V2_COMPONENTS = 40
MAX_CUSTOM_ID = 100
MAX_FILES = 10
MAX_CHOICES = 25

BUTTON, STRING_SELECT, TEXT_INPUT = 2, 3, 4
SELECTS = (3, 5, 6, 7, 8)
LINK_STYLE, PREMIUM_STYLE = 5, 6


MAX_ATTACHMENT_DESCRIPTION = 1024  # a file's alt text, read by screen readers


def check_message(body: dict, *, kept_attachments: int, new_files: list[tuple[str, bytes]],
                  editing: bool = False) -> list[str]:
    """Problems with a create (or, with ``editing``, an edit) message body."""
    problems: list[str] = []
    content = body.get("content") or ""
    if len(content) > MAX_CONTENT:
        problems.append(f"content: {len(content)} characters; must be {MAX_CONTENT} or fewer")
    embeds = body.get("embeds") or []
    problems += _check_embeds(embeds)
    components = body.get("components") or []
    if (body.get("flags") or 0) & COMPONENTS_V2:
        problems += _check_v2(components, content, embeds)
    else:
        problems += _check_rows(components)
    files = kept_attachments + len(new_files)
    if files > MAX_FILES:
        problems.append(f"attachments: {files}; must be {MAX_FILES} or fewer")
    for number, attachment in enumerate(body.get("attachments") or []):
        if len(attachment.get("description") or "") > MAX_ATTACHMENT_DESCRIPTION:
            problems.append(f"attachments.{number}.description: must be {MAX_ATTACHMENT_DESCRIPTION} "
                            "characters or fewer")
    for name, data in new_files:
        if len(data) > ATTACHMENT_SIZE_LIMIT:
            problems.append(f"files: {name} is {len(data)} bytes; the limit is {ATTACHMENT_SIZE_LIMIT}")
    if not editing and not (content or embeds or components or files or body.get("sticker_ids")
                            or body.get("poll")):
        problems.append("Cannot send an empty message")
    return problems


def check_modal(data: dict) -> list[str]:
    problems = []
    if not data.get("custom_id") or len(data["custom_id"]) > MAX_CUSTOM_ID:
        problems.append("modal custom_id: 1 to 100 characters")
    if not 1 <= len(data.get("title") or "") <= 45:
        problems.append("modal title: 1 to 45 characters")
    if not 1 <= len(data.get("components") or []) <= 5:
        problems.append("modal components: 1 to 5")
    return problems


def check_choices(choices: list[dict]) -> list[str]:
    problems = []
    if len(choices) > MAX_CHOICES:
        problems.append(f"choices: {len(choices)}; must be {MAX_CHOICES} or fewer")
    for index, choice in enumerate(choices):
        if not 1 <= len(choice.get("name", "")) <= 100:
            problems.append(f"choices.{index}.name: 1 to 100 characters")
        if len(str(choice.get("value", ""))) > 100:
            problems.append(f"choices.{index}.value: 100 characters or fewer")
    return problems


def _check_embeds(embeds: list[dict]) -> list[str]:
    problems = []
    if len(embeds) > MAX_EMBEDS:
        problems.append(f"embeds: {len(embeds)}; must be {MAX_EMBEDS} or fewer")
    total = 0
    for index, embed in enumerate(embeds):
        sizes = {
            "title": (len(embed.get("title") or ""), 256),
            "description": (len(embed.get("description") or ""), 4096),
            "footer.text": (len((embed.get("footer") or {}).get("text") or ""), 2048),
            "author.name": (len((embed.get("author") or {}).get("name") or ""), 256),
            "fields": (len(embed.get("fields") or []), 25),
        }
        for name, (size, limit) in sizes.items():
            if size > limit:
                problems.append(f"embeds.{index}.{name}: {size}; must be {limit} or fewer")
        for number, item in enumerate(embed.get("fields") or []):
            if len(item.get("name") or "") > 256 or len(item.get("value") or "") > 1024:
                problems.append(f"embeds.{index}.fields.{number}: name <= 256 and value <= 1024 characters")
        total += sum(size for name, (size, _) in sizes.items() if name != "fields")
        total += sum(len(f.get("name") or "") + len(f.get("value") or "") for f in embed.get("fields") or [])
    if total > MAX_EMBED_TOTAL:
        problems.append(f"embeds: {total} characters in all; must be {MAX_EMBED_TOTAL} or fewer")
    return problems


def _check_rows(rows: list[dict]) -> list[str]:
    problems = []
    if len(rows) > MAX_ROWS:
        problems.append(f"components: {len(rows)} rows; must be {MAX_ROWS} or fewer")
    seen: set[str] = set()
    for index, row in enumerate(rows):
        if row.get("type") != 1:
            problems.append(f"components.{index}: top-level components must be action rows (type 1)")
            continue
        items = row.get("components") or []
        selects = [item for item in items if item.get("type") in SELECTS]
        if not items:
            problems.append(f"components.{index}: an action row needs at least one component")
        elif selects and len(items) > 1:
            problems.append(f"components.{index}: a select menu must be alone in its row")
        elif len(items) > MAX_ROW_BUTTONS:
            problems.append(f"components.{index}: {len(items)} buttons; must be {MAX_ROW_BUTTONS} or fewer")
        for number, item in enumerate(items):
            problems += _check_item(item, f"components.{index}.components.{number}", seen)
    return problems


def _check_v2(components: list[dict], content: str, embeds: list[dict]) -> list[str]:
    problems = []
    if content or embeds:
        problems.append("a components-v2 message cannot have content or embeds")
    count, seen = 0, set()
    stack = [(component, f"components.{i}") for i, component in enumerate(components)]
    while stack:
        component, path = stack.pop()
        count += 1
        problems += _check_item(component, path, seen)
        children = component.get("components") or []
        stack += [(child, f"{path}.components.{i}") for i, child in enumerate(children)]
        if isinstance(component.get("accessory"), dict):
            stack.append((component["accessory"], f"{path}.accessory"))
    if count > MAX_V2_COMPONENTS:
        problems.append(f"components: {count} in all; must be {MAX_V2_COMPONENTS} or fewer")
    return problems


def _check_item(item: dict, path: str, seen: set[str]) -> list[str]:
    problems = []
    kind = item.get("type")
    custom_id = item.get("custom_id")
    if kind == BUTTON and item.get("style") == LINK_STYLE:
        if not item.get("url") or custom_id:
            problems.append(f"{path}: a link button has a url and no custom_id")
    elif ((kind == BUTTON and item.get("style") != PREMIUM_STYLE) or kind in SELECTS) and not custom_id:
        problems.append(f"{path}: custom_id is required")
    if custom_id is not None:
        if len(custom_id) > MAX_CUSTOM_ID:
            problems.append(f"{path}.custom_id: {len(custom_id)} characters; "
                            f"must be {MAX_CUSTOM_ID} or fewer")
        if custom_id in seen:
            problems.append(f"{path}.custom_id: '{custom_id}' is used twice in one message")
        seen.add(custom_id)
    if kind == BUTTON and len(item.get("label") or "") > 80:
        problems.append(f"{path}.label: must be 80 characters or fewer")
    if kind in SELECTS:
        options = item.get("options") or []
        if kind == STRING_SELECT and not 1 <= len(options) <= MAX_OPTIONS:
            problems.append(f"{path}.options: {len(options)}; must be 1 to {MAX_OPTIONS}")
        low, high = item.get("min_values", 1), item.get("max_values", 1)
        if not (0 <= low <= MAX_OPTIONS and 1 <= high <= MAX_OPTIONS and low <= high):
            problems.append(f"{path}: min_values/max_values must satisfy 0 <= min <= max <= 25")
        if kind == STRING_SELECT and high > len(options):
            problems.append(f"{path}.max_values: {high} is more than the {len(options)} options")
        for number, option in enumerate(options):
            label, value = option.get("label") or "", option.get("value") or ""
            if not (1 <= len(label) <= 100 and 1 <= len(value) <= 100):
                problems.append(f"{path}.options.{number}: label and value must be 1 to 100 characters")
            if len(option.get("description") or "") > 100:
                problems.append(f"{path}.options.{number}.description: must be 100 characters or fewer")
        if len(item.get("placeholder") or "") > 150:
            problems.append(f"{path}.placeholder: must be 150 characters or fewer")
    return problems
