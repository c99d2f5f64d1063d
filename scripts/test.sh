#!/usr/bin/env bash
# `npm test`: every tier. Types and lint, unit, API integration on PGlite (and on PostgreSQL when
# DATABASE_URL is set), then the Playwright journeys in Debian's Chromium against a built server on the
# embedded database, the one `npm start` runs on.
#
# A failing tier does not stop the run: every later tier still runs, so one failure never hides another, and
# the run ends with the list of tiers that failed and a non-zero exit.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
results=$(mktemp -d)
failed_tiers=()

# Runs one tier; a failure is remembered, not fatal.
tier() {
  local name=$1
  shift
  echo "== $name"
  if ! "$@"; then
    echo "!! $name failed"
    failed_tiers+=("$name")
  fi
}

bash scripts/ensure-system-packages.sh || exit 1

tier "types" npm run -s test:types
# Lint: Biome's rules and formatting, then knip (knip.jsonc): no unused file, export, type or dependency.
lint() {
  npx biome ci . && npx knip --no-progress
}
tier "lint" lint

tier "unit and API integration tests on PGlite" \
  env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest-pglite.json"

if [ -n "${DATABASE_URL:-}" ]; then
  tier "API integration tests on PostgreSQL" \
    env TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project api --reporter=default --reporter=json --outputFile="$results/vitest-postgres.json"
fi

journeys() {
  npm run -s build || return 1
  # A free port, so a journey run never collides with a server already on this machine.
  local port
  port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  # The journeys run on the embedded database (no DATABASE_URL), as a newcomer's `npm start` does; the API suite
  # above is what runs on PostgreSQL too.
  (cd e2e && env -u DATABASE_URL E2E_PORT="$port" PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json)
}
tier "browser journeys (Playwright, Chromium, embedded database)" journeys

node scripts/summarise-tests.mjs "$results"
summary=$?
if [ ${#failed_tiers[@]} -gt 0 ]; then
  echo "failed tiers: $(IFS=';'; echo "${failed_tiers[*]}")"
  exit 1
fi
exit $summary
