"""The table picture: real PNGs for every player count, public information only, the frozen mark."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.cli.pictures import pictures
from engine import Deal, from_json, public_view, seat_view, to_json, variants
from engine.match import deal_result
from render import cards, table_png, theme
from render.draw import share_width
from render.fonts import displayable
from render.pieces import CAPTION
from render.table import ROW_GAP, picked_up_line, score_label, table_image

from .conftest import said
from .pngs import decode, share_of
from .positions import NAMES, greedy, played, with_hand_from_stock


@pytest.mark.parametrize("variant, players", [("classic", 4), ("classic-2p", 2), ("classic-3p", 3)])
@pytest.mark.parametrize("turns", [0, 12, 40])
def test_table_is_a_png_sized_for_a_phone(texts, variant, players, turns):
    deal = played(variant, seed=3, turns=turns)
    view = public_view(deal)
    image = decode(table_png(view, NAMES[players]))
    assert 250 <= image.height <= 1000
    words = said(texts)
    assert words[:4] == [view.variant_name, f"turn {view.turns + 1}", str(view.stock_size), "stock"]
    first_panel = next(i for i, word in enumerate(words) if word in ("score", "before this deal"))
    pills = words[first_panel:]  # each seat's name in its side's panel, then its cards in hand
    assert [pills[pills.index(name) + 1] for name in NAMES[players]] == [str(n) for n in view.hand_sizes]


def test_three_hand_table_after_the_partnership_forms(texts):
    deal = played("classic-3p", seed=3, turns=12)
    assert deal.first_taker is not None
    view = public_view(deal)
    assert len(view.sides) == 2
    decode(table_png(view, NAMES[3]))
    assert said(texts).count("score") == 2


def test_public_table_ignores_hidden_cards():
    deal = played("classic", seed=5, turns=16)
    other = with_hand_from_stock(deal, seat=1)
    assert sorted(other.hands[1]) != sorted(deal.hands[1])
    assert table_png(public_view(other), NAMES[4]) == table_png(public_view(deal), NAMES[4])


def test_table_from_a_seat_view_shows_no_hand():
    deal = played("classic", seed=5, turns=16)
    public = table_png(public_view(deal), NAMES[4])
    for seat in range(4):
        assert table_png(seat_view(deal, seat), NAMES[4]) == public


def test_table_changes_when_public_cards_change():
    deal = played("classic", seed=5, turns=16)
    data = to_json(deal)
    pile = data["pile"].split()
    stock = data["stock"].split()
    data["pile"] = " ".join(pile + [stock[0]])
    data["stock"] = " ".join(stock[1:])
    changed = from_json(data)
    assert table_png(public_view(changed), NAMES[4]) != table_png(public_view(deal), NAMES[4])


def test_cards_taken_with_the_pile_are_named_under_their_sides_status():
    deal = played("classic", seed=5, turns=16)
    data = to_json(deal)
    seat = max(range(4), key=lambda s: len(deal.hands[s]))
    picked = ["", "", "", ""]
    picked[seat] = " ".join(data["hands"][seat].split()[:2])
    data["picked_up"] = picked
    shown = from_json(data)
    view = public_view(shown)
    side = view.side_of_seat(seat)
    line = picked_up_line(view, side, NAMES[4])
    assert line.startswith(f"From the pile: {NAMES[4][seat]} ")
    assert len(line.split(": ", 1)[1].split()) == 1 + 2
    assert all(picked_up_line(view, other, NAMES[4]) is None for other in view.sides if other != side)
    shown = decode(table_png(view, NAMES[4]))
    data["picked_up"] = ["", "", "", ""]
    plain = decode(table_png(public_view(from_json(data)), NAMES[4]))
    assert shown.height == plain.height  # the row has its room whether it is drawn or not
    assert shown.tobytes() != plain.tobytes()


@pytest.mark.parametrize("variant, seed", [("classic", 1), ("classic-2p", 5), ("classic-3p", 0)])
def test_the_table_keeps_its_height_over_a_deal(variant, seed):
    """Every picture of a played deal has the first one's height, except one whole row of melds more
    for each side whose melds need more rows than every panel keeps; it never shrinks."""
    deal = Deal.new(variants.get(variant), seed=seed)
    heights = [decode(table_png(public_view(deal))).height]
    while not deal.is_over:
        deal.apply(greedy(deal))
        heights.append(table_image(public_view(deal)).height)
    heights.append(decode(table_png(public_view(deal), None, deal_result(deal))).height)
    row = cards.MELD.height + CAPTION + ROW_GAP
    assert heights == sorted(heights)
    assert all((height - heights[0]) % row == 0 for height in heights)
    assert len(set(heights)) <= 2


def test_frozen_pile_is_marked_in_ice_blue():
    deal = played("classic", seed=5, turns=16)
    data = to_json(deal) | {"partial": True}  # a picture's fixture: some cards are left out
    stock = data["stock"].split()
    plain = [card for card in stock if card[0] in "456789"][:3]  # naturals, so nothing freezes
    data["stock"] = " ".join(card for card in stock if card not in plain)
    data["pile"] = " ".join(plain)
    thawed = from_json(data)
    data["pile"] = " ".join([plain[0], "JK", *plain[1:]])
    data["stock"] = data["stock"].replace("JK", "", 1)
    frozen = from_json(data)
    assert not public_view(thawed).pile_frozen and public_view(frozen).pile_frozen
    ice_thawed = share_of(decode(table_png(public_view(thawed), NAMES[4])), theme.ICE)
    ice_frozen = share_of(decode(table_png(public_view(frozen), NAMES[4])), theme.ICE)
    assert ice_thawed < 0.0005 < ice_frozen


def test_a_face_down_packet_is_a_card_back_under_the_pile_and_is_counted(texts):
    deal = Deal.new(variants.get("italian"), seed=1)  # an Ace turned: twenty cards beneath it
    assert deal.packet == 20
    said(texts)
    packed = decode(table_png(public_view(deal), NAMES[4]))
    assert {"21", "pile, 20 face down"} <= set(said(texts))
    data = to_json(deal)
    data.pop("packet")  # the same cards, all face up
    shown = decode(table_png(public_view(from_json(data)), NAMES[4]))
    assert "pile, 20 face down" not in said(texts)
    blue_packed, blue_shown = share_of(packed, theme.BACK_BLUE), share_of(shown, theme.BACK_BLUE)
    assert blue_packed > 1.2 * blue_shown  # a strip of card back beside the stock's back


def test_player_to_move_is_highlighted_in_gold():
    deal = played("classic", seed=5, turns=16)
    data = to_json(deal) | {"partial": True}  # a picture's fixture: any seat to move
    images = []
    for turn in range(4):
        data["turn"] = turn
        images.append(decode(table_png(public_view(from_json(data)), NAMES[4])))
    # the gold pill moves from seat to seat: each picture differs from the others
    assert len({image.tobytes() for image in images}) == 4
    assert all(share_of(image, theme.GOLD) > 0.002 for image in images)


def test_names_the_font_cannot_draw_fall_back(texts):
    deal = played("classic", seed=5, turns=4)
    names = ["🂡🂡", "Zoë", "Ж" * 60, ""]
    decode(table_png(public_view(deal), names))
    words = said(texts)
    assert {"Player 1", "Zoë", "Player 4"} <= set(words)
    assert any(word.startswith("ЖЖ") and word.endswith("…") for word in words)
    assert displayable("🂡🂡", "Player 1") == "Player 1"
    assert displayable("Zoë 🎉", "x") == "Zoë"


def test_where_a_sides_names_do_not_all_fit_only_the_longest_is_shortened(texts):
    deal = played("canastone-6p", seed=4, turns=10_000)  # a finished deal: each side's gain and total
    view = public_view(deal)
    names = ["Ana", "Bo", "Cy", "Di", "Eve", "Flo"]
    for seat in view.sides[0].seats[1:]:
        names[seat] = "Maximiliana " * 3
    decode(table_png(view, names, deal_result(deal, number=0)))
    words = said(texts)
    short = [names[seat] for side in view.sides for seat in side.seats if len(names[seat]) < 5]
    assert len(short) == 4 and all(name in words for name in short)
    assert sum(word.startswith("Max") and word.endswith("…") for word in words) == 2


@given(st.lists(st.integers(0, 300), min_size=1, max_size=6), st.integers(0, 900))
def test_shared_widths_fit_the_room_and_cut_only_the_widest(wanted, room):
    widths = share_width(wanted, room)
    assert all(0 <= width <= want for width, want in zip(widths, wanted, strict=True))
    if sum(wanted) <= room:
        assert widths == wanted
    else:
        assert sum(widths) <= room
        cap = max(widths)
        assert all(width == cap for width, want in zip(widths, wanted, strict=True) if want > width)
        assert sum(widths) > room - len(wanted)  # no more room left than rounding down leaves


LONG_NAMES = ["Alexandra", "Bartholomew", "Charlotte", "Dominique", "Evangeline", "Frederick"]


def test_names_too_long_to_sit_beside_the_score_keep_their_row_and_the_score_goes_under_them(texts):
    deal = Deal.new(variants.get("canastone-6p"), seed=1)
    heights = []
    while not deal.is_over:
        heights.append(table_image(public_view(deal), LONG_NAMES).height)
        deal.apply(greedy(deal))
    row = cards.MELD.height + CAPTION + ROW_GAP
    assert all((height - heights[0]) % row == 0 for height in heights)  # only rows of melds change it
    texts.clear()
    decode(table_png(public_view(deal), LONG_NAMES, deal_result(deal)))
    boxes = {drawn.value: drawn.box for drawn in texts}
    assert set(LONG_NAMES) <= set(boxes) and not any("…" in value for value in boxes)
    gains = sorted((box for value, box in boxes.items() if value.startswith("+") and "total" in value),
                   key=lambda box: box[1])
    first_names = sorted((boxes[LONG_NAMES[side]] for side in (0, 1)), key=lambda box: box[1])
    assert len(gains) == 2 and all(gain[1] > name[3] for gain, name in zip(gains, first_names, strict=True))


def test_the_strip_keeps_room_for_who_is_to_move_and_what_they_do(texts):
    from i18n import speaking
    from render.labels import to_move

    deal = played("italian", seed=1, turns=10)  # a packet under the pile, frozen, "pozzo, 20 coperte"
    names = LONG_NAMES[:4]
    with speaking("it"):
        decode(table_png(public_view(deal), names))
        who, what = to_move(public_view(deal), names)
    words = said(texts)
    assert who == "Dominique" and who in words and not any("…" in word for word in words)
    after = words[words.index(who) + 1:]
    assert " ".join(after[:2]) == what  # "pesca o prende il pozzo", on two lines, none lost


@pytest.mark.parametrize("language", ["en", "es", "it", "pt_BR"])
def test_the_end_of_a_deal_reads_whole_in_every_language(texts, language):
    from i18n import speaking

    for variant in ("classic", "bolivia"):  # a player went out; the stock ran out
        deal = played(variant, seed=1, turns=10_000)
        with speaking(language):
            decode(table_png(public_view(deal), LONG_NAMES[:4], deal_result(deal)))
        assert not any("…" in word for word in said(texts))


def test_too_many_names_is_a_clear_error():
    deal = played("classic-2p", seed=5, turns=4)
    with pytest.raises(ValueError, match="3 names for 2 seats"):
        table_png(public_view(deal), NAMES[3])


def test_a_finished_deals_table_shows_the_scores_after_it():
    deal = played("classic", seed=4, turns=10_000)
    assert deal.is_over
    result = deal_result(deal, number=0)
    view = public_view(deal)
    for side in view.sides:
        team = next(i for i, seats in enumerate(view.teams) if side.seats[0] in seats)
        value, label, _ = score_label(view, side, result)
        assert value == f"{result.team_scores[team]:,}"
        assert label.startswith(f"{result.team_points[team]:+,}") and "total" in label
        assert score_label(view, side) == (f"{view.team_scores[team]:,}", "before this deal", theme.MUTED)
    assert table_png(view, NAMES[4], result) != table_png(view, NAMES[4])
    assert pictures(deal, NAMES[4])["table.png"] == table_png(view, NAMES[4], result)


def test_a_finished_match_on_discord_shows_its_last_stored_score_the_same_way():
    from bot.storage.deals import DealScore  # what the Discord presenter reads back from storage
    deal = played("classic", seed=4, turns=10_000)
    result = deal_result(deal, number=0)
    stored = DealScore(0, result.team_points, result.team_scores, ())
    view = public_view(deal)
    assert table_png(view, NAMES[4], stored) == table_png(view, NAMES[4], result)
