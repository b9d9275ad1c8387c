"""``canasta rules``, ``canasta --version`` and the top-level help."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from bot.cli import main
from bot.core.rules_summary import summary
from engine import variants


def test_version_prints_the_installed_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"canasta {version('canasta-bot')}\n"


def test_help_lists_every_bench_group_league_included(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "measure speed: engine, ai, render, service, league" in " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("variant", ["classic", "Two-hand Canasta", "samba"])
def test_rules_prints_the_discord_summary_as_plain_wrapped_text(variant, capsys):
    assert main(["rules", variant]) == 0
    out = capsys.readouterr().out
    assert "**" not in out and "`" not in out
    assert max(len(line) for line in out.splitlines()) <= 78
    discord_text = summary(variant).replace("**", "").replace("`", "")
    assert out.split() == discord_text.split()


def test_rules_without_a_variant_lists_them_all(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert all(f"({info.key}, " in out for info in variants.CATALOGUE)


def test_rules_of_an_unknown_variant_is_one_line_and_exit_code_2(capsys):
    assert main(["rules", "bogus"]) == 2
    err = capsys.readouterr().err
    assert err == "canasta rules: there is no variant 'bogus'; `canasta rules` lists them\n"


@pytest.mark.parametrize("language", ["es", "pt-BR", "it"])
def test_rules_in_another_language(language, capsys):
    from bot.core.options import language as language_option
    from i18n import speaking

    assert main(["rules", "samba", "--lang", language]) == 0
    out = capsys.readouterr().out
    with speaking(language_option(language)):
        title = summary("samba").splitlines()[1].replace("**", "")
    assert out.splitlines()[1].startswith(title[:30]) and "Players:" not in out
