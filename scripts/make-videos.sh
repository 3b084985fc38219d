#!/usr/bin/env bash
# Makes the Leadership Shorts videos from server/features/shorts/catalogue.json: each tip is spoken
# (espeak-ng) and written on screen, 720x1280 H.264 + AAC under 1.5 Mbit/s with the index at the front,
# plus a poster (at most 40 KB) and a WebVTT caption track. The output is committed under
# public/assets/videos/, so running the app needs neither tool; run this again after changing a tip.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v ffmpeg >/dev/null || need+=(ffmpeg)
command -v espeak-ng >/dev/null || need+=(espeak-ng)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || need+=(fonts-dejavu-core)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} with apt-get..."
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

OUT=public/assets/videos
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count=$(node -e "console.log(require('./server/features/shorts/catalogue.json').length)")
for ((i = 0; i < count; i++)); do
  # One field of entry i, via node (the catalogue is JSON).
  field() { node -e "const v=require('./server/features/shorts/catalogue.json')[$i]; console.log(v['$1'])"; }
  slug=$(field slug)
  field tip > "$work/tip.txt"
  field title | fold -s -w 20 > "$work/title.txt"
  fold -s -w 26 "$work/tip.txt" > "$work/tip-wrapped.txt"
  printf '%s\n%s' "$(field authorName)" "$(field authorRole)" > "$work/author.txt"
  color=$(field authorColor)

  espeak-ng -v en-us -s 165 -w "$work/speech.wav" -f "$work/tip.txt"
  speech=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/speech.wav")
  # 10 to 20 seconds: the speech plus a short pause.
  total=$(node -e "console.log(Math.min(20, Math.max(10, Math.ceil($speech + 1.5))))")

  ffmpeg -v error -y \
    -f lavfi -i "color=c=${color}:s=720x1280:r=30:d=${total}" \
    -f lavfi -i "color=c=white@0.9:s=720x10:r=30:d=${total}" \
    -i "$work/speech.wav" \
    -filter_complex "\
[0:v]drawbox=x=0:y=0:w=iw:h=ih:color=black@0.35:t=fill,\
drawtext=fontfile=${BOLD}:text='RISE  ·  LEADERSHIP SHORTS':fontcolor=white@0.85:fontsize=26:x=60:y=150,\
drawtext=fontfile=${BOLD}:textfile=${work}/title.txt:fontcolor=white:fontsize=62:line_spacing=14:x=60:y=220,\
drawtext=fontfile=${FONT}:textfile=${work}/tip-wrapped.txt:fontcolor=white:fontsize=40:line_spacing=18:x=60:y=560,\
drawtext=fontfile=${BOLD}:textfile=${work}/author.txt:fontcolor=white@0.9:fontsize=30:line_spacing=10:x=60:y=1120[bg];\
[bg][1:v]overlay=x='-W+W*t/${total}':y=H-10:eval=frame[v];\
[2:a]apad,atrim=0:${total}[a]" \
    -map '[v]' -map '[a]' \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -preset slow -crf 30 -maxrate 1000k -bufsize 2000k -g 60 \
    -c:a aac -b:a 64k -ac 1 -ar 44100 \
    -movflags +faststart -t "$total" "$OUT/$slug.mp4"

  ffmpeg -v error -y -ss 0.5 -i "$OUT/$slug.mp4" -frames:v 1 -vf scale=540:960 -q:v 9 "$OUT/$slug.jpg"

  # Captions: the tip sentence by sentence, timed in proportion to each sentence's length. Each cue is
  # anchored at the same top line and width, so that a new cue never moves the caption box (no layout shift).
  node -e "
    const tip = require('fs').readFileSync('$work/tip.txt', 'utf8').trim();
    const parts = tip.match(/[^.!?]+[.!?]*/g).map((s) => s.trim()).filter(Boolean);
    const chars = parts.reduce((n, s) => n + s.length, 0);
    const stamp = (s) => new Date(s * 1000).toISOString().slice(11, 23);
    let t = 0.2, out = 'WEBVTT\n';
    for (const [k, s] of parts.entries()) {
      const d = ($speech - 0.2) * s.length / chars;
      out += '\n' + (k + 1) + '\n' + stamp(t) + ' --> ' + stamp(t + d) + ' line:3 size:90% align:center\n' + s + '\n';
      t += d;
    }
    require('fs').writeFileSync('$OUT/$slug.vtt', out);
  "
  rate=$(ffprobe -v error -show_entries format=bit_rate -of csv=p=0 "$OUT/$slug.mp4")
  echo "$slug: ${total}s, $((rate / 1000)) kbit/s, $(stat -c %s "$OUT/$slug.mp4") bytes, poster $(stat -c %s "$OUT/$slug.jpg") bytes"
done
