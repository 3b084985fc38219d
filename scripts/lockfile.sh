#!/usr/bin/env bash
# Rewrites package-lock.json after a dependency change. npm 11.19 (this machine's) leaves other
# platforms' optional packages (rollup, tailwind oxide, ...) out of the lock and then refuses the lock
# in `npm ci`; npm 11.11 keeps a stub for each, which every npm 11 accepts. Run this after
# `npm install <pkg>`, then check with `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
cp package.json .npmrc "$tmp"/
(cd "$tmp" && npx -y -p npm@11.11.0 npm install --package-lock-only --ignore-scripts >/dev/null)
cp "$tmp/package-lock.json" package-lock.json
rm -rf "$tmp"
echo "package-lock.json rewritten with npm 11.11.0"
