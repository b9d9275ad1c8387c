"""Hypothesis profiles: the suite runs the same examples on every machine ("repeatable", so that
CI passes or fails on the code, not on the draw); ``--hypothesis-profile=explore`` draws new
examples each run to look for cases the fixed draw does not reach (docs/testing.md)."""

from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile("repeatable")
