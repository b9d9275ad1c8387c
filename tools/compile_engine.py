"""Compiles the engine of a copy of this tree with Cython, for long arena runs: the same Python code,
so the same decisions (a recorded run checks its first match again), in about three quarters of the
time. Run it on a copy, never on the checkout, whose tests would then run the compiled modules (they
take precedence over the .py files beside them):

    git archive HEAD | tar -x -C DEST && python tools/compile_engine.py DEST

Needs Cython and a C compiler (``pip install cython``). ``canasta arena`` run from DEST says
``"engine": "compiled"`` in its record, and docs/measuring.md marks such runs' decision times.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True,
              "always_allow_keywords": True}  # annotations are read as Python reads them: not checked


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    tree = Path(argv[0]).resolve()
    if (tree / ".git").exists():
        print(f"{tree} is a checkout: compile a copy of it (see --help)", file=sys.stderr)
        return 2
    if not (tree / "engine" / "__init__.py").is_file():
        print(f"{tree} holds no engine/ package", file=sys.stderr)
        return 2
    from Cython.Build import cythonize
    from setuptools import setup

    modules = sorted(str(p) for p in (tree / "engine").rglob("*.py") if p.name != "__init__.py")
    cores = os.cpu_count() or 1
    with tempfile.TemporaryDirectory() as work:
        os.chdir(work)  # setuptools reads the setup of the directory it runs in: this one has none
        extensions = cythonize(modules, nthreads=cores, quiet=True, compiler_directives=DIRECTIVES)
        setup(name="canasta-engine-compiled", ext_modules=extensions,
              script_args=["-q", "build_ext", "--build-lib", str(tree), "--build-temp", work,
                           "-j", str(cores)])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
