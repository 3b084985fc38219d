#!/usr/bin/env bash
# `npm run test:reliability`: the reliability suite (reliability/*.test.ts) on SQLite, then on
# PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Tests that make
# sense on one engine only skip themselves on the other. Extra arguments go to vitest (a file filter).
# RELIABILITY_ENGINES=sqlite (or postgres) runs one engine only.
set -euo pipefail
cd "$(dirname "$0")/.."
figures=$(mktemp)
trap 'rm -f "$figures"' EXIT
export RELIABILITY_FIGURES="$figures"
engines="${RELIABILITY_ENGINES:-sqlite postgres}"
for engine in $engines; do
  echo "== reliability suite ($engine)"
  if [ "$engine" = postgres ]; then
    TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" npx vitest run --project reliability "$@"
  else
    env -u TEST_DATABASE_URL npx vitest run --project reliability "$@"
  fi
done
echo "== reliability figures"
cat "$figures"
