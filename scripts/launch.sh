#!/usr/bin/env bash
# Command 1 of the README: install, build, create + migrate + seed the embedded database, serve on :3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

echo "==> Installing npm packages"
npm install --no-audit --no-fund --loglevel=error
echo "==> Checking the Java lab's system packages (bubblewrap, a JDK)"
# Best effort: without root or sudo the product still starts, and the Java lab says Java runs are unavailable.
bash scripts/ensure-system.sh --labs || echo "    not installed (needs root or sudo): the Java lab will report that it cannot run Java here"
echo "==> Generating the Prisma client"
npx prisma generate >/dev/null
echo "==> Building the production bundle"
npm run build
echo "==> Starting LearnHub on http://${HOST:-127.0.0.1}:${PORT:-3000} (database: ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-embedded PGlite in .data/pglite})"
exec node scripts/start.mjs
