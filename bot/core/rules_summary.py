"""A short plain-language summary of a variant's rules, as the rules themselves word it.

Used by ``/canasta rules`` and ``canasta rules``; the text is Markdown that fits one Discord message,
in the language of the person asking. The rules' wording (``wording_of(rules)``, engine/rules/wording.py)
words each concern's clauses (engine/rules' ``summary_*`` modules: ``turn_clause()`` and the like) and
each feature its own (``Feature.summary()``), as Words: this module only puts them in order, translates
them with ``say`` and lays them out, so the summary cannot drift from what the engine plays.
"""

from __future__ import annotations

from engine import Rules, variants
from engine.rules.wording import wording_of
from engine.variants.entry import Variant
from i18n import _, number, say
from i18n.variants import canasta_kind, variant_name

from .errors import UserError

MAX_CHOICES = 25  # Discord's limit on autocomplete choices
MESSAGE_LIMIT = 2000  # Discord's limit on a message's characters


def find_variants(query: str) -> list[Variant]:
    """Catalogue entries whose key or name (English, or in the current language) contains ``query``
    (all when blank), in catalogue order."""
    words = query.strip().lower()
    found = [info for info in variants.CATALOGUE
             if words in info.key or words in info.rules.name.lower() or words in _name(info).lower()]
    return found[:MAX_CHOICES]


def choice_label(info: Variant) -> str:
    return _("{name} ({key}, {players} players)", name=_name(info), key=info.key, players=info.players)


def resolve(text: str) -> Variant:
    """The catalogue entry named by a key or a full name; a UserError listing the keys otherwise."""
    wanted = text.strip().lower()
    for info in variants.CATALOGUE:
        if wanted in (info.key, info.rules.name.lower(), _name(info).lower()):
            return info
    raise UserError(_("There is no variant called '{name}'. Pick one from the list as you type, for example: "
                      "{keys}.", name=text.strip()[:50], keys=", ".join(variants.playable())))


def summary(text: str) -> str:
    """The rules summary of the variant named ``text`` (key or name)."""
    return describe(variants.get(resolve(text).key))


def message_parts(text: str) -> list[str]:
    """``text`` cut at line ends into parts that each fit one Discord message (a summary of a
    variant with many rules of its own takes two)."""
    parts = [""]
    for line in text.split("\n"):
        if parts[-1] and len(parts[-1]) + 1 + len(line) > MESSAGE_LIMIT:
            parts.append(line)
        else:
            parts[-1] = f"{parts[-1]}\n{line}" if parts[-1] else line
    return parts


def _name(info: Variant) -> str:
    return say(info.name)


def describe(rules: Rules) -> str:
    """The summary of ``rules``: each clause as the rules word it, laid out a line each, in the language
    of the person asking."""
    wording = wording_of(rules)
    lines = [
        f"**{variant_name(rules.key, rules.name)}** (`{rules.key}`)",
        _("- **Players:** {table}", table=say(wording.players_words())),
        say(wording.cards_clause()),
        *map(say, wording.table_feature_clauses()),
        say(wording.turn_clause()),
        say(wording.wild_cards_clause()),
        *map(say, wording.more_meld_clauses()),
        _("- **Discard pile:** {rule}", rule=say(wording.pile_words())),
        say(wording.first_meld_clause()),
        say(wording.going_out_clause()),
        *_features(rules),
        *map(say, wording.feature_clauses()),
        *map(say, wording.black_three_clauses()),
        say(wording.laid_out_clause()),
        _("- **Canastas:** {bonuses}.", bonuses=_canasta_bonuses(rules)),
        *map(say, wording.extra_clauses()),
        say(wording.card_values_clause()),
        say(wording.match_clause()),
    ]
    return "\n".join(lines)


def _features(rules: Rules) -> list[str]:
    """Each rule feature's clauses, as the feature words them (engine.rules.feature)."""
    return [_("- **{heading}:** {text}", heading=say(heading), text=say(text))
            for feature in rules.features for heading, text in feature.summary()]


def _canasta_bonuses(rules: Rules) -> str:
    wording = wording_of(rules)
    return ", ".join(f"{canasta_kind(wording.canasta_term(kind))} {number(rules.canasta_bonus(kind))}"
                     for kind in rules.canasta_kinds)
