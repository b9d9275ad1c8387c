"""Discord extensions: slash commands, buttons and modals over the services the bot builds (tables,
leagues, the messages it keeps, players' languages)."""
