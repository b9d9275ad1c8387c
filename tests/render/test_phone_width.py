"""The pictures as a phone shows them, 380 px wide: meld captions apart at any meld count, no text
under 12 px, every text in WCAG AA contrast with what lies under it, and running totals that say
how many earlier deals they leave out."""

from __future__ import annotations

from functools import cache

import pytest
from PIL import Image, ImageDraw

from engine import public_view, seat_view, variants
from engine.match import deal_result
from i18n import _, speaking
from render import table_png, theme
from render.hand import hand_image
from render.scores import score_sheet_image
from render.standings import StandingRow, Standings, standings_png
from render.table import table_image, table_layout

from .crowded import crowded
from .pngs import decode
from .positions import NAMES, finished_match, played

LANGUAGES = ("en", "es", "pt_BR", "it")
PHONE_TEXT = 12  # px at least, every text of a picture shown 380 px wide
PHONE_CAPTION_GAP = 12  # px at least between two captions side by side, shown 380 px wide
AA = 4.5  # WCAG AA's contrast for text
INK_NEAR = 40  # a pixel within this of a text's colour on every channel is taken for its letters


def on_phone(px: float) -> float:
    """``px`` of a picture as a phone shows it."""
    return px * theme.PHONE_WIDTH / theme.WIDTH


@cache
def crowded_deals(variant: str) -> list:
    """The variant's crowded deal with 1, 2, ... melds a side, up to all the rules let a side lay out."""
    most = max(len(side.melds) for side in public_view(crowded(variant)).sides)
    return [crowded(variant, count) for count in range(1, most + 1)]


def names_for(deal) -> list[str]:
    return NAMES[deal.players]


def assert_apart(boxes, width: int, height: int) -> None:
    """No caption box meets another, and two side by side leave a phone's ``PHONE_CAPTION_GAP`` px."""
    for box in boxes:
        assert 0 <= box[0] < box[2] <= width - theme.PAD and 0 <= box[1] < box[3] <= height, box
    for index, one in enumerate(boxes):
        for other in boxes[index + 1:]:
            if one[1] < other[3] and other[1] < one[3]:  # on one row
                gap = max(other[0] - one[2], one[0] - other[2])
                assert on_phone(gap) >= PHONE_CAPTION_GAP, (one, other)


@cache
def deal_end(variant: str):
    """A deal of the variant played to its end by the greedy rule (Italian's leaves 19 melds a side)."""
    deal = played(variant, seed=1, turns=10 ** 6)
    return deal, deal_result(deal)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", variants.playable())
def test_no_caption_runs_into_another_at_any_meld_count(variant, language):
    deals = crowded_deals(variant)
    assert len(deals) >= 5  # five melds a side or more: a crowded table
    end, result = deal_end(variant)
    with speaking(language):
        layout = table_layout(public_view(end), names_for(end), result)
        assert_apart(layout.captions, theme.WIDTH, layout.height)
        for deal in deals:
            layout = table_layout(public_view(deal), names_for(deal))
            melds = sum(len(side.melds) + bool(side.red_threes) for side in public_view(deal).sides)
            assert len(layout.captions) == melds
            assert_apart(layout.captions, theme.WIDTH, layout.height)


@pytest.fixture
def inks(monkeypatch) -> list[tuple[str, tuple, tuple[int, int, int, int], int]]:
    """(text, colour, box, font size) of every text later drawn on a picture-sized canvas."""
    drawn: list[tuple[str, tuple, tuple[int, int, int, int], int]] = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
        if self._image.width == theme.WIDTH:
            box = tuple(round(v) for v in self.textbbox(xy, text, font=font, anchor=anchor))
            drawn.append((text, fill, box, font.size))
        return original(self, xy, text, fill, font, anchor, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    return drawn


@pytest.mark.parametrize("variant", variants.playable())
def test_the_crowded_table_is_a_png_of_its_layouts_size_its_captions_where_the_layout_says(inks, variant):
    deal = crowded_deals(variant)[-1]
    with speaking("it"):  # the longest words for canastas ("8 sporca")
        layout = table_layout(public_view(deal), names_for(deal))
        image = decode(table_png(public_view(deal), names_for(deal)))
    assert image.size == (theme.WIDTH, layout.height)
    boxes = [box for _text, _fill, box, _size in inks]
    for caption in layout.captions:
        assert caption in boxes, caption


def luminance(colour) -> float:
    """WCAG's relative luminance of an sRGB colour."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(v) for v in colour[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one, other) -> float:
    low, high = sorted((luminance(one), luminance(other)))
    return (high + 0.05) / (low + 0.05)


def test_contrast_follows_wcag():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


def background(image: Image.Image, box, ink) -> tuple[int, int, int]:
    """What lies under a text's letters: the colour most of its box shows besides the letters' own
    (and their smoothed edges, near it)."""
    colours = sorted(image.crop(box).getcolors(maxcolors=box_area(box) + 1), reverse=True)
    return next(colour for _count, colour in colours
                if max(abs(a - b) for a, b in zip(colour, ink, strict=True)) > INK_NEAR)


def box_area(box) -> int:
    return max(1, (box[2] - box[0]) * (box[3] - box[1]))


def check_text(inks, image: Image.Image) -> None:
    """Every text drawn on ``image``: at least PHONE_TEXT px on a phone, in AA contrast with its
    background."""
    assert inks
    for value, fill, box, size in inks:
        assert on_phone(size) >= PHONE_TEXT, (value, size)
        under = background(image, box, fill)
        assert contrast(fill, under) >= AA, (value, fill, under, round(contrast(fill, under), 2))
    inks.clear()


@pytest.mark.parametrize("variant", ["classic", "italian", "canastone-6p", "americana", "mexicana"])
def test_every_text_is_12_px_on_a_phone_and_clear_against_its_background(inks, variant):
    deal = crowded_deals(variant)[-1]
    names = names_for(deal)
    check_text(inks, table_image(public_view(deal), names))
    mid = played(variant, seed=3, turns=12)
    check_text(inks, table_image(public_view(mid), names))
    check_text(inks, hand_image(seat_view(mid, mid.turn), names))
    end = played(variant, seed=3, turns=10 ** 6)
    result = deal_result(end)
    check_text(inks, table_image(public_view(end), names, result))
    check_text(inks, score_sheet_image(result, names, target=end.rules.target))


def test_the_running_totals_and_their_left_out_deals_are_clear(inks):
    match = long_match()
    history = [r.team_scores for r in match.results]
    check_text(inks, score_sheet_image(match.results[8], NAMES[4], match_scores=history[:9], target=100_000))


@cache
def long_match():
    match = finished_match("classic", seed=4, target=100_000, deals=9)
    assert len(match.results) == 9
    return match


@pytest.mark.parametrize("language", LANGUAGES)
def test_running_totals_say_how_many_earlier_deals_they_leave_out(inks, language):
    match = long_match()
    history = [r.team_scores for r in match.results]
    with speaking(language):
        for shown, hidden in ((6, 0), (7, 1), (9, 3)):
            score_sheet_image(match.results[shown - 1], NAMES[4], match_scores=history[:shown],
                              target=100_000)
            words = [value for value, _fill, _box, _size in inks]
            one, more = _("… {count} earlier deal", count=1), _("… {count} earlier deals", count=hidden)
            if hidden == 0:
                assert not any(word.startswith("…") for word in words)
            else:
                line = one if hidden == 1 else more
                assert line in words and line.startswith(f"… {hidden} ")
                box = next(box for value, _fill, box, _size in inks if value == line)
                assert box[2] <= theme.WIDTH - theme.PAD
                if language == "en":
                    assert f"deal {hidden + 1}" in words and f"deal {hidden}" not in words
                else:
                    assert line != (f"… {hidden} earlier deal" + "s" * (hidden > 1))
            inks.clear()


def test_the_league_standings_text_is_12_px_on_a_phone_and_clear(inks):
    rows = tuple(StandingRow(rank, f"Player {rank}", 1600 - 17 * rank, 12, 9, 61_250, 58_900 + rank, 14,
                             0.333, you=rank == 3) for rank in range(1, 26))
    standings = Standings("Thursday Club", "Season 2 · Classic Canasta · to 5,000", "ends 30 Jun 2025", rows,
                          footer="3 members have not played yet this season.")
    check_text(inks, decode(standings_png(standings)))
