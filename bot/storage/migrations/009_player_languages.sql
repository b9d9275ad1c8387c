-- The language of each person's Discord client, as their latest interaction with the bot gave it:
-- what the bot sends them unasked (their hand in direct messages) is written in it.
CREATE TABLE player_languages (
    user_id  BIGINT PRIMARY KEY,
    language TEXT NOT NULL,
    seen_at  TEXT NOT NULL
);
