# Canasta on Discord: `docker build -t canasta . && docker run -e DISCORD_TOKEN=... -v canasta-data:/data canasta`
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    CANASTA_DB=/data/canasta.db

WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY i18n ./i18n
COPY render ./render
COPY bot ./bot
COPY cogs ./cogs
COPY discord_ui ./discord_ui
RUN pip install . \
    && useradd --create-home --uid 10001 canasta \
    && mkdir -p /data \
    && chown canasta:canasta /data

USER canasta
VOLUME ["/data"]

# The bot touches /data/canasta.db.alive every 30 s while it is connected to Discord.
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 CMD ["canasta", "health"]

# Migrations run at start-up; register slash commands once with `docker run ... canasta sync`.
CMD ["canasta", "bot"]
