#!/bin/sh
# Runs the server's jest suite against a real PostgreSQL server instead of the embedded one
# (a throwaway cluster: scripts/with-postgres.sh); each test file works in its own schema.
#
#   pnpm --filter @casino/server test:postgres [jest arguments]
#   PGBIN=/usr/lib/postgresql/16/bin pnpm --filter @casino/server test:postgres
set -eu
cd "$(dirname "$0")/.."
exec sh scripts/with-postgres.sh env NODE_OPTIONS=--experimental-vm-modules npx jest "$@"
