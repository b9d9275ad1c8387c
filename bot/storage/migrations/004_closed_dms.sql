-- Players whose direct messages turned out closed at a table. The table's channel is told once
-- (the notice names no card), so a restarted bot neither tries their DMs again nor repeats it.
CREATE TABLE closed_dms (
    table_id  INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    user_id   BIGINT NOT NULL,
    noticed_at TEXT NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
