"""League play: seasons, ratings, standings and statistics over rated matches."""
