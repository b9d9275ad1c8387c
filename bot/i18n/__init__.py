"""The bot's side of languages: Discord's command translator, each interaction handled in its sender's
language, each person's language remembered, and the catalog tool. The languages themselves (catalogs,
``_``, numbers and days) are the ``i18n`` package, which the pictures use too."""
