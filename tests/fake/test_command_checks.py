"""The fake refuses command registrations Discord would refuse: translated names and texts included."""

from __future__ import annotations

from tests.discord_fake.rest import _command_problems


def command(**changes) -> dict:
    option = {"type": 3, "name": "variant", "description": "The game",
              "name_localizations": {"es-ES": "variante"}}
    return {"name": "rules", "description": "The rules", "type": 1, "options": [option]} | changes


def test_a_well_translated_command_passes():
    assert _command_problems(command(name_localizations={"pt-BR": "regras", "it": "regole"},
                                     description_localizations={"es-419": "Las reglas"})) == []


def test_bad_translations_are_refused():
    assert _command_problems(command(name_localizations={"pt-BR": "Regras do jogo"}))  # spaces, capitals
    assert _command_problems(command(name_localizations={"xx-YY": "regras"}))  # no such locale
    assert _command_problems(command(description_localizations={"it": "x" * 101}))
    twins = command(options=[{"type": 3, "name": name, "description": "d",
                              "name_localizations": {"it": "mano"}} for name in ("hand", "deal")])
    assert _command_problems(twins) == ["two options are called 'mano' in it"]
