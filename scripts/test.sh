#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit, API and web tests, then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
stage "typecheck and lint (ESLint, Prettier), side by side" side_by_side \
  'npx tsc -p tsconfig.json --noEmit && npx tsc -p web/sw/tsconfig.json --noEmit' 'npm run lint --silent'
# The clip pipeline's tests run Debian's ffmpeg and pocketsphinx: installed here when missing.
stage "unit, API and web tests (SQLite)" bash -c 'bash scripts/ensure-media-tools.sh && npx vitest run'
stage "browser tests" bash -c 'bash scripts/ensure-chromium.sh && npx vite build --logLevel error && npx playwright test'
stage_summary
