"""The engine's explanations of refused moves, in the player's language: the sentence and the phrases
inside it translated, the English unchanged for everyone else."""

from __future__ import annotations

import pytest

from engine import Deal, IllegalAction, variants
from engine.errors import Words
from i18n import SOURCE, say, speaking, translate


def refusal(variant: str, move: str) -> IllegalAction:
    deal = Deal.new(variants.get(variant), seed=3)
    with pytest.raises(IllegalAction) as caught:
        deal.apply(move)
    return caught.value


@pytest.mark.parametrize("language", ["es", "pt_BR", "it"])
def test_a_refusal_is_said_in_the_language_asked(language):
    error = refusal("classic", "discard 9")
    with speaking(language):
        said = say(error.words)
    assert said == translate(error.words.template, language) != str(error)
    with speaking(SOURCE):
        assert say(error.words) == str(error)


def test_phrases_inside_a_sentence_are_translated_too():
    inner = Words("to go out, your side needs {canastas}", canastas=2)
    outer = Words("{why}: keep two cards (one to discard)", why=inner)
    assert str(outer) == "to go out, your side needs 2: keep two cards (one to discard)"
    with speaking("it"):
        said = say(outer)
    expected = translate("{why}: keep two cards (one to discard)", "it").format(
        why=translate("to go out, your side needs {canastas}", "it").format(canastas=2))
    assert said == expected != str(outer)
