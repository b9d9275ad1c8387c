-- The engine revision a match is played by (engine.variants.REVISION when it started), so that its
-- action log replays to the same cards after an upgrade. Tables started before this migration
-- were played by revision 1.
ALTER TABLE game_tables ADD COLUMN engine_revision INTEGER NOT NULL DEFAULT 1;
