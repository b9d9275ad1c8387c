"""The engine's explanations of refused moves, in the player's language: the sentence and the phrases
inside it translated, the English unchanged for everyone else."""

from __future__ import annotations

import pytest

from engine import Deal, IllegalAction, variants
from engine.errors import Phrases, Sentence, Words
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


def test_phrases_are_said_part_after_part_and_a_sentence_with_a_capital():
    stops = Words("never a wild card on top")
    clause = Phrases((Words("1 card"), " and ", Sentence((stops,)), Words("{count} cards", count=1500)))
    assert str(clause) == "1 card and Never a wild card on top1,500 cards"
    with speaking("es"):
        said = say(clause)
    stop = translate("never a wild card on top", "es")
    expected = (translate("1 card", "es") + " and " + stop[:1].upper() + stop[1:]
                + translate("{count} cards", "es").format(count="1.500"))
    assert said == expected != str(clause)


def test_phrases_inside_words_are_said_too():
    words = Words("; one card turned up starts the pile{packet}.", packet=Phrases((", ", Words("1 card"))))
    assert str(words) == "; one card turned up starts the pile, 1 card."
    with speaking("pt_BR"):
        said = say(words)
    assert said == translate("; one card turned up starts the pile{packet}.", "pt_BR").format(
        packet=", " + translate("1 card", "pt_BR"))
