-- Each player's rating just after the rated match of the line, as the season's order gives it, so the
-- export reads it instead of replaying the season. NULL until known: lines recorded before this
-- migration get theirs when their season is next re-rated (the export does so when it finds one).
ALTER TABLE league_match_players ADD COLUMN mu_after REAL;
ALTER TABLE league_match_players ADD COLUMN sigma_after REAL;
