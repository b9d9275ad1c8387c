"""The fake's copy of Discord's message limits: each limit refuses one step past it and no earlier."""

from __future__ import annotations

from tests.discord_fake.limits import check_choices, check_message, check_modal


def button(custom_id: str, label: str = "Go") -> dict:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def select(options: int, max_values: int = 1) -> dict:
    return {"type": 3, "custom_id": "pick", "max_values": max_values,
            "options": [{"label": f"o{i}", "value": str(i)} for i in range(options)]}


def rows(count: int, per_row: int = 1) -> list[dict]:
    return [{"type": 1, "components": [button(f"b{r}.{i}") for i in range(per_row)]} for r in range(count)]


def problems(body: dict, files: int = 0) -> list[str]:
    return check_message(body, kept_attachments=files, new_files=[])


def test_content_may_be_2000_characters_not_2001():
    assert problems({"content": "x" * 2000}) == []
    assert problems({"content": "x" * 2001}) == ["content: 2001 characters; must be 2000 or fewer"]


def test_five_rows_of_five_buttons_fit_and_a_sixth_of_either_does_not():
    assert problems({"components": rows(5, per_row=5)}) == []
    assert problems({"components": rows(6)}) == ["components: 6 rows; must be 5 or fewer"]
    assert problems({"components": rows(1, per_row=6)}) == ["components.0: 6 buttons; must be 5 or fewer"]


def test_a_select_holds_25_options_and_sits_alone_in_its_row():
    assert problems({"components": [{"type": 1, "components": [select(25)]}]}) == []
    assert problems({"components": [{"type": 1, "components": [select(26)]}]}) == [
        "components.0.components.0.options: 26; must be 1 to 25"]
    crowded = {"type": 1, "components": [select(3), button("b")]}
    assert problems({"components": [crowded]}) == ["components.0: a select menu must be alone in its row"]
    assert problems({"components": [{"type": 1, "components": [select(3, max_values=4)]}]}) == [
        "components.0.components.0.max_values: 4 is more than the 3 options"]


def test_custom_ids_are_unique_and_short_and_labels_short_too():
    twice = [{"type": 1, "components": [button("same"), button("same")]}]
    assert problems({"components": twice}) == [
        "components.0.components.1.custom_id: 'same' is used twice in one message"]
    long_id = [{"type": 1, "components": [button("x" * 101)]}]
    assert problems({"components": long_id}) == [
        "components.0.components.0.custom_id: 101 characters; must be 100 or fewer"]
    long_label = [{"type": 1, "components": [button("b", label="L" * 81)]}]
    assert problems({"components": long_label}) == [
        "components.0.components.0.label: must be 80 characters or fewer"]


def test_embeds_are_limited_one_by_one_and_in_total():
    assert problems({"embeds": [{"description": "d" * 4096}]}) == []
    assert problems({"embeds": [{"description": "d" * 4097}]}) == [
        "embeds.0.description: 4097; must be 4096 or fewer"]
    assert problems({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}) == [
        "embeds: 6001 characters in all; must be 6000 or fewer"]


def test_an_empty_message_is_refused_but_a_file_alone_is_fine():
    assert problems({}) == ["Cannot send an empty message"]
    assert problems({}, files=1) == []
    assert problems({"content": "x"}, files=11) == ["attachments: 11; must be 10 or fewer"]


def test_components_v2_messages_carry_no_content_and_at_most_40_components():
    v2 = 1 << 15
    texts = [{"type": 10, "content": "line"} for _ in range(40)]
    assert problems({"flags": v2, "components": texts}) == []
    assert problems({"flags": v2, "components": texts + [{"type": 10, "content": "one more"}]}) == [
        "components: 41 in all; must be 40 or fewer"]
    assert problems({"flags": v2, "content": "x", "components": texts[:1]}) == [
        "a components-v2 message cannot have content or embeds"]


def test_autocomplete_answers_hold_25_choices_with_short_names():
    assert check_choices([{"name": "n", "value": "v"}] * 25) == []
    assert check_choices([{"name": "n", "value": "v"}] * 26) == ["choices: 26; must be 25 or fewer"]
    assert check_choices([{"name": "", "value": "v"}]) == ["choices.0.name: 1 to 100 characters"]


def test_a_modal_needs_a_short_title_and_one_to_five_rows():
    fine = {"custom_id": "m", "title": "Move", "components": [{"type": 1, "components": []}]}
    assert check_modal(fine) == []
    assert check_modal(fine | {"title": "t" * 46}) == ["modal title: 1 to 45 characters"]
    assert check_modal(fine | {"components": []}) == ["modal components: 1 to 5"]


def test_an_attachments_description_may_be_1024_characters_not_1025():
    def described(length: int) -> dict:
        return {"attachments": [{"id": 0, "filename": "t.png", "description": "x" * length}]}

    assert problems(described(1024), files=1) == []
    assert problems(described(1025), files=1) == [
        "attachments.0.description: must be 1024 characters or fewer"]
