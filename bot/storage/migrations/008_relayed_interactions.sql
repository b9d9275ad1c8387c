-- Interactions one bot process hands to another when several share a PostgreSQL database: Discord
-- sends every direct-message interaction to shard 0, and the process of the table's shard answers it.
-- A row lives from the hand-over until that process takes it, a moment later; with one process the
-- table stays empty.
CREATE TABLE relayed_interactions (
    id      INTEGER PRIMARY KEY,
    shard   INTEGER NOT NULL,
    payload TEXT NOT NULL,
    sent_at REAL NOT NULL
);
CREATE INDEX relayed_interactions_by_shard ON relayed_interactions (shard);
