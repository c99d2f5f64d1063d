#!/usr/bin/env bash
# `npm test`: every tier. Types and lint, unit, API integration on PGlite (and on PostgreSQL when
# DATABASE_URL is set), then the Playwright journeys in Debian's Chromium against a built server.
set -euo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)

bash scripts/ensure-system-packages.sh

echo "== types and lint"
npm run -s test:types
npx biome ci .

echo "== unit and API integration tests on PGlite"
env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest-pglite.json"

if [ -n "${DATABASE_URL:-}" ]; then
  echo "== API integration tests on PostgreSQL"
  TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project api --reporter=default --reporter=json --outputFile="$results/vitest-postgres.json"
fi

echo "== browser journeys (Playwright, Chromium)"
npm run -s build
# A free port, so a journey run never collides with a server already on this machine.
E2E_PORT=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export E2E_PORT
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json)

node scripts/summarise-tests.mjs "$results"
