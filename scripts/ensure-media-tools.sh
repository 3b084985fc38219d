#!/usr/bin/env bash
# Shorts uploads are checked and transcoded with Debian's ffmpeg and ffprobe, and their caption drafts
# come from pocketsphinx_continuous with the US English model (server/features/shorts/media/). The media
# tests speak with flite to have something to recognise. Install them when any is missing.
set -euo pipefail
need=(/usr/bin/ffmpeg /usr/bin/ffprobe /usr/bin/pocketsphinx_continuous /usr/bin/flite
  /usr/share/pocketsphinx/model/en-us/en-us.lm.bin)
missing=0
for file in "${need[@]}"; do [ -e "$file" ] || missing=1; done
if [ "$missing" -eq 0 ]; then exit 0; fi
PACKAGES="ffmpeg pocketsphinx pocketsphinx-en-us flite"
echo "ffmpeg, pocketsphinx or flite is missing: installing Debian's $PACKAGES..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install the media tools: not root and no sudo. Run as root: apt-get update && apt-get install -y $PACKAGES" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Cannot install the media tools: apt-get is not available. Install ffmpeg, pocketsphinx (with its US English model) and flite so that /usr/bin/ffmpeg, /usr/bin/ffprobe, /usr/bin/pocketsphinx_continuous and /usr/bin/flite exist, then run npm test again." >&2
  exit 1
fi
# shellcheck disable=SC2086 # the package list is split on purpose
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $PACKAGES >/dev/null; }; then
  echo "Installing the media tools with apt-get failed. Run: apt-get update && apt-get install -y $PACKAGES, then npm test again." >&2
  exit 1
fi
for file in "${need[@]}"; do
  [ -e "$file" ] || { echo "apt-get finished but $file is still missing." >&2; exit 1; }
done
echo "Media tools installed: $(/usr/bin/ffmpeg -version | head -n 1)"
