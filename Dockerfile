# ginbot in a container (README: "Running it for a server").
#
#   docker build -t ginbot .
#   docker run -d --name ginbot --init --env-file .env -v ginbot-data:/var/lib/ginbot ginbot
#   docker exec ginbot ginbot backup /var/lib/ginbot/backup.sqlite3
#
# or, with compose.yaml: docker compose up -d --build
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# The package and nothing else: no tests, no benchmarks, no virtual environment.
WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY ginbot ./ginbot
COPY cogs ./cogs
COPY cards_img ./cards_img
RUN pip install . && rm -rf /src/*

COPY deploy/ginbot-supervise /usr/local/bin/ginbot-supervise

# The database lives on a volume, at an absolute path, owned by the bot's own user.
RUN useradd --system --home-dir /var/lib/ginbot --shell /usr/sbin/nologin ginbot \
    && mkdir -p /var/lib/ginbot \
    && chown ginbot:ginbot /var/lib/ginbot
ENV GINBOT_DATABASE=/var/lib/ginbot/ginbot.sqlite3
VOLUME /var/lib/ginbot
WORKDIR /var/lib/ginbot
USER ginbot

# ginbot run, started again on exit status 3 (Discord unreachable) and after a crash;
# 0, 1 and 2 end the container with that status. Arguments go to ginbot run.
ENTRYPOINT ["/usr/local/bin/ginbot-supervise"]
STOPSIGNAL SIGTERM
