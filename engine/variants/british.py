"""British Canasta: Classic for four, plus "Acaba", a declaration that ends the deal at once with
nothing to the declaring side and 1500 to the other (docs/rules/british.md)."""

from __future__ import annotations

from dataclasses import replace

from .classic import CLASSIC

BRITISH = replace(CLASSIC, key="british", name="British Canasta", acaba_points=1500)

RULES = (BRITISH,)
