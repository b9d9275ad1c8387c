-- League play: leagues per server, their seasons and members, the finished matches recorded
-- for a league (rated or not, and why), each rated match's player lines, and stored ratings.
--
-- A table belongs to a league through game_tables.league_id (set when it is created). Once
-- it finishes, the league service records it exactly once (league_matches.table_id is the
-- key), and in the same transaction replaces its season's ratings with a replay of the
-- season's rated matches, so the stored ratings always equal a recomputation.

CREATE TABLE leagues (
    id          INTEGER PRIMARY KEY,
    guild_id    BIGINT NOT NULL,
    name        TEXT NOT NULL,
    name_key    TEXT NOT NULL,                 -- the name in lower case: unique per server
    variant     TEXT NOT NULL,
    target      INTEGER,                       -- the score rated matches play to; NULL: the variant's
    channel_id  BIGINT,                        -- tables started here (or in its threads) are the league's
    season_days INTEGER,                       -- a season lasts this long, then the next begins
    created_by  BIGINT NOT NULL,
    created_at  TEXT NOT NULL
);

CREATE UNIQUE INDEX leagues_name_per_guild ON leagues (guild_id, name_key);
CREATE UNIQUE INDEX leagues_by_channel ON leagues (channel_id) WHERE channel_id IS NOT NULL;

-- Seasons follow each other without gaps: a season covers [started_at, archived_at).
CREATE TABLE league_seasons (
    id          INTEGER PRIMARY KEY,
    league_id   INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    number      INTEGER NOT NULL,              -- 1, 2, ... within the league
    started_at  TEXT NOT NULL,
    ends_at     TEXT,                          -- the planned end; NULL: until an admin starts the next
    archived_at TEXT,                          -- when the next season began; NULL: the current one
    UNIQUE (league_id, number)
);

CREATE UNIQUE INDEX league_seasons_one_current ON league_seasons (league_id) WHERE archived_at IS NULL;

-- Membership: a match is rated only if every seated person was a member when it started.
CREATE TABLE league_members (
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id   BIGINT NOT NULL REFERENCES players (user_id),
    joined_at TEXT NOT NULL,
    left_at   TEXT,                            -- NULL: still a member
    PRIMARY KEY (league_id, user_id)
);

-- Every finished table of a league, recorded once: rated, or unrated with the reason.
CREATE TABLE league_matches (
    table_id    INTEGER PRIMARY KEY REFERENCES game_tables (id),
    league_id   INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    season_id   INTEGER REFERENCES league_seasons (id) ON DELETE CASCADE,  -- NULL: no season covers it
    rated       BOOLEAN NOT NULL,
    reason      TEXT,                          -- why it is unrated; NULL when rated
    finished_at TEXT NOT NULL,                 -- copied from the table: the order of the season
    recorded_at TEXT NOT NULL,
    CHECK (rated = (reason IS NULL))
);

CREATE INDEX league_matches_by_season ON league_matches (season_id, rated, finished_at);
CREATE INDEX league_matches_by_league ON league_matches (league_id, finished_at);

-- One line per person of a rated match: what the ratings and statistics are computed from.
CREATE TABLE league_match_players (
    table_id       INTEGER NOT NULL REFERENCES league_matches (table_id) ON DELETE CASCADE,
    user_id        BIGINT NOT NULL REFERENCES players (user_id),
    seat           INTEGER NOT NULL,
    team           INTEGER NOT NULL,
    won            BOOLEAN NOT NULL,
    points_for     INTEGER NOT NULL,           -- the team's final score
    points_against INTEGER NOT NULL,           -- the best other team's final score
    canastas       INTEGER NOT NULL,           -- canastas the player's side completed
    deals          INTEGER NOT NULL,           -- scored deals in the match
    went_out       INTEGER NOT NULL,           -- deals this player ended by going out
    PRIMARY KEY (table_id, user_id)
);

CREATE INDEX league_match_players_by_user ON league_match_players (user_id);

-- Each player's rating after the season's rated matches so far (openskill Plackett-Luce).
CREATE TABLE league_ratings (
    season_id INTEGER NOT NULL REFERENCES league_seasons (id) ON DELETE CASCADE,
    user_id   BIGINT NOT NULL REFERENCES players (user_id),
    mu        REAL NOT NULL,
    sigma     REAL NOT NULL,
    matches   INTEGER NOT NULL,
    PRIMARY KEY (season_id, user_id)
);
