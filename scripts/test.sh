#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and API tests, then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc -p tsconfig.json --noEmit && npx tsc -p web/sw/tsconfig.json --noEmit
echo "== lint"; npx eslint .
echo "== unit and API tests (SQLite)"; npx vitest run
echo "== browser tests"
bash scripts/ensure-chromium.sh
npx vite build --logLevel error
npx playwright test
