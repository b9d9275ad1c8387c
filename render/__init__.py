"""Pictures of what one seat may see: the table, a hand, the score sheet, standings."""
