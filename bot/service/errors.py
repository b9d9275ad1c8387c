"""The one error the table service raises: a refused request, with a short message for the user."""

from __future__ import annotations

from i18n import _

from ..errors import UserError


class ServiceError(UserError):
    """A request the table service refused; nothing changed. ``str(error)`` is shown to the user
    (for an illegal move it is the engine's own explanation)."""


def no_table(table_id: int) -> ServiceError:
    return ServiceError(_("there is no table #{table}", table=table_id))


def not_seated(table_id: int) -> ServiceError:
    return ServiceError(_("you are not seated at table #{table}", table=table_id))
