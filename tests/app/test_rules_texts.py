"""The rules summary and the terminal's help of every variant, in every language, pinned word for word
(tests/fixtures/rules-texts.json): a change in how the rules word themselves, or in how the bot lays
their clauses out, shows here as the lines that changed. After a change of wording made on purpose,
write the texts again with ``python -m tests.app.test_rules_texts`` and read the diff before committing."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from bot.cli.terminal_help import help_text
from bot.core.rules_summary import describe
from engine import variants
from engine.rules.going_out_policy import GoingOutPolicy
from i18n import LANGUAGES, speaking

PINNED = Path(__file__).parent.parent / "fixtures" / "rules-texts.json"


def texts(key: str, language: str) -> dict[str, list[str]]:
    """Variant ``key``'s summary and help in ``language``, a line each."""
    rules = variants.get(key)
    with speaking(language):
        return {"summary": describe(rules).split("\n"), "help": help_text(rules).split("\n")}


def _pinned() -> dict:
    return json.loads(PINNED.read_text(encoding="utf-8"))


def test_every_variant_and_language_is_pinned():
    every = sorted(f"{language} {key}" for language in LANGUAGES for key in variants.REGISTRY)
    assert sorted(_pinned()) == every


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", list(variants.REGISTRY))
def test_the_summary_and_the_help_say_what_is_pinned(key, language):
    assert texts(key, language) == _pinned()[f"{language} {key}"]


def test_a_changed_clause_is_seen(monkeypatch):
    monkeypatch.setattr(GoingOutPolicy, "asking_words", lambda self, has_partners: ".")
    assert texts("classic", "en")["summary"] != _pinned()["en classic"]["summary"]


if __name__ == "__main__":
    every = {f"{language} {key}": texts(key, language) for language in LANGUAGES for key in variants.REGISTRY}
    PINNED.write_text(json.dumps(every, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {len(every)} texts to {PINNED}\n")
