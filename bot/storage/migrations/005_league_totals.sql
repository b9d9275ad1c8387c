-- Each player's sums over a season's rated matches, added to as each match is recorded, so that
-- standings and statistics read one row a player instead of adding up every player line.
CREATE TABLE league_totals (
    season_id      INTEGER NOT NULL REFERENCES league_seasons (id) ON DELETE CASCADE,
    user_id        BIGINT NOT NULL REFERENCES players (user_id),
    matches        INTEGER NOT NULL,
    wins           INTEGER NOT NULL,
    points_for     INTEGER NOT NULL,
    points_against INTEGER NOT NULL,
    canastas       INTEGER NOT NULL,
    deals          INTEGER NOT NULL,
    went_out       INTEGER NOT NULL,
    PRIMARY KEY (season_id, user_id)
);

INSERT INTO league_totals (season_id, user_id, matches, wins, points_for, points_against, canastas, deals,
                           went_out)
SELECT m.season_id, p.user_id, COUNT(*), SUM(CASE WHEN p.won THEN 1 ELSE 0 END), SUM(p.points_for),
       SUM(p.points_against), SUM(p.canastas), SUM(p.deals), SUM(p.went_out)
FROM league_match_players p JOIN league_matches m ON m.table_id = p.table_id
WHERE m.rated AND m.season_id IS NOT NULL
GROUP BY m.season_id, p.user_id;
