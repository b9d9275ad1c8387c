"""Benchmark groups for ``canasta bench``: each module's ``measure()`` returns a dict of figures."""

GROUPS = {
    "engine": "bot.benchmarks.engine",
    "ai": "bot.benchmarks.ai",
    "render": "bot.benchmarks.render",
    "service": "bot.benchmarks.service",
    "league": "bot.benchmarks.league",
    "deadends": "bot.benchmarks.deadends",
}
