"""What every part of the bot shares: settings, logs, errors, shards, batching, health and option checks."""
