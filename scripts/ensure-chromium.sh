#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium. Install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install Chromium: not root and no sudo. Run as root: apt-get update && apt-get install -y chromium" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install Chromium: apt-get is not available. Install Chromium so that /usr/bin/chromium exists, then run npm test again." >&2
  exit 1
fi
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null; }; then
  echo "Installing Chromium with apt-get failed. Run: apt-get update && apt-get install -y chromium, then npm test again." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] || { echo "apt-get finished but /usr/bin/chromium is still missing." >&2; exit 1; }
echo "Chromium installed: $(/usr/bin/chromium --version)"
