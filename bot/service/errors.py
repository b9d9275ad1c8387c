"""The one error the table service raises: a refused request, with a short message for the user."""

from __future__ import annotations

from i18n import _

from ..core.errors import UserError


class ServiceError(UserError):
    """A request the table service refused; nothing changed. ``str(error)`` is shown to the user
    (for an illegal move it is the engine's own explanation)."""


# The largest id a table can have: PostgreSQL numbers tables with a 32-bit INTEGER, the narrowest of the
# databases the bot runs on (SQLite's would hold 64 bits).
LARGEST_TABLE_ID = 2**31 - 1


def known_table_id(table_id: int) -> int:
    """``table_id``, if a table could have it; else the refusal for a table that does not exist, before a
    database is asked (which fails on a number wider than its column, past 64 bits in SQLite)."""
    if not 1 <= table_id <= LARGEST_TABLE_ID:
        raise no_table(table_id)
    return table_id


def no_table(table_id: int) -> ServiceError:
    return ServiceError(_("there is no table #{table}", table=table_id))


def not_seated(table_id: int) -> ServiceError:
    return ServiceError(_("you are not seated at table #{table}", table=table_id))
