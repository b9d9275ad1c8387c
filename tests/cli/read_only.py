"""A folder made read-only for one command: by its permissions for a user, by a read-only bind mount in a
mount namespace of the command's own for root (whom permissions do not stop)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


def read_only(folder: Path) -> tuple[str, ...]:
    """Make ``folder`` read-only for a command; what to put before the command line to run it so.
    The caller gives ``folder`` its permissions back (``folder.chmod(0o755)``) after the command."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return ()
    unshare = shutil.which("unshare")
    if unshare is None or subprocess.run([unshare, "-m", "true"], capture_output=True).returncode != 0:
        pytest.skip("running as root without mount namespaces: no way to make a folder read-only")
    script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"'
    return (unshare, "-m", "sh", "-c", script, "sh", str(folder))
