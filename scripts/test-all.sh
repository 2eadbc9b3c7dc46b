#!/usr/bin/env bash
# Command 2 of the README: install what the tests need, then run every suite:
# types, unit, integration (real PostgreSQL + PGlite), and Playwright against the production build.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .data/reports
rm -f .data/reports/*.json

# Each step says when it began (minutes:seconds since the run began), so a slow step shows in the log.
started=$SECONDS
step() { echo; printf '==> [%d:%02d] %s\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)) "$*"; }
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
# The type check and the lint run on one core each, and most of the build's first minutes (the Python runtime's
# compression) waits on its own threads: side by side they take about as long as the build alone. The build skips
# its own type check (next.config.mjs), which tsc does here on the same tree.
step "Type check (tsc), lint and format checks (ESLint, Prettier), beside the production build"
logged() { local name=$1; shift; "$@" >".data/reports/$name.log" 2>&1; }
logged tsc npx tsc --noEmit &
tsc_pid=$!
logged lint npm run lint &
lint_pid=$!
BUILD_TYPES_CHECKED=1 logged build npm run build &
build_pid=$!
wait $tsc_pid
tsc_status=$?
wait $lint_pid
lint_status=$?
wait $build_pid
build_status=$?
for name in tsc lint build; do
  echo "--- $name"
  cat ".data/reports/$name.log"
done
[ "$tsc_status" = 0 ] || fail "tsc"
[ "$lint_status" = 0 ] || fail "lint"
[ "$build_status" = 0 ] || fail "next build"
# Two Jest runs side by side, each with its own database (tests/support/global-setup.ts) and one file at a time (Jest
# keeps one worker on two cores): the Java runner's files, which mostly wait on sandboxed programs and clocks, with
# a few long files beside everything else, so both take about as long. One run after the other took 8.0 min on the
# 2-core machine; side by side with the Java files alone, 6.1 (the rest's run was the longer by 3 min).
second='tests/integration/(java-|studio\.test\.ts|auth-codes-reset\.test\.ts|redis-outage\.test\.ts)'
step "Unit and integration tests (Jest: two runs side by side)"
jest() { node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --json "$@" 2>&1 | grep -v "ExperimentalWarning\|--trace-warnings"; return "${PIPESTATUS[0]}"; }
jest --outputFile=.data/reports/jest-2.json "$second" >.data/reports/jest-2.log &
second_pid=$!
jest --outputFile=.data/reports/jest.json --testPathIgnorePatterns "$second"
jest_status=$?
wait $second_pid
second_status=$?
echo "--- Jest's second run: $second"
cat .data/reports/jest-2.log
[ "$second_status" = 0 ] || jest_status=$second_status
step "End-to-end tests (Playwright in Debian's Chromium, production build, real PostgreSQL)"
npx playwright test
pw_status=$?
# The summary exits 1 when anything failed, did not run or was flaky; so does this script.
node scripts/test-summary.mjs --jest-exit="$jest_status" --playwright-exit="$pw_status"
summary_status=$?
if [ "$jest_status" != 0 ] || [ "$pw_status" != 0 ] || [ "$summary_status" != 0 ]; then exit 1; fi
