"""The terminal's ``help``: the moves of the game being played, each with an example, and the
other words the prompt takes. A move the game does not have (Acaba outside British Canasta, a
sequence where there are none) is not listed."""

from __future__ import annotations

import textwrap

LINE_WIDTH = 100


def help_text(rules) -> str:
    """The moves of ``rules``' game and the other words the prompt takes, in the current language."""
    from i18n import _
    from i18n.variants import variant_name

    game = variant_name(rules.key, rules.name)
    lines = [_("Moves in {game} (all of them in docs/notation.md):", game=game)]
    listed = moves(rules)
    column = max(len(command) for command, _meaning in listed) + 2  # where the meanings start
    for command, meaning in listed:
        lines += textwrap.wrap(meaning, LINE_WIDTH, initial_indent=f"  {command:<{column}}",
                               subsequent_indent=" " * (column + 2))
    lines += textwrap.wrap(_("Cards are typed by rank: A K Q J 10 9 8 7 6 5 4 3, and the wild 2 and JK "
                             "(Joker)."), LINE_WIDTH)
    lines += textwrap.wrap(_("Other words: moves (your legal moves), hint (a computer player's advice), auto "
                             "(it plays your move), help, quit."), LINE_WIDTH)
    return "\n".join(lines)


def moves(rules) -> list[tuple[str, str]]:
    """(an example, what it does) for each move ``rules``' game has, in the order of a turn."""
    from i18n import _

    listed = [("draw", _("draw from the stock") if rules.draw_count == 1 else
               _("draw {count} cards from the stock", count=rules.draw_count)),
              ("take", _("take the discard pile; take K K melds its top King with two from your hand")),
              ("meld Q Q Q", _("lay down a meld; several at once: meld Q Q Q; 5 5 5 2"))]
    if rules.wild_meld_sizes:
        listed.append(("meld wild 2 2 JK", _("lay down a meld of wild cards only")))
    if rules.sequence_sizes:
        listed.append(("meld seq 4H 5H 6H", _("lay down a sequence of one suit, each card with its suit")))
    listed.append(("add K 2", _("add cards to your side's King meld; wild cards alone: add 2 to K")))
    if rules.merge_melds:
        listed.append(("merge K#2 into K", _("join two melds of one rank, two wild melds, or two sequences "
                                             "of one suit that meet")))
    listed.append(("discard 9", _("discard a Nine; discard 9H or 9♥ names the suit")))
    if rules.talon:
        listed.append(("discard 9", _("an opening that leaves you one card may discard it; {first} bonus "
                                      "cards come from the stock ({then} once the other side has melded) "
                                      "while the turn card is still in it", first=rules.talon[0],
                                      then=rules.talon[1])))
    listed += _asking(rules)
    if rules.opening_bonus:
        listed.append(("bonus", _("right after your side's opening: take {count} cards from the stock",
                                  count=rules.opening_bonus)))
    listed += [(f"call {hand.name}", _called(hand)) for hand in rules.special_hands]
    listed.append(("pass", _("with the stock empty, leave the pile, which ends the deal")))
    return listed


def _asking(rules) -> list[tuple[str, str]]:
    """Asking partner and answering, where the game has partners; a feature's moves (Acaba), as the
    feature words them."""
    from i18n import _, say

    partners = rules.has_partners
    listed = []
    if partners and rules.may_ask_to_go_out:
        listed += [("ask", _("ask your partner, once a deal, whether you may go out") if rules.ask_once else
                    _("ask your partner whether you may go out")),
                   ("yes, no", _("answer your partner's ask: yes means they must go out now, no that they "
                                 "may not"))]
    listed += [(move, say(words)) for feature in rules.features for move, words in feature.help(partners)]
    return listed


def _called(hand) -> str:
    """What special hand ``hand`` is and when it may be called (International's patterns say when
    themselves: before or after drawing)."""
    from i18n import _, say

    if hand.unopened_side:
        return _("{hand}, after drawing from the stock while your side has melded nothing this deal: "
                 "{pattern}; it ends the deal", hand=say(hand.title), pattern=say(hand.words))
    return _("{hand}, while you have melded nothing this deal: {pattern}; it ends the deal",
             hand=say(hand.title), pattern=say(hand.words))
