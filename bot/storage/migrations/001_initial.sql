-- Players, game tables and their seats, deals, the append-only action log and deal scores.
--
-- Portable SQL: a PostgreSQL port maps "INTEGER PRIMARY KEY" to an identity column and
-- keeps the rest. Discord ids are BIGINT; times are ISO-8601 UTC text; JSON is TEXT.
-- League play (issue 7) hangs off game_tables.league_id, reserved here and given its
-- tables (leagues, seasons, ratings) by a later migration.

CREATE TABLE players (
    user_id      BIGINT PRIMARY KEY,
    display_name TEXT NOT NULL,
    created_at   TEXT NOT NULL
);

CREATE TABLE game_tables (
    id          INTEGER PRIMARY KEY,
    guild_id    BIGINT NOT NULL,
    channel_id  BIGINT NOT NULL,               -- a text channel or a thread
    owner_id    BIGINT NOT NULL REFERENCES players (user_id),
    variant     TEXT NOT NULL,
    target      INTEGER NOT NULL,
    timer_s     INTEGER NOT NULL,              -- 0: no turn timer
    on_timeout  TEXT NOT NULL CHECK (on_timeout IN ('computer', 'pause')),
    options     TEXT NOT NULL,                 -- JSON object of table options
    seed        TEXT,                          -- the match seed, set at start
    status      TEXT NOT NULL
                CHECK (status IN ('lobby', 'playing', 'paused', 'finished', 'abandoned')),
    winner_team INTEGER,
    end_reason  TEXT,                          -- 'target' or 'resigned'
    league_id   BIGINT,                        -- league play, when it exists
    created_at  TEXT NOT NULL,
    started_at  TEXT,
    finished_at TEXT
);

-- At most one lobby or running table per channel or thread.
CREATE UNIQUE INDEX game_tables_open_per_channel ON game_tables (channel_id)
    WHERE status IN ('lobby', 'playing', 'paused');
CREATE INDEX game_tables_by_guild_status ON game_tables (guild_id, status);
CREATE INDEX game_tables_by_status ON game_tables (status);
CREATE INDEX game_tables_by_league ON game_tables (league_id);

-- An occupied seat: a Discord user or a computer player (empty seats have no row).
CREATE TABLE seats (
    table_id       INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL,
    user_id        BIGINT REFERENCES players (user_id),
    computer_level TEXT,
    away           BOOLEAN NOT NULL DEFAULT FALSE,  -- a computer plays for the absent user
    PRIMARY KEY (table_id, seat),
    CHECK ((user_id IS NULL) <> (computer_level IS NULL))
);

CREATE UNIQUE INDEX seats_one_per_user ON seats (table_id, user_id);
CREATE INDEX seats_by_user ON seats (user_id);

-- One deal of a match; version counts the actions applied to it (optimistic concurrency).
CREATE TABLE deals (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    number      INTEGER NOT NULL,              -- 0, 1, 2, ... within the match
    seed        TEXT NOT NULL,
    dealer      INTEGER NOT NULL,
    version     INTEGER NOT NULL DEFAULT 0,
    status      TEXT NOT NULL CHECK (status IN ('playing', 'scored')),
    went_out    INTEGER,                       -- the seat that went out, if any
    ended       TEXT,                          -- 'out' or 'stock'
    started_at  TEXT NOT NULL,
    finished_at TEXT,
    PRIMARY KEY (table_id, number)
);

-- The append-only action log: the truth a match is rebuilt from.
CREATE TABLE actions (
    table_id       INTEGER NOT NULL,
    deal_number    INTEGER NOT NULL,
    seq            INTEGER NOT NULL,           -- 1, 2, ...: the deal's version after this action
    seat           INTEGER NOT NULL,
    action         TEXT NOT NULL,              -- canonical text form
    actor_id       BIGINT,                     -- the user who acted; NULL when a computer did
    computer_level TEXT,                       -- the computer that acted (seat or stand-in)
    created_at     TEXT NOT NULL,
    PRIMARY KEY (table_id, deal_number, seq),
    FOREIGN KEY (table_id, deal_number) REFERENCES deals (table_id, number) ON DELETE CASCADE
);

-- Each team's gain from a scored deal and its match total after it.
CREATE TABLE deal_scores (
    table_id    INTEGER NOT NULL,
    deal_number INTEGER NOT NULL,
    team        INTEGER NOT NULL,
    points      INTEGER NOT NULL,
    total       INTEGER NOT NULL,
    PRIMARY KEY (table_id, deal_number, team),
    FOREIGN KEY (table_id, deal_number) REFERENCES deals (table_id, number) ON DELETE CASCADE
);

-- The itemized score of each side in a scored deal (melds, canastas, red threes, ...).
CREATE TABLE score_items (
    table_id    INTEGER NOT NULL,
    deal_number INTEGER NOT NULL,
    side        INTEGER NOT NULL,
    position    INTEGER NOT NULL,              -- order of the lines on the score sheet
    seats       TEXT NOT NULL,                 -- the side's seats, e.g. '0 2'
    item_key    TEXT NOT NULL,
    label       TEXT NOT NULL,
    points      INTEGER NOT NULL,
    PRIMARY KEY (table_id, deal_number, side, position),
    FOREIGN KEY (table_id, deal_number) REFERENCES deals (table_id, number) ON DELETE CASCADE
);
