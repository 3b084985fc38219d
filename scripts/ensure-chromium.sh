#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium. Install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
source "$(dirname "$0")/apt-install.sh"
apt_install "Chromium" chromium fonts-dejavu-core
[ -x /usr/bin/chromium ] || { echo "apt-get finished but /usr/bin/chromium is still missing." >&2; exit 1; }
echo "Chromium installed: $(/usr/bin/chromium --version)"
