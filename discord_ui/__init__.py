"""What the Discord adapters in ``cogs`` share: words, turn choices, controls, table lookup, paced feeds and
the interface to the presenter. Nothing here imports ``cogs``, so dependencies run from ``cogs`` to here."""
