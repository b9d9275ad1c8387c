"""The Discord application: the client, its command tree, the relay and what it keeps of Discord."""
