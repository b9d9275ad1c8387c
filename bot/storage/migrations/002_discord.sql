-- The Discord side of a table: where the bot's messages for it are (so a restarted bot edits
-- them instead of posting new ones) and where each player wants their hand shown.

-- One row per message the bot keeps up to date: the lobby card, the table picture, and each
-- player's hand in their direct messages.
CREATE TABLE discord_messages (
    table_id    INTEGER NOT NULL REFERENCES game_tables (id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('lobby', 'table', 'hand')),
    user_id     BIGINT NOT NULL DEFAULT 0,     -- the hand's owner for 'hand'; 0 otherwise
    channel_id  BIGINT NOT NULL,
    message_id  BIGINT NOT NULL,
    deal_number INTEGER,                       -- the deal a 'table' or 'hand' message shows
    ping        TEXT,                          -- the turn a 'table' message announced, so a
                                               -- restarted bot does not announce it again
    PRIMARY KEY (table_id, kind, user_id)
);

-- A player's choice of where their hand and turn controls appear: 'dm' (direct messages,
-- the default) or 'private' (a private reply in the table's channel, on request).
CREATE TABLE player_settings (
    user_id       BIGINT PRIMARY KEY,
    hand_delivery TEXT NOT NULL CHECK (hand_delivery IN ('dm', 'private')),
    updated_at    TEXT NOT NULL
);
