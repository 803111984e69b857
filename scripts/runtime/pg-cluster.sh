#!/usr/bin/env bash
# A private PostgreSQL cluster on 127.0.0.1 for integration tests and migration generation.
#   scripts/runtime/pg-cluster.sh start   -> prints DATABASE_URL
#   scripts/runtime/pg-cluster.sh stop
# Installs Debian's postgresql with apt-get when it is missing and we are root.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
PGROOT="${PGROOT:-/tmp/dalumara-pg}"

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  echo "$dir"
}

ensure_installed() {
  if [ -z "$(find_bin)" ]; then
    if [ "$(id -u)" = "0" ]; then
      echo "Installing postgresql with apt-get…" >&2
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    else
      echo "PostgreSQL is not installed and we are not root: install the postgresql package." >&2
      exit 1
    fi
  fi
}

# initdb and postgres refuse to run as root: use the postgres system user when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    ensure_installed
    BIN=$(find_bin)
    if [ ! -f "$PGROOT/data/PG_VERSION" ]; then
      mkdir -p "$PGROOT"
      [ "$(id -u)" = "0" ] && chown postgres:postgres "$PGROOT"
      as_pg "$BIN/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    # A throwaway cluster: commits need not reach the disk (a commit costs ~0.1 ms instead of ~1 ms).
    if ! as_pg "$BIN/pg_ctl" -D "$PGROOT/data" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w \
        -o "-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  createdb)
    BIN=$(find_bin)
    as_pg "$BIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "DROP DATABASE IF EXISTS \"$2\"" >/dev/null
    as_pg "$BIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE DATABASE \"$2\"" >/dev/null
    echo "postgres://postgres@127.0.0.1:$PGPORT/$2"
    ;;
  stop)
    BIN=$(find_bin)
    [ -n "$BIN" ] && [ -f "$PGROOT/data/PG_VERSION" ] && as_pg "$BIN/pg_ctl" -D "$PGROOT/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|createdb NAME|stop" >&2; exit 2 ;;
esac
