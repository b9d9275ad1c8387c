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
    """Compiles the engine of the tree ``argv`` names; 2 with a message for a wrong tree or no Cython."""
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 0 if argv in (["-h"], ["--help"]) else 2
    tree = Path(argv[0]).resolve()
    if (tree / ".git").exists():
        return _refuse(f"{tree} is a checkout: compile a copy of it (git archive HEAD | tar -x -C DEST)")
    if not (tree / "engine" / "__init__.py").is_file():
        return _refuse(f"{tree} holds no engine/ package: give the copy's top folder")
    try:
        from Cython.Build import cythonize
    except ImportError:
        return _refuse("Cython is not installed here: pip install cython (or the project's [arena] extra)")
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


def _refuse(message: str) -> int:
    print(f"compile_engine: {message}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
