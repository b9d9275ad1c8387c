"""League play: seasons, ratings, standings and statistics over rated matches."""

from ..storage.leagues import LeagueRow, Totals

__all__ = ["LeagueRow", "Totals"]  # a league and a player's totals, as the league service returns them
