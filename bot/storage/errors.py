"""Errors the storage layer raises for conditions its callers are expected to handle."""


class StorageError(RuntimeError):
    """The database is unusable as it stands (e.g. written by a newer version of the code)."""


class StaleVersion(StorageError):
    """A write expected a deal version that another writer has already moved past."""
