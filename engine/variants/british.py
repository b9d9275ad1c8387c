"""British Canasta: Classic for four, plus "Acaba", a declaration that ends the deal at once with
nothing to the declaring side and 1500 to the other (docs/rules/british.md)."""

from __future__ import annotations

from dataclasses import replace

from ..errors import Words
from ..rules.acaba import AcabaDeclaration
from .classic import CLASSIC
from .entry import Variant

BRITISH = replace(CLASSIC, key="british", name="British Canasta", features=(AcabaDeclaration(points=1500),))

VARIANTS = (Variant(BRITISH, Words("British Canasta")),)
