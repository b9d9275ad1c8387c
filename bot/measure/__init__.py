"""The measuring tools (``canasta bench``, ``arena``, ``judge``), which the running bot never imports."""
