"""Benchmark groups for ``canasta bench``: each module's ``measure()`` returns a dict of figures."""

GROUPS = {
    "engine": "bot.measure.benchmarks.engine",
    "ai": "bot.measure.benchmarks.ai",
    "render": "bot.measure.benchmarks.render",
    "service": "bot.measure.benchmarks.service",
    "league": "bot.measure.benchmarks.league",
    "deadends": "bot.measure.benchmarks.deadends",
    "review": "bot.measure.benchmarks.review",
}
