#!/usr/bin/env bash
# Rewrites package-lock.json after a dependency change. npm 11.19 (this machine's) leaves other
# platforms' optional packages (rollup, tailwind oxide, ...) out of the lock and then refuses the lock
# in `npm ci`; npm 11.11 keeps a bare `{ "optional": true }` stub for some, which npm 11.19's `npm ci`
# now also refuses ("Invalid Version:"). So the lock is written with npm 11.11 and then every such
# package gets its full entry from the registry (scripts/complete-lockfile.mjs). Run this after
# `npm install <pkg>`, then check with `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
cp package.json .npmrc "$tmp"/
(cd "$tmp" && npx -y -p npm@11.11.0 npm install --package-lock-only --ignore-scripts >/dev/null)
cp "$tmp/package-lock.json" package-lock.json
rm -rf "$tmp"
node scripts/complete-lockfile.mjs
echo "package-lock.json rewritten with npm 11.11.0"
