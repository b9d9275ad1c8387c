"""The Docker image and CI's imitation of it carry every package the project installs (a package left out
installs fine and fails only when first imported)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def packages() -> set[str]:
    found = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]
    return {pattern.rstrip("*") for pattern in found["include"]}


def test_the_dockerfile_copies_every_package():
    copied = set(re.findall(r"^COPY (\w+) ", (ROOT / "Dockerfile").read_text(), re.M))
    assert packages() <= copied


def test_ci_installs_the_image_with_every_package():
    line = next(line for line in (ROOT / ".ci" / "run").read_text().splitlines() if "$image\"/" in line)
    assert packages() <= set(line.split())
