"""What the Discord adapters in ``cogs`` share: the hand panel and its controls, the lobby card, the
table's picture message and its buttons, the game record, words, turn choices, custom ids, table lookup
and paced feeds. Nothing here imports ``cogs``, so dependencies run from ``cogs`` to here."""
