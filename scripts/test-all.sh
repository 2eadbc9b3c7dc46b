#!/usr/bin/env bash
# Command 2 of the README: install what the tests need, then run every suite:
# types, unit, integration (real PostgreSQL + PGlite), and Playwright against the production build.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .data/reports
rm -f .data/reports/*.json

step() { echo; echo "==> $*"; }
jest_status=""
pw_status=""
# A step that stops the run is a failure, and so is every suite it kept from running (see test-summary.mjs).
fail() { echo "FAILED: $*"; node scripts/test-summary.mjs --stopped-at="$*" --jest-exit="$jest_status" --playwright-exit="$pw_status"; exit 1; }

step "Installing npm packages"
npm install --no-audit --no-fund --loglevel=error || fail "npm install"
step "Checking system packages (chromium, bubblewrap, a JDK, PostgreSQL)"
bash scripts/ensure-system.sh || fail "system packages"
step "Generating the Prisma client"
npx prisma generate >/dev/null || fail "prisma generate"
step "Building the games' pages (the tests read public/games/)"
npm run prepare || fail "build games"
step "Type-checking"
npx tsc --noEmit || fail "tsc"
step "Lint (ESLint) and format (Prettier) checks"
npm run lint || fail "lint"
step "Unit and integration tests (Jest)"
node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --json --outputFile=.data/reports/jest.json 2>&1 | grep -v "ExperimentalWarning\|--trace-warnings"
jest_status=${PIPESTATUS[0]}
step "Building the production bundle"
npm run build || fail "next build"
step "End-to-end tests (Playwright in Debian's Chromium, production build, real PostgreSQL)"
npx playwright test
pw_status=$?
# The summary exits 1 when anything failed, did not run or was flaky; so does this script.
node scripts/test-summary.mjs --jest-exit="$jest_status" --playwright-exit="$pw_status"
summary_status=$?
if [ "$jest_status" != 0 ] || [ "$pw_status" != 0 ] || [ "$summary_status" != 0 ]; then exit 1; fi
