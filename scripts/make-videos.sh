#!/usr/bin/env bash
# Makes the Leadership Shorts videos from server/features/shorts/catalogue.json. For each entry it
# writes, under public/assets/videos/:
#   <slug>.mp4  720x1280, 30 fps, H.264 main + AAC 64k, at most ~1 Mbit/s video, index at the front
#               (+faststart), 10 to 20 s: the tip spoken by espeak-ng over an animated picture;
#   <slug>.jpg  the poster (at most 40 KB): the first frame that shows the whole key phrase;
#   <slug>.vtt  WebVTT captions: the whole spoken tip, a line at a time, timed to the speech
#               (CAPTIONS_ONLY=1 rewrites just these).
# The output is committed, so running the app needs neither tool; run this again after changing a
# tip (it rewrites every file from the catalogue alone, so running it twice gives the same videos).
#
# Why the picture looks the way it does (a tester's findings, short-item.tsx draws the rest):
# - No author name or role, no title, no description in the picture: the app overlays them.
# - The app shows the video with object-fit: cover on a full-screen item. A phone (390x844, 360x800)
#   is taller than 9:16, so about 65 px of each side of the frame is cropped, the top ~160 px holds
#   the back/captions/mute buttons and, below them (at 12% of the height, clear of the buttons on a
#   320 px phone), the caption cues, and the bottom ~380 px holds the
#   author row, title, description and, on the right, the play/like/comment/share buttons. All text
#   stays in the safe area x 90..600, y 330..830, checked below; the animation fills the frame but
#   its focus is in the middle.
# - The only words in the picture are the tip's short key phrase (catalogue "keyPhrase"): each word
#   rises in when the voice says it (its time comes from synthesising the sentence up to that word).
#   The whole speech lives in the captions, so nothing is shown three times.
# - Each video has its own palette (catalogue "colors": a slowly turning two-colour gradient and an
#   accent) and its own calm motion (catalogue "motion", drawn with geq at half size): ripples,
#   waves, bricks, bubbles, steps, rays, breathe (in for 4 s, out for 6 s, as the tip says), follow.
#   Nothing blinks or changes faster than about 1 Hz; the repeating motions are timed to come back to
#   their start at the end of the video, so the loop is smooth, and the words fade out before it.
# ONLY=slug,slug bash scripts/make-videos.sh remakes just those videos.
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

export OUT=public/assets/videos
export BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"
WORK=$(mktemp -d)
export WORK
trap 'rm -rf "$WORK"' EXIT

node - <<'JS'
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const { OUT, BOLD, WORK } = process.env;
const catalogue = require(path.resolve('server/features/shorts/catalogue.json'));
const only = process.env.ONLY ? process.env.ONLY.split(',') : null; // ONLY=slug,slug renders just those

// The frame, and where text may go (see the header): centre column, clear of the app's overlays.
const FW = 720, FH = 1280, FPS = 30;
const SAFE = { left: 90, right: 600, top: 330, bottom: 830 };
const CX = (SAFE.left + SAFE.right) / 2; // 345: the key phrase is centred here
const CY = { default: 580, steps: 500 }; // and its block is centred at this height (steps climb below it)
const MAX_LINES = 3;
const SIZES = [84, 80, 76, 72, 68, 64, 60, 56];
const VOICE = ['-v', 'en-us', '-s', '165'];

const tmp = (name) => path.join(WORK, name);
function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}\n${r.stderr}`);
  return r.stderr + r.stdout;
}
const duration = (file) => Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());

/** Speaks text into a wav; returns its length and the moment the voice stops (before the end pause). */
function speak(text, file) {
  run('espeak-ng', [...VOICE, '-w', file, text]);
  const total = duration(file);
  const log = run('ffmpeg', ['-hide_banner', '-i', file, '-af', 'silencedetect=n=-45dB:d=0.1', '-f', 'null', '-']);
  const starts = [...log.matchAll(/silence_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...log.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  // Trailing silence: a silence that starts and only ends with the file.
  const voiced = starts.length > ends.length || (ends.length && Math.abs(ends.at(-1) - total) < 0.02) ? starts.at(-1) : total;
  return { total, voiced };
}

/** Ink extent (left and right pixel) of text in the bold font at size 50, drawn at x = 0. */
const inkCache = new Map();
function ink50(text) {
  if (!inkCache.has(text)) {
    fs.writeFileSync(tmp('measure.txt'), text);
    const log = run('ffmpeg', ['-hide_banner', '-f', 'lavfi', '-i', 'color=black:s=2400x160:d=0.04', '-vf',
      `drawtext=fontfile=${BOLD}:textfile=${tmp('measure.txt')}:fontsize=50:fontcolor=white:x=0:y=40,bbox=min_val=100`,
      '-frames:v', '1', '-f', 'null', '-']);
    const m = log.match(/x1:(\d+) x2:(\d+)/);
    if (!m) throw new Error(`cannot measure "${text}"`);
    inkCache.set(text, { x1: Number(m[1]), x2: Number(m[2]) + 1 });
  }
  return inkCache.get(text);
}
const ink = (text, size) => { const e = ink50(text); return { x1: (e.x1 * size) / 50, x2: (e.x2 * size) / 50 }; };

/** The key phrase in at most three lines, as large as fits the safe width, lines as even as can be. */
function layout(words) {
  const maxWidth = SAFE.right - SAFE.left - 24; // a margin for rounding and the shadow
  for (const size of SIZES) {
    let best = null;
    for (let mask = 0; mask < 1 << (words.length - 1); mask++) {
      const lines = [[words[0]]];
      for (let k = 1; k < words.length; k++) (mask >> (k - 1)) & 1 ? lines.push([words[k]]) : lines.at(-1).push(words[k]);
      if (lines.length > MAX_LINES) continue;
      const widths = lines.map((l) => { const e = ink(l.join(' '), size); return e.x2 - e.x1; });
      if (Math.max(...widths) > maxWidth) continue;
      // Fewest lines, then a sentence or clause end only at a line end, then lines of even width.
      const inner = lines.flatMap((l) => l.slice(0, -1)).reduce((n, w) => n + (/[.!?]$/.test(w) ? 1000 : /[,;:]$/.test(w) ? 500 : 0), 0);
      const score = lines.length * 1e4 + inner + (Math.max(...widths) - Math.min(...widths));
      if (!best || score < best.score) best = { score, lines, size };
    }
    if (best) return best;
  }
  throw new Error(`key phrase too long: ${words.join(' ')}`);
}

const norm = (w) => w.toLowerCase().replace(/[^a-z0-9]/g, '');
const SUFFIX = /^(s|es|ed|ing|ly)$/;
const sameWord = (a, b) => a === b || (a.startsWith(b) && SUFFIX.test(a.slice(b.length))) || (b.startsWith(a) && SUFFIX.test(b.slice(a.length)));

// Calm motions, as geq expressions of the mask's alpha (0..1) on a 360x640 frame (half size), in
// which the key phrase sits around (172, 290). `total` lets loops come back to their start.
function motion(name, total) {
  const loops = (rate, period) => Math.max(1, Math.round((total * rate) / period)) * period / total; // a speed that loops
  const disc = (x, y, r) => `clip(${r}-hypot(X-(${x}),Y-(${y}))+0.5,0,1)`;
  const ease = (t0, d) => `(1-pow(1-clip((T-${t0})/${d},0,1),3))`;
  const parts = [];
  const centre = 'st(0,hypot(X-172,Y-292));'; // ld(0): the distance from the centre of the phrase
  switch (name) {
    case 'ripples': {
      // Rings of sound spreading from behind the words, about one every 3 s at any point.
      const v = loops(36, 110).toFixed(4);
      parts.push(`0.85*pow(0.5+0.5*cos(2*PI*(ld(0)-${v}*T)/110),10)*exp(-ld(0)/230)*clip(ld(0)/60,0,1)`);
      parts.push(`0.18*exp(-pow(ld(0)/120,2))`);
      break;
    }
    case 'waves': {
      // Two pairs of slow sine lines above and below the words, like a voice being heard, and a sea.
      for (const [i, y0] of [[0, 150], [1, 166], [2, 410], [3, 426]]) {
        const w = (2 * Math.PI * loops(0.22, 1)).toFixed(4);
        const lambda = 170 + 25 * i;
        parts.push(`${i % 2 ? 0.5 : 0.85}*clip(2.6-abs(Y-(${y0}+11*sin(2*PI*X/${lambda}-${w}*T*${i % 2 ? -1 : 1}+${i}))),0,1)`);
      }
      const w = (2 * Math.PI * loops(0.12, 1)).toFixed(4);
      parts.push(`0.28*clip(Y-(470+9*sin(2*PI*X/260+${w}*T)),0,1)`);
      break;
    }
    case 'bricks': {
      // A wall built course by course: bricks slide in from alternate sides and stay.
      for (let i = 0; i < 10; i++) {
        const y = 444 - (i + 1) * 30, t0 = (0.6 + i * 0.85).toFixed(2), dir = i % 2 ? 1 : -1, off = i % 2 ? 26 : 0;
        const shift = `${dir * 560}*(1-${ease(t0, 1.1)})`;
        const xs = `(X-(${shift}))`;
        parts.push(`0.42*between(Y,${y},${y + 25})*(between(${xs},${off - 60},${off + 68})+between(${xs},${off + 74},${off + 202})+between(${xs},${off + 208},${off + 336})+between(${xs},${off + 342},${off + 470}))`);
      }
      break;
    }
    case 'bubbles': {
      // Bubbles of applause rising at their own pace, swaying a little.
      const xs = [40, 300, 110, 230, 170, 70, 270, 140, 330];
      xs.forEach((x, i) => {
        const v = loops(28 + (i % 4) * 7, 720).toFixed(3), r = 7 + ((i * 5) % 12), ph = (i * 0.37) % 1;
        const y = `(680-mod(${v}*T+${(ph * 720).toFixed(0)},720))`;
        parts.push(`${i % 3 ? 0.5 : 0.8}*${disc(`${x}+9*sin(0.7*T+${i})`, y, r)}`);
      });
      break;
    }
    case 'steps': {
      // A staircase rising step by step, and a dot hopping up it (kept below the words).
      for (let i = 0; i < 6; i++) {
        const x = 46 + 46 * i, h = 16 + 18 * i, t0 = (1 + 1.4 * i).toFixed(2);
        parts.push(`0.42*between(X,${x},${x + 41})*between(Y,446-${h}*${ease(t0, 0.6)},445)`);
      }
      const s = 'clip((T-1.6)/1.4,0,5)';
      parts.push(`${disc(`${46 + 20}+46*${s}`, `446-(16+18*${s})-12-22*abs(sin(PI*${s}))`, 10)}`);
      break;
    }
    case 'rays': {
      // A slowly turning burst of rays: ideas coming from every side.
      const w = ((2 * Math.PI) / 10 * loops(0.05, 1)).toFixed(4);
      parts.push(`0.42*clip((cos(10*atan2(Y-292,X-172)-${w}*10*T)-0.45)*3,0,1)*clip(1-ld(0)/430,0,1)*clip((ld(0)-50)/60,0,1)`);
      parts.push(`0.25*${disc(172, 292, 26)}`);
      break;
    }
    case 'breathe': {
      // A circle breathing with the tip: in for four seconds, out for six.
      const p = `mod(T,10)`;
      const b = `if(lt(${p},4),0.5-0.5*cos(PI*${p}/4),0.5+0.5*cos(PI*(${p}-4)/6))`;
      const r = `(92+50*${b})`;
      parts.push(`0.2*clip(${r}-ld(0),0,1)`);
      parts.push(`0.75*clip(2.2-abs(ld(0)-${r}),0,1)`);
      parts.push(`0.25*clip(1.6-abs(ld(0)-${r}-22),0,1)`);
      break;
    }
    case 'follow': {
      // A leader dot on a looping path, four smaller ones following in its track.
      const a = (2 * Math.PI * loops(0.07, 1)).toFixed(4), b = (2 * Math.PI * loops(0.1, 1)).toFixed(4);
      [16, 11, 9, 8, 7].forEach((r, k) => {
        const tau = `(T-${(0.5 * k).toFixed(2)})`;
        parts.push(`${k ? 0.55 : 0.95}*${disc(`172+120*sin(${a}*${tau})`, `292+165*sin(${b}*${tau}+0.6)`, r)}`);
      });
      break;
    }
    default:
      throw new Error(`unknown motion ${name}`);
  }
  return `${centre}255*clip(${parts.join('+')},0,1)`;
}

/**
 * A sentence as caption lines of at most CAPTION_CHARS characters: as few lines as fit, as even as
 * possible, breaking after a comma where it can and never after a little word ("the", "in", "and").
 */
const CAPTION_CHARS = 32;
const LITTLE = new Set(['a', 'an', 'the', 'in', 'of', 'to', 'for', 'and', 'or', 'but', 'so', 'you', 'your', 'what', 'is', 'be', 'than', 'more', 'into', 'far', 'very', 'it', 'say', 'at', 'on', 'with', 'can']);
function captionLines(sentence) {
  const words = sentence.split(/\s+/);
  const text = (from, to) => words.slice(from, to).join(' ');
  const lines = Math.ceil(sentence.length / CAPTION_CHARS);
  const target = sentence.length / lines;
  // best[i]: the cheapest way to lay out words i.. (a line costs 1000, so fewer lines win).
  const best = Array(words.length + 1).fill(null);
  best[words.length] = { cost: 0, lines: [] };
  for (let i = words.length - 1; i >= 0; i--) {
    for (let j = i + 1; j <= words.length && text(i, j).length <= CAPTION_CHARS; j++) {
      if (!best[j]) continue;
      const last = words[j - 1], end = j === words.length;
      const cost = 1000 + (text(i, j).length - target) ** 2 + (end ? 0 : /[,;:]$/.test(last) ? -200 : LITTLE.has(last.toLowerCase()) ? 150 : 0) + best[j].cost;
      if (!best[i] || cost < best[i].cost) best[i] = { cost, lines: [text(i, j), ...best[j].lines] };
    }
  }
  return best[0].lines;
}

const stamp = (s) => new Date(Math.max(0, s) * 1000).toISOString().slice(11, 23);

for (const v of catalogue) {
  if (only && !only.includes(v.slug)) continue;
  for (const field of ['slug', 'tip', 'keyPhrase', 'colors', 'motion']) if (!v[field]) throw new Error(`${v.slug}: no ${field}`);

  // Speech, sentence by sentence, so that each caption cue starts when its sentence does.
  const sentences = v.tip.match(/[^.!?]+[.!?]*/g).map((s) => s.trim()).filter(Boolean);
  let start = 0;
  const spoken = sentences.map((text, j) => {
    const s = { text, start, ...speak(text, tmp(`s${j}.wav`)) };
    start += s.total;
    return s;
  });
  const speech = start;
  const total = Math.min(20, Math.max(10, Math.ceil(speech + 1.5)));
  if (speech + 0.5 > total) throw new Error(`${v.slug}: the tip takes ${speech.toFixed(1)} s, too long for 20 s`);
  run('ffmpeg', ['-v', 'error', '-y', ...spoken.flatMap((_, j) => ['-i', tmp(`s${j}.wav`)]),
    '-filter_complex', `${spoken.map((_, j) => `[${j}:a]`).join('')}concat=n=${spoken.length}:v=0:a=1`, tmp('speech.wav')]);

  // Captions: one line at a time, at most CAPTION_CHARS (a clause, or an even share of a longer one),
  // each from when the voice reaches its first word (the time to say its sentence up to it) until the
  // next one, the sentence's last until just after the voice stops. One short line reads at a glance,
  // covers little of the picture, and is never larger on screen than the app's own title and
  // description (the screen's first large paint is the app's text, not a cue that waits for the video).
  // Each cue is anchored at the same top line and width: a new cue never moves the caption box.
  let vtt = 'WEBVTT\n', n = 0;
  spoken.forEach((s, j) => {
    const end = Math.min(j + 1 < spoken.length ? spoken[j + 1].start : total, s.start + s.voiced + 0.4);
    const lines = captionLines(s.text);
    let first = 0;
    const starts = lines.map((line, l) => {
      const at = l ? speak(s.text.split(/\s+/).slice(0, first).join(' '), tmp('prefix.wav')).voiced + 0.1 : 0.05;
      first += line.split(' ').length;
      return s.start + at;
    });
    lines.forEach((line, l) => {
      const until = l + 1 < lines.length ? starts[l + 1] - 0.05 : end;
      vtt += `\n${++n}\n${stamp(starts[l])} --> ${stamp(until)} line:12% size:90% align:center\n${line}\n`;
    });
  });
  fs.writeFileSync(tmp('captions.vtt'), vtt);
  if (process.env.CAPTIONS_ONLY) {
    fs.copyFileSync(tmp('captions.vtt'), path.join(OUT, `${v.slug}.vtt`));
    console.log(`${v.slug}: captions, ${n} cues`);
    continue;
  }

  // When the voice reaches each word of the key phrase: the time to say its sentence up to it.
  const words = v.keyPhrase.split(/\s+/);
  let at = { j: 0, k: 0 }, last = 0.2;
  const times = words.map((word) => {
    for (let j = at.j; j < spoken.length; j++) {
      const tipWords = spoken[j].text.split(/\s+/);
      for (let k = j === at.j ? at.k : 0; k < tipWords.length; k++) {
        if (!sameWord(norm(tipWords[k]), norm(word))) continue;
        at = { j, k: k + 1 };
        const before = k ? speak(tipWords.slice(0, k).join(' '), tmp('prefix.wav')).voiced + 0.1 : 0.05;
        return (last = Math.max(last + 0.25, spoken[j].start + before - 0.1));
      }
    }
    console.warn(`${v.slug}: "${word}" is not in the tip; shown after the word before it`);
    return (last += 0.4);
  });

  // Key phrase layout, checked against the safe area.
  const { lines, size } = layout(words);
  const lineHeight = Math.round(size * 1.2);
  const top = Math.round((CY[v.motion] ?? CY.default) - (lines.length * lineHeight) / 2);
  const placed = [];
  let w = 0;
  lines.forEach((line, l) => {
    const whole = ink(line.join(' '), size);
    const x0 = CX - (whole.x1 + whole.x2) / 2;
    const baseline = top + l * lineHeight + Math.round(size * 0.8);
    line.forEach((word, k) => {
      const right = x0 + ink(line.slice(0, k + 1).join(' '), size).x2; // where this word's ink ends in the line
      const x = Math.round(right - ink(word, size).x2);
      if (x + ink(word, size).x1 < SAFE.left || right > SAFE.right) throw new Error(`${v.slug}: "${word}" leaves the safe area`);
      placed.push({ word, x, baseline, t: times[w++] });
    });
  });
  const bottom = top + lines.length * lineHeight;
  if (top < SAFE.top || bottom > SAFE.bottom) throw new Error(`${v.slug}: the key phrase leaves the safe area`);

  // The picture: gradient, accent shapes through the motion's mask, the key phrase rising in word by
  // word (0.45 s, eased), all fading out over the last half second so that the loop starts clean.
  const { from, to, accent } = v.colors;
  const turn = (0.0008 + 0.0003 * (catalogue.indexOf(v) % 4)).toFixed(4); // radians per frame
  const text = placed.map((p, i) => {
    fs.writeFileSync(tmp(`word${i}.txt`), p.word);
    const t0 = p.t.toFixed(3), rise = `pow(1-clip((t-${t0})/0.45,0,1),3)`;
    return `drawtext=fontfile=${BOLD}:textfile=${tmp(`word${i}.txt`)}:fontsize=${size}:fontcolor=white:` +
      `shadowcolor=black@0.35:shadowx=0:shadowy=4:x=${p.x}:y='${p.baseline}-ascent+26*${rise}':` +
      `alpha='clip((t-${t0})/0.35,0,1)*clip((${total}-0.1-t)/0.5,0,1)':enable='gte(t,${t0})'`;
  });
  const graph = [
    `gradients=s=${FW}x${FH}:r=${FPS}:d=${total}:c0=${from}:c1=${to}:nb_colors=2:x0=120:y0=0:x1=600:y1=${FH}:speed=${turn},format=rgb24[bg]`,
    `color=c=${accent}:s=${FW}x${FH}:r=${FPS}:d=${total},format=rgb24[ac]`,
    `color=c=black:s=${FW / 2}x${FH / 2}:r=${FPS}:d=${total},format=gray,geq=lum='${motion(v.motion, total)}',scale=${FW}:${FH}:flags=bicubic[m]`,
    `[ac][m]alphamerge[shape]`,
    `[bg][shape]overlay=shortest=1,${text.join(',')},format=yuv420p[v]`,
    `[0:a]apad,atrim=0:${total}[a]`,
  ].join(';\n');
  fs.writeFileSync(tmp('graph.txt'), graph);
  // Rendered aside and copied in at the end, so a running app never serves a half-written file.
  const mp4 = tmp('video.mp4'), jpg = tmp('poster.jpg');
  run('ffmpeg', ['-v', 'error', '-y', '-i', tmp('speech.wav'), '-filter_complex_script', tmp('graph.txt'),
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-crf', '28', '-maxrate', '1000k', '-bufsize', '2000k', '-g', '60',
    '-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-ar', '44100',
    '-movflags', '+faststart', '-t', String(total), mp4]);

  // Poster: the first frame with the whole key phrase in, as good as fits 40 KB.
  const posterAt = (placed.at(-1).t + 0.5).toFixed(2);
  for (let q = 3; ; q++) {
    run('ffmpeg', ['-v', 'error', '-y', '-ss', posterAt, '-i', mp4, '-frames:v', '1', '-vf', 'scale=540:960', '-q:v', String(q), jpg]);
    if (fs.statSync(jpg).size <= 40 * 1024) break;
    if (q >= 31) throw new Error(`${v.slug}: poster over 40 KB`);
  }

  fs.copyFileSync(tmp('captions.vtt'), path.join(OUT, `${v.slug}.vtt`));
  fs.copyFileSync(mp4, path.join(OUT, `${v.slug}.mp4`));
  fs.copyFileSync(jpg, path.join(OUT, `${v.slug}.jpg`));

  const rate = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=bit_rate', '-of', 'csv=p=0', mp4]).trim());
  const line = `${v.slug}: ${total}s, ${Math.round(rate / 1000)} kbit/s, ${fs.statSync(mp4).size} bytes, poster ${fs.statSync(jpg).size} bytes, ` +
    `"${v.keyPhrase}" at ${times.map((t) => t.toFixed(1)).join('/')} s in ${lines.length} line(s) of ${size} px`;
  console.log(line);
}
JS
