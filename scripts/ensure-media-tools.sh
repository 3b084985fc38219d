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
source "$(dirname "$0")/apt-install.sh"
apt_install "the media tools (ffmpeg, pocketsphinx, flite)" --no-install-recommends ffmpeg pocketsphinx pocketsphinx-en-us flite
for file in "${need[@]}"; do
  [ -e "$file" ] || { echo "apt-get finished but $file is still missing." >&2; exit 1; }
done
echo "Media tools installed: $(/usr/bin/ffmpeg -version | head -n 1)"
