"""Discord adapters: slash commands, buttons and modals over the table service."""
