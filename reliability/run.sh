#!/usr/bin/env bash
# `npm run test:reliability`: the reliability suite (reliability/*.test.ts) on SQLite and on PostgreSQL
# (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Tests that make sense on one
# engine only skip themselves on the other. Extra arguments go to vitest (a file filter).
# RELIABILITY_ENGINES=sqlite (or postgres) runs one engine only.
# The two engines run side by side, each printing when both are done (SQLite first): on two cores that
# took 140 s where one after the other took 192 s (issue 33). Their servers listen on ports the system
# picks, their databases are their own, and only the PostgreSQL run uses Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
figures=$(mktemp)
logs=$(mktemp -d)
trap 'rm -rf "$figures" "$logs"' EXIT
export RELIABILITY_FIGURES="$figures"
engines="${RELIABILITY_ENGINES:-sqlite postgres}"
run_engine() {
  if [ "$1" = postgres ]; then
    TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" npx vitest run --project reliability "${@:2}"
  else
    env -u TEST_DATABASE_URL npx vitest run --project reliability "${@:2}"
  fi
}
pids=()
for engine in $engines; do
  run_engine "$engine" "$@" > "$logs/$engine.log" 2>&1 &
  pids+=("$!")
done
failed=0
i=0
for engine in $engines; do
  wait "${pids[$i]}" || failed=1
  echo "== reliability suite ($engine)"
  cat "$logs/$engine.log"
  i=$((i + 1))
done
echo "== reliability figures"
cat "$figures"
exit "$failed"
