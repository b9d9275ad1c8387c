"""A short plain-language summary of a variant's rules, written from its engine ``Rules`` data.

Used by ``/canasta rules``; the text is Markdown that fits one Discord message. Because
every line comes from the rules object, the summary cannot drift from what the engine plays.
"""

from __future__ import annotations

from engine import Rules, meld_keys, variants
from engine.cards import JOKER_RANK, RANK_LETTERS, THREE, TWO, make
from engine.variants import VariantInfo

from .errors import UserError

MAX_CHOICES = 25  # Discord's limit on autocomplete choices
MESSAGE_LIMIT = 2000  # Discord's limit on a message's characters

_RANK_WORDS = {JOKER_RANK: "Jokers", TWO: "Twos", THREE: "black Threes", 7: "Sevens", 14: "Aces"}


def find_variants(query: str) -> list[VariantInfo]:
    """Catalogue entries whose key or name contains ``query`` (all when blank), in catalogue order."""
    words = query.strip().lower()
    found = [info for info in variants.CATALOGUE if words in info.key or words in info.name.lower()]
    return found[:MAX_CHOICES]


def choice_label(info: VariantInfo) -> str:
    return f"{info.name} ({info.key}, {info.players} players)"


def resolve(text: str) -> VariantInfo:
    """The catalogue entry named by a key or a full name; a UserError listing the keys otherwise."""
    wanted = text.strip().lower()
    for info in variants.CATALOGUE:
        if wanted in (info.key, info.name.lower()):
            return info
    raise UserError(
        f"There is no variant called '{text.strip()[:50]}'. Pick one from the list as you type, "
        f"for example: {', '.join(variants.playable())}."
    )


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


def describe(rules: Rules) -> str:
    lines = [
        f"**{rules.name}** (`{rules.key}`)",
        f"- **Players:** {_table(rules)}",
        f"- **Cards:** {rules.packs} packs with {rules.packs * rules.jokers_per_pack} Jokers "
        f"({rules.deck_size} cards); {rules.hand_size} dealt to each player"
        + (f"; one card turned up starts the pile{_packet(rules)}." if rules.upcard
           else "; the discard pile starts empty."),
        *_turn_card(rules),
        f"- **Turn:** draw {_count(rules.draw_count, 'card')} or take the whole discard pile"
        + (f" and {_count(rules.stock_cards_with_pile(), 'card')} from the stock"
           if rules.stock_cards_with_pile() else "")
        + ", meld if you like, then discard one card"
        + (" (a wild card only if you hold no natural)" if rules.wild_discard_last else "")
        + (". A side opens only before drawing." if rules.opens_before_drawing() else ".")
        + _empty_pile(rules),
        f"- **Wild cards:** {_ranks(rules.wild_ranks)}. "
        "A meld: 3+ cards of one rank, "
        + _meld_wilds(rules)
        + f"; a **canasta** is {rules.canasta_size} cards"
        + ("" if rules.wilds_join_canastas else ", then no wild card joins it")
        + (", the most a meld holds." if rules.max_meld_size == rules.canasta_size
           else f"; a meld holds at most {rules.max_meld_size} cards." if rules.max_meld_size else "."),
        *_more_melds(rules),
        f"- **Discard pile:** {_pile(rules)}",
        f"- **First meld** by your side's score: {_opening(rules)}"
        + ("" if rules.wilds_count_to_open else "; wild cards count nothing toward it")
        + ("" if rules.top_card_opens else "; taking the pile, from your hand alone")
        + (f"; whoever makes it then draws {rules.opening_draw} cards from the stock (all that are "
           "left when fewer)" if rules.opening_draw else "")
        + (f"; its maker may then take {rules.opening_bonus} from the stock (`bonus`)"
           if rules.opening_bonus else "")
        + (f"; a **splash** ({rules.canasta_size} naturals of a rank from hand) opens at any score"
           if rules.splash else "") + ".",
        f"- **Going out:** needs {rules.going_out_need()}"
        + (_closing(rules) if rules.closing_discard else "")
        + f"; bonus {rules.going_out_bonus}"
        + (f", {rules.concealed_bonus} more when going out concealed (all in one turn)"
           if rules.concealed_bonus else "")
        + _asking(rules),
        *_acaba(rules),
        *_special_hands(rules),
        *_black_threes(rules),
        f"- **{rules.laid_out_name.title()}s** are laid out at once and replaced"
        + (" (the stock's last card stays in hand and ends the deal)" if rules.last_laid_out_kept else "")
        + f": {rules.laid_out_words()}.",
        f"- **Canastas:** {_canasta_bonuses(rules)}.",
        *(f"- **Extra:** {words[0].upper()}{words[1:]}." for words in rules.extra_score_words()),
        f"- **Card values:** {_card_values(rules)}; cards left in hand count against you"
        + ("; melded ones too, without a canasta" if rules.melded_points(1, 0) < 0 else "")
        + ".",
        f"- **Match:** deals continue until a side reaches {rules.target}" + _deal_end(rules),
    ]
    return "\n".join(lines)


def _closing(rules: Rules) -> str:
    """How a player goes out where it is by a final discard only."""
    if rules.final_discard_ok(min(rules.wild_ranks)):
        return "; by discarding your last card"
    return "; the last discard is natural, not a Three"


def _turn_card(rules: Rules) -> list[str]:
    """The turn card and the bonus cards it allows (Americana)."""
    if rules.turn_card is None:
        return []
    line = f"- **Turn card:** {_ordinal(rules.turn_card)} from the stock's bottom"
    if rules.talon:
        first, later = rules.talon
        line += (f"; before it is drawn, a side's first meld may empty the hand but its discard, for "
                 f"{first} **bonus cards** ({later} if the other side has melded)")
    return [line + "."]


def _empty_pile(rules: Rules) -> str:
    """What may be discarded onto an empty pile, where the variant restricts it (Americana)."""
    if not rules.restricts_discards:
        return ""
    return " Onto an empty pile: Aces and Sevens after other naturals, dead cards last."


def _meld_wilds(rules: Rules) -> str:
    """How many wild cards a meld holds (the variant's own words alone where they say it)."""
    more = rules.meld_words()
    if more.startswith(f"at most {rules.meld_max_wilds} wild"):
        return more
    return (("" if more else f"at least {rules.meld_min_naturals} natural, ")
            + f"at most {rules.meld_max_wilds} wild"
            + (", more natural than wild" if rules.naturals_outnumber_wilds else "")
            + (f"; {more}" if more else ""))


def _deal_end(rules: Rules) -> str:
    if rules.deal_ends_short_stock and rules.draw_count == 1:
        return ". A deal ends when the stock is empty."
    return (". A deal ends when the stock runs short." if rules.deal_ends_short_stock
            else "; after the stock, one more turn." if rules.last_turn_after_stock else ".")


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _more_melds(rules: Rules) -> list[str]:
    """Lines for melds beyond one group per rank, where the variant has them."""
    lines = []
    if rules.sequence_sizes:
        fewest, most = rules.sequence_sizes
        lines.append(f"- **Sequences:** {fewest} to {most} cards of one suit in order, 4 up to Ace, no wild "
                     f"cards, laid from your hand; {most} are a canasta "
                     f"({rules.canasta_name(meld_keys.SEQUENCE)})"
                     + ("; a full one grows only on the way out." if rules.sequence_canastas_grow_going_out
                        else "."))
    if rules.wild_meld_sizes:
        fewest, most = rules.wild_meld_sizes
        more = rules.wild_meld_words()
        full = [TWO << 2] * rules.canasta_size  # named by its mix where the variant tells mixes apart
        by_mix = rules.canasta_kind(meld_keys.wild(), full) != meld_keys.WILD
        name = "" if by_mix else f" ({rules.canasta_name(meld_keys.WILD)})"
        lines.append(f"- **Wild melds:** {fewest} to {most} wild cards on their own"
                     + ("" if rules.several_melds_per_rank and not rules.another_meld_when_full
                        else ", one per side at a time" if rules.several_melds_per_rank else ", one per side")
                     + f"; {rules.canasta_size} are a canasta{name}"
                     + (f"; {more}." if more else "."))
    if rules.several_melds_per_rank:
        merge = ("; two of one kind may merge (`merge K#2 into K`)"
                 if rules.merge_melds else "")
        if rules.another_meld_when_full:
            lines.append(f"- **Full melds:** a full meld of {rules.max_meld_size} is followed by a new one "
                         "of its rank (K, K#2).")
        else:
            lines.append(f"- **Several melds** of one rank may lie side by side (K, K#2){merge}.")
    return lines


def _canasta_bonuses(rules: Rules) -> str:
    kinds = rules.canasta_kinds
    return ", ".join(f"{rules.canasta_name(kind).removesuffix(' canasta')} {rules.canasta_bonus(kind)}"
                     for kind in kinds)


def _packet(rules: Rules) -> str:
    words = rules.packet_words()
    return f", {words}" if words else ""


def _black_threes(rules: Rules) -> list[str]:
    """The line on black Threes kept in hand (none where they are laid out like red ones)."""
    if rules.is_laid_out(make(THREE, 0)):
        return []
    first_turn = "; none may be discarded on a player's first turn" if rules.no_black_three_first_turn else ""
    if not rules.black_three_meld_sizes:
        return [f"- **Black Threes** are never melded: discard them{_black_three_penalty(rules)}"
                f"{first_turn}."]
    return [f"- **Black Threes** can be melded only when going out ({_sizes(rules.black_three_meld_sizes)}, "
            f"no wild cards){_black_three_penalty(rules)}{first_turn}."]


def _black_three_penalty(rules: Rules) -> str:
    black_three = make(THREE, 0)
    penalty = rules.hand_penalty(black_three, True)
    if penalty == rules.value(THREE):
        return ""
    return f"; each one left in hand when someone goes out costs {penalty}"


def _partnered(rules: Rules) -> bool:
    return any(len(team) > 1 for team in rules.teams) or rules.temporary_partnership


def _table(rules: Rules) -> str:
    if rules.temporary_partnership:
        return (f"{rules.players}, each for themselves until someone first takes the discard pile: "
                "that player then plays alone against the other two as partners.")
    if all(len(team) == 1 for team in rules.teams):
        return f"{rules.players}, each for themselves."
    seats = " against ".join(" & ".join(str(seat + 1) for seat in team) for team in rules.teams)
    if any(len(team) > 2 for team in rules.teams):
        size = len(rules.teams[0])
        return f"{rules.players} in {len(rules.teams)} teams of {size}, seats alternating ({seats})."
    return f"{rules.players} in {len(rules.teams)} partnerships, partners opposite (seats {seats})."


def _pile(rules: Rules) -> str:
    natural_pair = "only a natural pair from your hand matching the top card takes it"
    stops = f"{_ranks(rules.stop_ranks)} on top stop it for the next player"
    if rules.is_laid_out(make(THREE, 0)):
        stops = "a Three turned up at the start is covered, as a wild card is" if rules.upcard \
            else "never a wild card on top"
    shown = rules.frozen_sequence_take()
    if shown:
        natural_pair += (f", or the top card with {shown} cards of its suit from your hand lengthening "
                         "one of your sequences")
    freezers = "a wild card or red Three" if rules.freezes_pile(make(THREE, 1)) else "a wild card"
    if rules.pile_naturals and rules.pile_always_frozen:
        need = rules.pile_naturals[True]
        return (f"always frozen: {_count(need, 'natural')} from your hand matching the top card take it "
                f"(onto your meld too). {stops[0].upper()}{stops[1:]}.")
    if rules.pile_naturals:
        unfrozen, frozen = rules.pile_naturals
        opening = "never to a side not yet open; " if not rules.pile_for_opening else ""
        return (f"{opening}taken with {unfrozen} naturals from your hand matching the top card, {frozen} "
                f"when {freezers} in it freezes it. {stops[0].upper()}{stops[1:]}.")
    if not rules.pile_for_opening:
        return (f"never to a side not yet open; frozen while {freezers} is in "
                f"it: then {natural_pair}. {stops[0].upper()}{stops[1:]}.")
    if rules.pile_always_frozen:
        return f"always frozen: {natural_pair}. {stops[0].upper()}{stops[1:]}."
    return (f"frozen for a side that has not melded yet, and for everyone while a wild card or red Three "
            f"is in it: then {natural_pair}. {stops[0].upper()}{stops[1:]}.")


def _asking(rules: Rules) -> str:
    if not (rules.may_ask_to_go_out and _partnered(rules)):
        return "."
    if rules.must_ask_to_go_out:
        return ". Ask partner \"may I go out?\" before melding: only a yes lets you."
    if rules.ask_once:
        return ". You may ask partner first, once a deal."
    return ". You may ask your partner's permission first."


def _acaba(rules: Rules) -> list[str]:
    if rules.acaba_points is None:
        return []
    return [f"- **Acaba:** at the start of your turn, before drawing, you may declare `acaba`: the deal "
            f"ends at once, your side scoring 0 for it and the other side {rules.acaba_points}. You may "
            "ask your partner first (`ask acaba`): a yes declares it, a no means you play the turn."]


def _special_hands(rules: Rules) -> list[str]:
    if not rules.special_hands:
        return []
    hands = rules.special_hands
    when = "called before you meld"
    if all(hand.unopened_side and not hand.before_drawing for hand in hands):
        when = "called after drawing by a side that has not melded"
    words = "; ".join(f"`call {hand.name}` {hand.words}: {hand.bonus}"
                      + (" (their gains turn negative)" if hand.others_lose_gains else "")
                      for hand in hands)
    alone = " (it alone scores)" if all(hand.scores_alone for hand in hands) else ""
    return [f"- **Special hands** end the deal, {when}: {words}{alone}."]


def _opening(rules: Rules) -> str:
    thresholds = {threshold for threshold, _ in rules.opening_minimums} | \
        {threshold for threshold, _ in rules.opening_canastas}
    lowest = min(thresholds - {None}, default=0)
    parts = [f"below {lowest}: {rules.opening_need(lowest - 1)}" if None in thresholds else ""]
    parts += [f"{threshold}+: {rules.opening_need(threshold)}" for threshold in sorted(thresholds - {None})]
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
    return " and ".join("Joker" if rank == JOKER_RANK else RANK_LETTERS[rank] for rank in ranks)


def _ranks(ranks: frozenset[int]) -> str:
    words = [_RANK_WORDS.get(rank, f"{RANK_LETTERS[rank]}s") for rank in sorted(ranks, reverse=True)]
    return " and ".join(words)


def _sizes(sizes: frozenset[int]) -> str:
    return " or ".join(str(size) for size in sorted(sizes)) + " of them"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
