-- History lists a server's or a league's finished tables newest first, ten at a time: these indexes
-- hold the tables in that order, so the newest are read first rather than all of them sorted.
-- They begin with the columns of the two they replace, which served the same lookups.
DROP INDEX game_tables_by_guild_status;
DROP INDEX game_tables_by_league;
CREATE INDEX game_tables_by_guild_status ON game_tables (guild_id, status, finished_at, id);
CREATE INDEX game_tables_by_league ON game_tables (league_id, status, finished_at, id);
