"""The interpreter's pace for a process that keeps thousands of tables playing: the collector's, the GIL's.

The garbage collector: play makes and drops many small objects (every move replaces a deal) and
makes almost no reference cycles. At CPython's default pace (a young collection every 700 objects
allocated and not yet freed) the objects of a move in progress are swept up into the older
generations, and a full collection, which walks every live table, ran nearly once a second at 2,000
tables and stopped the event loop for about 90 ms each time. With a young generation of 20,000
objects a move's objects are freed before any collection sees them, and full collections become rare.

The GIL: the group commit's writer thread gives the GIL up for each statement SQLite runs and must
get it back from the event loop, which, busy, keeps it up to the switch interval (5 ms by default)
each time; a flush of a few hundred statements then took tens of milliseconds, and a person's action
waiting behind it did too. At 1 ms the writer gets it back sooner (docs/storage.md has the figures).
"""

from __future__ import annotations

import gc
import sys
from dataclasses import dataclass

YOUNG_OBJECTS = 20_000
SWITCH_INTERVAL_S = 0.001


@dataclass(frozen=True)
class Pace:
    collector: tuple[int, int, int]  # gc thresholds
    switch_interval_s: float


def current() -> Pace:
    return Pace(gc.get_threshold(), sys.getswitchinterval())


def set_pace(pace: Pace) -> None:
    gc.set_threshold(*pace.collector)
    sys.setswitchinterval(pace.switch_interval_s)


def pace_for_service() -> Pace:
    """Set this process to the pace above (the collector's older generations keep their defaults);
    returns the pace it had before."""
    before = current()
    _, middle, old = before.collector
    set_pace(Pace((YOUNG_OBJECTS, middle, old), SWITCH_INTERVAL_S))
    return before
