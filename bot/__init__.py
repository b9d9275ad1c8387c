"""The application: command line, storage, the table service, leagues, and the Discord bot."""
