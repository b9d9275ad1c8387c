"""The garbage collector's pace for a process that keeps thousands of tables playing.

Play makes and drops many small objects (every move replaces a deal) and makes almost no
reference cycles. At CPython's default pace (a young collection every 700 objects allocated
and not yet freed) the objects of a move in progress are swept up into the older generations,
and a full collection, which walks every live table, ran nearly once a second at 2,000 tables
and stopped the event loop for about 90 ms each time. With a young generation of 20,000 objects
a move's objects are freed before any collection sees them, and full collections become rare.
"""

from __future__ import annotations

import gc

YOUNG_OBJECTS = 20_000


def pace_for_service() -> None:
    """Set this process's collector to the pace above (the older generations keep their defaults)."""
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS, middle, old)
