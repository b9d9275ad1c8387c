"""Discord extensions: slash commands and the presenter over the services the bot builds (tables,
leagues, the messages it keeps, players' languages). No cog imports another: what they share is in
``discord_ui``."""
