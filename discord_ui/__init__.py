"""What the Discord extensions in ``cogs`` share: words, turn choices, controls, table lookup, paced feeds and
the ``/canasta`` group. Nothing here imports an extension, so dependencies run from ``cogs`` to here."""
