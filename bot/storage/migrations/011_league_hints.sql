-- Whether a league's rated matches may be played with hints (/canasta hint). By default they may
-- not: a rated match's tables turn hints off when the match starts.
ALTER TABLE leagues ADD COLUMN hints BOOLEAN NOT NULL DEFAULT FALSE;
