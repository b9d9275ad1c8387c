"""A short plain-language summary of a variant's rules, written from its engine ``Rules`` data.

Used by ``/canasta rules`` and ``canasta rules``; the text is Markdown that fits one Discord message,
in the language of the person asking. Because every line comes from the rules object, the summary
cannot drift from what the engine plays. Each clause is a message of its own in the catalogs, and
what the engine says of a variant (``Rules.meld_words`` and the like) is Words translated by ``say``.
"""

from __future__ import annotations

from functools import reduce

from engine import Rules, meld_keys, variants
from engine.cards import JOKER_RANK, RANK_LETTERS, THREE, TWO, make
from engine.errors import Words, either
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
    lines = [
        f"**{variant_name(rules.key, rules.name)}** (`{rules.key}`)",
        _("- **Players:** {table}", table=_table(rules)),
        _("- **Cards:** {packs} packs with {jokers} Jokers ({cards} cards); {hand} dealt to each player",
          packs=rules.packs, jokers=rules.packs * rules.jokers_per_pack, cards=rules.deck_size,
          hand=rules.hand_size)
        + (_("; one card turned up starts the pile{packet}.", packet=_packet(rules)) if rules.upcard
           else _("; the discard pile starts empty.")),
        *_turn_card(rules),
        _turn(rules),
        _wild_cards(rules),
        *_more_melds(rules),
        _("- **Discard pile:** {rule}", rule=_pile(rules)),
        _first_meld(rules),
        _going_out(rules),
        *_features(rules),
        *_special_hands(rules),
        *_black_threes(rules),
        _("- **{cards}** are laid out at once and replaced",
          cards=_("Red Threes") if rules.laid_out_name == "red three" else _("Threes"))
        + (_(" (the stock's last card stays in hand and ends the deal)") if rules.last_laid_out_kept else "")
        + f": {say(rules.laid_out_words())}.",
        _("- **Canastas:** {bonuses}.", bonuses=_canasta_bonuses(rules)),
        *(_("- **Extra:** {rule}.", rule=_capitalised(say(words))) for words in rules.extra_score_words()),
        _("- **Card values:** {values}; cards left in hand count against you", values=_card_values(rules))
        + (_("; melded ones too, without a canasta") if rules.melded_points(1, 0) < 0 else "")
        + ".",
        _("- **Match:** deals continue until a side reaches {target}", target=number(rules.target))
        + _deal_end(rules),
    ]
    return "\n".join(lines)


def _turn(rules: Rules) -> str:
    with_pile = rules.stock_cards_with_pile()
    return (_("- **Turn:** draw {cards} or take the whole discard pile", cards=_cards(rules.draw_count))
            + (_(" and {cards} from the stock", cards=_cards(with_pile)) if with_pile else "")
            + _(", meld if you like, then discard one card")
            + (_(" (a wild card only if you hold no natural)") if rules.wild_discard_last else "")
            + (_(". A side opens only before drawing.") if rules.opens_before_drawing() else ".")
            + _empty_pile(rules))


def _wild_cards(rules: Rules) -> str:
    size = rules.max_meld_size
    return (_("- **Wild cards:** {ranks}. A meld: 3+ cards of one rank, {wilds}; a **canasta** is {size} "
              "cards",
              ranks=_ranks(rules.wild_ranks), wilds=_meld_wilds(rules), size=rules.canasta_size)
            + ("" if rules.wilds_join_canastas else _(", then no wild card joins it"))
            + (_(", the most a meld holds.") if size == rules.canasta_size
               else _("; a meld holds at most {size} cards.", size=size) if size else "."))


def _first_meld(rules: Rules) -> str:
    return (_("- **First meld** by your side's score: {needs}", needs=_opening(rules))
            + ("" if rules.wilds_count_to_open else _("; wild cards count nothing toward it"))
            + ("" if rules.top_card_opens else _("; taking the pile, from your hand alone"))
            + (_("; whoever makes it then draws {cards} cards from the stock (all that are left when fewer)",
                 cards=rules.opening_draw) if rules.opening_draw else "")
            + (_("; its maker may then take {cards} from the stock (`bonus`)", cards=rules.opening_bonus)
               if rules.opening_bonus else "")
            + (_("; a **splash** ({size} naturals of a rank from hand) opens at any score",
                 size=rules.canasta_size) if rules.splash else "")
            + ".")


def _going_out(rules: Rules) -> str:
    return (_("- **Going out:** needs {need}", need=say(rules.going_out_need()))
            + (_closing(rules) if rules.closing_discard else "")
            + _("; bonus {points}", points=number(rules.going_out_bonus))
            + (_(", {points} more when going out concealed (all in one turn)",
                 points=number(rules.concealed_bonus))
               if rules.concealed_bonus else "")
            + _asking(rules))


def _closing(rules: Rules) -> str:
    """How a player goes out where it is by a final discard only."""
    if rules.final_discard_ok(min(rules.wild_ranks)):
        return _("; by discarding your last card")
    return _("; the last discard is natural, not a Three")


def _turn_card(rules: Rules) -> list[str]:
    """The turn card and the bonus cards it allows (Americana)."""
    if rules.turn_card is None:
        return []
    line = _("- **Turn card:** {place} from the stock's bottom", place=_ordinal(rules.turn_card))
    if rules.talon:
        first, later = rules.talon
        line += _("; before it is drawn, a side's first meld may empty the hand but its discard, for {first} "
                  "**bonus cards** ({later} if the other side has melded)", first=first, later=later)
    return [line + "."]


def _empty_pile(rules: Rules) -> str:
    """What may be discarded onto an empty pile, where the variant restricts it (Americana)."""
    if not rules.restricts_discards:
        return ""
    return _(" Onto an empty pile: Aces and Sevens after other naturals, dead cards last.")


def _meld_wilds(rules: Rules) -> str:
    """How many wild cards a meld holds (the variant's own words alone where they say it)."""
    more = rules.meld_words()
    if more is not None and str(more).startswith(f"at most {rules.meld_max_wilds} wild"):
        return say(more)
    return (("" if more else _("at least {count} natural, ", count=rules.meld_min_naturals))
            + _("at most {most} wild", most=rules.meld_max_wilds)
            + (_(", more natural than wild") if rules.naturals_outnumber_wilds else "")
            + (f"; {say(more)}" if more else ""))


def _deal_end(rules: Rules) -> str:
    if rules.deal_ends_short_stock and rules.draw_count == 1:
        return _(". A deal ends when the stock is empty.")
    return (_(". A deal ends when the stock runs short.") if rules.deal_ends_short_stock
            else _("; after the stock, one more turn.") if rules.last_turn_after_stock else ".")


def _ordinal(n: int) -> str:
    """13th, 1st: each language writes its own ordinal from these four."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return _("{n}th", n=n)
    return {1: _("{n}st", n=n), 2: _("{n}nd", n=n), 3: _("{n}rd", n=n)}[n % 10]


def _more_melds(rules: Rules) -> list[str]:
    """Lines for melds beyond one group per rank, where the variant has them."""
    lines = []
    if rules.sequence_sizes:
        fewest, most = rules.sequence_sizes
        lines.append(_("- **Sequences:** {fewest} to {most} cards of one suit in order, 4 up to Ace, no wild "
                       "cards, laid from your hand; {most} are a canasta ({name})", fewest=fewest, most=most,
                       name=say(rules.canasta_term(meld_keys.SEQUENCE)))
                     + (_("; a full one grows only on the way out.") if rules.sequence_canastas_grow_going_out
                        else "."))
    if rules.wild_meld_sizes:
        fewest, most = rules.wild_meld_sizes
        more = rules.wild_meld_words()
        full = [TWO << 2] * rules.canasta_size  # named by its mix where the variant tells mixes apart
        by_mix = rules.canasta_kind(meld_keys.wild(), full) != meld_keys.WILD
        lines.append(_("- **Wild melds:** {fewest} to {most} wild cards on their own", fewest=fewest,
                       most=most)
                     + ("" if rules.several_melds_per_rank and not rules.another_meld_when_full
                        else _(", one per side at a time") if rules.several_melds_per_rank else _(", one "
                                                                                                  "per side"))
                     + _("; {size} are a canasta", size=rules.canasta_size)
                     + ("" if by_mix else f" ({say(rules.canasta_term(meld_keys.WILD))})")
                     + (f"; {say(more)}." if more else "."))
    if rules.several_melds_per_rank:
        if rules.another_meld_when_full:
            lines.append(_("- **Full melds:** a full meld of {size} is followed by a new one of its rank "
                           "(K, K#2).", size=rules.max_meld_size))
        else:
            merge = _("; two of one kind may merge (`merge K#2 into K`)") if rules.merge_melds else ""
            lines.append(_("- **Several melds** of one rank may lie side by side (K, K#2){merge}.",
                           merge=merge))
    return lines


def _canasta_bonuses(rules: Rules) -> str:
    return ", ".join(f"{canasta_kind(rules.canasta_term(kind))} {number(rules.canasta_bonus(kind))}"
                     for kind in rules.canasta_kinds)


def _packet(rules: Rules) -> str:
    words = rules.packet_words()
    return f", {say(words)}" if words else ""


def _black_threes(rules: Rules) -> list[str]:
    """The line on black Threes kept in hand (none where they are laid out like red ones)."""
    if rules.is_laid_out(make(THREE, 0)):
        return []
    first_turn = _("; none may be discarded on a player's first turn") \
        if rules.no_black_three_first_turn else ""
    if not rules.black_three_meld_sizes:
        return [_("- **Black Threes** are never melded: discard them{penalty}{first_turn}.",
                  penalty=_black_three_penalty(rules), first_turn=first_turn)]
    return [_("- **Black Threes** can be melded only when going out ({sizes}, no wild "
              "cards){penalty}{first_turn}.",
              sizes=_sizes(rules.black_three_meld_sizes), penalty=_black_three_penalty(rules),
              first_turn=first_turn)]


def _black_three_penalty(rules: Rules) -> str:
    black_three = make(THREE, 0)
    penalty = rules.hand_penalty(black_three, True)
    if penalty == rules.value(THREE):
        return ""
    return _("; each one left in hand when someone goes out costs {points}", points=number(penalty))


def _partnered(rules: Rules) -> bool:
    return any(len(team) > 1 for team in rules.teams) or rules.temporary_partnership


def _table(rules: Rules) -> str:
    players = rules.players
    if rules.temporary_partnership:
        return _("{players}, each for themselves until someone first takes the discard pile: that player "
                 "then "
                 "plays alone against the other two as partners.", players=players)
    if all(len(team) == 1 for team in rules.teams):
        return _("{players}, each for themselves.", players=players)
    seats = reduce(lambda first, second: _("{first} against {second}", first=first, second=second),
                   (" & ".join(str(seat + 1) for seat in team) for team in rules.teams))
    if any(len(team) > 2 for team in rules.teams):
        return _("{players} in {teams} teams of {size}, seats alternating ({seats}).", players=players,
                 teams=len(rules.teams), size=len(rules.teams[0]), seats=seats)
    return _("{players} in {teams} partnerships, partners opposite (seats {seats}).", players=players,
             teams=len(rules.teams), seats=seats)


def _pile(rules: Rules) -> str:
    natural_pair = _("only a natural pair from your hand matching the top card takes it")
    stops = _("{ranks} on top stop it for the next player", ranks=_ranks(rules.stop_ranks))
    if rules.is_laid_out(make(THREE, 0)):
        stops = _("a Three turned up at the start is covered, as a wild card is") if rules.upcard \
            else _("never a wild card on top")
    stops = _capitalised(stops)
    shown = rules.frozen_sequence_take()
    if shown:
        natural_pair += _(", or the top card with {count} cards of its suit from your hand lengthening one "
                          "of your "
                          "sequences", count=shown)
    freezers = _("a wild card or red Three") if rules.freezes_pile(make(THREE, 1)) else _("a wild card")
    if rules.pile_naturals and rules.pile_always_frozen:
        return _("always frozen: {naturals} from your hand matching the top card take it (onto your meld "
                 "too). "
                 "{stops}.", naturals=_naturals(rules.pile_naturals[True]), stops=stops)
    if rules.pile_naturals:
        unfrozen, frozen = rules.pile_naturals
        opening = "" if rules.pile_for_opening else _("never to a side not yet open; ")
        return opening + _("taken with {unfrozen} naturals from your hand matching the top card, {frozen} "
                           "when "
                           "{freezers} in it freezes it. {stops}.", unfrozen=unfrozen, frozen=frozen,
                           freezers=freezers, stops=stops)
    if not rules.pile_for_opening:
        return _("never to a side not yet open; frozen while {freezers} is in it: then {take}. {stops}.",
                 freezers=freezers, take=natural_pair, stops=stops)
    if rules.pile_always_frozen:
        return _("always frozen: {take}. {stops}.", take=natural_pair, stops=stops)
    return _("frozen for a side that has not melded yet, and for everyone while a wild card or red Three "
             "is in "
             "it: then {take}. {stops}.", take=natural_pair, stops=stops)


def _asking(rules: Rules) -> str:
    if not (rules.may_ask_to_go_out and _partnered(rules)):
        return "."
    if rules.must_ask_to_go_out:
        return _(". Ask partner \"may I go out?\" before melding: only a yes lets you.")
    if rules.ask_once:
        return _(". You may ask partner first, once a deal.")
    return _(". You may ask your partner's permission first.")


def _features(rules: Rules) -> list[str]:
    """Each rule feature's clauses, as the feature words them (engine.rules.feature)."""
    return [_("- **{heading}:** {text}", heading=say(heading), text=say(text))
            for feature in rules.features for heading, text in feature.summary()]


def _special_hands(rules: Rules) -> list[str]:
    if not rules.special_hands:
        return []
    hands = rules.special_hands
    when = _("called before you meld")
    if all(hand.unopened_side and not hand.before_drawing for hand in hands):
        when = _("called after drawing by a side that has not melded")
    words = "; ".join(_("`call {name}` {pattern}: {bonus}", name=hand.name, pattern=say(hand.words),
                        bonus=number(hand.bonus))
                      + (_(" (their gains turn negative)") if hand.others_lose_gains else "")
                      for hand in hands)
    alone = _(" (it alone scores)") if all(hand.scores_alone for hand in hands) else ""
    return [_("- **Special hands** end the deal, {when}: {hands}{alone}.", when=when, hands=words,
              alone=alone)]


def _opening(rules: Rules) -> str:
    thresholds = {threshold for threshold, _need in rules.opening_minimums} | \
        {threshold for threshold, _kinds in rules.opening_canastas}
    lowest = min(thresholds - {None}, default=0)
    parts = [_("below {score}: {need}", score=number(lowest), need=say(rules.opening_need(lowest - 1)))
             if None in thresholds else ""]
    parts += [_("{score}+: {need}", score=number(threshold), need=say(rules.opening_need(threshold)))
              for threshold in sorted(thresholds - {None})]
    return ", ".join(part for part in parts if part)


def _card_values(rules: Rules) -> str:
    by_value: dict[int, list[int]] = {}
    for rank in range(TWO, JOKER_RANK + 1):
        by_value.setdefault(rules.value(rank), []).append(rank)
    return ", ".join(f"{_rank_run(ranks)} {value}" for value, ranks in sorted(by_value.items(), reverse=True))


def _rank_run(ranks: list[int]) -> str:
    """``[8, 9, 10, 11, 12, 13]`` -> ``8-K``; other lists are joined (``Joker``, ``2 and A``)."""
    if len(ranks) > 2 and ranks == list(range(ranks[0], ranks[-1] + 1)):
        return f"{RANK_LETTERS[ranks[0]]}-{RANK_LETTERS[ranks[-1]]}"
    return _joined([_("Joker") if rank == JOKER_RANK else RANK_LETTERS[rank] for rank in ranks])


def _ranks(ranks: frozenset[int]) -> str:
    return _joined([_rank_word(rank) for rank in sorted(ranks, reverse=True)])


def _rank_word(rank: int) -> str:
    """A rank in the plural as the summary names wild cards and stop cards: "Jokers", "black Threes"."""
    words = {JOKER_RANK: _("Jokers"), TWO: _("Twos"), THREE: _("black Threes"), 7: _("Sevens"), 14: _("Aces")}
    return words.get(rank) or _("{rank}s", rank=RANK_LETTERS[rank])


def _joined(words: list[str]) -> str:
    return reduce(lambda first, second: _("{first} and {second}", first=first, second=second), words)


def _sizes(sizes: frozenset[int]) -> str:
    return say(Words("{sizes} of them", sizes=either([str(size) for size in sorted(sizes)])))


def _cards(n: int) -> str:
    return _("1 card") if n == 1 else _("{count} cards", count=n)


def _naturals(n: int) -> str:
    return _("1 natural") if n == 1 else _("{count} naturals", count=n)


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]
