"""The one error type every rejected action raises, with a message meant for the player."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state it was tried on is unchanged."""
