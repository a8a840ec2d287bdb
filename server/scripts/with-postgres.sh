#!/bin/sh
# Runs a command against a throwaway PostgreSQL server: it needs the PostgreSQL server binaries
# (Debian: `apt-get install postgresql`); it creates a cluster in a temporary directory on a free
# loopback port, runs the command with DATABASE_URL pointing at it and removes the cluster.
# Used by `test:postgres` and `db:types`.
#
#   sh scripts/with-postgres.sh <command> [arguments]
#   PGBIN=/usr/lib/postgresql/16/bin sh scripts/with-postgres.sh <command>
set -eu

cd "$(dirname "$0")/.."

PGBIN="${PGBIN:-}"
if [ -z "$PGBIN" ]; then
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do PGBIN="$dir"; break; done
fi
if [ -z "$PGBIN" ] && command -v pg_ctl >/dev/null 2>&1; then PGBIN="$(dirname "$(command -v pg_ctl)")"; fi
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL server binaries not found. On Debian: apt-get install postgresql (or set PGBIN)." >&2
  exit 1
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/casino-pg.XXXXXX")"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# The server refuses to run as root; run it as the postgres user then.
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || { echo "Running as root needs a 'postgres' user." >&2; exit 1; }
  chown postgres "$WORK"
  AS="runuser -u postgres --"
else
  AS=""
fi

stop() {
  $AS "$PGBIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop EXIT INT TERM

echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (cluster in $WORK)"
$AS "$PGBIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }
$AS "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off" start >/dev/null
$AS "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres casino_test

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/casino_test" "$@"
