"""The reasons computer players give are Words whose templates the catalogs can translate: each one a
string literal the message extractor finds in the engine, with phrases (cards, melds) as Words of their
own; in English they read as before, and they survive the trip to a worker process."""

from __future__ import annotations

import ast
import pickle
from functools import cache
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir

from engine import Deal, meld_keys, seat_view, variants
from engine.actions import Discard, Draw, Meld, Take
from engine.ai import make_player
from engine.ai.decision import Decision
from engine.ai.heuristic import out_reason
from engine.ai.knowledge import Knowledge
from engine.ai.review import Missed
from engine.ai.search import _ahead, choice_reason
from engine.ai.words import cards_phrase, meld_name, meld_phrases
from engine.cards import HEARTS, codes
from engine.errors import Words

from .positions import position

ENGINE = Path(__file__).parents[2] / "engine"
VARIANTS = ("classic", "british", "samba", "italian", "americana", "international", "canastone-6p")


@cache
def extracted() -> frozenset[str]:
    """Every message Babel's extractor finds in the engine's ``Words(...)`` calls (as the catalogs do)."""
    return frozenset(message for _, _, message, _, _ in extract_from_dir(
        ENGINE, method_map=[("**.py", "python")], keywords={"Words": None}))


def templates(words: Words):
    yield words.template
    for value in words.fields.values():
        if isinstance(value, Words):
            yield from templates(value)
        else:
            assert isinstance(value, int | str), f"a field of {words!r} is {value!r}"


def reasons(key: str, level: str, seed: int):
    """The reason of every decision in one deal played by ``level`` (hard: one guessed deal a decision)."""
    rules = variants.get(key)
    deal = Deal.new(rules, seed=seed, dealer=seed % rules.players)
    players = [make_player(level, seed=f"{seed}/{seat}", max_samples=1) for seat in range(rules.players)]
    while not deal.is_over:
        decision = players[deal.turn].decide(seat_view(deal, deal.turn), deal.legal_actions())
        yield decision.reason
        deal.apply(decision.action)


@pytest.mark.parametrize("key", VARIANTS)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_reason_is_words_the_catalogs_can_translate(key, level):
    seen = 0
    for seed in range(1 if level == "hard" else 4):
        for reason in reasons(key, level, seed):
            assert isinstance(reason, Words)
            missing = [t for t in templates(reason) if t not in extracted()]
            assert not missing, f"not extracted for translation: {missing} in {reason!r}"
            seen += 1
    assert seen > 20


def test_every_words_call_in_the_computer_players_is_given_a_literal_template():
    for path in sorted((ENGINE / "ai").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Words":
                first = node.args[0] if node.args else None
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), \
                    f"{path.name}:{node.lineno}: the template must be a string literal"


def test_phrases_read_as_plain_english():
    assert str(cards_phrase((12, 13, 15, 13))) == "two Kings, a Queen and a Joker"
    assert str(cards_phrase((14,))) == "an Ace"
    assert str(meld_name(meld_keys.sequence(HEARTS, 2))) == "Hearts sequence #2"
    run = tuple(codes("4H 5H 6H 7H"))
    meld = Meld(groups=((13, 13, 13), (5, 5, 2)), wild=((2, 2, 15),), sequences=(run,))
    phrases = ["three Kings", "two Fives and a Two", "a wild meld of a Joker and two Twos",
               "a run of four Hearts"]
    assert [str(p) for p in meld_phrases(meld)] == phrases
    assert str(out_reason(meld)) == f"Going out; melding {'; '.join(phrases)}."
    now = Words("Going out now")
    assert str(out_reason(Discard(8), now)) == "Going out now; discarding my last card, an Eight."


def test_a_reason_reads_as_the_english_sentence_and_its_phrases_are_words():
    pile = "4C 5D 6H 7S 9C 10H 4D 5S 6C 7D JH 8H"
    deal = position(hands={0: "8C 8D KS QS 5H 6S 9D 10D JS AS AD"}, pile=pile, phase="draw",
                    melds=[{"7": "7C 7H 7S"}, {}])
    decision = make_player("medium", seed=1).decide(seat_view(deal, 0), deal.legal_actions())
    reason = decision.reason
    assert str(reason) == "Taking the pile (12 cards) with a pair of Eights."
    assert reason.template == "Taking the pile ({size}) with {how}."
    assert reason.fields["how"] == Words("a pair of {ranks}", ranks=Words("Eights"))
    assert str(decision) == "take 8 8: Taking the pile (12 cards) with a pair of Eights."


def test_hard_says_what_looking_ahead_found_after_the_move():
    deal = position(hands={0: "8C 8D KS QS 5H 6S 9D 10D JS AS AD"}, pile="4C 5D 6H 7S 9C 10H 4D 5S 8H",
                    phase="draw", melds=[{"7": "7C 7H 7S"}, {}])
    k = Knowledge(seat_view(deal, 0))
    drawing = Decision(Draw(), choice_reason(k, Draw()), _ahead(57.8, 30, Take((8, 8))))
    assert str(drawing.explanation) == (
        "Drawing from the stock rather than taking the pile. Looking ahead over 30 possible deals, this "
        "comes out about 57 points better than 'take 8 8'.")
    assert str(drawing.reason) == "Drawing from the stock rather than taking the pile."
    taking = Decision(Take((8, 8)), choice_reason(k, Take((8, 8))), _ahead(20.0, 24, Draw()))
    assert str(taking) == ("take 8 8: Taking the pile (9 cards) with a pair of Eights. Looking ahead over 24 "
                           "possible deals, this comes out about 20 points better than 'draw'.")


def test_reasons_survive_the_trip_to_a_worker_process():
    deal = position(hands={0: "8C 8D KS QS 5H 6S 9D 10D JS AS AD"}, pile="4C 5D 6H 7S 9C 10H 4D 5S 8H",
                    phase="draw", melds=[{"7": "7C 7H 7S"}, {}])
    decision = make_player("medium", seed=1).decide(seat_view(deal, 0), deal.legal_actions())
    copy = pickle.loads(pickle.dumps(decision))
    assert copy == decision and str(copy.reason) == str(decision.reason)
    missed = Missed(3, 2, Draw(), decision.action, 40.0, 9.5, decision.reason,
                    Words("The next player took it: {cards}.", cards=cards_phrase((13, 13))))
    assert pickle.loads(pickle.dumps(missed)) == missed
